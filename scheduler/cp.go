package scheduler

import "fmt"

// This file is the command processors' layer (docs/replay.md,
// ../shared/seeds/trace-buffer-replay.txt): contexts whose command streams
// one command processor decodes in front of the TMU. Dispatches and draws
// become real grids on the SMs; a context is interrupted (a higher-priority
// context arrives, its time slice expires, or the workspace says so),
// switched out at a preemption point, and resumed later by replaying its
// stream from its most recent checkpoint with the ring trace buffer
// (tracebuf.go) supplying what it read and which way its predicates went.

// ReplayMode is how a context resumes after a switch.
type ReplayMode uint8

// Replay modes.
const (
	// ReplayTrace replays from the most recent checkpoint, taking reads and
	// predicate paths from the trace buffer and not re-applying writes.
	ReplayTrace ReplayMode = iota
	// ReplayNoTrace replays from the most recent checkpoint, re-reading
	// memory and re-evaluating predicates (the inconsistency the seed
	// warns of). Already scheduled work is still skipped.
	ReplayNoTrace
	// ReplayResubmit restarts the whole stream (as Linux's deprecated
	// drm_sched_resubmit_jobs did): everything runs again.
	ReplayResubmit
)

var replayNames = [...]string{"trace", "no-trace", "resubmit"}

// String names the mode.
func (m ReplayMode) String() string {
	if int(m) < len(replayNames) {
		return replayNames[m]
	}
	return "?"
}

