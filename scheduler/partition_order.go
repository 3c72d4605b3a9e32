package scheduler

import (
	"fmt"
	"sort"
	"strings"
)

// PartitionEvent is one step of a partitioned run in FIG 4's vocabulary.
type PartitionEvent struct {
	Time int64
	What string // "start task2/0", "end task1/0", "save task1/2", "restore task1/2"
}

// PartitionTimeline lists a run's CTA starts, ends, saves (when the CTA is
// in memory and its room free), flushes and restores in time order; at one
// time saves and ends come before starts.
func PartitionTimeline(r *Result) []PartitionEvent {
	type ev struct {
		PartitionEvent
		pri int
	}
	var evs []ev
	cut := map[int]bool{}
	resumed := map[int]bool{}
	if r.Partition != nil {
		for _, p := range r.Partition.Preemptions {
			name := fmt.Sprintf("%s/%d", r.TMDs[p.TMD].Name, p.CTA)
			verb := "save "
			if p.Kind == ReduceFlush {
				verb = "flush "
			}
			evs = append(evs, ev{PartitionEvent{p.Saved, verb + name}, 0})
			cut[p.Interval] = true
			if p.Restore >= 0 {
				resumed[p.Restore] = true
				evs = append(evs, ev{PartitionEvent{r.Intervals[p.Restore].Start, "restore " + name}, 2})
			}
		}
	}
	for i, iv := range r.Intervals {
		name := fmt.Sprintf("%s/%d", r.TMDs[iv.Task].Name, iv.CTA)
		if !resumed[i] {
			evs = append(evs, ev{PartitionEvent{iv.Start, "start " + name}, 2})
		}
		if !cut[i] && iv.End >= 0 {
			evs = append(evs, ev{PartitionEvent{iv.End, "end " + name}, 1})
		}
	}
	sort.SliceStable(evs, func(a, b int) bool {
		if evs[a].Time != evs[b].Time {
			return evs[a].Time < evs[b].Time
		}
		return evs[a].pri < evs[b].pri
	})
	out := make([]PartitionEvent, len(evs))
	for i, e := range evs {
		out[i] = e.PartitionEvent
	}
	return out
}

// PartitionEventOrder is the timeline from the first preemption decision
// to the last start or restore, without times: the order FIG 4 draws.
func PartitionEventOrder(r *Result) string {
	var from int64
	if r.Partition != nil && len(r.Partition.Preemptions) > 0 {
		from = r.Partition.Preemptions[0].Time
	}
	tl := PartitionTimeline(r)
	last := -1
	for i, e := range tl {
		if strings.HasPrefix(e.What, "start") || strings.HasPrefix(e.What, "restore") {
			last = i
		}
	}
	var out []string
	for _, e := range tl[:last+1] {
		if e.Time >= from {
			out = append(out, e.What)
		}
	}
	return strings.Join(out, ", ")
}
