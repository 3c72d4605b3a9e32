package scheduler

// The TMU: task metadata (TMDs) and their counters, the pending and active
// pools, continuation queues, EOC tasks and child launches. Everything that
// changes a pending or input-dependence counter lives here, so the counting
// rules (per CTA or once, EOC on the TMU or dispatched) stay in one place.

import (
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// tmu is the TMU: one tmdRun per TMD, indexed like Result.TMDs, plus the
// bookkeeping of launches in flight. It hands eligible grids to the WDU
// (wd) and ends on the SM array (sa) a parent CTA whose continuation was
// queued at its launch point.
type tmu struct {
	*core
	wd *wdu
	sa *smArray

	tmds            []tmdRun
	waits           map[int32]*waitRec // wait-in-place: parent intervals waiting for children
	remaining       map[int32]int64    // launching CTAs: cycles left after the launch point
	pendingLaunches int                // child grids launched and not yet complete

	// its event kinds (events.go)
	evHostWrite eventKind // a = host TMD: the host starts writing it
	evHold      eventKind // a = TMD: software hold released
	evLaunch    eventKind // a = interval: the CTA reaches its launch point
	evComplete  eventKind // a = TMD: memory barrier done, finish logical completion
	evWriteAck  eventKind // a = TMD: one CTA's writes acknowledged (MembarCounted)
}

func newTMU(c *core) *tmu {
	tm := &tmu{core: c, waits: map[int32]*waitRec{}, remaining: map[int32]int64{}}
	tm.evHostWrite = c.ev.register(tm.hostWrite)
	tm.evHold = c.ev.register(tm.holdReleased)
	tm.evLaunch = c.ev.register(tm.launchEvent)
	tm.evComplete = c.ev.register(tm.completed)
	tm.evWriteAck = c.ev.register(tm.writeAck)
	return tm
}

// holdReleased: TMD idx's software hold is released.
func (tm *tmu) holdReleased(idx int32) { tm.decInput(idx, ReasonSoftwareHold) }

// tmd is the TMU's state of TMD idx.
func (tm *tmu) tmd(idx int32) *tmdRun { return &tm.tmds[idx] }

// armLaunch schedules the launch point of the launching CTA of interval
// ii, which runs cycles in all: the rest is kept until the launch point.
func (tm *tmu) armLaunch(ii int32, t *tmdRun, cycles int64) {
	at := int64(math.Floor(t.launch.At * float64(cycles)))
	tm.remaining[ii] = cycles - at
	tm.push(tm.now+at, tm.evLaunch, ii)
}

// hostWrite: the host starts writing TMD idx; its software hold is
// released when the write is done.
func (tm *tmu) hostWrite(idx int32) {
	tm.write(idx, true)
	tm.push(tm.tmds[idx].release, tm.evHold, idx)
}

// launching reports whether the CTA of interval ii has its launch point
// still ahead.
func (tm *tmu) launching(ii int32) bool {
	_, ok := tm.remaining[ii]
	return ok
}

// launchEvent: the CTA of interval ii reached its launch point.
func (tm *tmu) launchEvent(ii int32) {
	rem := tm.remaining[ii]
	delete(tm.remaining, ii)
	tm.launchPoint(ii, rem)
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

// tmdRun is the run-time state of one TMD, in parts, each owned by the
// component that changes it; the others read it (the fields of the parts
// are promoted, so a reader writes t.need, t.pending, …):
//
//	part        owner       what
//	tmdRec      TMU         kind, counters, dependencies, completion
//	ctaWork     TMU         the grid's CTAs: resources, costs, handed out, done
//	                        (the WDU and the SM array read it to place CTAs)
//	readyState  WDU         its place in the WDU's active list
//	tenantTag   partition   tenant, flushable, reduction (set by its hook)
//	q           TMU         a queue TMD's continuation FIFO (nil for others)
type tmdRun struct {
	tmdRec
	ctaWork
	readyState
	tenantTag
	q *queueState
}

// tmdRec is the TMU's record of a TMD: its kind, counters, dependencies
// and completion. Only the TMU (tmu.go, membar.go, queuegran.go,
// devstream.go) changes it.
type tmdRec struct {
	kind     TMDKind
	ctaKind  CTAKind
	created  bool
	pending  int
	inputDep int
	preds    int // unresolved dependencies recorded before the TMD was written (host TMDs)

	launch   *Launch
	task     int // Workload.Tasks index (-1)
	depth    int
	prio     int
	membar   bool
	writes   int   // MembarCounted: CTA writes not yet acknowledged
	barWait  bool  // MembarCounted: pending reached 0, waiting for the writes
	release  int64 // host TMDs: when the host finishes writing it (software hold released)
	sems     []string
	evicted  bool
	complete bool

	outDep     int32   // output-dependence pointer (-1 null)
	dependents []int32 // After dependents
	notify     int32   // wait-in-place: interval of the parent CTA waiting for this child (-1)
	isChild    bool
	queue      int32 // grid: its queue TMD (-1)
	owner      int32 // queue/EOC: owning grid (-1)
}

// ctaWork is a grid's CTAs: what each needs and costs, how many the TMU
// has handed out and how many finished. The TMU changes it (nextCTA);
// the WDU and the SM array read it to place CTAs.
type ctaWork struct {
	need    device.Usage
	split   CacheSplit
	cycles  int64   // base cycles per CTA
	jitter  int     // percent
	costs   []int64 // graphics: per-CTA cycles
	nextCTA int     // next CTA to dispatch
	total   int     // CTAs in the grid
	done    int     // CTAs finished
}

// readyState is the WDU's bookkeeping of a grid in its active list
// (wdu.go changes it).
type readyState struct {
	inReady  bool
	readyGen uint32
	order    uint64 // FIFO order among active grids
}

// tenantTag is the partition's tag on a TMD: set by the partition's
// gridCreated hook (tenant) or from the task and kernel (what a reduction
// may do); read by the partition only.
type tenantTag struct {
	tenant     int32     // partition tenant (-1 none)
	idempotent bool      // the kernel may be flushed
	reduce     Reduction // the task's reduction override
}

// queueState is a queue TMD's continuation FIFO, owned by the TMU.
type queueState struct {
	fifo         []contEntry // circular buffer of capacity QueueSize
	head, count  int
	received     int // continuation CTAs ever queued
	dequeued     int
	contRunning  int
	ownerEvicted bool
	producers    []producer
	countedOnce  bool // CountOnce: the owner's pending counter was incremented
}

type waitRec struct {
	remaining int64
	children  int
}

// newTMD appends a TMD (not yet written) and returns its index.
func (tm *tmu) newTMD(info TMDInfo, run tmdRun) int32 {
	info.Created, info.Eligible, info.Start, info.End, info.Completed = -1, -1, -1, -1, -1
	info.OutputDependence = -1
	info.Queue = -1
	run.outDep, run.notify, run.queue = -1, -1, -1
	tm.onGridCreated(&info, &run)
	tm.res.TMDs = append(tm.res.TMDs, info)
	tm.tmds = append(tm.tmds, run)
	return int32(len(tm.tmds) - 1)
}

func (tm *tmu) kernelFor(name string) Kernel { return tm.w.Kernels[tm.kernels[name]] }

// newTask creates the TMD of task ti (host task, or child grid launched by
// interval launchIv of TMD parent).
func (tm *tmu) newTask(ti int, parent int32, parentCTA int, launchIv int32, depth int) int32 {
	t := tm.w.Tasks[ti]
	k := tm.kernelFor(t.Kernel)
	block := t.Block
	if block.IsZero() {
		block = k.BlockSize
	}
	threads := block.Count()
	name := t.Name
	kind := KindCompute
	if parent >= 0 {
		name = tm.res.TMDs[parent].Name + "/" + strconv.Itoa(parentCTA) + ":" + t.Name
		kind = KindChild
	}
	prio := t.Priority
	for _, st := range tm.w.Streams {
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
	run := tmdRun{
		tmdRec: tmdRec{kind: TMDGrid, ctaKind: kind, launch: t.Launch, task: ti, depth: depth, prio: prio,
			membar: t.MemoryBarrier, sems: t.Semaphores, isChild: parent >= 0, owner: -1},
		ctaWork: ctaWork{need: tm.m.CTAUsage(threads, k.RegistersPerThread, k.SharedMemPerCTA), split: k.CacheSplit,
			cycles: k.CyclesPerThread, jitter: k.JitterPercent, total: t.Grid.Count()}}
	return tm.newTMD(info, run)
}

func (tm *tmu) newGraphics(j int) int32 {
	g := tm.w.Graphics[j]
	info := TMDInfo{Name: g.Name, Kind: TMDGraphics, Task: -1, Graphics: j, GraphicsKind: g.Kind,
		Grid: Dim3{len(g.CTACosts), 1, 1}, Block: Dim3{g.Threads, 1, 1}, CTAs: len(g.CTACosts), Threads: g.Threads,
		RegistersPerThread: g.RegistersPerThread, SharedMem: g.SharedMem, Priority: g.Priority, Parent: -1,
		ParentCTA: -1, LaunchInterval: -1, Owner: -1}
	run := tmdRun{tmdRec: tmdRec{kind: TMDGraphics, ctaKind: KindGraphics, task: -1, prio: g.Priority, owner: -1},
		ctaWork: ctaWork{need: tm.m.CTAUsage(g.Threads, g.RegistersPerThread, g.SharedMem), costs: g.CTACosts, total: len(g.CTACosts)}}
	return tm.newTMD(info, run)
}

// write makes a TMD visible to the TMU at the current time with its initial
// counters, and creates a launching grid's queue TMD beside it.
func (tm *tmu) write(idx int32, softwareHold bool) {
	t := &tm.tmds[idx]
	info := &tm.res.TMDs[idx]
	t.created = true
	info.Created = tm.now
	t.pending = 1
	t.inputDep = t.preds
	if softwareHold {
		t.inputDep++
	}
	info.InitialPending, info.InitialInputDependence = t.pending, t.inputDep
	tm.counter(idx, CounterPending, t.pending, ReasonCreated)
	tm.counter(idx, CounterInputDependence, t.inputDep, ReasonCreated)
	if t.kind == TMDGrid && t.launch != nil && tm.o.Policy == Continuation && tm.o.Queue == QueuePerGrid {
		tm.newQueue(idx, "/queue") // appends to s.tmds: t is stale from here
		t = &tm.tmds[idx]
	}
	if t.inputDep == 0 {
		tm.eligible(idx)
	}
}

// newQueue creates a queue TMD of grid owner named after it with suffix.
// The grid's queue (QueuePerGrid) is eligible at once; a CTA's queue
// (QueuePerCTA) waits for its EOC.
func (tm *tmu) newQueue(owner int32, suffix string) int32 {
	o := &tm.tmds[owner]
	oi := &tm.res.TMDs[owner]
	need, split := o.need, o.split
	kernel := oi.Kernel
	if ck := o.launch.ContinuationKernel; ck != "" {
		k := tm.kernelFor(ck)
		need = tm.m.CTAUsage(oi.Threads, k.RegistersPerThread, k.SharedMemPerCTA)
		split = k.CacheSplit
		kernel = ck
	}
	info := TMDInfo{Name: oi.Name + suffix, Kind: TMDQueue, Task: -1, Graphics: -1, Kernel: kernel, Block: oi.Block,
		Threads: oi.Threads, RegistersPerThread: need.Registers / max(1, need.Warps*tm.m.WarpWidth), SharedMem: need.SharedMem,
		QueueSize: tm.o.QueueSize, CacheSplit: split, Priority: oi.Priority, Depth: oi.Depth, Parent: -1, ParentCTA: -1,
		LaunchInterval: -1, Owner: int(owner)}
	run := tmdRun{tmdRec: tmdRec{kind: TMDQueue, ctaKind: KindContinuation, task: -1, depth: o.depth, prio: o.prio, owner: owner},
		ctaWork: ctaWork{need: need, split: split}, q: &queueState{}}
	q := tm.newTMD(info, run)
	perGrid := tm.o.Queue == QueuePerGrid
	if perGrid {
		tm.tmds[owner].queue = q
		tm.res.TMDs[owner].Queue = int(q)
	}
	tm.res.TMDs[owner].Edges = append(tm.res.TMDs[owner].Edges, Edge{To: int(q), Kind: EdgeContinuation})
	qt := &tm.tmds[q]
	qt.created = true
	tm.res.TMDs[q].Created = tm.now
	qt.pending, qt.inputDep = 1, 0
	tm.res.TMDs[q].InitialPending = 1
	tm.counter(q, CounterPending, 1, ReasonCreated)
	tm.counter(q, CounterInputDependence, 0, ReasonCreated)
	if perGrid {
		tm.eligible(q)
	} else {
		qt.q.ownerEvicted = true // it holds one CTA's continuation only
	}
	return q
}

func (tm *tmu) counter(idx int32, c Counter, v int, r Reason) {
	tm.res.Counters = append(tm.res.Counters, CounterEvent{Time: tm.now, TMD: int(idx), Counter: c, Value: v, Reason: r})
}

// eligible is called when a TMD's input dependence reaches zero: the TMU
// moves it from the pending pool to the active pool.
func (tm *tmu) eligible(idx int32) {
	tm.onGridEligible(idx)
	t := &tm.tmds[idx]
	if tm.res.TMDs[idx].Eligible < 0 {
		tm.res.TMDs[idx].Eligible = tm.now
	}
	tm.wd.stamp(t)
	if t.kind == TMDEOC && tm.o.EOCOnTMU {
		// The TMU executes the EOC task itself.
		t.nextCTA, t.done = 1, 1
		tm.res.TMDs[idx].Start = tm.now
		tm.evicted(idx)
		return
	}
	if t.kind != TMDQueue && t.total == 0 {
		tm.evicted(idx)
		return
	}
	tm.wd.addReady(idx)
}

func (tm *tmu) decInput(idx int32, r Reason) {
	t := &tm.tmds[idx]
	if !t.created {
		t.preds--
		return
	}
	t.inputDep--
	tm.counter(idx, CounterInputDependence, t.inputDep, r)
	if t.inputDep == 0 {
		tm.eligible(idx)
	}
}

func (tm *tmu) incInput(idx int32, r Reason) {
	t := &tm.tmds[idx]
	t.inputDep++
	tm.counter(idx, CounterInputDependence, t.inputDep, r)
	// A queue TMD with input dependence > 0 goes back to the pending pool;
	// the WDU drops it from the active list lazily.
}

func (tm *tmu) decPending(idx int32, r Reason) {
	t := &tm.tmds[idx]
	t.pending--
	tm.counter(idx, CounterPending, t.pending, r)
	if t.pending == 0 {
		tm.barrier(idx, t)
	}
}

func (tm *tmu) incPending(idx int32, r Reason) {
	t := &tm.tmds[idx]
	t.pending++
	tm.counter(idx, CounterPending, t.pending, r)
}

// evicted: the grid's last CTA has left the SMs.
func (tm *tmu) evicted(idx int32) {
	t := &tm.tmds[idx]
	t.evicted = true
	tm.res.TMDs[idx].End = tm.now
	tm.decPending(idx, ReasonEvicted)
	if t.queue >= 0 {
		tm.tmds[t.queue].q.ownerEvicted = true
		tm.checkQueueDone(t.queue)
	}
}

func (tm *tmu) checkQueueDone(qi int32) {
	t := &tm.tmds[qi]
	q := t.q
	if t.evicted || !q.ownerEvicted || q.count > 0 || q.contRunning > 0 || len(q.producers) > 0 {
		return
	}
	t.evicted = true
	tm.res.TMDs[qi].End = tm.now
	tm.res.TMDs[qi].CTAs = q.received
	tm.decPending(qi, ReasonEvicted)
}

// completed: logical completion (pending counter reached zero, memory barrier done).
func (tm *tmu) completed(idx int32) {
	t := &tm.tmds[idx]
	t.complete = true
	info := &tm.res.TMDs[idx]
	info.Completed = tm.now
	for _, sem := range t.sems {
		tm.res.Semaphores = append(tm.res.Semaphores, SemaphoreEvent{Time: tm.now, TMD: int(idx), Name: sem})
	}
	if t.isChild {
		tm.pendingLaunches--
		if tm.o.Counting == CountPerChild {
			tm.decPending(int32(info.Parent), ReasonChildDone)
		}
	}
	switch t.kind {
	case TMDQueue:
		if tm.o.Counting != CountPerCTA && t.q.countedOnce {
			tm.decPending(t.owner, ReasonContinuationDone)
		}
	}
	if t.outDep >= 0 {
		r := ReasonPredecessor
		switch {
		case t.kind == TMDEOC:
			r = ReasonEOCDone
		case tm.tmds[t.outDep].kind == TMDEOC:
			r = ReasonChildDone
		}
		tm.decInput(t.outDep, r)
	}
	for _, d := range t.dependents {
		tm.decInput(d, ReasonPredecessor)
	}
	defer tm.onGridDone(idx)
	if t.notify >= 0 {
		w := tm.waits[t.notify]
		w.children--
		if w.children == 0 {
			iv := &tm.res.Intervals[t.notify]
			iv.StallEnd = tm.now
			delete(tm.waits, t.notify)
			tm.push(tm.now+w.remaining, tm.sa.evCTAEnd, t.notify)
			tm.onCTAResume(t.notify, tm.now+w.remaining)
		}
	}
}

// ctaCycles returns the duration of CTA c of TMD idx.
func (tm *tmu) ctaCycles(idx int32, t *tmdRun, c int) int64 {
	if t.costs != nil {
		return t.costs[c]
	}
	d := t.cycles
	if t.jitter > 0 {
		r := d * int64(t.jitter) / 100
		if r > 0 {
			h := splitmix(uint64(tm.o.Seed) ^ uint64(idx)*0x9E3779B97F4A7C15 ^ uint64(c)*0xC2B2AE3D27D4EB4F)
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
func (tm *tmu) enqueue(qi int32, e contEntry) {
	t := &tm.tmds[qi]
	q := t.q
	if q.count == len(q.fifo) {
		// The FIFO's backing store grows on demand up to QueueSize entries.
		nf := make([]contEntry, min(max(2*len(q.fifo), 8), tm.o.QueueSize))
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
	tm.res.TMDs[qi].CTAs = q.received
	owner := t.owner
	if tm.o.Counting == CountPerCTA {
		tm.incPending(owner, ReasonContinuationQueued)
	} else if !q.countedOnce {
		q.countedOnce = true
		tm.incPending(owner, ReasonContinuationQueued)
	}
	if t.inputDep == 0 {
		tm.wd.addReady(qi)
	}
}

// launchPoint: the parent CTA of interval ii reaches its launch point.
func (tm *tmu) launchPoint(ii int32, remaining int64) {
	iv := tm.res.Intervals[ii]
	p := int32(iv.Task)
	pt := &tm.tmds[p]
	l := pt.launch
	depth := pt.depth + 1
	if depth > tm.o.MaxDepth {
		tm.fail("%s CTA %d launches %s at nesting depth %d, above the limit %d", tm.res.TMDs[p].Name, iv.CTA,
			strings.Join(l.Children, ", "), depth, tm.o.MaxDepth)
		return
	}
	if tm.pendingLaunches+len(l.Children) > tm.o.MaxPendingLaunches {
		tm.fail("%s CTA %d would have %d child grids pending, above the pending-launch limit %d "+
			"(raise max_pending_launches or launch fewer children)", tm.res.TMDs[p].Name, iv.CTA,
			tm.pendingLaunches+len(l.Children), tm.o.MaxPendingLaunches)
		return
	}
	prio := pt.prio
	children := make([]int32, 0, len(l.Children))
	for _, name := range l.Children { // newTask appends to s.tmds: pt is stale from here
		c := tm.newTask(tm.tasks[name], p, iv.CTA, ii, depth)
		tm.pendingLaunches++
		tm.res.TMDs[p].Edges = append(tm.res.TMDs[p].Edges, Edge{To: int(c), Kind: EdgeChild})
		children = append(children, c)
		if tm.o.Counting == CountPerChild {
			tm.incPending(p, ReasonChildLaunched)
		}
	}
	if tm.o.Policy == WaitInPlace {
		tm.waits[ii] = &waitRec{remaining: remaining, children: len(children)}
		in := &tm.res.Intervals[ii]
		in.Stall, in.StallStart, in.StallEnd = StallWaitChildren, tm.now, -1
		for _, c := range children {
			tm.tmds[c].notify = ii
		}
		tm.writeChildren(children)
		return
	}
	// Continuation: an EOC TMD waits for the children and releases the queue.
	pi := tm.res.TMDs[p]
	qi := tm.tmds[p].queue
	if tm.o.Queue == QueuePerCTA {
		qi = tm.newQueue(p, "/"+strconv.Itoa(iv.CTA)+":queue")
	}
	eoc := tm.newTMD(TMDInfo{Name: pi.Name + "/" + strconv.Itoa(iv.CTA) + ":eoc", Kind: TMDEOC, Task: -1, Graphics: -1,
		Grid: Dim3{1, 1, 1}, Block: Dim3{tm.m.WarpWidth, 1, 1}, CTAs: 1, Threads: tm.m.WarpWidth, RegistersPerThread: 16,
		Depth: depth, Parent: int(p), ParentCTA: iv.CTA, LaunchInterval: int(ii), Owner: int(p)},
		tmdRun{tmdRec: tmdRec{kind: TMDEOC, ctaKind: KindEOC, task: -1, depth: depth, prio: prio, owner: p},
			ctaWork: ctaWork{need: tm.m.CTAUsage(tm.m.WarpWidth, 16, 0), total: 1}})
	et := &tm.tmds[eoc]
	// The EOC task is dispatched at the priority of its most urgent child,
	// so that it does not wait behind the work its children overtook.
	for _, c := range children {
		if p := tm.tmds[c].prio; p > et.prio {
			et.prio = p
		}
	}
	tm.res.TMDs[eoc].Priority = et.prio
	et.created = true
	tm.res.TMDs[eoc].Created = tm.now
	et.pending = 1
	tm.res.TMDs[eoc].InitialPending = 1
	tm.counter(eoc, CounterPending, 1, ReasonCreated)
	tm.counter(eoc, CounterInputDependence, 0, ReasonCreated)
	for _, c := range children {
		tm.tmds[c].outDep = eoc
		tm.res.TMDs[c].OutputDependence = int(eoc)
		tm.res.TMDs[c].Edges = append(tm.res.TMDs[c].Edges, Edge{To: int(eoc), Kind: EdgeOutputDependence})
		tm.incInput(eoc, ReasonChildLaunched)
	}
	tm.res.TMDs[eoc].InitialInputDependence = len(children)
	et = &tm.tmds[eoc]
	et.outDep = qi
	tm.res.TMDs[eoc].OutputDependence = int(qi)
	tm.res.TMDs[eoc].Edges = append(tm.res.TMDs[eoc].Edges, Edge{To: int(qi), Kind: EdgeOutputDependence})
	tm.incInput(qi, ReasonEOCAttached)
	tm.writeChildren(children)
	// The continuation CTA: the rest of the parent's work (or the continuation kernel).
	cycles := max(remaining, 1)
	if ck := l.ContinuationKernel; ck != "" {
		k := tm.kernelFor(ck)
		tmp := tmdRun{ctaWork: ctaWork{cycles: k.CyclesPerThread, jitter: k.JitterPercent}}
		cycles = tm.ctaCycles(qi, &tmp, tm.tmds[qi].q.received+len(tm.tmds[qi].q.producers))
	}
	e := contEntry{parent: ii, cycles: cycles}
	if q := tm.tmds[qi].q; q.count == tm.o.QueueSize {
		in := &tm.res.Intervals[ii]
		in.Stall, in.StallStart, in.StallEnd = StallQueueFull, tm.now, -1
		q.producers = append(q.producers, producer{interval: ii, entry: e})
		return
	}
	tm.enqueue(qi, e)
	tm.sa.ctaEnd(ii)
}

// isFirstFragment reports whether idx is the first fragment grid (the one
// whose CTAs are Frame.Tiles).
func (tm *tmu) isFirstFragment(idx int32) bool {
	g := tm.res.TMDs[idx].Graphics
	for j := 0; j < g; j++ {
		if tm.w.Graphics[j].Kind == FragmentGrid {
			return false
		}
	}
	return true
}

// nextCTA takes the next CTA out of TMD idx for the interval iv being
// started: it fills iv.CTA (and iv.Parent for a continuation) and returns
// the CTA's cycles and whether it reaches a launch point.
func (tm *tmu) nextCTA(idx int32, t *tmdRun, iv *Interval) (cycles int64, launching bool) {
	switch t.kind {
	case TMDQueue:
		e := t.q.fifo[t.q.head]
		t.q.head++
		if t.q.head == len(t.q.fifo) {
			t.q.head = 0
		}
		t.q.count--
		iv.CTA = t.q.dequeued
		t.q.dequeued++
		iv.Parent = int(e.parent)
		cycles = e.cycles
		t.q.contRunning++
		// A slot is free: the first stalled producer queues its
		// continuation and leaves its SM in the next cycle. (Leaving in
		// this one would put its exit after this dispatch's placements
		// within one cycle, the only exit that follows an arrival of the
		// same cycle; every other exit of a cycle precedes its arrivals.)
		if len(t.q.producers) > 0 {
			p := t.q.producers[0]
			t.q.producers = t.q.producers[1:]
			tm.res.Intervals[p.interval].StallEnd = tm.now
			tm.enqueue(idx, p.entry)
			tm.push(tm.now+1, tm.sa.evCTAEnd, p.interval)
			tm.onCTAResume(p.interval, tm.now+1)
		}
	case TMDEOC:
		iv.CTA = 0
		t.nextCTA++
		cycles = tm.o.EOCCycles
	default:
		c := t.nextCTA
		t.nextCTA++
		iv.CTA = c
		cycles = tm.ctaCycles(idx, t, c)
		if l := t.launch; l != nil && (l.Every <= 1 || c%l.Every == 0) {
			launching = true
		}
	}
	return cycles, launching
}

// ctaDone counts CTA cta of TMD idx as finished (it has left its SM).
func (tm *tmu) ctaDone(idx int32, t *tmdRun, cta int) {
	tm.ctaWrites(idx, t)
	switch t.kind {
	case TMDQueue:
		t.q.contRunning--
		if tm.o.Counting == CountPerCTA {
			tm.decPending(t.owner, ReasonContinuationDone)
		}
		tm.checkQueueDone(idx)
	default:
		if t.kind == TMDGraphics && tm.res.TMDs[idx].GraphicsKind == FragmentGrid && tm.res.TileDone != nil &&
			cta < len(tm.res.TileDone) && tm.isFirstFragment(idx) {
			tm.res.TileDone[cta] = tm.now
		}
		t.done++
		if t.done == t.total {
			tm.evicted(idx)
		}
	}
}

// submitHost gives the host's TMDs their indices up front and schedules
// their writes: every task that no parent launches and no command stream
// dispatches (byStream), then the graphics grids unless a stream draws
// them.
func (tm *tmu) submitHost(byStream map[int]bool, draws bool) {
	// Host TMDs get their indices up front (tasks, then graphics), so that
	// dependencies can point at TMDs the host has not written yet.
	var hostOrder []int32
	for i := range tm.w.Tasks {
		if tm.child[i] || byStream[i] {
			continue // launched by a parent, or dispatched by a command stream
		}
		idx := tm.newTask(i, -1, -1, -1, 0)
		hostOrder = append(hostOrder, idx)
	}
	for j := range tm.w.Graphics {
		if draws {
			break // the streams' draws submit the frame's work
		}
		idx := tm.newGraphics(j)
		hostOrder = append(hostOrder, idx)
	}
	// The first fragment grid's tiles (the framebuffer fills as they end).
	for _, g := range tm.w.Graphics {
		if g.Kind == FragmentGrid && tm.res.TileDone == nil {
			tm.res.TileDone = make([]int64, len(g.CTACosts))
			for k := range tm.res.TileDone {
				tm.res.TileDone[k] = -1
			}
		}
	}

	// Dependencies among host TMDs: stream order is the output-dependence
	// pointer; After adds dependents.
	byName := map[string]int32{}
	for _, idx := range hostOrder {
		if _, ok := byName[tm.res.TMDs[idx].Name]; !ok {
			byName[tm.res.TMDs[idx].Name] = idx
		}
	}
	last := map[string]int32{}
	for _, idx := range hostOrder {
		info := &tm.res.TMDs[idx]
		t := &tm.tmds[idx]
		if info.Task >= 0 {
			task := tm.w.Tasks[info.Task]
			if task.Stream != "" {
				if p, ok := last[task.Stream]; ok {
					tm.tmds[p].outDep = idx
					tm.res.TMDs[p].OutputDependence = int(idx)
					tm.res.TMDs[p].Edges = append(tm.res.TMDs[p].Edges, Edge{To: int(idx), Kind: EdgeStream})
					t.preds++
				}
				last[task.Stream] = idx
			}
			for _, a := range task.After {
				p := byName[a]
				tm.tmds[p].dependents = append(tm.tmds[p].dependents, idx)
				tm.res.TMDs[p].Edges = append(tm.res.TMDs[p].Edges, Edge{To: int(idx), Kind: EdgeAfter})
				t.preds++
			}
		}
	}
	nt := len(tm.w.Tasks)
	nodes := make(map[int]int32) // host graph node → TMD
	for _, idx := range hostOrder {
		info := tm.res.TMDs[idx]
		if info.Task >= 0 {
			nodes[info.Task] = idx
		} else {
			nodes[nt+info.Graphics] = idx
		}
	}
	graphByName := map[string]int{}
	for i, t := range tm.w.Tasks {
		graphByName[t.Name] = i
	}
	for j, g := range tm.w.Graphics {
		graphByName[g.Name] = nt + j
	}
	for j := range tm.w.Graphics {
		idx, ok := nodes[nt+j]
		if !ok {
			continue // submitted by a command stream's draw (cp.go)
		}
		for _, p := range graphicsPreds(tm.w, j, graphByName) {
			pi, ok := nodes[p]
			if !ok {
				continue
			}
			tm.tmds[pi].dependents = append(tm.tmds[pi].dependents, idx)
			tm.res.TMDs[pi].Edges = append(tm.res.TMDs[pi].Edges, Edge{To: int(idx), Kind: EdgeAfter})
			tm.tmds[idx].preds++
		}
	}

	// Each host queue writes its TMDs one after the other.
	hostFree := map[string]int64{}
	for _, idx := range hostOrder {
		info := tm.res.TMDs[idx]
		var submit int64
		queue := ""
		if info.Task >= 0 {
			submit, queue = tm.w.Tasks[info.Task].SubmitAt, tm.w.Tasks[info.Task].HostQueue
		} else {
			submit = tm.w.Graphics[info.Graphics].SubmitAt
		}
		start := max(submit, hostFree[queue])
		hostFree[queue] = start + tm.o.HostWriteCycles
		tm.tmds[idx].release = hostFree[queue]
		tm.push(start, tm.evHostWrite, idx)
	}
}
