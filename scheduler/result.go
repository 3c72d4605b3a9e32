package scheduler

import (
	"fmt"
	"strings"
	"sync"

	"github.com/ppuwb/ppuwb/device"
)

// CTAKind classifies a CTA's work.
type CTAKind uint8

const (
	KindGraphics     CTAKind = iota // a vertex batch or fragment tile
	KindCompute                     // a CTA of a task submitted by the host
	KindChild                       // a CTA of a child grid launched by a parent CTA
	KindContinuation                // a continuation CTA taken from a queue TMD
	KindEOC                         // the CTA of an end-of-children TMD
	numCTAKinds
)

var ctaKindNames = [...]string{"graphics", "compute", "child", "continuation", "eoc"}

// String returns "graphics", "compute", "child", "continuation" or "eoc".
func (k CTAKind) String() string {
	if int(k) < len(ctaKindNames) {
		return ctaKindNames[k]
	}
	return fmt.Sprintf("CTAKind(%d)", int(k))
}

// CTAKinds lists every CTAKind in order.
func CTAKinds() []CTAKind {
	return []CTAKind{KindGraphics, KindCompute, KindChild, KindContinuation, KindEOC}
}

// StallKind says why a resident CTA was not running.
type StallKind uint8

const (
	StallNone         StallKind = iota
	StallWaitChildren           // wait-in-place: waiting for its child grids
	StallQueueFull              // continuation: the queue TMD's FIFO was full
)

// String returns "", "wait-children" or "queue-full".
func (s StallKind) String() string {
	switch s {
	case StallWaitChildren:
		return "wait-children"
	case StallQueueFull:
		return "queue-full"
	}
	return ""
}

// Interval is one CTA's residency on an SM: it held its resources from Start
// to End (End = -1 if the run stopped first, e.g. at a deadlock).
type Interval struct {
	SM         int
	Start, End int64
	Task       int     // index into Result.TMDs of the grid the CTA belongs to
	CTA        int     // CTA index in its grid (for continuations: position in the queue)
	Kind       CTAKind // what kind of work it is
	// Stall, StallStart and StallEnd mark a span in which the CTA was
	// resident but not running (StallEnd = -1 if it never resumed).
	Stall                StallKind
	StallStart, StallEnd int64
	// Parent is the index in Result.Intervals of the parent CTA that this
	// continuation CTA continues (-1 otherwise).
	Parent int
}

// TMDKind is the kind of a task metadata structure.
type TMDKind uint8

const (
	TMDGrid     TMDKind = iota // a compute grid (host task or child grid)
	TMDQueue                   // a queue TMD holding continuation CTAs
	TMDEOC                     // an end-of-children TMD
	TMDGraphics                // a graphics grid (vertex or fragment)
)

var tmdKindNames = [...]string{"grid", "queue", "eoc", "graphics"}

// String returns "grid", "queue", "eoc" or "graphics".
func (k TMDKind) String() string {
	if int(k) < len(tmdKindNames) {
		return tmdKindNames[k]
	}
	return fmt.Sprintf("TMDKind(%d)", int(k))
}

