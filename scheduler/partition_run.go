package scheduler

// Partitioning at run time: the tenants' state, allotments recomputed on
// every arrival and completion, the admission rule the WDU consults through
// dispatchPolicy, and the utilization samples. The reductions themselves
// (drain, save, flush) are in preempt.go.

type tenantRun struct {
	share    int
	prio     int
	graphics bool
	live     int // eligible, incomplete TMDs
	tasks    int // host tasks that became eligible (a stream's: each an arrival)
	active   bool
	used     int // measure units resident
	allot    int // effective allotment in measure units
	hungry   bool
	saved    []int32 // preemption indices waiting for a relaunch, FIFO
	arrival  int     // index in Arrivals of the current arrival (-1)
	smLo     int     // spatial: SM range [smLo, smHi)
	smHi     int
	simdMark int // simd measure: its units when it was last reduced for (simdContinue)
}

type resumeAt struct {
	running int64 // the restore is done: the CTA runs from then
	before  int64 // cycles of its work done before its save (0 after a flush)
}

// partition is the partition at run time: tenants, allotments, the
// policy's decisions, reductions and the save channel. It reads the TMU's
// grids (tm), the SM array's room (sa) and the WDU's active grids and
// round-robin point (wd), and hears the others through the hooks
// (partListener); the WDU asks it what may place through partitionAdmit.
type partition struct {
	*core
	tm tmuView // the TMU, read only (views.go)
	wd *wdu
	sa smView // the SM array: its room, and the save's and relaunch's requests

	opts     PartitionOptions
	bw       int
	capacity int
	limit    int // threshold × capacity
	tenants  []tenantRun
	resident map[int32]int64 // interval → scheduled end
	live     map[int32]bool  // TMDs counted in their tenant's live count
	stopping map[int32]int32 // interval → preemption being saved
	// resumed: a relaunched CTA's interval → when it runs again and the
	// cycles of its work done before (a save keeps them)
	resumed map[int32]resumeAt
	kept    map[int32]int64 // preemption (a save) → cycles of work it keeps
	ch      *saveChannel    // the save channel(s) and the saves planned on them (channel.go)
	changed bool
	total   int   // units resident over all tenants
	arrived []int // tenants that arrived since the last dispatch
	order   []int // tenants in arrival order
	pass    int
	ramping int // ≥ 0: only this tenant may place (its ramp-up pass)
	out     *PartitionResult
	pol     partitionPolicy // the policy's decisions (policy_*.go)
	simd    *simdState      // the simd measure's units (nil under other measures)
	simdN   int
	// simdExclusive: tenants do not share SIMD units (the share policies,
	// which hold tenants at allotments counted in units; simd.go).
	simdExclusive bool

	taskTenant     []int32 // tenant of each host task
	graphicsTenant int     // tenant of the first graphics grid

	// its event kinds (events.go)
	evSaveDone eventKind // a = preemption: a CTA's save (or flush) is done, its SM room free
	evChanFree eventKind // the save channel is free: the next planned save may start
}

func (p *partition) units(t tmdRef) int {
	switch p.opts.Measure {
	case MeasureCTASlots:
		return t.need().CTAs
	case MeasureThreads:
		return t.need().Threads
	case MeasureRegisters:
		return t.need().Registers
	case MeasureSIMD:
		// At most one unit per warp; what it really adds depends on the
		// units its SM has busy already (simd.go counts that).
		return min(t.need().Warps, p.simdN)
	}
	return t.need().Warps
}

