package run

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces/cmdstream"
)

// This file makes command streams for the replay experiments
// (docs/replay.md): random streams in the real text format, parsed by the
// real parser, for the property test, the checkpoint-spacing sweep and the
// command-processor benchmark.

// SynthOptions shapes a synthetic stream.
type SynthOptions struct {
	Ops      int      // operations, checkpoints included
	Spacing  int      // a checkpoint every Spacing operations (the first operation is one)
	Memory   []string // addresses the stream reads and writes
	Dispatch string   // a task to dispatch now and then ("" none)
	// Every: a dispatch every this many operations (0: none).
	Every int
	// Nest allows if/else blocks (up to two deep).
	Nest bool
}

// SynthStream writes a random stream in the command-stream format. Each
// checkpoint span reads before it uses a variable (variables do not live
// across checkpoints).
func SynthStream(rng *rand.Rand, o SynthOptions) string {
	var b strings.Builder
	depth := 0
	var inElse []bool // per open block: its else-branch is open
	var vars []string
	n := 0
	line := func(s string) {
		b.WriteString(strings.Repeat("  ", depth))
		b.WriteString(s)
		b.WriteByte('\n')
	}
	closeAll := func() {
		for depth > 0 {
			depth--
			line("}")
		}
		inElse = inElse[:0]
	}
	for n < o.Ops {
		if n%o.Spacing == 0 {
			closeAll()
			line("checkpoint")
			vars = vars[:0]
			n++
			continue
		}
		if o.Every > 0 && o.Dispatch != "" && n%o.Every == 0 {
			line("dispatch " + o.Dispatch)
			n++
			continue
		}
		addr := o.Memory[rng.IntN(len(o.Memory))]
		switch r := rng.IntN(10); {
		case r < 3 || len(vars) == 0:
			v := fmt.Sprintf("v%d", rng.IntN(4))
			line(fmt.Sprintf("read %s = %s", v, addr))
			vars = append(vars, v)
		case r < 6:
			v := vars[rng.IntN(len(vars))]
			line(fmt.Sprintf("write %s = %s * %d + %d", addr, v, 1+rng.IntN(3), rng.IntN(7)))
		case r < 7:
			line(fmt.Sprintf("set r%d = %d", rng.IntN(3), rng.IntN(100)))
		case r < 9 && o.Nest && depth < 2 && (n+1)%o.Spacing != 0:
			if rng.IntN(2) == 0 {
				line(fmt.Sprintf("if %s > %d {", vars[rng.IntN(len(vars))], rng.IntN(8)))
			} else {
				line(fmt.Sprintf("if [%s] < %d {", addr, rng.IntN(8)))
			}
			depth++
			inElse = append(inElse, false)
		case r < 9 && depth > 0:
			depth--
			if !inElse[depth] && rng.IntN(2) == 0 {
				line("} else {")
				inElse[depth] = true
				depth++
			} else {
				line("}")
				inElse = inElse[:depth]
			}
			continue // braces are not operations the checkpoint spacing counts
		default:
			line(fmt.Sprintf("set r%d = %d", rng.IntN(3), rng.IntN(100)))
		}
		n++
	}
	closeAll()
	return b.String()
}

// synthStream parses a synthetic stream; a parse failure is a bug here.
func synthStream(src string, mem scheduler.CPMemory, tasks []string) (*scheduler.CommandStream, error) {
	cs, errs := cmdstream.Parse([]byte(src), cmdstream.Names{Memory: mem, Tasks: tasks})
	if len(errs) > 0 {
		return nil, fmt.Errorf("synthetic stream: %v", errs[0])
	}
	return cs, nil
}

// SweepRow is one line of the checkpoint-spacing table: a preemption level
// and a checkpoint spacing, with what the interrupted context paid.
type SweepRow struct {
	Level   string `json:"level"`
	Spacing int    `json:"spacing"`
	// Switches of the measured context; its preemption latency (request →
	// the other context running), mean and largest.
	Switches    int     `json:"switches"`
	MeanLatency float64 `json:"mean_latency"`
	MaxLatency  int64   `json:"max_latency"`
	// Replayed operations in all; MaxReplayed the most in one resume
	// (never more than one checkpoint interval).
	Replayed    int `json:"replayed"`
	MaxReplayed int `json:"max_replayed"`
	TracePeak   int `json:"trace_peak_nodes"`
}

