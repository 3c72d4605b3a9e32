package scheduler

import "fmt"

// The command processor at run time (cp.go has the model): one
// command processor steps the contexts' streams as events of the
// simulation — arrival, time-slice and interrupt timers, switches out at a
// preemption point with a full or a checkpoint save, resumption by replay
// from the trace buffer (tracebuf.go), and the grids its dispatches and
// draws put on the SMs.

// cpCtx is the run state of one context.
type cpCtx struct {
	spec    *CPContext
	ops     []CPOp
	arrived bool
	done    bool
	readyAt int64 // when it last became ready (round robin)

	pc        int
	stage     uint8 // 0: process the op at pc; 1: schedule the dispatch/draw at pc
	vars      []int64
	regs      []int64
	processed []bool // the processed pointer, per operation
	scheduled []bool // the scheduled pointer, per dispatch/draw
	ever      []bool // processed at least once (counts replays, even after a resubmission)
	lastKind  CPOpKind
	replayRun int // operations replayed or skipped since the last resume
	// progressed: the context processed or scheduled a new operation in
	// its current turn (forward progress: it may be stopped only then)
	progressed bool
	irqPoint   []uint8 // per operation: 1 an interrupt point not yet fired, 2 fired
	lastProc   int     // last operation processed (-1)
	ckpt       int     // current checkpoint operation (-1: stream start)
	replayTo   int     // replaying while pc ≤ replayTo (-1: not replaying)
	cursor     int64
	ring       traceRing
	saveSpan   bool // this span overflowed: a switch saves the context fully
	fullSaved  bool // switched out by a full save: resume in place

	irq       bool
	irqAt     int64
	irqReason string
	waiting   bool
	open      int // grids dispatched and not complete
	res       *CPContextResult

	// outWp is the ring's write pointer when the context was last switched
	// out: its writes traced before it are forwarded to its reads.
	outWp int64
}

// commandProcessor is the command processor at run time: the contexts
// and their streams, switches and the trace rings for replay. It submits
// grids through the TMU (tm) and hears of their completion by the hooks.
type commandProcessor struct {
	*core
	tm *tmu

	cmd         *Commands
	ctxs        []cpCtx
	running     int // -1 idle
	loaded      int // the context the command processor last ran (-1: none yet)
	stepAt      int64
	stepSet     bool
	slice       uint32 // generation of the time-slice timer
	mem         []int64
	owner       map[int32]int // TMD → context
	draws       bool          // some stream draws: graphics grids come from draws
	streamTasks map[int]bool  // tasks dispatched by streams (not submitted by the host)
	out         *CPResult
	at          int64 // time of the operation being handled (≥ now inside a batch)
	busy        int64 // a context switch occupies the command processor until then
	sliceDue    bool  // the running context's slice expired while no one waited
	// maxSteps bounds the steps recorded (CPStepBound)
	maxSteps int

	// its event kinds (events.go)
	evCPStep      eventKind // the command processor is free
	evCPArrive    eventKind // a = context
	evCPSlice     eventKind // a = slice generation
	evCPInterrupt eventKind // an InterruptAt cycle
}

// cpPrepare marks what the command processor owns before the host submits
// anything: tasks named by dispatches, and the graphics grids when a
// stream draws.
func cpPrepare(w *Workload, taskIdx map[string]int) (tasks map[int]bool, draws bool) {
	tasks = map[int]bool{}
	if w.Commands == nil {
		return tasks, false
	}
	for _, c := range w.Commands.Contexts {
		for _, op := range c.Stream.Ops {
			switch op.Kind {
			case OpDispatch:
				if i, ok := taskIdx[op.Name]; ok {
					tasks[i] = true
				}
			case OpDraw:
				draws = true
			}
		}
	}
	return tasks, draws
}