// MarshalText encodes the kind by name (for JSON).
func (k TMDKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// EdgeKind is the kind of a task-graph edge.
type EdgeKind uint8

const (
	EdgeOutputDependence EdgeKind = iota // the TMD's output-dependence pointer (decrements To's input dependence)
	EdgeStream                           // stream order (also an output dependence)
	EdgeChild                            // From's CTA launched child grid To
	EdgeContinuation                     // grid From queues its continuations in queue TMD To
	EdgeAfter                            // explicit Task.After / GraphicsGrid.After dependency
)

var edgeKindNames = [...]string{"output-dependence", "stream", "child", "continuation", "after"}

// String names the edge kind.
func (k EdgeKind) String() string {
	if int(k) < len(edgeKindNames) {
		return edgeKindNames[k]
	}
	return fmt.Sprintf("EdgeKind(%d)", int(k))
}

// Edge is a directed task-graph edge from the TMD holding it to To.
type Edge struct {
	To   int // index into Result.TMDs
	Kind EdgeKind
}

// TMDInfo describes one TMD created during the run: its fields as the TMU saw
// them, its place in the task graph, and the times of its life.
type TMDInfo struct {
	Name         string
	Kind         TMDKind
	Task         int // index in Workload.Tasks (-1 if none: queue, EOC, graphics)
	Graphics     int // index in Workload.Graphics (-1 if none)
	GraphicsKind GraphicsKind
	Kernel       string // program the CTAs run ("" for EOC/graphics)

	Grid, Block        Dim3
	CTAs               int        // CTAs executed (queue TMDs: continuation CTAs received)
	Threads            int        // threads per CTA
	RegistersPerThread int        // resources in the TMD
	SharedMem          int        // bytes per CTA
	QueueSize          int        // queue TMDs: FIFO capacity in entries
	CacheSplit         CacheSplit // cache control
	MemoryBarrier      bool
	Semaphores         []string // released at logical completion
	Priority           int
	Stream             string
	Depth              int // nesting depth (0 = host task)

	// Parent is the TMD whose CTA ParentCTA launched this one (-1 none);
	// LaunchInterval is that CTA's index in Result.Intervals.
	Parent, ParentCTA, LaunchInterval int
	// OutputDependence is the TMD whose input dependence this one decrements
	// when it completes (-1 = null pointer).
	OutputDependence int
	// Queue is a grid's queue TMD (-1 none); Owner is the grid a queue or EOC
	// TMD belongs to (-1 none).
	Queue, Owner int
	Edges        []Edge

	InitialPending, InitialInputDependence int

	// Times (-1 = never): created, first eligible (input dependence 0),
	// first CTA dispatched, last CTA evicted, logical completion.
	Created, Eligible, Start, End, Completed int64

	// Context is the command-processor context whose stream dispatched
	// this grid ("" when the host submitted it).
	Context string
}

// Counter names a TMD counter.
type Counter uint8

const (
	CounterPending           Counter = iota // pending counter: logical completion at 0
	CounterInputDependence                  // input-dependence counter: launchable at 0
	CounterOutstandingWrites                // MembarCounted: CTA writes not yet acknowledged
)

// String returns "pending", "input-dependence" or "outstanding-writes".
func (c Counter) String() string {
	switch c {
	case CounterInputDependence:
		return "input-dependence"
	case CounterOutstandingWrites:
		return "outstanding-writes"
	}
	return "pending"
}

// Reason says why a counter changed.
type Reason uint8

const (
	ReasonCreated            Reason = iota // initial value when the TMD was written
	ReasonSoftwareHold                     // the host (or the launching CTA) finished writing the TMD
	ReasonPredecessor                      // a predecessor (stream / after / output dependence) completed
	ReasonChildLaunched                    // a child grid was attached (EOC input dependence)
	ReasonChildDone                        // a child grid completed
	ReasonEOCAttached                      // an EOC TMD now points at this queue
	ReasonEOCDone                          // the EOC TMD completed
	ReasonContinuationQueued               // a continuation CTA was added to the queue
	ReasonContinuationDone                 // continuation work finished
	ReasonEvicted                          // the grid's last CTA left the SMs
	ReasonCTAWrote                         // a CTA ended with its writes in flight
	ReasonWriteAcked                       // a CTA's writes were acknowledged
)

var reasonNames = [...]string{"created", "software hold released", "predecessor completed",
	"child launched", "child completed", "EOC attached", "EOC completed",
	"continuation queued", "continuation finished", "grid evicted", "CTA writes issued", "CTA writes acknowledged"}

// String describes the reason in words.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", int(r))
}

// CounterEvent is one change of a TMD counter (including its initial value).
type CounterEvent struct {
	Time    int64
	TMD     int
	Counter Counter
	Value   int
	Reason  Reason
}

// SemaphoreEvent records a semaphore released by a TMD's logical completion.
type SemaphoreEvent struct {
	Time int64
	TMD  int
	Name string
}

// Holder is a CTA holding SM resources at a deadlock.
type Holder struct {
	SM       int    `json:"sm"`
	Interval int    `json:"interval"` // index in Result.Intervals
	TMD      int    `json:"tmd"`
	Name     string `json:"name"` // TMD name
	CTA      int    `json:"cta"`
	Waiting  string `json:"waiting"` // what it waits for, in words
}

// Blocked is a grid with CTAs that could not be dispatched at a deadlock.
type Blocked struct {
	TMD      int    `json:"tmd"`
	Name     string `json:"name"`
	CTAsLeft int    `json:"ctas_left"`
	Needs    string `json:"needs"` // the resource that does not fit, in words
}

// Deadlock is the diagnosis of a run that stopped with no progress possible.
type Deadlock struct {
	Time    int64     `json:"time"`
	Policy  Policy    `json:"policy"`
	Holders []Holder  `json:"holders"`
	Blocked []Blocked `json:"blocked"`
	// Incomplete lists TMDs that never completed (indices into Result.TMDs).
	Incomplete []int `json:"incomplete"`
	// QueueFull is set when some holders are parent CTAs stalled on a full
	// queue TMD (a deadlock that can happen under the continuation policy).
	QueueFull bool `json:"queue_full"`
}