// MarshalText writes the name.
func (m ReplayMode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ParseReplayMode reads "trace", "no-trace" or "resubmit".
func ParseReplayMode(s string) (ReplayMode, error) {
	for i, n := range replayNames {
		if n == s {
			return ReplayMode(i), nil
		}
	}
	return 0, fmt.Errorf("unknown replay mode %q (trace, no-trace, resubmit)", s)
}

// PreemptLevel is where a running context may be interrupted (the three
// levels Adreno drivers expose).
type PreemptLevel uint8

// Preemption levels.
const (
	PreemptAny        PreemptLevel = iota // between any two operations
	PreemptDraw                           // after a dispatch, draw, wait or checkpoint
	PreemptSubmission                     // only at checkpoints (submission boundaries)
)

var preemptNames = [...]string{"any", "draw", "submission"}

// String names the level.
func (p PreemptLevel) String() string {
	if int(p) < len(preemptNames) {
		return preemptNames[p]
	}
	return "?"
}

// MarshalText writes the name.
func (p PreemptLevel) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// ParsePreemptLevel reads "any", "draw" or "submission".
func ParsePreemptLevel(s string) (PreemptLevel, error) {
	for i, n := range preemptNames {
		if n == s {
			return PreemptLevel(i), nil
		}
	}
	return 0, fmt.Errorf("unknown preemption level %q (any, draw, submission)", s)
}

// Commands is the command-processor layer of a workload.
type Commands struct {
	Memory   CPMemory
	Contexts []CPContext
	Mode     ReplayMode
	// TraceNodes is the ring's size in nodes (default 64).
	TraceNodes int
	// OverflowSave falls back to a full context save when a checkpoint span
	// does not fit the ring; otherwise overflow is an error naming the
	// operation.
	OverflowSave bool
	Preemption   PreemptLevel
	// TimeSlice (cycles, 0 = none): a running context that has run this long
	// is interrupted if another ready context has at least its priority.
	TimeSlice int64
	// InterruptAt are cycles at which the running context is interrupted.
	InterruptAt []int64
	// Costs in cycles: a context switch; every operation decoded; a memory
	// access (read, write, a predicate that reads memory).
	SwitchCycles, OpCycles, MemoryCycles int64
	// ContextBytes is the size of a full context save; SaveBytesPerCycle
	// its bandwidth (each way).
	ContextBytes, SaveBytesPerCycle int64
	// Uninterrupted turns every interrupt off: contexts run to completion
	// in priority order (the reference a replay must reproduce).
	Uninterrupted bool
}

// CPContext is one context: a command stream with a priority and an arrival.
type CPContext struct {
	Name     string
	File     string // the stream's file, for messages
	Stream   *CommandStream
	Priority int
	Arrive   int64
	// InterruptAfter are operation indices after whose (first) processing
	// the context is interrupted.
	InterruptAfter []int
}

func (c *Commands) withDefaults() {
	if c.TraceNodes == 0 {
		c.TraceNodes = 64
	}
	if c.SwitchCycles == 0 {
		c.SwitchCycles = 200
	}
	if c.OpCycles == 0 {
		c.OpCycles = 4
	}
	if c.MemoryCycles == 0 {
		c.MemoryCycles = 40
	}
	if c.ContextBytes == 0 {
		c.ContextBytes = 64 << 10
	}
	if c.SaveBytesPerCycle == 0 {
		c.SaveBytesPerCycle = 64
	}
}

// CPStepKind says what the command processor did with an operation.
type CPStepKind uint8

// Step kinds.
const (
	StepProcess  CPStepKind = iota // processed for the first time
	StepReplay                     // processed again while replaying
	StepSkip                       // already scheduled: skipped on replay
	StepSchedule                   // a dispatch or draw accepted by the TMU
)

var stepNames = [...]string{"process", "replay", "skip", "schedule"}

// String names the kind.
func (k CPStepKind) String() string {
	if int(k) < len(stepNames) {
		return stepNames[k]
	}
	return "?"
}

// MarshalText writes the name.
func (k CPStepKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// CPStep is one operation handled by the command processor.
type CPStep struct {
	T       int64      `json:"t"`
	End     int64      `json:"end"`
	Context int32      `json:"context"`
	Op      int32      `json:"op"`
	Kind    CPStepKind `json:"kind"`
	// FromTrace: a replayed read or predicate took its value from the trace
	// buffer (or a write was known done from it).
	FromTrace bool `json:"from_trace,omitempty"`
}

// CPSwitch is a context switch with its reason.
type CPSwitch struct {
	Request int64  `json:"request"` // the interrupt was requested (== Start when a context finished)
	Start   int64  `json:"start"`   // the outgoing context stopped
	End     int64  `json:"end"`     // the incoming context runs
	From    int    `json:"from"`
	To      int    `json:"to"` // -1: nothing ready
	Reason  string `json:"reason"`
	// LastOp is the last operation From processed; ResumeOp the checkpoint
	// it will resume from (-1: the start of the stream).
	LastOp   int   `json:"last_op"`
	ResumeOp int   `json:"resume_op"`
	FullSave bool  `json:"full_save,omitempty"`
	Bytes    int64 `json:"bytes"` // trace bytes kept, or the full save's bytes
}

// CPWrite is a memory write the command processor applied.
type CPWrite struct {
	T       int64 `json:"t"`
	Context int   `json:"context"`
	Op      int   `json:"op"`
	Addr    int   `json:"addr"`
	Value   int64 `json:"value"`
	Old     int64 `json:"old"`
	Replay  bool  `json:"replay,omitempty"`
}

// CPDispatch is a dispatch or draw scheduled for execution.
type CPDispatch struct {
	Op     int    `json:"op"`
	Label  string `json:"label,omitempty"`
	Task   string `json:"task"` // "draw" for the frame's work
	TMDs   []int  `json:"tmds"`
	T      int64  `json:"t"`
	Replay bool   `json:"replay,omitempty"` // scheduled while replaying (processed before the switch)
}

// TraceEventKind is what happened to a trace buffer.
type TraceEventKind uint8

// Trace buffer events.
const (
	TracePush  TraceEventKind = iota // a node written at the write pointer
	TracePurge                       // a checkpoint: the read pointer moves to the write pointer
	TraceDrop                        // a resume consumed the "last" node
)

// String names the event.
func (k TraceEventKind) String() string {
	return [...]string{"push", "purge", "drop"}[k]
}

// MarshalText writes the name.
func (k TraceEventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// CPTraceEvent changes a context's trace buffer: a node pushed at Pos, a
// purge (new checkpoint), or the "last" node dropped on resume.
type CPTraceEvent struct {
	T       int64          `json:"t"`
	Context int32          `json:"context"`
	Kind    TraceEventKind `json:"kind"`
	Pos     int64          `json:"pos"`
	Node    TraceNode      `json:"node"`
}

// CPContextResult is one context's outcome and metrics.
type CPContextResult struct {
	Name     string `json:"name"`
	Priority int    `json:"priority"`
	Arrive   int64  `json:"arrive"`
	Finish   int64  `json:"finish"` // last operation done (-1 never)
	// Processed counts first-time operations; Replayed operations processed
	// again; Skipped already-scheduled operations passed over.
	Processed int `json:"processed"`
	Replayed  int `json:"replayed"`
	Skipped   int `json:"skipped"`
	// MaxReplayed is the most operations replayed or skipped in one
	// resume: never more than one checkpoint interval.
	MaxReplayed int `json:"max_replayed"`
	Switches    int `json:"switches"` // times switched out by an interrupt
	// PreemptLatency per interrupt: request → the other context running.
	PreemptLatency []int64          `json:"preemption_latency"`
	TracePeakNodes int              `json:"trace_peak_nodes"`
	TracePeakBytes int64            `json:"trace_peak_bytes"`
	FullSaveBytes  int64            `json:"full_save_bytes"` // what one full context save moves
	FullSaves      int              `json:"full_saves"`      // overflow fallbacks taken
	FullSaveCycles int64            `json:"full_save_cycles"`
	Overflows      int              `json:"overflows"`
	Dispatched     []CPDispatch     `json:"dispatched"`
	Regs           map[string]int64 `json:"registers"`
}

// MaxPreemptLatency is the largest preemption latency (0 without switches).
func (c CPContextResult) MaxPreemptLatency() int64 {
	var m int64
	for _, l := range c.PreemptLatency {
		m = max(m, l)
	}
	return m
}

// CPResult is what the command processor did.
type CPResult struct {
	Mode        ReplayMode        `json:"mode"`
	Preemption  PreemptLevel      `json:"preemption"`
	TraceNodes  int               `json:"trace_nodes"`
	Contexts    []CPContextResult `json:"contexts"`
	Steps       []CPStep          `json:"-"`
	Switches    []CPSwitch        `json:"switches"`
	Trace       []CPTraceEvent    `json:"-"`
	Writes      []CPWrite         `json:"writes"`
	MemoryNames []string          `json:"memory_names"`
	Memory      []int64           `json:"memory"` // final contents
}

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
	replayRun int     // operations replayed or skipped since the last resume
	irqPoint  []uint8 // per operation: 1 an interrupt point not yet fired, 2 fired
	lastProc  int     // last operation processed (-1)
	ckpt      int     // current checkpoint operation (-1: stream start)
	replayTo  int     // replaying while pc ≤ replayTo (-1: not replaying)
	cursor    int64
	ring      traceRing
	saveSpan  bool // this span overflowed: a switch saves the context fully
	fullSaved bool // switched out by a full save: resume in place

	irq       bool
	irqAt     int64
	irqReason string
	waiting   bool
	open      int // grids dispatched and not complete
	res       *CPContextResult
}

type cpState struct {
	cmd     *Commands
	ctxs    []cpCtx
	running int // -1 idle
	stepAt  int64
	stepSet bool
	slice   uint32 // generation of the time-slice timer
	mem     []int64
	owner   map[int32]int // TMD → context
	draws   bool          // some stream draws: graphics grids come from draws
	tasks   map[int]bool  // tasks dispatched by streams (not submitted by the host)
	res     *CPResult
	now     int64 // time of the operation being handled (≥ s.now inside a batch)
}

// CP event kinds (after the TMU's).
const (
	evCPStep      uint8 = 100 + iota // the command processor is free
	evCPArrive                       // a = context
	evCPSlice                        // a = slice generation
	evCPInterrupt                    // an InterruptAt cycle
)

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

func (s *sim) cpInit() {
	c := *s.w.Commands
	c.withDefaults()
	tasks, draws := cpPrepare(s.w, s.tasks)
	cp := &cpState{cmd: &c, running: -1, owner: map[int32]int{}, draws: draws, tasks: tasks}
	cp.mem = append([]int64(nil), c.Memory.Init...)
	cp.res = &CPResult{Mode: c.Mode, Preemption: c.Preemption, TraceNodes: c.TraceNodes, MemoryNames: c.Memory.Names}
	cp.res.Contexts = make([]CPContextResult, len(c.Contexts))
	cp.ctxs = make([]cpCtx, len(c.Contexts))
	steps := 0
	for i := range c.Contexts {
		spec := &c.Contexts[i]
		n := len(spec.Stream.Ops)
		x := &cp.ctxs[i]
		*x = cpCtx{spec: spec, ops: spec.Stream.Ops, vars: make([]int64, len(spec.Stream.Vars)),
			regs: make([]int64, len(spec.Stream.Regs)), processed: make([]bool, n), scheduled: make([]bool, n), ever: make([]bool, n),
			irqPoint: make([]uint8, n), lastProc: -1, ckpt: -1, replayTo: -1, res: &cp.res.Contexts[i]}
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
		s.push(spec.Arrive, evCPArrive, int32(i))
	}
	// the logs the window plays back: about one step per operation, and a
	// trace event per memory operation
	cp.res.Steps = make([]CPStep, 0, steps)
	cp.res.Trace = make([]CPTraceEvent, 0, steps/2)
	for _, t := range c.InterruptAt {
		if !c.Uninterrupted {
			s.push(t, evCPInterrupt, 0)
		}
	}
	s.cp = cp
	s.res.Commands = cp.res
}

// cpEvent handles the command processor's events.
func (s *sim) cpEvent(e event) {
	cp := s.cp
	switch e.kind {
	case evCPArrive:
		x := &cp.ctxs[e.a]
		x.arrived, x.readyAt = true, s.now
		cp.now = s.now
		// the start of the stream is the first checkpoint
		s.cpPush(x, int(e.a), TraceNode{Kind: NodeCheckpoint, Op: -1, Addr: -1})
		if cp.running >= 0 && !cp.cmd.Uninterrupted && x.spec.Priority > cp.ctxs[cp.running].spec.Priority {
			s.cpRequest(cp.running, "priority: "+x.spec.Name+" arrived")
		}
	case evCPSlice:
		if uint32(e.a) != cp.slice || cp.running < 0 {
			return
		}
		r := &cp.ctxs[cp.running]
		if s.cpOther(cp.running, r.spec.Priority) >= 0 {
			s.cpRequest(cp.running, "time slice")
		} else {
			s.push(s.now+cp.cmd.TimeSlice, evCPSlice, int32(cp.slice))
		}
	case evCPInterrupt:
		if cp.running >= 0 {
			s.cpRequest(cp.running, fmt.Sprintf("interrupt at cycle %d", s.now))
		}
	case evCPStep:
		if s.now != cp.stepAt || !cp.stepSet {
			return
		}
		cp.stepSet = false
	}
	s.cpRun()
}

// cpRequest asks the running context to stop at its next preemption point.
func (s *sim) cpRequest(i int, reason string) {
	x := &s.cp.ctxs[i]
	if x.irq || x.done {
		return
	}
	x.irq, x.irqAt, x.irqReason = true, s.now, reason
	if x.waiting && s.cp.cmd.Preemption == PreemptAny {
		x.waiting = false
		s.cpStepAt(s.now)
	}
}

// cpOther returns the ready context (other than cur) with the highest
// priority of at least minPrio, the longest ready first; -1 none.
func (s *sim) cpOther(cur, minPrio int) int {
	best := -1
	for i := range s.cp.ctxs {
		x := &s.cp.ctxs[i]
		if i == cur || !x.arrived || x.done || x.spec.Priority < minPrio {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		b := &s.cp.ctxs[best]
		if x.spec.Priority > b.spec.Priority || (x.spec.Priority == b.spec.Priority && x.readyAt < b.readyAt) {
			best = i
		}
	}
	return best
}

func (s *sim) cpStepAt(t int64) {
	cp := s.cp
	if cp.stepSet && cp.stepAt <= t {
		return
	}
	cp.stepAt, cp.stepSet = t, true
	s.push(t, evCPStep, 0)
}

// cpStart makes context i the running one at time t.
func (s *sim) cpStart(i int, t int64) {
	cp := s.cp
	cp.running = i
	cp.slice++
	if cp.cmd.TimeSlice > 0 && !cp.cmd.Uninterrupted {
		s.push(t+cp.cmd.TimeSlice, evCPSlice, int32(cp.slice))
	}
	s.cpStepAt(t)
}

// cpRun processes operations of the running context from s.now while no
// other event comes first.
func (s *sim) cpRun() {
	cp := s.cp
	t := s.now
	if cp.stepSet && cp.stepAt > t {
		return // busy with an operation or a switch
	}
	for s.err == nil {
		if cp.running < 0 {
			next := s.cpOther(-1, -1<<62)
			if next < 0 {
				return
			}
			s.cpStart(next, t)
			return
		}
		i := cp.running
		x := &cp.ctxs[i]
		if x.pc >= len(x.ops) {
			x.done = true
			x.res.Finish = t
			s.cpFinishRegs(x)
			s.cpSwitchOut(i, t)
			return
		}
		if x.irq && s.cpPreemptable(x) {
			s.cpSwitchOut(i, t)
			return
		}
		op := &x.ops[x.pc]
		needNow := op.Kind == OpDispatch || op.Kind == OpDraw || op.Kind == OpWait
		if needNow && t != s.now {
			s.cpStepAt(t)
			return
		}
		cost, blocked := s.cpExec(i, x, t)
		if blocked {
			return
		}
		t += cost
		if nt, ok := s.h.next(); cost > 0 && (ok && nt <= t || needNow) {
			s.cpStepAt(t)
			return
		}
	}
}

// cpPreemptable reports whether x stands at a point where its level lets it
// be interrupted: any level between operations (and between processing a
// dispatch and scheduling it); draw level after a dispatch, draw, wait or
// checkpoint; submission level only after a checkpoint. Every level may
// stop a context that has not started; none stops a context while it
// replays (it would resume from the same checkpoint and could replay for
// ever when replays take longer than the interrupts' spacing).
func (s *sim) cpPreemptable(x *cpCtx) bool {
	if x.lastProc < 0 && x.stage == 0 {
		return true
	}
	if x.replayTo >= 0 {
		return false // forward progress: a replay runs to where the context had got
	}
	switch s.cp.cmd.Preemption {
	case PreemptAny:
		return true
	case PreemptDraw:
		k := x.lastKind
		return x.stage == 0 && (k == OpDispatch || k == OpDraw || k == OpWait || k == OpCheckpoint)
	default:
		return x.stage == 0 && x.lastKind == OpCheckpoint
	}
}

func (s *sim) cpStep(x *cpCtx, i int, t, cost int64, kind CPStepKind, fromTrace bool) {
	s.cp.res.Steps = append(s.cp.res.Steps, CPStep{T: t, End: t + cost, Context: int32(i), Op: int32(x.pc), Kind: kind, FromTrace: fromTrace})
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

// cpPush records a node in x's trace buffer; on overflow it fails the run
// or falls back to a full save for the rest of the span.
func (s *sim) cpPush(x *cpCtx, i int, n TraceNode) {
	if s.cp.cmd.Mode != ReplayTrace || x.saveSpan {
		return
	}
	if !x.ring.push(n) {
		x.res.Overflows++
		if !s.cp.cmd.OverflowSave {
			op := x.ops[max(int(n.Op), 0)]
			s.fail("%s:%d:%d: trace buffer overflow in context %s at operation %s: the operations since checkpoint %s need more than %d nodes (raise trace_nodes, add a checkpoint, or set overflow = \"save\")",
				x.spec.File, op.Line, op.Col, x.spec.Name, opName(x.ops, int(n.Op)), opName(x.ops, x.ckpt), len(x.ring.nodes))
			return
		}
		x.saveSpan = true
		return
	}
	x.res.TracePeakNodes = max(x.res.TracePeakNodes, x.ring.len())
	x.res.TracePeakBytes = int64(x.res.TracePeakNodes) * TraceNodeBytes
	s.cp.res.Trace = append(s.cp.res.Trace, CPTraceEvent{T: s.cp.now, Context: int32(i), Kind: TracePush, Pos: x.ring.wp - 1, Node: n})
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
func (s *sim) traced(x *cpCtx, replaying bool, kind TraceNodeKind) (TraceNode, bool) {
	if !replaying || s.cp.cmd.Mode != ReplayTrace || x.cursor >= x.ring.wp || x.cursor < x.ring.rp {
		return TraceNode{}, false
	}
	n := x.ring.at(x.cursor)
	if n.Kind != kind || int(n.Op) != x.pc {
		return TraceNode{}, false
	}
	x.cursor++
	return n, true
}

// cpExec handles the operation (or stage) at x.pc at time t and returns the
// cycles it keeps the command processor busy; blocked means the context
// waits for its grids.
func (s *sim) cpExec(i int, x *cpCtx, t int64) (cost int64, blocked bool) {
	cp := s.cp
	c := cp.cmd
	cp.now = t
	pc := x.pc
	op := &x.ops[pc]
	replaying := x.replayTo >= 0 && pc <= x.replayTo
	kind := StepProcess
	if x.ever[pc] {
		kind = StepReplay
	}
	mem := func(a int) int64 { return cp.mem[a] }
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
			s.cpRequestAt(i, t, "interrupt after "+opName(x.ops, pc))
		}
	}
	switch op.Kind {
	case OpCheckpoint:
		cost = c.OpCycles
		x.ring.purge()
		cp.res.Trace = append(cp.res.Trace, CPTraceEvent{T: t, Context: int32(i), Kind: TracePurge, Pos: x.ring.wp})
		x.saveSpan = false
		x.ckpt = pc
		clear(x.vars)
		s.cpPush(x, i, TraceNode{Kind: NodeCheckpoint, Op: int32(pc), Addr: -1})
		s.cpStep(x, i, t, cost, kind, false)
		advance()
	case OpSet:
		cost = c.OpCycles
		x.regs[op.Reg] = op.Expr.Eval(x.vars, mem)
		s.cpStep(x, i, t, cost, kind, false)
		advance()
	case OpRead:
		cost = c.OpCycles + c.MemoryCycles
		fromTrace := false
		if n, ok := s.traced(x, replaying, NodeRead); ok {
			x.vars[op.Var] = n.Value
			fromTrace = true
		} else {
			x.vars[op.Var] = cp.mem[op.Addr]
			s.cpPush(x, i, TraceNode{Kind: NodeRead, Op: int32(pc), Addr: int32(op.Addr), Value: x.vars[op.Var]})
		}
		s.cpStep(x, i, t, cost, kind, fromTrace)
		advance()
	case OpWrite:
		v := op.Expr.Eval(x.vars, mem)
		if _, ok := s.traced(x, replaying, NodeWrite); ok {
			cost = c.OpCycles // the trace says it was done
			s.cpStep(x, i, t, cost, kind, true)
		} else {
			cost = c.OpCycles + c.MemoryCycles
			old := cp.mem[op.Addr]
			cp.mem[op.Addr] = v
			cp.res.Writes = append(cp.res.Writes, CPWrite{T: t, Context: i, Op: pc, Addr: op.Addr, Value: v, Old: old, Replay: kind == StepReplay})
			s.cpPush(x, i, TraceNode{Kind: NodeWrite, Op: int32(pc), Addr: int32(op.Addr), Value: v, Old: old})
			s.cpStep(x, i, t, cost, kind, false)
		}
		advance()
	case OpIf:
		cost = c.OpCycles
		var taken bool
		fromTrace := false
		if n, ok := s.traced(x, replaying, NodePredicate); ok {
			taken, fromTrace = n.Value != 0, true
		} else {
			if op.Expr.Reads() {
				cost += c.MemoryCycles
			}
			taken = op.Expr.Eval(x.vars, mem) != 0
			v := int64(0)
			if taken {
				v = 1
			}
			s.cpPush(x, i, TraceNode{Kind: NodePredicate, Op: int32(pc), Addr: -1, Value: v})
		}
		s.cpStep(x, i, t, cost, kind, fromTrace)
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
		s.cpStep(x, i, t, cost, kind, false)
		advance()
	case OpWait:
		if x.open > 0 {
			x.waiting = true
			return 0, true
		}
		x.waiting = false
		cost = c.OpCycles
		s.cpStep(x, i, t, cost, kind, false)
		advance()
	case OpDispatch, OpDraw:
		if x.scheduled[pc] {
			cost = c.OpCycles
			s.cpStep(x, i, t, cost, StepSkip, false)
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
			s.cpStep(x, i, t, cost, kind, false)
			x.processed[pc], x.ever[pc] = true, true
			x.lastProc = max(x.lastProc, pc)
			x.stage = 1
			return cost, false
		}
		// schedule: write the grid(s) to the TMU
		d := CPDispatch{Op: pc, Label: op.Label, Task: op.Name, T: t, Replay: replaying}
		if op.Kind == OpDraw {
			d.Task = "draw"
			d.TMDs = s.cpDraw(i)
		} else {
			idx := s.newTask(s.tasks[op.Name], -1, -1, -1, 0)
			s.cpOwn(idx, i)
			d.TMDs = []int{int(idx)}
		}
		cost = c.OpCycles + s.o.HostWriteCycles*int64(len(d.TMDs))
		x.res.Dispatched = append(x.res.Dispatched, d)
		x.scheduled[pc] = true
		cp.res.Steps = append(cp.res.Steps, CPStep{T: t, End: t + cost, Context: int32(i), Op: int32(pc), Kind: StepSchedule})
		advance()
	}
	return cost, false
}

func (s *sim) cpRequestAt(i int, t int64, reason string) {
	x := &s.cp.ctxs[i]
	if x.irq {
		return
	}
	x.irq, x.irqAt, x.irqReason = true, t, reason
}

// cpOwn makes a new TMD the context's grid and writes it to the TMU; the
// software hold is released when the write is done.
func (s *sim) cpOwn(idx int32, i int) {
	s.cp.owner[idx] = i
	s.cp.ctxs[i].open++
	s.res.TMDs[idx].Context = s.cp.ctxs[i].spec.Name
	s.tmds[idx].release = s.now + s.o.HostWriteCycles
	s.write(idx, true)
	s.push(s.tmds[idx].release, evHold, idx)
}

// cpDraw creates the frame's graphics grids for context i, each fragment
// grid after the vertex grids of the same draw.
func (s *sim) cpDraw(i int) []int {
	nt := len(s.w.Tasks)
	byName := map[string]int{}
	for j, g := range s.w.Graphics {
		byName[g.Name] = nt + j
	}
	made := map[int]int32{}
	var out []int
	for j := range s.w.Graphics {
		idx := s.newGraphics(j)
		for _, p := range graphicsPreds(s.w, j, byName) {
			if pi, ok := made[p]; ok {
				s.tmds[pi].dependents = append(s.tmds[pi].dependents, idx)
				s.res.TMDs[pi].Edges = append(s.res.TMDs[pi].Edges, Edge{To: int(idx), Kind: EdgeAfter})
				s.tmds[idx].preds++
			}
		}
		made[nt+j] = idx
		out = append(out, int(idx))
	}
	for _, idx := range out {
		s.cpOwn(int32(idx), i)
	}
	return out
}

// cpGridDone is called when a TMD completes logically.
func (s *sim) cpGridDone(idx int32) {
	i, ok := s.cp.owner[idx]
	if !ok {
		return
	}
	x := &s.cp.ctxs[i]
	x.open--
	if x.open == 0 && x.waiting && s.cp.running == i {
		x.waiting = false
		s.cpStepAt(s.now)
	}
}

// cpSwitchOut stops context i at t (finished or interrupted) and starts the
// next ready context after the switch cost.
func (s *sim) cpSwitchOut(i int, t int64) {
	cp := s.cp
	c := cp.cmd
	cp.now = t
	x := &cp.ctxs[i]
	sw := CPSwitch{Request: t, Start: t, From: i, To: -1, LastOp: x.lastProc, ResumeOp: x.ckpt, Reason: "finished"}
	cost := c.SwitchCycles
	if !x.done {
		sw.Request, sw.Reason = x.irqAt, x.irqReason
		x.res.Switches++
		full := x.saveSpan
		switch {
		case full:
			sw.FullSave = true
			sw.Bytes = c.ContextBytes
			save := (c.ContextBytes + c.SaveBytesPerCycle - 1) / c.SaveBytesPerCycle
			cost += 2 * save // saved now, restored on resume
			x.res.FullSaves++
			x.res.FullSaveCycles += 2 * save
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
				s.cpPush(x, i, TraceNode{Kind: NodeLast, Op: int32(x.lastProc), Addr: -1})
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
	next := s.cpOther(i, -1<<62)
	if next < 0 && !x.done {
		next = i // nothing else to run: the interrupted context resumes
	}
	cp.running = -1
	if next < 0 {
		if x.done {
			cost = 0
		}
		cp.res.Switches = append(cp.res.Switches, sw)
		return
	}
	sw.To = next
	sw.End = t + cost
	if !x.done {
		x.res.PreemptLatency = append(x.res.PreemptLatency, sw.End-sw.Request)
	}
	cp.res.Switches = append(cp.res.Switches, sw)
	y := &cp.ctxs[next]
	y.replayRun = 0
	if y.fullSaved {
		y.fullSaved = false
	} else if c.Mode == ReplayTrace && y.replayTo >= 0 {
		// the resume reads the last node, then drops it
		if y.ring.len() > 0 && y.ring.at(y.ring.wp-1).Kind == NodeLast {
			y.ring.dropLast()
			cp.res.Trace = append(cp.res.Trace, CPTraceEvent{T: sw.End, Context: int32(next), Kind: TraceDrop, Pos: y.ring.wp})
		}
	}
	cp.running = next
	cp.slice++
	if c.TimeSlice > 0 && !c.Uninterrupted {
		s.push(sw.End+c.TimeSlice, evCPSlice, int32(cp.slice))
	}
	s.cpStepAt(sw.End)
}

func (s *sim) cpFinishRegs(x *cpCtx) {
	for r, name := range x.spec.Stream.Regs {
		x.res.Regs[name] = x.regs[r]
	}
}

// cpFinish completes the command processor's result after the run.
func (s *sim) cpFinish() {
	cp := s.cp
	cp.res.Memory = cp.mem
	for i := range cp.ctxs {
		x := &cp.ctxs[i]
		if !x.done {
			s.cpFinishRegs(x)
		}
	}
}

// cpValidate checks the command layer of a workload.
func cpValidate(w *Workload, taskIdx map[string]int) []string {
	c := w.Commands
	var errs []string
	if c.TraceNodes < 0 {
		errs = append(errs, "commands: trace_nodes must be at least 1")
	}
	if len(c.Memory.Names) != len(c.Memory.Init) {
		errs = append(errs, "commands: memory names and initial values differ in number")
	}
	names := map[string]bool{}
	for _, x := range c.Contexts {
		if names[x.Name] {
			errs = append(errs, fmt.Sprintf("commands: context %q is declared twice", x.Name))
		}
		names[x.Name] = true
		if x.Stream == nil {
			errs = append(errs, fmt.Sprintf("commands: context %q has no stream", x.Name))
			continue
		}
		for _, k := range x.InterruptAfter {
			if k < 0 || k >= len(x.Stream.Ops) {
				errs = append(errs, fmt.Sprintf("commands: context %q: interrupt point %d is past the end of its %d operations", x.Name, k+1, len(x.Stream.Ops)))
			}
		}
		for _, op := range x.Stream.Ops {
			if op.Kind == OpDispatch {
				ti, ok := taskIdx[op.Name]
				if !ok {
					errs = append(errs, fmt.Sprintf("%s:%d:%d: dispatch of unknown task %q", x.File, op.Line, op.Col, op.Name))
					continue
				}
				t := w.Tasks[ti]
				if len(t.After) > 0 || t.Stream != "" {
					errs = append(errs, fmt.Sprintf("%s:%d:%d: task %q is dispatched by a command stream, so its order comes from the stream: remove its after/stream keys", x.File, op.Line, op.Col, op.Name))
				}
			}
		}
	}
	return errs
}