// newCommandProcessor makes the command processor of the core's workload
// and schedules its contexts' arrivals and interrupts.
func newCommandProcessor(k *core, tm *tmu) *commandProcessor {
	c := *k.w.Commands
	c.withDefaults()
	tasks, draws := cpPrepare(k.w, k.tasks)
	cp := &commandProcessor{core: k, tm: tm, cmd: &c, running: -1, loaded: -1, owner: map[int32]int{}, draws: draws, streamTasks: tasks}
	cp.evCPStep = k.ev.register(cp.stepEvent)
	cp.evCPArrive = k.ev.register(cp.arriveEvent)
	cp.evCPSlice = k.ev.register(cp.sliceEvent)
	cp.evCPInterrupt = k.ev.register(cp.interruptEvent)
	cp.mem = append([]int64(nil), c.Memory.Init...)
	cp.out = &CPResult{Mode: c.Mode, Preemption: c.Preemption, TraceNodes: c.TraceNodes, MemoryNames: c.Memory.Names,
		SwitchCycles: c.SwitchCycles, ContextBytes: c.ContextBytes, SaveBytesPerCycle: c.SaveBytesPerCycle}
	cp.out.Contexts = make([]CPContextResult, len(c.Contexts))
	cp.ctxs = make([]cpCtx, len(c.Contexts))
	steps := 0
	for i := range c.Contexts {
		spec := &c.Contexts[i]
		n := len(spec.Stream.Ops)
		x := &cp.ctxs[i]
		*x = cpCtx{spec: spec, ops: spec.Stream.Ops, vars: make([]int64, len(spec.Stream.Vars)),
			regs: make([]int64, len(spec.Stream.Regs)), processed: make([]bool, n), scheduled: make([]bool, n), ever: make([]bool, n),
			irqPoint: make([]uint8, n), lastProc: -1, ckpt: -1, replayTo: -1, res: &cp.out.Contexts[i]}
		if c.Mode == ReplayTrace {
			x.ring = newTraceRing(c.TraceNodes)
		}
		for _, k := range spec.InterruptAfter {
			if k >= 0 && k < n {
				x.irqPoint[k] = 1
			}
		}
		steps += n + n/8
		*x.res = CPContextResult{Name: spec.Name, Priority: spec.Priority, Arrive: spec.Arrive, Finish: -1,
			FullSaveBytes: c.ContextBytes, Regs: map[string]int64{}}
		k.push(spec.Arrive, cp.evCPArrive, int32(i))
	}
	cp.maxSteps = CPStepBound(&c)
	// the logs the window plays back: about one step per operation, and a
	// trace event per memory operation
	cp.out.Steps = make([]CPStep, 0, steps)
	cp.out.Trace = make([]CPTraceEvent, 0, steps/2)
	for _, t := range c.InterruptAt {
		if !c.Uninterrupted {
			k.push(t, cp.evCPInterrupt, 0)
		}
	}
	k.res.Commands = cp.out
	return cp
}

// arriveEvent: context a arrives.
func (cp *commandProcessor) arriveEvent(a int32) {
	x := &cp.ctxs[a]
	x.arrived, x.readyAt = true, cp.now
	cp.at = cp.now
	// the start of the stream is the first checkpoint
	cp.pushNode(x, int(a), TraceNode{Kind: NodeCheckpoint, Op: -1, Addr: -1})
	if cp.running >= 0 && !cp.cmd.Uninterrupted && x.spec.Priority > cp.ctxs[cp.running].spec.Priority {
		cp.request(cp.running, "priority: "+x.spec.Name+" arrived")
	} else if cp.running >= 0 && cp.sliceDue && x.spec.Priority >= cp.ctxs[cp.running].spec.Priority {
		cp.request(cp.running, "time slice")
	}
	cp.run()
}

// sliceEvent: the time slice of generation a ends (a stale generation is
// ignored).
func (cp *commandProcessor) sliceEvent(a int32) {
	if uint32(a) != cp.slice || cp.running < 0 {
		return
	}
	r := &cp.ctxs[cp.running]
	if cp.other(cp.running, r.spec.Priority) >= 0 {
		cp.request(cp.running, "time slice")
	} else {
		// nobody waits: the slice stays expired until a context of at
		// least this priority arrives (a timer re-armed for ever would
		// keep a deadlocked run from ending)
		cp.sliceDue = true
	}
	cp.run()
}

// interruptEvent: an InterruptAt cycle.
func (cp *commandProcessor) interruptEvent(int32) {
	if cp.running >= 0 {
		cp.request(cp.running, fmt.Sprintf("interrupt at cycle %d", cp.now))
	}
	cp.run()
}

