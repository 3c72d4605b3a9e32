package scheduler

// The "simd" utilization measure (seed apd-partitioning: "APD resource
// utilization can be measured as a function of the number of SIMDs in use
// by the wavefronts being executed"): each SM has device.PPU.SIMDs() SIMD
// units (processing blocks); a resident CTA's warps are spread over them,
// each warp to the unit holding the fewest warps (ties: the lowest), and a
// unit is in use while it holds at least one warp. A unit in use counts for
// one tenant — the one whose warp made it busy, then, when that tenant's
// warps leave it, the lowest-numbered tenant still there — so the tenants'
// units add up to the units in use.

type simdState struct {
	n      int
	warps  [][]int32          // [SM][unit] resident warps
	owner  [][]int32          // [SM][unit] the tenant it counts for (-1: idle)
	tw     map[[3]int32]int32 // (SM, unit, tenant) → resident warps
	placed map[int32][]int32  // interval → warps it put on each unit of its SM
}

func newSIMDState(sms, n int) *simdState {
	st := &simdState{n: n, warps: make([][]int32, sms), owner: make([][]int32, sms), tw: map[[3]int32]int32{}, placed: map[int32][]int32{}}
	for i := range st.warps {
		st.warps[i] = make([]int32, n)
		st.owner[i] = make([]int32, n)
		for u := range st.owner[i] {
			st.owner[i][u] = -1
		}
	}
	return st
}

// simdAdd places the warps of interval ii (tenant k) on its SM's units and
// counts the units it makes busy for k.
func (p *partition) simdAdd(ii int32, k int32, warps int) {
	st := p.simd
	sm := int32(p.res.Intervals[ii].SM)
	ws, own := st.warps[sm], st.owner[sm]
	put := make([]int32, st.n)
	for range warps {
		u := leastLoaded(ws)
		if ws[u] == 0 {
			own[u] = k
			p.tenants[k].used++
			p.total++
		}
		ws[u]++
		put[u]++
		st.tw[[3]int32{sm, int32(u), k}]++
	}
	st.placed[ii] = put
}

// simdRemove takes interval ii's warps off its SM's units: a unit left
// without warps is idle; one left without its tenant's warps counts for the
// lowest-numbered tenant still there. It records where the exit falls
// among the arrivals (PartitionResult.SIMDLeft).
func (p *partition) simdRemove(ii int32, k int32) {
	st := p.simd
	put, ok := st.placed[ii]
	if !ok {
		return
	}
	delete(st.placed, ii)
	left := &p.out.SIMDLeft
	for len(*left) < len(p.res.Intervals) {
		*left = append(*left, -1)
	}
	(*left)[ii] = int32(len(p.res.Intervals))
	sm := int32(p.res.Intervals[ii].SM)
	ws, own := st.warps[sm], st.owner[sm]
	for u, n := range put {
		if n == 0 {
			continue
		}
		key := [3]int32{sm, int32(u), k}
		if st.tw[key] -= n; st.tw[key] == 0 {
			delete(st.tw, key)
		}
		ws[u] -= n
		switch {
		case ws[u] == 0:
			p.tenants[own[u]].used--
			p.total--
			own[u] = -1
		case own[u] == k && st.tw[key] == 0:
			p.tenants[k].used--
			for o := range p.tenants {
				if st.tw[[3]int32{sm, int32(u), int32(o)}] > 0 {
					own[u] = int32(o)
					p.tenants[o].used++
					break
				}
			}
		}
	}
}

// simdMarginal is how many idle units of SM smi a CTA of warps warps would
// make busy (its warps go to the least-loaded units, so idle ones first).
func (p *partition) simdMarginal(smi, warps int) int {
	idle := 0
	for _, w := range p.simd.warps[smi] {
		if w == 0 {
			idle++
		}
	}
	return min(warps, idle)
}

// simdLeast is the fewest units a CTA of warps warps would make busy on
// any SM: what admission counts it for (the SM search then keeps the
// threshold on the SM it picks).
func (p *partition) simdLeast(warps int) int {
	least := warps
	for smi := range p.simd.warps {
		if least = min(least, p.simdMarginal(smi, warps)); least == 0 {
			break
		}
	}
	return least
}

// simdOwnUnits reports whether a CTA of tenant k with warps warps, placed
// on SM smi, would put its warps only on idle units or units that count
// for k. Under the share policies tenants do not share units (issue 36): a
// warp stacked on another tenant's unit would run without counting (its
// tenant at 0 % while running), and would inherit the unit when that
// tenant's warps left, past any allotment.
func (p *partition) simdOwnUnits(smi int, k int32, warps int) bool {
	st := p.simd
	ws := append([]int32(nil), st.warps[smi]...)
	own := append([]int32(nil), st.owner[smi]...)
	for range warps {
		u := leastLoaded(ws)
		if ws[u] == 0 {
			own[u] = k
		} else if own[u] != k {
			return false
		}
		ws[u]++
	}
	return true
}

// leastLoaded is the unit holding the fewest warps (ties: the lowest),
// where the next warp goes.
func leastLoaded(ws []int32) int {
	u := 0
	for v := 1; v < len(ws); v++ {
		if ws[v] < ws[u] {
			u = v
		}
	}
	return u
}
