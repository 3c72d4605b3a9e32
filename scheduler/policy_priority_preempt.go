package scheduler

import "fmt"

// priority-preempt: a higher-priority arrival saves lower-priority CTAs
// until all its CTAs fit (up to the threshold); lower priorities, and their
// restores, wait while a higher-priority tenant has work.

type priorityPreemptPolicy struct{ basePolicy }

func init() { registerPolicy(PartitionPriorityPreempt, "priority-preempt", priorityPreemptPolicy{}) }

// dispatch: priority dispatch orders the grids.
func (priorityPreemptPolicy) dispatch() (Dispatch, bool) { return DispatchPriority, true }

func (priorityPreemptPolicy) admit(v policyView, k int32, _ int) bool {
	prio := v.prio(int(k))
	for i := range v.tenants() {
		if o := v.arrived(i); v.prio(o) > prio && (v.saved(o) > 0 || v.hasWork(o)) {
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

func (priorityPreemptPolicy) want(v policyView, _ int, demand int) int { return min(v.limit(), demand) }

func (priorityPreemptPolicy) wantNow(v policyView, k, unplaced int) int {
	return min(v.limit(), v.used(k)+unplaced)
}

func (priorityPreemptPolicy) candidate(v policyView, o, k int) bool {
	return v.prio(o) < v.prio(k)
}

func (priorityPreemptPolicy) excess(v policyView, o int) int { return v.used(o) }

func (priorityPreemptPolicy) reason(v policyView, k int, c victim) string {
	return fmt.Sprintf("%s (priority %d) arrived; %s has lower priority %d; this CTA has the most remaining work (%d cycles)",
		v.name(k), v.prio(k), v.name(c.tenant), v.prio(c.tenant), c.rem)
}
