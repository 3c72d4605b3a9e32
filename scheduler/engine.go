package scheduler

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// event kinds
const (
	evHostWrite uint8 = iota // a = host TMD index: the host starts writing it
	evHold                   // a = TMD: software hold released
	evCTAEnd                 // a = interval: the CTA leaves its SM
	evLaunch                 // a = interval, b = remaining cycles: the CTA reaches its launch point
	evComplete               // a = TMD: memory barrier done, finish logical completion
)

type event struct {
	t    int64
	seq  uint64
	a    int32
	kind uint8
}

// eventHeap is a binary min-heap ordered by (t, seq); seq makes the order of
// simultaneous events deterministic.
type eventHeap []event

func (h eventHeap) less(i, j int) bool {
	if h[i].t != h[j].t {
		return h[i].t < h[j].t
	}
	return h[i].seq < h[j].seq
}

func (h *eventHeap) push(e event) {
	*h = append(*h, e)
	s := *h
	i := len(s) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !(s[i].t < s[p].t || (s[i].t == s[p].t && s[i].seq < s[p].seq)) {
			break
		}
		s[i], s[p] = s[p], s[i]
		i = p
	}
}

func (h *eventHeap) pop() event {
	s := *h
	top := s[0]
	n := len(s) - 1
	last := s[n]
	s = s[:n]
	*h = s
	if n == 0 {
		return top
	}
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		c := l
		if r := l + 1; r < n && (s[r].t < s[l].t || (s[r].t == s[l].t && s[r].seq < s[l].seq)) {
			c = r
		}
		if !(s[c].t < last.t || (s[c].t == last.t && s[c].seq < last.seq)) {
			break
		}
		s[i] = s[c]
		i = c
	}
	s[i] = last
	return top
}

// contEntry is one continuation CTA in a queue TMD's circular FIFO.
type contEntry struct {
	parent int32 // interval of the parent CTA
	cycles int64
}

// producer is a parent CTA stalled because its queue was full.
type producer struct {
	interval int32
	entry    contEntry
}

// tmdRun is the mutable TMU state of one TMD.
type tmdRun struct {
	kind     TMDKind
	ctaKind  CTAKind
	created  bool
	pending  int
	inputDep int
	preds    int // unresolved dependencies recorded before the TMD was written (host TMDs)

	need     device.Usage
	split    CacheSplit
	cycles   int64   // base cycles per CTA
	jitter   int     // percent
	costs    []int64 // graphics: per-CTA cycles
	launch   *Launch
	task     int // Workload.Tasks index (-1)
	depth    int
	prio     int
	membar   bool
	release  int64 // host TMDs: when the host finishes writing it (software hold released)
	sems     []string
	nextCTA  int // next CTA to dispatch
	total    int // CTAs in the grid
	done     int // CTAs finished
	evicted  bool
	complete bool
	inReady  bool
	readyGen uint32
	order    uint64 // FIFO order among active grids

	outDep     int32   // output-dependence pointer (-1 null)
	dependents []int32 // After dependents
	notify     int32   // wait-in-place: interval of the parent CTA waiting for this child (-1)
	isChild    bool
	queue      int32 // grid: its queue TMD (-1)
	owner      int32 // queue/EOC: owning grid (-1)

	// queue TMD state
	fifo         []contEntry // circular buffer of capacity QueueSize
	head, count  int
	received     int // continuation CTAs ever queued
	dequeued     int
	contRunning  int
	ownerEvicted bool
	producers    []producer
	countedOnce  bool // CountOnce: the owner's pending counter was incremented
	contNeed     device.Usage
	contSplit    CacheSplit
}

type smRun struct {
	used      device.Usage
	split     CacheSplit
	splitRefs int // resident CTAs with a split other than SplitAny
}

type waitRec struct {
	remaining int64
	children  int
}

// RunError is a failure during a run (a limit exceeded, cancellation);
// validation problems are reported as *ValidationError instead.
type RunError struct {
	Time int64
	Msg  string
}

// Error formats the failure with its cycle.
func (e *RunError) Error() string { return fmt.Sprintf("at cycle %d: %s", e.Time, e.Msg) }

type sim struct {
	ctx context.Context
	m   device.PPU
	o   Options
	w   *Workload

	kernels map[string]int
	tasks   map[string]int
	child   []bool

	now             int64
	seq             uint64
	order           uint64
	h               eventQueue
	events          int
	err             error
	tmds            []tmdRun
	sms             []smRun
	capa            device.Usage
	free            device.Usage // total free resources over all SMs (a necessary condition for a fit)
	rr              int
	levels          []readyLevel // the WDU's active grids by priority (one level under FIFO)
	nready          int          // live entries over all levels
	waits           map[int32]*waitRec
	remaining       map[int32]int64 // launching CTAs: cycles left after the launch point
	pendingLaunches int
	ctasCreated     int
	ctasDone        int

	res *Result
}

