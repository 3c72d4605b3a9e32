package scheduler

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"testing"
)

// mixed is a workload with every feature: streams, children, graphics, jitter.
func mixed() Workload {
	return Workload{
		Kernels: []Kernel{
			{Name: "k", CyclesPerThread: 800, JitterPercent: 30, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}},
			{Name: "fin", CyclesPerThread: 200, RegistersPerThread: 16, SharedMemPerCTA: 4096, BlockSize: Dim3{64, 1, 1}, CacheSplit: SplitEqual},
		},
		Tasks: []Task{
			{Name: "a", Kernel: "k", Grid: Dim3{6, 2, 1}, Stream: "s", Semaphores: []string{"a-done"},
				Launch: &Launch{At: 0.3, Children: []string{"kid"}, Every: 3, ContinuationKernel: "fin"}},
			{Name: "b", Kernel: "k", Grid: Dim3{20, 1, 1}, Stream: "s", Priority: 2},
			{Name: "c", Kernel: "fin", Grid: Dim3{9, 1, 1}, After: []string{"a"}},
			{Name: "kid", Kernel: "k", Grid: Dim3{3, 1, 1}},
		},
		Streams: []Stream{{Name: "s"}},
		Graphics: []GraphicsGrid{
			{Name: "vertex", Kind: VertexGrid, CTACosts: []int64{300, 300, 250}, Threads: 32, RegistersPerThread: 24},
			{Name: "fragment", Kind: FragmentGrid, CTACosts: []int64{100, 400, 50, 900, 120, 80}, Threads: 256, RegistersPerThread: 20, SharedMem: 2048},
		},
	}
}

func TestGraphicsTilesAndOrder(t *testing.T) {
	r := mustRun(t, machine(t, "classroom"), mixed(), Options{})
	if r.Deadlock != nil {
		t.Fatal(r.Deadlock.Explain())
	}
	if len(r.TileDone) != 6 {
		t.Fatalf("TileDone has %d entries, want 6", len(r.TileDone))
	}
	v, f := tmdByName(t, r, "vertex"), tmdByName(t, r, "fragment")
	for i, d := range r.TileDone {
		if d < 0 {
			t.Fatalf("tile %d never finished", i)
		}
		if d < r.TMDs[v].Completed {
			t.Fatalf("tile %d finished at %d before the vertex grid completed at %d", i, d, r.TMDs[v].Completed)
		}
	}
	// Each tile's completion is the end of fragment CTA i.
	for _, iv := range r.Intervals {
		if iv.Task == f && r.TileDone[iv.CTA] != iv.End {
			t.Fatalf("tile %d: TileDone %d, interval end %d", iv.CTA, r.TileDone[iv.CTA], iv.End)
		}
		if iv.Task == f && iv.End-iv.Start != mixed().Graphics[1].CTACosts[iv.CTA] {
			t.Fatalf("tile %d ran %d cycles", iv.CTA, iv.End-iv.Start)
		}
	}
	st := r.StateAt(r.Makespan)
	if st.TilesDone != 6 {
		t.Fatalf("TilesDone at end = %d", st.TilesDone)
	}
	if st0 := r.StateAt(0); st0.TilesDone != 0 {
		t.Fatalf("TilesDone at 0 = %d", st0.TilesDone)
	}
}

func TestDeterministicAcrossGOMAXPROCS(t *testing.T) {
	m := machine(t, "standard")
	w := mixed()
	w.Tasks[1].Grid = Dim3{400, 1, 1}
	o := Options{Seed: 42, Dispatch: DispatchPriority}
	old := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(old)
	r1 := mustRun(t, m, w, o)
	runtime.GOMAXPROCS(8)
	r8 := mustRun(t, m, w, o)
	if !reflect.DeepEqual(r1.Intervals, r8.Intervals) || !reflect.DeepEqual(r1.Counters, r8.Counters) ||
		!reflect.DeepEqual(r1.TMDs, r8.TMDs) || r1.Makespan != r8.Makespan || r1.Events != r8.Events {
		t.Fatal("results differ between GOMAXPROCS 1 and 8")
	}
	// The seed matters: a different seed changes the jittered durations.
	r2 := mustRun(t, m, w, Options{Seed: 7, Dispatch: DispatchPriority})
	if reflect.DeepEqual(r1.Intervals, r2.Intervals) {
		t.Fatal("seed has no effect on jittered kernels")
	}
}

