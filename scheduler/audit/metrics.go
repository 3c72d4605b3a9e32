package audit

import (
	"fmt"
	"math"
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The partition metrics (docs/partitioning.md, "Metrics"), re-derived:
// each tenant's arrival and completion from its TMDs, its turnaround, the
// isolated references (from the isolated runs, when given), NTT, ANTT,
// STP and fairness (undefined when anything is unfinished), the
// preemption latencies and costs, `used` from the residencies in the
// partition's measure and `SM-busy` from the residencies per SM.

// tenantsCheck: each tenant's recorded arrival and completion are its
// TMDs' first eligibility and last completion (-1 while one is unfinished).
func (a *auditor) tenantsCheck(k checker) {
	p := a.r.Partition
	if p == nil {
		return
	}
	for t, s := range a.spans() {
		k.item()
		tn := p.Tenants[t]
		if tn.Arrive != s.arrive {
			k.fail("%s is recorded arriving at %d; its first TMD became eligible at %d", tn.Name, tn.Arrive, s.arrive)
		}
		if tn.Done != s.done {
			what := fmt.Sprintf("its last TMD completed at %d", s.done)
			if s.done < 0 {
				what = "a TMD of it never completed"
			}
			k.fail("%s is recorded complete at %d; %s", tn.Name, tn.Done, what)
		}
	}
}

// reportedMetrics is the row the audit compares: the caller's, else the
// one the Result gives for the isolated references.
func (a *auditor) reportedMetrics() scheduler.PolicyMetrics {
	if a.in.Metrics != nil {
		return *a.in.Metrics
	}
	return a.r.PartitionMetrics(a.in.Isolated)
}

func sameFigure(x, y float64) bool {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.IsNaN(x) && math.IsNaN(y)
	}
	return math.Abs(x-y) <= 1e-9*max(1, math.Abs(x), math.Abs(y))
}

// metrics: every figure of the row, recomputed from the re-derived
// turnarounds, the isolated references, the arrivals and the preemptions.
func (a *auditor) metrics(k checker) {
	r := a.r
	p := r.Partition
	if p == nil {
		return
	}
	pm := a.reportedMetrics()
	spans := a.spans()
	fig := func(name string, got, want float64) {
		k.item()
		if !sameFigure(got, want) {
			k.fail("%s is reported %s; re-derived it is %s", name, scheduler.FormatFigure(got, 4), scheduler.FormatFigure(want, 4))
		}
	}
	num := func(name string, got, want int64) {
		k.item()
		if got != want {
			k.fail("%s is reported %d; re-derived it is %d", name, got, want)
		}
	}
	if len(pm.Turnaround) != len(p.Tenants) {
		k.item()
		k.fail("the row lists %d tenants; the run has %d", len(pm.Turnaround), len(p.Tenants))
		return
	}
	var antt, stp float64
	minNP, maxNP := math.Inf(1), 0.0
	defined := len(p.Tenants) > 0
	for t, s := range spans {
		tn := p.Tenants[t]
		turn := int64(-1)
		if s.done >= 0 && s.arrive >= 0 {
			turn = s.done - s.arrive
		}
		iso := int64(-1)
		if v, ok := a.in.Isolated[tn.Name]; ok && v >= 0 {
			iso = v
		}
		row := pm.Turnaround[t]
		num(tn.Name+"'s turnaround", row.Turnaround, turn)
		num(tn.Name+"'s isolated reference", row.Isolated, iso)
		if turn <= 0 || iso <= 0 {
			defined = false
			fig(tn.Name+"'s NTT", row.NTT, math.NaN())
			continue
		}
		ntt := float64(turn) / float64(iso)
		fig(tn.Name+"'s NTT", row.NTT, ntt)
		antt += ntt
		stp += 1 / ntt
		minNP, maxNP = min(minNP, 1/ntt), max(maxNP, 1/ntt)
	}
	if defined {
		fig("ANTT", pm.ANTT, antt/float64(len(spans)))
		fig("STP", pm.STP, stp)
		fig("fairness", pm.Fairness, minNP/maxNP)
	} else {
		fig("ANTT (a tenant or reference unfinished)", pm.ANTT, math.NaN())
		fig("STP (a tenant or reference unfinished)", pm.STP, math.NaN())
		fig("fairness (a tenant or reference unfinished)", pm.Fairness, math.NaN())
	}
	// preemption latency: contended arrivals, arrival → share reached
	var lats []int64
	for _, ar := range p.Arrivals {
		if ar.Contended && ar.Reached >= 0 {
			lats = append(lats, ar.Reached-ar.Time)
		}
	}
	mean, worst := 0.0, int64(0)
	for _, l := range lats {
		mean += float64(l) / float64(len(lats))
		worst = max(worst, l)
	}
	fig("preempt-mean", pm.PreemptionLatencyMean, mean)
	num("preempt-worst", pm.PreemptionLatencyMax, worst)
	var saved, restored, lost int64
	for _, pr := range p.Preemptions {
		if pr.Kind == scheduler.ReduceSave {
			saved += int64(r.Machine.CTASaveBytes(a.need[pr.TMD]))
			if pr.Restore >= 0 {
				restored += int64(r.Machine.CTASaveBytes(a.need[pr.TMD]))
			}
		}
		lost += pr.Lost
	}
	num("preempted", int64(pm.CTAsPreempted), int64(len(p.Preemptions)))
	num("bytes-saved", pm.BytesSaved, saved)
	num("bytes-restored", pm.BytesRestored, restored)
	num("work-lost", pm.WorkLost, lost)
	num("missed", int64(pm.MissedBound), int64(p.MissedBound))
	num("makespan", pm.Makespan, r.Makespan)
	k.item()
	if pm.Deadlocked != (r.Deadlock != nil) {
		k.fail("the row says deadlocked %v; the run's deadlock is %v", pm.Deadlocked, r.Deadlock != nil)
	}
}