// newPartition sets up tenants: one per host task, one per stream whose
// share is set (all its tasks), one per graphics grid.
func newPartition(cr *core, tm *tmu, wd *wdu, sa *smArray) *partition {
	po := cr.o.Partition.withDefaults()
	p := &partition{core: cr, tm: tmuView{tm}, wd: wd, sa: smView{sa}, opts: po, resident: map[int32]int64{}, live: map[int32]bool{}, stopping: map[int32]int32{}, resumed: map[int32]resumeAt{},
		kept: map[int32]int64{}, ramping: -1}
	p.bw = po.SaveBytesPerCycle
	if p.bw == 0 {
		p.bw = p.m.ContextSaveBytesPerCycle
	}
	if p.bw == 0 {
		p.bw = DefaultSaveBW
	}
	c := sa.capa
	switch po.Measure {
	case MeasureCTASlots:
		p.capacity = c.CTAs
	case MeasureThreads:
		p.capacity = c.Threads
	case MeasureRegisters:
		p.capacity = c.Registers
	case MeasureSIMD:
		p.simdN = p.m.SIMDs()
		p.capacity = p.simdN
		p.simd = newSIMDState(p.m.SMs, p.simdN)
		p.simdExclusive = policyAllots(po.Policy)
	default:
		p.capacity = c.Warps
	}
	p.capacity *= p.m.SMs
	p.limit = p.capacity * po.Threshold / 100
	r := &PartitionResult{Options: po, Capacity: p.capacity, SaveBytesPerCycle: p.bw, SaveChannels: po.SaveChannels}
	p.out = r
	p.ch = newSaveChannel(po.SaveChannels, p.bw, po.SaveLatency, &r.Transfers)
	p.evSaveDone = cr.ev.register(p.saveDone)
	p.evChanFree = cr.ev.register(func(int32) { p.ch.woken() })
	p.res.Partition = r
	streamShare := map[string]int{}
	for _, st := range p.w.Streams {
		if st.Share != 0 {
			streamShare[st.Name] = st.Share
		}
	}
	streamTenant := map[string]int{}
	p.taskTenant = make([]int32, len(p.w.Tasks))
	for i, t := range p.w.Tasks {
		p.taskTenant[i] = -1
		if p.child[i] {
			continue
		}
		if sh, ok := streamShare[t.Stream]; ok {
			if k, ok := streamTenant[t.Stream]; ok {
				p.taskTenant[i] = int32(k)
				continue
			}
			streamTenant[t.Stream] = len(r.Tenants)
			p.taskTenant[i] = int32(len(r.Tenants))
			r.Tenants = append(r.Tenants, Tenant{Name: t.Stream, Share: sh, Priority: t.Priority, Arrive: -1, Done: -1})
			continue
		}
		p.taskTenant[i] = int32(len(r.Tenants))
		r.Tenants = append(r.Tenants, Tenant{Name: t.Name, Share: t.Share, Priority: t.Priority, Arrive: -1, Done: -1})
	}
	r.TaskTenant = p.taskTenant
	p.graphicsTenant = len(r.Tenants)
	for _, g := range p.w.Graphics {
		r.Tenants = append(r.Tenants, Tenant{Name: g.Name, Priority: g.Priority, Graphics: true, Arrive: -1, Done: -1})
	}
	p.tenants = make([]tenantRun, len(r.Tenants))
	for k, t := range r.Tenants {
		p.tenants[k] = tenantRun{share: t.Share, prio: t.Priority, graphics: t.Graphics, arrival: -1}
	}
	p.pol = policies[po.Policy]
	wd.policy = partitionAdmit{p}
	return p
}

// tagOf is the partition's tag on a new TMD: its tenant and, for a task's
// grid, whether its kernel may be flushed and the task's reduction.
func (p *partition) tagOf(info *TMDInfo, run *tmdRun) tenantTag {
	tag := tenantTag{tenant: p.tenantOf(info, run)}
	if info.Kind == TMDGrid && info.Task >= 0 {
		tag.idempotent = p.w.Kernels[p.kernels[info.Kernel]].Idempotent
		tag.reduce = p.w.Tasks[info.Task].Reduce
	}
	return tag
}

// tenantOf returns the tenant of a new TMD.
func (p *partition) tenantOf(info *TMDInfo, run *tmdRun) int32 {
	switch {
	case info.Parent >= 0 && run.kind != TMDQueue:
		return p.tm.tmd(int32(info.Parent)).tenant()
	case info.Owner >= 0:
		return p.tm.tmd(int32(info.Owner)).tenant()
	case info.Task >= 0:
		return p.taskTenant[info.Task]
	case info.Graphics >= 0:
		return int32(p.graphicsTenant + info.Graphics)
	}
	return -1
}

