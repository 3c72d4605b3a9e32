package audit_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

// hostPlan plans a random execution queue on a PPU, a CPU and a second
// PPU whose graphics load steps through random levels: pinned and unpinned
// instances, fallbacks, revisits and logical devices smaller than the
// capable devices.
func hostPlan(seed uint64) (*scheduler.HostResult, error) {
	rng := rand.New(rand.NewPCG(seed, 36))
	n := func(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
	devs := []scheduler.HostDevice{
		{Name: "ppu", Type: "ppu", Units: n(1, 16), Lanes: 32, ClockMHz: 1400, LaunchCycles: int64(n(0, 500))},
		{Name: "cpu", Type: "cpu", Units: n(1, 64), Lanes: 1, ClockMHz: 3000, LaunchCycles: 50, BytesPerCycle: int64(n(0, 64))},
		{Name: "gpx", Type: "ppu", Units: n(1, 8), Lanes: 32, ClockMHz: 1000, LaunchCycles: 200},
	}
	names := []string{"ppu", "cpu", "gpx"}
	var insts []scheduler.HostInstance
	for i := range n(1, 10) {
		capable := []string{}
		for _, d := range names {
			if rng.IntN(3) > 0 {
				capable = append(capable, d)
			}
		}
		if len(capable) == 0 {
			capable = []string{names[rng.IntN(3)]}
		}
		allowed := capable[:n(1, len(capable))]
		in := scheduler.HostInstance{Name: fmt.Sprintf("i%d", i), Kernel: fmt.Sprintf("k%d", rng.IntN(3)), Priority: n(0, 3),
			Allowed: allowed, Capable: capable, Ops: int64(n(1, 100)), Items: int64(n(1, 200000)), Bytes: int64(n(0, 1<<20)),
			SubmitAt: int64(n(0, 20000)), Slowdown: n(0, 2)}
		if rng.IntN(2) == 0 {
			in.Device = capable[rng.IntN(len(capable))]
		}
		if rng.IntN(3) == 0 {
			in.Compile = map[string]int64{names[rng.IntN(3)]: int64(n(1, 5000))}
		}
		if i > 0 && rng.IntN(3) == 0 {
			in.Wait = []string{fmt.Sprintf("i%d", rng.IntN(i))}
		}
		insts = append(insts, in)
	}
	var steps []int64 // the graphics load changes at 0, steps[0], …
	var levels []int
	t := int64(0)
	for range n(1, 6) {
		levels = append(levels, []int{0, 25, 50, 80, 100}[rng.IntN(5)])
		t += int64(n(100, 20000))
		steps = append(steps, t)
	}
	load := func(t int64) int {
		for i, s := range steps {
			if t < s {
				return levels[i]
			}
		}
		return 0
	}
	next := func(t int64) int64 {
		for _, s := range steps {
			if s > t {
				return s
			}
		}
		return -1
	}
	return scheduler.PlanHost(devs, insts, scheduler.HostOptions{Threshold: []int{0, 25, 50, 75, 100}[rng.IntN(5)],
		RefClockMHz: 1400, GraphicsLoad: load, GraphicsNext: next})
}

// TestAuditGeneratedHostPlans: 1,000 random queues pass the runtime's
// checks (placements, revisits, reasons), and enough of them revisit.
func TestAuditGeneratedHostPlans(t *testing.T) {
	moved, fallbacks := 0, 0
	for seed := range uint64(1000) {
		h, err := hostPlan(seed)
		if err != nil {
			t.Fatalf("plan %d: %v", seed, err)
		}
		if rep := audit.Run(&scheduler.Result{}, h); !rep.OK() {
			t.Fatalf("plan %d:\n%s", seed, rep)
		}
		for _, d := range h.Decisions {
			if len(d.Revisits) > 0 {
				moved++
			}
			if d.Fallback {
				fallbacks++
			}
		}
	}
	t.Logf("%d placements moved by a revisit, %d fallbacks", moved, fallbacks)
	if moved < 20 || fallbacks < 20 {
		t.Fatalf("only %d revisits and %d fallbacks: the generator does not reach them", moved, fallbacks)
	}
}

// revisitedPlan is a genuine plan with an unpinned placement that a
// revisit moved, and a fallback.
func revisitedPlan(t *testing.T) (*scheduler.HostResult, int) {
	t.Helper()
	for seed := range uint64(1000) {
		h, err := hostPlan(seed)
		if err != nil {
			t.Fatal(err)
		}
		for i, d := range h.Decisions {
			if len(d.Revisits) > 0 && (d.Meant == "" || !strings.Contains(strings.Join(d.Logical, ","), d.Meant)) && len(d.Predictions) > 1 {
				return h, i
			}
		}
	}
	t.Fatal("no revisited unpinned placement in 1,000 plans")
	return nil, -1
}

func mustCatchHost(t *testing.T, mutate func(h *scheduler.HostResult, i int)) {
	t.Helper()
	h, i := revisitedPlan(t)
	if rep := audit.Run(&scheduler.Result{}, h); !rep.OK() {
		t.Fatalf("the genuine plan fails:\n%s", rep)
	}
	mutate(h, i)
	if rep := audit.Run(&scheduler.Result{}, h); rep.OK() {
		t.Fatal("the audit passes the corrupted plan")
	} else {
		t.Logf("caught: %v", rep.Failed())
	}
}

// setDevice moves decision i's instance (decision and events) to dev.
func setDevice(h *scheduler.HostResult, i int, dev string) {
	d := &h.Decisions[i]
	d.Device = dev
	for k := range h.Events {
		if h.Events[k].Instance == d.Instance {
			h.Events[k].Device = dev
		}
	}
}

// TestMutationPlacementContradictsPrediction: the instance stays where it
// was first placed, as if never revisited (issue 35 defect 7 as it was),
// with the predicted end made to agree.
func TestMutationPlacementContradictsPrediction(t *testing.T) {
	mustCatchHost(t, func(h *scheduler.HostResult, i int) {
		d := &h.Decisions[i]
		first := d.Revisits[0]
		d.Revisits = nil
		d.Predicted = first.FromFinish
		setDevice(h, i, first.From)
	})
}

// TestMutationPlacementOnSlowerDevice: an unpinned placement put on a
// device its predictions rank later, revisits dropped.
func TestMutationPlacementOnSlowerDevice(t *testing.T) {
	mustCatchHost(t, func(h *scheduler.HostResult, i int) {
		d := &h.Decisions[i]
		last := d.Predictions[len(d.Predictions)-1]
		d.Revisits, d.Predicted = nil, last.Finish
		setDevice(h, i, last.Device)
	})
}

// TestMutationRevisitToASlowerDevice: a revisit records a move to a device
// predicted to finish later than where the instance was.
func TestMutationRevisitToASlowerDevice(t *testing.T) {
	mustCatchHost(t, func(h *scheduler.HostResult, i int) {
		d := &h.Decisions[i]
		r := &d.Revisits[len(d.Revisits)-1]
		r.Finish = r.FromFinish + 1
		d.Predicted = r.Finish
	})
}

// TestMutationReasonComparisonBackwards: a reason says the load was at
// most the threshold when it was above (issue 36 item 4 as it was).
func TestMutationReasonComparisonBackwards(t *testing.T) {
	mustCatchHost(t, func(h *scheduler.HostResult, i int) {
		d := &h.Decisions[i]
		d.GraphicsPct, d.Threshold = 100, 50
		d.Reason = "meant for ppu; graphics load 100% ≤ threshold 50%"
	})
}

// TestMutationReasonListsOtherPredictions: the reason's list of predicted
// completions differs from the decision's.
func TestMutationReasonListsOtherPredictions(t *testing.T) {
	mustCatchHost(t, func(h *scheduler.HostResult, i int) {
		d := &h.Decisions[i]
		d.Predictions[0].Finish--
	})
}