// used: `used` is the mean total utilization in the partition's measure
// over the makespan, recomputed from the residencies (not under the simd
// measure, whose units do not add up per CTA); `SM-busy` the mean over SMs
// of the time an SM holds at least one CTA.
func (a *auditor) used(k checker) {
	r := a.r
	p := r.Partition
	if p == nil || r.Makespan <= 0 {
		return
	}
	pm := a.reportedMetrics()
	ten := a.tenants()
	if p.Options.Measure != scheduler.MeasureSIMD && p.Capacity > 0 {
		var acc float64
		for i, iv := range r.Intervals {
			if iv.Task >= 0 && iv.Task < len(ten) && ten[iv.Task] >= 0 {
				acc += float64(a.units(iv.Task)) * float64(a.end(i)-iv.Start)
			}
		}
		want := acc / float64(r.Makespan) / float64(p.Capacity)
		k.item()
		if !sameFigure(pm.Utilization, want) {
			k.fail("used is reported %.4f%%; the residencies hold %.4f%% of the capacity on average", 100*pm.Utilization, 100*want)
		}
	}
	// SM-busy: per SM the union of its residencies
	type seg struct{ s, e int64 }
	per := make([][]seg, r.Machine.SMs)
	for i, iv := range r.Intervals {
		if iv.SM >= 0 && iv.SM < len(per) {
			per[iv.SM] = append(per[iv.SM], seg{iv.Start, a.end(i)})
		}
	}
	var sum float64
	for _, ss := range per {
		sort.Slice(ss, func(i, j int) bool { return ss[i].s < ss[j].s })
		var busy, till int64
		for _, sg := range ss {
			s := max(sg.s, till)
			if sg.e > s {
				busy += sg.e - s
			}
			till = max(till, sg.e)
		}
		sum += float64(busy) / float64(r.Makespan)
	}
	want := 0.0
	if len(per) > 0 {
		want = sum / float64(len(per))
	}
	k.item()
	if !sameFigure(pm.SMUtilization, want) {
		k.fail("SM-busy is reported %.4f%%; the residencies keep the SMs busy %.4f%% of the makespan", 100*pm.SMUtilization, 100*want)
	}
}

// isolated: each isolated reference is the tenant's turnaround in its
// isolated run, re-derived from that run's TMDs; unfinished there (-1,
// absent from the references), never 0.
func (a *auditor) isolated(k checker) {
	p := a.r.Partition
	if p == nil || a.in.IsolatedRuns == nil {
		return
	}
	for _, tn := range p.Tenants {
		k.item()
		run := a.in.IsolatedRuns[tn.Name]
		if run == nil || run.Partition == nil {
			k.fail("%s has no isolated run", tn.Name)
			continue
		}
		ia := newAuditor(run)
		want := int64(-1)
		for t, s := range ia.spans() {
			if run.Partition.Tenants[t].Name == tn.Name && s.done >= 0 && s.arrive >= 0 {
				want = s.done - s.arrive
			}
		}
		got, ok := a.in.Isolated[tn.Name]
		if !ok {
			got = -1
		}
		if got != want {
			k.fail("%s's isolated reference is %d; its isolated run turns it around in %d (-1: unfinished)", tn.Name, got, want)
		}
	}
}

func init() {
	register(260, "tenants", "each tenant arrives with its first eligible TMD and completes with its last", (*auditor).tenantsCheck)
	register(270, "metrics", "turnarounds, NTT, ANTT, STP, fairness (undefined when anything is unfinished), latencies and costs", (*auditor).metrics)
	register(280, "used", "used and SM-busy recomputed from the residencies", (*auditor).used)
	register(290, "isolated", "each isolated reference is the tenant's turnaround in its isolated run", (*auditor).isolated)
}
