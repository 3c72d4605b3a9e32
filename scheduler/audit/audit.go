// Package audit checks the physics of a scheduler.Result independently of
// the engine that produced it (docs/scheduling.md, "The audit"). It reads
// only the Result — its intervals, TMDs, preemptions, save-channel
// transfers, command-processor steps and switches — and the host runtime's
// plan, never the engine's state, and recomputes from them what must hold
// whatever the policy:
//
//	capacity    per-SM warps, registers, shared memory, threads and CTA slots never exceed the SM's
//	one-place   a CTA is in one place at a time: running, in transfer, in memory or done
//	restored    every saved or flushed CTA is relaunched, or its grid is reported lost by a deadlock
//	channel     transfers last ⌈bytes ÷ bandwidth⌉ on a channel plus the latency; saves and restores
//	            share the channels; never more at once than there are channels
//	needed      every save starts while the tenant whose arrival caused it has not yet completed
//	switches    every context switch is charged its cost (a full save too) before the incoming context runs
//	threshold   total utilization, recomputed from the intervals, stays at or below the threshold
//	work        every CTA's cycles run exactly once: saved work resumes where it stopped, flushed work is counted lost
//	commands    each command-stream operation is processed once and scheduled once
//	runtime     every runtime instance starts after the events it waits for, on the device its record names
//	bound       missed_bound counts exactly the contended arrivals that reached their share after the bound
//	complete    a run without a deadlock completes every TMD; a deadlock names exactly the incomplete ones
//
// and re-derives every partition figure from the workload and the
// timeline (issue 35): each CTA's cost (cost), work conservation
// (conserving), arrivals, allotments and share-reached cycles (arrivals,
// allotment, reached), victims and reduction sizes (victims), tenants'
// completions, the reported row's metrics, used and SM-busy, and the
// isolated references (tenants, metrics, used, isolated).
//
// Files: registry.go (the checks, in report order: each file registers its
// own), audit.go (the report and the checks of residency and work),
// channel.go (preemption, save channel, threshold), commands.go (command
// processor, runtime, bounds), cost.go, conserve.go, allot.go, victims.go
// and metrics.go (the partition figures).
package audit

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// Check is one invariant's outcome.
type Check struct {
	Name       string `json:"name"`
	What       string `json:"what"`    // the invariant in words
	Applies    bool   `json:"applies"` // false: the run has nothing this invariant speaks of
	Checked    int    `json:"checked"` // items examined
	Violations int    `json:"violations"`
	First      string `json:"first,omitempty"` // the first violation in words
}

// OK reports whether the invariant holds.
func (c Check) OK() bool { return c.Violations == 0 }

// Report is the audit of one Result.
type Report struct {
	Checks []Check `json:"checks"`
}

// OK reports whether every invariant holds.
func (r Report) OK() bool {
	for _, c := range r.Checks {
		if !c.OK() {
			return false
		}
	}
	return true
}

// Failed lists the names of the invariants that do not hold.
func (r Report) Failed() []string {
	var out []string
	for _, c := range r.Checks {
		if !c.OK() {
			out = append(out, c.Name)
		}
	}
	return out
}

// Err is nil when every invariant holds, else an error naming each failed
// invariant with its first violation.
func (r Report) Err() error {
	if r.OK() {
		return nil
	}
	var parts []string
	for _, c := range r.Checks {
		if !c.OK() {
			parts = append(parts, fmt.Sprintf("%s (%d): %s", c.Name, c.Violations, c.First))
		}
	}
	return fmt.Errorf("audit failed: %s", strings.Join(parts, "; "))
}

// String is the human report: one line per invariant, pass or FAIL, and
// the first violation in words.
func (r Report) String() string {
	var b strings.Builder
	failed := len(r.Failed())
	if failed == 0 {
		fmt.Fprintf(&b, "audit: all %d invariants pass\n", len(r.Checks))
	} else {
		fmt.Fprintf(&b, "audit: %d of %d invariants FAIL\n", failed, len(r.Checks))
	}
	for _, c := range r.Checks {
		status := "pass"
		switch {
		case !c.OK():
			status = "FAIL"
		case !c.Applies:
			status = "n/a "
		}
		fmt.Fprintf(&b, "  %s  %-10s %s (%d checked)\n", status, c.Name, c.What, c.Checked)
		if !c.OK() {
			fmt.Fprintf(&b, "        %d violation(s); first: %s\n", c.Violations, c.First)
		}
	}
	return b.String()
}