// orDefault sets *v to d when it is zero.
func orDefault[T comparable](v *T, d T) {
	var zero T
	if *v == zero {
		*v = d
	}
}

// tenantRunOf returns TMD idx's tenant and its state (nil without one).
func (p *partition) tenantRunOf(idx int32) (int32, *tenantRun) {
	k := p.tm.tmd(idx).tenant()
	if k < 0 {
		return k, nil
	}
	return k, &p.tenants[k]
}

// gridEligible: a TMD of tenant k became eligible; the first one is an arrival.
func (p *partition) gridEligible(idx int32) {
	k, tr := p.tenantRunOf(idx)
	if tr == nil {
		return
	}
	if p.live[idx] {
		return // a queue TMD eligible again (a new EOC attached): live already
	}
	p.live[idx] = true
	tr.live++
	hostTask := false
	if info := &p.res.TMDs[idx]; info.Task >= 0 && info.Parent < 0 && info.Kind == TMDGrid {
		hostTask = true
		tr.tasks++
	}
	if tr.active {
		// A stream tenant's later task is an arrival of its own: reduced
		// for and counted by missed_bound like the first (issue 35).
		if hostTask && tr.tasks > 1 {
			p.arrive(k, len(p.order) > 1)
		}
		return
	}
	tr.active = true
	tn := &p.out.Tenants[k]
	if tn.Arrive < 0 {
		tn.Arrive = p.now
	}
	tn.Done = -1 // back again (a stream's next task after a gap): not complete until it departs again
	contended := len(p.order) > 0
	p.order = append(p.order, int(k))
	p.reallot()
	p.arrive(k, contended)
}

// arrive records an arrival of tenant k, reduced for at the next dispatch,
// when its grids are in the WDU.
func (p *partition) arrive(k int32, contended bool) {
	p.tenants[k].arrival = len(p.out.Arrivals)
	p.out.Arrivals = append(p.out.Arrivals, Arrival{Tenant: int(k), Time: p.now, Reached: -1, Contended: contended})
	p.arrived = append(p.arrived, int(k))
}

// gridDone: a TMD of its tenant completed; the last one is a departure.
func (p *partition) gridDone(idx int32) {
	k, tr := p.tenantRunOf(idx)
	if tr == nil || !p.live[idx] {
		return
	}
	delete(p.live, idx)
	tr.live--
	if tr.live > 0 || len(tr.saved) > 0 {
		return
	}
	tr.active = false
	p.out.Tenants[k].Done = p.now
	for i, o := range p.order {
		if o == int(k) {
			p.order = append(p.order[:i], p.order[i+1:]...)
			break
		}
	}
	p.reallot()
}

// reallot recomputes the effective allotments of the active tenants: set
// shares as written, unset shares an equal part of what the set ones leave
// of the threshold; when they add up to more than the threshold (or leave
// nothing for the unset ones) every share is scaled down in proportion, an
// unset one weighing threshold ÷ active tenants.
func (p *partition) reallot() {
	th := float64(p.opts.Threshold)
	set, unset, n := 0.0, 0, 0
	for _, k := range p.order {
		switch sh := p.tenants[k].share; {
		case sh > 0:
			set += float64(sh)
			n++
		case sh == 0:
			unset++
			n++
		}
		// best effort (ShareBestEffort): allotted nothing, weighs nothing
	}
	pct := make([]float64, len(p.tenants))
	rest := th - set
	scale := 1.0
	unsetPct := 0.0
	if unset > 0 {
		unsetPct = rest / float64(unset)
		if rest <= 0 {
			unsetPct = th / float64(n)
			scale = th / (set + unsetPct*float64(unset))
		}
	} else if set > th {
		scale = th / set
	}
	for _, k := range p.order {
		v := float64(p.tenants[k].share)
		switch {
		case v == 0:
			v = unsetPct
		case v < 0:
			v = 0 // best effort
		}
		pct[k] = v * scale
	}
	for k := range p.tenants {
		p.tenants[k].allot = int(pct[k]*float64(p.capacity)/100 + 0.5)
	}
	for k, r := range p.pol.smRanges(policyView{p}, pct) {
		if r.set {
			p.tenants[k].smLo, p.tenants[k].smHi = r.lo, r.hi
		}
	}
	p.out.Allotments = append(p.out.Allotments, Allotment{Time: p.now, Percent: pct})
}

