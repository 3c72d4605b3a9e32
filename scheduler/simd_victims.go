package scheduler

// Victims under the simd measure (issue 36): a CTA's warps share their
// SIMD units with the other CTAs of its SM, so saving one CTA frees a unit
// only when no other warp is left on it. Victims are chosen by the units
// their removal frees: SM by SM, the fewest candidates (in the order of
// the rule: most remaining work first) whose removal, with the victims
// already chosen there, empties units; the SM that frees the most units
// per victim goes first (ties: the SM whose first victim comes first in
// that order). A CTA whose units stay shared frees nothing and is not
// chosen for itself — only with the others on its units. A victim's
// tenant may lose no more units than its excess over its allotment plus
// half an SM's units. Reductions continue until the newcomer's share of
// units is reached (saveStillNeededSIMD).

// simdFreed is how many units each tenant would lose (and how many in
// all) if the CTAs in set left their SMs: a unit frees when every warp on
// it belongs to set; it is lost by the tenant it counts for.
func (p *partition) simdFreed(set map[int32]bool) (lost map[int]int, total int) {
	st := p.simd
	removed := map[int][]int32{}
	for ii := range set {
		put, ok := st.placed[ii]
		if !ok {
			continue
		}
		sm := p.res.Intervals[ii].SM
		r := removed[sm]
		if r == nil {
			r = make([]int32, st.n)
			removed[sm] = r
		}
		for u, n := range put {
			r[u] += n
		}
	}
	lost = map[int]int{}
	for sm, r := range removed {
		for u, n := range r {
			if n > 0 && n == st.warps[sm][u] {
				lost[int(st.owner[sm][u])]++
				total++
			}
		}
	}
	return lost, total
}

// pickVictimsSIMD chooses victims among cands (in the rule's order) that
// free need SIMD units, SM by SM; excess is each tenant's units over its
// allotment.
func (p *partition) pickVictimsSIMD(cands []victim, excess []int, need int) []victim {
	set := map[int32]bool{}
	var chosen []victim
	taken := make([]bool, len(cands))
	freed := 0
	slack := p.simdN / 2
	for freed < need {
		best, bestFreed, bestFirst := -1, 0, 0
		var bestPicks []int
		for sm := range p.sa.count() {
			var picks []int
			plan := map[int32]bool{}
			for ii := range set {
				plan[ii] = true
			}
			var planLost map[int]int
			gain := 0
			for ci, c := range cands {
				if taken[ci] || c.sm != sm {
					continue
				}
				plan[c.ii] = true
				picks = append(picks, ci)
				l, tot := p.simdFreed(plan)
				if gain = tot - freed; gain >= need-freed {
					planLost = l
					break
				}
				planLost = l
			}
			if gain <= 0 {
				continue // nothing on this SM frees a unit
			}
			ok := true
			for o, n := range planLost {
				if n > max(excess[o], 0)+slack {
					ok = false
				}
			}
			if !ok {
				continue // it would take a tenant too far below its allotment
			}
			// the fewest victims per unit freed first
			if best < 0 || len(picks)*bestFreed < len(bestPicks)*gain ||
				(len(picks)*bestFreed == len(bestPicks)*gain && picks[0] < bestFirst) {
				best, bestFreed, bestFirst, bestPicks = sm, gain, picks[0], picks
			}
		}
		if best < 0 {
			break // no SM can free another unit within the allotments
		}
		for _, ci := range bestPicks {
			taken[ci] = true
			set[cands[ci].ii] = true
			chosen = append(chosen, cands[ci])
		}
		freed += bestFreed
	}
	return chosen
}

// saveStillNeededSIMD: under the simd measure a live planned save
// (plannedLive) goes on while the newcomer holds fewer
// units than it wants — its allotment, at most the units its resident and
// waiting CTAs would make busy on their own — counting the units the saves
// in progress for it will free. CTAs of the newcomer that stack on units
// others hold count as wanting units, so the reduction does not stop while
// the newcomer runs at 0 %.
func (p *partition) saveStillNeededSIMD(ps *plannedSave) bool {
	k := ps.arrival
	nt := &p.tenants[k]
	// An SM whose victims of this decision have begun to leave is emptied
	// to the end: saving part of them would free no unit.
	sm := p.res.Intervals[ps.ii].SM
	for _, pr := range p.out.Preemptions {
		if pr.Time == ps.decided && pr.Arrival == ps.arrival && pr.SM == sm {
			return true
		}
	}
	potential := 0
	for ii := range p.resident {
		if t := p.tm.ofInterval(ii); int(t.tenant()) == k {
			potential += p.units(t)
		}
	}
	potential += p.tenantDemand(k)
	for _, pi := range nt.saved {
		potential += p.units(p.tm.tmd(int32(p.out.Preemptions[pi].TMD)))
	}
	inflight := map[int32]bool{}
	for ii, pi := range p.stopping {
		if p.out.Preemptions[pi].Arrival == k {
			inflight[ii] = true
		}
	}
	_, coming := p.simdFreed(inflight)
	want := p.pol.wantNow(policyView{p}, k, max(potential-nt.used, 0))
	return want-nt.used-coming > 0
}

// simdContinue: under the simd measure a reduction goes on until the
// newcomer's share of units is reached. A tenant below its allotment with
// CTAs waiting, and no save planned or under way for it, is reduced for
// again: the units its earlier victims were to free may still be held by
// CTAs that started since (a paced dispatch refills an SM one CTA at a
// time), and one CTA left on a unit keeps the whole unit. It is reduced
// for again only once its units have grown since the last reduction for
// it: a reduction that gained it nothing is not repeated, so victims are
// not saved or flushed over and over for room it cannot use.
func (p *partition) simdContinue() {
	for _, k := range p.order {
		tr := &p.tenants[k]
		if !tr.active || tr.share < 0 || tr.used >= tr.allot || tr.used <= tr.simdMark {
			continue
		}
		if !p.nextGridOf(k).valid() && len(tr.saved) == 0 {
			continue
		}
		busy := false
		for _, ps := range p.ch.planned {
			busy = busy || ps.arrival == k
		}
		for _, pi := range p.stopping {
			busy = busy || p.out.Preemptions[pi].Arrival == k
		}
		if !busy {
			p.reduce(k)
		}
	}
}
