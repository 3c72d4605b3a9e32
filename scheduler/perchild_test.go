package scheduler

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// twoChildren: one parent CTA launching two child grids halfway through.
func twoChildren() Workload {
	w := parentChild()
	w.Tasks[0].Launch.Children = []string{"child", "child"}
	return w
}

func TestPerChildCounting(t *testing.T) {
	for _, tc := range []struct {
		pol     Policy
		c       Counting
		pending []int
		reasons []Reason
	}{
		// The seed's general description: +1 per child launched, −1 per child done.
		{WaitInPlace, CountPerChild, []int{1, 2, 3, 2, 1, 0},
			[]Reason{ReasonCreated, ReasonChildLaunched, ReasonChildLaunched, ReasonChildDone, ReasonChildDone, ReasonEvicted}},
		// The continuation variants do not count children: under wait-in-place
		// the parent's pending counter just goes 1 → 0.
		{WaitInPlace, CountPerCTA, []int{1, 0}, []Reason{ReasonCreated, ReasonEvicted}},
		{WaitInPlace, CountOnce, []int{1, 0}, []Reason{ReasonCreated, ReasonEvicted}},
		// Under the continuation policy the children are counted and the
		// queue's continuation work holds the counter once more.
		{Continuation, CountPerChild, []int{1, 2, 3, 4, 3, 2, 1, 0},
			[]Reason{ReasonCreated, ReasonChildLaunched, ReasonChildLaunched, ReasonContinuationQueued, ReasonEvicted,
				ReasonChildDone, ReasonChildDone, ReasonContinuationDone}},
	} {
		t.Run(tc.pol.String()+"/"+tc.c.String(), func(t *testing.T) {
			r := mustRun(t, machine(t, "classroom"), twoChildren(), Options{Policy: tc.pol, Counting: tc.c})
			if r.Deadlock != nil {
				t.Fatal(r.Deadlock.Explain())
			}
			p := tmdByName(t, r, "parent")
			vals, reasons, _ := counterTrail(r, p, CounterPending)
			if !slices.Equal(vals, tc.pending) || !slices.Equal(reasons, tc.reasons) {
				t.Fatalf("parent pending %v %v, want %v %v", vals, reasons, tc.pending, tc.reasons)
			}
			// The parent completes logically only after both children and its
			// continuation work.
			for _, e := range r.TMDs[p].Edges {
				if e.Kind == EdgeChild && r.TMDs[e.To].Completed > r.TMDs[p].Completed {
					t.Fatalf("parent completed at %d before child %s at %d", r.TMDs[p].Completed, r.TMDs[e.To].Name, r.TMDs[e.To].Completed)
				}
			}
			var lastCTA int64
			for _, iv := range r.Intervals {
				lastCTA = max(lastCTA, iv.End)
			}
			if r.TMDs[p].Completed != lastCTA {
				t.Fatalf("parent completed at %d, last CTA ended at %d", r.TMDs[p].Completed, lastCTA)
			}
		})
	}
}

func dumpPending(o Options) {
	m, _ := device.Preset("classroom")
	r, err := Run(context.Background(), m, twoChildren(), o)
	if err != nil {
		fmt.Println(err)
		return
	}
	printCounters(r, "parent")
}

// Example_perChildWaitInPlace prints the parent's pending counter of
// docs/scheduling.md under the per-child variant and wait-in-place.
func Example_perChildWaitInPlace() {
	dumpPending(Options{Policy: WaitInPlace, Counting: CountPerChild})
	// Output:
	// 0      parent           pending          = 1  (created)
	// 0      parent           input-dependence = 1  (created)
	// 100    parent           input-dependence = 0  (software hold released)
	// 600    parent           pending          = 2  (child launched)
	// 600    parent           pending          = 3  (child launched)
	// 1600   parent           pending          = 2  (child completed)
	// 1600   parent           pending          = 1  (child completed)
	// 2100   parent           pending          = 0  (grid evicted)
}

// Example_perChildContinuation prints it under the continuation policy.
func Example_perChildContinuation() {
	dumpPending(Options{Counting: CountPerChild})
	// Output:
	// 0      parent           pending          = 1  (created)
	// 0      parent           input-dependence = 1  (created)
	// 100    parent           input-dependence = 0  (software hold released)
	// 600    parent           pending          = 2  (child launched)
	// 600    parent           pending          = 3  (child launched)
	// 600    parent           pending          = 4  (continuation queued)
	// 600    parent           pending          = 3  (grid evicted)
	// 1600   parent           pending          = 2  (child completed)
	// 1600   parent           pending          = 1  (child completed)
	// 2120   parent           pending          = 0  (continuation finished)
}

