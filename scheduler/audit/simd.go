package audit

import (
	"sort"
)

// simdThreshold checks the threshold under the simd measure, whose units
// do not add up per CTA: it replays the documented placement (each warp to
// the SM's SIMD unit holding the fewest warps, ties the lowest; a unit is
// in use while it holds a warp) over the residencies — at one cycle CTAs
// leave before others arrive, arrivals in the order they were recorded —
// and counts the units in use over the machine after every arrival.
func (a *auditor) simdThreshold(k checker) {
	r := a.r
	p := r.Partition
	ten := a.tenants()
	limit := p.Capacity * p.Options.Threshold / 100
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
	// At one cycle: CTAs that started earlier leave first; then arrivals in
	// record order, a CTA that leaves in the cycle it arrived (zero cycles)
	// right after its own arrival.
	phase := func(c change) int {
		if !c.start && r.Intervals[c.i].Start < c.t {
			return 0
		}
		return 1
	}
	sort.SliceStable(cs, func(x, y int) bool {
		a, b := cs[x], cs[y]
		if a.t != b.t {
			return a.t < b.t
		}
		if pa, pb := phase(a), phase(b); pa != pb {
			return pa < pb
		}
		if a.i != b.i {
			return a.i < b.i
		}
		return a.start && !b.start
	})
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
		k.item()
		if inUse > limit {
			k.fail("%d of %d SIMD units are in use at cycle %d under %s, past the threshold %d%% (%d)", inUse, p.Capacity,
				c.t, p.Options.Policy, p.Options.Threshold, limit)
		}
	}
}
