package scheduler

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

func machine(t testing.TB, name string) device.PPU {
	t.Helper()
	m, err := device.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func mustRun(t testing.TB, m device.PPU, w Workload, o Options) *Result {
	t.Helper()
	r, err := Run(context.Background(), m, w, o)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if err := checkInvariants(r); err != nil {
		t.Fatalf("invariant: %v", err)
	}
	return r
}

// tmdByName finds a TMD by name.
func tmdByName(t testing.TB, r *Result, name string) int {
	t.Helper()
	for i, info := range r.TMDs {
		if info.Name == name {
			return i
		}
	}
	var names []string
	for _, info := range r.TMDs {
		names = append(names, info.Name)
	}
	t.Fatalf("no TMD %q (have %v)", name, names)
	return -1
}

// history returns the successive values of one counter of one TMD.
func history(r *Result, tmd int, c Counter) []int {
	var v []int
	for _, e := range r.Counters {
		if e.TMD == tmd && e.Counter == c {
			v = append(v, e.Value)
		}
	}
	return v
}

// parentChild is one parent CTA launching one child grid halfway through.
func parentChild() Workload {
	return Workload{
		Kernels: []Kernel{
			{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}},
		},
		Tasks: []Task{
			{Name: "parent", Kernel: "k", Grid: Dim3{1, 1, 1}, Semaphores: []string{"done"},
				Launch: &Launch{At: 0.5, Children: []string{"child"}}},
			{Name: "child", Kernel: "k", Grid: Dim3{2, 1, 1}},
		},
	}
}

func TestPendingCounterOneTwoOneZero(t *testing.T) {
	for _, c := range []Counting{CountPerCTA, CountOnce} {
		t.Run(c.String(), func(t *testing.T) {
			r := mustRun(t, machine(t, "classroom"), parentChild(), Options{Counting: c})
			if r.Deadlock != nil {
				t.Fatalf("unexpected deadlock: %s", r.Deadlock.Explain())
			}
			p := tmdByName(t, r, "parent")
			if got := history(r, p, CounterPending); !slices.Equal(got, []int{1, 2, 1, 0}) {
				t.Fatalf("parent pending history = %v, want [1 2 1 0]", got)
			}
			// The reasons follow the design: queued, evicted, continuation finished.
			var reasons []Reason
			for _, e := range r.Counters {
				if e.TMD == p && e.Counter == CounterPending {
					reasons = append(reasons, e.Reason)
				}
			}
			want := []Reason{ReasonCreated, ReasonContinuationQueued, ReasonEvicted, ReasonContinuationDone}
			if !slices.Equal(reasons, want) {
				t.Fatalf("reasons = %v, want %v", reasons, want)
			}
		})
	}
}

func TestPerCTAvsOnceWithManyContinuations(t *testing.T) {
	w := parentChild()
	w.Tasks[0].Grid = Dim3{3, 1, 1}
	per := mustRun(t, machine(t, "classroom"), w, Options{Counting: CountPerCTA})
	once := mustRun(t, machine(t, "classroom"), w, Options{Counting: CountOnce})
	p := tmdByName(t, per, "parent")
	hp := history(per, p, CounterPending)
	ho := history(once, p, CounterPending)
	if !slices.Equal(hp, []int{1, 2, 3, 4, 3, 2, 1, 0}) {
		t.Fatalf("per-CTA history %v, want [1 2 3 4 3 2 1 0] (three continuations queued, evicted, three finish)", hp)
	}
	if !slices.Equal(ho, []int{1, 2, 1, 0}) {
		t.Fatalf("once history %v, want [1 2 1 0]", ho)
	}
}