// Run simulates the workload on machine m. It returns a *ValidationError
// list for bad input, a *RunError when a limit is exceeded during the run,
// or the Result. A deadlock is not an error: the Result's Deadlock explains it.
// The Result depends only on (m, w, o), never on GOMAXPROCS or timing.
func Run(ctx context.Context, m device.PPU, w Workload, o Options) (*Result, error) {
	if err := w.Validate(m, o); err != nil {
		return nil, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	o = o.withDefaults()
	progress := o.Progress
	o.Progress = nil
	s := &sim{ctx: ctx, m: m, o: o, w: &w, waits: map[int32]*waitRec{}, remaining: map[int32]int64{}}
	s.res = &Result{Machine: m, Options: o, Workload: w}
	s.init()
	s.loop(progress)
	if s.err != nil {
		return nil, s.err
	}
	s.finish()
	return s.res, nil
}

func (s *sim) init() {
	s.kernels = map[string]int{}
	for i, k := range s.w.Kernels {
		s.kernels[k.Name] = i
	}
	s.tasks = map[string]int{}
	for i, t := range s.w.Tasks {
		s.tasks[t.Name] = i
	}
	s.child = make([]bool, len(s.w.Tasks))
	for _, t := range s.w.Tasks {
		if t.Launch != nil {
			for _, c := range t.Launch.Children {
				s.child[s.tasks[c]] = true
			}
		}
	}
	s.sms = make([]smRun, s.m.SMs)
	s.capa = s.m.PerSM.Capacity()
	s.free = device.Usage{CTAs: s.capa.CTAs * s.m.SMs, Warps: s.capa.Warps * s.m.SMs, Threads: s.capa.Threads * s.m.SMs,
		Registers: s.capa.Registers * s.m.SMs, SharedMem: s.capa.SharedMem * s.m.SMs}

	// Preallocate from an estimate of the CTAs and TMDs the run will make,
	// so the big tables do not grow by copying.
	ctas, tmds := s.estimate()
	s.res.Intervals = make([]Interval, 0, ctas)
	s.res.TMDs = make([]TMDInfo, 0, tmds)
	s.tmds = make([]tmdRun, 0, tmds)
	s.res.Counters = make([]CounterEvent, 0, min(6*tmds, 1<<24))

	// Host TMDs get their indices up front (tasks, then graphics), so that
	// dependencies can point at TMDs the host has not written yet.
	var hostOrder []int32
	for i := range s.w.Tasks {
		if s.child[i] {
			continue
		}
		idx := s.newTask(i, -1, -1, -1, 0)
		hostOrder = append(hostOrder, idx)
	}
	for j := range s.w.Graphics {
		idx := s.newGraphics(j)
		hostOrder = append(hostOrder, idx)
	}
	if n := len(s.w.Graphics); n > 0 {
		for j, g := range s.w.Graphics {
			if g.Kind == FragmentGrid && s.res.TileDone == nil {
				s.res.TileDone = make([]int64, len(g.CTACosts))
				for k := range s.res.TileDone {
					s.res.TileDone[k] = -1
				}
				_ = j
			}
		}
	}

	// Dependencies among host TMDs: stream order is the output-dependence
	// pointer; After adds dependents.
	byName := map[string]int32{}
	for _, idx := range hostOrder {
		if _, ok := byName[s.res.TMDs[idx].Name]; !ok {
			byName[s.res.TMDs[idx].Name] = idx
		}
	}
	last := map[string]int32{}
	for _, idx := range hostOrder {
		info := &s.res.TMDs[idx]
		t := &s.tmds[idx]
		if info.Task >= 0 {
			task := s.w.Tasks[info.Task]
			if task.Stream != "" {
				if p, ok := last[task.Stream]; ok {
					s.tmds[p].outDep = idx
					s.res.TMDs[p].OutputDependence = int(idx)
					s.res.TMDs[p].Edges = append(s.res.TMDs[p].Edges, Edge{To: int(idx), Kind: EdgeStream})
					t.preds++
				}
				last[task.Stream] = idx
			}
			for _, a := range task.After {
				p := byName[a]
				s.tmds[p].dependents = append(s.tmds[p].dependents, idx)
				s.res.TMDs[p].Edges = append(s.res.TMDs[p].Edges, Edge{To: int(idx), Kind: EdgeAfter})
				t.preds++
			}
		}
	}
	nt := len(s.w.Tasks)
	nodes := make(map[int]int32) // host graph node → TMD
	for _, idx := range hostOrder {
		info := s.res.TMDs[idx]
		if info.Task >= 0 {
			nodes[info.Task] = idx
		} else {
			nodes[nt+info.Graphics] = idx
		}
	}
	graphByName := map[string]int{}
	for i, t := range s.w.Tasks {
		graphByName[t.Name] = i
	}
	for j, g := range s.w.Graphics {
		graphByName[g.Name] = nt + j
	}
	for j := range s.w.Graphics {
		idx := nodes[nt+j]
		for _, p := range graphicsPreds(s.w, j, graphByName) {
			pi := nodes[p]
			s.tmds[pi].dependents = append(s.tmds[pi].dependents, idx)
			s.res.TMDs[pi].Edges = append(s.res.TMDs[pi].Edges, Edge{To: int(idx), Kind: EdgeAfter})
			s.tmds[idx].preds++
		}
	}

	// The host writes TMDs one after the other.
	var hostFree int64
	for _, idx := range hostOrder {
		info := s.res.TMDs[idx]
		var submit int64
		if info.Task >= 0 {
			submit = s.w.Tasks[info.Task].SubmitAt
		} else {
			submit = s.w.Graphics[info.Graphics].SubmitAt
		}
		start := max(submit, hostFree)
		hostFree = start + s.o.HostWriteCycles
		s.tmds[idx].release = hostFree
		s.push(start, evHostWrite, idx)
	}
}

// estimate returns roughly how many CTAs and TMDs the run will create
// (launch trees included), capped so a wild estimate cannot exhaust memory.
func (s *sim) estimate() (ctas, tmds int) {
	type est struct{ ctas, tmds float64 }
	memo := map[int]est{}
	cont := s.o.Policy == Continuation
	var of func(i int) est
	of = func(i int) est {
		if e, ok := memo[i]; ok {
			return e
		}
		t := s.w.Tasks[i]
		e := est{float64(t.Grid.Count()), 1}
		if l := t.Launch; l != nil {
			every := max(l.Every, 1)
			launching := float64((t.Grid.Count() + every - 1) / every)
			var per est
			for _, c := range l.Children {
				ce := of(s.tasks[c])
				per.ctas += ce.ctas
				per.tmds += ce.tmds
			}
			if cont {
				per.ctas += 2 // EOC and continuation CTAs
				per.tmds++    // EOC TMD
				e.tmds++      // queue TMD
			}
			e.ctas += launching * per.ctas
			e.tmds += launching * per.tmds
		}
		memo[i] = e
		return e
	}
	var total est
	for i := range s.w.Tasks {
		if !s.child[i] {
			e := of(i)
			total.ctas += e.ctas
			total.tmds += e.tmds
		}
	}
	for _, g := range s.w.Graphics {
		total.ctas += float64(len(g.CTACosts))
		total.tmds++
	}
	ctas = int(min(total.ctas*1.05+1024, 1<<25))
	tmds = int(min(total.tmds+64, 1<<21))
	return ctas, tmds
}

func (s *sim) push(t int64, kind uint8, a int32) {
	s.seq++
	s.h.push(event{t: t, seq: s.seq, kind: kind, a: a})
}

// newTMD appends a TMD (not yet written) and returns its index.
func (s *sim) newTMD(info TMDInfo, run tmdRun) int32 {
	info.Created, info.Eligible, info.Start, info.End, info.Completed = -1, -1, -1, -1, -1
	info.OutputDependence = -1
	info.Queue = -1
	run.outDep, run.notify, run.queue = -1, -1, -1
	s.res.TMDs = append(s.res.TMDs, info)
	s.tmds = append(s.tmds, run)
	return int32(len(s.tmds) - 1)
}

func (s *sim) kernelFor(name string) Kernel { return s.w.Kernels[s.kernels[name]] }

// newTask creates the TMD of task ti (host task, or child grid launched by
// interval launchIv of TMD parent).
func (s *sim) newTask(ti int, parent int32, parentCTA int, launchIv int32, depth int) int32 {
	t := s.w.Tasks[ti]
	k := s.kernelFor(t.Kernel)
	block := t.Block
	if block.IsZero() {
		block = k.BlockSize
	}
	threads := block.Count()
	name := t.Name
	kind := KindCompute
	if parent >= 0 {
		name = s.res.TMDs[parent].Name + "/" + strconv.Itoa(parentCTA) + ":" + t.Name
		kind = KindChild
	}
	prio := t.Priority
	for _, st := range s.w.Streams {
		if st.Name == t.Stream && t.Stream != "" {
			prio += st.Priority
		}
	}
	info := TMDInfo{Name: name, Kind: TMDGrid, Task: ti, Graphics: -1, Kernel: t.Kernel, Grid: t.Grid, Block: block,
		CTAs: t.Grid.Count(), Threads: threads, RegistersPerThread: k.RegistersPerThread, SharedMem: k.SharedMemPerCTA,
		CacheSplit: k.CacheSplit, MemoryBarrier: t.MemoryBarrier, Semaphores: t.Semaphores, Priority: prio,
		Stream: t.Stream, Depth: depth, Parent: int(parent), ParentCTA: parentCTA, LaunchInterval: int(launchIv), Owner: -1}
	if parent < 0 {
		info.ParentCTA = -1
	}
	run := tmdRun{kind: TMDGrid, ctaKind: kind, need: s.m.CTAUsage(threads, k.RegistersPerThread, k.SharedMemPerCTA),
		split: k.CacheSplit, cycles: k.CyclesPerThread, jitter: k.JitterPercent, launch: t.Launch, task: ti,
		depth: depth, prio: prio, membar: t.MemoryBarrier, sems: t.Semaphores, total: t.Grid.Count(), isChild: parent >= 0,
		owner: -1}
	return s.newTMD(info, run)
}

func (s *sim) newGraphics(j int) int32 {
	g := s.w.Graphics[j]
	info := TMDInfo{Name: g.Name, Kind: TMDGraphics, Task: -1, Graphics: j, GraphicsKind: g.Kind,
		Grid: Dim3{len(g.CTACosts), 1, 1}, Block: Dim3{g.Threads, 1, 1}, CTAs: len(g.CTACosts), Threads: g.Threads,
		RegistersPerThread: g.RegistersPerThread, SharedMem: g.SharedMem, Priority: g.Priority, Parent: -1,
		ParentCTA: -1, LaunchInterval: -1, Owner: -1}
	run := tmdRun{kind: TMDGraphics, ctaKind: KindGraphics, need: s.m.CTAUsage(g.Threads, g.RegistersPerThread, g.SharedMem),
		costs: g.CTACosts, task: -1, prio: g.Priority, total: len(g.CTACosts), owner: -1}
	return s.newTMD(info, run)
}

// write makes a TMD visible to the TMU at the current time with its initial
// counters, and creates a launching grid's queue TMD beside it.
func (s *sim) write(idx int32, softwareHold bool) {
	t := &s.tmds[idx]
	info := &s.res.TMDs[idx]
	t.created = true
	info.Created = s.now
	t.pending = 1
	t.inputDep = t.preds
	if softwareHold {
		t.inputDep++
	}
	info.InitialPending, info.InitialInputDependence = t.pending, t.inputDep
	s.counter(idx, CounterPending, t.pending, ReasonCreated)
	s.counter(idx, CounterInputDependence, t.inputDep, ReasonCreated)
	if t.kind == TMDGrid && t.launch != nil && s.o.Policy == Continuation {
		s.newQueue(idx) // appends to s.tmds: t is stale from here
		t = &s.tmds[idx]
	}
	if t.inputDep == 0 {
		s.eligible(idx)
	}
}

func (s *sim) newQueue(owner int32) {
	o := &s.tmds[owner]
	oi := &s.res.TMDs[owner]
	need, split := o.need, o.split
	kernel := oi.Kernel
	if ck := o.launch.ContinuationKernel; ck != "" {
		k := s.kernelFor(ck)
		need = s.m.CTAUsage(oi.Threads, k.RegistersPerThread, k.SharedMemPerCTA)
		split = k.CacheSplit
		kernel = ck
	}
	info := TMDInfo{Name: oi.Name + "/queue", Kind: TMDQueue, Task: -1, Graphics: -1, Kernel: kernel, Block: oi.Block,
		Threads: oi.Threads, RegistersPerThread: need.Registers / max(1, need.Warps*s.m.WarpWidth), SharedMem: need.SharedMem,
		QueueSize: s.o.QueueSize, CacheSplit: split, Priority: oi.Priority, Depth: oi.Depth, Parent: -1, ParentCTA: -1,
		LaunchInterval: -1, Owner: int(owner)}
	run := tmdRun{kind: TMDQueue, ctaKind: KindContinuation, need: need, split: split, task: -1, depth: o.depth,
		prio: o.prio, owner: owner}
	q := s.newTMD(info, run)
	o = &s.tmds[owner]
	o.queue = q
	s.res.TMDs[owner].Queue = int(q)
	s.res.TMDs[owner].Edges = append(s.res.TMDs[owner].Edges, Edge{To: int(q), Kind: EdgeContinuation})
	qt := &s.tmds[q]
	qt.created = true
	s.res.TMDs[q].Created = s.now
	qt.pending, qt.inputDep = 1, 0
	s.res.TMDs[q].InitialPending = 1
	s.counter(q, CounterPending, 1, ReasonCreated)
	s.counter(q, CounterInputDependence, 0, ReasonCreated)
	s.eligible(q)
}

func (s *sim) counter(idx int32, c Counter, v int, r Reason) {
	s.res.Counters = append(s.res.Counters, CounterEvent{Time: s.now, TMD: int(idx), Counter: c, Value: v, Reason: r})
}

func (s *sim) fail(format string, a ...any) {
	if s.err == nil {
		s.err = &RunError{Time: s.now, Msg: fmt.Sprintf(format, a...)}
	}
}

// eligible is called when a TMD's input dependence reaches zero: the TMU
// moves it from the pending pool to the active pool.
func (s *sim) eligible(idx int32) {
	t := &s.tmds[idx]
	if s.res.TMDs[idx].Eligible < 0 {
		s.res.TMDs[idx].Eligible = s.now
	}
	s.order++
	t.order = s.order
	if t.kind == TMDEOC && s.o.EOCOnTMU {
		// The TMU executes the EOC task itself.
		t.nextCTA, t.done = 1, 1
		s.res.TMDs[idx].Start = s.now
		s.evicted(idx)
		return
	}
	if t.kind != TMDQueue && t.total == 0 {
		s.evicted(idx)
		return
	}
	s.addReady(idx)
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
func (s *sim) dropReady(l *readyLevel, t *tmdRun) {
	t.inReady = false
	l.live--
	s.nready--
}

func (s *sim) decInput(idx int32, r Reason) {
	t := &s.tmds[idx]
	if !t.created {
		t.preds--
		return
	}
	t.inputDep--
	s.counter(idx, CounterInputDependence, t.inputDep, r)
	if t.inputDep == 0 {
		s.eligible(idx)
	}
}

func (s *sim) incInput(idx int32, r Reason) {
	t := &s.tmds[idx]
	t.inputDep++
	s.counter(idx, CounterInputDependence, t.inputDep, r)
	// A queue TMD with input dependence > 0 goes back to the pending pool;
	// the WDU drops it from the active list lazily.
}

func (s *sim) decPending(idx int32, r Reason) {
	t := &s.tmds[idx]
	t.pending--
	s.counter(idx, CounterPending, t.pending, r)
	if t.pending == 0 {
		if t.membar {
			s.push(s.now+s.o.MembarCycles, evComplete, idx)
		} else {
			s.completed(idx)
		}
	}
}

func (s *sim) incPending(idx int32, r Reason) {
	t := &s.tmds[idx]
	t.pending++
	s.counter(idx, CounterPending, t.pending, r)
}

// evicted: the grid's last CTA has left the SMs.
func (s *sim) evicted(idx int32) {
	t := &s.tmds[idx]
	t.evicted = true
	s.res.TMDs[idx].End = s.now
	s.decPending(idx, ReasonEvicted)
	if t.queue >= 0 {
		q := &s.tmds[t.queue]
		q.ownerEvicted = true
		s.checkQueueDone(t.queue)
	}
}

func (s *sim) checkQueueDone(qi int32) {
	q := &s.tmds[qi]
	if q.evicted || !q.ownerEvicted || q.count > 0 || q.contRunning > 0 || len(q.producers) > 0 {
		return
	}
	q.evicted = true
	s.res.TMDs[qi].End = s.now
	s.res.TMDs[qi].CTAs = q.received
	s.decPending(qi, ReasonEvicted)
}

// completed: logical completion (pending counter reached zero, memory barrier done).
func (s *sim) completed(idx int32) {
	t := &s.tmds[idx]
	t.complete = true
	info := &s.res.TMDs[idx]
	info.Completed = s.now
	for _, sem := range t.sems {
		s.res.Semaphores = append(s.res.Semaphores, SemaphoreEvent{Time: s.now, TMD: int(idx), Name: sem})
	}
	if t.isChild {
		s.pendingLaunches--
	}
	switch t.kind {
	case TMDQueue:
		if s.o.Counting == CountOnce && t.countedOnce {
			s.decPending(t.owner, ReasonContinuationDone)
		}
	}
	if t.outDep >= 0 {
		r := ReasonPredecessor
		switch {
		case t.kind == TMDEOC:
			r = ReasonEOCDone
		case s.tmds[t.outDep].kind == TMDEOC:
			r = ReasonChildDone
		}
		s.decInput(t.outDep, r)
	}
	for _, d := range t.dependents {
		s.decInput(d, ReasonPredecessor)
	}
	if t.notify >= 0 {
		w := s.waits[t.notify]
		w.children--
		if w.children == 0 {
			iv := &s.res.Intervals[t.notify]
			iv.StallEnd = s.now
			delete(s.waits, t.notify)
			s.push(s.now+w.remaining, evCTAEnd, t.notify)
		}
	}
}

// ctaCycles returns the duration of CTA c of TMD idx.
func (s *sim) ctaCycles(idx int32, t *tmdRun, c int) int64 {
	if t.costs != nil {
		return t.costs[c]
	}
	d := t.cycles
	if t.jitter > 0 {
		r := d * int64(t.jitter) / 100
		if r > 0 {
			h := splitmix(uint64(s.o.Seed) ^ uint64(idx)*0x9E3779B97F4A7C15 ^ uint64(c)*0xC2B2AE3D27D4EB4F)
			hi, _ := bits.Mul64(h, uint64(2*r+1)) // uniform in [0, 2r] without a division
			d += int64(hi) - r
		}
	}
	return max(d, 1)
}

func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
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
func (s *sim) fits(sm *smRun, t *tmdRun) bool {
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
			for s.dispatchable(t) {
				if n, f := &t.need, &s.free; n.CTAs > f.CTAs || n.Warps > f.Warps || n.Threads > f.Threads ||
					n.Registers > f.Registers || n.SharedMem > f.SharedMem {
					break
				}
				placed := false
				for k := 0; k < nsm; k++ {
					smi := s.rr + k
					if smi >= nsm {
						smi -= nsm
					}
					if s.fits(&s.sms[smi], t) {
						s.start(e.idx, t, smi)
						s.rr = smi + 1
						if s.rr == nsm {
							s.rr = 0
						}
						placed = true
						break
					}
				}
				if !placed {
					break
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
	var cycles int64
	launching := false
	switch t.kind {
	case TMDQueue:
		e := t.fifo[t.head]
		t.head++
		if t.head == len(t.fifo) {
			t.head = 0
		}
		t.count--
		iv.CTA = t.dequeued
		t.dequeued++
		iv.Parent = int(e.parent)
		cycles = e.cycles
		t.contRunning++
		// A slot is free: the first stalled producer queues its continuation.
		if len(t.producers) > 0 {
			p := t.producers[0]
			t.producers = t.producers[1:]
			s.res.Intervals[p.interval].StallEnd = s.now
			s.enqueue(idx, p.entry)
			s.push(s.now, evCTAEnd, p.interval)
			t = &s.tmds[idx]
		}
	case TMDEOC:
		iv.CTA = 0
		t.nextCTA++
		cycles = s.o.EOCCycles
	default:
		c := t.nextCTA
		t.nextCTA++
		iv.CTA = c
		cycles = s.ctaCycles(idx, t, c)
		if l := t.launch; l != nil && (l.Every <= 1 || c%l.Every == 0) {
			launching = true
		}
	}
	s.res.Intervals = append(s.res.Intervals, iv)
	ii := int32(len(s.res.Intervals) - 1)
	s.ctasCreated++
	if launching {
		at := int64(math.Floor(t.launch.At * float64(cycles)))
		s.remaining[ii] = cycles - at
		s.push(s.now+at, evLaunch, ii)
	} else {
		s.push(s.now+cycles, evCTAEnd, ii)
	}
}

// enqueue adds a continuation CTA to queue TMD qi (space is guaranteed).
func (s *sim) enqueue(qi int32, e contEntry) {
	q := &s.tmds[qi]
	if q.count == len(q.fifo) {
		// The FIFO's backing store grows on demand up to QueueSize entries.
		nf := make([]contEntry, min(max(2*len(q.fifo), 8), s.o.QueueSize))
		for k := 0; k < q.count; k++ {
			nf[k] = q.fifo[(q.head+k)%len(q.fifo)]
		}
		q.fifo, q.head = nf, 0
	}
	pos := q.head + q.count
	if pos >= len(q.fifo) {
		pos -= len(q.fifo)
	}
	q.fifo[pos] = e
	q.count++
	q.received++
	s.res.TMDs[qi].CTAs = q.received
	owner := q.owner
	if s.o.Counting == CountPerCTA {
		s.incPending(owner, ReasonContinuationQueued)
	} else if !q.countedOnce {
		q.countedOnce = true
		s.incPending(owner, ReasonContinuationQueued)
	}
	if q.inputDep == 0 {
		s.addReady(qi)
	}
}

// launchPoint: the parent CTA of interval ii reaches its launch point.
func (s *sim) launchPoint(ii int32, remaining int64) {
	iv := s.res.Intervals[ii]
	p := int32(iv.Task)
	pt := &s.tmds[p]
	l := pt.launch
	depth := pt.depth + 1
	if depth > s.o.MaxDepth {
		s.fail("%s CTA %d launches %s at nesting depth %d, above the limit %d", s.res.TMDs[p].Name, iv.CTA,
			strings.Join(l.Children, ", "), depth, s.o.MaxDepth)
		return
	}
	if s.pendingLaunches+len(l.Children) > s.o.MaxPendingLaunches {
		s.fail("%s CTA %d would have %d child grids pending, above the pending-launch limit %d "+
			"(raise max_pending_launches or launch fewer children)", s.res.TMDs[p].Name, iv.CTA,
			s.pendingLaunches+len(l.Children), s.o.MaxPendingLaunches)
		return
	}
	prio := pt.prio
	children := make([]int32, 0, len(l.Children))
	for _, name := range l.Children { // newTask appends to s.tmds: pt is stale from here
		c := s.newTask(s.tasks[name], p, iv.CTA, ii, depth)
		s.pendingLaunches++
		s.res.TMDs[p].Edges = append(s.res.TMDs[p].Edges, Edge{To: int(c), Kind: EdgeChild})
		children = append(children, c)
	}
	if s.o.Policy == WaitInPlace {
		s.waits[ii] = &waitRec{remaining: remaining, children: len(children)}
		in := &s.res.Intervals[ii]
		in.Stall, in.StallStart, in.StallEnd = StallWaitChildren, s.now, -1
		for _, c := range children {
			s.tmds[c].notify = ii
			s.write(c, false)
		}
		return
	}
	// Continuation: an EOC TMD waits for the children and releases the queue.
	pi := s.res.TMDs[p]
	qi := s.tmds[p].queue
	eoc := s.newTMD(TMDInfo{Name: pi.Name + "/" + strconv.Itoa(iv.CTA) + ":eoc", Kind: TMDEOC, Task: -1, Graphics: -1,
		Grid: Dim3{1, 1, 1}, Block: Dim3{s.m.WarpWidth, 1, 1}, CTAs: 1, Threads: s.m.WarpWidth, RegistersPerThread: 16,
		Depth: depth, Parent: int(p), ParentCTA: iv.CTA, LaunchInterval: int(ii), Owner: int(p)},
		tmdRun{kind: TMDEOC, ctaKind: KindEOC, need: s.m.CTAUsage(s.m.WarpWidth, 16, 0), task: -1, depth: depth,
			prio: prio, total: 1, owner: p})
	et := &s.tmds[eoc]
	// The EOC task is dispatched at the priority of its most urgent child,
	// so that it does not wait behind the work its children overtook.
	for _, c := range children {
		if p := s.tmds[c].prio; p > et.prio {
			et.prio = p
		}
	}
	s.res.TMDs[eoc].Priority = et.prio
	et.created = true
	s.res.TMDs[eoc].Created = s.now
	et.pending = 1
	s.res.TMDs[eoc].InitialPending = 1
	s.counter(eoc, CounterPending, 1, ReasonCreated)
	s.counter(eoc, CounterInputDependence, 0, ReasonCreated)
	for _, c := range children {
		s.tmds[c].outDep = eoc
		s.res.TMDs[c].OutputDependence = int(eoc)
		s.res.TMDs[c].Edges = append(s.res.TMDs[c].Edges, Edge{To: int(eoc), Kind: EdgeOutputDependence})
		s.incInput(eoc, ReasonChildLaunched)
	}
	s.res.TMDs[eoc].InitialInputDependence = len(children)
	et = &s.tmds[eoc]
	et.outDep = qi
	s.res.TMDs[eoc].OutputDependence = int(qi)
	s.res.TMDs[eoc].Edges = append(s.res.TMDs[eoc].Edges, Edge{To: int(qi), Kind: EdgeOutputDependence})
	s.incInput(qi, ReasonEOCAttached)
	for _, c := range children {
		s.write(c, false)
	}
	// The continuation CTA: the rest of the parent's work (or the continuation kernel).
	cycles := max(remaining, 1)
	if ck := l.ContinuationKernel; ck != "" {
		k := s.kernelFor(ck)
		tmp := tmdRun{cycles: k.CyclesPerThread, jitter: k.JitterPercent}
		cycles = s.ctaCycles(qi, &tmp, s.tmds[qi].received+len(s.tmds[qi].producers))
	}
	e := contEntry{parent: ii, cycles: cycles}
	q := &s.tmds[qi]
	if q.count == s.o.QueueSize {
		in := &s.res.Intervals[ii]
		in.Stall, in.StallStart, in.StallEnd = StallQueueFull, s.now, -1
		q.producers = append(q.producers, producer{interval: ii, entry: e})
		return
	}
	s.enqueue(qi, e)
	s.ctaEnd(ii)
}

// ctaEnd: the CTA of interval ii leaves its SM.
func (s *sim) ctaEnd(ii int32) {
	iv := &s.res.Intervals[ii]
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
	switch t.kind {
	case TMDQueue:
		t.contRunning--
		if s.o.Counting == CountPerCTA {
			s.decPending(t.owner, ReasonContinuationDone)
		}
		s.checkQueueDone(idx)
	default:
		if t.kind == TMDGraphics && s.res.TMDs[idx].GraphicsKind == FragmentGrid && s.res.TileDone != nil &&
			iv.CTA < len(s.res.TileDone) && s.isFirstFragment(idx) {
			s.res.TileDone[iv.CTA] = s.now
		}
		t.done++
		if t.done == t.total {
			s.evicted(idx)
		}
	}
}

// isFirstFragment reports whether idx is the first fragment grid (the one
// whose CTAs are Frame.Tiles).
func (s *sim) isFirstFragment(idx int32) bool {
	g := s.res.TMDs[idx].Graphics
	for j := 0; j < g; j++ {
		if s.w.Graphics[j].Kind == FragmentGrid {
			return false
		}
	}
	return true
}

func (s *sim) loop(progress func(done, total int)) {
	for s.h.len() > 0 && s.err == nil {
		s.now = s.h.top().t
		if s.o.MaxCycles > 0 && s.now > s.o.MaxCycles {
			s.fail("simulated time passed max_cycles %d", s.o.MaxCycles)
			return
		}
		for s.h.hasAt(s.now) && s.err == nil {
			e := s.h.pop()
			s.events++
			switch e.kind {
			case evCTAEnd:
				s.ctaEnd(e.a)
			case evLaunch:
				rem := s.remaining[e.a]
				delete(s.remaining, e.a)
				s.launchPoint(e.a, rem)
			case evHostWrite:
				s.write(e.a, true)
				s.push(s.tmds[e.a].release, evHold, e.a)
			case evHold:
				s.decInput(e.a, ReasonSoftwareHold)
			case evComplete:
				s.completed(e.a)
			}
			if s.events&0xFFF == 0 {
				if err := s.ctx.Err(); err != nil {
					s.err = &RunError{Time: s.now, Msg: "cancelled: " + err.Error()}
					return
				}
				if progress != nil && s.events&0xFFFF == 0 {
					progress(s.ctasDone, s.ctasCreated)
				}
			}
		}
		if s.nready > 0 {
			s.dispatch()
		}
	}
	if progress != nil && s.err == nil {
		progress(s.ctasDone, s.ctasCreated)
	}
}

// finish fills in the Result after the event queue ran dry, diagnosing a
// deadlock if work remains.
func (s *sim) finish() {
	r := s.res
	r.Events = s.events
	r.Makespan = s.now
	var incomplete []int
	for i := range s.tmds {
		if !s.tmds[i].complete {
			incomplete = append(incomplete, i)
		}
	}
	if len(incomplete) == 0 {
		return
	}
	d := &Deadlock{Time: s.now, Policy: s.o.Policy, Incomplete: incomplete}
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		if iv.End >= 0 {
			continue
		}
		h := Holder{SM: iv.SM, Interval: i, TMD: iv.Task, Name: r.TMDs[iv.Task].Name, CTA: iv.CTA}
		switch iv.Stall {
		case StallWaitChildren:
			var names []string
			for _, e := range r.TMDs[iv.Task].Edges {
				c := e.To
				if e.Kind == EdgeChild && r.TMDs[c].LaunchInterval == i && !s.tmds[c].complete {
					names = append(names, r.TMDs[c].Name)
				}
			}
			h.Waiting = "waiting in place for child grid(s) " + strings.Join(names, ", ")
		case StallQueueFull:
			h.Waiting = fmt.Sprintf("waiting for a free entry in %s (full, %d entries)", r.TMDs[s.tmds[iv.Task].queue].Name, s.o.QueueSize)
		default:
			h.Waiting = "running"
		}
		d.Holders = append(d.Holders, h)
	}
	sortHolders(d.Holders)
	// Who decrements whose input dependence, among TMDs still incomplete.
	preds := map[int32][]int32{}
	for _, i := range incomplete {
		t := &s.tmds[i]
		if t.outDep >= 0 {
			preds[t.outDep] = append(preds[t.outDep], int32(i))
		}
		for _, dep := range t.dependents {
			preds[dep] = append(preds[dep], int32(i))
		}
	}
	type fitKey struct {
		need  device.Usage
		split CacheSplit
	}
	noFit := map[fitKey]string{}
	queueFull := false
	for _, h := range d.Holders {
		queueFull = queueFull || r.Intervals[h.Interval].Stall == StallQueueFull
	}
	d.QueueFull = queueFull
	for _, i := range incomplete {
		t := &s.tmds[i]
		left := 0
		switch {
		case !t.created:
			continue
		case t.kind == TMDQueue:
			left = t.count
		default:
			left = t.total - t.nextCTA
		}
		if left == 0 {
			continue
		}
		b := Blocked{TMD: i, Name: r.TMDs[i].Name, CTAsLeft: left}
		if t.inputDep > 0 {
			b.Needs = fmt.Sprintf("input dependence is %d (waiting for %s)", t.inputDep, s.names(preds[int32(i)]))
		} else {
			k := fitKey{t.need, t.split}
			why, ok := noFit[k]
			if !ok {
				why = s.whyNoFit(t)
				noFit[k] = why
			}
			b.Needs = why
		}
		d.Blocked = append(d.Blocked, b)
	}
	r.Deadlock = d
}

func sortHolders(h []Holder) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && (h[j].SM < h[j-1].SM || (h[j].SM == h[j-1].SM && h[j].Interval < h[j-1].Interval)); j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}

// names lists TMD names for a diagnosis (at most six, then a count).
func (s *sim) names(idx []int32) string {
	var names []string
	for k, i := range idx {
		if k == 6 {
			names = append(names, fmt.Sprintf("%d more", len(idx)-6))
			break
		}
		names = append(names, s.res.TMDs[i].Name)
	}
	if len(names) == 0 {
		return "nothing that can still finish"
	}
	return strings.Join(names, ", ")
}

// whyNoFit explains, for the SM with most room, which resource a CTA of t lacks.
func (s *sim) whyNoFit(t *tmdRun) string {
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