// bruteState computes the resident CTAs at t by scanning every interval.
func bruteState(r *Result, t int64) [][]int {
	run := make([][]int, r.Machine.SMs)
	for i, iv := range r.Intervals {
		if iv.Start <= t && (iv.End < 0 || iv.End > t) {
			run[iv.SM] = append(run[iv.SM], i)
		}
	}
	return run
}

func TestStateAtMatchesBruteForce(t *testing.T) {
	w := mixed()
	w.Tasks[1].Grid = Dim3{3000, 1, 1} // several keyframes
	r := mustRun(t, machine(t, "standard"), w, Options{Seed: 3})
	times := r.EventTimes()
	if !sort.SliceIsSorted(times, func(i, j int) bool { return times[i] < times[j] }) {
		t.Fatal("EventTimes not sorted")
	}
	for i := 1; i < len(times); i++ {
		if times[i] == times[i-1] {
			t.Fatal("EventTimes not distinct")
		}
	}
	check := []int64{-1, 0, r.Makespan, r.Makespan + 5}
	for i := 0; i < len(times); i += 97 {
		check = append(check, times[i], times[i]-1, times[i]+1)
	}
	for _, tt := range check {
		st := r.StateAt(tt)
		want := bruteState(r, tt)
		for sm := range want {
			if len(want[sm]) == 0 && len(st.Running[sm]) == 0 {
				continue
			}
			got := append([]int(nil), st.Running[sm]...)
			sort.Ints(got)
			if !reflect.DeepEqual(got, want[sm]) {
				t.Fatalf("t=%d SM %d: got %v want %v", tt, sm, got, want[sm])
			}
		}
		// Counters: the last event at or before t.
		for tmd := range r.TMDs {
			p, in := 0, 0
			for _, e := range r.Counters {
				if e.TMD == tmd && e.Time <= tt {
					if e.Counter == CounterPending {
						p = e.Value
					} else {
						in = e.Value
					}
				}
			}
			if st.TMDs[tmd].Pending != p || st.TMDs[tmd].InputDependence != in {
				t.Fatalf("t=%d TMD %s: state %+v, want pending %d input %d", tt, r.TMDs[tmd].Name, st.TMDs[tmd], p, in)
			}
		}
	}
	end := r.StateAt(r.Makespan)
	for i, s := range end.TMDs {
		if s.Phase != PhaseComplete {
			t.Fatalf("TMD %s phase %s at the end", r.TMDs[i].Name, s.Phase)
		}
	}
	if end.CTAsDone != len(r.Intervals) {
		t.Fatalf("CTAsDone %d of %d", end.CTAsDone, len(r.Intervals))
	}
}

// The metrics count every interval once, by kind and by task, with each
// task's turnaround from creation to completion.
func TestMetricsCountEveryCTAByKindAndTask(t *testing.T) {
	r := mustRun(t, machine(t, "classroom"), mixed(), Options{})
	m := r.Metrics()
	if m.Makespan != r.Makespan || m.CTAs != len(r.Intervals) {
		t.Fatalf("metrics %+v", m)
	}
	sum := 0
	for _, n := range m.CTAsByKind {
		sum += n
	}
	if sum != m.CTAs {
		t.Fatalf("kinds sum to %d of %d", sum, m.CTAs)
	}
	if m.CTAsByKind["graphics"] != 9 || m.CTAsByKind["eoc"] != 4 || m.CTAsByKind["continuation"] != 4 {
		t.Fatalf("CTAs by kind %v", m.CTAsByKind)
	}
	if m.Utilization <= 0 || m.Utilization > 1 {
		t.Fatalf("utilization %v", m.Utilization)
	}
	names := map[string]TaskMetrics{}
	for _, tm := range m.Tasks {
		names[tm.Name] = tm
	}
	a := names["a"]
	if a.CTAs != 12+4*3+4+4 { // own, children, EOCs, continuations
		t.Fatalf("task a accounts %d CTAs", a.CTAs)
	}
	if a.Turnaround != a.Completed-a.Created || a.Turnaround <= 0 {
		t.Fatalf("turnaround %+v", a)
	}
	if _, ok := names["kid"]; ok {
		t.Fatal("child templates listed as tasks")
	}
	u := r.Utilization(10)
	if len(u) != 10 {
		t.Fatalf("%d bins", len(u))
	}
	var avg float64
	for _, x := range u {
		if x < 0 || x > 1+1e-9 {
			t.Fatalf("bin %v", x)
		}
		avg += x / 10
	}
	if d := avg - m.Utilization; d > 1e-9 || d < -1e-9 {
		t.Fatalf("series mean %v != utilization %v", avg, m.Utilization)
	}
}