func TestEOCReleasesQueue(t *testing.T) {
	w := parentChild()
	w.Tasks[0].Launch.Children = []string{"child", "child2"}
	w.Tasks = append(w.Tasks, Task{Name: "child2", Kernel: "k", Grid: Dim3{1, 1, 1}})
	r := mustRun(t, machine(t, "classroom"), w, Options{})
	eoc := tmdByName(t, r, "parent/0:eoc")
	q := tmdByName(t, r, "parent/queue")
	if got := history(r, eoc, CounterInputDependence); !slices.Equal(got, []int{0, 1, 2, 1, 0}) {
		t.Fatalf("EOC input dependence %v, want [0 1 2 1 0] (one per child, then down as each completes)", got)
	}
	if got := history(r, q, CounterInputDependence); !slices.Equal(got, []int{0, 1, 0}) {
		t.Fatalf("queue input dependence %v, want [0 1 0]", got)
	}
	if r.TMDs[eoc].OutputDependence != q {
		t.Fatalf("EOC output dependence = %d, want queue %d", r.TMDs[eoc].OutputDependence, q)
	}
	// The queue becomes launchable exactly when the EOC completes, after both children.
	var qZero int64 = -1
	for _, e := range r.Counters {
		if e.TMD == q && e.Counter == CounterInputDependence && e.Value == 0 && e.Reason == ReasonEOCDone {
			qZero = e.Time
		}
	}
	if qZero != r.TMDs[eoc].Completed {
		t.Fatalf("queue released at %d, EOC completed at %d", qZero, r.TMDs[eoc].Completed)
	}
	for _, c := range []string{"parent/0:child", "parent/0:child2"} {
		ci := tmdByName(t, r, c)
		if r.TMDs[ci].Completed > qZero {
			t.Fatalf("%s completed at %d after the queue was released at %d", c, r.TMDs[ci].Completed, qZero)
		}
	}
	// The continuation CTA runs after the release.
	for _, iv := range r.Intervals {
		if iv.Kind == KindContinuation && iv.Start < qZero {
			t.Fatalf("continuation started at %d before release %d", iv.Start, qZero)
		}
	}
}

func TestStreamSoftwareHoldAndPredecessor(t *testing.T) {
	w := Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 500, RegistersPerThread: 16, BlockSize: Dim3{64, 1, 1}}},
		Tasks: []Task{
			{Name: "first", Kernel: "k", Grid: Dim3{4, 1, 1}, Stream: "s"},
			{Name: "second", Kernel: "k", Grid: Dim3{4, 1, 1}, Stream: "s"},
		},
		Streams: []Stream{{Name: "s"}},
	}
	r := mustRun(t, machine(t, "classroom"), w, Options{HostWriteCycles: 100})
	a, b := tmdByName(t, r, "first"), tmdByName(t, r, "second")
	if got := history(r, b, CounterInputDependence); !slices.Equal(got, []int{2, 1, 0}) {
		t.Fatalf("second input dependence %v, want [2 1 0]", got)
	}
	var reasons []Reason
	for _, e := range r.Counters {
		if e.TMD == b && e.Counter == CounterInputDependence {
			reasons = append(reasons, e.Reason)
		}
	}
	if !slices.Equal(reasons, []Reason{ReasonCreated, ReasonSoftwareHold, ReasonPredecessor}) {
		t.Fatalf("reasons %v", reasons)
	}
	if r.TMDs[a].OutputDependence != b {
		t.Fatalf("first's output dependence = %d, want %d", r.TMDs[a].OutputDependence, b)
	}
	if r.TMDs[b].Start < r.TMDs[a].Completed {
		t.Fatalf("second started at %d before first completed at %d", r.TMDs[b].Start, r.TMDs[a].Completed)
	}
	if got := history(r, a, CounterInputDependence); !slices.Equal(got, []int{1, 0}) {
		t.Fatalf("first input dependence %v, want [1 0] (software hold only)", got)
	}
}

func TestSemaphoresOnlyAtLogicalCompletion(t *testing.T) {
	r := mustRun(t, machine(t, "classroom"), parentChild(), Options{})
	p := tmdByName(t, r, "parent")
	if len(r.Semaphores) != 1 || r.Semaphores[0].Name != "done" || r.Semaphores[0].TMD != p {
		t.Fatalf("semaphores = %+v", r.Semaphores)
	}
	info := r.TMDs[p]
	// The grid was evicted long before; the semaphore waits for the continuation.
	if !(info.End < info.Completed) {
		t.Fatalf("evicted at %d, completed at %d: want eviction strictly before logical completion", info.End, info.Completed)
	}
	if r.Semaphores[0].Time != info.Completed {
		t.Fatalf("semaphore at %d, logical completion at %d", r.Semaphores[0].Time, info.Completed)
	}
	var contEnd int64
	for _, iv := range r.Intervals {
		if iv.Kind == KindContinuation {
			contEnd = iv.End
		}
	}
	if r.Semaphores[0].Time != contEnd {
		t.Fatalf("semaphore released at %d, continuation finished at %d", r.Semaphores[0].Time, contEnd)
	}
	// With a memory barrier the release is MembarCycles later.
	w := parentChild()
	w.Tasks[0].MemoryBarrier = true
	r2 := mustRun(t, machine(t, "classroom"), w, Options{MembarCycles: 70})
	if r2.Semaphores[0].Time != contEnd+70 {
		t.Fatalf("with membar: semaphore at %d, want %d", r2.Semaphores[0].Time, contEnd+70)
	}
}

