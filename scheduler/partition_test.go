package scheduler

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

func partRun(t *testing.T, m device.PPU, w Workload, o Options) *Result {
	t.Helper()
	r, err := Run(context.Background(), m, w, o)
	if err != nil {
		t.Fatal(err)
	}
	if r.Deadlock != nil {
		t.Fatalf("deadlock: %s", r.Deadlock.Explain())
	}
	for i, tmd := range r.TMDs {
		if tmd.Completed < 0 {
			t.Fatalf("TMD %d %s never completed", i, tmd.Name)
		}
	}
	return r
}

func kern(name string, cycles int64) Kernel {
	return Kernel{Name: name, CyclesPerThread: cycles, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}
}

// TestPartitionTrace: the Chrome trace carries save and restore slices on
// the SM threads and utilization per task as counters.
func TestPartitionTrace(t *testing.T) {
	m, _ := device.Preset("tiny")
	w := Workload{Kernels: []Kernel{kern("long", 5000), kern("short", 500)},
		Tasks: []Task{{Name: "a", Kernel: "long", Grid: Dim3{4, 1, 1}}, {Name: "b", Kernel: "short", Grid: Dim3{4, 1, 1}, SubmitAt: 300}}}
	r := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: PartitionShareSave}})
	var buf bytes.Buffer
	if err := WriteChromeTrace(&buf, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, e := range doc.TraceEvents {
		if e["cat"] == "preempt" || e["name"] == "utilization %" {
			count[e["name"].(string)]++
		}
	}
	if count["save"] != 2 || count["restore"] != 2 || count["utilization %"] != len(r.Partition.Samples) {
		t.Fatalf("trace events %v, want 2 saves, 2 restores, %d counters", count, len(r.Partition.Samples))
	}
}

// TestGraphicsOnlyDrained: graphics CTAs are never saved or flushed; a
// compute task arriving while they hold the SM gets room only as they finish.
func TestGraphicsOnlyDrained(t *testing.T) {
	m, _ := device.Preset("tiny")
	costs := []int64{6000, 6000, 6000, 6000, 6000}
	w := Workload{Kernels: []Kernel{kern("k", 500), {Name: "g", CyclesPerThread: 2000, RegistersPerThread: 16, BlockSize: Dim3{32, 1, 1}}},
		// The host writes tasks before graphics: "compute" waits for "gate",
		// so it arrives while the fragment grid fills the SM.
		Tasks: []Task{{Name: "gate", Kernel: "g", Grid: Dim3{1, 1, 1}},
			{Name: "compute", Kernel: "k", Grid: Dim3{4, 1, 1}, After: []string{"gate"}, Share: 50}},
		Graphics: []GraphicsGrid{{Name: "frag", Kind: FragmentGrid, CTACosts: costs, Threads: 128, RegistersPerThread: 32}}}
	for _, pol := range []PartitionPolicy{PartitionShareSave, PartitionShareFlush, PartitionShareAuto, PartitionPriorityPreempt} {
		r := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: pol}})
		for _, pr := range r.Partition.Preemptions {
			t.Errorf("%s: %s", pol, pr.Describe(r))
		}
		graphicsRunning := 0
		for _, iv := range r.Intervals {
			if r.TMDs[iv.Task].Kind == TMDGraphics {
				if iv.End-iv.Start != 6000 {
					t.Errorf("%s: graphics CTA %d ran %d cycles, want 6000 (never cut)", pol, iv.CTA, iv.End-iv.Start)
				}
				if iv.Start < 2100 {
					graphicsRunning++
				}
			}
		}
		if graphicsRunning < 3 {
			t.Fatalf("%s: only %d graphics CTAs resident when compute arrived; the test needs them to fill the SM", pol, graphicsRunning)
		}
	}
}

// TestContinuationCountersAcrossPreemption: parents that launch children
// are saved and restored; every launch point fires exactly once, every
// counter returns to zero and every TMD completes.
func TestContinuationCountersAcrossPreemption(t *testing.T) {
	m, _ := device.Preset("classroom")
	w := Workload{Kernels: []Kernel{kern("parent", 4000), kern("child", 300), kern("other", 800)},
		Tasks: []Task{
			{Name: "p", Kernel: "parent", Grid: Dim3{32, 1, 1}, Launch: &Launch{At: 0.8, Children: []string{"c"}, Every: 4}},
			{Name: "c", Kernel: "child", Grid: Dim3{2, 1, 1}},
			{Name: "q", Kernel: "other", Grid: Dim3{40, 1, 1}, SubmitAt: 1000, Share: 50},
		}}
	for _, pol := range []Policy{Continuation, WaitInPlace} {
		r := partRun(t, m, w, Options{Policy: pol, Partition: &PartitionOptions{Policy: PartitionShareSave}})
		if len(r.Partition.Preemptions) == 0 {
			t.Fatalf("%s: nothing was preempted; the test needs saves", pol)
		}
		children := 0
		for _, tmd := range r.TMDs {
			if tmd.Kind == TMDGrid && tmd.Parent >= 0 {
				children++
			}
		}
		if children != 8 {
			t.Errorf("%s: %d child grids, want 8 (32 parents, every 4th launches once)", pol, children)
		}
		last := map[[2]int]int{}
		for _, c := range r.Counters {
			last[[2]int{c.TMD, int(c.Counter)}] = c.Value
		}
		for k, v := range last {
			if k[1] == int(CounterPending) && v != 0 {
				t.Errorf("%s: TMD %s pending counter ends at %d", pol, r.TMDs[k[0]].Name, v)
			}
		}
	}
}