func TestChromeTrace(t *testing.T) {
	r := mustRun(t, machine(t, "classroom"), mixed(), Options{})
	var buf bytes.Buffer
	if err := WriteChromeTrace(&buf, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []struct {
			Name string         `json:"name"`
			Ph   string         `json:"ph"`
			Cat  string         `json:"cat"`
			Pid  int            `json:"pid"`
			Tid  int            `json:"tid"`
			Ts   float64        `json:"ts"`
			Dur  float64        `json:"dur"`
			ID   int            `json:"id"`
			Args map[string]any `json:"args"`
		} `json:"traceEvents"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("invalid JSON: %v", err)
	}
	count := map[string]int{}
	threads := map[string]bool{}
	flows := map[int]string{}
	cats := map[string]int{}
	slices := map[int][][2]float64{}
	for _, e := range doc.TraceEvents {
		count[e.Ph]++
		switch e.Ph {
		case "M":
			if e.Name == "thread_name" {
				threads[e.Args["name"].(string)] = true
			}
		case "X":
			cats[e.Cat]++
			if e.Tid < 1 || e.Tid > 4*8 || e.Dur < 0 {
				t.Fatalf("bad slice %+v", e)
			}
			slices[e.Tid] = append(slices[e.Tid], [2]float64{e.Ts, e.Ts + e.Dur})
		case "s", "f":
			flows[e.ID] += e.Ph
		}
	}
	// Slices on one thread must nest (trace viewers reject partial overlaps).
	for tid, ss := range slices {
		sort.Slice(ss, func(i, j int) bool { return ss[i][0] < ss[j][0] || (ss[i][0] == ss[j][0] && ss[i][1] > ss[j][1]) })
		var stack [][2]float64
		for _, x := range ss {
			for len(stack) > 0 && stack[len(stack)-1][1] <= x[0] {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 && x[1] > stack[len(stack)-1][1]+1e-9 {
				t.Fatalf("thread %d: slice %v overlaps %v without nesting", tid, x, stack[len(stack)-1])
			}
			stack = append(stack, x)
		}
	}
	for _, n := range []string{"SM 0", "SM 1", "SM 2", "SM 3", "SM 0 · slot 1"} {
		if !threads[n] {
			t.Fatalf("no thread %q", n)
		}
	}
	if cats["compute"]+cats["child"]+cats["continuation"]+cats["eoc"]+cats["graphics"] != len(r.Intervals) {
		t.Fatalf("slices %v for %d intervals", cats, len(r.Intervals))
	}
	if cats["continuation"] != 4 || cats["child"] != 12 {
		t.Fatalf("categories %v", cats)
	}
	// 4 children: each has a launch flow and a continue flow.
	if len(flows) != 8 {
		t.Fatalf("%d flows, want 8", len(flows))
	}
	for id, s := range flows {
		if s != "sf" {
			t.Fatalf("flow %d has phases %q", id, s)
		}
	}
	if count["C"] < len(r.Counters) {
		t.Fatalf("%d counter events for %d counter changes", count["C"], len(r.Counters))
	}
}

func TestTraceOfDeadlockAndWaitInPlaceFlows(t *testing.T) {
	w := deadlockWorkload()
	w.Tasks[0].Grid = Dim3{4, 1, 1}
	r := mustRun(t, machine(t, "classroom"), w, Options{Policy: WaitInPlace})
	var buf bytes.Buffer
	if err := WriteChromeTrace(&buf, r); err != nil {
		t.Fatal(err)
	}
	if !json.Valid(buf.Bytes()) {
		t.Fatal("invalid JSON")
	}
	if !bytes.Contains(buf.Bytes(), []byte(`"name":"resume"`)) || !bytes.Contains(buf.Bytes(), []byte(`stall: wait-children`)) {
		t.Fatal("wait-in-place trace lacks resume flows or stall slices")
	}
	d := mustRun(t, machine(t, "classroom"), deadlockWorkload(), Options{Policy: WaitInPlace})
	buf.Reset()
	if err := WriteChromeTrace(&buf, d); err != nil || !json.Valid(buf.Bytes()) {
		t.Fatalf("deadlocked trace: %v", err)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := mixed()
	w.Tasks[1].Grid = Dim3{100000, 1, 1}
	if _, err := Run(ctx, machine(t, "standard"), w, Options{}); err == nil {
		t.Fatal("cancelled run succeeded")
	}
}

// TestHandMadeResult: the app builds Results by hand in its tests; reading
// one with missing machine data must not panic.
func TestHandMadeResult(t *testing.T) {
	r := &Result{Makespan: 1000}
	r.TMDs = []TMDInfo{{Name: "g", Kind: TMDGrid, Parent: -1, OutputDependence: -1, Queue: -1, Owner: -1, LaunchInterval: -1, Completed: 900, End: 900}}
	for i := 0; i < 3000; i++ {
		r.Intervals = append(r.Intervals, Interval{SM: i % 3, Start: int64(i / 3), End: int64(i/3) + 50, Task: 0, CTA: i, Kind: KindCompute, Parent: -1})
	}
	r.Counters = []CounterEvent{{Time: 0, TMD: 0, Counter: CounterPending, Value: 1}, {Time: 900, TMD: 0, Counter: CounterPending, Value: 0}}
	st := r.StateAt(500)
	if len(st.Running) != 3 || len(st.Running[0]) == 0 || st.TMDs[0].Pending != 1 {
		t.Fatalf("state %+v", st.TMDs)
	}
	if m := r.Metrics(); len(m.SMUtilization) != 3 || m.CTAs != 3000 {
		t.Fatalf("metrics %+v", m)
	}
	if u := r.Utilization(4); len(u) != 4 {
		t.Fatal("utilization")
	}
	var buf bytes.Buffer
	if err := WriteChromeTrace(&buf, r); err != nil || !json.Valid(buf.Bytes()) {
		t.Fatalf("trace: %v", err)
	}
}

func TestMetricsCSV(t *testing.T) {
	r := mustRun(t, machine(t, "classroom"), mixed(), Options{})
	var buf bytes.Buffer
	if err := WriteMetricsCSV(&buf, r); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	m := r.Metrics()
	if len(rows) != 1+len(m.Tasks)+4+1 {
		t.Fatalf("%d rows", len(rows))
	}
	if rows[1][0] != m.Tasks[0].Name || rows[len(rows)-1][4] != fmt.Sprint(r.Makespan) {
		t.Fatalf("rows %v", rows)
	}
}

func TestProgress(t *testing.T) {
	w := mixed()
	w.Tasks[1].Grid = Dim3{200000, 1, 1}
	calls, lastDone, lastTotal := 0, 0, 0
	r, err := Run(context.Background(), machine(t, "standard"), w, Options{Progress: func(done, total int) {
		calls++
		lastDone, lastTotal = done, total
	}})
	if err != nil {
		t.Fatal(err)
	}
	if calls < 2 || lastDone != len(r.Intervals) || lastTotal != len(r.Intervals) {
		t.Fatalf("%d calls, last %d/%d of %d", calls, lastDone, lastTotal, len(r.Intervals))
	}
	if r.Options.Progress != nil {
		t.Fatal("Result keeps the Progress callback")
	}
}