// deadlockWorkload fills every CTA slot of the classroom machine with parents.
func deadlockWorkload() Workload {
	return Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}},
		Tasks: []Task{
			{Name: "parent", Kernel: "k", Grid: Dim3{32, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"child"}}},
			{Name: "child", Kernel: "k", Grid: Dim3{1, 1, 1}},
		},
	}
}

func TestWaitInPlaceDeadlocksContinuationCompletes(t *testing.T) {
	m := machine(t, "classroom") // 4 SMs × 8 CTAs = 32 slots
	w := deadlockWorkload()
	dl := mustRun(t, m, w, Options{Policy: WaitInPlace})
	if dl.Deadlock == nil {
		t.Fatal("wait-in-place did not deadlock")
	}
	if len(dl.Deadlock.Holders) != 32 {
		t.Fatalf("%d holders, want 32", len(dl.Deadlock.Holders))
	}
	for _, h := range dl.Deadlock.Holders {
		if !strings.Contains(h.Waiting, "waiting in place") {
			t.Fatalf("holder %+v not waiting in place", h)
		}
	}
	if len(dl.Deadlock.Blocked) != 32 {
		t.Fatalf("%d blocked grids, want 32 children", len(dl.Deadlock.Blocked))
	}
	ex := dl.Deadlock.Explain()
	for _, want := range []string{"deadlock", "SM 0", "parent CTA", "parent/0:child", "ctas"} {
		if !strings.Contains(ex, want) {
			t.Fatalf("explanation lacks %q:\n%s", want, ex)
		}
	}
	ok := mustRun(t, m, w, Options{Policy: Continuation})
	if ok.Deadlock != nil {
		t.Fatalf("continuation deadlocked: %s", ok.Deadlock.Explain())
	}
	mt := ok.Metrics()
	if mt.CTAsByKind["continuation"] != 32 || mt.CTAsByKind["child"] != 32 || mt.CTAsByKind["compute"] != 32 {
		t.Fatalf("CTAs by kind %v", mt.CTAsByKind)
	}
	// Fewer parents than slots: wait-in-place completes too.
	w.Tasks[0].Grid = Dim3{16, 1, 1}
	if r := mustRun(t, m, w, Options{Policy: WaitInPlace}); r.Deadlock != nil {
		t.Fatalf("16 parents on 32 slots deadlocked: %s", r.Deadlock.Explain())
	}
}

func TestQueueFullStallsProducer(t *testing.T) {
	w := deadlockWorkload()
	w.Tasks[0].Grid = Dim3{8, 1, 1}
	r := mustRun(t, machine(t, "classroom"), w, Options{QueueSize: 2})
	if r.Deadlock != nil {
		t.Fatalf("deadlock: %s", r.Deadlock.Explain())
	}
	stalls := 0
	for _, iv := range r.Intervals {
		if iv.Stall == StallQueueFull {
			stalls++
			// Released when a dequeue frees a slot, the producer queues
			// its continuation and leaves in the next cycle.
			if iv.StallEnd < iv.StallStart || iv.End != iv.StallEnd+1 {
				t.Fatalf("bad stall %+v", iv)
			}
		}
	}
	if stalls == 0 {
		t.Fatal("no producer stalled on a 2-entry queue with 8 continuations")
	}
	if r.Metrics().StallCycles["queue-full"] <= 0 {
		t.Fatal("stall cycles not reported")
	}
}

