package audit_test

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

// The mutation suite (issue 35): each test corrupts a genuine Result (or
// the row reported from it) in one way and fails if the audit passes the
// corrupted run; the audit must name the check that re-derives the
// corrupted figure. docs/scheduling.md, "The audit", maps each reported
// figure to the check and the mutation that proves it.

// genuine runs w and audits it with its isolated references; the run must
// pass every check before it is corrupted.
func genuine(t *testing.T, m device.PPU, w scheduler.Workload, o scheduler.Options) audit.Input {
	t.Helper()
	r := simulate(t, m, w, o)
	iso, err := scheduler.Isolated(context.Background(), m, w, o)
	if err != nil {
		t.Fatal(err)
	}
	pm := r.PartitionMetrics(iso)
	in := audit.Input{Result: r, Metrics: &pm, Isolated: iso}
	if rep := audit.Audit(in); !rep.OK() {
		t.Fatalf("the genuine run fails the audit:\n%s", rep)
	}
	return in
}

// mustCatch fails t unless the audit of the corrupted input fails every
// named check.
func mustCatch(t *testing.T, in audit.Input, checks ...string) {
	t.Helper()
	rep := audit.Audit(in)
	for _, name := range checks {
		if c := checkNamed(rep.Checks, name); c.OK() {
			t.Errorf("the audit's %q check passes the corrupted run:\n%s", name, rep)
		} else {
			t.Logf("%s: %s", name, c.First)
		}
	}
}

// streamRun is issue 35's defect-1 workload under share-save: main fills
// the standard machine; a stream tenant bg with share 50 brings three
// tasks, each reduced for.
func streamRun(t *testing.T) audit.Input {
	w := scheduler.Workload{Kernels: []scheduler.Kernel{kernel("long", 60000), kernel("short", 3000)},
		Streams: []scheduler.Stream{{Name: "bg", Share: 50}},
		Tasks: []scheduler.Task{
			{Name: "main", Kernel: "long", Grid: scheduler.Dim3{X: 480, Y: 1, Z: 1}, Share: 50},
			{Name: "s1", Kernel: "short", Grid: scheduler.Dim3{X: 120, Y: 1, Z: 1}, Stream: "bg", SubmitAt: 5000},
			{Name: "s2", Kernel: "short", Grid: scheduler.Dim3{X: 120, Y: 1, Z: 1}, Stream: "bg", SubmitAt: 5000},
			{Name: "s3", Kernel: "short", Grid: scheduler.Dim3{X: 120, Y: 1, Z: 1}, Stream: "bg", SubmitAt: 5000},
		}}
	return genuine(t, preset(t, "standard"), w, scheduler.Options{}.WithPartition(scheduler.PartitionShareSave))
}

// tenantNamed is the index of the tenant called name.
func tenantNamed(t *testing.T, r *scheduler.Result, name string) int {
	t.Helper()
	for k, tn := range r.Partition.Tenants {
		if tn.Name == name {
			return k
		}
	}
	t.Fatalf("no tenant %s", name)
	return -1
}

// remetric recomputes the reported row from the (corrupted) Result, as a
// reporter that trusts the Result would.
func remetric(in *audit.Input) {
	pm := in.Result.PartitionMetrics(in.Isolated)
	in.Metrics = &pm
}

// TestMutationCTARunsLonger: a CTA runs 5,000 cycles longer than its
// kernel's cost (the outside harness's first case).
func TestMutationCTARunsLonger(t *testing.T) {
	in := streamRun(t)
	r := in.Result
	stopped := map[int]bool{}
	for _, pr := range r.Partition.Preemptions {
		stopped[pr.Interval] = true
		stopped[pr.Restore] = true
	}
	for i := range r.Intervals {
		if !stopped[i] && r.TMDs[r.Intervals[i].Task].Name == "main" {
			r.Intervals[i].End += 5000
			break
		}
	}
	mustCatch(t, in, "cost")
}

// TestMutationFlushLostMiscounted: a flush counts 100 cycles of work lost
// that the CTA never ran.
func TestMutationFlushLostMiscounted(t *testing.T) {
	w := fig4(20000)
	w.Kernels[0].Idempotent = true
	in := genuine(t, preset(t, "tiny"), w, scheduler.Options{}.WithPartition(scheduler.PartitionShareFlush))
	n := 0
	for i, pr := range in.Result.Partition.Preemptions {
		if pr.Kind == scheduler.ReduceFlush {
			in.Result.Partition.Preemptions[i].Lost += 100
			n++
			break
		}
	}
	if n == 0 {
		t.Fatal("the genuine run flushes nothing")
	}
	remetric(&in)
	mustCatch(t, in, "cost")
}

