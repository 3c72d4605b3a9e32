package scheduler

import "iter"

// The WDU: the active grids by priority and the dispatch of their CTAs onto
// SMs. Which grid may place a CTA next is a dispatchPolicy, so partition
// policies plug in without touching the loop.

// wdu is the WDU: the active grids by priority and the dispatch of their
// CTAs onto the SM array (sa); it reads each grid's TMD from the TMU (tm).
type wdu struct {
	*core
	tm *tmu
	sa *smArray

	levels []readyLevel // active grids by priority (one level under FIFO)
	nready int          // live entries over all levels
	order  uint64       // FIFO order stamp of grids entering the active pool
	rr     int          // round-robin start of the SM search
	policy dispatchPolicy
	// Dispatch rate (device.PPU.DispatchRate): the time of the next launch
	// slot over the machine (per SM in smLaunchAt when the rate is per
	// SM), the gap between slots, and a pending evWake (-1 none). gap 0:
	// instant launch.
	launchAt   float64
	smLaunchAt []float64
	gap        float64
	wakeAt     int64
	// Dispatch delay (device.PPU.DispatchDelay): per SM the cycle from
	// which the WDU may place on it again after a CTA left (nil: none).
	smFreeAt []int64

	evWake eventKind // the next launch slot (dispatch rate; events.go)
}

func newWDU(c *core) *wdu {
	d := &wdu{core: c, wakeAt: -1, smLaunchAt: make([]float64, c.m.SMs)}
	if c.m.DispatchRate > 0 {
		d.gap = 1 / c.m.DispatchRate
	}
	if c.m.DispatchDelay > 0 {
		d.smFreeAt = make([]int64, c.m.SMs)
	}
	d.evWake = c.ev.register(d.woken)
	return d
}

// dispatchPolicy decides, for the WDU, whether the grid idx may place
// another CTA now. A nil policy admits every CTA that fits (today's fifo and
// priority dispatch); partition policies hold grids at their allotments.
type dispatchPolicy interface {
	admit(idx int32, t *tmdRun) bool
	// smAllowed reports whether t may place on SM smi.
	smAllowed(t *tmdRun, smi int) bool
	// noRoom hears that an admitted CTA of t found no SM with room.
	noRoom(t *tmdRun)
}

// plainDispatch is the WDU's step without partitioning (and the
// partition's way to dispatch in each of its passes).
func (wd *wdu) plainDispatch() {
	if wd.nready > 0 {
		wd.dispatch()
	}
}

// ready reports whether grid t has a CTA to dispatch now.
func (wd *wdu) ready(t tmdRef) bool { return wd.dispatchable(t.t) }

func (wd *wdu) dispatchable(t *tmdRun) bool {
	if t.inputDep != 0 || !t.created {
		return false
	}
	if t.kind == TMDQueue {
		return t.q.count > 0
	}
	return t.nextCTA < t.total
}

// readyEntry is one grid in a WDU priority level; it is stale when the grid
// has since left the active list (gen differs or inReady is false).
type readyEntry struct {
	idx int32
	gen uint32
}

// readyLevel holds the active grids of one priority, in the order they
// (re)entered the active list; removal is lazy.
type readyLevel struct {
	prio int
	q    []readyEntry
	head int
	live int
}

// addReady appends a TMD to the WDU's list of active grids with work. A
// grid takes its FIFO place when it enters the list; a queue TMD re-enters
// (at the back) whenever new continuation CTAs arrive after it ran dry.
func (wd *wdu) addReady(idx int32) {
	t := wd.tm.tmd(idx)
	if t.inReady || !wd.dispatchable(t) {
		return
	}
	t.inReady = true
	t.readyGen++
	wd.stamp(t)
	prio := 0
	if wd.o.Dispatch == DispatchPriority {
		prio = t.prio
	}
	li := 0
	for li < len(wd.levels) && wd.levels[li].prio > prio {
		li++
	}
	if li == len(wd.levels) || wd.levels[li].prio != prio {
		wd.levels = append(wd.levels, readyLevel{})
		copy(wd.levels[li+1:], wd.levels[li:])
		wd.levels[li] = readyLevel{prio: prio}
	}
	l := &wd.levels[li]
	l.q = append(l.q, readyEntry{idx, t.readyGen})
	l.live++
	wd.nready++
}

// stamp gives t its FIFO place among the grids entering the active pool.
func (wd *wdu) stamp(t *tmdRun) {
	wd.order++
	t.order = wd.order
}

// dropReady removes a grid from the active list (lazily).
func (wd *wdu) dropReady(l *readyLevel, t *tmdRun) {
	t.inReady = false
	l.live--
	wd.nready--
}

// roomFreed hears that SM smi freed room: the round-robin search resumes
// there, and with a dispatch delay the SM takes no new CTA before it.
func (wd *wdu) roomFreed(smi int) {
	wd.rr = smi
	if wd.smFreeAt != nil {
		wd.smFreeAt[smi] = wd.now + wd.m.DispatchDelay
	}
}

// placedOn hears that a CTA was placed on SM smi from outside the
// dispatch (a restore): the search resumes after it.
func (wd *wdu) placedOn(smi int) { wd.rr = (smi + 1) % len(wd.sa.sms) }

