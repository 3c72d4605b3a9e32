package audit

import (
	"math"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/scheduler"
)

// simdThreshold checks the threshold under the simd measure, whose units
// do not add up per CTA: it replays the documented placement (each warp to
// the SM's SIMD unit holding the fewest warps, ties the lowest; a unit is
// in use while it holds a warp) over the residencies — at one cycle CTAs
// leave before others arrive, arrivals in the order they were recorded —
// and counts the units in use over the machine after every arrival.
func (a *auditor) simdThreshold(k checker) {
	p := a.r.Partition
	limit := p.Capacity * p.Options.Threshold / 100
	// the replay follows the recorded order of exits among arrivals: it
	// must agree with the times (an exit after the arrivals that started
	// by its cycle, before those that started later)
	ivs := a.r.Intervals
	for i, at := range p.SIMDLeft {
		if at < 0 {
			continue
		}
		e, n := a.end(i), int(at)
		if i >= len(ivs) || n <= i || n > len(ivs) || ivs[n-1].Start > e || n < len(ivs) && ivs[n].Start < e {
			k.fail("interval %d is recorded leaving its SIMD units after %d arrivals, which disagrees with its end %d and their starts", i, n, e)
		}
	}
	a.simdReplay(func(t int64, inUse int) {
		k.item()
		if inUse > limit {
			k.fail("%d of %d SIMD units are in use at cycle %d under %s, past the threshold %d%% (%d)", inUse, p.Capacity,
				t, p.Options.Policy, p.Options.Threshold, limit)
		}
	})
}

// simdReplay replays the documented placement of warps on SIMD units over
// the tenants' residencies, calling arrived after each arrival with the
// units in use then; it returns the warps each residency put on each unit
// of its SM.
func (a *auditor) simdReplay(arrived func(t int64, inUse int)) map[int][]int {
	r := a.r
	ten := a.tenants()
	n := max(r.Machine.SIMDsPerSM, 1)
	type change struct {
		t     int64
		start bool
		i     int
	}
	var cs []change
	for i, iv := range r.Intervals {
		if ten[iv.Task] < 0 {
			continue
		}
		cs = append(cs, change{iv.Start, true, i}, change{a.end(i) + boolInt(iv.End < 0), false, i})
	}
	// At one cycle: arrivals in record order, each exit where the run
	// recorded it among them (PartitionResult.SIMDLeft: a CTA that reaches
	// its launch point as it starts leaves after the placements of its
	// dispatch step). Without that record: CTAs that started earlier leave
	// first, a CTA that leaves in the cycle it arrived (zero cycles) right
	// after its own arrival.
	left := r.Partition.SIMDLeft
	pos := func(c change) int {
		switch {
		case c.start:
			return 2*c.i + 1
		case c.i < len(left) && left[c.i] >= 0:
			return 2 * int(left[c.i]) // after arrival left-1, before arrival left
		case r.Intervals[c.i].Start < c.t:
			return -1
		}
		return 2*c.i + 2
	}
	sort.SliceStable(cs, func(x, y int) bool {
		a, b := cs[x], cs[y]
		if a.t != b.t {
			return a.t < b.t
		}
		return pos(a) < pos(b)
	})
	all := map[int][]int{}
	units := map[int][]int{} // SM → warps per unit
	placed := map[int][]int{}
	inUse := 0
	for _, c := range cs {
		iv := r.Intervals[c.i]
		ws := units[iv.SM]
		if ws == nil {
			ws = make([]int, n)
			units[iv.SM] = ws
		}
		if !c.start {
			for u, w := range placed[c.i] {
				ws[u] -= w
				if w > 0 && ws[u] == 0 {
					inUse--
				}
			}
			delete(placed, c.i)
			continue
		}
		put := make([]int, n)
		for range a.need[iv.Task].Warps {
			u := 0
			for v := 1; v < n; v++ {
				if ws[v] < ws[u] {
					u = v
				}
			}
			if ws[u] == 0 {
				inUse++
			}
			ws[u]++
			put[u]++
		}
		placed[c.i] = put
		all[c.i] = put
		if arrived != nil {
			arrived(c.t, inUse)
		}
	}
	return all
}