// Explain describes the deadlock in sentences: which CTAs hold which SMs
// and which grids wait for which resources.
func (d *Deadlock) Explain() string {
	if d == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "deadlock at cycle %d under %s: no CTA can run and no event is pending.\n", d.Time, d.Policy)
	bySM := map[int][]Holder{}
	var sms []int
	for _, h := range d.Holders {
		if _, ok := bySM[h.SM]; !ok {
			sms = append(sms, h.SM)
		}
		bySM[h.SM] = append(bySM[h.SM], h)
	}
	for _, sm := range sms {
		hs := bySM[sm]
		fmt.Fprintf(&b, "SM %d is held by %d CTA(s): ", sm, len(hs))
		var parts []string
		for i, h := range hs {
			if i == 4 && len(hs) > 5 {
				parts = append(parts, fmt.Sprintf("… and %d more", len(hs)-4))
				break
			}
			parts = append(parts, fmt.Sprintf("%s CTA %d (%s)", h.Name, h.CTA, h.Waiting))
		}
		b.WriteString(strings.Join(parts, "; "))
		b.WriteString("\n")
	}
	for i, bl := range d.Blocked {
		if i == 8 && len(d.Blocked) > 9 {
			fmt.Fprintf(&b, "… and %d more grids waiting\n", len(d.Blocked)-8)
			break
		}
		fmt.Fprintf(&b, "%s has %d CTA(s) waiting: %s\n", bl.Name, bl.CTAsLeft, bl.Needs)
	}
	if d.QueueFull {
		b.WriteString("Parent CTAs stall, holding their SMs, because the queue TMD's FIFO is full; the queue's " +
			"input dependence still counts the EOCs of those stalled parents, whose children have no SM left. Make " +
			"queue_size at least the number of launching CTAs, or launch from fewer CTAs.\n")
	}
	if d.Policy == WaitInPlace {
		b.WriteString("The parents wait in place for children that can only run on the SMs the parents hold; " +
			"the continuation policy frees the SMs instead.\n")
	}
	return b.String()
}

// Result is the immutable record of a run. Do not modify its slices.
type Result struct {
	Machine  device.PPU
	Options  Options // the options used, with defaults filled in (Progress cleared)
	Workload Workload

	Intervals  []Interval       // every CTA residency, sorted by Start (ties: dispatch order)
	TMDs       []TMDInfo        // every TMD, in creation order
	Counters   []CounterEvent   // every counter change, in time order
	Semaphores []SemaphoreEvent // semaphore releases, in time order
	TileDone   []int64          // completion of each fragment tile (Frame.Tiles index); -1 never
	Makespan   int64            // time of the last event
	Deadlock   *Deadlock        // nil unless the run deadlocked
	Events     int              // scheduling events processed
	Partition  *PartitionResult // utilization, allotments and preemptions (nil without Options.Partition)
	Commands   *CPResult        // the command processor's operations, switches and trace (nil without Workload.Commands)

	lazy struct {
		once       sync.Once
		keys       any
		timesOnce  sync.Once
		times      []int64
		countsOnce sync.Once
		tmdCounter [][]int32 // per TMD the indices of its counter events
	}
}

// TMDPhase is where a TMD is in its life at some time.
type TMDPhase uint8

const (
	PhaseNotCreated TMDPhase = iota // not yet written
	PhasePending                    // in the pending pool: input dependence > 0
	PhaseActive                     // eligible; CTAs queued or running
	PhaseDrained                    // all CTAs evicted, pending counter still > 0
	PhaseComplete                   // logically complete
)

var phaseNames = [...]string{"not created", "pending", "active", "drained", "complete"}

// String names the phase.
func (p TMDPhase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("TMDPhase(%d)", int(p))
}

// TMDState is a TMD's counters and phase at some time.
type TMDState struct {
	Pending, InputDependence int
	Phase                    TMDPhase
}

// State is the simulation state at one time t.
type State struct {
	Time int64
	// Running lists per SM the indices (into Result.Intervals) of the CTAs
	// resident at t (Start ≤ t < End), in Start order.
	Running [][]int
	// TMDs holds each TMD's counters and phase at t.
	TMDs []TMDState
	// CTAsDone counts CTAs that had finished by t.
	CTAsDone int
	// TilesDone counts fragment tiles finished by t.
	TilesDone int
}

// TaskMetrics summarises one host task or graphics grid.
type TaskMetrics struct {
	Name       string  `json:"name"`
	TMD        int     `json:"tmd"`
	Kind       TMDKind `json:"kind"`
	Created    int64   `json:"created"`    // when the host started writing its TMD
	Start      int64   `json:"start"`      // first CTA dispatched (-1 never)
	Completed  int64   `json:"completed"`  // logical completion (-1 never)
	Turnaround int64   `json:"turnaround"` // Completed − Created (-1 if never completed)
	CTAs       int     `json:"ctas"`       // CTAs of this grid and everything it launched
}

// Metrics summarises a Result.
type Metrics struct {
	Makespan           int64            `json:"makespan"`
	Events             int              `json:"events"`
	CTAs               int              `json:"ctas"`    // distinct CTAs (a preempted CTA resumed later counts once)
	Resumed            int              `json:"resumed"` // residencies that resume a saved or flushed CTA
	CTAsByKind         map[string]int   `json:"ctas_by_kind"`
	TMDs               int              `json:"tmds"`
	Utilization        float64          `json:"utilization"`    // mean over SMs of the fraction of [0, Makespan) with ≥ 1 resident CTA
	SMUtilization      []float64        `json:"sm_utilization"` // per SM
	StallCycles        map[string]int64 `json:"stall_cycles"`   // CTA-cycles spent resident but stalled, by stall kind
	Tasks              []TaskMetrics    `json:"tasks"`
	Deadlocked         bool             `json:"deadlocked"`
	SemaphoresReleased int              `json:"semaphores_released"`
	Coupling           Coupling         `json:"coupling"` // waits decided by queue granularity and EOC placement
}
