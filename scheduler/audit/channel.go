package audit

import (
	"fmt"
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// restored: every saved or flushed CTA runs again, unless the run
// deadlocked with its grid incomplete (reported lost with the deadlock).
func (a *auditor) restored(k checker) {
	r := a.r
	p := r.Partition
	if p == nil {
		return
	}
	lost := map[int]bool{}
	if r.Deadlock != nil {
		for _, i := range r.Deadlock.Incomplete {
			lost[i] = true
		}
	}
	for _, pr := range p.Preemptions {
		k.item()
		name := fmt.Sprintf("%s CTA %d", r.TMDs[pr.TMD].Name, pr.CTA)
		if pr.Interval < 0 || pr.Interval >= len(r.Intervals) {
			k.fail("the preemption of %s names no residency", name)
			continue
		}
		iv := r.Intervals[pr.Interval]
		if iv.Task != pr.TMD || iv.CTA != pr.CTA || iv.SM != pr.SM {
			k.fail("the preemption of %s names a residency of another CTA", name)
		}
		if iv.End != pr.Saved {
			k.fail("%s left SM %d at %d, but its %s completed at %d", name, pr.SM, iv.End, verbNoun(pr.Kind), pr.Saved)
		}
		if pr.Restore < 0 || pr.Restored < 0 {
			if !lost[pr.TMD] {
				k.fail("%s was %s at %d and never relaunched, though its grid is not reported lost", name, verb(pr.Kind), pr.Stop)
			}
			continue
		}
		rv := r.Intervals[pr.Restore]
		if rv.Task != pr.TMD || rv.CTA != pr.CTA {
			k.fail("%s is relaunched as another CTA", name)
		}
		if rv.Start < pr.Saved {
			k.fail("%s is relaunched at %d before its %s completed at %d", name, rv.Start, verbNoun(pr.Kind), pr.Saved)
		}
	}
}

func verbNoun(r scheduler.Reduction) string {
	if r == scheduler.ReduceFlush {
		return "flush"
	}
	return "save"
}

// channel: the transfers the run recorded agree with its preemptions;
// each takes ⌈bytes ÷ bandwidth⌉ cycles on one channel plus the fixed
// latency after it; no channel carries two at once.
func (a *auditor) channel(k checker) {
	r := a.r
	p := r.Partition
	if p == nil {
		return
	}
	bw := int64(p.SaveBytesPerCycle)
	lat := max(p.Options.SaveLatency, 0)
	nch := p.SaveChannels
	if bw <= 0 || nch <= 0 {
		k.item()
		k.fail("the run records %d save channels of %d bytes per cycle", nch, bw)
		return
	}
	saves := map[int][]scheduler.Transfer{}
	restores := map[int][]scheduler.Transfer{}
	for _, t := range p.Transfers {
		k.item()
		if t.Preemption < 0 || t.Preemption >= len(p.Preemptions) {
			k.fail("a transfer at %d names no preemption", t.Start)
			continue
		}
		pr := p.Preemptions[t.Preemption]
		name := fmt.Sprintf("the %s of %s CTA %d", map[bool]string{false: "save", true: "restore"}[t.Restore], r.TMDs[pr.TMD].Name, pr.CTA)
		if t.Channel < 0 || t.Channel >= nch {
			k.fail("%s uses channel %d of %d", name, t.Channel, nch)
		}
		if want := (int64(t.Bytes) + bw - 1) / bw; t.End-t.Start != want {
			k.fail("%s moves %d bytes in %d cycles; at %d bytes per cycle it takes %d", name, t.Bytes, t.End-t.Start, bw, want)
		}
		if t.Done != t.End+lat {
			k.fail("%s is done at %d, not at the end of its transfer %d plus the latency %d", name, t.Done, t.End, lat)
		}
		if want := r.Machine.CTASaveBytes(a.need[pr.TMD]); t.Bytes != want {
			k.fail("%s moves %d bytes; the CTA's registers, shared memory and state are %d", name, t.Bytes, want)
		}
		if t.Restore {
			restores[t.Preemption] = append(restores[t.Preemption], t)
		} else {
			saves[t.Preemption] = append(saves[t.Preemption], t)
		}
	}
	for i, pr := range p.Preemptions {
		name := fmt.Sprintf("%s CTA %d", r.TMDs[pr.TMD].Name, pr.CTA)
		if pr.Kind != scheduler.ReduceSave {
			if len(saves[i])+len(restores[i]) > 0 {
				k.fail("%s was flushed, yet moved over the save channel", name)
			}
			continue
		}
		k.item()
		switch s := saves[i]; {
		case len(s) != 1:
			k.fail("%s was saved with %d transfers on the save channel (want 1)", name, len(s))
		case s[0].Start != pr.Stop || s[0].Done != pr.Saved:
			k.fail("%s is recorded stopped at %d and in memory at %d, but its transfer ran %d–%d (done %d)", name,
				pr.Stop, pr.Saved, s[0].Start, s[0].End, s[0].Done)
		case s[0].Bytes != pr.Bytes:
			k.fail("%s saved %d bytes but its transfer moved %d", name, pr.Bytes, s[0].Bytes)
		}
		if pr.Restore < 0 {
			if len(restores[i]) > 0 {
				k.fail("%s was never relaunched, yet a restore moved it", name)
			}
			continue
		}
		switch rs := restores[i]; {
		case len(rs) != 1:
			k.fail("%s was restored with %d transfers on the save channel (want 1)", name, len(rs))
		case rs[0].Start < r.Intervals[pr.Restore].Start || rs[0].Done != pr.Restored:
			k.fail("%s is recorded running again at %d, but its restore ran %d–%d (done %d) from a relaunch at %d", name,
				pr.Restored, rs[0].Start, rs[0].End, rs[0].Done, r.Intervals[pr.Restore].Start)
		case rs[0].Start < pr.Saved:
			k.fail("%s is restored from %d, before its save was done at %d", name, rs[0].Start, pr.Saved)
		}
	}
	// Occupancy: per channel no overlap, and never more at once than channels.
	ts := append([]scheduler.Transfer(nil), p.Transfers...)
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].Start < ts[j].Start })
	busy := make([]int64, nch)
	var ends []int64
	for _, t := range ts {
		if t.Channel < 0 || t.Channel >= nch || t.End == t.Start {
			continue
		}
		if t.Start < busy[t.Channel] {
			pr := p.Preemptions[t.Preemption]
			k.fail("channel %d moves %s CTA %d from %d while busy until %d", t.Channel, r.TMDs[pr.TMD].Name, pr.CTA, t.Start, busy[t.Channel])
		}
		busy[t.Channel] = max(busy[t.Channel], t.End)
		kept := ends[:0]
		for _, e := range ends {
			if e > t.Start {
				kept = append(kept, e)
			}
		}
		ends = append(kept, t.End)
		if len(ends) > nch {
			k.fail("%d transfers move at cycle %d over %d save channel(s)", len(ends), t.Start, nch)
		}
	}
}

