package scheduler

import "fmt"

// The share policies (share-drain, share-save, share-flush, share-auto)
// hold each tenant at its allotment: dispatch serves tenants below their
// allotments first (pass 0) and hands out what is left after (pass 1,
// work-conserving) unless a tenant below its allotment is waiting for room;
// total utilization stays at or below the threshold. They differ in how an
// arrival brings the others down (policy_share_*.go).

type sharePolicy struct{ basePolicy }

// admit: (within the threshold, checked before) up to the allotment (or no more than half
// a CTA past it), then in the second pass whatever nobody hungry waits for.
func (sharePolicy) admit(p *partition, k int32, u int) bool {
	tr := &p.tenants[k]
	if tr.used+u <= tr.allot || tr.used < tr.allot && tr.used+u-tr.allot <= u/2 {
		return true
	}
	if p.pass == 0 {
		return false
	}
	for _, o := range p.order {
		if o != int(k) && p.tenants[o].hungry {
			return false
		}
	}
	return true
}

// want: the room the newcomer can actually use, its allotment but no more
// than its CTAs waiting to be placed.
func (sharePolicy) want(p *partition, k, demand int) int {
	nt := &p.tenants[k]
	return min(nt.allot, nt.used+demand)
}

func (sharePolicy) wantNow(p *partition, k, unplaced int) int {
	nt := &p.tenants[k]
	return min(nt.allot, nt.used+unplaced)
}

func (sharePolicy) candidate(*partition, int, int) bool { return true }

func (sharePolicy) excess(p *partition, o int) int {
	return p.tenants[o].used - p.tenants[o].allot
}

func (sharePolicy) reason(p *partition, k int, c victim) string {
	return fmt.Sprintf("%s arrived (allotment %.0f%%); %s was above its allotment %.0f%%; this CTA had among the most remaining work (%d cycles; ties: the youngest)",
		p.out.Tenants[k].Name, p.allotPct(k), p.out.Tenants[c.tenant].Name, p.allotPct(c.tenant), c.rem)
}