// partitionAdmit is the WDU's dispatch policy under partitioning.
type partitionAdmit struct{ p *partition }

func (a partitionAdmit) admit(_ int32, t *tmdRun) bool { return a.p.admitGrid(tmdRef{t}) }

func (a partitionAdmit) smAllowed(t *tmdRun, smi int) bool { return a.p.gridAllowed(tmdRef{t}, smi) }

func (a partitionAdmit) noRoom(t *tmdRun) { a.p.noRoom(tmdRef{t}) }

// admitGrid reports whether a CTA of grid t may be placed now.
func (p *partition) admitGrid(t tmdRef) bool {
	if p.simd != nil && t.tenant() >= 0 {
		return p.mayPlace(t.tenant(), p.simdLeast(t.need().Warps))
	}
	return p.mayPlace(t.tenant(), p.units(t))
}

// gridAllowed reports whether a CTA of grid t may be placed on SM smi.
func (p *partition) gridAllowed(t tmdRef, smi int) bool {
	if p.simd != nil && t.tenant() >= 0 {
		// Under the simd measure what a CTA adds depends on its SM: the
		// idle units it makes busy there, counted against the threshold
		// and, by the policy, against its tenant's allotment.
		if m := p.simdMarginal(smi, t.need().Warps); m > 0 && !p.mayPlace(t.tenant(), m) {
			return false
		}
		if p.simdExclusive && !p.simdOwnUnits(smi, t.tenant(), t.need().Warps) {
			return false // its warps would share units that count for another tenant
		}
	}
	return p.smAllowed(t.tenant(), smi)
}

// mayPlace reports whether tenant k may make u more units resident now.
// Pass 0 admits tenants up to their allotment; pass 1 hands the room left
// to anyone (work-conserving), unless a tenant below its allotment is
// waiting for it.
func (p *partition) mayPlace(k int32, u int) bool {
	if k < 0 {
		return true
	}
	if p.ramping >= 0 && int(k) != p.ramping {
		return false
	}
	if p.total+u > p.limit {
		// Every policy keeps total utilization at or below the threshold.
		tr := &p.tenants[k]
		tr.hungry = tr.hungry || tr.used < tr.allot
		return false
	}
	return p.pol.admit(policyView{p}, k, u)
}

// noRoom: an admitted CTA of t found no SM with room. A tenant below its
// allotment is then hungry: in the second, work-conserving pass nobody
// above its allotment takes the room that frees, so a tenant with large
// CTAs is not kept out by a stream of smaller ones refilling every hole.
func (p *partition) noRoom(t tmdRef) {
	if t.tenant() < 0 {
		return
	}
	if tr := &p.tenants[t.tenant()]; tr.used < tr.allot {
		tr.hungry = true
	}
}

// smAllowed reports whether tenant k may use SM smi (spatial partitioning).
func (p *partition) smAllowed(k int32, smi int) bool {
	if k < 0 {
		return true
	}
	return p.pol.smAllowed(policyView{p}, k, smi)
}

// ctaStart records a CTA made resident (interval ii, scheduled to end at end).
func (p *partition) ctaStart(ii int32, t tmdRef, end int64) {
	p.resident[ii] = end
	if p.simd != nil {
		if t.tenant() >= 0 {
			p.simdAdd(ii, t.tenant(), t.need().Warps)
		}
	} else if t.tenant() >= 0 {
		u := p.units(t)
		p.tenants[t.tenant()].used += u
		p.total += u
	}
	p.changed = true
}

