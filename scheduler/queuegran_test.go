package scheduler

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// coupled: eight parent CTAs on a one-SM machine run in two waves; each
// launches one child grid halfway through and queues a continuation.
func coupled() Workload {
	return Workload{
		Kernels: []Kernel{
			{Name: "parent", CyclesPerThread: 1000, JitterPercent: 80, RegistersPerThread: 16, BlockSize: Dim3{128, 1, 1}},
			{Name: "child", CyclesPerThread: 400, RegistersPerThread: 16, BlockSize: Dim3{64, 1, 1}},
			{Name: "bulk", CyclesPerThread: 700, RegistersPerThread: 16, BlockSize: Dim3{32, 1, 1}},
		},
		Tasks: []Task{
			{Name: "parents", Kernel: "parent", Grid: Dim3{4, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"children"}}},
			{Name: "children", Kernel: "child", Grid: Dim3{2, 1, 1}},
			{Name: "bulk", Kernel: "bulk", Grid: Dim3{64, 1, 1}, SubmitAt: 1000},
		},
	}
}

// continuationWaits returns, per continuation CTA (by parent CTA), the
// cycles between its own EOC's completion and its start, and per EOC the
// cycles between its eligibility and its start.
func continuationWaits(r *Result) (cont map[int]int64, eoc map[int]int64) {
	cont, eoc = map[int]int64{}, map[int]int64{}
	eocDone := map[int]int64{}
	for _, info := range r.TMDs {
		if info.Kind == TMDEOC {
			eocDone[info.ParentCTA] = info.Completed
			eoc[info.ParentCTA] = info.Start - info.Eligible
		}
	}
	for _, iv := range r.Intervals {
		if iv.Kind == KindContinuation {
			cta := r.Intervals[iv.Parent].CTA
			cont[cta] = iv.Start - eocDone[cta]
		}
	}
	return cont, eoc
}

// TestQueueGranularityCoupling: with one queue per grid, the continuations
// of CTAs 0 and 3 wait for the EOCs of CTAs 1 and 2, which wait for SM slots
// the bulk task holds; one queue per CTA removes the coupling, and running
// the EOCs on the TMU removes their wait for a slot.
func TestQueueGranularityCoupling(t *testing.T) {
	for _, tc := range []struct {
		o         Options
		coupling  map[int]int64 // continuation start − its own EOC's completion
		eocWait   map[int]int64 // EOC start − EOC eligible
		makespan  int64
		contStart map[int]int64
		metrics   Coupling
	}{
		{Options{}, map[int]int64{0: 1447, 1: 0, 2: 0, 3: 1718}, map[int]int64{0: 0, 1: 1224, 2: 1268, 3: 0}, 3296,
			map[int]int64{0: 2520, 1: 2520, 2: 2520, 3: 2520}, Coupling{1447 + 1718, 1718, 1224 + 1268, 1268}},
		{Options{Queue: QueuePerCTA}, map[int]int64{0: 0, 1: 0, 2: 0, 3: 0}, map[int]int64{0: 0, 1: 1224, 2: 1268, 3: 0}, 3296,
			map[int]int64{0: 1073, 1: 2520, 2: 2520, 3: 802}, Coupling{0, 0, 1224 + 1268, 1268}},
		{Options{Queue: QueuePerCTA, EOCOnTMU: true}, map[int]int64{0: 0, 1: 1224, 2: 1268, 3: 0}, map[int]int64{0: 0, 1: 0, 2: 0, 3: 0}, 3276,
			map[int]int64{0: 1053, 1: 2500, 2: 2500, 3: 782}, Coupling{}},
	} {
		name := fmt.Sprintf("queue=%s/eoc_on_tmu=%v", tc.o.Queue, tc.o.EOCOnTMU)
		t.Run(name, func(t *testing.T) {
			tc.o.Seed = 1
			r := mustRun(t, machine(t, "classroom"), coupled(), tc.o)
			c, e := continuationWaits(r)
			if !maps.Equal(c, tc.coupling) || !maps.Equal(e, tc.eocWait) || r.Makespan != tc.makespan {
				t.Fatalf("continuation waits %v, EOC waits %v, makespan %d; want %v, %v, %d", c, e, r.Makespan, tc.coupling, tc.eocWait, tc.makespan)
			}
			starts := map[int]int64{}
			for _, iv := range r.Intervals {
				if iv.Kind == KindContinuation {
					starts[r.Intervals[iv.Parent].CTA] = iv.Start
				}
			}
			if cp := r.Metrics().Coupling; cp != tc.metrics {
				t.Fatalf("coupling metrics %+v, want %+v", cp, tc.metrics)
			}
			if !maps.Equal(starts, tc.contStart) {
				t.Fatalf("continuation starts %v, want %v", starts, tc.contStart)
			}
		})
	}
}

