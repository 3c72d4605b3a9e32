package scheduler

// Utilization partitioning (seed apd-partitioning, FIG 3 and FIG 4): tasks
// ("tenants") share the SMs by allotted utilization; on an arrival the
// command processor asks how much of the device is in use and, at or above
// the threshold, reduces the running tenants toward their allotments by
// draining, saving or flushing their CTAs. The WDU consults the partition
// through dispatchPolicy; saved and flushed CTAs wait here until they are
// relaunched on any SM with room.

import (
	"fmt"
	"sort"
	"strings"
)

// PartitionPolicy selects how tasks share the machine.
type PartitionPolicy int

const (
	PartitionNone            PartitionPolicy = iota // no partitioning (the dispatch order alone decides)
	PartitionSingle                                 // one task at a time, in arrival order
	PartitionFIFO                                   // grids in arrival order, whatever fits (today's fifo)
	PartitionPriority                               // higher priority first (today's priority)
	PartitionPriorityPreempt                        // a higher-priority arrival saves lower-priority CTAs
	PartitionSpatial                                // SMs split between tasks in proportion to their shares
	PartitionShareDrain                             // shares; reduce by ceasing dispatch
	PartitionShareSave                              // shares; reduce by saving CTAs to memory
	PartitionShareFlush                             // shares; reduce by flushing idempotent CTAs (save the rest)
	PartitionShareAuto                              // shares; per CTA the cheapest reduction within the latency bound
)

var partitionNames = []string{"", "single", "fifo", "priority", "priority-preempt", "spatial", "share-drain",
	"share-save", "share-flush", "share-auto"}

// PartitionPolicyNames lists the policy names compare-policies accepts.
func PartitionPolicyNames() []string { return append([]string(nil), partitionNames[1:]...) }

// String returns the policy's name ("" for PartitionNone).
func (p PartitionPolicy) String() string { return nameOf(partitionNames, int(p), "PartitionPolicy") }

// ParsePartitionPolicy parses a policy name.
func ParsePartitionPolicy(s string) (PartitionPolicy, error) {
	i, err := parseName(partitionNames[1:], s, "partition policy")
	return PartitionPolicy(i + 1), err
}

// Measure is what utilization counts.
type Measure int

const (
	MeasureWarps     Measure = iota // warp slots held by resident CTAs (default)
	MeasureCTASlots                 // CTA slots
	MeasureThreads                  // thread slots
	MeasureRegisters                // registers
)

var measureNames = []string{"warps", "cta-slots", "threads", "registers"}

// String returns "warps", "cta-slots", "threads" or "registers".
func (m Measure) String() string { return nameOf(measureNames, int(m), "Measure") }

// ParseMeasure parses a measure name ("" means warps).
func ParseMeasure(s string) (Measure, error) {
	if strings.TrimSpace(s) == "" {
		return MeasureWarps, nil
	}
	i, err := parseName(measureNames, s, "utilization measure")
	return Measure(i), err
}

// Reduction is how a running task is brought down to its allotment.
type Reduction uint8

const (
	ReduceDefault Reduction = iota // the policy decides
	ReduceDrain                    // stop dispatching; running CTAs finish
	ReduceSave                     // context-switch CTAs to memory, restore later
	ReduceFlush                    // drop idempotent CTAs, restart them later
)

var reductionNames = []string{"", "drain", "save", "flush"}

// String returns "drain", "save", "flush" or "".
func (r Reduction) String() string { return nameOf(reductionNames, int(r), "Reduction") }

// MarshalText encodes the reduction by name.
func (r Reduction) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// ParseReduction parses "drain", "save", "flush" or "" (the policy's).
func ParseReduction(s string) (Reduction, error) {
	if strings.TrimSpace(s) == "" {
		return ReduceDefault, nil
	}
	i, err := parseName(reductionNames[1:], s, "reduction")
	return Reduction(i + 1), err
}

// nameOf returns names[i], or type(i) for a value without a name.
func nameOf(names []string, i int, typ string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("%s(%d)", typ, i)
}