// checker accumulates one invariant.
type checker struct{ c *Check }

func (k checker) item() { k.c.Checked++; k.c.Applies = true }

func (k checker) fail(format string, a ...any) {
	k.c.Violations++
	if k.c.First == "" {
		k.c.First = fmt.Sprintf(format, a...)
	}
}

// Run audits r; host is the runtime's plan (nil without one).
func Run(r *scheduler.Result, host *scheduler.HostResult) Report {
	return Audit(Input{Result: r, Host: host})
}

// Input is what one audit reads: the Result, and where the caller has
// them, the runtime's plan and the partition metrics it reports with the
// isolated references they were computed from.
type Input struct {
	Result *scheduler.Result
	Host   *scheduler.HostResult // nil: no runtime plan
	// Metrics is the row the caller reports (compare-policies, simulate);
	// nil: the audit checks r.PartitionMetrics(Isolated) instead.
	Metrics *scheduler.PolicyMetrics
	// Isolated are the references the metrics were computed from, by
	// tenant name; IsolatedRuns, where given, the isolated runs themselves,
	// from which the audit re-derives each reference.
	Isolated     map[string]int64
	IsolatedRuns map[string]*scheduler.Result
}

// Audit runs every registered check on in (registry.go lists them).
func Audit(in Input) Report {
	a := newAuditor(in.Result)
	a.in = in
	var rep Report
	for _, c := range checks() {
		ch := Check{Name: c.name, What: c.what}
		c.f(a, checker{&ch})
		rep.Checks = append(rep.Checks, ch)
	}
	return rep
}

// ctaKey identifies one CTA across its residencies.
type ctaKey struct {
	tmd, cta int
	kind     scheduler.CTAKind
}

type auditor struct {
	r  *scheduler.Result
	in Input
	// chains: per CTA its residencies in start order
	chains map[ctaKey][]int
	keys   []ctaKey
	// preemption by the interval it stopped / the interval that resumed it
	byStopped, byRestore map[int]int
	need                 []device.Usage // per TMD the resources of one of its CTAs
}

func newAuditor(r *scheduler.Result) *auditor {
	a := &auditor{r: r, chains: map[ctaKey][]int{}, byStopped: map[int]int{}, byRestore: map[int]int{}}
	for i, iv := range r.Intervals {
		k := ctaKey{iv.Task, iv.CTA, iv.Kind}
		if _, ok := a.chains[k]; !ok {
			a.keys = append(a.keys, k)
		}
		a.chains[k] = append(a.chains[k], i)
	}
	for _, k := range a.keys {
		ch := a.chains[k]
		sort.SliceStable(ch, func(x, y int) bool { return r.Intervals[ch[x]].Start < r.Intervals[ch[y]].Start })
	}
	if p := r.Partition; p != nil {
		for i, pr := range p.Preemptions {
			a.byStopped[pr.Interval] = i
			if pr.Restore >= 0 {
				a.byRestore[pr.Restore] = i
			}
		}
	}
	a.need = make([]device.Usage, len(r.TMDs))
	for i, t := range r.TMDs {
		if t.Kind == scheduler.TMDEOC {
			a.need[i] = r.Machine.CTAUsage(r.Machine.WarpWidth, 16, 0) // an EOC task: one warp
		} else {
			a.need[i] = r.Machine.CTAUsage(t.Threads, t.RegistersPerThread, t.SharedMem)
		}
	}
	return a
}

func (a *auditor) ivName(i int) string {
	iv := a.r.Intervals[i]
	name := fmt.Sprintf("TMD %d", iv.Task)
	if iv.Task >= 0 && iv.Task < len(a.r.TMDs) {
		name = a.r.TMDs[iv.Task].Name
	}
	return fmt.Sprintf("%s CTA %d", name, iv.CTA)
}

// end is an interval's end, the makespan for one that never ended.
func (a *auditor) end(i int) int64 {
	if e := a.r.Intervals[i].End; e >= 0 {
		return e
	}
	return a.r.Makespan
}