func TestBadInputs(t *testing.T) {
	m := machine(t, "classroom")
	base := parentChild
	cases := []struct {
		name string
		edit func(w *Workload, o *Options)
		want string
	}{
		{"zero dim", func(w *Workload, o *Options) { w.Tasks[0].Grid.Y = 0 }, "dimension y is 0"},
		{"negative dim", func(w *Workload, o *Options) { w.Tasks[1].Grid.X = -3 }, "dimension x is -3"},
		{"unknown kernel", func(w *Workload, o *Options) { w.Tasks[0].Kernel = "nope" }, `unknown kernel "nope"`},
		{"too many threads", func(w *Workload, o *Options) {
			w.Tasks[0].Block = Dim3{1024, 1, 1}
			w.Kernels[0].RegistersPerThread = 64
		}, "registers"},
		{"too much shared", func(w *Workload, o *Options) { w.Kernels[0].SharedMemPerCTA = 1 << 20 }, "shared memory"},
		{"block too big", func(w *Workload, o *Options) { w.Tasks[0].Block = Dim3{64, 64, 1} }, "at most 1024"},
		{"unknown child", func(w *Workload, o *Options) { w.Tasks[0].Launch.Children = []string{"ghost"} }, `unknown task "ghost"`},
		{"cycle", func(w *Workload, o *Options) {
			w.Tasks = append(w.Tasks, Task{Name: "a", Kernel: "k", Grid: Dim3{1, 1, 1}, After: []string{"b"}},
				Task{Name: "b", Kernel: "k", Grid: Dim3{1, 1, 1}, After: []string{"a"}})
		}, "dependency cycle: a → b → a"},
		{"recursion", func(w *Workload, o *Options) {
			w.Tasks[1].Launch = &Launch{At: 0.5, Children: []string{"parent"}}
		}, "recurse"},
		{"depth", func(w *Workload, o *Options) {
			o.MaxDepth = 2
			w.Tasks[1].Launch = &Launch{At: 0.5, Children: []string{"c2"}}
			w.Tasks = append(w.Tasks, Task{Name: "c2", Kernel: "k", Grid: Dim3{1, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"c3"}}},
				Task{Name: "c3", Kernel: "k", Grid: Dim3{1, 1, 1}})
		}, "depth 3 exceeds the limit 2"},
		{"queue size", func(w *Workload, o *Options) { o.QueueSize = -1 }, "queue_size"},
		{"launch at", func(w *Workload, o *Options) { w.Tasks[0].Launch.At = 1.5 }, "launch.at"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := base()
			var o Options
			c.edit(&w, &o)
			_, err := Run(context.Background(), m, w, o)
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q lacks %q", err, c.want)
			}
		})
	}
}

func TestPendingLaunchLimit(t *testing.T) {
	w := deadlockWorkload()
	w.Tasks[0].Grid = Dim3{64, 1, 1}
	_, err := Run(context.Background(), machine(t, "classroom"), w, Options{MaxPendingLaunches: 10})
	if err == nil || !strings.Contains(err.Error(), "pending-launch limit 10") {
		t.Fatalf("err = %v, want pending-launch limit", err)
	}
}

func TestRuntimeDepthLimit(t *testing.T) {
	// Validation catches static depth; the run-time check must agree.
	w := parentChild()
	_, err := Run(context.Background(), machine(t, "classroom"), w, Options{MaxDepth: 1})
	if err != nil {
		t.Fatalf("depth 1 within limit 1: %v", err)
	}
}

func ExampleRun() {
	m, _ := device.Preset("classroom")
	r, _ := Run(context.Background(), m, parentChild(), Options{})
	p := 0
	for _, e := range r.Counters {
		if e.TMD == p && e.Counter == CounterPending {
			fmt.Printf("cycle %4d  pending=%d  (%s)\n", e.Time, e.Value, e.Reason)
		}
	}
	// Output:
	// cycle    0  pending=1  (created)
	// cycle  600  pending=2  (continuation queued)
	// cycle  600  pending=1  (grid evicted)
	// cycle 2120  pending=0  (continuation finished)
}

func TestQueueFullDeadlock(t *testing.T) {
	m := machine(t, "classroom")
	w := deadlockWorkload()
	w.Tasks[0].Grid = Dim3{64, 1, 1}
	r := mustRun(t, m, w, Options{QueueSize: 8})
	if r.Deadlock == nil || !r.Deadlock.QueueFull {
		t.Fatalf("want a queue-full deadlock, got %+v", r.Deadlock)
	}
	if ex := r.Deadlock.Explain(); !strings.Contains(ex, "FIFO is full") || !strings.Contains(ex, "parent/queue (full, 8 entries)") {
		t.Fatalf("explanation:\n%s", ex)
	}
	// The stalled producers attached their EOCs to the queue before stalling,
	// so the queue cannot open until their children run: a queue that holds
	// a continuation for every launching CTA resolves it.
	ok := mustRun(t, m, w, Options{QueueSize: 64})
	if ok.Deadlock != nil {
		t.Fatalf("still deadlocked: %s", ok.Deadlock.Explain())
	}
	// A queue a little smaller than that still completes, with stalls.
	st := mustRun(t, m, w, Options{QueueSize: 40})
	if st.Deadlock != nil {
		t.Fatalf("40 entries deadlocked: %s", st.Deadlock.Explain())
	}
	if st.Metrics().StallCycles["queue-full"] == 0 {
		t.Fatal("no producer stalled on the 40-entry queue")
	}
}
