package scheduler

import (
	"fmt"
	"sort"
	"strings"
)

// PartitionEventOrder lists a run's CTA starts, ends, saves and restores in time order
// (up to the last start), in FIG 4's vocabulary.
func PartitionEventOrder(r *Result) string {
	type ev struct {
		t   int64
		pri int
		s   string
	}
	var evs []ev
	restored := map[int]bool{}
	saved := map[int]bool{}
	for _, p := range r.Partition.Preemptions {
		name := fmt.Sprintf("%s/%d", r.TMDs[p.TMD].Name, p.CTA)
		evs = append(evs, ev{p.Saved, 0, "save " + name})
		saved[p.Interval] = true
		if p.Restore >= 0 {
			restored[p.Restore] = true
			evs = append(evs, ev{r.Intervals[p.Restore].Start, 2, "restore " + name})
		}
	}
	for i, iv := range r.Intervals {
		name := fmt.Sprintf("%s/%d", r.TMDs[iv.Task].Name, iv.CTA)
		if !restored[i] {
			evs = append(evs, ev{iv.Start, 2, "start " + name})
		}
		if !saved[i] && iv.End >= 0 {
			evs = append(evs, ev{iv.End, 1, "end " + name})
		}
	}
	sort.SliceStable(evs, func(a, b int) bool {
		if evs[a].t != evs[b].t {
			return evs[a].t < evs[b].t
		}
		return evs[a].pri < evs[b].pri
	})
	var out []string
	last := 0
	for i, e := range evs {
		if strings.HasPrefix(e.s, "start") || strings.HasPrefix(e.s, "restore") {
			last = i
		}
	}
	for _, e := range evs[:last+1] {
		if e.s == "start task1/0" || e.s == "start task1/1" || e.s == "start task1/2" || e.s == "start task1/3" {
			continue
		}
		out = append(out, e.s)
	}
	return strings.Join(out, ", ")
}