// TestShareAutoLatencyBound: over three mixed workloads of 40 arrivals
// each on the standard machine, share-auto counts exactly the arrivals that
// reached their share later than the 21,000-cycle bound. Measured in
// registers (the resource these register-heavy mixes exhaust first) it
// misses the bound on at most 1 % of arrivals, the seed's aim; measured in
// warps, allotments can exceed what the registers allow, and it still misses
// far less often than share-drain.
func TestShareAutoLatencyBound(t *testing.T) {
	m, _ := device.Preset("standard")
	late := func(r *Result) int {
		n := 0
		for _, a := range r.Partition.Arrivals {
			if a.Reached < 0 || a.Reached-a.Time > DefaultLatencyBound {
				n++
			}
		}
		return n
	}
	for _, measure := range []Measure{MeasureRegisters, MeasureWarps} {
		autoLate, drainLate, arrivals := 0, 0, 0
		for wi, mix := range [][]int64{{40000, 3000}, {90000, 1500}, {25000, 12000}} {
			w := Workload{Kernels: []Kernel{kern("long", mix[0]), kern("short", mix[1]), {Name: "idem", CyclesPerThread: mix[0] / 2,
				RegistersPerThread: 64, BlockSize: Dim3{256, 1, 1}, Idempotent: true}}}
			for i := 0; i < 40; i++ {
				k := []string{"long", "short", "idem"}[i%3]
				w.Tasks = append(w.Tasks, Task{Name: fmt.Sprintf("t%d", i), Kernel: k, Grid: Dim3{60 + 7*(i%5), 1, 1},
					SubmitAt: int64(i) * 9000, Share: 20 + 10*(i%4)})
			}
			auto := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: PartitionShareAuto, Measure: measure}})
			drain := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: PartitionShareDrain, Measure: measure}})
			if got := late(auto); got != auto.Partition.MissedBound {
				t.Errorf("%s, workload %d: MissedBound %d, but %d arrivals were late", measure, wi, auto.Partition.MissedBound, got)
			}
			autoLate += auto.Partition.MissedBound
			drainLate += late(drain)
			arrivals += len(auto.Partition.Arrivals)
		}
		t.Logf("%s: share-auto missed the bound on %d of %d arrivals (%.1f %%); share-drain on %d", measure, autoLate, arrivals,
			100*float64(autoLate)/float64(arrivals), drainLate)
		if autoLate >= drainLate {
			t.Errorf("%s: share-auto missed the bound %d times, share-drain %d: preemption bought nothing", measure, autoLate, drainLate)
		}
		if measure == MeasureRegisters && autoLate*100 > arrivals {
			t.Errorf("registers: share-auto missed the bound on %d of %d arrivals, more than 1 %%", autoLate, arrivals)
		}
	}
}

func threeTasks() Workload {
	return Workload{Kernels: []Kernel{kern("a", 4000), kern("b", 3000)},
		Tasks: []Task{{Name: "t1", Kernel: "a", Grid: Dim3{80, 1, 1}}, {Name: "t2", Kernel: "b", Grid: Dim3{60, 1, 1}, SubmitAt: 2000, Share: 50},
			{Name: "t3", Kernel: "b", Grid: Dim3{60, 1, 1}, SubmitAt: 5000, Share: 30}}}
}

// TestSinglePolicyOneTaskAtATime: under single, no two tasks ever hold the
// machine at the same time, and they run in arrival order.
func TestSinglePolicyOneTaskAtATime(t *testing.T) {
	m, _ := device.Preset("classroom")
	r := partRun(t, m, threeTasks(), Options{Partition: &PartitionOptions{Policy: PartitionSingle}})
	for _, s := range r.Partition.Samples {
		busy := 0
		for _, u := range s.Used {
			if u > 0 {
				busy++
			}
		}
		if busy > 1 {
			t.Fatalf("t=%d: %d tasks resident at once: %v", s.Time, busy, s.Used)
		}
	}
	tn := r.Partition.Tenants
	if !(tn[0].Done <= tn[1].Done && tn[1].Done <= tn[2].Done) {
		t.Fatalf("completion order %d %d %d", tn[0].Done, tn[1].Done, tn[2].Done)
	}
}

