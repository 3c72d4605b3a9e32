package audit

import (
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// switches: the command processor does one thing at a time; a switch to
// another context keeps it busy for the switch cost (plus the outgoing
// context's full save when its span overflowed the trace buffer, and the
// incoming context's restore when it was fully saved) before any
// operation of the incoming context; a switch out of a span whose trace
// overflowed is a full save. audit_cp.go re-derives the charges.
func (a *auditor) switches(k checker) {
	c := a.r.Commands
	if c == nil {
		return
	}
	name := func(i int) string {
		if i >= 0 && i < len(c.Contexts) {
			return c.Contexts[i].Name
		}
		return "nothing"
	}
	fullCost := int64(0) // one way: the save, or the restore
	if c.SaveBytesPerCycle > 0 {
		fullCost = (c.ContextBytes + c.SaveBytesPerCycle - 1) / c.SaveBytesPerCycle
	}
	steps := append([]scheduler.CPStep(nil), c.Steps...)
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].T < steps[j].T })
	for i := 1; i < len(steps); i++ {
		if steps[i].T < steps[i-1].End {
			k.fail("the command processor runs %s's operation %d at %d while still busy with %s's until %d",
				name(int(steps[i].Context)), steps[i].Op+1, steps[i].T, name(int(steps[i-1].Context)), steps[i-1].End)
			break
		}
	}
	// per context: trace-buffer overflows and checkpoint purges, in order
	type mark struct {
		t        int64
		overflow bool
	}
	marks := map[int32][]mark{}
	for _, e := range c.Trace {
		switch e.Kind {
		case scheduler.TraceOverflow:
			marks[e.Context] = append(marks[e.Context], mark{e.T, true})
		case scheduler.TracePurge:
			marks[e.Context] = append(marks[e.Context], mark{e.T, false})
		}
	}
	for _, sw := range c.Switches {
		if sw.To < 0 {
			continue
		}
		k.item()
		want := c.SwitchCycles + sw.SaveCycles + sw.RestoreCycles
		if sw.End-sw.Start < want {
			what := "switch"
			if sw.FullSave {
				what = "switch with a full save"
			}
			k.fail("the %s from %s to %s at %d ends at %d: charged %d cycles, the cost is %d", what, name(sw.From),
				name(sw.To), sw.Start, sw.End, sw.End-sw.Start, want)
		}
		// nothing runs on the command processor while it switches, and the
		// incoming context's first operation comes after the switch
		i := sort.Search(len(steps), func(i int) bool { return steps[i].End > sw.Start })
		for ; i < len(steps) && steps[i].T < sw.End; i++ {
			if steps[i].End > sw.Start && steps[i].T < sw.End && !(steps[i].T == sw.Start && steps[i].End == sw.Start) {
				k.fail("%s's operation %d runs at %d, during the switch from %s to %s (%d–%d): the switch is not charged",
					name(int(steps[i].Context)), steps[i].Op+1, steps[i].T, name(sw.From), name(sw.To), sw.Start, sw.End)
				break
			}
		}
		if sw.Reason == "finished" {
			continue
		}
		// an overflow since the context's last checkpoint makes this a full save
		overflowed := false
		for _, m := range marks[int32(sw.From)] {
			if m.t > sw.Start {
				break
			}
			overflowed = m.overflow // a checkpoint's purge starts a new span
		}
		if overflowed && !sw.FullSave {
			k.fail("%s's trace buffer overflowed since its last checkpoint, but its switch at %d is not a full save", name(sw.From), sw.Start)
		}
	}
	for i, x := range c.Contexts {
		full, cycles := 0, int64(0)
		for _, sw := range c.Switches {
			if sw.From == i && sw.FullSave {
				full++
				cycles += fullCost // its save
			}
			if sw.To == i && sw.RestoreCycles > 0 {
				cycles += fullCost // its restore
			}
		}
		if x.FullSaves != full || x.FullSaveCycles != cycles {
			k.item()
			k.fail("%s counts %d full saves (%d cycles) but %d switches were full saves (%d cycles)", x.Name,
				x.FullSaves, x.FullSaveCycles, full, cycles)
		}
	}
}

