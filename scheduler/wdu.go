package scheduler

// The WDU: the active grids by priority and the dispatch of their CTAs onto
// SMs. Which grid may place a CTA next is a dispatchPolicy, so partition
// policies plug in without touching the loop.

// wduState is the mutable state of the WDU.
type wduState struct {
	levels []readyLevel // active grids by priority (one level under FIFO)
	nready int          // live entries over all levels
	rr     int          // round-robin start of the SM search
	policy dispatchPolicy
	// Dispatch rate (device.PPU.DispatchRate): the time of the next launch
	// slot over the machine (per SM in smRun.launchAt), the gap between
	// slots, and a pending evWake (-1 none). gap 0: instant launch.
	launchAt float64
	gap      float64
	wakeAt   int64
}

// dispatchPolicy decides, for the WDU, whether the grid idx may place
// another CTA now. A nil policy admits every CTA that fits (today's fifo and
// priority dispatch); partition policies hold grids at their allotments.
type dispatchPolicy interface {
	admit(s *sim, idx int32, t *tmdRun) bool
	// smAllowed reports whether t may place on SM smi.
	smAllowed(s *sim, t *tmdRun, smi int) bool
	// noRoom hears that an admitted CTA of t found no SM with room.
	noRoom(s *sim, t *tmdRun)
}

// plainDispatch is the WDU's step without partitioning.
func (s *sim) plainDispatch() {
	if s.nready > 0 {
		s.dispatch()
	}
}

func (s *sim) dispatchable(t *tmdRun) bool {
	if t.inputDep != 0 || !t.created {
		return false
	}
	if t.kind == TMDQueue {
		return t.count > 0
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
func (s *sim) addReady(idx int32) {
	t := &s.tmds[idx]
	if t.inReady || !s.dispatchable(t) {
		return
	}
	t.inReady = true
	t.readyGen++
	s.order++
	t.order = s.order
	prio := 0
	if s.o.Dispatch == DispatchPriority {
		prio = t.prio
	}
	li := 0
	for li < len(s.levels) && s.levels[li].prio > prio {
		li++
	}
	if li == len(s.levels) || s.levels[li].prio != prio {
		s.levels = append(s.levels, readyLevel{})
		copy(s.levels[li+1:], s.levels[li:])
		s.levels[li] = readyLevel{prio: prio}
	}
	l := &s.levels[li]
	l.q = append(l.q, readyEntry{idx, t.readyGen})
	l.live++
	s.nready++
}

// dropReady removes a grid from the active list (lazily).
func (s *wduState) dropReady(l *readyLevel, t *tmdRun) {
	t.inReady = false
	l.live--
	s.nready--
}

// dispatch is the WDU: it places CTAs of active grids, in order, on SMs
// with free resources. The search over SMs is round-robin, starting after
// the SM that received the previous CTA, or at the SM that most recently
// freed resources.
func (s *sim) dispatch() {
	nsm := len(s.sms)
	for li := range s.levels {
		l := &s.levels[li]
		for i := l.head; i < len(l.q); i++ {
			e := l.q[i]
			t := &s.tmds[e.idx]
			if !t.inReady || t.readyGen != e.gen {
				if i == l.head {
					l.head++
				}
				continue
			}
			if s.free.CTAs == 0 {
				return
			}
			if s.gap > 0 && !s.m.DispatchPerSM && s.launchAt >= float64(s.now+1) {
				s.wake(s.launchAt)
				return // the machine's next launch slot is in a later cycle
			}
			for s.dispatchable(t) {
				if s.policy != nil && !s.policy.admit(s, e.idx, t) {
					break
				}
				if n, f := &t.need, &s.free; n.CTAs > f.CTAs || n.Warps > f.Warps || n.Threads > f.Threads ||
					n.Registers > f.Registers || n.SharedMem > f.SharedMem {
					if s.policy != nil {
						s.policy.noRoom(s, t)
					}
					break
				}
				placed, slotLater := false, false
				for k := 0; k < nsm; k++ {
					smi := s.rr + k
					if smi >= nsm {
						smi -= nsm
					}
					if (s.policy == nil || s.policy.smAllowed(s, t, smi)) && s.fits(&s.sms[smi], t) {
						if s.gap > 0 && s.m.DispatchPerSM && s.sms[smi].launchAt >= float64(s.now+1) {
							s.wake(s.sms[smi].launchAt)
							slotLater = true
							continue // this SM's next launch slot is in a later cycle
						}
						s.start(e.idx, t, smi)
						s.launched(smi)
						s.rr = smi + 1
						if s.rr == nsm {
							s.rr = 0
						}
						placed = true
						break
					}
				}
				if !placed {
					if !slotLater && s.policy != nil {
						s.policy.noRoom(s, t)
					}
					break
				}
				if s.gap > 0 && !s.m.DispatchPerSM && s.launchAt >= float64(s.now+1) {
					s.wake(s.launchAt)
					return
				}
				t = &s.tmds[e.idx]
				l = &s.levels[li] // start never adds levels, but keep the pointer honest
			}
			if !s.dispatchable(t) {
				s.dropReady(l, t)
				if i == l.head {
					l.head++
				}
			}
		}
		s.compact(l)
	}
}

// compact drops stale entries from a level once they outnumber the live ones.
func (s *sim) compact(l *readyLevel) {
	if l.head == len(l.q) {
		l.q, l.head = l.q[:0], 0
		return
	}
	if n := len(l.q) - l.head; n < 64 || n < 2*l.live {
		return
	}
	w := 0
	for _, e := range l.q[l.head:] {
		if t := &s.tmds[e.idx]; t.inReady && t.readyGen == e.gen {
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
func (s *sim) launched(smi int) {
	if s.gap == 0 {
		return
	}
	at := &s.launchAt
	if s.m.DispatchPerSM {
		at = &s.sms[smi].launchAt
	}
	*at = max(*at, float64(s.now)) + s.gap
}

// wake schedules a dispatch at the cycle of launch slot at (once per time).
func (s *sim) wake(at float64) {
	t := int64(at)
	if t <= s.now {
		t = s.now + 1
	}
	if s.wakeAt >= 0 && s.wakeAt <= t && s.wakeAt > s.now {
		return // an earlier wake is pending; it will come back here
	}
	s.wakeAt = t
	s.push(t, evWake, 0)
}
