package scheduler

import (
	"strings"

	"github.com/ppuwb/ppuwb/internal/enum"
)

// The spellings of the scheduler's enums, as workspace files and the
// command line write them: each list is the only one (String, Parse and
// the workspace loader read it; TestEnumKeysDocumented in workspaces
// checks docs/formats.md against it). An empty spelling is a zero value
// that files do not name.
var (
	PolicyNames           = enum.Names[Policy]{Continuation: "continuation", WaitInPlace: "wait-in-place"}
	DispatchNames         = enum.Names[Dispatch]{DispatchFIFO: "fifo", DispatchPriority: "priority"}
	CountingNames         = enum.Names[Counting]{CountPerCTA: "per-cta", CountOnce: "once", CountPerChild: "per-child"}
	MembarModeNames       = enum.Names[MembarMode]{MembarDelay: "delay", MembarCounted: "counted"}
	QueueGranularityNames = enum.Names[QueueGranularity]{QueuePerGrid: "per-grid", QueuePerCTA: "per-cta"}
	CacheSplitNames       = enum.Names[CacheSplit]{SplitAny: "any", SplitPreferShared: "prefer-shared", SplitEqual: "equal", SplitPreferL1: "prefer-l1"}
	ReplayModeNames       = enum.Names[ReplayMode]{ReplayTrace: "trace", ReplayNoTrace: "no-trace", ReplayResubmit: "resubmit"}
	PreemptLevelNames     = enum.Names[PreemptLevel]{PreemptAny: "any", PreemptDraw: "draw", PreemptSubmission: "submission"}
	OverflowModeNames     = enum.Names[OverflowMode]{OverflowError: "error", OverflowFullSave: "save"}
	// PartitionPolicyNames is filled by the policies' registrations
	// (registerPolicy in each policy_*.go file): a policy's name is
	// spelled once, in its own file.
	PartitionPolicyNames enum.Names[PartitionPolicy]
	MeasureNames         = enum.Names[Measure]{MeasureWarps: "warps", MeasureCTASlots: "cta-slots", MeasureThreads: "threads", MeasureRegisters: "registers", MeasureSIMD: "simd"}
	ReductionNames       = enum.Names[Reduction]{ReduceDrain: "drain", ReduceSave: "save", ReduceFlush: "flush"}
)

// either spells an enum's names as a sentence's choices ("a or b",
// "a, b or c"), for the Parse functions' errors.
func either[T ~int | ~uint8](names enum.Names[T]) string {
	l := names.List()
	if len(l) < 2 {
		return strings.Join(l, "")
	}
	return strings.Join(l[:len(l)-1], ", ") + " or " + l[len(l)-1]
}
