package scheduler

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// randomWorkload builds a small valid workload with every feature.
func randomWorkload(rng *rand.Rand) Workload {
	var w Workload
	nk := 1 + rng.IntN(3)
	for i := range nk {
		w.Kernels = append(w.Kernels, Kernel{Name: fmt.Sprintf("k%d", i), CyclesPerThread: 1 + rng.Int64N(2000),
			JitterPercent: rng.IntN(50), RegistersPerThread: 8 + rng.IntN(56), SharedMemPerCTA: rng.IntN(3) * 4096,
			BlockSize: Dim3{32 * (1 + rng.IntN(8)), 1, 1}, CacheSplit: CacheSplit(rng.IntN(4))})
	}
	nt := 1 + rng.IntN(6)
	for i := range nt {
		t := Task{Name: fmt.Sprintf("t%d", i), Kernel: fmt.Sprintf("k%d", rng.IntN(nk)),
			Grid: Dim3{1 + rng.IntN(12), 1 + rng.IntN(2), 1}, Priority: rng.IntN(3), SubmitAt: rng.Int64N(500),
			MemoryBarrier: rng.IntN(4) == 0}
		if rng.IntN(3) == 0 {
			t.Semaphores = []string{fmt.Sprintf("s%d", i)}
		}
		w.Tasks = append(w.Tasks, t)
	}
	// Children: tasks later in the list may be children of earlier ones (no cycles).
	isChild := make([]bool, nt)
	for i := 0; i < nt-1; i++ {
		if rng.IntN(2) == 0 {
			c := i + 1 + rng.IntN(nt-i-1)
			isChild[c] = true
			w.Tasks[i].Launch = &Launch{At: float64(rng.IntN(11)) / 10, Children: []string{w.Tasks[c].Name},
				Every: rng.IntN(4)}
			if rng.IntN(3) == 0 {
				w.Tasks[i].Launch.ContinuationKernel = fmt.Sprintf("k%d", rng.IntN(nk))
			}
			if rng.IntN(3) == 0 { // a second child, maybe in a device-side stream with the first
				l := w.Tasks[i].Launch
				l.Children = append(l.Children, w.Tasks[c].Name)
				if rng.IntN(2) == 0 {
					w.Tasks[c].Stream = "ds"
				}
			}
		}
	}
	var hosts []int
	for i := range nt {
		if !isChild[i] {
			hosts = append(hosts, i)
		}
	}
	for k, i := range hosts {
		if rng.IntN(2) == 0 {
			w.Tasks[i].Stream = "s"
		}
		if k > 0 && rng.IntN(3) == 0 {
			w.Tasks[i].After = []string{w.Tasks[hosts[rng.IntN(k)]].Name}
		}
	}
	w.Streams = []Stream{{Name: "s", Priority: rng.IntN(2)}, {Name: "ds"}}
	if rng.IntN(2) == 0 {
		costs := func(n int) []int64 {
			c := make([]int64, n)
			for i := range c {
				c[i] = 1 + rng.Int64N(800)
			}
			return c
		}
		w.Graphics = []GraphicsGrid{
			{Name: "v", Kind: VertexGrid, CTACosts: costs(1 + rng.IntN(5)), Threads: 32, RegistersPerThread: 16},
			{Name: "f", Kind: FragmentGrid, CTACosts: costs(rng.IntN(20)), Threads: 256, RegistersPerThread: 16, SharedMem: 1024},
		}
	}
	return w
}

func TestRandomWorkloads(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	m := machine(t, "classroom")
	deadlocks := 0
	for i := range 300 {
		w := randomWorkload(rng)
		o := Options{Policy: Policy(rng.IntN(2)), Dispatch: Dispatch(rng.IntN(2)), Counting: Counting(rng.IntN(3)),
			QueueSize: 1 + rng.IntN(16), EOCOnTMU: rng.IntN(2) == 0, Seed: rng.Int64(), MaxPendingLaunches: 100000,
			Queue: QueueGranularity(rng.IntN(2)), Membar: MembarMode(rng.IntN(2))}
		r, err := Run(context.Background(), m, w, o)
		if err != nil {
			var ve *ValidationError
			if errors.As(err, &ve) && ve.Field == "block" || errors.As(err, &ve) && ve.Field == "launch.continuation_kernel" {
				continue // a random CTA too large for the machine: a correct rejection
			}
			t.Fatalf("case %d: %v", i, err)
		}
		if err := checkInvariants(r); err != nil {
			t.Fatalf("case %d (%s): %v", i, o.Policy, err)
		}
		if r.Deadlock != nil {
			deadlocks++
			if r.Deadlock.Explain() == "" || len(r.Deadlock.Incomplete) == 0 {
				t.Fatalf("case %d: empty diagnosis", i)
			}
			// Under continuation a CTA only ever waits for queue space.
			if o.Policy == Continuation && !r.Deadlock.QueueFull {
				t.Fatalf("case %d: continuation deadlock without a full queue:\n%s", i, r.Deadlock.Explain())
			}
		}
		r2, _ := Run(context.Background(), m, w, o)
		if !reflect.DeepEqual(r.Intervals, r2.Intervals) || !reflect.DeepEqual(r.Counters, r2.Counters) {
			t.Fatalf("case %d: not deterministic", i)
		}
		// Every TMD's counters end at 0 when the run completed.
		if r.Deadlock == nil {
			st := r.StateAt(r.Makespan)
			for k, s := range st.TMDs {
				if s.Pending != 0 || s.InputDependence != 0 || s.Phase != PhaseComplete {
					t.Fatalf("case %d: TMD %s ends with %+v", i, r.TMDs[k].Name, s)
				}
			}
			writes := map[int]int{}
			for _, e := range r.Counters {
				if e.Counter == CounterOutstandingWrites {
					writes[e.TMD] = e.Value
				}
			}
			for k, v := range writes {
				if v != 0 || r.TMDs[k].Completed < 0 {
					t.Fatalf("case %d: TMD %s ends with %d outstanding writes", i, r.TMDs[k].Name, v)
				}
			}
		}
	}
	t.Logf("%d of 300 random runs deadlocked", deadlocks)
}
