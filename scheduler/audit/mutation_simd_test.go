package audit_test

import (
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces"
)

// fig3SIMD is the shipped FIG 3 example under the simd measure (issue 36
// item 1), audited genuine.
func fig3SIMD(t *testing.T) audit.Input {
	t.Helper()
	ws, err := workspaces.LoadExample("partitioning")
	if err != nil {
		t.Fatal(err)
	}
	o := ws.SchedOptions
	po := *o.Partition
	po.Measure = scheduler.MeasureSIMD
	o.Partition = &po
	return genuine(t, ws.Machine, ws.Workload, o)
}

// TestMutationVictimFreesNoSIMDUnit: under the simd measure a victim is
// chosen for the SIMD units its removal frees. One preemption of the
// genuine FIG 3 run is moved to a CTA of the same tenant on another SM,
// whose units it shares with CTAs that keep running: it frees no unit,
// and the victims check must say so. (Before issue 36 every one of the 13
// saves of this run was such a victim: one CTA per SM.)
func TestMutationVictimFreesNoSIMDUnit(t *testing.T) {
	in := fig3SIMD(t)
	r := in.Result
	p := r.Partition
	preempted := map[int]bool{}
	type decision struct {
		t       int64
		arrival int
		sm      int
	}
	emptied := map[decision]bool{} // SMs a decision's victims empty
	for _, pr := range p.Preemptions {
		preempted[pr.Interval] = true
		emptied[decision{pr.Time, pr.Arrival, pr.SM}] = true
	}
	for pi, pr := range p.Preemptions {
		for i, iv := range r.Intervals {
			if preempted[i] || iv.SM == pr.SM || iv.Start > pr.Time || iv.End >= 0 && iv.End <= pr.Saved+1000 ||
				r.TMDs[iv.Task].Name != r.TMDs[pr.TMD].Name || emptied[decision{pr.Time, pr.Arrival, iv.SM}] {
				continue
			}
			// a CTA on an SM whose other residents keep running past the save
			others := 0
			for j, jv := range r.Intervals {
				if j != i && jv.SM == iv.SM && jv.Start <= pr.Time && (jv.End < 0 || jv.End > pr.Saved) {
					others++
				}
			}
			if others == 0 {
				continue
			}
			q := &p.Preemptions[pi]
			q.Interval, q.TMD, q.CTA, q.SM = i, iv.Task, iv.CTA, iv.SM
			mustCatch(t, in, "victims")
			return
		}
	}
	t.Fatal("no CTA to move a victim to")
}

// simdExitRun is the simd variant of workload 21097, where CTAs that reach
// their launch point as they start leave after other placements of their
// dispatch step (TestAuditSameCycleExitUnderSIMD), and one such CTA: an
// interval that left in its arrival cycle after a later arrival there.
func simdExitRun(t *testing.T) (*scheduler.Result, int) {
	t.Helper()
	_, _, _, r, _ := generatedRunWith(t, 21097, true)
	if r == nil {
		t.Fatal("workload 21097 was rejected by validation")
	}
	for i, at := range r.Partition.SIMDLeft {
		if iv := r.Intervals[i]; iv.End == iv.Start && int(at) > i+1 && r.Intervals[i+1].SM == iv.SM {
			return r, i
		}
	}
	t.Fatal("no CTA left its SIMD units after a later placement of its cycle")
	return nil, 0
}

// thresholdCaught fails t unless the audit of r fails the threshold check
// with a message containing want.
func thresholdCaught(t *testing.T, r *scheduler.Result, want string) {
	t.Helper()
	for _, c := range audit.Run(r, nil).Checks {
		if c.Name == "threshold" {
			if c.OK() || !strings.Contains(c.First, want) {
				t.Fatalf("threshold: ok %v, first %q; want a failure naming %q", c.OK(), c.First, want)
			}
			t.Logf("caught: %s", c.First)
			return
		}
	}
	t.Fatal("no threshold check")
}

// TestMutationSIMDExitBeforeLaterPlacements: the replay follows the
// recorded order of exits. Recorded as leaving right after its own
// arrival (where the audit used to put every CTA that leaves as it
// arrives), the first such CTA of workload 21097 lets the next warp of its
// cycle take its unit, so the replay re-derives another placement than the
// engine made, and 200,000 cycles later it counts 13 units in use where
// the engine's warps held 12.
func TestMutationSIMDExitBeforeLaterPlacements(t *testing.T) {
	r, z := simdExitRun(t)
	if rep := audit.Run(r, nil); !rep.OK() {
		t.Fatalf("the genuine run fails the audit:\n%s", rep)
	}
	r.Partition.SIMDLeft[z] = int32(z + 1)
	thresholdCaught(t, r, "13 of 16 SIMD units")
}

// TestMutationSIMDExitOrderAgainstTimes: a recorded exit placed after an
// arrival that started later than the CTA ended contradicts the times;
// the threshold check must not replay it.
func TestMutationSIMDExitOrderAgainstTimes(t *testing.T) {
	r, z := simdExitRun(t)
	r.Partition.SIMDLeft[z] = int32(len(r.Intervals))
	thresholdCaught(t, r, "disagrees with its end")
}
