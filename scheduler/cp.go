package scheduler

import (
	"fmt"
	"strings"
)

// This file is the command processors' layer (docs/replay.md,
// ../shared/seeds/trace-buffer-replay.txt): contexts whose command streams
// one command processor decodes in front of the TMU. Dispatches and draws
// become real grids on the SMs; a context is interrupted (a higher-priority
// context arrives, its time slice expires, or the workspace says so),
// switched out at a preemption point, and resumed later by replaying its
// stream from its most recent checkpoint with the ring trace buffer
// (tracebuf.go) supplying what it read and which way its predicates went.
// This file has the model (contexts, modes, steps, results and their
// validation); cprun.go runs it.

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

// String names the mode.
func (m ReplayMode) String() string { return nameOf(ReplayModeNames, m, "ReplayMode") }

// MarshalText writes the name.
func (m ReplayMode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ParseReplayMode reads "trace", "no-trace" or "resubmit".
func ParseReplayMode(s string) (ReplayMode, error) {
	if v, ok := ReplayModeNames.Lookup(s); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown replay mode %q (%s)", s, strings.Join(ReplayModeNames.List(), ", "))
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

// String names the level.
func (p PreemptLevel) String() string { return nameOf(PreemptLevelNames, p, "PreemptLevel") }

// MarshalText writes the name.
func (p PreemptLevel) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// ParsePreemptLevel reads "any", "draw" or "submission".
func ParsePreemptLevel(s string) (PreemptLevel, error) {
	if v, ok := PreemptLevelNames.Lookup(s); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown preemption level %q (%s)", s, strings.Join(PreemptLevelNames.List(), ", "))
}

// OverflowMode is what happens when a checkpoint span needs more nodes
// than the trace ring (Commands.OverflowSave).
type OverflowMode uint8

const (
	OverflowError    OverflowMode = iota // the run stops with an error naming the operation
	OverflowFullSave                     // the span falls back to a full context save
)

// String names the mode.
func (m OverflowMode) String() string { return nameOf(OverflowModeNames, m, "OverflowMode") }

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
	OverflowSave bool // OverflowMode's OverflowFullSave
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
	// Forward: a read (or a predicate's memory read) of a location this
	// context read or wrote before it was switched out took the traced
	// value instead of memory's (FromTrace is set too).
	Forward *CPForward `json:"forward,omitempty"`
}

// CPForward is the traced access a read was forwarded from: the operation
// that wrote (or, with Read, read) the location before the switch, the
// address and the value.
type CPForward struct {
	Op    int   `json:"op"`
	Addr  int   `json:"addr"`
	Value int64 `json:"value"`
	Read  bool  `json:"read,omitempty"`
}

// CPSwitch is a context switch with its reason.
type CPSwitch struct {
	Request int64  `json:"request"` // the interrupt was requested (== Start when a context finished)
	Start   int64  `json:"start"`   // the outgoing context stopped
	End     int64  `json:"end"`     // the incoming context runs
	From    int    `json:"from"`    // -1: the command processor was idle (Reason "idle")
	To      int    `json:"to"`      // -1: nothing ready
	Reason  string `json:"reason"`
	// LastOp is the last operation From processed; ResumeOp the checkpoint
	// it will resume from (-1: the start of the stream).
	LastOp   int   `json:"last_op"`
	ResumeOp int   `json:"resume_op"`
	FullSave bool  `json:"full_save,omitempty"`
	Bytes    int64 `json:"bytes"` // trace bytes kept, or the full save's bytes
	// SaveCycles is the outgoing context's full save (FullSave);
	// RestoreCycles the incoming context's restore, when its last switch
	// out was a full save. A switch costs SwitchCycles plus both.
	SaveCycles    int64 `json:"save_cycles,omitempty"`
	RestoreCycles int64 `json:"restore_cycles,omitempty"`
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
	TracePush     TraceEventKind = iota // a node written at the write pointer
	TracePurge                          // a checkpoint: the read pointer moves to the write pointer
	TraceDrop                           // a resume consumed the "last" node
	TraceOverflow                       // a node did not fit: a switch in this span saves the context fully
)

// String names the event.
func (k TraceEventKind) String() string {
	return [...]string{"push", "purge", "drop", "overflow"}[k]
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
	FullSaveBytes  int64            `json:"full_save_bytes"`  // what one full context save moves
	FullSaves      int              `json:"full_saves"`       // overflow fallbacks taken
	FullSaveCycles int64            `json:"full_save_cycles"` // its full saves plus its restores
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
	// The costs in effect (defaults filled in): a switch, a full context
	// save's bytes and its bandwidth.
	SwitchCycles      int64 `json:"switch_cycles"`
	ContextBytes      int64 `json:"context_bytes"`
	SaveBytesPerCycle int64 `json:"save_bytes_per_cycle"`
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
