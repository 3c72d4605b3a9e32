package scheduler

// Reducing tenants toward their allotments (seed apd-partitioning, FIG 4):
// on an arrival at or above the threshold, pick victim CTAs and drain them
// (stop dispatching), save them (registers and shared memory to memory over
// the save bandwidth, relaunched later on any SM with room) or flush them
// (discard and restart idempotent work); then relaunch and restore.

import (
	"sort"
)

// reduce: tenant k arrived. At or above the threshold the running tenants
// are reduced toward their allotments by the policy's reductions.
func (p *partition) reduce(k int) {
	pol := p.pol
	if !pol.reduces() {
		return // draining is the admission rule itself
	}
	if p.tenants[k].share < 0 {
		return // best effort: no reduction on its behalf
	}
	p.tenants[k].simdMark = p.tenants[k].used
	total := p.total
	want := pol.want(policyView{p}, k, p.tenantDemand(k))
	free := min(p.limit-total, p.roomFor(k))
	if total < p.limit && free >= want {
		return // below the threshold: the newcomer just gets free room
	}
	need := want - max(free, 0)
	var cands []victim
	for ii, end := range p.resident {
		if _, stopping := p.stopping[ii]; stopping {
			continue
		}
		iv := &p.res.Intervals[ii]
		t := p.tm.tmd(int32(iv.Task))
		o := int(t.tenant())
		if o < 0 || o == k || p.tenants[o].graphics || t.kind() == TMDEOC {
			continue
		}
		if iv.StallStart >= 0 && iv.StallEnd < 0 {
			continue // waiting in place or for a queue entry: its launch point has fired
		}
		if p.tm.launching(ii) {
			continue // its launch point is still ahead: never replayed, never skipped
		}
		if ra, ok := p.resumed[ii]; ok && ra.running > p.now {
			continue // still being restored: it is in transfer, not running
		}
		if !pol.candidate(policyView{p}, o, k) {
			continue
		}
		if p.simd != nil && t.reduce() == ReduceDrain {
			continue // under simd a victim must leave to free its units; a drained CTA stays to its end
		}
		cands = append(cands, victim{ii, o, end - p.now, iv.Start, p.units(t), iv.SM})
	}
	// Rule: most remaining work first; ties the youngest (latest start),
	// then the highest interval index. Saving the CTA furthest from done
	// moves the least finished work out of the way.
	sort.Slice(cands, func(a, b int) bool {
		x, y := cands[a], cands[b]
		if x.rem != y.rem {
			return x.rem > y.rem
		}
		if x.start != y.start {
			return x.start > y.start
		}
		return x.ii > y.ii
	})
	excess := make([]int, len(p.tenants))
	for o := range p.tenants {
		excess[o] = pol.excess(policyView{p}, o)
	}
	arr := p.tenants[k].arrival
	var chosen []victim
	if p.simd != nil {
		// By the units they free, SM by SM; saved in that order, so that
		// each SM's units free as soon as its victims are out.
		chosen = p.pickVictimsSIMD(cands, excess, need)
	} else {
		chosen = p.pickVictims(p.nextGridOf(k), cands, excess, need)
		// The chosen CTAs are saved in the order they were dispatched (the
		// save channel moves one CTA at a time), as FIG 4 shows.
		sort.Slice(chosen, func(a, b int) bool { return chosen[a].ii < chosen[b].ii })
	}
	var ahead int64 // transfer cycles of the saves planned before this one
	for _, c := range chosen {
		kind := ReduceSave
		t := p.tm.ofInterval(c.ii)
		idem := t.kind() == TMDGrid && t.idempotent()
		reason := pol.reason(policyView{p}, k, c)
		switch r := t.reduce(); {
		case r == ReduceDrain:
			kind = ReduceDrain
		case r == ReduceFlush && idem:
			kind = ReduceFlush
		case r == ReduceDefault:
			kind, reason = pol.reduction(policyView{p}, c, idem, reason, ahead)
		}
		switch kind {
		case ReduceDrain:
			continue // draining: the CTA runs to its end; the tenant is held at its allotment
		case ReduceSave:
			// The save waits for its turn on the channel; it starts only if
			// the newcomer still needs the room then (startPlanned).
			p.ch.planned = append(p.ch.planned, plannedSave{ii: c.ii, tenant: c.tenant, units: c.units, arrival: k, arr: arr,
				decided: p.now, reason: reason})
			_, xfer, _ := p.saveCost(t)
			ahead += xfer
			continue
		}
		p.preempt(c.ii, kind, k, arr, reason)
	}
	p.startPlanned()
}

// plannedSave is a victim chosen for a save, waiting for the save channel.
type plannedSave struct {
	ii      int32
	tenant  int // the victim's tenant
	units   int // the victim's units
	arrival int // the tenant whose arrival chose it
	arr     int // index in Arrivals
	decided int64
	reason  string
}

