package run

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// BenchmarkCommandProcessor: one million operations (reads, writes,
// register sets, nested conditionals) through the command processor,
// a checkpoint every 1,000 operations and an interrupt every 10,000, with
// the trace buffer on and off in the same run. Prints operations per
// second for both, their ratio (target ≥ 0.5) and the trace buffer's peak
// (bounded by the largest checkpoint span):
//
//	go test -run '^$' -bench CommandProcessor -benchtime 3x ./workspaces
func BenchmarkCommandProcessor(b *testing.B) {
	m, err := device.Preset("standard")
	if err != nil {
		b.Fatal(err)
	}
	mem := scheduler.CPMemory{}
	for _, n := range []string{"m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7"} {
		mem.Names = append(mem.Names, n)
		mem.Init = append(mem.Init, 1)
	}
	const ops, spacing, every = 1_000_000, 1000, 10_000
	src := SynthStream(rand.New(rand.NewPCG(1, 2)), SynthOptions{Ops: ops, Spacing: spacing, Memory: mem.Names, Nest: true})
	cs, err := synthStream(src, mem, nil)
	if err != nil {
		b.Fatal(err)
	}
	var irq []int
	for i := every; i < len(cs.Ops); i += every {
		for cs.Ops[i].Kind == scheduler.OpElse || cs.Ops[i].Kind == scheduler.OpEnd {
			i++
		}
		irq = append(irq, i)
	}
	run := func(mode scheduler.ReplayMode) (time.Duration, *scheduler.CPResult) {
		c := &scheduler.Commands{Memory: mem, Mode: mode, TraceNodes: 2 * spacing,
			Contexts: []scheduler.CPContext{{Name: "bench", File: "bench.cmd", Stream: cs, InterruptAfter: irq}}}
		t0 := time.Now()
		r, err := scheduler.Run(context.Background(), m, scheduler.Workload{Commands: c}, scheduler.Options{})
		if err != nil {
			b.Fatal(err)
		}
		return time.Since(t0), r.Commands
	}
	var on, off time.Duration
	var res *scheduler.CPResult
	for b.Loop() {
		d, r := run(scheduler.ReplayTrace)
		on += d
		res = r
		d, _ = run(scheduler.ReplayNoTrace)
		off += d
	}
	n := float64(b.N)
	x := res.Contexts[0]
	b.ReportMetric(ops/(on.Seconds()/n)/1e6, "Mops/s-trace")
	b.ReportMetric(ops/(off.Seconds()/n)/1e6, "Mops/s-no-trace")
	b.ReportMetric(off.Seconds()/on.Seconds(), "ratio")
	b.ReportMetric(float64(x.TracePeakNodes), "trace-peak-nodes")
	b.ReportMetric(float64(x.Switches), "switches")
	b.ReportMetric(float64(x.Replayed), "replayed-ops")
	if x.TracePeakNodes > spacing+2 {
		b.Fatalf("trace peak %d nodes exceeds one checkpoint span (%d operations)", x.TracePeakNodes, spacing)
	}
}
