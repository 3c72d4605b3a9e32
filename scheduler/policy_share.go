package scheduler

import "fmt"

// The share policies (share-drain, share-save, share-flush, share-auto)
// hold each tenant at its allotment: dispatch serves tenants below their
// allotments first (pass 0) and hands out what is left after (pass 1,
// work-conserving) unless a tenant below its allotment is waiting for room;
// total utilization stays at or below the threshold. They differ in how an
// arrival brings the others down (policy_share_*.go).

type sharePolicy struct{ basePolicy }

func (sharePolicy) allots() bool { return true }

// admit: (within the threshold, checked before) up to the allotment (or no more than half
// a CTA past it), then in the second pass whatever nobody hungry waits for.
func (sharePolicy) admit(v policyView, k int32, u int) bool {
	used, allot := v.used(int(k)), v.allot(int(k))
	if used+u <= allot || used < allot && used+u-allot <= u/2 {
		return true
	}
	if v.pass() == 0 {
		return false
	}
	for i := range v.tenants() {
		if o := v.arrived(i); o != int(k) && v.hungry(o) {
			return false
		}
	}
	return true
}

// want: the room the newcomer can actually use, its allotment but no more
// than its CTAs waiting to be placed.
func (sharePolicy) want(v policyView, k, demand int) int {
	return min(v.allot(k), v.used(k)+demand)
}

func (sharePolicy) wantNow(v policyView, k, unplaced int) int {
	return min(v.allot(k), v.used(k)+unplaced)
}

func (sharePolicy) candidate(policyView, int, int) bool { return true }

func (sharePolicy) excess(v policyView, o int) int {
	return v.used(o) - v.allot(o)
}

func (sharePolicy) reason(v policyView, k int, c victim) string {
	return fmt.Sprintf("%s arrived (allotment %.0f%%); %s was above its allotment %.0f%%; this CTA had among the most remaining work (%d cycles; ties: the youngest)",
		v.name(k), v.allotPct(k), v.name(c.tenant), v.allotPct(c.tenant), c.rem)
}