// commands: each operation is processed once (later passes are replays or
// skips) and each dispatch or draw scheduled once (resubmission replays
// everything by design, so it may schedule again).
func (a *auditor) commands(k checker) {
	c := a.r.Commands
	if c == nil {
		return
	}
	type opKey struct{ ctx, op int32 }
	processed := map[opKey]int{}
	scheduled := map[opKey]int{}
	for _, st := range c.Steps {
		key := opKey{st.Context, st.Op}
		switch st.Kind {
		case scheduler.StepProcess:
			processed[key]++
			if processed[key] == 1 {
				k.item()
			}
			if processed[key] == 2 {
				k.fail("%s's operation %d is processed a second time at %d, not replayed", c.Contexts[st.Context].Name, st.Op+1, st.T)
			}
		case scheduler.StepSchedule:
			scheduled[key]++
			if scheduled[key] == 2 && c.Mode != scheduler.ReplayResubmit {
				k.fail("%s's operation %d is scheduled a second time at %d", c.Contexts[st.Context].Name, st.Op+1, st.T)
			}
		case scheduler.StepReplay, scheduler.StepSkip:
			if processed[key] == 0 && scheduled[key] == 0 {
				k.fail("%s's operation %d is %sed at %d before it was ever processed", c.Contexts[st.Context].Name,
					st.Op+1, st.Kind, st.T)
			}
		}
	}
	for i, x := range c.Contexts {
		seen := map[int]int{}
		for _, d := range x.Dispatched {
			seen[d.Op]++
			if seen[d.Op] == 2 && c.Mode != scheduler.ReplayResubmit {
				k.fail("%s dispatches operation %d twice", x.Name, d.Op+1)
			}
			if scheduled[opKey{int32(i), int32(d.Op)}] == 0 {
				k.fail("%s records a dispatch of operation %d that no step scheduled", x.Name, d.Op+1)
			}
		}
	}
}

// runtime: each event of the host runtime's plan starts after the events
// it waits for, in order queued ≤ submitted ≤ begin ≤ start ≤ end, on a
// device of the plan that its decision names.
func (a *auditor) runtime(k checker, h *scheduler.HostResult) {
	if h == nil {
		return
	}
	devs := map[string]bool{}
	for _, d := range h.Devices {
		devs[d.Name] = true
	}
	ends := map[string]int64{}
	for _, e := range h.Events {
		ends[e.Instance] = max(ends[e.Instance], e.End)
	}
	decided := map[string]map[string]bool{}
	for _, d := range h.Decisions {
		m := map[string]bool{d.Device: true}
		for _, s := range d.Split {
			m[s] = true
		}
		decided[d.Instance] = m
	}
	for _, e := range h.Events {
		k.item()
		if !(e.Queued <= e.Submitted && e.Submitted <= e.Begin && e.Begin <= e.Start && e.Start <= e.End) {
			k.fail("%s: queued %d, submitted %d, begun %d, started %d, ended %d are out of order", e.Instance,
				e.Queued, e.Submitted, e.Begin, e.Start, e.End)
		}
		for _, w := range e.Wait {
			if end, ok := ends[w]; !ok {
				k.fail("%s waits for %s, which never ran", e.Instance, w)
			} else if e.Start < end {
				k.fail("%s starts at %d before %s, which it waits for, ends at %d", e.Instance, e.Start, w, end)
			}
		}
		if !devs[e.Device] {
			k.fail("%s runs on %q, which is not a device of the plan", e.Instance, e.Device)
		}
		if d, ok := decided[e.Instance]; ok && !d[e.Device] {
			k.fail("%s runs on %s, but its decision names another device", e.Instance, e.Device)
		}
	}
}

// bound: missed_bound is the number of contended arrivals that reached
// their share later than the latency bound (or never), under every policy.
func (a *auditor) bound(k checker) {
	p := a.r.Partition
	if p == nil {
		return
	}
	missed := 0
	for _, ar := range p.Arrivals {
		if !ar.Contended {
			continue
		}
		k.item()
		if ar.Reached < 0 || ar.Reached-ar.Time > p.Options.LatencyBound {
			missed++
		}
	}
	if missed != p.MissedBound {
		k.item()
		k.fail("%d contended arrivals reached their share later than %d cycles (or never) under %s, but missed_bound says %d",
			missed, p.Options.LatencyBound, p.Options.Policy, p.MissedBound)
	}
}