// parseName finds s (any case, spaces trimmed) in names.
func parseName(names []string, s, what string) (int, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range names {
		if s == n {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (want one of %s)", what, s, strings.Join(names, ", "))
}

// Defaults of PartitionOptions.
const (
	DefaultThreshold    = 100
	DefaultSaveLatency  = 200   // cycles of fixed cost per save or restore
	DefaultSaveBW       = 256   // bytes per cycle when the machine declares none
	DefaultQuantum      = 1000  // cycles per averaging quantum
	DefaultLatencyBound = 21000 // share-auto: cycles (15 µs at 1400 MHz)
)

// PartitionOptions configure utilization partitioning (Options.Partition).
type PartitionOptions struct {
	Policy  PartitionPolicy
	Measure Measure
	// Threshold is the device utilization (percent, 1..100) the partition
	// keeps total utilization at or below; 0 → 100.
	Threshold int
	// SaveLatency is the fixed cost in cycles of one save or restore, added
	// to its transfer time (transfers share one channel, latencies overlap);
	// 0 → 200, negative → 0.
	SaveLatency int64
	// SaveBytesPerCycle overrides the machine's ContextSaveBytesPerCycle; 0 → the machine's (or 256).
	SaveBytesPerCycle int
	// Quantum is the averaging window of Partition.Quanta in cycles; 0 → 1000.
	Quantum int64
	// LatencyBound (share-auto): cycles within which an arrival should reach its share; 0 → 21000.
	LatencyBound int64
}

func (p PartitionOptions) withDefaults() PartitionOptions {
	orDefault(&p.Threshold, DefaultThreshold)
	orDefault(&p.SaveLatency, DefaultSaveLatency)
	p.SaveLatency = max(p.SaveLatency, 0)
	orDefault(&p.Quantum, DefaultQuantum)
	orDefault(&p.LatencyBound, DefaultLatencyBound)
	return p
}

// Tenant is a task (or a stream of tasks with a share) sharing the machine.
type Tenant struct {
	Name     string
	Share    int  // allotted percent as written (0: an equal part of what is left)
	Priority int  // priority of its first task
	Graphics bool // graphics work: drained, never saved
	Arrive   int64
	Done     int64 // completion of its last TMD (-1 never)
}

// UtilSample is the utilization at Time (until the next sample), in
// measure units per tenant.
type UtilSample struct {
	Time int64
	Used []int32
}

// Allotment is the effective share of every tenant from Time on (percent,
// after unset shares are filled in and oversubscribed shares scaled).
type Allotment struct {
	Time    int64
	Percent []float64
}

// Preemption is one CTA taken off its SM by a policy decision.
type Preemption struct {
	Time      int64     // the decision
	Tenant    int       // whose CTA
	Arrival   int       // the tenant whose arrival caused it
	Interval  int       // the interval that stops
	TMD, CTA  int       // which CTA
	SM        int       // where it was
	Kind      Reduction // save or flush
	Stop      int64     // when it stopped running (save start; flush: Time)
	Saved     int64     // save done, room free (flush: Time)
	Bytes     int       // registers and shared memory moved each way (save only)
	Remaining int64     // cycles of work it still had (flush: its whole work)
	Lost      int64     // flush: cycles of work thrown away
	Restore   int       // interval that resumes it (-1 never)
	Restored  int64     // restore done, running again (-1 never)
	Reason    string
}

// Arrival is one tenant's arrival and when it first reached its share.
type Arrival struct {
	Tenant    int
	Time      int64
	Reached   int64 // -1 never
	Contended bool  // other tenants were running when it arrived
}

// PartitionResult is what the partition recorded during a run.
type PartitionResult struct {
	Options     PartitionOptions
	Capacity    int // device capacity in measure units
	Tenants     []Tenant
	TaskTenant  []int32 // per Workload.Tasks entry its tenant (-1: a child template)
	Samples     []UtilSample
	Allotments  []Allotment
	Preemptions []Preemption
	Arrivals    []Arrival
	MissedBound int // share-auto: arrivals that reached their share later than the bound
}

// ---- run-time state ----

type tenantRun struct {
	share    int
	prio     int
	graphics bool
	live     int // eligible, incomplete TMDs
	active   bool
	used     int // measure units resident
	allot    int // effective allotment in measure units
	hungry   bool
	saved    []int32 // preemption indices waiting for a relaunch, FIFO
	arrival  int     // index in Arrivals of the current arrival (-1)
	smLo     int     // spatial: SM range [smLo, smHi)
	smHi     int
}

type partState struct {
	o        PartitionOptions
	bw       int
	capacity int
	limit    int // threshold × capacity
	tenants  []tenantRun
	resident map[int32]int64 // interval → scheduled end
	stopping map[int32]int32 // interval → preemption being saved
	saveFree int64           // the save channel is busy until then
	changed  bool
	total    int   // units resident over all tenants
	arrived  []int // tenants that arrived since the last dispatch
	order    []int // tenants in arrival order
	pass     int
	res      *PartitionResult
}

func (s *sim) units(t *tmdRun) int {
	switch s.part.o.Measure {
	case MeasureCTASlots:
		return t.need.CTAs
	case MeasureThreads:
		return t.need.Threads
	case MeasureRegisters:
		return t.need.Registers
	}
	return t.need.Warps
}

// partInit sets up tenants: one per host task, one per stream whose share
// is set (all its tasks), one per graphics grid.
func (s *sim) partInit() {
	po := s.o.Partition.withDefaults()
	p := &partState{o: po, resident: map[int32]int64{}, stopping: map[int32]int32{}}
	p.bw = po.SaveBytesPerCycle
	if p.bw == 0 {
		p.bw = s.m.ContextSaveBytesPerCycle
	}
	if p.bw == 0 {
		p.bw = DefaultSaveBW
	}
	s.part = p
	c := s.capa
	switch po.Measure {
	case MeasureCTASlots:
		p.capacity = c.CTAs
	case MeasureThreads:
		p.capacity = c.Threads
	case MeasureRegisters:
		p.capacity = c.Registers
	default:
		p.capacity = c.Warps
	}
	p.capacity *= s.m.SMs
	p.limit = p.capacity * po.Threshold / 100
	r := &PartitionResult{Options: po, Capacity: p.capacity}
	p.res = r
	s.res.Partition = r
	streamShare := map[string]int{}
	for _, st := range s.w.Streams {
		if st.Share > 0 {
			streamShare[st.Name] = st.Share
		}
	}
	streamTenant := map[string]int{}
	s.taskTenant = make([]int32, len(s.w.Tasks))
	for i, t := range s.w.Tasks {
		s.taskTenant[i] = -1
		if s.child[i] {
			continue
		}
		if sh, ok := streamShare[t.Stream]; ok {
			if k, ok := streamTenant[t.Stream]; ok {
				s.taskTenant[i] = int32(k)
				continue
			}
			streamTenant[t.Stream] = len(r.Tenants)
			s.taskTenant[i] = int32(len(r.Tenants))
			r.Tenants = append(r.Tenants, Tenant{Name: t.Stream, Share: sh, Priority: t.Priority, Arrive: -1, Done: -1})
			continue
		}
		s.taskTenant[i] = int32(len(r.Tenants))
		r.Tenants = append(r.Tenants, Tenant{Name: t.Name, Share: t.Share, Priority: t.Priority, Arrive: -1, Done: -1})
	}
	r.TaskTenant = s.taskTenant
	s.graphicsTenant = len(r.Tenants)
	for _, g := range s.w.Graphics {
		r.Tenants = append(r.Tenants, Tenant{Name: g.Name, Priority: g.Priority, Graphics: true, Arrive: -1, Done: -1})
	}
	p.tenants = make([]tenantRun, len(r.Tenants))
	for k, t := range r.Tenants {
		p.tenants[k] = tenantRun{share: t.Share, prio: t.Priority, graphics: t.Graphics, arrival: -1}
	}
	s.policy = partitionAdmit{}
}

// tenantOf returns the tenant of a new TMD.
func (s *sim) tenantOf(info *TMDInfo, run *tmdRun) int32 {
	switch {
	case info.Parent >= 0 && run.kind != TMDQueue:
		return s.tmds[info.Parent].tenant
	case info.Owner >= 0:
		return s.tmds[info.Owner].tenant
	case info.Task >= 0:
		return s.taskTenant[info.Task]
	case info.Graphics >= 0:
		return int32(s.graphicsTenant + info.Graphics)
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
func (s *sim) tenantRunOf(idx int32) (int32, *tenantRun) {
	k := s.tmds[idx].tenant
	if k < 0 {
		return k, nil
	}
	return k, &s.part.tenants[k]
}

// partEligible: a TMD of tenant k became eligible; the first one is an arrival.
func (s *sim) partEligible(idx int32) {
	k, tr := s.tenantRunOf(idx)
	if tr == nil {
		return
	}
	p := s.part
	tr.live++
	if tr.active {
		return
	}
	tr.active = true
	tn := &p.res.Tenants[k]
	if tn.Arrive < 0 {
		tn.Arrive = s.now
	}
	tr.arrival = len(p.res.Arrivals)
	p.res.Arrivals = append(p.res.Arrivals, Arrival{Tenant: int(k), Time: s.now, Reached: -1, Contended: len(p.order) > 0})
	p.order = append(p.order, int(k))
	s.reallot()
	p.arrived = append(p.arrived, int(k)) // reduced at the next dispatch, when its grids are in the WDU
}

// partCompleted: a TMD of its tenant completed; the last one is a departure.
func (s *sim) partCompleted(idx int32) {
	k, tr := s.tenantRunOf(idx)
	if tr == nil {
		return
	}
	p := s.part
	tr.live--
	if tr.live > 0 || len(tr.saved) > 0 {
		return
	}
	tr.active = false
	p.res.Tenants[k].Done = s.now
	for i, o := range p.order {
		if o == int(k) {
			p.order = append(p.order[:i], p.order[i+1:]...)
			break
		}
	}
	s.reallot()
}

// reallot recomputes the effective allotments of the active tenants: set
// shares as written, unset shares an equal part of what the set ones leave
// of the threshold; when they add up to more than the threshold (or leave
// nothing for the unset ones) every share is scaled down in proportion, an
// unset one weighing threshold ÷ active tenants.
func (s *sim) reallot() {
	p := s.part
	th := float64(p.o.Threshold)
	set, unset := 0.0, 0
	for _, k := range p.order {
		if sh := p.tenants[k].share; sh > 0 {
			set += float64(sh)
		} else {
			unset++
		}
	}
	n := len(p.order)
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
		if v == 0 {
			v = unsetPct
		}
		pct[k] = v * scale
	}
	for k := range p.tenants {
		p.tenants[k].allot = int(pct[k]*float64(p.capacity)/100 + 0.5)
	}
	if p.o.Policy == PartitionSpatial {
		s.spatialSplit(pct)
	}
	p.res.Allotments = append(p.res.Allotments, Allotment{Time: s.now, Percent: pct})
}

// spatialSplit gives each active tenant a contiguous range of SMs in
// proportion to its allotment (at least one SM each while SMs last).
func (s *sim) spatialSplit(pct []float64) {
	p := s.part
	nsm := len(s.sms)
	lo := 0
	total := 0.0
	for _, k := range p.order {
		total += pct[k]
	}
	acc := 0.0
	for i, k := range p.order {
		acc += pct[k]
		hi := int(acc/total*float64(nsm) + 0.5)
		if i == len(p.order)-1 {
			hi = nsm
		}
		if hi <= lo {
			hi = min(lo+1, nsm)
		}
		p.tenants[k].smLo, p.tenants[k].smHi = lo, hi
		lo = hi
	}
}

// partitionAdmit is the WDU's dispatch policy under partitioning.
type partitionAdmit struct{}

func (partitionAdmit) admit(s *sim, idx int32, t *tmdRun) bool {
	return s.mayPlace(t.tenant, s.units(t))
}

// mayPlace reports whether tenant k may make u more units resident now.
// Pass 0 admits tenants up to their allotment; pass 1 hands the room left
// to anyone (work-conserving), unless a tenant below its allotment is
// waiting for it.
func (s *sim) mayPlace(k int32, u int) bool {
	p := s.part
	if k < 0 {
		return true
	}
	tr := &p.tenants[k]
	total := p.total
	switch p.o.Policy {
	case PartitionFIFO, PartitionPriority, PartitionNone:
		return true
	case PartitionPriorityPreempt:
		// Restores and new CTAs of lower priority wait while a higher-priority tenant is active.
		for _, o := range p.order {
			if ot := &p.tenants[o]; ot.prio > tr.prio && (len(ot.saved) > 0 || s.tenantHasWork(o)) {
				return false
			}
		}
		return true
	case PartitionSingle:
		return len(p.order) > 0 && p.order[0] == int(k)
	case PartitionSpatial:
		return true // the SM range decides (smAllowed)
	}
	if total+u > p.limit {
		tr.hungry = tr.hungry || tr.used < tr.allot
		return false
	}
	if tr.used+u <= tr.allot || tr.used < tr.allot && tr.used+u-tr.allot <= u/2 {
		return true
	}
	if p.pass == 0 {
		return false
	}
	for _, o := range p.order {
		if o != int(k) && p.tenants[o].hungry {
			return false
		}
	}
	return true
}

// smAllowed reports whether tenant k may use SM smi (spatial partitioning).
func (s *sim) smAllowed(k int32, smi int) bool {
	if k < 0 || s.part.o.Policy != PartitionSpatial {
		return true
	}
	tr := &s.part.tenants[k]
	return smi >= tr.smLo && smi < tr.smHi
}

// partStart records a CTA made resident (interval ii, scheduled to end at end).
func (s *sim) partStart(ii int32, t *tmdRun, end int64) {
	p := s.part
	p.resident[ii] = end
	if t.tenant >= 0 {
		u := s.units(t)
		p.tenants[t.tenant].used += u
		p.total += u
	}
	p.changed = true
}

// partEnd records a CTA leaving its SM.
func (s *sim) partEnd(ii int32, t *tmdRun) {
	p := s.part
	delete(p.resident, ii)
	if t.tenant >= 0 {
		u := s.units(t)
		p.tenants[t.tenant].used -= u
		p.total -= u
	}
	p.changed = true
}

// partDispatch runs the WDU in two passes (allotments first, then the room
// left), relaunching saved and flushed CTAs before new ones, then samples
// utilization if anything changed.
func (s *sim) partDispatch() {
	p := s.part
	for _, k := range p.arrived {
		s.reduce(k)
	}
	p.arrived = p.arrived[:0]
	for k := range p.tenants {
		p.tenants[k].hungry = false
	}
	for p.pass = 0; p.pass < 2; p.pass++ {
		s.relaunch()
		if s.nready > 0 {
			s.dispatch()
		}
	}
	if p.changed {
		s.sample()
	}
}

// sample appends the utilization now and checks which arrivals reached their share.
func (s *sim) sample() {
	p := s.part
	p.changed = false
	used := make([]int32, len(p.tenants))
	for k := range p.tenants {
		used[k] = int32(p.tenants[k].used)
	}
	r := p.res
	if n := len(r.Samples); n > 0 && r.Samples[n-1].Time == s.now {
		r.Samples[n-1].Used = used
	} else {
		r.Samples = append(r.Samples, UtilSample{Time: s.now, Used: used})
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
		if tr.used*100 >= tr.allot*95 || (!tr.hungry && len(tr.saved) == 0 && tr.used > 0 && !s.tenantHasWork(k)) {
			a.Reached = s.now
			if p.o.Policy == PartitionShareAuto && a.Reached-a.Time > p.o.LatencyBound {
				r.MissedBound++
			}
		}
	}
}

// tenantHasWork reports whether tenant k has a grid with CTAs left to dispatch.
func (s *sim) tenantHasWork(k int) bool {
	for li := range s.levels {
		l := &s.levels[li]
		for _, e := range l.q[l.head:] {
			t := &s.tmds[e.idx]
			if int(t.tenant) == k && t.inReady && t.readyGen == e.gen && s.dispatchable(t) {
				return true
			}
		}
	}
	return false
}

// reduce: tenant k arrived. At or above the threshold the running tenants
// are reduced toward their allotments by the policy's reductions.
func (s *sim) reduce(k int) {
	p := s.part
	pol := p.o.Policy
	if pol != PartitionShareSave && pol != PartitionShareFlush && pol != PartitionShareAuto &&
		pol != PartitionPriorityPreempt && pol != PartitionShareDrain {
		return
	}
	total := p.total
	nt := &p.tenants[k]
	want := nt.allot
	if pol == PartitionPriorityPreempt {
		want = min(p.limit, s.tenantDemand(k))
	}
	free := min(p.limit-total, s.roomFor(k))
	if total < p.limit && free >= want {
		return // below the threshold: the newcomer just gets free room
	}
	need := want - max(free, 0)
	if pol == PartitionShareDrain {
		return // draining is the admission rule itself
	}
	type cand struct {
		ii     int32
		tenant int
		rem    int64
		start  int64
		units  int
	}
	var cands []cand
	for ii, end := range s.part.resident {
		if _, stopping := p.stopping[ii]; stopping {
			continue
		}
		iv := &s.res.Intervals[ii]
		t := &s.tmds[iv.Task]
		o := int(t.tenant)
		if o < 0 || o == k || p.tenants[o].graphics || t.kind == TMDEOC {
			continue
		}
		if iv.StallStart >= 0 && iv.StallEnd < 0 {
			continue // waiting in place or for a queue entry: its launch point has fired
		}
		if _, launching := s.remaining[ii]; launching {
			continue // its launch point is still ahead: never replayed, never skipped
		}
		if pol == PartitionPriorityPreempt && p.tenants[o].prio >= nt.prio {
			continue
		}
		cands = append(cands, cand{ii, o, end - s.now, iv.Start, s.units(t)})
	}
	// Rule: most remaining work first; ties the youngest (latest start),
	// then the highest interval index. Saving the CTA furthest from done
	// moves the least finished work out of the way.
	sort.Slice(cands, func(a, b int) bool {
		x, y := cands[a], cands[b]
		if x.rem != y.rem {
			return x.rem > y.rem
		}
		if x.start != y.start {
			return x.start > y.start
		}
		return x.ii > y.ii
	})
	excess := make([]int, len(p.tenants))
	for o := range p.tenants {
		excess[o] = p.tenants[o].used - p.tenants[o].allot
		if pol == PartitionPriorityPreempt {
			excess[o] = p.tenants[o].used
		}
	}
	arr := p.tenants[k].arrival
	freed := 0
	var chosen []cand
	for _, c := range cands {
		if freed >= need {
			break
		}
		// Only from tenants above their allotment, and not below it by more than half a CTA.
		if excess[c.tenant]*2 < c.units {
			continue
		}
		excess[c.tenant] -= c.units
		freed += c.units
		chosen = append(chosen, c)
	}
	// The chosen CTAs are saved in the order they were dispatched (the save
	// channel moves one CTA at a time), as FIG 4 shows.
	sort.Slice(chosen, func(a, b int) bool { return chosen[a].ii < chosen[b].ii })
	for _, c := range chosen {
		kind := ReduceSave
		t := &s.tmds[s.res.Intervals[c.ii].Task]
		idem := t.kind == TMDGrid && t.idempotent
		reason := fmt.Sprintf("%s arrived (allotment %.0f%%); %s was above its allotment %.0f%%; this CTA had among the most remaining work (%d cycles; ties: the youngest)",
			p.res.Tenants[k].Name, s.allotPct(k), p.res.Tenants[c.tenant].Name, s.allotPct(c.tenant), c.rem)
		if pol == PartitionPriorityPreempt {
			reason = fmt.Sprintf("%s (priority %d) arrived; %s has lower priority %d; this CTA has the most remaining work (%d cycles)",
				p.res.Tenants[k].Name, nt.prio, p.res.Tenants[c.tenant].Name, p.tenants[c.tenant].prio, c.rem)
		}
		switch r := t.reduce; {
		case r == ReduceDrain:
			kind = ReduceDrain
		case r == ReduceFlush && idem, r == ReduceDefault && pol == PartitionShareFlush && idem:
			kind = ReduceFlush
		case pol == PartitionShareAuto && r == ReduceDefault:
			kind, reason = s.autoChoice(c.ii, c.rem, idem, reason)
		}
		if kind == ReduceDrain {
			continue // draining: the CTA runs to its end; the tenant is held at its allotment
		}
		s.preempt(c.ii, kind, k, arr, reason)
	}
}

// roomFor is how many units of tenant k's next grid fit on the SMs now,
// counting every resource (a warp measure can show room that registers or
// shared memory do not have).
func (s *sim) roomFor(k int) int {
	for li := range s.levels {
		l := &s.levels[li]
		for _, e := range l.q[l.head:] {
			t := &s.tmds[e.idx]
			if int(t.tenant) != k || !t.inReady || t.readyGen != e.gen || !s.dispatchable(t) {
				continue
			}
			room := 0
			for smi := range s.sms {
				sm := s.sms[smi] // a copy to fill
				for s.fits(&sm, t) {
					sm.used = sm.used.Add(t.need)
					room += s.units(t)
				}
			}
			return room
		}
	}
	return s.part.limit
}

func (s *sim) allotPct(k int) float64 {
	return float64(s.part.tenants[k].allot) * 100 / float64(s.part.capacity)
}

// tenantDemand is how many units tenant k would occupy with all its
// dispatchable CTAs resident.
func (s *sim) tenantDemand(k int) int {
	d := 0
	for li := range s.levels {
		l := &s.levels[li]
		for _, e := range l.q[l.head:] {
			t := &s.tmds[e.idx]
			if int(t.tenant) == k && t.inReady && t.readyGen == e.gen && t.kind != TMDQueue {
				d += (t.total - t.nextCTA) * s.units(t)
			}
		}
	}
	return d
}

// saveCost is the cycles to save or restore a CTA of t (latency plus
// transfer), its transfer cycles on the save channel, and its bytes: its
// registers (4 bytes each, allocated per warp), shared memory and its
// warps' share of the SM's other state (device.PPU.CTASaveBytes).
func (s *sim) saveCost(t *tmdRun) (cost, transfer int64, bytes int) {
	bytes = s.m.CTASaveBytes(t.need)
	bw := int64(s.part.bw)
	transfer = (int64(bytes) + bw - 1) / bw
	return s.part.o.SaveLatency + transfer, transfer, bytes
}

// autoChoice (share-auto) picks the cheapest reduction that still frees the
// room within the latency bound: drain if the CTA ends by then, flush if it
// is idempotent and has done less work than a save and restore cost, save
// if the save completes by then; otherwise flush if it can, else save.
func (s *sim) autoChoice(ii int32, rem int64, idem bool, why string) (Reduction, string) {
	p := s.part
	t := &s.tmds[s.res.Intervals[ii].Task]
	cost, _, _ := s.saveCost(t)
	bound := p.o.LatencyBound
	done := s.res.Intervals[ii].Start
	elapsed := s.now - done
	saveAt := max(s.now, p.saveFree)
	switch {
	case rem <= bound:
		return ReduceDrain, why + fmt.Sprintf("; drained: it ends in %d cycles, within the bound %d", rem, bound)
	case idem && elapsed <= 2*cost:
		return ReduceFlush, why + fmt.Sprintf("; flushed: idempotent, %d cycles of work lost < save+restore %d", elapsed, 2*cost)
	case saveAt+cost-s.now <= bound:
		return ReduceSave, why + fmt.Sprintf("; saved: done in %d cycles, within the bound %d", saveAt+cost-s.now, bound)
	case idem:
		return ReduceFlush, why + "; flushed: a save would miss the bound"
	}
	return ReduceSave, why + "; saved: nothing meets the bound, saving loses no work"
}

// preempt starts saving (or flushes) the CTA of interval ii.
func (s *sim) preempt(ii int32, kind Reduction, arrivalTenant, arr int, reason string) {
	p := s.part
	iv := &s.res.Intervals[ii]
	t := &s.tmds[iv.Task]
	end := p.resident[ii]
	pr := Preemption{Time: s.now, Tenant: int(t.tenant), Arrival: arrivalTenant, Interval: int(ii), TMD: iv.Task,
		CTA: iv.CTA, SM: iv.SM, Kind: kind, Restore: -1, Restored: -1, Reason: reason}
	if kind == ReduceFlush {
		pr.Stop, pr.Saved = s.now, s.now
		pr.Lost = s.now - iv.Start
		pr.Remaining = s.fullCycles(iv, t)
		p.res.Preemptions = append(p.res.Preemptions, pr)
		pi := int32(len(p.res.Preemptions) - 1)
		p.stopping[ii] = pi
		s.saveDone(pi)
		return
	}
	cost, transfer, bytes := s.saveCost(t)
	stop := max(s.now, p.saveFree)
	if stop >= end {
		stop = s.now // it would end before its turn: save at once rather than race it
	}
	pr.Stop, pr.Saved, pr.Bytes, pr.Remaining = stop, stop+cost, bytes, end-stop
	p.saveFree = stop + transfer
	p.res.Preemptions = append(p.res.Preemptions, pr)
	pi := int32(len(p.res.Preemptions) - 1)
	p.stopping[ii] = pi
	s.push(pr.Saved, evSaveDone, pi)
}

// fullCycles is the whole work of the CTA of iv (for a restart after a flush).
func (s *sim) fullCycles(iv *Interval, t *tmdRun) int64 {
	if t.kind == TMDGrid || t.kind == TMDGraphics {
		return s.ctaCycles(int32(iv.Task), t, iv.CTA)
	}
	return s.part.resident[int32(s.ivIndex(iv))] - iv.Start
}

func (s *sim) ivIndex(iv *Interval) int {
	for i := len(s.res.Intervals) - 1; i >= 0; i-- {
		if &s.res.Intervals[i] == iv {
			return i
		}
	}
	return -1
}

// saveDone: the CTA's state is in memory (or it was flushed); its SM room is free.
func (s *sim) saveDone(pi int32) {
	p := s.part
	pr := &p.res.Preemptions[pi]
	ii := int32(pr.Interval)
	delete(p.stopping, ii)
	iv := &s.res.Intervals[ii]
	iv.End = s.now
	t := &s.tmds[iv.Task]
	sm := &s.sms[iv.SM]
	take(&s.free, &sm.used, &t.need)
	if t.split != SplitAny {
		sm.splitRefs--
	}
	s.rr = iv.SM
	s.partEnd(ii, t)
	tr := &p.tenants[t.tenant]
	tr.saved = append(tr.saved, pi)
}

// relaunch restores saved CTAs (and restarts flushed ones) where room
// allows, oldest preemption first, tenants in arrival order.
func (s *sim) relaunch() {
	p := s.part
	for _, k := range p.order {
		tr := &p.tenants[k]
		for len(tr.saved) > 0 {
			pi := tr.saved[0]
			pr := &p.res.Preemptions[pi]
			t := &s.tmds[pr.TMD]
			if !s.mayPlace(int32(k), s.units(t)) {
				break
			}
			placed := false
			for j := 0; j < len(s.sms); j++ {
				smi := (s.rr + j) % len(s.sms)
				if s.smAllowed(int32(k), smi) && s.fits(&s.sms[smi], t) {
					s.restore(pi, smi)
					placed = true
					break
				}
			}
			if !placed {
				tr.hungry = true
				break
			}
			tr = &p.tenants[k]
			tr.saved = tr.saved[1:]
		}
	}
}

// restore relaunches preemption pi's CTA on SM smi: restore cost, then its remaining work.
func (s *sim) restore(pi int32, smi int) {
	p := s.part
	pr := &p.res.Preemptions[pi]
	t := &s.tmds[pr.TMD]
	sm := &s.sms[smi]
	take(&sm.used, &s.free, &t.need)
	if t.split != SplitAny {
		sm.split = t.split
		sm.splitRefs++
	}
	old := s.res.Intervals[pr.Interval]
	iv := Interval{SM: smi, Start: s.now, End: -1, Task: old.Task, CTA: old.CTA, Kind: old.Kind, Parent: old.Parent,
		StallStart: -1, StallEnd: -1}
	var cost int64
	if pr.Kind == ReduceSave {
		cost, _, _ = s.saveCost(t)
	}
	s.res.Intervals = append(s.res.Intervals, iv)
	ii := int32(len(s.res.Intervals) - 1)
	pr.Restore = int(ii)
	pr.Restored = s.now + cost
	end := s.now + cost + pr.Remaining
	s.partStart(ii, t, end)
	s.push(end, evCTAEnd, ii)
	s.rr = (smi + 1) % len(s.sms)
}

// ---- Result helpers ----

// Quanta averages each tenant's utilization (percent of capacity) over
// windows of q cycles (q ≤ 0: the options' quantum): [quantum][tenant].
func (p *PartitionResult) Quanta(q int64, end int64) [][]float64 {
	if q <= 0 {
		q = p.Options.Quantum
	}
	n := int((end + q - 1) / q)
	out := make([][]float64, n)
	for i := range out {
		out[i] = make([]float64, len(p.Tenants))
	}
	for si, smp := range p.Samples {
		next := end
		if si+1 < len(p.Samples) {
			next = p.Samples[si+1].Time
		}
		for t0 := smp.Time; t0 < next; {
			qi := t0 / q
			t1 := min(next, (qi+1)*q)
			if int(qi) >= n {
				break
			}
			for k, u := range smp.Used {
				out[qi][k] += float64(u) * float64(t1-t0)
			}
			t0 = t1
		}
	}
	for i := range out {
		for k := range out[i] {
			out[i][k] = out[i][k] * 100 / float64(q) / float64(p.Capacity)
		}
	}
	return out
}

// MeanShare is tenant k's mean utilization (percent) over [from, to).
func (p *PartitionResult) MeanShare(k int, from, to int64) float64 {
	if to <= from {
		return 0
	}
	var acc float64
	for si, smp := range p.Samples {
		next := int64(1) << 62
		if si+1 < len(p.Samples) {
			next = p.Samples[si+1].Time
		}
		a, b := max(smp.Time, from), min(next, to)
		if b > a {
			acc += float64(smp.Used[k]) * float64(b-a)
		}
	}
	return acc * 100 / float64(to-from) / float64(p.Capacity)
}

// UsedAt returns each tenant's utilization (percent) at time t.
func (p *PartitionResult) UsedAt(t int64) []float64 {
	out := make([]float64, len(p.Tenants))
	i := sort.Search(len(p.Samples), func(i int) bool { return p.Samples[i].Time > t }) - 1
	if i >= 0 {
		for k, u := range p.Samples[i].Used {
			out[k] = float64(u) * 100 / float64(p.Capacity)
		}
	}
	return out
}
