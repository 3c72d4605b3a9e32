package scheduler

// Hooks join the components. The TMU, the WDU, the SMs and the save
// channel announce what happens at the moments below; a component that
// must hear of them (the partition, the command processor) is a listener,
// registered in sim.init, and is called in registration order. A run
// without partitioning or command streams has no listeners and pays one
// empty loop per moment.

// listener hears the other components.
type listener interface {
	// gridCreated: a TMD was made (before it is stored); it may tag it.
	gridCreated(s *sim, info *TMDInfo, run *tmdRun)
	// gridEligible: a TMD's input dependence reached zero.
	gridEligible(s *sim, idx int32)
	// gridDone: a TMD completed logically (called after the TMU has
	// released what waited for it).
	gridDone(s *sim, idx int32)
	// ctaStart: the CTA of interval ii became resident, to end at end.
	ctaStart(s *sim, ii int32, t *tmdRun, end int64)
	// ctaHeld reports whether the CTA of interval ii, at its scheduled
	// end, is held on its SM by a transfer in progress (its room frees
	// when the transfer is done).
	ctaHeld(s *sim, ii int32) bool
	// ctaStop: the CTA of interval ii left its SM (it ended, or its save
	// or flush is done).
	ctaStop(s *sim, ii int32, t *tmdRun)
	// finish: the event queue ran dry; complete the Result.
	finish(s *sim)
}

// baseListener hears nothing.
type baseListener struct{}

func (baseListener) gridCreated(*sim, *TMDInfo, *tmdRun)  {}
func (baseListener) gridEligible(*sim, int32)             {}
func (baseListener) gridDone(*sim, int32)                 {}
func (baseListener) ctaStart(*sim, int32, *tmdRun, int64) {}
func (baseListener) ctaHeld(*sim, int32) bool             { return false }
func (baseListener) ctaStop(*sim, int32, *tmdRun)         {}
func (baseListener) finish(*sim)                          {}

// partListener is the partition's side of the hooks (partition_run.go).
type partListener struct{ baseListener }

func (partListener) gridCreated(s *sim, info *TMDInfo, run *tmdRun) {
	run.tenant = s.tenantOf(info, run)
}
func (partListener) gridEligible(s *sim, idx int32) { s.partEligible(idx) }
func (partListener) gridDone(s *sim, idx int32)     { s.partCompleted(idx) }
func (partListener) ctaStart(s *sim, ii int32, t *tmdRun, end int64) {
	s.partStart(ii, t, end)
}
func (partListener) ctaHeld(s *sim, ii int32) bool {
	_, ok := s.part.stopping[ii]
	return ok
}
func (partListener) ctaStop(s *sim, ii int32, t *tmdRun) { s.partEnd(ii, t) }
func (partListener) finish(s *sim)                       { s.partFinish() }

// cpListener is the command processor's side of the hooks (cprun.go).
type cpListener struct{ baseListener }

func (cpListener) gridDone(s *sim, idx int32) { s.cpGridDone(idx) }
func (cpListener) finish(s *sim)              { s.cpFinish() }

// The announcements.

func (s *sim) onGridCreated(info *TMDInfo, run *tmdRun) {
	for _, l := range s.listeners {
		l.gridCreated(s, info, run)
	}
}

func (s *sim) onGridEligible(idx int32) {
	for _, l := range s.listeners {
		l.gridEligible(s, idx)
	}
}

func (s *sim) onGridDone(idx int32) {
	for _, l := range s.listeners {
		l.gridDone(s, idx)
	}
}

func (s *sim) onCTAStart(ii int32, t *tmdRun, end int64) {
	for _, l := range s.listeners {
		l.ctaStart(s, ii, t, end)
	}
}

func (s *sim) ctaHeld(ii int32) bool {
	for _, l := range s.listeners {
		if l.ctaHeld(s, ii) {
			return true
		}
	}
	return false
}

func (s *sim) onCTAStop(ii int32, t *tmdRun) {
	for _, l := range s.listeners {
		l.ctaStop(s, ii, t)
	}
}

func (s *sim) onFinish() {
	for _, l := range s.listeners {
		l.finish(s)
	}
}