// TestMutationShareReachedAtArrival: a newcomer's share-reached cycle is
// moved to its arrival and missed_bound set to 0 (the outside harness's
// second case): the stream's second task, which waits for its victims'
// saves.
func TestMutationShareReachedAtArrival(t *testing.T) {
	in := streamRun(t)
	p := in.Result.Partition
	i := secondArrival(t, p, tenantNamed(t, in.Result, "bg"))
	if a := p.Arrivals[i]; a.Reached <= a.Time {
		t.Fatalf("s2 reached its share at its arrival %d in the genuine run", a.Time)
	}
	p.Arrivals[i].Reached = p.Arrivals[i].Time
	p.MissedBound = 0
	remetric(&in)
	mustCatch(t, in, "reached")
}

// TestMutationCompletionLater: a tenant's completion is moved 50,000
// cycles later, which changes its turnaround and ANTT (the outside
// harness's fourth case); the row is recomputed from the corrupted Result.
func TestMutationCompletionLater(t *testing.T) {
	in := streamRun(t)
	in.Result.Partition.Tenants[tenantNamed(t, in.Result, "main")].Done += 50000
	remetric(&in)
	mustCatch(t, in, "tenants", "metrics")
}

// freeSMsRun: a task of two long CTAs on the classroom machine (4 SMs);
// a newcomer of two CTAs arrives at 1,000 and starts at once on the two
// free SMs.
func freeSMsRun(t *testing.T) audit.Input {
	w := scheduler.Workload{Kernels: []scheduler.Kernel{kernel("long", 60000), kernel("short", 30000)}, Tasks: []scheduler.Task{
		{Name: "a", Kernel: "long", Grid: scheduler.Dim3{X: 2, Y: 1, Z: 1}},
		{Name: "newcomer", Kernel: "short", Grid: scheduler.Dim3{X: 2, Y: 1, Z: 1}, SubmitAt: 1000},
	}}
	return genuine(t, preset(t, "classroom"), w, scheduler.Options{}.WithPartition(scheduler.PartitionShareSave))
}

// TestMutationNewcomerStartsLate: a newcomer's first CTAs start 20,000
// cycles late while SMs sit free (the outside harness's fifth case).
func TestMutationNewcomerStartsLate(t *testing.T) {
	in := freeSMsRun(t)
	r := in.Result
	for i := range r.Intervals {
		if r.TMDs[r.Intervals[i].Task].Name == "newcomer" {
			r.Intervals[i].Start += 20000
			r.Intervals[i].End += 20000
		}
	}
	mustCatch(t, in, "conserving")
}

// TestMutationANTT: the row's ANTT is 10 % better than the turnarounds give.
func TestMutationANTT(t *testing.T) {
	in := streamRun(t)
	in.Metrics.ANTT *= 0.9
	mustCatch(t, in, "metrics")
}

// TestMutationSTPAndBytesSaved: STP and bytes saved are misreported.
func TestMutationSTPAndBytesSaved(t *testing.T) {
	in := streamRun(t)
	in.Metrics.STP += 0.1
	in.Metrics.BytesSaved += 4096
	mustCatch(t, in, "metrics")
}

// TestMutationPreemptionLatency: the worst preemption latency is
// reported 1,000 cycles shorter.
func TestMutationPreemptionLatency(t *testing.T) {
	in := streamRun(t)
	in.Metrics.PreemptionLatencyMax -= 1000
	mustCatch(t, in, "metrics")
}

// deadlockRun: four parents fill the tiny machine's one SM and wait in
// place for a child that never fits; their isolated run deadlocks too.
func deadlockRun(t *testing.T) audit.Input {
	k := scheduler.Kernel{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: scheduler.Dim3{X: 128, Y: 1, Z: 1}}
	w := scheduler.Workload{Kernels: []scheduler.Kernel{k}, Tasks: []scheduler.Task{
		{Name: "parents", Kernel: "k", Grid: scheduler.Dim3{X: 4, Y: 1, Z: 1}, Launch: &scheduler.Launch{At: 0.5, Children: []string{"child"}}},
		{Name: "child", Kernel: "k", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}},
	}}
	m := preset(t, "tiny")
	o := scheduler.Options{Policy: scheduler.WaitInPlace}.WithPartition(scheduler.PartitionFIFO)
	in := genuine(t, m, w, o)
	// the tenant alone is the whole workload: its isolated run is this run
	in.IsolatedRuns = map[string]*scheduler.Result{"parents": simulate(t, m, w, o)}
	if rep := audit.Audit(in); !rep.OK() {
		t.Fatalf("the genuine deadlocked run fails the audit:\n%s", rep)
	}
	return in
}

// TestMutationMetricsOfDeadlock: a deadlocked run reports ANTT, STP and
// fairness as numbers (old defect 6: 1.00 and "perfectly fair").
func TestMutationMetricsOfDeadlock(t *testing.T) {
	in := deadlockRun(t)
	in.Metrics.ANTT, in.Metrics.STP, in.Metrics.Fairness = 1, 1, 1
	mustCatch(t, in, "metrics")
}