// channelFree is when a save queued now would start on the save channel.
func (p *partition) channelFree() int64 {
	_, at := p.ch.at(p.now)
	return at
}

// startPlanned starts the planned saves whose turn on the save channel has
// come, in the order they were chosen. A save whose CTA has ended, whose
// tenant is no longer above its allotment, or whose newcomer no longer
// needs the room (it has placed its CTAs, or the room it still needs is
// free or being freed already) is dropped: the CTA keeps running. When the
// channel is busy, an evChanFree wakes the dispatch when it frees.
func (p *partition) startPlanned() {
	c := p.ch
	for len(c.planned) > 0 {
		if at := p.channelFree(); at > p.now {
			if c.wake != at {
				c.wake = at
				p.push(at, p.evChanFree, 0)
			}
			return
		}
		ps := c.planned[0]
		c.planned = c.planned[1:]
		if !p.saveStillNeeded(&ps) {
			continue
		}
		n := len(p.out.Preemptions)
		p.preempt(ps.ii, ReduceSave, ps.arrival, ps.arr, ps.reason)
		if len(p.out.Preemptions) > n {
			p.out.Preemptions[n].Time = ps.decided
		}
	}
	if len(c.planned) == 0 {
		c.planned = nil
	}
}

// saveStillNeeded reports whether planned save ps should start now: its
// CTA is still resident and not being saved, its tenant is still above its
// allotment (priority-preempt: has lower priority) counting the saves in
// progress, and the newcomer still has CTAs to place that neither the free
// room nor the saves in progress make room for.
func (p *partition) saveStillNeeded(ps *plannedSave) bool {
	if !p.plannedLive(ps) {
		return false
	}
	if p.simd != nil {
		return p.saveStillNeededSIMD(ps)
	}
	k := ps.arrival
	nt := &p.tenants[k]
	inflight, victimLeaving := 0, 0
	for ii, pi := range p.stopping {
		pr := &p.out.Preemptions[pi]
		u := p.units(p.tm.ofInterval(ii))
		if pr.Arrival == k {
			inflight += u
		}
		if pr.Tenant == ps.tenant {
			victimLeaving += u
		}
	}
	if (p.pol.excess(policyView{p}, ps.tenant)-victimLeaving)*2 < ps.units {
		return false // its tenant is at its allotment already
	}
	unplaced := p.tenantDemand(k)
	for _, pi := range nt.saved {
		unplaced += p.units(p.tm.tmd(int32(p.out.Preemptions[pi].TMD)))
	}
	if unplaced == 0 {
		return false
	}
	want := p.pol.wantNow(policyView{p}, k, unplaced)
	room := 0
	if p.nextGridOf(k).valid() {
		room = max(0, min(p.limit-p.total, p.roomFor(k)))
	}
	return want-nt.used-inflight-room > 0
}

// plannedLive reports whether planned save ps may still start at all: its
// CTA is resident and not being saved, and its newcomer still running.
func (p *partition) plannedLive(ps *plannedSave) bool {
	if _, ok := p.resident[ps.ii]; !ok {
		return false
	}
	if _, ok := p.stopping[ps.ii]; ok {
		return false
	}
	return p.tenants[ps.arrival].active
}

// victim is a resident CTA that a reduction may preempt.
type victim struct {
	ii     int32
	tenant int
	rem    int64
	start  int64
	units  int
	sm     int
}