// simdVictims checks the victim rule under the simd measure (docs/
// partitioning.md, "Which CTAs"): victims are chosen by the SIMD units
// their removal frees, so the victims of one decision (one arrival, one
// cycle) on one SM, with the CTAs there that leave before the last of them
// is in memory, or within one more save (a planned victim that ends on its
// own before its save starts is not recorded) (under share-auto: or that end within the latency bound,
// as its drained victims do), empty at least one unit of that SM. A victim
// whose units stay shared with CTAs that keep running frees nothing. A
// decision whose newcomer left before the first CTA staying there ended is
// not held to it: the saves still planned were then rightly dropped.
func (a *auditor) simdVictims(k checker) {
	r := a.r
	p := r.Partition
	placed := a.simdReplay(nil)
	spans := a.spans()
	type group struct {
		t       int64
		arrival int
		sm      int
	}
	chosenAt := map[int]int64{} // interval → the earliest decision that chose it
	for _, pr := range p.Preemptions {
		if t, ok := chosenAt[pr.Interval]; !ok || pr.Time < t {
			chosenAt[pr.Interval] = pr.Time
		}
	}
	last := map[group]int64{}
	victims := map[group][]int{}
	restores := map[group]map[int]bool{} // the intervals that relaunch a decision's victims
	var order []group
	for _, pr := range p.Preemptions {
		if pr.Interval < 0 || pr.Interval >= len(r.Intervals) {
			continue // the victims check names it
		}
		g := group{pr.Time, pr.Arrival, r.Intervals[pr.Interval].SM}
		if _, ok := last[g]; !ok {
			order = append(order, g)
		}
		// a victim of the plan that ends on its own before its save could
		// start is not recorded: it leaves within one more save, or by the
		// save channel's next free instant (saves wait their turn behind
		// the transfers, restores among them, that booked it first)
		last[g] = max(last[g], pr.Saved+max(pr.Saved-pr.Stop, 1))
		if pr.Kind == scheduler.ReduceSave {
			last[g] = max(last[g], channelFreeFrom(p, pr.Stop))
		}
		victims[g] = append(victims[g], pr.Interval)
		if restores[g] == nil {
			restores[g] = map[int]bool{}
		}
		restores[g][pr.Restore] = true
	}
	n := max(r.Machine.SIMDsPerSM, 1)
	for _, g := range order {
		k.item()
		// A planned victim whose save could not start before it ended on
		// its own (the channel busy with other transfers) is not recorded:
		// CTAs there that end before the SM takes another new CTA (not a
		// relaunch of this decision's victims) leave too.
		by := last[g]
		next := int64(math.MaxInt64)
		for i, iv := range r.Intervals {
			if iv.SM == g.sm && iv.Start > g.t && !restores[g][i] {
				next = min(next, iv.Start)
			}
		}
		if next < math.MaxInt64 {
			by = max(by, next)
		}
		// the decision's victims planned for a save wait for the channel
		// behind the transfers booked before them: one of this SM whose
		// CTA ended before its turn is not recorded, even where the others
		// there were flushed at once
		by = max(by, channelFreeFrom(p, g.t))
		// victims drained by share-auto end within the latency bound
		if p.Options.Policy == scheduler.PartitionShareAuto {
			by = max(by, g.t+p.Options.LatencyBound)
		}
		warps, leaving := make([]int, n), make([]int, n)
		stays := int64(math.MaxInt64) // the first end of a CTA that stays
		isVictim := map[int]bool{}
		for _, i := range victims[g] {
			isVictim[i] = true
		}
		for i, iv := range r.Intervals {
			put, ok := placed[i]
			if !ok || iv.SM != g.sm || iv.Start > g.t || !isVictim[i] && (a.end(i) <= g.t || iv.Start == g.t) {
				continue // (a flushed victim ends in the decision's cycle; another CTA starting then came after it)
			}
			// victims of this decision or of an earlier one (still planned
			// when this one was made) leave, and so do CTAs ending by then
			ct, chosen := chosenAt[i]
			leaves := isVictim[i] || chosen && ct <= g.t || a.end(i) <= by
			if !leaves {
				stays = min(stays, a.end(i))
			}
			for u, w := range put {
				warps[u] += w
				if leaves {
					leaving[u] += w
				}
			}
		}
		freed := 0
		for u := range warps {
			if warps[u] > 0 && leaving[u] == warps[u] {
				freed++
			}
		}
		if freed == 0 && stays < math.MaxInt64 && !spans[g.arrival].activeAt(stays) {
			continue // the newcomer left while they ran: the saves still planned were rightly dropped
		}
		if freed == 0 {
			var names []string
			for _, i := range victims[g] {
				names = append(names, a.ivName(i))
			}
			k.fail("under the simd measure, the %d victim(s) chosen at %d on SM %d for %s (%s) free no SIMD unit: "+
				"every unit they use keeps warps of CTAs still running", len(names), g.t, g.sm, p.Tenants[g.arrival].Name,
				strings.Join(names, ", "))
		}
	}
}

// channelFreeFrom is the first instant at or after t at which some save
// channel is not transferring (a transfer holds its channel from its Start
// to its End): the earliest a save planned behind one starting at t gets
// its turn.
func channelFreeFrom(p *scheduler.PartitionResult, t int64) int64 {
	best := int64(math.MaxInt64)
	for ch := range max(p.SaveChannels, 1) {
		at := t
		for moved := true; moved; {
			moved = false
			for _, tr := range p.Transfers {
				if tr.Channel == ch && tr.Start <= at && at < tr.End {
					at, moved = tr.End, true
				}
			}
		}
		best = min(best, at)
	}
	return best
}
