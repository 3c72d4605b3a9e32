package audit

import (
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// workConserving reports whether the run's policy never leaves an SM idle
// while a CTA could be dispatched to it: every policy but single (one task
// at a time), spatial and mps (SM ranges) and priority-preempt (lower priorities
// wait while a higher one has work), with CTAs launched at once
// (dispatch rate 0) and a measure in which one CTA's units are known
// (every measure but simd).
func (a *auditor) workConserving() bool {
	r := a.r
	if r.Machine.DispatchRate != 0 || r.Commands != nil {
		return false
	}
	if p := r.Partition; p != nil {
		switch p.Options.Policy {
		case scheduler.PartitionSingle, scheduler.PartitionSpatial, scheduler.PartitionMPS, scheduler.PartitionPriorityPreempt:
			// one task at a time; SM ranges; lower priorities wait while a
			// higher one has work, placeable or not
			return false
		}
		if p.Options.Measure == scheduler.MeasureSIMD {
			return false
		}
	}
	return true
}

// conserving: no SM sits empty while a grid waits for its first CTA,
// under a work-conserving policy. A grid waits from the cycle it became
// eligible until its first CTA starts; an empty SM has room for any CTA
// (validation rejects one that does not fit an empty SM), so the only
// thing that may keep it waiting is the threshold: the check counts a span
// only when every waiting grid's CTA fits under it (a tenant below its
// allotment that the threshold holds back may keep the room, docs/
// partitioning.md, "hungry").
func (a *auditor) conserving(k checker) {
	r := a.r
	if !a.workConserving() {
		return
	}
	waiting, pending := a.waitingGrids()
	if len(waiting) == 0 {
		return
	}
	ten := []int(nil)
	if r.Partition != nil {
		ten = a.tenants()
	}
	perSM, total := a.residentChanges(ten)
	sortUnitChanges(total)
	limit := 1 << 62
	if p := r.Partition; p != nil {
		limit = p.Capacity * p.Options.Threshold / 100
	}
	// usedAt: total units resident just after t (all changes at t applied).
	usedAt := func(t int64) int {
		u := 0
		for _, c := range total {
			if c.t > t {
				break
			}
			u += c.delta
		}
		return u
	}
	for sm, cs := range perSM {
		sortUnitChanges(cs)
		for _, sp := range emptySpans(cs, r.Makespan) {
			for _, g := range waiting {
				lo, hi := max(sp[0], g.from), min(sp[1], g.until)
				if hi <= lo {
					continue
				}
				k.item()
				used := usedAt(lo)
				fits := true
				for _, o := range pending {
					if o.from <= lo && lo < o.until && ten != nil && used+a.units(o.tmd) > limit {
						fits = false
					}
				}
				if fits {
					k.fail("SM %d sits empty from %d to %d while %s, eligible since %d, waits for its first CTA until %d",
						sm, lo, hi, r.TMDs[g.tmd].Name, g.from, g.until)
				}
			}
		}
	}
}

// conserveGrid is a TMD with a CTA to place from from until until.
type conserveGrid struct {
	tmd         int
	from, until int64
}

// waitingGrids lists the grids waiting for their first CTA (waiting) and
// anything with a CTA still to place (pending: a later CTA of a grid, a
// continuation CTA in its released queue, a saved CTA to relaunch), whose
// tenant may hold room it cannot yet use.
func (a *auditor) waitingGrids() (waiting, pending []conserveGrid) {
	r := a.r
	first := map[int]int64{}
	last := map[int]int64{}
	count := map[int]int{}
	for _, key := range a.keys {
		count[key.tmd]++
		s := r.Intervals[a.chains[key][0]].Start
		if f, ok := first[key.tmd]; !ok || s < f {
			first[key.tmd] = s
		}
		last[key.tmd] = max(last[key.tmd], s)
	}
	for i, t := range r.TMDs {
		if (t.Kind != scheduler.TMDGrid && t.Kind != scheduler.TMDGraphics) || t.Eligible < 0 || t.CTAs == 0 {
			continue
		}
		until, ok := first[i]
		lastStart := last[i]
		if !ok || count[i] < t.CTAs {
			lastStart = r.Makespan // some CTA never started
			if !ok {
				until = r.Makespan
			}
		}
		if until > t.Eligible {
			waiting = append(waiting, conserveGrid{i, t.Eligible, until})
		}
		if lastStart > t.Eligible {
			pending = append(pending, conserveGrid{i, t.Eligible, lastStart})
		}
	}
	a.queuePending(func(q int, from, until int64) { pending = append(pending, conserveGrid{q, from, until}) })
	if p := r.Partition; p != nil {
		for _, pr := range p.Preemptions {
			until := r.Makespan
			if pr.Restore >= 0 && pr.Restore < len(r.Intervals) {
				until = r.Intervals[pr.Restore].Start
			}
			pending = append(pending, conserveGrid{pr.TMD, pr.Saved, until})
		}
	}
	return waiting, pending
}

// unitChange is a change of delta CTAs (or units) at cycle t.
type unitChange struct {
	t     int64
	delta int
}

func sortUnitChanges(cs []unitChange) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].t != cs[j].t {
			return cs[i].t < cs[j].t
		}
		return cs[i].delta < cs[j].delta
	})
}