// TestMutationIsolatedReferenceZero: a deadlocked isolated reference is
// reported as 0 instead of unfinished.
func TestMutationIsolatedReferenceZero(t *testing.T) {
	in := deadlockRun(t)
	in.Isolated = map[string]int64{"parents": 0}
	remetric(&in)
	mustCatch(t, in, "isolated")
}

// TestMutationUnfinishedTenantCompletes: a deadlocked tenant is recorded
// complete, so it reads a turnaround.
func TestMutationUnfinishedTenantCompletes(t *testing.T) {
	in := deadlockRun(t)
	in.Result.Partition.Tenants[0].Done = in.Result.Makespan
	remetric(&in)
	mustCatch(t, in, "tenants", "metrics")
}

// TestMutationUsedAndSMBusy: used and SM-busy are misreported by 5 points.
func TestMutationUsedAndSMBusy(t *testing.T) {
	for _, f := range []func(pm *scheduler.PolicyMetrics){
		func(pm *scheduler.PolicyMetrics) { pm.Utilization += 0.05 },
		func(pm *scheduler.PolicyMetrics) { pm.SMUtilization -= 0.05 },
	} {
		in := streamRun(t)
		f(in.Metrics)
		mustCatch(t, in, "used")
	}
}

// TestMutationAllotment: a tenant is recorded 10 points above the
// allotment its share gives.
func TestMutationAllotment(t *testing.T) {
	in := streamRun(t)
	p := in.Result.Partition
	last := len(p.Allotments) - 1
	for i := range p.Allotments {
		if i+1 < len(p.Allotments) && p.Allotments[i+1].Time != p.Allotments[i].Time && p.Allotments[i].Percent[0] > 0 {
			last = i
			break
		}
	}
	p.Allotments[last].Percent[0] += 10
	mustCatch(t, in, "allotment")
}

// TestMutationStreamArrivalDeleted: the arrival of a stream tenant's
// second task is not recorded (old defect 1's shape).
func TestMutationStreamArrivalDeleted(t *testing.T) {
	in := streamRun(t)
	p := in.Result.Partition
	i := secondArrival(t, p, tenantNamed(t, in.Result, "bg"))
	p.Arrivals = append(p.Arrivals[:i:i], p.Arrivals[i+1:]...)
	mustCatch(t, in, "arrivals")
}

// TestMutationVictimForOwnTenant: a save is attributed to its own
// tenant's arrival.
func TestMutationVictimForOwnTenant(t *testing.T) {
	in := streamRun(t)
	pr := &in.Result.Partition.Preemptions[0]
	pr.Arrival = pr.Tenant
	mustCatch(t, in, "victims")
}

// TestMutationVictimOfHigherPriority: under priority-preempt a save is
// attributed to an arrival of no higher priority than the victim's.
func TestMutationVictimOfHigherPriority(t *testing.T) {
	w := scheduler.Workload{Kernels: []scheduler.Kernel{kernel("long", 60000), kernel("short", 3000)}, Tasks: []scheduler.Task{
		{Name: "low", Kernel: "long", Grid: scheduler.Dim3{X: 480, Y: 1, Z: 1}},
		{Name: "peer", Kernel: "long", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}, SubmitAt: 500},
		{Name: "mid", Kernel: "long", Grid: scheduler.Dim3{X: 8, Y: 1, Z: 1}, SubmitAt: 1000, Priority: 1},
		{Name: "urgent", Kernel: "short", Grid: scheduler.Dim3{X: 60, Y: 1, Z: 1}, SubmitAt: 5000, Priority: 5},
	}}
	in := genuine(t, preset(t, "standard"), w, scheduler.Options{}.WithPartition(scheduler.PartitionPriorityPreempt))
	p := in.Result.Partition
	if len(p.Preemptions) == 0 {
		t.Fatal("the genuine run preempts nothing")
	}
	if v := p.Preemptions[0].Tenant; v != tenantNamed(t, in.Result, "low") {
		t.Fatalf("the first victim is %s's, not low's", p.Tenants[v].Name)
	}
	p.Preemptions[0].Arrival = tenantNamed(t, in.Result, "peer") // priority 0, as low's
	mustCatch(t, in, "victims")
}

// TestMutationMissedBound: missed_bound counts one arrival too many.
func TestMutationMissedBound(t *testing.T) {
	in := streamRun(t)
	in.Result.Partition.MissedBound++
	remetric(&in)
	mustCatch(t, in, "bound")
}

// secondArrival is the index in p.Arrivals of tenant's second arrival (the
// stream's second task); it fails t when there is none.
func secondArrival(t *testing.T, p *scheduler.PartitionResult, tenant int) int {
	t.Helper()
	seen := 0
	for i, a := range p.Arrivals {
		if a.Tenant == tenant {
			if seen++; seen == 2 {
				return i
			}
		}
	}
	t.Fatal("the tenant has no second arrival")
	return -1
}
