package scheduler

import (
	"fmt"
	"strings"
)

// Dim3 is a three-dimensional size (grid or block dimensions).
type Dim3 struct{ X, Y, Z int }

// Count is X·Y·Z (0 if any dimension is not positive).
func (d Dim3) Count() int {
	if d.X <= 0 || d.Y <= 0 || d.Z <= 0 {
		return 0
	}
	return d.X * d.Y * d.Z
}

// IsZero reports whether d is the zero value (all dimensions unset).
func (d Dim3) IsZero() bool { return d == Dim3{} }

// String formats d as "XxYxZ".
func (d Dim3) String() string { return fmt.Sprintf("%dx%dx%d", d.X, d.Y, d.Z) }

// CacheSplit is the TMD's cache-control field: how an SM's on-chip memory is
// divided between L1 cache and shared memory while the CTA is resident.
// An SM has one split at a time: CTAs with a split other than SplitAny can
// only join an SM whose resident CTAs use the same split (or none), and the
// split bounds the shared memory available on that SM.
type CacheSplit int

const (
	SplitAny          CacheSplit = iota // no preference: all on-chip memory may be shared memory; joins any SM
	SplitPreferShared                   // 3/4 shared memory, 1/4 L1
	SplitEqual                          // 1/2 shared memory, 1/2 L1
	SplitPreferL1                       // 1/4 shared memory, 3/4 L1
)

// String returns the name used in task files ("any", "prefer-shared", "equal", "prefer-l1").
func (c CacheSplit) String() string { return nameOf(CacheSplitNames, c, "CacheSplit") }

// ParseCacheSplit parses a CacheSplit name ("" means SplitAny).
func ParseCacheSplit(s string) (CacheSplit, error) {
	if s == "" {
		return SplitAny, nil
	}
	if v, ok := CacheSplitNames.Lookup(strings.ToLower(s)); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown cache split %q (want one of %s)", s, strings.Join(CacheSplitNames.List(), ", "))
}

// sharedFraction returns the shared-memory share of the on-chip memory in quarters.
func (c CacheSplit) sharedQuarters() int {
	switch c {
	case SplitPreferShared:
		return 3
	case SplitEqual:
		return 2
	case SplitPreferL1:
		return 1
	}
	return 4
}

// Kernel is a program that grids run: its cost and the resources each thread
// and CTA need.
type Kernel struct {
	Name string
	// CyclesPerThread is how long one CTA runs: each thread does this many
	// cycles of work and the threads of a CTA run in parallel. Must be ≥ 1.
	CyclesPerThread int64
	// JitterPercent varies each CTA's cycles uniformly by up to ±this percent
	// (0..90), drawn deterministically from Options.Seed, the TMD and the CTA.
	JitterPercent int
	// RegistersPerThread (1..255) and SharedMemPerCTA (bytes, ≥ 0) are the
	// resources in the TMD; registers are allocated per whole warp.
	RegistersPerThread int
	SharedMemPerCTA    int
	// BlockSize is the default block dimensions for tasks that give none.
	BlockSize Dim3
	// CacheSplit is the L1/shared split the kernel asks for.
	CacheSplit CacheSplit
	// Idempotent kernels may be flushed (dropped and restarted) by a partition policy.
	Idempotent bool
}

// Launch declares that CTAs of a task create child grids and a continuation:
// at fraction At of its work each launching CTA creates one grid of each task
// named in Children. Under the Continuation policy it then queues a
// continuation CTA (the rest of its work) into the task's queue TMD and exits;
// under WaitInPlace it stays resident until its children have completed, then
// does the rest of its work.
type Launch struct {
	// At is the fraction of the CTA's work done before it launches (0 ≤ At ≤ 1).
	At float64
	// Children are names of tasks in Workload.Tasks used as child grid
	// templates. A task named here is launched only by parents, never by the host.
	Children []string
	// Every makes only every Every-th CTA (CTA index % Every == 0) a launching
	// CTA; 0 or 1 means every CTA.
	Every int
	// ContinuationKernel optionally names the kernel the continuation CTA
	// runs (its full CyclesPerThread); "" means the parent's kernel running
	// the remaining (1 − At) of the parent CTA's cycles.
	ContinuationKernel string
}

