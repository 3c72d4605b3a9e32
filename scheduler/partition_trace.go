package scheduler

import "strconv"

// partition writes the partition's part of the Chrome trace: save and
// restore slices and flush instants on the SM threads of the CTAs they
// concern, and each tenant's utilization (percent) as counters.
func (tw *traceWriter) partition(r *Result) {
	p := r.Partition
	if p == nil {
		return
	}
	for _, pr := range p.Preemptions {
		args := `,"args":{"tmd":` + strconv.Itoa(pr.TMD) + `,"cta":` + strconv.Itoa(pr.CTA) + `,"bytes":` +
			strconv.Itoa(pr.Bytes) + `,"reason":` + quote(pr.Reason) + `}}`
		if pr.Kind == ReduceFlush {
			tw.begin()
			tw.raw(`{"ph":"i","s":"t","pid":1,"name":"flush","cat":"preempt","tid":`)
			tw.int(int64(tw.tids[pr.Interval]))
			tw.raw(`,"ts":`)
			tw.ts(pr.Time)
			tw.raw(args)
		} else {
			tw.slice(pr.Interval, "save", pr.Stop, pr.Saved, args)
		}
		if pr.Restore >= 0 && pr.Restored > r.Intervals[pr.Restore].Start {
			tw.slice(pr.Restore, "restore", r.Intervals[pr.Restore].Start, pr.Restored, args)
		}
	}
	for _, smp := range p.Samples {
		tw.begin()
		tw.raw(`{"ph":"C","pid":1,"name":"utilization %","ts":`)
		tw.ts(smp.Time)
		tw.raw(`,"args":{`)
		for k, u := range smp.Used {
			if k > 0 {
				tw.raw(",")
			}
			tw.str(p.Tenants[k].Name)
			tw.raw(":")
			tw.raw(strconv.FormatFloat(float64(u)*100/float64(p.Capacity), 'f', 2, 64))
		}
		tw.raw(`}}`)
	}
}

// slice writes a complete event on the thread of interval iv.
func (tw *traceWriter) slice(iv int, name string, from, to int64, args string) {
	tw.begin()
	tw.raw(`{"ph":"X","pid":1,"cat":"preempt","name":"` + name + `","tid":`)
	tw.int(int64(tw.tids[iv]))
	tw.raw(`,"ts":`)
	tw.ts(from)
	tw.raw(`,"dur":`)
	tw.ts(to - from)
	tw.raw(args)
}
