package scheduler

import "fmt"

// priority-preempt: a higher-priority arrival saves lower-priority CTAs
// until all its CTAs fit (up to the threshold); lower priorities, and their
// restores, wait while a higher-priority tenant has work.

type priorityPreemptPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionPriorityPreempt, priorityPreemptPolicy{}) }

func (priorityPreemptPolicy) admit(p *partition, k int32, _ int) bool {
	tr := &p.tenants[k]
	for _, o := range p.order {
		if ot := &p.tenants[o]; ot.prio > tr.prio && (len(ot.saved) > 0 || p.tenantHasWork(o)) {
			return false
		}
	}
	return true
}

func (priorityPreemptPolicy) reduces() bool { return true }

// ramps: no ramp-up pass. Priorities order the dispatch (and admit holds
// lower priorities back while a higher one has work), so among equal
// priorities the tie breaks as under priority: arrival order (issue 35).
func (priorityPreemptPolicy) ramps() bool { return false }

func (priorityPreemptPolicy) want(p *partition, _ int, demand int) int { return min(p.limit, demand) }

func (priorityPreemptPolicy) wantNow(p *partition, k, unplaced int) int {
	return min(p.limit, p.tenants[k].used+unplaced)
}

func (priorityPreemptPolicy) candidate(p *partition, o, k int) bool {
	return p.tenants[o].prio < p.tenants[k].prio
}

func (priorityPreemptPolicy) excess(p *partition, o int) int { return p.tenants[o].used }

func (priorityPreemptPolicy) reason(p *partition, k int, c victim) string {
	return fmt.Sprintf("%s (priority %d) arrived; %s has lower priority %d; this CTA has the most remaining work (%d cycles)",
		p.out.Tenants[k].Name, p.tenants[k].prio, p.out.Tenants[c.tenant].Name, p.tenants[c.tenant].prio, c.rem)
}