// pickVictims chooses the CTAs to preempt so that the newcomer's CTAs (of
// grid nt; nil: placement unknown) gain need units of room. Victims are
// taken only from tenants above their allotment (excess, in units; not
// below it by more than half a CTA), in the order of cands (the rule above).
// Room is freed SM by SM, where it can be used: a CTA fits on one SM, so
// preempting the same number of warps spread over several SMs may free
// nothing the newcomer can use. For each newcomer CTA the SM that needs
// the fewest preempted units to host it is chosen (ties: the SM whose
// first victim comes first in cands); existing room is used first.
func (p *partition) pickVictims(nt tmdRef, cands []victim, excess []int, need int) []victim {
	var chosen []victim
	if !nt.valid() {
		freed := 0
		for _, c := range cands {
			if freed >= need {
				break
			}
			if excess[c.tenant]*2 < c.units {
				continue
			}
			excess[c.tenant] -= c.units
			freed += c.units
			chosen = append(chosen, c)
		}
		return chosen
	}
	sms := p.sa.snapshot()
	// Existing room is the newcomer's already (need counts beyond it).
	for smi := range sms {
		for p.sa.fits(&sms[smi], nt) {
			sms[smi].used = sms[smi].used.Add(nt.need())
		}
	}
	taken := make([]bool, len(cands))
	unit := p.units(nt)
	for freed := 0; freed < need; freed += unit {
		best, bestUnits, bestFirst := -1, 0, 0
		var bestPicks []int
		for smi := range sms {
			sm := sms[smi]
			ex := map[int]int{}
			var picks []int
			units, first, ok := 0, -1, true
			for ci := 0; !p.sa.fits(&sm, nt); ci++ {
				for ci < len(cands) && (taken[ci] || cands[ci].sm != smi ||
					(excess[cands[ci].tenant]-ex[cands[ci].tenant])*2 < cands[ci].units) {
					ci++
				}
				if ci == len(cands) {
					ok = false
					break
				}
				c := cands[ci]
				vt := p.tm.ofInterval(c.ii)
				sm.used = sm.used.Sub(vt.need())
				if vt.split() != SplitAny {
					sm.splitRefs--
				}
				ex[c.tenant] += c.units
				units += c.units
				picks = append(picks, ci)
				if first < 0 {
					first = ci
				}
			}
			if !ok {
				continue // nothing to preempt here, or not enough
			}
			if len(picks) == 0 {
				first = len(cands) // room freed by earlier victims: no preemption needed, ties go to SMs with victims' order
			}
			if best < 0 || units < bestUnits || (units == bestUnits && first < bestFirst) {
				best, bestUnits, bestFirst, bestPicks = smi, units, first, picks
			}
		}
		if best < 0 {
			break // no SM can host another CTA of the newcomer
		}
		sm := &sms[best]
		for _, ci := range bestPicks {
			c := cands[ci]
			taken[ci] = true
			excess[c.tenant] -= c.units
			vt := p.tm.ofInterval(c.ii)
			sm.used = sm.used.Sub(vt.need())
			if vt.split() != SplitAny {
				sm.splitRefs--
			}
			chosen = append(chosen, c)
		}
		sm.used = sm.used.Add(nt.need())
	}
	return chosen
}

// nextGridOf is tenant k's next grid to dispatch (nil: none ready).
func (p *partition) nextGridOf(k int) tmdRef {
	for _, t := range p.wd.activeGrids() {
		if int(t.tenant()) == k && p.wd.ready(t) {
			return t
		}
	}
	return tmdRef{}
}

// roomFor is how many units of tenant k's next grid fit on the SMs now,
// counting every resource (a warp measure can show room that registers or
// shared memory do not have). Under the simd measure: the idle units of
// the SMs where one of its CTAs fits (a CTA stacked on busy units adds
// none).
func (p *partition) roomFor(k int) int {
	t := p.nextGridOf(k)
	if !t.valid() {
		return p.limit
	}
	room := 0
	for smi := range p.sa.count() {
		sm := p.sa.sm(smi) // a copy to fill
		if p.simd != nil {
			if p.sa.fits(&sm, t) {
				room += p.simdMarginal(smi, p.simdN)
			}
			continue
		}
		for p.sa.fits(&sm, t) {
			sm.used = sm.used.Add(t.need())
			room += p.units(t)
		}
	}
	return room
}

func (p *partition) allotPct(k int) float64 {
	return float64(p.tenants[k].allot) * 100 / float64(p.capacity)
}

// tenantDemand is how many units tenant k would occupy with all its
// dispatchable CTAs resident.
func (p *partition) tenantDemand(k int) int {
	d := 0
	for _, t := range p.wd.activeGrids() {
		if int(t.tenant()) == k && t.kind() != TMDQueue {
			d += t.left() * p.units(t)
		}
	}
	return d
}

// saveCost is the cycles to save or restore a CTA of t (latency plus
// transfer), its transfer cycles on the save channel, and its bytes: its
// registers (4 bytes each, allocated per warp), shared memory and its
// warps' share of the SM's other state (device.PPU.CTASaveBytes).
func (p *partition) saveCost(t tmdRef) (cost, transfer int64, bytes int) {
	bytes = p.m.CTASaveBytes(t.need())
	transfer, cost = p.ch.cost(bytes)
	return cost, transfer, bytes
}

