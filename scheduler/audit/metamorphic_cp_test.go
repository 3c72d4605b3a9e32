package audit_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces/cmdstream"
)

// cpPair generates two command-stream contexts over the real stream
// generator and parser: c0 from cycle 0 (with random interrupt points,
// which find no other context ready), c1 arriving at `arrive`; random
// costs, replay modes, preemption levels and trace rings that may
// overflow into full saves.
func cpPair(seed uint64, arrive int64) (scheduler.Workload, error) {
	rng := rand.New(rand.NewPCG(seed, 35))
	n := func(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
	mem := scheduler.CPMemory{Names: []string{"a", "b", "c", "flag"}, Init: []int64{1, 2, 3, 1}}
	c := &scheduler.Commands{Memory: mem, Mode: scheduler.ReplayMode(rng.IntN(3)), TraceNodes: n(3, 64), OverflowSave: true,
		Preemption: scheduler.PreemptLevel(rng.IntN(3)), SwitchCycles: int64(n(1, 2000)), OpCycles: int64(n(1, 8)),
		MemoryCycles: int64(n(1, 80)), SaveBytesPerCycle: int64(n(1, 128)), ContextBytes: int64(n(1, 1<<16))}
	w := scheduler.Workload{
		Kernels: []scheduler.Kernel{{Name: "k", CyclesPerThread: int64(n(10, 3000)), RegistersPerThread: 16, BlockSize: scheduler.Dim3{X: 64, Y: 1, Z: 1}}},
		Tasks:   []scheduler.Task{{Name: "t0", Kernel: "k", Grid: scheduler.Dim3{X: n(1, 8), Y: 1, Z: 1}}, {Name: "t1", Kernel: "k", Grid: scheduler.Dim3{X: n(1, 8), Y: 1, Z: 1}}},
	}
	for i := range 2 {
		src := run.SynthStream(rng, run.SynthOptions{Ops: n(2, 40), Spacing: n(1, 12), Memory: mem.Names,
			Dispatch: fmt.Sprintf("t%d", i), Every: n(0, 10), Nest: rng.IntN(2) == 0})
		src += "wait\n" // the context's grids are done when it finishes
		cs, errs := cmdstream.Parse([]byte(src), cmdstream.Names{Memory: mem, Tasks: []string{"t0", "t1"}})
		if len(errs) > 0 {
			return w, fmt.Errorf("generated stream: %v\n%s", errs[0], src)
		}
		x := scheduler.CPContext{Name: fmt.Sprintf("c%d", i), File: fmt.Sprintf("c%d.cmd", i), Stream: cs}
		if i == 0 {
			for range n(0, 2) {
				x.InterruptAfter = append(x.InterruptAfter, rng.IntN(len(cs.Ops)))
			}
		} else {
			x.Arrive = arrive
		}
		c.Contexts = append(c.Contexts, x)
	}
	w.Commands = c
	return w, nil
}

// TestCPSwitchChargeIgnoresIdle is issue 35's metamorphic relation "the
// command processor's charge for a switch does not depend on whether it
// was idle an instant before", over 1,000 generated pairs of contexts (or
// -audit.n, from -audit.seed, as `make audit N=…` gives them): c1
// arrives exactly when c0 finishes, or 1 or 1 + r cycles later (the
// command processor idle meanwhile). Nothing else runs then, so the switch
// into c1 is charged the same and c1's first operation moves by exactly
// the delay. It holds because a switch is charged for loading a context
// other than the one the command processor last ran, not for the outgoing
// context being still there. Before the fix the delayed arrivals paid no
// switch and ran switch_cycles − 1 cycles earlier.
func TestCPSwitchChargeIgnoresIdle(t *testing.T) {
	m, err := device.Preset("standard")
	if err != nil {
		t.Fatal(err)
	}
	cases := max(*auditN, 1000) // `make audit N=…` scales it (-audit.n)
	if testing.Short() {
		cases = 200
	}
	runOne := func(seed uint64, arrive int64) *scheduler.Result {
		w, err := cpPair(seed, arrive)
		if err != nil {
			t.Fatal(err)
		}
		r, err := scheduler.Run(context.Background(), m, w, scheduler.Options{})
		if err != nil {
			t.Fatalf("pair %d: %v", seed, err)
		}
		return r
	}
	checked := 0
	for seed := *auditSeed; seed < *auditSeed+uint64(cases); seed++ {
		alone := runOne(seed, 1<<40)
		fin := alone.Commands.Contexts[0].Finish
		if fin < 0 {
			continue
		}
		checked++
		var first, charge []int64
		delays := []int64{0, 1, 1 + int64(seed%500)}
		for _, d := range delays {
			r := runOne(seed, fin+d)
			if rep := audit.Run(r, nil); !rep.OK() {
				t.Fatalf("pair %d, c1 arriving %d after c0 finished:\n%s", seed, d, rep)
			}
			c := r.Commands
			f, ch := int64(-1), int64(-1)
			for _, st := range c.Steps {
				if st.Context == 1 {
					f = st.T - d
					break
				}
			}
			for _, sw := range c.Switches {
				if sw.To == 1 {
					ch = sw.End - sw.Start
				}
			}
			first, charge = append(first, f), append(charge, ch)
		}
		for k := 1; k < len(delays); k++ {
			if first[k] != first[0] || charge[k] != charge[0] {
				t.Fatalf("pair %d: c1 arriving 0/%d/%d cycles after c0 finished at %d: first operation (less the delay) %v, switch charged %v; want equal",
					seed, delays[1], delays[2], fin, first, charge)
			}
		}
	}
	t.Logf("%d of %d generated pairs checked (c0 finished)", checked, cases)
	if checked < cases/2 {
		t.Fatalf("only %d of %d pairs finished c0", checked, cases)
	}
}