// stepEvent: the command processor is free (a stale step is ignored).
func (cp *commandProcessor) stepEvent(int32) {
	if cp.now != cp.stepAt || !cp.stepSet {
		return
	}
	cp.stepSet = false
	cp.run()
}

// request asks the running context to stop at its next preemption point.
func (cp *commandProcessor) request(i int, reason string) {
	x := &cp.ctxs[i]
	if x.irq || x.done {
		return
	}
	x.irq, x.irqAt, x.irqReason = true, cp.now, reason
	if x.waiting && cp.cmd.Preemption == PreemptAny {
		x.waiting = false
		cp.scheduleStep(cp.now)
	}
}

// other returns the ready context (other than cur) with the highest
// priority of at least minPrio, the longest ready first; -1 none.
func (cp *commandProcessor) other(cur, minPrio int) int {
	best := -1
	for i := range cp.ctxs {
		x := &cp.ctxs[i]
		if i == cur || !x.arrived || x.done || x.spec.Priority < minPrio {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		b := &cp.ctxs[best]
		if x.spec.Priority > b.spec.Priority || (x.spec.Priority == b.spec.Priority && x.readyAt < b.readyAt) {
			best = i
		}
	}
	return best
}

func (cp *commandProcessor) scheduleStep(t int64) {
	if cp.stepSet && cp.stepAt <= t {
		return
	}
	cp.stepAt, cp.stepSet = t, true
	cp.push(t, cp.evCPStep, 0)
}

// startContext makes context i the running one at time t.
func (cp *commandProcessor) startContext(i int, t int64) {
	cp.running, cp.loaded = i, i
	cp.ctxs[i].progressed = false
	cp.slice++
	cp.sliceDue = false
	if cp.cmd.TimeSlice > 0 && !cp.cmd.Uninterrupted {
		cp.push(t+cp.cmd.TimeSlice, cp.evCPSlice, int32(cp.slice))
	}
	cp.scheduleStep(t)
}

// run processes operations of the running context from s.now while no
// other event comes first.
func (cp *commandProcessor) run() {
	t := cp.now
	if cp.stepSet && cp.stepAt > t {
		return // busy with an operation or a switch
	}
	// a step due now is this run: its pending event must not run the
	// context a second time at the same cycle
	cp.stepSet = false
	if t < cp.busy {
		// switching: an arrival or an interrupt during the switch waits
		// for it; the incoming context runs only once it is charged
		cp.scheduleStep(cp.busy)
		return
	}
	for cp.err == nil {
		if cp.running < 0 {
			next := cp.other(-1, -1<<62)
			if next < 0 {
				return
			}
			if cp.loaded < 0 {
				cp.startContext(next, t) // the run's first context: nothing to switch from
				return
			}
			// idle since the last context finished: loading another costs
			// the same switch as when it follows at once (docs/replay.md)
			cp.enter(CPSwitch{Request: t, Start: t, From: -1, LastOp: -1, ResumeOp: -1, Reason: "idle"}, next, t)
			return
		}
		i := cp.running
		x := &cp.ctxs[i]
		if x.pc >= len(x.ops) {
			x.done = true
			x.res.Finish = t
			cp.finishRegs(x)
			cp.switchOut(i, t)
			return
		}
		if x.irq && cp.preemptable(x) {
			if cp.switchOut(i, t) {
				return
			}
			continue // no other context ready: it runs on
		}
		op := &x.ops[x.pc]
		needNow := op.Kind == OpDispatch || op.Kind == OpDraw || op.Kind == OpWait
		if needNow && t != cp.now {
			cp.scheduleStep(t)
			return
		}
		cost, blocked := cp.exec(i, x, t)
		if blocked {
			return
		}
		t += cost
		if nt, ok := cp.h.next(); cost > 0 && (ok && nt <= t || needNow) {
			cp.scheduleStep(t)
			return
		}
	}
}

// preemptable reports whether x stands at a point where its level lets it
// be interrupted: any level between operations (and between processing a
// dispatch and scheduling it); draw level after a dispatch, draw, wait or
// checkpoint; submission level only after a checkpoint. Every level may
// stop a context that has not started; none stops a context while it
// replays (it would resume from the same checkpoint and could replay for
// ever when replays take longer than the interrupts' spacing).
func (cp *commandProcessor) preemptable(x *cpCtx) bool {
	if x.lastProc < 0 && x.stage == 0 {
		return true
	}
	if x.replayTo >= 0 || !x.progressed {
		// forward progress: a replay runs to where the context had got,
		// and then the context gets at least one new operation this turn
		return false
	}
	switch cp.cmd.Preemption {
	case PreemptAny:
		return true
	case PreemptDraw:
		k := x.lastKind
		return x.stage == 0 && (k == OpDispatch || k == OpDraw || k == OpWait || k == OpCheckpoint)
	default:
		return x.stage == 0 && x.lastKind == OpCheckpoint
	}
}

func (cp *commandProcessor) step(x *cpCtx, i int, t, cost int64, kind CPStepKind, fromTrace bool) {
	cp.stepForward(x, i, t, cost, kind, fromTrace, nil)
}

// stepForward records a step; fwd is the traced write a read was forwarded
// from (nil: none).
func (cp *commandProcessor) stepForward(x *cpCtx, i int, t, cost int64, kind CPStepKind, fromTrace bool, fwd *CPForward) {
	cp.logStep(CPStep{T: t, End: t + cost, Context: int32(i), Op: int32(x.pc), Kind: kind, FromTrace: fromTrace, Forward: fwd})
	if kind == StepProcess {
		x.progressed = true
	}
	switch kind {
	case StepProcess:
		x.res.Processed++
	case StepReplay:
		x.res.Replayed++
	case StepSkip:
		x.res.Skipped++
	}
	if kind == StepProcess {
		x.replayRun = 0
	} else {
		x.replayRun++
		x.res.MaxReplayed = max(x.res.MaxReplayed, x.replayRun)
	}
}

// pushNode records a node in x's trace buffer; on overflow it fails the run
// or falls back to a full save for the rest of the span.
func (cp *commandProcessor) pushNode(x *cpCtx, i int, n TraceNode) {
	if cp.cmd.Mode != ReplayTrace || x.saveSpan {
		return
	}
	if !x.ring.push(n) {
		x.res.Overflows++
		cp.out.Trace = append(cp.out.Trace, CPTraceEvent{T: cp.at, Context: int32(i), Kind: TraceOverflow, Pos: x.ring.wp, Node: n})
		if !cp.cmd.OverflowSave {
			op := x.ops[max(int(n.Op), 0)]
			cp.fail("%s:%d:%d: trace buffer overflow in context %s at operation %s: the operations since checkpoint %s need more than %d nodes (raise trace_nodes, add a checkpoint, or set overflow = \"save\")",
				x.spec.File, op.Line, op.Col, x.spec.Name, opName(x.ops, int(n.Op)), opName(x.ops, x.ckpt), len(x.ring.nodes))
			return
		}
		x.saveSpan = true
		return
	}
	x.res.TracePeakNodes = max(x.res.TracePeakNodes, x.ring.len())
	x.res.TracePeakBytes = int64(x.res.TracePeakNodes) * TraceNodeBytes
	cp.out.Trace = append(cp.out.Trace, CPTraceEvent{T: cp.at, Context: int32(i), Kind: TracePush, Pos: x.ring.wp - 1, Node: n})
}

// opName names operation i of a stream: its label, or "#i (line N)".
func opName(ops []CPOp, i int) string {
	if i < 0 || i >= len(ops) {
		return "start"
	}
	if ops[i].Label != "" {
		return ops[i].Label
	}
	return fmt.Sprintf("#%d (line %d)", i+1, ops[i].Line)
}

// traced returns the next trace node while replaying, checking it belongs
// to the operation at pc; ok is false when the trace has no node for it.
func (cp *commandProcessor) traced(x *cpCtx, replaying bool, kind TraceNodeKind) (TraceNode, bool) {
	if !replaying || cp.cmd.Mode != ReplayTrace || x.cursor >= x.ring.wp || x.cursor < x.ring.rp {
		return TraceNode{}, false
	}
	n := x.ring.at(x.cursor)
	if n.Kind != kind || int(n.Op) != x.pc {
		return TraceNode{}, false
	}
	x.cursor++
	return n, true
}

// forward returns the value context x last saw at addr since its
// checkpoint — the newest read or write of addr in its trace — when that
// access was traced before x was last switched out: another context may
// have changed the location meanwhile, and the seed (para. 63) has the
// replayed context see what it saw before the interrupt, whatever was
// written since. A read made since the resume that was itself forwarded
// keeps its value for the later reads; any other access since the resume
// left memory as the context saw it, and memory answers. Nothing is
// forwarded without the trace buffer, or in a span that overflowed into a
// full save (its later accesses are untraced).
func (cp *commandProcessor) forward(x *cpCtx, addr int) (*CPForward, bool) {
	if cp.cmd.Mode != ReplayTrace || x.saveSpan {
		return nil, false
	}
	n, p, ok := x.ring.lastSeen(int32(addr), x.ring.wp)
	if !ok || (p >= x.outWp && n.Value == cp.mem[addr]) {
		return nil, false
	}
	return &CPForward{Op: int(n.Op), Addr: addr, Value: n.Value, Read: n.Kind == NodeRead}, true
}

// skipReads moves a replay's cursor past the read nodes of the predicate
// at pc (its path follows them).
func (cp *commandProcessor) skipReads(x *cpCtx) {
	for cp.cmd.Mode == ReplayTrace && x.cursor >= x.ring.rp && x.cursor < x.ring.wp {
		n := x.ring.at(x.cursor)
		if n.Kind != NodeRead || int(n.Op) != x.pc {
			return
		}
		x.cursor++
	}
}

// exec handles the operation (or stage) at x.pc at time t and returns the
// cycles it keeps the command processor busy; blocked means the context
// waits for its grids.
func (cp *commandProcessor) exec(i int, x *cpCtx, t int64) (cost int64, blocked bool) {
	c := cp.cmd
	cp.at = t
	pc := x.pc
	op := &x.ops[pc]
	replaying := x.replayTo >= 0 && pc <= x.replayTo
	kind := StepProcess
	if x.ever[pc] {
		kind = StepReplay
	}
	var fwd *CPForward   // a memory read answered by forwarding (the last one)
	var seen []TraceNode // the memory words an expression read, with the values seen
	mem := func(a int) int64 {
		v := cp.mem[a]
		if f, ok := cp.forward(x, a); ok {
			fwd, v = f, f.Value
		}
		seen = append(seen, TraceNode{Kind: NodeRead, Op: int32(pc), Addr: int32(a), Value: v})
		return v
	}
	advance := func() {
		x.pc++
		x.stage = 0
		x.processed[pc], x.ever[pc] = true, true
		x.lastKind = op.Kind
		x.lastProc = max(x.lastProc, pc)
		if x.replayTo >= 0 && x.pc > x.replayTo {
			x.replayTo = -1
		}
		if !replaying && x.irqPoint[pc] == 1 && !c.Uninterrupted {
			x.irqPoint[pc] = 2
			cp.requestAt(i, t, "interrupt after "+opName(x.ops, pc))
		}
	}
	switch op.Kind {
	case OpCheckpoint:
		cost = c.OpCycles
		x.ring.purge()
		cp.out.Trace = append(cp.out.Trace, CPTraceEvent{T: t, Context: int32(i), Kind: TracePurge, Pos: x.ring.wp})
		x.saveSpan = false
		x.ckpt = pc
		clear(x.vars)
		cp.pushNode(x, i, TraceNode{Kind: NodeCheckpoint, Op: int32(pc), Addr: -1})
		cp.step(x, i, t, cost, kind, false)
		advance()
	case OpSet:
		cost = c.OpCycles
		x.regs[op.Reg] = op.Expr.Eval(x.vars, mem)
		cp.step(x, i, t, cost, kind, false)
		advance()
	case OpRead:
		cost = c.OpCycles + c.MemoryCycles
		fromTrace := false
		if n, ok := cp.traced(x, replaying, NodeRead); ok {
			x.vars[op.Var] = n.Value
			fromTrace = true
		} else {
			x.vars[op.Var] = mem(op.Addr)
			fromTrace = fwd != nil
			cp.pushNode(x, i, TraceNode{Kind: NodeRead, Op: int32(pc), Addr: int32(op.Addr), Value: x.vars[op.Var]})
		}
		cp.stepForward(x, i, t, cost, kind, fromTrace, fwd)
		advance()
	case OpWrite:
		v := op.Expr.Eval(x.vars, mem)
		if _, ok := cp.traced(x, replaying, NodeWrite); ok {
			cost = c.OpCycles // the trace says it was done
			cp.step(x, i, t, cost, kind, true)
		} else {
			cost = c.OpCycles + c.MemoryCycles
			old := cp.mem[op.Addr]
			cp.mem[op.Addr] = v
			cp.out.Writes = append(cp.out.Writes, CPWrite{T: t, Context: i, Op: pc, Addr: op.Addr, Value: v, Old: old, Replay: kind == StepReplay})
			cp.pushNode(x, i, TraceNode{Kind: NodeWrite, Op: int32(pc), Addr: int32(op.Addr), Value: v, Old: old})
			cp.step(x, i, t, cost, kind, false)
		}
		advance()
	case OpIf:
		cost = c.OpCycles
		var taken bool
		fromTrace := false
		if replaying {
			cp.skipReads(x)
		}
		if n, ok := cp.traced(x, replaying, NodePredicate); ok {
			taken, fromTrace = n.Value != 0, true
		} else {
			if op.Expr.Reads() {
				cost += c.MemoryCycles
			}
			taken = op.Expr.Eval(x.vars, mem) != 0
			fromTrace = fwd != nil
			v := int64(0)
			if taken {
				v = 1
			}
			// the words the predicate read, then its path: a read of
			// them after a later switch sees these values (para. 63)
			for _, n := range seen {
				cp.pushNode(x, i, n)
			}
			cp.pushNode(x, i, TraceNode{Kind: NodePredicate, Op: int32(pc), Addr: -1, Value: v})
		}
		cp.stepForward(x, i, t, cost, kind, fromTrace, fwd)
		advance()
		if !taken {
			if op.Else >= 0 {
				x.pc = op.Else + 1
			} else {
				x.pc = op.End + 1
			}
		}
	case OpElse:
		// the then-branch ended: jump past the else-branch
		x.pc = op.End + 1
	case OpEnd:
		x.pc++
	case OpDelay:
		cost = c.OpCycles + op.Expr.Val
		cp.step(x, i, t, cost, kind, false)
		advance()
	case OpWait:
		if x.open > 0 {
			x.waiting = true
			return 0, true
		}
		x.waiting = false
		cost = c.OpCycles
		cp.step(x, i, t, cost, kind, false)
		advance()
	case OpDispatch, OpDraw:
		if x.scheduled[pc] {
			cost = c.OpCycles
			cp.step(x, i, t, cost, StepSkip, false)
			x.pc++
			x.stage = 0
			x.lastKind = op.Kind
			if x.replayTo >= 0 && x.pc > x.replayTo {
				x.replayTo = -1
			}
			return cost, false
		}
		if x.stage == 0 && !(replaying && x.processed[pc]) {
			cost = c.OpCycles
			cp.step(x, i, t, cost, kind, false)
			x.processed[pc], x.ever[pc] = true, true
			x.lastProc = max(x.lastProc, pc)
			x.stage = 1
			return cost, false
		}
		// schedule: write the grid(s) to the TMU
		d := CPDispatch{Op: pc, Label: op.Label, Task: op.Name, T: t, Replay: replaying}
		if op.Kind == OpDraw {
			d.Task = "draw"
			d.TMDs = cp.draw(i)
		} else {
			idx := cp.tm.newTask(cp.tasks[op.Name], -1, -1, -1, 0)
			cp.own(idx, i)
			d.TMDs = []int{int(idx)}
		}
		cost = c.OpCycles + cp.o.HostWriteCycles*int64(len(d.TMDs))
		x.res.Dispatched = append(x.res.Dispatched, d)
		x.scheduled[pc] = true
		cp.logStep(CPStep{T: t, End: t + cost, Context: int32(i), Op: int32(pc), Kind: StepSchedule})
		x.progressed = x.progressed || !replaying
		advance()
	}
	return cost, false
}

func (cp *commandProcessor) requestAt(i int, t int64, reason string) {
	x := &cp.ctxs[i]
	if x.irq {
		return
	}
	x.irq, x.irqAt, x.irqReason = true, t, reason
}

// own makes a new TMD the context's grid and writes it to the TMU; the
// software hold is released when the write is done.
func (cp *commandProcessor) own(idx int32, i int) {
	cp.owner[idx] = i
	cp.ctxs[i].open++
	cp.res.TMDs[idx].Context = cp.ctxs[i].spec.Name
	cp.tm.tmds[idx].release = cp.now + cp.o.HostWriteCycles
	cp.tm.write(idx, true)
	cp.push(cp.tm.tmds[idx].release, cp.tm.evHold, idx)
}

// draw creates the frame's graphics grids for context i, each fragment
// grid after the vertex grids of the same draw.
func (cp *commandProcessor) draw(i int) []int {
	nt := len(cp.w.Tasks)
	byName := map[string]int{}
	for j, g := range cp.w.Graphics {
		byName[g.Name] = nt + j
	}
	made := map[int]int32{}
	var out []int
	for j := range cp.w.Graphics {
		idx := cp.tm.newGraphics(j)
		for _, p := range graphicsPreds(cp.w, j, byName) {
			if pi, ok := made[p]; ok {
				cp.tm.tmds[pi].dependents = append(cp.tm.tmds[pi].dependents, idx)
				cp.res.TMDs[pi].Edges = append(cp.res.TMDs[pi].Edges, Edge{To: int(idx), Kind: EdgeAfter})
				cp.tm.tmds[idx].preds++
			}
		}
		made[nt+j] = idx
		out = append(out, int(idx))
	}
	for _, idx := range out {
		cp.own(int32(idx), i)
	}
	return out
}

// gridDone is called when a TMD completes logically.
func (cp *commandProcessor) gridDone(idx int32) {
	i, ok := cp.owner[idx]
	if !ok {
		return
	}
	x := &cp.ctxs[i]
	x.open--
	if x.open == 0 && x.waiting && cp.running == i {
		x.waiting = false
		cp.scheduleStep(cp.now)
	}
}

// switchOut stops context i at t (finished or interrupted) and starts the
// next ready context after the switch cost. It returns false, and i runs
// on, when i was interrupted but no other context is ready: the interrupt
// is dropped, costs nothing and records no switch (issue 36 item 6).
func (cp *commandProcessor) switchOut(i int, t int64) bool {
	c := cp.cmd
	cp.at = t
	x := &cp.ctxs[i]
	if !x.done && cp.other(i, -1<<62) < 0 {
		x.irq = false
		return false
	}
	sw := CPSwitch{Request: t, Start: t, From: i, To: -1, LastOp: x.lastProc, ResumeOp: x.ckpt, Reason: "finished"}
	if !x.done {
		sw.Request, sw.Reason = x.irqAt, x.irqReason
		x.res.Switches++
		if c.Mode == ReplayTrace && !x.saveSpan {
			x.outWp = x.ring.wp // accesses traced before the switch are forwarded
			// the "last" node first: if it overflows the ring, this
			// switch is the span's full save
			cp.pushNode(x, i, TraceNode{Kind: NodeLast, Op: int32(x.lastProc), Addr: -1})
		}
		full := x.saveSpan
		switch {
		case full:
			// saved now, charged to this switch; restored when the
			// context resumes, charged to the switch into it (enter)
			sw.FullSave = true
			sw.Bytes = c.ContextBytes
			sw.SaveCycles = fullSaveCycles(c)
			x.res.FullSaves++
			x.res.FullSaveCycles += sw.SaveCycles
			x.fullSaved = true
			sw.ResumeOp = x.pc
		case c.Mode == ReplayResubmit:
			sw.ResumeOp = -1
			x.replayTo = x.lastProc
			x.pc, x.stage, x.ckpt = 0, 0, -1
			clear(x.processed)
			clear(x.scheduled)
			clear(x.vars)
		default:
			if c.Mode == ReplayTrace {
				sw.Bytes = int64(x.ring.len()) * TraceNodeBytes
			}
			x.replayTo = x.lastProc
			x.pc, x.stage = x.ckpt+1, 0
			x.cursor = x.ring.rp + 1 // past the checkpoint node
			clear(x.vars)
		}
		x.irq = false
		x.readyAt = t
		x.waiting = false
	}
	next := cp.other(i, -1<<62)
	cp.running = -1
	if next < 0 {
		cp.out.Switches = append(cp.out.Switches, sw) // finished, nothing ready: the command processor idles
		return true
	}
	cp.enter(sw, next, t)
	return true
}

// fullSaveCycles is the time a full context save (or its restore) takes.
func fullSaveCycles(c *Commands) int64 {
	return (c.ContextBytes + c.SaveBytesPerCycle - 1) / c.SaveBytesPerCycle
}

// enter completes the switch sw into context next, begun at t: the
// command processor is busy for the switch cost, the outgoing context's
// full save (sw.SaveCycles) and, when next was switched out by a full
// save, next's restore; then next runs.
func (cp *commandProcessor) enter(sw CPSwitch, next int, t int64) {
	c := cp.cmd
	y := &cp.ctxs[next]
	sw.To = next
	if y.fullSaved {
		y.fullSaved = false
		sw.RestoreCycles = fullSaveCycles(c)
		y.res.FullSaveCycles += sw.RestoreCycles
	} else if c.Mode == ReplayTrace && y.replayTo >= 0 {
		// the resume reads the last node, then drops it
		if y.ring.len() > 0 && y.ring.at(y.ring.wp-1).Kind == NodeLast {
			y.ring.dropLast()
			cp.out.Trace = append(cp.out.Trace, CPTraceEvent{T: t + c.SwitchCycles + sw.SaveCycles, Context: int32(next), Kind: TraceDrop, Pos: y.ring.wp})
		}
	}
	sw.End = t + c.SwitchCycles + sw.SaveCycles + sw.RestoreCycles
	cp.busy = sw.End
	if sw.From >= 0 && sw.Reason != "finished" {
		x := &cp.ctxs[sw.From]
		x.res.PreemptLatency = append(x.res.PreemptLatency, sw.End-sw.Request)
	}
	cp.out.Switches = append(cp.out.Switches, sw)
	y.replayRun = 0
	y.progressed = false
	cp.running, cp.loaded = next, next
	cp.slice++
	cp.sliceDue = false
	if c.TimeSlice > 0 && !c.Uninterrupted {
		cp.push(sw.End+c.TimeSlice, cp.evCPSlice, int32(cp.slice))
	}
	cp.scheduleStep(sw.End)
}

// logStep records a step, failing the run cleanly past the step bound.
func (cp *commandProcessor) logStep(st CPStep) {
	if len(cp.out.Steps) >= cp.maxSteps {
		cp.fail("command processor: %d steps, past the bound %d derived from the workload (docs/replay.md, \"Forward progress\"): "+
			"fewer operations per stream, more checkpoints or a longer time_slice", len(cp.out.Steps), cp.maxSteps)
		return
	}
	cp.out.Steps = append(cp.out.Steps, st)
}

func (cp *commandProcessor) finishRegs(x *cpCtx) {
	for r, name := range x.spec.Stream.Regs {
		x.res.Regs[name] = x.regs[r]
	}
}

// finish completes the command processor's result after the run.
func (cp *commandProcessor) finish() {
	cp.out.Memory = cp.mem
	for i := range cp.ctxs {
		x := &cp.ctxs[i]
		if !x.done {
			cp.finishRegs(x)
		}
	}
}

// MaxCPSteps caps the steps one run records whatever the workload (40
// bytes each: 80 MiB). The per-workload bound is quadratic in a stream's
// length (a turn may replay the whole stream): with 2^24, time_slice = 1
// on two 5000-operation streams ran out of memory growing the log.
const MaxCPSteps = 1 << 21

// CPStepBound is the most steps a run of c can take. Each turn of a
// context replays at most its n operations and then processes at least
// one new one (two steps for a dispatch or draw: process, schedule)
// before it can be stopped, so it has at most 2n + 1 turns with new work,
// plus one per interrupt that finds it not yet started (arrivals,
// interrupt_at, interrupt_after); each turn takes at most 2n + 1 steps.
func CPStepBound(c *Commands) int {
	irqs := int64(len(c.InterruptAt) + len(c.Contexts))
	for _, x := range c.Contexts {
		irqs += int64(len(x.InterruptAfter))
	}
	var b int64 = 64
	for _, x := range c.Contexts {
		n := int64(len(x.Stream.Ops))
		b += (2*n + 2 + irqs) * (2*n + 1)
		if b > MaxCPSteps {
			return MaxCPSteps
		}
	}
	return int(b)
}
