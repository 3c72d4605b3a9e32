package audit_test

import (
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