// Task is a compute grid submitted by the host (or, if another task names it
// in Launch.Children, a template for child grids).
type Task struct {
	Name   string
	Kernel string // name of a Kernel
	Grid   Dim3   // CTAs in x, y, z (each ≥ 1)
	Block  Dim3   // threads per CTA in x, y, z; zero → the kernel's BlockSize
	// Priority orders active grids under DispatchPriority (higher first).
	Priority int
	// Stream names a Stream: tasks in the same stream run in the order they
	// appear in Workload.Tasks, each waiting for its predecessor's logical
	// completion (hardware hold) besides the host's software hold.
	Stream string
	// After names further tasks that must complete logically before this one
	// is launched (each adds 1 to the initial input dependence).
	After []string
	// SubmitAt is the cycle at which the host starts writing this task's TMD;
	// the software hold is released Options.HostWriteCycles later (and never
	// before the host finished writing the previous task's TMD).
	SubmitAt int64
	// Semaphores are released when the task completes logically (pending
	// counter reaches zero), never earlier.
	Semaphores []string
	// MemoryBarrier makes the TMU flush memory (Options.MembarCycles) between
	// logical completion and the release of semaphores and dependents.
	MemoryBarrier bool
	// Launch, if not nil, declares child grids and a continuation.
	Launch *Launch
	// Share is the task's allotted utilization in percent (1..100) under a
	// partition policy; 0 = unset: an equal part of what the set shares
	// leave of the threshold; ShareBestEffort (a workspace's share = 0):
	// best effort, allotment 0, and no reduction on its behalf.
	Share int
	// Reduce overrides how the partition policy reduces this task.
	Reduce Reduction
	// HostQueue names the host queue that writes this task's TMD ("": the
	// main one). Each queue writes its TMDs one after the other, the
	// queues independently (the host runtime's grids use "runtime").
	HostQueue string
}

// ShareBestEffort is the Share of a best-effort task or stream (share = 0
// in a workspace): allotted nothing, it runs on the room nobody below
// its allotment wants, and its arrival never reduces anyone.
const ShareBestEffort = -1

// Stream is a sequence of dependent tasks; its members are the tasks whose
// Task.Stream names it, in Workload order.
type Stream struct {
	Name string
	// Priority is added to the priority of every task in the stream.
	Priority int
	// Share (percent, or ShareBestEffort) makes the whole stream one
	// tenant of the partition (0: unset, each task its own tenant).
	Share int
}

// GraphicsKind distinguishes vertex and fragment grids.
type GraphicsKind int

const (
	VertexGrid   GraphicsKind = iota // vertex shading, one CTA per batch of vertices
	FragmentGrid                     // fragment shading, one CTA per coarse tile
)

// String returns "vertex" or "fragment".
func (k GraphicsKind) String() string {
	if k == FragmentGrid {
		return "fragment"
	}
	return "vertex"
}

// GraphicsGrid is a frame's graphics work entering the TMU beside compute
// work. For a FragmentGrid, CTA i is render.Frame.Tiles[i] and its completion
// time is recorded in Result.TileDone[i].
type GraphicsGrid struct {
	Name     string
	Kind     GraphicsKind
	CTACosts []int64 // cycles of each CTA (≥ 1 each); len is the number of CTAs
	// Threads per CTA, RegistersPerThread and SharedMem (bytes per CTA) are
	// the resources each CTA occupies.
	Threads            int
	RegistersPerThread int
	SharedMem          int
	Priority           int
	// After names graphics grids or tasks that must complete first. If empty,
	// a FragmentGrid waits for every VertexGrid listed before it.
	After []string
	// SubmitAt is when the host starts writing the grid's TMD (as Task.SubmitAt).
	SubmitAt int64
}

// Workload is everything the host submits to the PPU.
type Workload struct {
	Kernels  []Kernel
	Tasks    []Task
	Streams  []Stream
	Graphics []GraphicsGrid
	// Commands, if not nil, puts command processors in front of the TMU:
	// the tasks its streams dispatch and (when a stream draws) the graphics
	// grids are submitted by the streams, not by the host.
	Commands *Commands
}

// Policy decides what a parent CTA does after launching children.
type Policy int

const (
	// Continuation: the parent CTA queues a continuation CTA and exits,
	// freeing its SM; the continuation runs after the children (the design).
	Continuation Policy = iota
	// WaitInPlace: the parent CTA stays resident, holding its resources,
	// until its children complete. Deadlocks when parents fill the SMs.
	WaitInPlace
)

// String returns "continuation" or "wait-in-place".
func (p Policy) String() string { return nameOf(PolicyNames, p, "Policy") }

// MarshalText encodes the policy by name (for JSON).
func (p Policy) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText decodes a policy name.
func (p *Policy) UnmarshalText(b []byte) error {
	v, err := ParsePolicy(string(b))
	*p = v
	return err
}

// ParsePolicy parses "continuation" or "wait-in-place".
func ParsePolicy(s string) (Policy, error) {
	switch k := strings.ToLower(strings.TrimSpace(s)); k {
	case "":
		return Continuation, nil
	case "wait_in_place", "waitinplace":
		return WaitInPlace, nil
	default:
		if v, ok := PolicyNames.Lookup(k); ok {
			return v, nil
		}
	}
	return 0, fmt.Errorf("unknown policy %q (want %s)", s, either(PolicyNames))
}