// TestSpatialPolicyKeepsSMRanges: under spatial, every CTA a task starts
// after the last arrival sits on SMs that only that task uses from then on.
func TestSpatialPolicyKeepsSMRanges(t *testing.T) {
	m, _ := device.Preset("classroom")
	r := partRun(t, m, threeTasks(), Options{Partition: &PartitionOptions{Policy: PartitionSpatial}})
	last := r.Partition.Arrivals[len(r.Partition.Arrivals)-1].Time
	owner := map[int]int{}
	for _, iv := range r.Intervals {
		if iv.Start <= last {
			continue
		}
		k := int(r.Partition.TaskTenant[r.TMDs[iv.Task].Task])
		if o, ok := owner[iv.SM]; ok && o != k && r.Partition.Tenants[o].Done > iv.Start {
			t.Fatalf("SM %d runs %s and %s after the last arrival", iv.SM, r.Partition.Tenants[o].Name, r.Partition.Tenants[k].Name)
		}
		owner[iv.SM] = k
	}
	if len(owner) < 3 {
		t.Fatalf("only %d SMs used after the last arrival", len(owner))
	}
}

// TestUtilizationMeasures: the measure sets the capacity (whole machine)
// and the units each CTA counts for.
func TestUtilizationMeasures(t *testing.T) {
	m, _ := device.Preset("classroom")
	for _, c := range []struct {
		m    Measure
		capa int
		cta  int32
	}{{MeasureWarps, 4 * 32, 4}, {MeasureCTASlots, 4 * 8, 1}, {MeasureThreads, 4 * 1024, 128}, {MeasureRegisters, 4 * 32768, 128 * 32}} {
		r := partRun(t, m, threeTasks(), Options{Partition: &PartitionOptions{Policy: PartitionShareSave, Measure: c.m}})
		if r.Partition.Capacity != c.capa {
			t.Errorf("%s: capacity %d, want %d", c.m, r.Partition.Capacity, c.capa)
		}
		for _, s := range r.Partition.Samples {
			for _, u := range s.Used {
				if u%c.cta != 0 {
					t.Fatalf("%s: %d units is not a whole number of CTAs of %d", c.m, u, c.cta)
				}
			}
		}
	}
}

// TestStreamShareIsOneTenant: a stream with a share is one tenant for all
// its tasks, allotted that share.
func TestStreamShareIsOneTenant(t *testing.T) {
	m, _ := device.Preset("classroom")
	w := threeTasks()
	w.Streams = []Stream{{Name: "s", Share: 40}}
	w.Tasks[1].Stream, w.Tasks[2].Stream = "s", "s"
	r := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: PartitionShareSave}})
	tn := r.Partition.Tenants
	if len(tn) != 2 || tn[1].Name != "s" || tn[1].Share != 40 {
		t.Fatalf("tenants %+v, want t1 and the stream s (40 %%)", tn)
	}
	if got := r.Partition.Allotments[len(r.Partition.Allotments)-1]; got.Percent[1] != 0 && got.Percent[1] != 40 {
		t.Fatalf("stream allotment %v", got.Percent)
	}
	found := false
	for _, a := range r.Partition.Allotments {
		if a.Percent[0] == 60 && a.Percent[1] == 40 {
			found = true
		}
	}
	if !found {
		t.Fatalf("never 60/40: %+v", r.Partition.Allotments)
	}
}

// A preempted CTA that runs again is one CTA: Metrics counts each grid's
// CTAs once and the resumed residencies apart.
func TestMetricsCountResumedCTAsOnce(t *testing.T) {
	m, _ := device.Preset("tiny")
	w := Workload{Kernels: []Kernel{kern("long", 5000), kern("short", 500)},
		Tasks: []Task{{Name: "a", Kernel: "long", Grid: Dim3{4, 1, 1}}, {Name: "b", Kernel: "short", Grid: Dim3{4, 1, 1}, SubmitAt: 300}}}
	r := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: PartitionShareSave}})
	restored := 0
	for _, p := range r.Partition.Preemptions {
		if p.Restore >= 0 {
			restored++
		}
	}
	if restored == 0 {
		t.Fatal("no CTA was saved and restored: the test does not exercise resumption")
	}
	want := 0
	for _, task := range w.Tasks {
		want += task.Grid.X * max(task.Grid.Y, 1) * max(task.Grid.Z, 1)
	}
	mt := r.Metrics()
	if mt.CTAs != want || mt.Resumed != restored || len(r.Intervals) != want+restored {
		t.Errorf("CTAs %d (want %d), resumed %d (want %d), intervals %d", mt.CTAs, want, mt.Resumed, restored, len(r.Intervals))
	}
	perTask := 0
	for _, tm := range mt.Tasks {
		perTask += tm.CTAs
	}
	if perTask != want {
		t.Errorf("per-task CTAs add up to %d, want %d", perTask, want)
	}
}