// barrierGrid: a 3-CTA grid with a memory barrier whose CTAs end at
// different times (jitter), then a task in the same stream.
func barrierGrid() Workload {
	return Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 400, JitterPercent: 50, RegistersPerThread: 16, BlockSize: Dim3{64, 1, 1}}},
		Tasks: []Task{
			{Name: "writer", Kernel: "k", Grid: Dim3{3, 1, 1}, MemoryBarrier: true, Semaphores: []string{"written"}, Stream: "s"},
			{Name: "reader", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "s"},
		},
		Streams: []Stream{{Name: "s"}},
	}
}

func TestCountedMemoryBarrier(t *testing.T) {
	r := mustRun(t, machine(t, "classroom"), barrierGrid(), Options{Membar: MembarCounted, MembarCycles: 60, Seed: 3})
	w := tmdByName(t, r, "writer")
	vals, reasons, times := counterTrail(r, w, CounterOutstandingWrites)
	var ends []int64
	for _, iv := range r.Intervals {
		if iv.Task == w {
			ends = append(ends, iv.End)
		}
	}
	slices.Sort(ends)
	if len(ends) != 3 || ends[0] == ends[2] {
		t.Fatalf("CTA ends %v: want three CTAs ending at different times", ends)
	}
	// Each CTA's writes are counted as it ends and acknowledged 60 cycles later.
	var want []int
	var wantT []int64
	n := 0
	type ev struct {
		t   int64
		inc bool
	}
	var evs []ev
	for _, e := range ends {
		evs = append(evs, ev{e, true}, ev{e + 60, false})
	}
	slices.SortStableFunc(evs, func(a, b ev) int {
		if a.t != b.t {
			return int(a.t - b.t)
		}
		if a.inc == b.inc {
			return 0
		}
		if !a.inc {
			return -1 // acknowledgments scheduled earlier come first
		}
		return 1
	})
	for _, e := range evs {
		if e.inc {
			n++
		} else {
			n--
		}
		want = append(want, n)
		wantT = append(wantT, e.t)
	}
	if !slices.Equal(vals, want) || !slices.Equal(times, wantT) {
		t.Fatalf("outstanding writes %v at %v, want %v at %v (reasons %v)", vals, times, want, wantT, reasons)
	}
	if r.TMDs[w].Completed != ends[2]+60 {
		t.Fatalf("writer completed at %d, want its last write acknowledged at %d", r.TMDs[w].Completed, ends[2]+60)
	}
	if len(r.Semaphores) != 1 || r.Semaphores[0].Time != r.TMDs[w].Completed {
		t.Fatalf("semaphores %+v", r.Semaphores)
	}
	rd := tmdByName(t, r, "reader")
	if r.TMDs[rd].Start < r.TMDs[w].Completed {
		t.Fatalf("reader started at %d before the barrier at %d", r.TMDs[rd].Start, r.TMDs[w].Completed)
	}
	// The fixed delay (the simple option) keeps no write counter.
	d := mustRun(t, machine(t, "classroom"), barrierGrid(), Options{MembarCycles: 60, Seed: 3})
	if v, _, _ := counterTrail(d, tmdByName(t, d, "writer"), CounterOutstandingWrites); len(v) != 0 {
		t.Fatalf("delay model counted writes %v", v)
	}
}

// Example_countedBarrier prints the outstanding-writes counter of
// docs/scheduling.md: three CTAs of a grid with a memory barrier.
func Example_countedBarrier() {
	m, _ := device.Preset("classroom")
	r, err := Run(context.Background(), m, barrierGrid(), Options{Membar: MembarCounted, MembarCycles: 60, Seed: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	printCounters(r, "writer")
	w := r.TMDs[0]
	fmt.Printf("writer: last CTA left at %d, completed at %d\n", w.End, w.Completed)
	// Output:
	// 0      writer           pending          = 1  (created)
	// 0      writer           input-dependence = 1  (created)
	// 100    writer           input-dependence = 0  (software hold released)
	// 328    writer           outstanding-writes = 1  (CTA writes issued)
	// 345    writer           outstanding-writes = 2  (CTA writes issued)
	// 388    writer           outstanding-writes = 1  (CTA writes acknowledged)
	// 405    writer           outstanding-writes = 0  (CTA writes acknowledged)
	// 433    writer           outstanding-writes = 1  (CTA writes issued)
	// 433    writer           pending          = 0  (grid evicted)
	// 493    writer           outstanding-writes = 0  (CTA writes acknowledged)
	// writer: last CTA left at 433, completed at 493
}
