package audit

import (
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// victims: each preemption follows the documented rule (docs/
// partitioning.md, "Which CTAs"): it serves the arrival of another tenant,
// active at the decision; the victim is a running CTA (not graphics, not
// an EOC, not stalled, not still being restored) of a tenant above its
// allotment (share policies: by at least half a CTA in the most
// favourable state of the decision's cycle) or of lower priority
// (priority-preempt); and the reduction for one arrival is sized by what
// the newcomer can place: at most ⌈want ÷ newcomer CTA⌉ newcomer CTAs'
// worth of room, each freed by victims on one SM (at most one newcomer CTA
// plus one victim CTA less a unit, or the SM's capacity when other
// resources than the measure bind), want being its allotment (share
// policies) or the threshold (priority-preempt). Under the simd measure
// the victims of one decision on one SM free at least one SIMD unit
// (simdVictims).
func (a *auditor) victims(k checker) {
	r := a.r
	p := r.Partition
	if p == nil || len(p.Preemptions) == 0 {
		return
	}
	vc := victimCheck{ten: a.tenants(), spans: a.spans(), measured: p.Options.Measure != scheduler.MeasureSIMD, p: p}
	if vc.measured {
		vc.us = a.usage()
	}
	switch p.Options.Policy {
	case scheduler.PartitionShareSave, scheduler.PartitionShareFlush, scheduler.PartitionShareAuto, scheduler.PartitionShareDrain:
		vc.share = true
	}
	freed := map[arrKey]int{}
	biggest := map[arrKey]int{}
	for _, pr := range p.Preemptions {
		k.item()
		key, u, ok := a.victim(k, &vc, pr)
		if !ok {
			continue
		}
		freed[key] += u
		biggest[key] = max(biggest[key], u)
	}
	if !vc.measured {
		a.simdVictims(k)
		return
	}
	// the size of each reduction
	for key, f := range freed {
		a.reductionSize(k, &vc, key, f, biggest[key])
	}
}

// victimCheck is what victims reads for every preemption: each TMD's
// tenant, the tenants' active spans, the units held over time (not under
// the simd measure) and whether the policy is a share policy.
type victimCheck struct {
	p        *scheduler.PartitionResult
	ten      []int
	spans    []tenantSpan
	measured bool
	us       usage
	share    bool
}

// arrKey is one arrival: its tenant and its index in Arrivals.
type arrKey struct{ tenant, idx int }

// heldHigh is the most tenant kt holds at some point of cycle t.
func (vc *victimCheck) heldHigh(t int64, kt int) int {
	us := &vc.us
	j := sort.Search(len(us.times), func(j int) bool { return us.times[j] > t }) - 1
	if j < 0 {
		return 0
	}
	h := us.used[j][kt]
	if us.times[j] == t {
		h += us.flash[j][kt]
	}
	return h
}

// allotLow is the least allotment tenant kt has at some point of cycle t.
func (vc *victimCheck) allotLow(t int64, kt int) int {
	p := vc.p
	low := 0
	for _, al := range p.Allotments {
		if al.Time > t {
			break
		}
		v := int(al.Percent[kt]*float64(p.Capacity)/100 + 0.5)
		if al.Time < t {
			low = v // the one in effect before t
		} else {
			low = min(low, v)
		}
	}
	return low
}

// victim checks one preemption against the rule and returns the arrival
// it serves and the units it frees (ok false: it names no arrival to
// count it for).
func (a *auditor) victim(k checker, vc *victimCheck, pr scheduler.Preemption) (key arrKey, u int, ok bool) {
	r := a.r
	p := vc.p
	if pr.TMD < 0 || pr.TMD >= len(r.TMDs) || pr.Interval < 0 || pr.Interval >= len(r.Intervals) ||
		pr.Arrival < 0 || pr.Arrival >= len(p.Tenants) {
		k.fail("a preemption at %d names no CTA or no arrival", pr.Time)
		return key, 0, false
	}
	name := a.ivName(pr.Interval)
	vt := vc.ten[pr.TMD]
	if vt != pr.Tenant {
		k.fail("%s is recorded as %s's, but it belongs to tenant %d", name, p.Tenants[pr.Tenant].Name, vt)
		return key, 0, false
	}
	if pr.Arrival == vt {
		k.fail("%s is preempted at %d for its own tenant's arrival", name, pr.Time)
		return key, 0, false
	}
	if !vc.spans[pr.Arrival].activeAt(pr.Time) {
		k.fail("%s is preempted at %d for %s, which is not running then", name, pr.Time, p.Tenants[pr.Arrival].Name)
	}
	// the arrival it serves: the newcomer's last arrival at or before the decision
	ai := -1
	for i, ar := range p.Arrivals {
		if ar.Tenant == pr.Arrival && ar.Time <= pr.Time {
			ai = i
		}
	}
	if ai < 0 {
		k.fail("%s is preempted at %d for %s, which has not arrived", name, pr.Time, p.Tenants[pr.Arrival].Name)
		return key, 0, false
	}
	t := r.TMDs[pr.TMD]
	iv := r.Intervals[pr.Interval]
	switch {
	case p.Tenants[vt].Graphics || t.Kind == scheduler.TMDEOC:
		k.fail("%s is preempted, but graphics and EOC CTAs are only drained", name)
	case iv.Start > pr.Time:
		k.fail("%s is chosen at %d, before it started at %d", name, pr.Time, iv.Start)
	case iv.StallStart >= 0 && iv.StallStart <= pr.Time && (iv.StallEnd < 0 || iv.StallEnd > pr.Time):
		k.fail("%s is chosen at %d while it waits in place (stalled since %d)", name, pr.Time, iv.StallStart)
	}
	u = a.units(pr.TMD)
	switch {
	case p.Options.Policy == scheduler.PartitionPriorityPreempt:
		if p.Tenants[vt].Priority >= p.Tenants[pr.Arrival].Priority {
			k.fail("%s (priority %d) is preempted for %s of priority %d", name, p.Tenants[vt].Priority,
				p.Tenants[pr.Arrival].Name, p.Tenants[pr.Arrival].Priority)
		}
	case vc.share && vc.measured:
		if ex := vc.heldHigh(pr.Time, vt) - vc.allotLow(pr.Time, vt); ex*2 < u {
			k.fail("%s is preempted at %d, but %s holds at most %d units over its allotment, less than half its CTA (%d)",
				name, pr.Time, p.Tenants[vt].Name, ex, u)
		}
	}
	return arrKey{pr.Arrival, ai}, u, true
}

// reductionSize checks that the reduction for arrival key, which freed f
// units in victims of at most biggest units each, is no bigger than what
// the newcomer can place.
func (a *auditor) reductionSize(k checker, vc *victimCheck, key arrKey, f, biggest int) {
	r := a.r
	p := vc.p
	ar := p.Arrivals[key.idx]
	want := p.Capacity * p.Options.Threshold / 100
	if vc.share {
		want = 0
		for _, al := range p.Allotments {
			if al.Time == ar.Time && key.tenant < len(al.Percent) {
				want = max(want, int(al.Percent[key.tenant]*float64(p.Capacity)/100+0.5))
			}
		}
		if want == 0 {
			want = vc.allotLow(ar.Time, key.tenant)
		}
	}
	unit := 0
	for i, t := range r.TMDs {
		if vc.ten[i] == key.tenant && (t.Kind == scheduler.TMDGrid || t.Kind == scheduler.TMDGraphics) {
			if u := a.units(i); u > 0 && (unit == 0 || u < unit) {
				unit = u
			}
		}
	}
	if unit == 0 {
		return
	}
	// each newcomer CTA is placed on one SM, freed by victims there
	// (all its resources must fit, so up to the SM's capacity)
	perSM := p.Capacity / max(r.Machine.SMs, 1)
	bound := (want + unit - 1) / unit * max(perSM, unit+biggest-1)
	if f > bound {
		k.fail("%s's arrival at %d preempts %d units; it can place at most %d (want %d in CTAs of %d units)",
			p.Tenants[key.tenant].Name, ar.Time, f, bound, want, unit)
	}
}

func init() {
	register(285, "victims", "each preemption serves another tenant's arrival, takes a CTA the rule allows, and no more than the newcomer places", (*auditor).victims)
}