// tenants maps every TMD to its tenant the way docs/partitioning.md
// defines tenants: a host task's (or its stream's), inherited by child
// grids, queue and EOC TMDs; graphics grids after the tasks.
func (a *auditor) tenants() []int {
	r := a.r
	p := r.Partition
	firstG := len(p.Tenants)
	for k, t := range p.Tenants {
		if t.Graphics {
			firstG = k
			break
		}
	}
	out := make([]int, len(r.TMDs))
	for i, t := range r.TMDs {
		out[i] = -1
		switch {
		case t.Parent >= 0 && t.Parent < i && t.Kind != scheduler.TMDQueue:
			out[i] = out[t.Parent]
		case t.Owner >= 0 && t.Owner < i:
			out[i] = out[t.Owner]
		case t.Task >= 0 && t.Task < len(p.TaskTenant):
			out[i] = int(p.TaskTenant[t.Task])
		case t.Graphics >= 0:
			out[i] = firstG + t.Graphics
		}
	}
	return out
}

// units is one CTA of TMD i in the partition's measure.
func (a *auditor) units(i int) int {
	u := a.need[i]
	switch a.r.Partition.Options.Measure {
	case scheduler.MeasureCTASlots:
		return u.CTAs
	case scheduler.MeasureThreads:
		return u.Threads
	case scheduler.MeasureRegisters:
		return u.Registers
	}
	return u.Warps
}

// threshold: total utilization, recomputed from the residencies in the
// partition's measure, never passes threshold × capacity.
func (a *auditor) threshold(k checker) {
	r := a.r
	p := r.Partition
	if p == nil {
		return
	}
	if p.Options.Measure == scheduler.MeasureSIMD {
		a.simdThreshold(k)
		return
	}
	ten := a.tenants()
	limit := p.Capacity * p.Options.Threshold / 100
	type change struct {
		t int64
		u int
	}
	var cs []change
	for i, iv := range r.Intervals {
		if ten[iv.Task] < 0 {
			continue
		}
		u := a.units(iv.Task)
		cs = append(cs, change{iv.Start, u}, change{a.end(i) + boolInt(iv.End < 0), -u})
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].t != cs[j].t {
			return cs[i].t < cs[j].t
		}
		return cs[i].u < cs[j].u
	})
	total := 0
	for _, c := range cs {
		total += c.u
		if c.u > 0 {
			k.item()
			if total > limit {
				k.fail("%d of %d %s are in use at cycle %d under %s, past the threshold %d%% (%d)", total, p.Capacity,
					p.Options.Measure, c.t, p.Options.Policy, p.Options.Threshold, limit)
			}
		}
	}
}

// needed: a save serves an arrival; one that starts after that tenant has
// completed moves a CTA for nobody.
func (a *auditor) needed(k checker) {
	r := a.r
	p := r.Partition
	if p == nil {
		return
	}
	for _, pr := range p.Preemptions {
		if pr.Kind != scheduler.ReduceSave || pr.Arrival < 0 || pr.Arrival >= len(p.Tenants) {
			continue
		}
		k.item()
		if done := p.Tenants[pr.Arrival].Done; done >= 0 && pr.Stop >= done {
			k.fail("%s CTA %d is saved from %d for %s, which completed at %d", r.TMDs[pr.TMD].Name, pr.CTA, pr.Stop,
				p.Tenants[pr.Arrival].Name, done)
		}
	}
}