// Dispatch is the WDU's order of active grids.
type Dispatch int

const (
	DispatchFIFO     Dispatch = iota // grids in the order they became active
	DispatchPriority                 // higher priority first, then FIFO
)

// String returns "fifo" or "priority".
func (d Dispatch) String() string { return nameOf(DispatchNames, d, "Dispatch") }

// ParseDispatch parses "fifo" or "priority".
func ParseDispatch(s string) (Dispatch, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	if k == "" {
		return DispatchFIFO, nil
	}
	if v, ok := DispatchNames.Lookup(k); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown dispatch order %q (want %s)", s, either(DispatchNames))
}

// Counting selects how continuation CTAs hold the parent grid's pending
// counter (the two variants of the design).
type Counting int

const (
	// CountPerCTA increments the parent's pending counter for each
	// continuation CTA queued and decrements it as each one finishes.
	CountPerCTA Counting = iota
	// CountOnce increments it once, when the first continuation CTA is
	// queued; the last continuation CTA decrements it when it finishes.
	CountOnce
	// CountPerChild increments it per child grid launched and decrements it
	// as each child completes (the seed's general description); a queue's
	// continuation work holds it once, as CountOnce.
	CountPerChild
)

// String returns "per-cta", "once" or "per-child".
func (c Counting) String() string { return nameOf(CountingNames, c, "Counting") }

// ParseCounting parses "per-cta", "once" or "per-child".
func ParseCounting(s string) (Counting, error) {
	switch k := strings.ToLower(strings.TrimSpace(s)); k {
	case "", "percta":
		return CountPerCTA, nil
	default:
		if v, ok := CountingNames.Lookup(k); ok {
			return v, nil
		}
	}
	return 0, fmt.Errorf("unknown counting %q (want %s)", s, either(CountingNames))
}

// Defaults used when the corresponding Options field is zero.
const (
	DefaultMaxDepth           = 24
	DefaultMaxPendingLaunches = 2048
	DefaultQueueSize          = 1024
	MaxQueueSize              = 1 << 20
	DefaultHostWriteCycles    = 100
	DefaultEOCCycles          = 20
	DefaultMembarCycles       = 50
)

// Options configure a run. The zero value is valid: continuation policy, FIFO
// dispatch, per-CTA counting and the defaults above.
type Options struct {
	Policy   Policy
	Dispatch Dispatch
	Counting Counting
	// MaxDepth bounds child nesting (a top-level task is depth 0); 0 → 24.
	MaxDepth int
	// MaxPendingLaunches bounds child grids launched but not yet complete; 0 → 2048.
	MaxPendingLaunches int
	// QueueSize is the capacity in entries of each queue TMD's circular FIFO; 0 → 1024.
	QueueSize int
	// HostWriteCycles is how long the host takes to write one TMD before
	// releasing its software hold; 0 → 100, negative → 0.
	HostWriteCycles int64
	// EOCCycles is how long the EOC CTA runs on an SM; 0 → 20.
	EOCCycles int64
	// EOCOnTMU executes EOC tasks inside the TMU (no SM, no time) instead.
	EOCOnTMU bool
	// MembarCycles is the cost of a TMD's memory barrier; 0 → 50. Under
	// MembarCounted it is each CTA's write latency instead.
	MembarCycles int64
	// Membar selects how a memory barrier is modelled (membar.go).
	Membar MembarMode
	// Queue selects one queue TMD per launching grid or per launching CTA (queuegran.go).
	Queue QueueGranularity
	// Seed seeds the per-CTA jitter (Kernel.JitterPercent).
	Seed int64
	// MaxCycles stops the run with an error if simulated time passes it; 0 = no limit.
	MaxCycles int64
	// Partition, if not nil, shares the machine between tasks by utilization
	// (see partition.go); nil keeps the plain dispatch order.
	Partition *PartitionOptions
	// Progress, if set, is called now and then with CTAs finished and CTAs created so far.
	Progress func(done, total int)
}

func (o Options) withDefaults() Options {
	if o.MaxDepth == 0 {
		o.MaxDepth = DefaultMaxDepth
	}
	if o.MaxPendingLaunches == 0 {
		o.MaxPendingLaunches = DefaultMaxPendingLaunches
	}
	if o.QueueSize == 0 {
		o.QueueSize = DefaultQueueSize
	}
	switch {
	case o.HostWriteCycles == 0:
		o.HostWriteCycles = DefaultHostWriteCycles
	case o.HostWriteCycles < 0:
		o.HostWriteCycles = 0
	}
	if o.EOCCycles == 0 {
		o.EOCCycles = DefaultEOCCycles
	}
	if o.MembarCycles == 0 {
		o.MembarCycles = DefaultMembarCycles
	}
	return o
}
