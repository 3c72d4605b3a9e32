package audit_test

import (
	"context"
	"fmt"
	"slices"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// The metamorphic relations of issue 35 (docs/scheduling.md, "Metamorphic
// relations"): each generated workload of TestAuditGeneratedWorkloads is
// transformed and run again, and the two Results must relate as the
// documented model says. metamorphic returns the relations that fail, in
// words.
func metamorphic(m device.PPU, w scheduler.Workload, o scheduler.Options, r *scheduler.Result) []string {
	var bad []string
	for _, rel := range relations {
		compared = false
		if msg := rel.check(m, w, o, r); msg != "" {
			bad = append(bad, rel.name+": "+msg)
		}
		if compared {
			relationsChecked[rel.name]++
		}
	}
	return bad
}

// compared is set by a relation that got as far as comparing two runs
// (the others leave a workload out); relationsChecked counts them.
var (
	compared         bool
	relationsChecked = map[string]int{}
)

type relation struct {
	name  string
	check func(m device.PPU, w scheduler.Workload, o scheduler.Options, r *scheduler.Result) string
}

var relations = []relation{
	{"priority-preempt ≡ priority with equal priorities", equalPriorities},
	{"one tenant: every share policy ≡ fifo", oneTenant},
	{"more save channels or bandwidth never lengthen a save", fasterSaves},
	{"share = 0 never triggers a reduction", bestEffortNeverReduces},
	{"scaling every time and cost by k scales the Result by k", scaled},
	{"renaming tasks changes nothing but names", renamed},
}

func runQuiet(m device.PPU, w scheduler.Workload, o scheduler.Options) (*scheduler.Result, error) {
	return scheduler.Run(context.Background(), m, w, o)
}

// cloneWorkload copies what the relations change.
func cloneWorkload(w scheduler.Workload) scheduler.Workload {
	c := w
	c.Kernels = slices.Clone(w.Kernels)
	c.Tasks = slices.Clone(w.Tasks)
	for i := range c.Tasks {
		if l := c.Tasks[i].Launch; l != nil {
			cl := *l
			cl.Children = slices.Clone(l.Children)
			c.Tasks[i].Launch = &cl
		}
		c.Tasks[i].After = slices.Clone(c.Tasks[i].After)
	}
	c.Streams = slices.Clone(w.Streams)
	c.Graphics = slices.Clone(w.Graphics)
	for i := range c.Graphics {
		c.Graphics[i].CTACosts = slices.Clone(c.Graphics[i].CTACosts)
	}
	return c
}

func withPartition(o scheduler.Options, pol scheduler.PartitionPolicy) scheduler.Options {
	po := scheduler.PartitionOptions{}
	if o.Partition != nil {
		po = *o.Partition
	}
	o.Partition = &po
	return o.WithPartition(pol)
}

// sameTimeline compares two Results up to names: every residency, every
// TMD's times, every tenant's arrival and completion, every preemption and
// the makespan; scale multiplies b's expected times.
func sameTimeline(a, b *scheduler.Result, scale int64) string {
	if len(a.Intervals) != len(b.Intervals) {
		return fmt.Sprintf("%d residencies against %d", len(a.Intervals), len(b.Intervals))
	}
	s := func(v int64) int64 {
		if v < 0 {
			return v
		}
		return v * scale
	}
	for i, x := range a.Intervals {
		y := b.Intervals[i]
		x.Start, x.End, x.StallStart, x.StallEnd = s(x.Start), s(x.End), s(x.StallStart), s(x.StallEnd)
		if x != y {
			return fmt.Sprintf("residency %d: %+v against %+v", i, x, y)
		}
	}
	if len(a.TMDs) != len(b.TMDs) {
		return fmt.Sprintf("%d TMDs against %d", len(a.TMDs), len(b.TMDs))
	}
	for i, x := range a.TMDs {
		y := b.TMDs[i]
		if s(x.Created) != y.Created || s(x.Eligible) != y.Eligible || s(x.Start) != y.Start || s(x.End) != y.End || s(x.Completed) != y.Completed {
			return fmt.Sprintf("TMD %d (%s): created %d eligible %d start %d end %d completed %d against %d %d %d %d %d", i, x.Name,
				x.Created, x.Eligible, x.Start, x.End, x.Completed, y.Created, y.Eligible, y.Start, y.End, y.Completed)
		}
	}
	if s(a.Makespan) != b.Makespan {
		return fmt.Sprintf("makespan %d against %d", a.Makespan, b.Makespan)
	}
	if (a.Deadlock == nil) != (b.Deadlock == nil) {
		return "one run deadlocks, the other not"
	}
	pa, pb := a.Partition, b.Partition
	if (pa == nil) != (pb == nil) {
		return "one run has a partition, the other not"
	}
	if pa == nil {
		return ""
	}
	for k := range pa.Tenants {
		x, y := pa.Tenants[k], pb.Tenants[k]
		if s(x.Arrive) != y.Arrive || s(x.Done) != y.Done {
			return fmt.Sprintf("tenant %d: arrives %d, done %d against %d, %d", k, x.Arrive, x.Done, y.Arrive, y.Done)
		}
	}
	if len(pa.Preemptions) != len(pb.Preemptions) {
		return fmt.Sprintf("%d preemptions against %d", len(pa.Preemptions), len(pb.Preemptions))
	}
	for i, x := range pa.Preemptions {
		y := pb.Preemptions[i]
		if x.Interval != y.Interval || x.Kind != y.Kind || s(x.Stop) != y.Stop || s(x.Saved) != y.Saved || s(x.Restored) != y.Restored {
			return fmt.Sprintf("preemption %d: %+v against %+v", i, x, y)
		}
	}
	if pa.MissedBound != pb.MissedBound {
		return fmt.Sprintf("missed_bound %d against %d", pa.MissedBound, pb.MissedBound)
	}
	return ""
}

// equalPriorities: with every priority equal nothing has lower priority,
// so priority-preempt finds no victim, holds nobody back and (having no
// ramp-up pass) dispatches in the WDU's order, as priority does.
func equalPriorities(m device.PPU, w scheduler.Workload, o scheduler.Options, _ *scheduler.Result) string {
	w = cloneWorkload(w)
	for i := range w.Tasks {
		w.Tasks[i].Priority = 0
	}
	for i := range w.Streams {
		w.Streams[i].Priority = 0
	}
	for i := range w.Graphics {
		w.Graphics[i].Priority = 0
	}
	a, errA := runQuiet(m, w, withPartition(o, scheduler.PartitionPriority))
	b, errB := runQuiet(m, w, withPartition(o, scheduler.PartitionPriorityPreempt))
	if errA != nil || errB != nil {
		return ""
	}
	compared = true
	if n := len(b.Partition.Preemptions); n > 0 {
		return fmt.Sprintf("priority-preempt preempts %d CTAs among equal priorities", n)
	}
	return sameTimeline(a, b, 1)
}

// oneTenant: alone, a tenant is never reduced and its allotment binds
// nobody (pass 1 hands it the rest of the threshold), so every share
// policy places its CTAs as fifo does.
func oneTenant(m device.PPU, w scheduler.Workload, o scheduler.Options, _ *scheduler.Result) string {
	if w.Commands != nil || len(w.Tasks) == 0 {
		return ""
	}
	w = cloneWorkload(w)
	// the first host task and the child templates it launches, transitively
	keep := map[string]bool{w.Tasks[0].Name: true}
	for changed := true; changed; {
		changed = false
		for _, t := range w.Tasks {
			if keep[t.Name] && t.Launch != nil {
				for _, c := range t.Launch.Children {
					if !keep[c] {
						keep[c], changed = true, true
					}
				}
			}
		}
	}
	var tasks []scheduler.Task
	for _, t := range w.Tasks {
		if keep[t.Name] {
			t.After, t.Stream = nil, ""
			tasks = append(tasks, t)
		}
	}
	w.Tasks, w.Graphics = tasks, nil
	o.Dispatch = scheduler.DispatchFIFO
	base, err := runQuiet(m, w, withPartition(o, scheduler.PartitionFIFO))
	if err != nil {
		return ""
	}
	compared = true
	for _, pol := range []scheduler.PartitionPolicy{scheduler.PartitionShareDrain, scheduler.PartitionShareSave,
		scheduler.PartitionShareFlush, scheduler.PartitionShareAuto} {
		po := withPartition(o, pol)
		po.Dispatch = scheduler.DispatchFIFO
		r, err := runQuiet(m, w, po)
		if err != nil {
			return fmt.Sprintf("%s: %v", pol, err)
		}
		if msg := sameTimeline(base, r, 1); msg != "" {
			return fmt.Sprintf("%s against fifo: %s", pol, msg)
		}
	}
	return ""
}

// fasterSaves: a save takes ⌈bytes ÷ bandwidth⌉ + latency on a channel,
// so doubling the bandwidth never makes one longer, and another channel
// leaves each transfer's length as it is; a run with a single save
// completes that save no later from its decision.
func fasterSaves(m device.PPU, w scheduler.Workload, o scheduler.Options, r *scheduler.Result) string {
	p := r.Partition
	if p == nil || len(p.Transfers) == 0 {
		return ""
	}
	lat := max(p.Options.SaveLatency, 0)
	old := func(bytes int) int64 {
		bw := int64(p.SaveBytesPerCycle)
		return (int64(bytes)+bw-1)/bw + lat
	}
	for _, edit := range []func(po *scheduler.PartitionOptions){
		func(po *scheduler.PartitionOptions) { po.SaveBytesPerCycle = 2 * p.SaveBytesPerCycle },
		func(po *scheduler.PartitionOptions) {
			po.SaveBytesPerCycle, po.SaveChannels = p.SaveBytesPerCycle, p.SaveChannels+1
		},
	} {
		po := *o.Partition
		edit(&po)
		o2 := o
		o2.Partition = &po
		r2, err := runQuiet(m, w, o2)
		if err != nil || r2.Partition == nil {
			continue
		}
		compared = true
		for _, t := range r2.Partition.Transfers {
			if t.Done-t.Start > old(t.Bytes) {
				return fmt.Sprintf("with %d B/cycle on %d channel(s) a transfer of %d bytes takes %d cycles; at %d B/cycle it took %d",
					r2.Partition.SaveBytesPerCycle, r2.Partition.SaveChannels, t.Bytes, t.Done-t.Start, p.SaveBytesPerCycle, old(t.Bytes))
			}
		}
		if len(p.Preemptions) == 1 && len(r2.Partition.Preemptions) == 1 && p.Preemptions[0].Kind == scheduler.ReduceSave &&
			r2.Partition.Preemptions[0].Kind == scheduler.ReduceSave && p.Preemptions[0].Interval == r2.Partition.Preemptions[0].Interval {
			a, b := p.Preemptions[0], r2.Partition.Preemptions[0]
			if b.Saved-b.Time > a.Saved-a.Time {
				return fmt.Sprintf("the single save takes %d cycles from its decision, against %d", b.Saved-b.Time, a.Saved-a.Time)
			}
		}
	}
	return ""
}

// bestEffortNeverReduces: a best-effort tenant (share = 0) is allotted
// nothing, so its arrival wants no room and no CTA is preempted on its
// behalf, under every share policy.
func bestEffortNeverReduces(m device.PPU, w scheduler.Workload, o scheduler.Options, _ *scheduler.Result) string {
	if o.Partition == nil {
		return ""
	}
	w = cloneWorkload(w)
	for i := range w.Tasks {
		if i%2 == 0 {
			w.Tasks[i].Share = scheduler.ShareBestEffort
		}
	}
	for _, pol := range []scheduler.PartitionPolicy{scheduler.PartitionShareSave, scheduler.PartitionShareFlush, scheduler.PartitionShareAuto} {
		r, err := runQuiet(m, w, withPartition(o, pol))
		if err != nil {
			continue
		}
		p := r.Partition
		compared = true
		for _, pr := range p.Preemptions {
			if p.Tenants[pr.Arrival].Share == scheduler.ShareBestEffort {
				return fmt.Sprintf("%s: %s CTA %d is preempted for the best-effort %s", pol, r.TMDs[pr.TMD].Name, pr.CTA, p.Tenants[pr.Arrival].Name)
			}
		}
	}
	return ""
}

// scaled: every duration of the model is a workload or option figure, so
// multiplying all of them by k multiplies every time of the Result by k.
// Integer rounding breaks it where a figure is divided: per-CTA jitter (a
// percentage of the cycles), a launch's fraction of a CTA, a save's
// ⌈bytes ÷ bandwidth⌉ (whether a CTA is saved at all weighs it against the
// CTA's remaining work, so policies that may save are left out) and a
// dispatch rate; those workloads are left out (and the command processor
// and runtime, whose costs are per operation).
func scaled(m device.PPU, w scheduler.Workload, o scheduler.Options, r *scheduler.Result) string {
	const k = 3
	if w.Commands != nil || m.DispatchRate != 0 {
		return ""
	}
	for _, t := range w.Tasks {
		if t.Launch != nil {
			return ""
		}
	}
	if p := r.Partition; p != nil {
		switch p.Options.Policy {
		case scheduler.PartitionShareSave, scheduler.PartitionShareFlush, scheduler.PartitionShareAuto, scheduler.PartitionPriorityPreempt:
			// a save's transfer does not scale, and whether a CTA is saved
			// depends on it against the CTA's remaining work
			return ""
		}
	}
	w = cloneWorkload(w)
	for i := range w.Kernels {
		w.Kernels[i].JitterPercent = 0
	}
	base, err := runQuiet(m, w, o)
	if err != nil {
		return ""
	}
	for i := range w.Kernels {
		w.Kernels[i].CyclesPerThread *= k
	}
	for i := range w.Tasks {
		w.Tasks[i].SubmitAt *= k
	}
	for i := range w.Graphics {
		for j := range w.Graphics[i].CTACosts {
			w.Graphics[i].CTACosts[j] *= k
		}
	}
	o2 := base.Options
	o2.HostWriteCycles *= k
	o2.EOCCycles *= k
	o2.MembarCycles *= k
	o2.MaxCycles *= k
	if p := base.Partition; p != nil {
		po := p.Options
		po.SaveLatency = max(po.SaveLatency, 0) * k
		if po.SaveLatency == 0 {
			po.SaveLatency = -1
		}
		po.LatencyBound *= k
		po.Quantum *= k
		o2.Partition = &po
	}
	r2, err := runQuiet(m, w, o2)
	if err != nil {
		return err.Error()
	}
	compared = true
	if base.Partition != nil {
		for _, pr := range r2.Partition.Preemptions {
			if pr.Kind == scheduler.ReduceSave {
				return "the scaled run saves a CTA; the original saved none"
			}
		}
	}
	return sameTimeline(base, r2, k)
}

// renamed: names only label tasks; no rule orders by them, so renaming
// every task (here into names that sort in the opposite order) leaves
// every time, place and decision as it was.
func renamed(m device.PPU, w scheduler.Workload, o scheduler.Options, r *scheduler.Result) string {
	if w.Commands != nil {
		return ""
	}
	w = cloneWorkload(w)
	name := map[string]string{}
	for i, t := range w.Tasks {
		name[t.Name] = fmt.Sprintf("n%03d", 999-i)
	}
	for i := range w.Tasks {
		t := &w.Tasks[i]
		t.Name = name[t.Name]
		for j, a := range t.After {
			t.After[j] = name[a]
		}
		if t.Launch != nil {
			for j, c := range t.Launch.Children {
				t.Launch.Children[j] = name[c]
			}
		}
	}
	r2, err := runQuiet(m, w, o)
	if err != nil {
		return err.Error()
	}
	compared = true
	return sameTimeline(r, r2, 1)
}