// ctaStop records a CTA leaving its SM.
func (p *partition) ctaStop(ii int32, t tmdRef) {
	delete(p.resident, ii)
	delete(p.resumed, ii)
	if p.simd != nil {
		if t.tenant() >= 0 {
			p.simdRemove(ii, t.tenant())
		}
	} else if t.tenant() >= 0 {
		u := p.units(t)
		p.tenants[t.tenant()].used -= u
		p.total -= u
	}
	p.changed = true
}

// dispatch runs the WDU in two passes (allotments first, then the room
// left), relaunching saved and flushed CTAs before new ones, then samples
// utilization if anything changed.
func (p *partition) dispatch() {
	for _, k := range p.arrived {
		p.reduce(k)
	}
	p.arrived = p.arrived[:0]
	if len(p.ch.planned) > 0 {
		p.startPlanned()
	}
	if p.simdExclusive {
		p.simdContinue()
	}
	for k := range p.tenants {
		p.tenants[k].hungry = false
	}
	// A tenant ramping up to its share after an arrival takes the room the
	// reduction freed before anyone else: otherwise another tenant below
	// its allotment, earlier in the dispatch order, takes the room the
	// newcomer's victims were saved for.
	if len(p.order) <= 1 {
		// A tenant alone: allotments order nobody; one work-conserving
		// pass places its grids in the WDU's order, as fifo does (issue
		// 35, "one tenant alone: every share policy ≡ fifo").
		p.pass = 1
		p.relaunch()
		p.wd.plainDispatch()
		if p.changed {
			p.sample()
		}
		return
	}
	if p.pol.ramps() {
		for _, k := range p.order {
			if tr := &p.tenants[k]; tr.arrival >= 0 && p.out.Arrivals[tr.arrival].Reached < 0 && tr.used < tr.allot {
				p.ramping, p.pass = k, 0
				p.wd.plainDispatch()
			}
		}
		p.ramping = -1
	}
	for p.pass = 0; p.pass < 2; p.pass++ {
		p.relaunch()
		p.wd.plainDispatch()
	}
	if p.changed {
		p.sample()
	}
}

// sample appends the utilization now and checks which arrivals reached their share.
func (p *partition) sample() {
	p.changed = false
	used := make([]int32, len(p.tenants))
	for k := range p.tenants {
		used[k] = int32(p.tenants[k].used)
	}
	r := p.out
	if n := len(r.Samples); n > 0 && r.Samples[n-1].Time == p.now {
		r.Samples[n-1].Used = used
	} else {
		r.Samples = append(r.Samples, UtilSample{Time: p.now, Used: used})
	}
	for k := range p.tenants {
		tr := &p.tenants[k]
		if tr.arrival < 0 {
			continue
		}
		a := &r.Arrivals[tr.arrival]
		if a.Reached >= 0 {
			continue
		}
		// Reached: at its allotment (within one CTA's worth) or nothing left to place.
		if tr.used*100 >= tr.allot*95 || (!tr.hungry && len(tr.saved) == 0 && tr.used > 0 && !p.tenantHasWork(k)) {
			a.Reached = p.now
			if a.Contended && a.Reached-a.Time > p.opts.LatencyBound {
				r.MissedBound++ // under every policy: the bound is the same yardstick for all
			}
		}
	}
}

// tenantHasWork reports whether tenant k has a grid with CTAs left to dispatch.
func (p *partition) tenantHasWork(k int) bool {
	for _, t := range p.wd.activeGrids() {
		if int(t.tenant()) == k && p.wd.ready(t) {
			return true
		}
	}
	return false
}

// finish counts the contended arrivals that never reached their share
// as missing the latency bound.
func (p *partition) finish() {
	r := p.out
	for _, a := range r.Arrivals {
		if a.Contended && a.Reached < 0 {
			r.MissedBound++
		}
	}
}
