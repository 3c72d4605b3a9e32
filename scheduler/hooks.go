package scheduler

// Hooks join the components. The TMU, the SM array and the partition
// announce what happens at the moments below; a component that must hear
// of them (the partition, the command processor) is a listener, bound to
// its component and registered by the engine (sim.init), and is called in
// registration order. A run without partitioning or command streams has no
// listeners and pays one empty loop per moment.

// listener hears the other components.
type listener interface {
	// gridCreated: a TMD was made (before it is stored); it may tag it.
	gridCreated(info *TMDInfo, run *tmdRun)
	// gridEligible: a TMD's input dependence reached zero.
	gridEligible(idx int32)
	// gridDone: a TMD completed logically (called after the TMU has
	// released what waited for it).
	gridDone(idx int32)
	// ctaStart: the CTA of interval ii became resident, to end at end.
	ctaStart(ii int32, t tmdRef, end int64)
	// ctaResume: the CTA of interval ii, stalled in place, resumed; it
	// is now scheduled to end at end.
	ctaResume(ii int32, end int64)
	// ctaHeld reports whether the CTA of interval ii, at its scheduled
	// end, is held on its SM by a transfer in progress (its room frees
	// when the transfer is done).
	ctaHeld(ii int32) bool
	// ctaStop: the CTA of interval ii left its SM (it ended, or its save
	// or flush is done).
	ctaStop(ii int32, t tmdRef)
	// finish: the event queue ran dry; complete the Result.
	finish()
}

// baseListener hears nothing.
type baseListener struct{}

func (baseListener) gridCreated(*TMDInfo, *tmdRun) {}
func (baseListener) gridEligible(int32)            {}
func (baseListener) gridDone(int32)                {}
func (baseListener) ctaStart(int32, tmdRef, int64) {}
func (baseListener) ctaResume(int32, int64)        {}
func (baseListener) ctaHeld(int32) bool            { return false }
func (baseListener) ctaStop(int32, tmdRef)         {}
func (baseListener) finish()                       {}

// partListener is the partition's side of the hooks (partition_run.go).
type partListener struct {
	baseListener
	p *partition
}

func (l partListener) gridCreated(info *TMDInfo, run *tmdRun) {
	run.tenantTag = l.p.tagOf(info, run)
}
func (l partListener) gridEligible(idx int32) { l.p.gridEligible(idx) }
func (l partListener) gridDone(idx int32)     { l.p.gridDone(idx) }
func (l partListener) ctaStart(ii int32, t tmdRef, end int64) {
	l.p.ctaStart(ii, t, end)
}
func (l partListener) ctaResume(ii int32, end int64) {
	if _, ok := l.p.resident[ii]; ok {
		l.p.resident[ii] = end
	}
}
func (l partListener) ctaHeld(ii int32) bool {
	_, ok := l.p.stopping[ii]
	return ok
}
func (l partListener) ctaStop(ii int32, t tmdRef) { l.p.ctaStop(ii, t) }
func (l partListener) finish()                    { l.p.finish() }

// cpListener is the command processor's side of the hooks (cprun.go).
type cpListener struct {
	baseListener
	cp *commandProcessor
}

func (l cpListener) gridDone(idx int32) { l.cp.gridDone(idx) }
func (l cpListener) finish()            { l.cp.finish() }

// hooks is the list of listeners and the announcements, part of the core
// every component holds.
type hooks struct {
	listeners []listener
}

func (h *hooks) onGridCreated(info *TMDInfo, run *tmdRun) {
	for _, l := range h.listeners {
		l.gridCreated(info, run)
	}
}

func (h *hooks) onGridEligible(idx int32) {
	for _, l := range h.listeners {
		l.gridEligible(idx)
	}
}

func (h *hooks) onGridDone(idx int32) {
	for _, l := range h.listeners {
		l.gridDone(idx)
	}
}

func (h *hooks) onCTAStart(ii int32, t tmdRef, end int64) {
	for _, l := range h.listeners {
		l.ctaStart(ii, t, end)
	}
}

func (h *hooks) onCTAResume(ii int32, end int64) {
	for _, l := range h.listeners {
		l.ctaResume(ii, end)
	}
}

func (h *hooks) ctaHeld(ii int32) bool {
	for _, l := range h.listeners {
		if l.ctaHeld(ii) {
			return true
		}
	}
	return false
}

func (h *hooks) onCTAStop(ii int32, t tmdRef) {
	for _, l := range h.listeners {
		l.ctaStop(ii, t)
	}
}

func (h *hooks) onFinish() {
	for _, l := range h.listeners {
		l.finish()
	}
}
