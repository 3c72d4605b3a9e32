package scheduler

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// streamTenantWorkload is issue 35's defect 1: a stream "bg" with share 50
// and three tasks beside "main" with share 50, which fills the standard
// machine with long CTAs first.
func streamTenantWorkload() Workload {
	return Workload{Kernels: []Kernel{kern("long", 60000), kern("short", 3000)},
		Streams: []Stream{{Name: "bg", Share: 50}},
		Tasks: []Task{
			{Name: "main", Kernel: "long", Grid: Dim3{480, 1, 1}, Share: 50},
			{Name: "s1", Kernel: "short", Grid: Dim3{120, 1, 1}, Stream: "bg", SubmitAt: 5000},
			{Name: "s2", Kernel: "short", Grid: Dim3{120, 1, 1}, Stream: "bg", SubmitAt: 5000},
			{Name: "s3", Kernel: "short", Grid: Dim3{120, 1, 1}, Stream: "bg", SubmitAt: 5000},
		}}
}

// TestStreamTenantsLaterTasksAreNewcomers (issue 35, defect 1): every task
// of a stream tenant that becomes eligible is an arrival: it is reduced
// for and counted by missed_bound. Before the fix only s1 arrived; s2 and
// s3 held one CTA each for tens of thousands of cycles with no reduction.
func TestStreamTenantsLaterTasksAreNewcomers(t *testing.T) {
	m, _ := device.Preset("standard")
	r := partRun(t, m, streamTenantWorkload(), Options{}.WithPartition(PartitionShareSave))
	p := r.Partition
	bg := -1
	for k, tn := range p.Tenants {
		if tn.Name == "bg" {
			bg = k
		}
	}
	var arr []Arrival
	for _, a := range p.Arrivals {
		if a.Tenant == bg {
			arr = append(arr, a)
		}
	}
	if len(arr) != 3 {
		t.Fatalf("bg arrived %d times, want 3 (one per task): %+v", len(arr), arr)
	}
	for i, a := range arr {
		if a.Reached < 0 || a.Reached-a.Time > 10000 {
			t.Errorf("bg's task s%d arrived at %d and reached its share at %d", i+1, a.Time, a.Reached)
		}
		saves := 0
		for _, pr := range p.Preemptions {
			if pr.Arrival == bg && pr.Time >= a.Time && (i+1 == len(arr) || pr.Time < arr[i+1].Time) {
				saves++
			}
		}
		if saves == 0 {
			t.Errorf("bg's task s%d arrived at %d and caused no save", i+1, a.Time)
		}
		t.Logf("s%d: arrived %d, reached %d, %d saves", i+1, a.Time, a.Reached, saves)
	}
	t.Logf("bg turnaround %d", p.Tenants[bg].Done-p.Tenants[bg].Arrive)
}

// TestShareZeroIsBestEffort (issue 35, defect 2): share = 0
// (ShareBestEffort) is best effort: its arrival reduces nobody, unlike an
// unset share (an equal part of what the set ones leave). Before the fix a
// share-0 task was read as unset and preempted 11 CTAs of a share-100 one.
func TestShareZeroIsBestEffort(t *testing.T) {
	m, _ := device.Preset("standard")
	w := Workload{Kernels: []Kernel{kern("long", 60000), kern("short", 3000)}, Tasks: []Task{
		{Name: "main", Kernel: "long", Grid: Dim3{480, 1, 1}, Share: 100},
		{Name: "bg", Kernel: "short", Grid: Dim3{60, 1, 1}, SubmitAt: 5000, Share: ShareBestEffort},
	}}
	r := partRun(t, m, w, Options{}.WithPartition(PartitionShareSave))
	if n := len(r.Partition.Preemptions); n != 0 {
		t.Errorf("a best-effort arrival caused %d preemptions", n)
	}
	if s := r.Partition.Tenants[1].Share; s != ShareBestEffort {
		t.Errorf("bg's share reads %d", s)
	}
	for _, al := range r.Partition.Allotments {
		if al.Percent[1] != 0 {
			t.Errorf("at %d the best-effort task is allotted %.1f %%", al.Time, al.Percent[1])
		}
	}
	w.Tasks[1].Share = 0 // unset: an equal part of what the set shares leave
	r = partRun(t, m, w, Options{}.WithPartition(PartitionShareSave))
	if n := len(r.Partition.Preemptions); n == 0 {
		t.Errorf("an unset share beside a share of 100 caused no preemption (it gets half)")
	}
}

