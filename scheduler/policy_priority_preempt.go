package scheduler

import "fmt"

// priority-preempt: a higher-priority arrival saves lower-priority CTAs
// until all its CTAs fit (up to the threshold); lower priorities, and their
// restores, wait while a higher-priority tenant has work.

type priorityPreemptPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionPriorityPreempt, priorityPreemptPolicy{}) }

func (priorityPreemptPolicy) admit(s *sim, k int32, _ int) bool {
	p := s.part
	tr := &p.tenants[k]
	for _, o := range p.order {
		if ot := &p.tenants[o]; ot.prio > tr.prio && (len(ot.saved) > 0 || s.tenantHasWork(o)) {
			return false
		}
	}
	return true
}

func (priorityPreemptPolicy) reduces() bool { return true }

func (priorityPreemptPolicy) want(s *sim, _ int, demand int) int { return min(s.part.limit, demand) }

func (priorityPreemptPolicy) wantNow(s *sim, k, unplaced int) int {
	return min(s.part.limit, s.part.tenants[k].used+unplaced)
}

func (priorityPreemptPolicy) candidate(s *sim, o, k int) bool {
	return s.part.tenants[o].prio < s.part.tenants[k].prio
}

func (priorityPreemptPolicy) excess(s *sim, o int) int { return s.part.tenants[o].used }

func (priorityPreemptPolicy) reason(s *sim, k int, c victim) string {
	p := s.part
	return fmt.Sprintf("%s (priority %d) arrived; %s has lower priority %d; this CTA has the most remaining work (%d cycles)",
		p.res.Tenants[k].Name, p.tenants[k].prio, p.res.Tenants[c.tenant].Name, p.tenants[c.tenant].prio, c.rem)
}