// residentChanges gives per SM the changes of its resident CTAs and,
// under partitioning (ten not nil), the changes of the total units
// resident (both unsorted).
func (a *auditor) residentChanges(ten []int) (perSM [][]unitChange, total []unitChange) {
	r := a.r
	perSM = make([][]unitChange, r.Machine.SMs)
	for i, iv := range r.Intervals {
		if iv.SM < 0 || iv.SM >= r.Machine.SMs {
			continue
		}
		end := a.end(i)
		perSM[iv.SM] = append(perSM[iv.SM], unitChange{iv.Start, 1}, unitChange{end, -1})
		if ten != nil && iv.Task >= 0 && iv.Task < len(ten) && ten[iv.Task] >= 0 {
			u := a.units(iv.Task)
			total = append(total, unitChange{iv.Start, u}, unitChange{end, -u})
		}
	}
	return perSM, total
}

// emptySpans lists the spans [from, to) of positive length within the run
// in which an SM with the sorted changes cs holds no CTA.
func emptySpans(cs []unitChange, makespan int64) [][2]int64 {
	var spans [][2]int64
	n, from := 0, int64(0)
	for _, c := range cs {
		if n == 0 && c.t > from {
			spans = append(spans, [2]int64{from, c.t})
		}
		n += c.delta
		if n == 0 {
			from = c.t
		}
	}
	if n == 0 && makespan > from {
		spans = append(spans, [2]int64{from, makespan})
	}
	return spans
}

// queuePending calls add for each span in which a queue TMD holds a
// continuation CTA the WDU may dispatch: from the cycle the entry was
// queued (its parent CTA reached its launch point, or, stalled on a full
// queue, got its slot) until the continuation CTA starts, less the cycles
// in which the queue's input dependence holds it back (an EOC TMD pointing
// at the queue, from its creation to its completion). An entry that never
// started counts from the queue's creation to the end of the run.
func (a *auditor) queuePending(add func(q int, from, until int64)) {
	r := a.r
	type span struct{ from, to int64 }
	closed := map[int][]span{} // per queue: the spans its input dependence is above 0
	for _, t := range r.TMDs {
		q := t.OutputDependence
		if t.Kind != scheduler.TMDEOC || q < 0 || q >= len(r.TMDs) || r.TMDs[q].Kind != scheduler.TMDQueue || t.Created < 0 {
			continue
		}
		to := t.Completed
		if to < 0 {
			to = r.Makespan
		}
		closed[q] = append(closed[q], span{t.Created, to})
	}
	for _, cs := range closed {
		sort.Slice(cs, func(i, j int) bool { return cs[i].from < cs[j].from })
	}
	// open: the parts of [from, until) in which the queue is released.
	open := func(q int, from, until int64) {
		for _, c := range closed[q] {
			if c.to <= from {
				continue
			}
			if c.from >= until {
				break
			}
			if c.from > from {
				add(q, from, c.from)
			}
			from = max(from, c.to)
		}
		if until > from {
			add(q, from, until)
		}
	}
	started := map[int]int{}
	for _, key := range a.keys {
		q := key.tmd
		if key.kind != scheduler.KindContinuation || q < 0 || q >= len(r.TMDs) || r.TMDs[q].Kind != scheduler.TMDQueue {
			continue
		}
		started[q]++
		iv := r.Intervals[a.chains[key][0]]
		queued := r.TMDs[q].Created
		if pi := iv.Parent; pi >= 0 && pi < len(r.Intervals) {
			par := r.Intervals[pi]
			queued = par.End
			if par.Stall == scheduler.StallQueueFull && par.StallEnd >= 0 {
				queued = par.StallEnd
			}
		}
		open(q, queued, iv.Start)
	}
	for q, t := range r.TMDs {
		if t.Kind == scheduler.TMDQueue && started[q] < t.CTAs && t.Created >= 0 {
			open(q, t.Created, r.Makespan)
		}
	}
}

func init() {
	register(220, "conserving", "no SM sits empty while an eligible grid waits for its first CTA (work-conserving policies)", (*auditor).conserving)
}