// SweepOptions is the checkpoint-spacing experiment.
type SweepOptions struct {
	Ops       int
	Spacings  []int
	Levels    []scheduler.PreemptLevel
	Interrupt int64 // an interrupt request every this many cycles
	Seed      uint64
}

// DefaultSweep is what `ppuwb replay --sweep` and the window show.
func DefaultSweep() SweepOptions {
	return SweepOptions{Ops: 480, Spacings: []int{4, 8, 16, 32, 64, 128}, Interrupt: 900, Seed: 1,
		Levels: []scheduler.PreemptLevel{scheduler.PreemptAny, scheduler.PreemptDraw, scheduler.PreemptSubmission}}
}

// sweepWorkload is a measured context "main" running a random stream that
// dispatches a one-CTA task every 12 operations, beside an always-ready
// context "other" (checkpoint and delay), interrupted every o.Interrupt
// cycles, with base's costs.
func sweepWorkload(o SweepOptions, spacing int, level scheduler.PreemptLevel, base scheduler.Commands) (scheduler.Workload, error) {
	mem := scheduler.CPMemory{}
	for i := range 8 {
		mem.Names = append(mem.Names, fmt.Sprintf("m%d", i))
		mem.Init = append(mem.Init, int64(i))
	}
	rng := rand.New(rand.NewPCG(o.Seed, uint64(spacing)))
	src := SynthStream(rng, SynthOptions{Ops: o.Ops, Spacing: spacing, Memory: mem.Names, Dispatch: "tick", Every: 12, Nest: true})
	main, err := synthStream(src, mem, []string{"tick"})
	if err != nil {
		return scheduler.Workload{}, err
	}
	other, err := synthStream(strings.Repeat("checkpoint\ndelay 60\n", o.Ops), mem, nil)
	if err != nil {
		return scheduler.Workload{}, err
	}
	c := base
	c.Contexts = []scheduler.CPContext{{Name: "main", File: "main.cmd", Stream: main}, {Name: "other", File: "other.cmd", Stream: other}}
	c.Memory = mem
	c.Mode = scheduler.ReplayTrace
	c.Preemption = level
	c.OverflowSave = true
	c.TraceNodes = 4 * spacing
	c.TimeSlice = 0
	c.InterruptAt = nil
	for t := o.Interrupt; t < int64(o.Ops)*60; t += o.Interrupt {
		c.InterruptAt = append(c.InterruptAt, t)
	}
	c.Uninterrupted = false
	return scheduler.Workload{
		Kernels:  []scheduler.Kernel{{Name: "tick", CyclesPerThread: 20, RegistersPerThread: 16, BlockSize: scheduler.Dim3{X: 32, Y: 1, Z: 1}}},
		Tasks:    []scheduler.Task{{Name: "tick", Kernel: "tick", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}}},
		Commands: &c,
	}, nil
}

// CheckpointSweep runs the spacing experiment: for every preemption level
// and checkpoint spacing, the same kind of stream interrupted at the same
// cycles, and what the measured context paid.
func CheckpointSweep(ctx context.Context, m device.PPU, base scheduler.Commands, o SweepOptions) ([]SweepRow, error) {
	var rows []SweepRow
	for _, level := range o.Levels {
		for _, sp := range o.Spacings {
			w, err := sweepWorkload(o, sp, level, base)
			if err != nil {
				return nil, err
			}
			r, err := scheduler.Run(ctx, m, w, scheduler.Options{})
			if err != nil {
				return nil, fmt.Errorf("sweep, spacing %d, %s: %w", sp, level, err)
			}
			c := r.Commands.Contexts[0]
			row := SweepRow{Level: level.String(), Spacing: sp, Switches: c.Switches, Replayed: c.Replayed, TracePeak: c.TracePeakNodes}
			var sum int64
			for _, l := range c.PreemptLatency {
				sum += l
				row.MaxLatency = max(row.MaxLatency, l)
			}
			if len(c.PreemptLatency) > 0 {
				row.MeanLatency = float64(sum) / float64(len(c.PreemptLatency))
			}
			row.MaxReplayed = c.MaxReplayed
			rows = append(rows, row)
		}
	}
	return rows, nil
}
