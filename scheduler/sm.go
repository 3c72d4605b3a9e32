package scheduler

// The SMs: resources held by resident CTAs, whether a CTA fits, and a CTA's
// start and end on an SM.

import (
	"fmt"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// smArray is the SMs: what each holds, the per-SM capacity and the free
// resources over all of them. A CTA's work comes from the TMU (tm); the
// WDU (wd) hears where room was freed.
type smArray struct {
	*core
	tm *tmu
	wd *wdu

	sms         []smRun
	capa        device.Usage // per-SM capacity (spec)
	free        device.Usage // total free resources over all SMs (a necessary condition for a fit)
	ctasCreated int          // CTAs made resident so far
	ctasDone    int          // CTAs that left their SM

	evCTAEnd eventKind // a = interval: the CTA leaves its SM (events.go)
}

func newSMArray(c *core) *smArray {
	a := &smArray{core: c, sms: make([]smRun, c.m.SMs), capa: c.m.PerSM.Capacity()}
	n := c.m.SMs
	a.free = device.Usage{CTAs: a.capa.CTAs * n, Warps: a.capa.Warps * n, Threads: a.capa.Threads * n,
		Registers: a.capa.Registers * n, SharedMem: a.capa.SharedMem * n}
	a.evCTAEnd = c.ev.register(a.ctaEnd)
	return a
}

type smRun struct {
	used      device.Usage
	split     CacheSplit
	splitRefs int // resident CTAs with a split other than SplitAny
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
func (sa *smArray) fits(sm *smRun, t *tmdRun) bool {
	n := &t.need
	u := &sm.used
	if u.CTAs+n.CTAs > sa.capa.CTAs || u.Warps+n.Warps > sa.capa.Warps || u.Threads+n.Threads > sa.capa.Threads ||
		u.Registers+n.Registers > sa.capa.Registers {
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
	shared := sa.capa.SharedMem
	if split != SplitAny {
		shared = shared * split.sharedQuarters() / 4
	}
	return u.SharedMem+n.SharedMem <= shared
}

// occupy takes the room of a CTA of t on SM smi (a start or a restore).
func (sa *smArray) occupy(smi int, t *tmdRun) {
	sm := &sa.sms[smi]
	take(&sm.used, &sa.free, &t.need)
	if t.split != SplitAny {
		sm.split = t.split
		sm.splitRefs++
	}
}

// vacate gives back the room of a CTA of t on SM smi (its end, or its
// save or flush done); the WDU's search resumes there.
func (sa *smArray) vacate(smi int, t *tmdRun) {
	sm := &sa.sms[smi]
	take(&sa.free, &sm.used, &t.need)
	if t.split != SplitAny {
		sm.splitRefs--
	}
	sa.wd.roomFreed(smi)
}

// start makes the next CTA of TMD idx resident on SM smi.
func (sa *smArray) start(idx int32, t *tmdRun, smi int) {
	sa.occupy(smi, t)
	info := &sa.res.TMDs[idx]
	if info.Start < 0 {
		info.Start = sa.now
	}
	iv := Interval{SM: smi, Start: sa.now, End: -1, Task: int(idx), Kind: t.ctaKind, Parent: -1, StallStart: -1, StallEnd: -1}
	cycles, launching := sa.tm.nextCTA(idx, t, &iv)
	sa.res.Intervals = append(sa.res.Intervals, iv)
	ii := int32(len(sa.res.Intervals) - 1)
	sa.ctasCreated++
	t = sa.tm.tmd(idx) // nextCTA may have grown the TMU's table
	sa.onCTAStart(ii, tmdRef{t}, sa.now+cycles)
	if launching {
		sa.tm.armLaunch(ii, t, cycles)
	} else {
		sa.push(sa.now+cycles, sa.evCTAEnd, ii)
	}
}

// ctaEnd: the CTA of interval ii leaves its SM.
func (sa *smArray) ctaEnd(ii int32) {
	iv := &sa.res.Intervals[ii]
	if iv.End >= 0 {
		return // saved or flushed earlier: this end is stale
	}
	if sa.ctaHeld(ii) {
		return // being saved: the save's end frees the SM
	}
	iv.End = sa.now
	idx := int32(iv.Task)
	t := sa.tm.tmd(idx)
	sa.vacate(iv.SM, t)
	sa.ctasDone++
	sa.onCTAStop(ii, tmdRef{t})
	sa.tm.ctaDone(idx, t, iv.CTA)
}

// whyNoFit explains, for the SM with most room, which resource a CTA of t lacks.
func (sa *smArray) whyNoFit(t *tmdRun) string {
	var parts []string
	for i := range sa.sms {
		sm := &sa.sms[i]
		capa := sa.capa
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
