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
	sort.SliceStable(cs, func(x, y int) bool {
		if cs[x].t != cs[y].t {
			return cs[x].t < cs[y].t
		}
		if cs[x].start != cs[y].start {
			return !cs[x].start
		}
		return cs[x].i < cs[y].i
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
