package scheduler

// The TMU: task metadata (TMDs) and their counters, the pending and active
// pools, continuation queues, EOC tasks and child launches. Everything that
// changes a pending or input-dependence counter lives here, so the counting
// rules (per CTA or once, EOC on the TMU or dispatched) stay in one place.

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// tmuState is the mutable state of the TMU: one tmdRun per TMD, indexed
// like Result.TMDs, plus the bookkeeping of launches in flight.
type tmuState struct {
	tmds            []tmdRun
	order           uint64             // FIFO order stamp of grids entering the active pool
	waits           map[int32]*waitRec // wait-in-place: parent intervals waiting for children
	remaining       map[int32]int64    // launching CTAs: cycles left after the launch point
	pendingLaunches int                // child grids launched and not yet complete
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
	writes   int   // MembarCounted: CTA writes not yet acknowledged
	barWait  bool  // MembarCounted: pending reached 0, waiting for the writes
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

	tenant     int32     // partition tenant (-1 none)
	idempotent bool      // the kernel may be flushed
	reduce     Reduction // the task's reduction override

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

type waitRec struct {
	remaining int64
	children  int
}

// newTMD appends a TMD (not yet written) and returns its index.
func (s *sim) newTMD(info TMDInfo, run tmdRun) int32 {
	info.Created, info.Eligible, info.Start, info.End, info.Completed = -1, -1, -1, -1, -1
	info.OutputDependence = -1
	info.Queue = -1
	run.outDep, run.notify, run.queue = -1, -1, -1
	run.tenant = -1
	s.onGridCreated(&info, &run)
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
		owner: -1, idempotent: k.Idempotent, reduce: t.Reduce}
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
	if t.kind == TMDGrid && t.launch != nil && s.o.Policy == Continuation && s.o.Queue == QueuePerGrid {
		s.newQueue(idx, "/queue") // appends to s.tmds: t is stale from here
		t = &s.tmds[idx]
	}
	if t.inputDep == 0 {
		s.eligible(idx)
	}
}

// newQueue creates a queue TMD of grid owner named after it with suffix.
// The grid's queue (QueuePerGrid) is eligible at once; a CTA's queue
// (QueuePerCTA) waits for its EOC.
func (s *sim) newQueue(owner int32, suffix string) int32 {
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
	info := TMDInfo{Name: oi.Name + suffix, Kind: TMDQueue, Task: -1, Graphics: -1, Kernel: kernel, Block: oi.Block,
		Threads: oi.Threads, RegistersPerThread: need.Registers / max(1, need.Warps*s.m.WarpWidth), SharedMem: need.SharedMem,
		QueueSize: s.o.QueueSize, CacheSplit: split, Priority: oi.Priority, Depth: oi.Depth, Parent: -1, ParentCTA: -1,
		LaunchInterval: -1, Owner: int(owner)}
	run := tmdRun{kind: TMDQueue, ctaKind: KindContinuation, need: need, split: split, task: -1, depth: o.depth,
		prio: o.prio, owner: owner}
	q := s.newTMD(info, run)
	perGrid := s.o.Queue == QueuePerGrid
	if perGrid {
		s.tmds[owner].queue = q
		s.res.TMDs[owner].Queue = int(q)
	}
	s.res.TMDs[owner].Edges = append(s.res.TMDs[owner].Edges, Edge{To: int(q), Kind: EdgeContinuation})
	qt := &s.tmds[q]
	qt.created = true
	s.res.TMDs[q].Created = s.now
	qt.pending, qt.inputDep = 1, 0
	s.res.TMDs[q].InitialPending = 1
	s.counter(q, CounterPending, 1, ReasonCreated)
	s.counter(q, CounterInputDependence, 0, ReasonCreated)
	if perGrid {
		s.eligible(q)
	} else {
		qt.ownerEvicted = true // it holds one CTA's continuation only
	}
	return q
}

func (s *sim) counter(idx int32, c Counter, v int, r Reason) {
	s.res.Counters = append(s.res.Counters, CounterEvent{Time: s.now, TMD: int(idx), Counter: c, Value: v, Reason: r})
}

// eligible is called when a TMD's input dependence reaches zero: the TMU
// moves it from the pending pool to the active pool.
func (s *sim) eligible(idx int32) {
	s.onGridEligible(idx)
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
		s.barrier(idx, t)
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
		if s.o.Counting == CountPerChild {
			s.decPending(int32(info.Parent), ReasonChildDone)
		}
	}
	switch t.kind {
	case TMDQueue:
		if s.o.Counting != CountPerCTA && t.countedOnce {
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
	defer s.onGridDone(idx)
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
		if s.o.Counting == CountPerChild {
			s.incPending(p, ReasonChildLaunched)
		}
	}
	if s.o.Policy == WaitInPlace {
		s.waits[ii] = &waitRec{remaining: remaining, children: len(children)}
		in := &s.res.Intervals[ii]
		in.Stall, in.StallStart, in.StallEnd = StallWaitChildren, s.now, -1
		for _, c := range children {
			s.tmds[c].notify = ii
		}
		s.writeChildren(children)
		return
	}
	// Continuation: an EOC TMD waits for the children and releases the queue.
	pi := s.res.TMDs[p]
	qi := s.tmds[p].queue
	if s.o.Queue == QueuePerCTA {
		qi = s.newQueue(p, "/"+strconv.Itoa(iv.CTA)+":queue")
	}
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
	s.writeChildren(children)
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

// nextCTA takes the next CTA out of TMD idx for the interval iv being
// started: it fills iv.CTA (and iv.Parent for a continuation) and returns
// the CTA's cycles and whether it reaches a launch point.
func (s *sim) nextCTA(idx int32, t *tmdRun, iv *Interval) (cycles int64, launching bool) {
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
	return cycles, launching
}

// ctaDone counts CTA cta of TMD idx as finished (it has left its SM).
func (s *sim) ctaDone(idx int32, t *tmdRun, cta int) {
	s.ctaWrites(idx, t)
	switch t.kind {
	case TMDQueue:
		t.contRunning--
		if s.o.Counting == CountPerCTA {
			s.decPending(t.owner, ReasonContinuationDone)
		}
		s.checkQueueDone(idx)
	default:
		if t.kind == TMDGraphics && s.res.TMDs[idx].GraphicsKind == FragmentGrid && s.res.TileDone != nil &&
			cta < len(s.res.TileDone) && s.isFirstFragment(idx) {
			s.res.TileDone[cta] = s.now
		}
		t.done++
		if t.done == t.total {
			s.evicted(idx)
		}
	}
}