// TestEqualPrioritiesBreakTiesAlike (issue 35, defect 3): with every
// priority equal nothing is preempted, and priority-preempt runs exactly
// as priority. Before the fix priority-preempt dispatched the newest
// arrival first (t2 turned around in 20,000 against 40,000).
func TestEqualPrioritiesBreakTiesAlike(t *testing.T) {
	m, _ := device.Preset("classroom")
	w := Workload{Kernels: []Kernel{kern("k", 10000)}, Tasks: []Task{
		{Name: "t1", Kernel: "k", Grid: Dim3{64, 1, 1}},
		{Name: "t2", Kernel: "k", Grid: Dim3{64, 1, 1}, SubmitAt: 1000},
		{Name: "t3", Kernel: "k", Grid: Dim3{64, 1, 1}, SubmitAt: 2000},
	}}
	a := partRun(t, m, w, Options{}.WithPartition(PartitionPriority))
	b := partRun(t, m, w, Options{}.WithPartition(PartitionPriorityPreempt))
	if n := len(b.Partition.Preemptions); n != 0 {
		t.Fatalf("priority-preempt preempted %d CTAs among equal priorities", n)
	}
	for i := range a.Partition.Tenants {
		ta, tb := a.Partition.Tenants[i], b.Partition.Tenants[i]
		if ta.Done != tb.Done {
			t.Errorf("%s completes at %d under priority, at %d under priority-preempt", ta.Name, ta.Done, tb.Done)
		}
	}
	if len(a.Intervals) != len(b.Intervals) {
		t.Fatalf("%d residencies under priority, %d under priority-preempt", len(a.Intervals), len(b.Intervals))
	}
	for i := range a.Intervals {
		if a.Intervals[i] != b.Intervals[i] {
			t.Fatalf("residency %d: %+v under priority, %+v under priority-preempt", i, a.Intervals[i], b.Intervals[i])
		}
	}
}

// deadlockWorkload: four parents fill the tiny machine's one SM and wait
// in place for a child that never fits; "other" arrives later. With
// withOther false only the parents' tenant remains.
func parentsDeadlock(withOther bool) Workload {
	k := Kernel{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}
	w := Workload{Kernels: []Kernel{k}, Tasks: []Task{
		{Name: "parents", Kernel: "k", Grid: Dim3{4, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"child"}}},
		{Name: "child", Kernel: "k", Grid: Dim3{1, 1, 1}},
	}}
	if withOther {
		w.Tasks = append(w.Tasks, Task{Name: "other", Kernel: "k", Grid: Dim3{1, 1, 1}, SubmitAt: 5000})
	}
	return w
}

// TestMetricsUndefinedWhenUnfinished (issue 35, defect 6): ANTT, STP and
// fairness are undefined (NaN; null in JSON) when any tenant or any
// isolated reference is unfinished, and an unfinished reference reads -1,
// not 0. Before the fix a run with every tenant deadlocked read ANTT 0.00,
// STP 0.00 and fairness 0.000, and one with a finished and an unfinished
// tenant fairness 1.000.
func TestMetricsUndefinedWhenUnfinished(t *testing.T) {
	m, _ := device.Preset("tiny")
	o := Options{Policy: WaitInPlace}.WithPartition(PartitionFIFO)
	for _, other := range []bool{false, true} {
		r, err := Run(context.Background(), m, parentsDeadlock(other), o)
		if err != nil {
			t.Fatal(err)
		}
		if r.Deadlock == nil {
			t.Fatal("the workload no longer deadlocks")
		}
		iso, err := Isolated(context.Background(), m, parentsDeadlock(other), o)
		if err != nil {
			t.Fatal(err)
		}
		pm := r.PartitionMetrics(iso)
		if !math.IsNaN(pm.ANTT) || !math.IsNaN(pm.STP) || !math.IsNaN(pm.Fairness) {
			t.Errorf("with other=%v: ANTT %v, STP %v, fairness %v; want undefined", other, pm.ANTT, pm.STP, pm.Fairness)
		}
		for _, tm := range pm.Turnaround {
			if tm.Name == "parents" && tm.Isolated != -1 {
				t.Errorf("the deadlocked isolated reference of parents reads %d, want -1", tm.Isolated)
			}
		}
		js, err := json.Marshal(pm)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`"antt":null`, `"stp":null`, `"fairness":null`} {
			if !strings.Contains(string(js), want) {
				t.Errorf("JSON lacks %s: %s", want, js)
			}
		}
		var back PolicyMetrics
		if err := json.Unmarshal(js, &back); err != nil || !math.IsNaN(back.ANTT) {
			t.Errorf("JSON does not read back: %v, ANTT %v", err, back.ANTT)
		}
	}
	// finished tenants and references: defined
	w := streamTenantWorkload()
	sm, _ := device.Preset("standard")
	r := partRun(t, sm, w, Options{}.WithPartition(PartitionShareSave))
	iso, err := Isolated(context.Background(), sm, w, Options{}.WithPartition(PartitionShareSave))
	if err != nil {
		t.Fatal(err)
	}
	if pm := r.PartitionMetrics(iso); math.IsNaN(pm.ANTT) || pm.ANTT < 1 {
		t.Errorf("a finished run's ANTT is %v", pm.ANTT)
	}
}