func (a *auditor) capacity(k checker) {
	r := a.r
	type change struct {
		t   int64
		end bool
		iv  int
	}
	per := make([][]change, r.Machine.SMs)
	for i, iv := range r.Intervals {
		k.item()
		if iv.SM < 0 || iv.SM >= r.Machine.SMs || iv.Task < 0 || iv.Task >= len(r.TMDs) {
			k.fail("%s is on SM %d of a machine with %d SMs", a.ivName(i), iv.SM, r.Machine.SMs)
			continue
		}
		if iv.End >= 0 && iv.End < iv.Start {
			k.fail("%s ends at %d before it starts at %d", a.ivName(i), iv.End, iv.Start)
			continue
		}
		per[iv.SM] = append(per[iv.SM], change{iv.Start, false, i}, change{a.end(i) + boolInt(iv.End < 0), true, i})
	}
	capa := r.Machine.PerSM.Capacity()
	for sm, cs := range per {
		sort.SliceStable(cs, func(i, j int) bool {
			if cs[i].t != cs[j].t {
				return cs[i].t < cs[j].t
			}
			return cs[i].end && !cs[j].end // a CTA leaving frees its room for one arriving at the same cycle
		})
		var used device.Usage
		for _, c := range cs {
			need := a.need[r.Intervals[c.iv].Task]
			if c.end {
				used = used.Sub(need)
				continue
			}
			used = used.Add(need)
			if !(device.Usage{}).Fits(used, capa) {
				k.fail("SM %d holds more than it has at cycle %d when %s starts: %s", sm, c.t, a.ivName(c.iv), over(used, capa))
			}
		}
	}
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// over names the resources of used past capa.
func over(used, capa device.Usage) string {
	var parts []string
	add := func(name string, u, c int) {
		if u > c {
			parts = append(parts, fmt.Sprintf("%d of %d %s", u, c, name))
		}
	}
	add("CTA slots", used.CTAs, capa.CTAs)
	add("warps", used.Warps, capa.Warps)
	add("threads", used.Threads, capa.Threads)
	add("registers", used.Registers, capa.Registers)
	add("bytes of shared memory", used.SharedMem, capa.SharedMem)
	return strings.Join(parts, ", ")
}

// onePlace: the residencies of one CTA never overlap; each but the last
// ended in a preemption that the next one resumes.
func (a *auditor) onePlace(k checker) {
	r := a.r
	for _, key := range a.keys {
		ch := a.chains[key]
		k.item()
		for j := 1; j < len(ch); j++ {
			prev, cur := ch[j-1], ch[j]
			pe := r.Intervals[prev].End
			if pe < 0 || pe > r.Intervals[cur].Start {
				k.fail("%s is resident on SM %d from %d while still on SM %d until %d", a.ivName(cur),
					r.Intervals[cur].SM, r.Intervals[cur].Start, r.Intervals[prev].SM, a.end(prev))
				continue
			}
			pi, stopped := a.byStopped[prev]
			if !stopped {
				k.fail("%s runs again at %d on SM %d after it ended at %d without being preempted", a.ivName(cur),
					r.Intervals[cur].Start, r.Intervals[cur].SM, pe)
				continue
			}
			if r.Partition.Preemptions[pi].Restore != cur {
				k.fail("%s was preempted at %d but resumes in a residency its preemption does not name", a.ivName(prev), pe)
			}
		}
	}
}

// work: a CTA's runs add up to its work exactly once. A save keeps the
// remaining cycles: the next run does exactly that many (less what it
// runs before a further save); a flush throws the run's cycles away
// (counted in Lost) and restarts the whole work.
func (a *auditor) work(k checker) {
	r := a.r
	p := r.Partition
	var lost int64
	for _, key := range a.keys {
		ch := a.chains[key]
		k.item()
		runFrom := r.Intervals[ch[0]].Start
		for j, ii := range ch {
			iv := r.Intervals[ii]
			if j > 0 {
				if pi, ok := a.byRestore[ii]; ok {
					runFrom = p.Preemptions[pi].Restored
				}
			}
			pi, stopped := a.byStopped[ii]
			if !stopped {
				if iv.End >= 0 && j > 0 {
					if prev, ok := a.byRestore[ii]; ok {
						pr := p.Preemptions[prev]
						ran := iv.End - runFrom - stallIn(iv)
						if ran != pr.Remaining {
							k.fail("%s had %d cycles left when it was %s at %d but ran %d after its relaunch", a.ivName(ii),
								pr.Remaining, verb(pr.Kind), pr.Stop, ran)
						}
					}
				}
				continue
			}
			pr := p.Preemptions[pi]
			if pr.Stop < runFrom {
				k.fail("%s stopped at %d, before it was running again at %d", a.ivName(ii), pr.Stop, runFrom)
			}
			if pr.Kind == scheduler.ReduceFlush {
				lost += pr.Lost
				// a flush throws away this run and what an earlier save kept
				// (the whole work, Remaining, less what was left then)
				want := pr.Stop - runFrom
				if prev, ok := a.byRestore[ii]; ok && j > 0 && p.Preemptions[prev].Kind == scheduler.ReduceSave {
					want += pr.Remaining - p.Preemptions[prev].Remaining
				}
				if pr.Lost != want {
					k.fail("%s flushed at %d after %d cycles of work, but %d are counted lost", a.ivName(ii), pr.Stop,
						want, pr.Lost)
				}
				continue
			}
			if j > 0 {
				if prev, ok := a.byRestore[ii]; ok && p.Preemptions[prev].Kind == scheduler.ReduceSave {
					want := p.Preemptions[prev].Remaining - (pr.Stop - runFrom)
					if pr.Remaining != want {
						k.fail("%s had %d cycles left at its relaunch and ran %d, but its save at %d keeps %d", a.ivName(ii),
							p.Preemptions[prev].Remaining, pr.Stop-runFrom, pr.Stop, pr.Remaining)
					}
				}
			}
		}
	}
	// Every CTA of a completed grid completes exactly once.
	done := map[[2]int]int{}
	for _, key := range a.keys {
		ch := a.chains[key]
		if last := ch[len(ch)-1]; r.Intervals[last].End >= 0 {
			if _, stopped := a.byStopped[last]; !stopped {
				done[[2]int{key.tmd, key.cta}]++
			}
		}
	}
	for ti, t := range r.TMDs {
		if t.Completed < 0 || (t.Kind != scheduler.TMDGrid && t.Kind != scheduler.TMDGraphics) {
			continue
		}
		for c := 0; c < t.CTAs; c++ {
			if n := done[[2]int{ti, c}]; n != 1 {
				k.fail("%s CTA %d of a completed grid finished %d times", t.Name, c, n)
			}
		}
	}
	if p != nil {
		var counted int64
		for _, pr := range p.Preemptions {
			counted += pr.Lost
		}
		if counted != lost {
			k.fail("flushes threw away %d cycles but %d are counted as lost", lost, counted)
		}
	}
}

func verb(r scheduler.Reduction) string {
	if r == scheduler.ReduceFlush {
		return "flushed"
	}
	return "saved"
}

// stallIn is the span iv was resident but stalled.
func stallIn(iv scheduler.Interval) int64 {
	if iv.StallStart >= 0 && iv.StallEnd >= iv.StallStart {
		return iv.StallEnd - iv.StallStart
	}
	return 0
}

// complete: without a deadlock every TMD completes; a deadlock lists the rest.
func (a *auditor) complete(k checker) {
	r := a.r
	incomplete := map[int]bool{}
	if r.Deadlock != nil {
		for _, i := range r.Deadlock.Incomplete {
			incomplete[i] = true
		}
	}
	for i, t := range r.TMDs {
		k.item()
		switch {
		case t.Completed < 0 && r.Deadlock == nil:
			k.fail("%s never completed, and the run does not report a deadlock", t.Name)
		case t.Completed < 0 && !incomplete[i]:
			k.fail("%s never completed, and the deadlock does not list it", t.Name)
		case t.Completed >= 0 && incomplete[i]:
			k.fail("%s completed at %d, yet the deadlock lists it as incomplete", t.Name, t.Completed)
		case t.Completed > r.Makespan:
			k.fail("%s completed at %d, after the makespan %d", t.Name, t.Completed, r.Makespan)
		}
	}
}
