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
	"github.com/ppuwb/ppuwb/internal/enum"
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
	PartitionMPS                                    // each task capped at its share of the SMs in whole TPCs (NVIDIA MPS)

	partitionBuiltin // the first value addPolicy gives (policy.go)
)

// String returns the policy's name ("" for PartitionNone).
func (p PartitionPolicy) String() string {
	if p == PartitionNone {
		return ""
	}
	return nameOf(PartitionPolicyNames, p, "PartitionPolicy")
}

// ParsePartitionPolicy parses a policy name.
func ParsePartitionPolicy(s string) (PartitionPolicy, error) {
	return parseName(PartitionPolicyNames, s, "partition policy")
}

// Measure is what utilization counts.
type Measure int

const (
	MeasureWarps     Measure = iota // warp slots held by resident CTAs (default)
	MeasureCTASlots                 // CTA slots
	MeasureThreads                  // thread slots
	MeasureRegisters                // registers
	MeasureSIMD                     // SIMD units with at least one resident warp (the seed's measure)
)

// String returns "warps", "cta-slots", "threads", "registers" or "simd".
func (m Measure) String() string { return nameOf(MeasureNames, m, "Measure") }

// ParseMeasure parses a measure name ("" means warps).
func ParseMeasure(s string) (Measure, error) {
	if strings.TrimSpace(s) == "" {
		return MeasureWarps, nil
	}
	return parseName(MeasureNames, s, "utilization measure")
}

// Reduction is how a running task is brought down to its allotment.
type Reduction uint8

const (
	ReduceDefault Reduction = iota // the policy decides
	ReduceDrain                    // stop dispatching; running CTAs finish
	ReduceSave                     // context-switch CTAs to memory, restore later
	ReduceFlush                    // drop idempotent CTAs, restart them later
)

// String returns "drain", "save", "flush" or "".
func (r Reduction) String() string {
	if r == ReduceDefault {
		return ""
	}
	return nameOf(ReductionNames, r, "Reduction")
}

// MarshalText encodes the reduction by name.
func (r Reduction) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// ParseReduction parses "drain", "save", "flush" or "" (the policy's).
func ParseReduction(s string) (Reduction, error) {
	if strings.TrimSpace(s) == "" {
		return ReduceDefault, nil
	}
	return parseName(ReductionNames, s, "reduction")
}

// nameOf spells v, or writes type(v) for a value without a name.
func nameOf[T ~int | ~uint8](names enum.Names[T], v T, typ string) string {
	if i := int(v); i >= 0 && i < len(names) && names[i] != "" {
		return names[i]
	}
	return fmt.Sprintf("%s(%d)", typ, int(v))
}

// parseName finds s (any case, spaces trimmed) in names.
func parseName[T ~int | ~uint8](names enum.Names[T], s, what string) (T, error) {
	return names.Parse(strings.ToLower(strings.TrimSpace(s)), what)
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
	// SaveChannels is how many save/restore transfers can move at once
	// (the copy engines, or DMA queues, that context saves use); 0 → 1.
	// Saves and restores share them, first come first served.
	SaveChannels int
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
	orDefault(&p.SaveChannels, 1)
	return p
}

// Tenant is a task (or a stream of tasks with a share) sharing the machine.
type Tenant struct {
	Name     string
	Share    int  // allotted percent as written (0: unset, an equal part of what is left; ShareBestEffort: nothing)
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
	Time      int64     `json:"time"`      // the decision
	Tenant    int       `json:"tenant"`    // whose CTA
	Arrival   int       `json:"arrival"`   // the tenant whose arrival caused it
	Interval  int       `json:"interval"`  // the interval that stops
	TMD       int       `json:"tmd"`       // which CTA: its TMD
	CTA       int       `json:"cta"`       // and its index
	SM        int       `json:"sm"`        // where it was
	Kind      Reduction `json:"kind"`      // save or flush
	Stop      int64     `json:"stop"`      // when it stopped running (save start; flush: Time)
	Saved     int64     `json:"saved"`     // save done, room free (flush: Time)
	Bytes     int       `json:"bytes"`     // registers and shared memory moved each way (save only)
	Remaining int64     `json:"remaining"` // cycles of work it still had (flush: its whole work)
	Lost      int64     `json:"lost"`      // flush: cycles of work thrown away
	Restore   int       `json:"restore"`   // interval that resumes it (-1 never)
	Restored  int64     `json:"restored"`  // restore done, running again (-1 never)
	Reason    string    `json:"reason"`
}

// Transfer is one save or restore on a save channel: the channel is busy
// moving Bytes from Start to End (⌈Bytes ÷ bandwidth⌉ cycles); the fixed
// latency follows, off the channel, and the state is in memory (a save) or
// back on the SM (a restore) at Done = End + latency.
type Transfer struct {
	Preemption int  // index in PartitionResult.Preemptions
	Restore    bool // a restore (else a save)
	Channel    int  // 0 ≤ Channel < SaveChannels
	Bytes      int
	Start, End int64
	Done       int64
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
	// MissedBound counts contended arrivals that reached their share later
	// than Options.LatencyBound, or never (every policy).
	MissedBound int
	// SaveBytesPerCycle is the bandwidth in effect (the option, else the
	// machine's, else 256); SaveChannels the channels in effect.
	SaveBytesPerCycle, SaveChannels int
	// Transfers lists every save and restore in the order they were
	// queued on the channels.
	Transfers []Transfer
	// SIMDLeft (simd measure) is, per interval, how many intervals were
	// recorded when its CTA's warps left their SIMD units (-1, or no entry:
	// they never did): where its exit falls among the arrivals. Where a warp goes
	// depends on the warps there, and within one cycle a CTA can leave
	// after placements (one that reaches its launch point as it starts
	// leaves after its dispatch step), so the audit replays this order.
	SIMDLeft []int32
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