// TestPerCTAQueueCounters: each launching CTA's queue TMD counts only its
// own EOC; the parent's pending counter is held as with one queue.
func TestPerCTAQueueCounters(t *testing.T) {
	w := coupled()
	w.Tasks = w.Tasks[:2]
	for _, tc := range []struct {
		c       Counting
		pending []int
	}{
		{CountPerCTA, []int{1, 2, 3, 4, 5, 4, 3, 2, 1, 0}},
		{CountOnce, []int{1, 2, 3, 4, 5, 4, 3, 2, 1, 0}},
	} {
		t.Run(tc.c.String(), func(t *testing.T) {
			r := mustRun(t, machine(t, "classroom"), w, Options{Queue: QueuePerCTA, Counting: tc.c, Seed: 1})
			for cta := range 4 {
				q := tmdByName(t, r, fmt.Sprintf("parents/%d:queue", cta))
				eoc := tmdByName(t, r, fmt.Sprintf("parents/%d:eoc", cta))
				in, inR, inT := counterTrail(r, q, CounterInputDependence)
				if !slices.Equal(in, []int{0, 1, 0}) || !slices.Equal(inR, []Reason{ReasonCreated, ReasonEOCAttached, ReasonEOCDone}) ||
					inT[2] != r.TMDs[eoc].Completed {
					t.Fatalf("queue %d input dependence %v %v at %v (EOC done at %d)", cta, in, inR, inT, r.TMDs[eoc].Completed)
				}
				if p, _, _ := counterTrail(r, q, CounterPending); !slices.Equal(p, []int{1, 0}) {
					t.Fatalf("queue %d pending %v", cta, p)
				}
				if r.TMDs[q].CTAs != 1 || r.TMDs[q].Eligible != r.TMDs[eoc].Completed {
					t.Fatalf("queue %d: %d CTAs, eligible at %d", cta, r.TMDs[q].CTAs, r.TMDs[q].Eligible)
				}
			}
			p := tmdByName(t, r, "parents")
			if got, _, _ := counterTrail(r, p, CounterPending); !slices.Equal(got, tc.pending) {
				t.Fatalf("parent pending %v, want %v", got, tc.pending)
			}
		})
	}
}

// Example_queueGranularity prints the table of docs/scheduling.md ("Queue
// granularity and EOC placement") and the counters of CTA 3's own queue.
func Example_queueGranularity() {
	m, _ := device.Preset("classroom")
	for _, o := range []Options{{}, {EOCOnTMU: true}, {Queue: QueuePerCTA}, {Queue: QueuePerCTA, EOCOnTMU: true}} {
		o.Seed = 1
		r, err := Run(context.Background(), m, coupled(), o)
		if err != nil {
			fmt.Println(err)
			return
		}
		c, e := continuationWaits(r)
		starts := map[int]int64{}
		for _, iv := range r.Intervals {
			if iv.Kind == KindContinuation {
				starts[r.Intervals[iv.Parent].CTA] = iv.Start
			}
		}
		fmt.Printf("queue %-8s eoc_on_tmu %-5v | continuation starts %v | waits after own EOC %v | EOC waits for a slot %v | makespan %d\n",
			o.Queue, o.EOCOnTMU, starts, c, e, r.Makespan)
		cp := r.Metrics().Coupling
		fmt.Printf("  coupling: continuations %d cycles (max %d), EOCs %d cycles (max %d)\n",
			cp.ContinuationCycles, cp.MaxContinuation, cp.EOCCycles, cp.MaxEOC)
		if o.Queue == QueuePerCTA && !o.EOCOnTMU {
			printCounters(r, "parents/3:queue")
		}
	}
	// Output:
	// queue per-grid eoc_on_tmu false | continuation starts map[0:2520 1:2520 2:2520 3:2520] | waits after own EOC map[0:1447 1:0 2:0 3:1718] | EOC waits for a slot map[0:0 1:1224 2:1268 3:0] | makespan 3296
	//   coupling: continuations 3165 cycles (max 1718), EOCs 2492 cycles (max 1268)
	// queue per-grid eoc_on_tmu true  | continuation starts map[0:2500 1:2500 2:2500 3:2500] | waits after own EOC map[0:1447 1:1224 2:1268 3:1718] | EOC waits for a slot map[0:0 1:0 2:0 3:0] | makespan 3276
	//   coupling: continuations 761 cycles (max 494), EOCs 0 cycles (max 0)
	// queue per-cta  eoc_on_tmu false | continuation starts map[0:1073 1:2520 2:2520 3:802] | waits after own EOC map[0:0 1:0 2:0 3:0] | EOC waits for a slot map[0:0 1:1224 2:1268 3:0] | makespan 3296
	//   coupling: continuations 0 cycles (max 0), EOCs 2492 cycles (max 1268)
	// 382    parents/3:queue  pending          = 1  (created)
	// 382    parents/3:queue  input-dependence = 0  (created)
	// 382    parents/3:queue  input-dependence = 1  (EOC attached)
	// 802    parents/3:queue  input-dependence = 0  (EOC completed)
	// 1084   parents/3:queue  pending          = 0  (grid evicted)
	// queue per-cta  eoc_on_tmu true  | continuation starts map[0:1053 1:2500 2:2500 3:782] | waits after own EOC map[0:0 1:1224 2:1268 3:0] | EOC waits for a slot map[0:0 1:0 2:0 3:0] | makespan 3276
	//   coupling: continuations 0 cycles (max 0), EOCs 0 cycles (max 0)
}
