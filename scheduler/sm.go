package scheduler

// The SMs: resources held by resident CTAs, whether a CTA fits, and a CTA's
// start and end on an SM.

import (
	"fmt"
	"math"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// smState is the mutable state of the SM array.
type smState struct {
	sms         []smRun
	capa        device.Usage // per-SM capacity (spec)
	free        device.Usage // total free resources over all SMs (a necessary condition for a fit)
	ctasCreated int          // CTAs made resident so far
	ctasDone    int          // CTAs that left their SM
}

type smRun struct {
	used      device.Usage
	split     CacheSplit
	splitRefs int     // resident CTAs with a split other than SplitAny
	launchAt  float64 // dispatch rate per SM: the SM's next launch slot
}

// take moves n from the from pool into the to pool (to += n, from -= n).
func take(to, from, n *device.Usage) {
	to.CTAs += n.CTAs
	to.Warps += n.Warps
	to.Threads += n.Threads
	to.Registers += n.Registers
	to.SharedMem += n.SharedMem
	from.CTAs -= n.CTAs
	from.Warps -= n.Warps
	from.Threads -= n.Threads
	from.Registers -= n.Registers
	from.SharedMem -= n.SharedMem
}

// fits reports whether a CTA of t fits on SM sm now.
func (s *smState) fits(sm *smRun, t *tmdRun) bool {
	n := &t.need
	u := &sm.used
	if u.CTAs+n.CTAs > s.capa.CTAs || u.Warps+n.Warps > s.capa.Warps || u.Threads+n.Threads > s.capa.Threads ||
		u.Registers+n.Registers > s.capa.Registers {
		return false
	}
	split := SplitAny
	if sm.splitRefs > 0 {
		split = sm.split
	}
	if t.split != SplitAny {
		if sm.splitRefs > 0 && sm.split != t.split {
			return false
		}
		split = t.split
	}
	shared := s.capa.SharedMem
	if split != SplitAny {
		shared = shared * split.sharedQuarters() / 4
	}
	return u.SharedMem+n.SharedMem <= shared
}

// start makes the next CTA of TMD idx resident on SM smi.
func (s *sim) start(idx int32, t *tmdRun, smi int) {
	sm := &s.sms[smi]
	take(&sm.used, &s.free, &t.need)
	if t.split != SplitAny {
		sm.split = t.split
		sm.splitRefs++
	}
	info := &s.res.TMDs[idx]
	if info.Start < 0 {
		info.Start = s.now
	}
	iv := Interval{SM: smi, Start: s.now, End: -1, Task: int(idx), Kind: t.ctaKind, Parent: -1, StallStart: -1, StallEnd: -1}
	cycles, launching := s.nextCTA(idx, t, &iv)
	s.res.Intervals = append(s.res.Intervals, iv)
	ii := int32(len(s.res.Intervals) - 1)
	s.ctasCreated++
	s.onCTAStart(ii, &s.tmds[idx], s.now+cycles)
	if launching {
		t = &s.tmds[idx]
		at := int64(math.Floor(t.launch.At * float64(cycles)))
		s.remaining[ii] = cycles - at
		s.push(s.now+at, evLaunch, ii)
	} else {
		s.push(s.now+cycles, evCTAEnd, ii)
	}
}

// ctaEnd: the CTA of interval ii leaves its SM.
func (s *sim) ctaEnd(ii int32) {
	iv := &s.res.Intervals[ii]
	if iv.End >= 0 {
		return // saved or flushed earlier: this end is stale
	}
	if s.ctaHeld(ii) {
		return // being saved: the save's end frees the SM
	}
	iv.End = s.now
	idx := int32(iv.Task)
	t := &s.tmds[idx]
	sm := &s.sms[iv.SM]
	take(&s.free, &sm.used, &t.need)
	// The WDU's round-robin search resumes at the SM that just freed room.
	s.rr = iv.SM
	if t.split != SplitAny {
		sm.splitRefs--
	}
	s.ctasDone++
	s.onCTAStop(ii, t)
	s.ctaDone(idx, t, iv.CTA)
}

// whyNoFit explains, for the SM with most room, which resource a CTA of t lacks.
func (s *smState) whyNoFit(t *tmdRun) string {
	var parts []string
	for i := range s.sms {
		sm := &s.sms[i]
		capa := s.capa
		split := t.split
		if sm.splitRefs > 0 {
			if t.split != SplitAny && sm.split != t.split {
				parts = append(parts, fmt.Sprintf("SM %d uses cache split %s, the CTA needs %s", i, sm.split, t.split))
				continue
			}
			split = sm.split
		}
		capa.SharedMem = capa.SharedMem * split.sharedQuarters() / 4
		if name, need, avail := device.Exceeds(sm.used, t.need, capa); name != "" {
			parts = append(parts, fmt.Sprintf("SM %d has %d %s free, a CTA needs %d", i, avail, name, need))
		}
	}
	if len(parts) > 4 {
		parts = append(parts[:4], fmt.Sprintf("and %d more SMs likewise", len(parts)-4))
	}
	return "no SM has room: " + strings.Join(parts, "; ")
}