// preempt starts saving (or flushes) the CTA of interval ii.
func (p *partition) preempt(ii int32, kind Reduction, arrivalTenant, arr int, reason string) {
	iv := &p.res.Intervals[ii]
	t := p.tm.tmd(int32(iv.Task))
	end := p.resident[ii]
	pr := Preemption{Time: p.now, Tenant: int(t.tenant()), Arrival: arrivalTenant, Interval: int(ii), TMD: iv.Task,
		CTA: iv.CTA, SM: iv.SM, Kind: kind, Restore: -1, Restored: -1, Reason: reason}
	if kind == ReduceFlush {
		pr.Stop, pr.Saved = p.now, p.now
		ra, ok := p.resumed[ii]
		if !ok {
			ra.running = iv.Start
		}
		// everything it did is thrown away: this run, and what a save had kept
		pr.Lost = p.now - ra.running + ra.before
		pr.Remaining = p.fullCycles(iv, t)
		p.out.Preemptions = append(p.out.Preemptions, pr)
		pi := int32(len(p.out.Preemptions) - 1)
		p.stopping[ii] = pi
		p.saveDone(pi)
		return
	}
	cost, _, bytes := p.saveCost(t)
	ch, stop := p.ch.at(p.now)
	if stop >= end {
		// It ends before a channel is free: its room frees then, sooner
		// than a save could; the channel is not taken.
		return
	}
	pr.Stop, pr.Saved, pr.Bytes, pr.Remaining = stop, stop+cost, bytes, end-stop
	p.out.Preemptions = append(p.out.Preemptions, pr)
	pi := int32(len(p.out.Preemptions) - 1)
	ra, ok := p.resumed[ii]
	if !ok {
		ra.running = iv.Start
	}
	p.kept[pi] = ra.before + stop - ra.running // the work the save keeps
	p.ch.book(pi, false, ch, stop, bytes)
	p.stopping[ii] = pi
	p.push(pr.Saved, p.evSaveDone, pi)
}

// fullCycles is the whole work of the CTA of iv (for a restart after a flush).
func (p *partition) fullCycles(iv *Interval, t tmdRef) int64 {
	if t.kind() == TMDGrid || t.kind() == TMDGraphics {
		return p.tm.ctaCycles(int32(iv.Task), t, iv.CTA)
	}
	return p.resident[int32(p.ivIndex(iv))] - iv.Start
}

func (p *partition) ivIndex(iv *Interval) int {
	for i := len(p.res.Intervals) - 1; i >= 0; i-- {
		if &p.res.Intervals[i] == iv {
			return i
		}
	}
	return -1
}

// saveDone: the CTA's state is in memory (or it was flushed); its SM room is free.
func (p *partition) saveDone(pi int32) {
	pr := &p.out.Preemptions[pi]
	ii := int32(pr.Interval)
	delete(p.stopping, ii)
	iv := &p.res.Intervals[ii]
	iv.End = p.now
	t := p.tm.tmd(int32(iv.Task))
	p.sa.vacate(iv.SM, t)
	p.onCTAStop(ii, t)
	tr := &p.tenants[t.tenant()]
	tr.saved = append(tr.saved, pi)
}

// relaunch restores saved CTAs (and restarts flushed ones) where room
// allows, oldest preemption first, tenants in arrival order.
func (p *partition) relaunch() {
	for _, k := range p.order {
		tr := &p.tenants[k]
		for len(tr.saved) > 0 {
			pi := tr.saved[0]
			pr := &p.out.Preemptions[pi]
			t := p.tm.tmd(int32(pr.TMD))
			if !p.admitGrid(t) {
				break
			}
			placed := false
			for j := 0; j < p.sa.count(); j++ {
				smi := (p.wd.searchFrom() + j) % p.sa.count()
				if p.gridAllowed(t, smi) && p.sa.fitsOn(smi, t) {
					p.restore(pi, smi)
					placed = true
					break
				}
			}
			if !placed {
				tr.hungry = true
				break
			}
			tr = &p.tenants[k]
			tr.saved = tr.saved[1:]
		}
	}
}

// restore relaunches preemption pi's CTA on SM smi: restore cost, then its remaining work.
func (p *partition) restore(pi int32, smi int) {
	pr := &p.out.Preemptions[pi]
	t := p.tm.tmd(int32(pr.TMD))
	p.sa.occupy(smi, t)
	old := p.res.Intervals[pr.Interval]
	iv := Interval{SM: smi, Start: p.now, End: -1, Task: old.Task, CTA: old.CTA, Kind: old.Kind, Parent: old.Parent,
		StallStart: -1, StallEnd: -1}
	p.res.Intervals = append(p.res.Intervals, iv)
	ii := int32(len(p.res.Intervals) - 1)
	pr.Restore = int(ii)
	pr.Restored = p.now
	if pr.Kind == ReduceSave {
		// The restore waits for a save channel like any transfer; the CTA
		// holds its SM room meanwhile.
		ch, start := p.ch.at(p.now)
		_, _, bytes := p.saveCost(t)
		pr.Restored = p.ch.book(pi, true, ch, start, bytes)
	}
	end := pr.Restored + pr.Remaining
	p.onCTAStart(ii, t, end)
	p.resumed[ii] = resumeAt{running: pr.Restored, before: p.kept[pi]} // 0 after a flush
	delete(p.kept, pi)
	p.push(end, p.sa.evCTAEnd(), ii)
	p.wd.placedOn(smi)
}
