package scheduler

import "fmt"

// share-auto: allotments; per chosen CTA the cheapest reduction that still
// frees its room within the latency bound.

type shareAutoPolicy struct{ sharePolicy }

func init() { registerPolicy(PartitionShareAuto, "share-auto", shareAutoPolicy{}) }

func (shareAutoPolicy) reduces() bool { return true }
func (shareAutoPolicy) ramps() bool   { return true }

func (shareAutoPolicy) reduction(v policyView, c victim, idem bool, why string, ahead int64) (Reduction, string) {
	return v.autoChoice(c, idem, why, ahead)
}

// autoChoice picks the cheapest reduction that still frees the room within
// the latency bound: drain if the CTA ends by then, flush if it is
// idempotent and has done less work than a save and restore cost, save if
// the save completes by then; otherwise flush if it can, else save.
func (p *partition) autoChoice(ii int32, rem int64, idem bool, why string, ahead int64) (Reduction, string) {
	t := p.tm.ofInterval(ii)
	cost, _, _ := p.saveCost(t)
	bound := p.opts.LatencyBound
	done := p.res.Intervals[ii].Start
	elapsed := p.now - done
	saveAt := p.channelFree() + ahead
	switch {
	case rem <= bound:
		return ReduceDrain, why + fmt.Sprintf("; drained: it ends in %d cycles, within the bound %d", rem, bound)
	case idem && elapsed <= 2*cost:
		return ReduceFlush, why + fmt.Sprintf("; flushed: idempotent, %d cycles of work lost < save+restore %d", elapsed, 2*cost)
	case saveAt+cost-p.now <= bound:
		return ReduceSave, why + fmt.Sprintf("; saved: done in %d cycles, within the bound %d", saveAt+cost-p.now, bound)
	case idem:
		return ReduceFlush, why + "; flushed: a save would miss the bound"
	}
	return ReduceSave, why + "; saved: nothing meets the bound, saving loses no work"
}
