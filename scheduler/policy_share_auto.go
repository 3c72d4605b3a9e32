package scheduler

import "fmt"

// share-auto: allotments; per chosen CTA the cheapest reduction that still
// frees its room within the latency bound.

type shareAutoPolicy struct{ sharePolicy }

func init() { registerPolicy(PartitionShareAuto, shareAutoPolicy{}) }

func (shareAutoPolicy) reduces() bool { return true }

func (shareAutoPolicy) reduction(s *sim, c victim, idem bool, why string, ahead int64) (Reduction, string) {
	return s.autoChoice(c.ii, c.rem, idem, why, ahead)
}

// autoChoice picks the cheapest reduction that still frees the room within
// the latency bound: drain if the CTA ends by then, flush if it is
// idempotent and has done less work than a save and restore cost, save if
// the save completes by then; otherwise flush if it can, else save.
func (s *sim) autoChoice(ii int32, rem int64, idem bool, why string, ahead int64) (Reduction, string) {
	p := s.part
	t := &s.tmds[s.res.Intervals[ii].Task]
	cost, _, _ := s.saveCost(t)
	bound := p.o.LatencyBound
	done := s.res.Intervals[ii].Start
	elapsed := s.now - done
	saveAt := s.channelFree() + ahead
	switch {
	case rem <= bound:
		return ReduceDrain, why + fmt.Sprintf("; drained: it ends in %d cycles, within the bound %d", rem, bound)
	case idem && elapsed <= 2*cost:
		return ReduceFlush, why + fmt.Sprintf("; flushed: idempotent, %d cycles of work lost < save+restore %d", elapsed, 2*cost)
	case saveAt+cost-s.now <= bound:
		return ReduceSave, why + fmt.Sprintf("; saved: done in %d cycles, within the bound %d", saveAt+cost-s.now, bound)
	case idem:
		return ReduceFlush, why + "; flushed: a save would miss the bound"
	}
	return ReduceSave, why + "; saved: nothing meets the bound, saving loses no work"
}
