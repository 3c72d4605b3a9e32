package scheduler

import (
	"fmt"
	"sort"

	"github.com/ppuwb/ppuwb/device"
)

// checkInvariants verifies properties every Result must have, whatever the
// workload: ordering, time bounds, and that no SM ever exceeds its limits.
func checkInvariants(r *Result) error {
	if !sort.SliceIsSorted(r.Intervals, func(i, j int) bool { return r.Intervals[i].Start < r.Intervals[j].Start }) {
		return fmt.Errorf("intervals not sorted by start")
	}
	for i, iv := range r.Intervals {
		if iv.End >= 0 && (iv.End < iv.Start || iv.End > r.Makespan) {
			return fmt.Errorf("interval %d: [%d, %d) outside [start, makespan %d]", i, iv.Start, iv.End, r.Makespan)
		}
		if iv.End < 0 && r.Deadlock == nil {
			return fmt.Errorf("interval %d never ended without a deadlock", i)
		}
		if iv.SM < 0 || iv.SM >= r.Machine.SMs {
			return fmt.Errorf("interval %d on SM %d", i, iv.SM)
		}
	}
	for i, c := range r.Counters {
		if i > 0 && c.Time < r.Counters[i-1].Time {
			return fmt.Errorf("counter event %d at %d before %d", i, c.Time, r.Counters[i-1].Time)
		}
		if c.Value < 0 {
			return fmt.Errorf("counter %s of %s negative", c.Counter, r.TMDs[c.TMD].Name)
		}
		if c.Time > r.Makespan {
			return fmt.Errorf("counter event after makespan")
		}
	}
	for _, info := range r.TMDs {
		for _, t := range []int64{info.Created, info.Eligible, info.Start, info.End, info.Completed} {
			if t > r.Makespan {
				return fmt.Errorf("TMD %s has a time %d after makespan %d", info.Name, t, r.Makespan)
			}
		}
		if info.Completed >= 0 && (info.Completed < info.End || info.End < info.Created) {
			return fmt.Errorf("TMD %s: created %d, end %d, completed %d out of order", info.Name, info.Created, info.End, info.Completed)
		}
		if r.Deadlock == nil && info.Completed < 0 {
			return fmt.Errorf("TMD %s never completed", info.Name)
		}
	}
	// Resource sweep per SM.
	type ch struct {
		t    int64
		end  bool
		need device.Usage
	}
	per := make([][]ch, r.Machine.SMs)
	for _, iv := range r.Intervals {
		info := r.TMDs[iv.Task]
		threads := info.Threads
		need := r.Machine.CTAUsage(threads, info.RegistersPerThread, info.SharedMem)
		if iv.Kind == KindEOC {
			need = r.Machine.CTAUsage(r.Machine.WarpWidth, 16, 0)
		}
		per[iv.SM] = append(per[iv.SM], ch{iv.Start, false, need})
		end := iv.End
		if end < 0 {
			end = r.Makespan + 1
		}
		per[iv.SM] = append(per[iv.SM], ch{end, true, need})
	}
	capa := r.Machine.PerSM.Capacity()
	for sm, cs := range per {
		sort.SliceStable(cs, func(i, j int) bool {
			if cs[i].t != cs[j].t {
				return cs[i].t < cs[j].t
			}
			return cs[i].end && !cs[j].end
		})
		var used device.Usage
		for _, c := range cs {
			if c.end {
				used = used.Sub(c.need)
			} else {
				used = used.Add(c.need)
				if !(device.Usage{}).Fits(used, capa) {
					return fmt.Errorf("SM %d over capacity at %d: %+v", sm, c.t, used)
				}
			}
		}
	}
	return nil
}