// searchFrom is the SM the round-robin search starts at.
func (wd *wdu) searchFrom() int { return wd.rr }

// activeGrids yields the grids in the active list, by priority level and
// then in the order they entered it (read-only handles, for the partition).
func (wd *wdu) activeGrids() iter.Seq2[int32, tmdRef] {
	return func(yield func(int32, tmdRef) bool) {
		for li := range wd.levels {
			l := &wd.levels[li]
			for _, e := range l.q[l.head:] {
				t := wd.tm.tmd(e.idx)
				if t.inReady && t.readyGen == e.gen && !yield(e.idx, tmdRef{t}) {
					return
				}
			}
		}
	}
}

// dispatch is the WDU: it places CTAs of active grids, in order, on SMs
// with free resources. The search over SMs is round-robin, starting after
// the SM that received the previous CTA, or at the SM that most recently
// freed resources.
func (wd *wdu) dispatch() {
	sa, tm := wd.sa, wd.tm
	nsm := len(sa.sms)
	for li := range wd.levels {
		l := &wd.levels[li]
		for i := l.head; i < len(l.q); i++ {
			e := l.q[i]
			t := tm.tmd(e.idx)
			if !t.inReady || t.readyGen != e.gen {
				if i == l.head {
					l.head++
				}
				continue
			}
			if sa.free.CTAs == 0 {
				return
			}
			if wd.gap > 0 && !wd.m.DispatchPerSM && wd.launchAt >= float64(wd.now+1) {
				wd.wake(wd.launchAt)
				return // the machine's next launch slot is in a later cycle
			}
			for wd.dispatchable(t) {
				if wd.policy != nil && !wd.policy.admit(e.idx, t) {
					break
				}
				if n, f := &t.need, &sa.free; n.CTAs > f.CTAs || n.Warps > f.Warps || n.Threads > f.Threads ||
					n.Registers > f.Registers || n.SharedMem > f.SharedMem {
					if wd.policy != nil {
						wd.policy.noRoom(t)
					}
					break
				}
				placed, slotLater := false, false
				for k := 0; k < nsm; k++ {
					smi := wd.rr + k
					if smi >= nsm {
						smi -= nsm
					}
					if (wd.policy == nil || wd.policy.smAllowed(t, smi)) && sa.fits(&sa.sms[smi], t) {
						if wd.smFreeAt != nil && wd.smFreeAt[smi] > wd.now {
							wd.wake(float64(wd.smFreeAt[smi]))
							slotLater = true
							continue // the SM takes its next CTA a dispatch delay after the last left
						}
						if wd.gap > 0 && wd.m.DispatchPerSM && wd.smLaunchAt[smi] >= float64(wd.now+1) {
							wd.wake(wd.smLaunchAt[smi])
							slotLater = true
							continue // this SM's next launch slot is in a later cycle
						}
						sa.start(e.idx, t, smi)
						wd.launched(smi)
						wd.rr = smi + 1
						if wd.rr == nsm {
							wd.rr = 0
						}
						placed = true
						break
					}
				}
				if !placed {
					if !slotLater && wd.policy != nil {
						wd.policy.noRoom(t)
					}
					break
				}
				if wd.gap > 0 && !wd.m.DispatchPerSM && wd.launchAt >= float64(wd.now+1) {
					wd.wake(wd.launchAt)
					return
				}
				t = tm.tmd(e.idx)
				l = &wd.levels[li] // start never adds levels, but keep the pointer honest
			}
			if !wd.dispatchable(t) {
				wd.dropReady(l, t)
				if i == l.head {
					l.head++
				}
			}
		}
		wd.compact(l)
	}
}

// compact drops stale entries from a level once they outnumber the live ones.
func (wd *wdu) compact(l *readyLevel) {
	if l.head == len(l.q) {
		l.q, l.head = l.q[:0], 0
		return
	}
	if n := len(l.q) - l.head; n < 64 || n < 2*l.live {
		return
	}
	w := 0
	for _, e := range l.q[l.head:] {
		if t := wd.tm.tmd(e.idx); t.inReady && t.readyGen == e.gen {
			l.q[w] = e
			w++
		}
	}
	l.q, l.head = l.q[:w], 0
}

// launched takes a launch slot for a CTA just started on SM smi: the next
// slot is one gap (1 ÷ rate cycles) after this one, or after now when the
// WDU was idle. Slots within the current cycle launch at once, so a rate
// above 1 launches several CTAs per cycle.
func (wd *wdu) launched(smi int) {
	if wd.gap == 0 {
		return
	}
	at := &wd.launchAt
	if wd.m.DispatchPerSM {
		at = &wd.smLaunchAt[smi]
	}
	*at = max(*at, float64(wd.now)) + wd.gap
}

// woken: the evWake of the pending wake fired.
func (wd *wdu) woken(int32) { wd.wakeAt = -1 }

// wake schedules a dispatch at the cycle of launch slot at (once per time).
func (wd *wdu) wake(at float64) {
	t := int64(at)
	if t <= wd.now {
		t = wd.now + 1
	}
	if wd.wakeAt >= 0 && wd.wakeAt <= t && wd.wakeAt > wd.now {
		return // an earlier wake is pending; it will come back here
	}
	wd.wakeAt = t
	wd.push(t, wd.evWake, 0)
}
