package scheduler

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

// millionCTAs is 1,048,576 CTAs of a jittered kernel, plus a parent grid with
// children and continuations so the whole TMU path is exercised.
func millionCTAs() Workload {
	return Workload{
		Kernels: []Kernel{
			{Name: "k", CyclesPerThread: 2000, JitterPercent: 25, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}},
		},
		Tasks: []Task{
			{Name: "bulk", Kernel: "k", Grid: Dim3{1024, 1024, 1}},
			{Name: "parents", Kernel: "k", Grid: Dim3{256, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"kids"}}},
			{Name: "kids", Kernel: "k", Grid: Dim3{4, 1, 1}},
		},
	}
}

// bareHeapLoop is the ceiling: the same number of events through the same
// binary heap, each pop pushing the next completion, with no scheduling work.
func bareHeapLoop(events, resident int) int64 {
	var h eventHeap
	var seq uint64
	rng := uint64(1)
	for i := 0; i < resident; i++ {
		seq++
		h.push(event{t: int64(1500 + i), seq: seq})
	}
	var sum int64
	for n := 0; n < events; n++ {
		e := h.pop()
		sum += e.t
		rng = splitmix(rng)
		seq++
		h.push(event{t: e.t + 1500 + int64(rng%1000), seq: seq, a: e.a})
	}
	return sum
}

// bareWheelLoop is the same loop over the simulator's own queue (the timing
// wheel): the ceiling for this simulator's queue, reported beside the
// binary-heap ceiling.
func bareWheelLoop(events, resident int) int64 {
	var q eventQueue
	var seq uint64
	rng := uint64(1)
	for i := 0; i < resident; i++ {
		seq++
		q.push(event{t: int64(1500 + i), seq: seq})
	}
	var sum int64
	for n := 0; n < events; n++ {
		e := q.pop()
		sum += e.t
		rng = splitmix(rng)
		seq++
		q.push(event{t: e.t + 1500 + int64(rng%1000), seq: seq, a: e.a})
	}
	return sum
}

func BenchmarkSimulateMillionCTAs(b *testing.B) {
	m := machine(b, "standard")
	w := millionCTAs()
	var events int
	var simTime time.Duration
	var ctas int
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		r, err := Run(context.Background(), m, w, Options{Seed: 1, MaxPendingLaunches: 4096})
		simTime += time.Since(t0)
		if err != nil {
			b.Fatal(err)
		}
		if r.Deadlock != nil {
			b.Fatal(r.Deadlock.Explain())
		}
		events = r.Events
		ctas = len(r.Intervals)
	}
	b.StopTimer()
	resident := m.SMs * 16
	t0 := time.Now()
	var sink int64
	for i := 0; i < b.N; i++ {
		sink += bareHeapLoop(events, resident)
	}
	heapTime := time.Since(t0)
	t0 = time.Now()
	for i := 0; i < b.N; i++ {
		sink += bareWheelLoop(events, resident)
	}
	wheelTime := time.Since(t0)
	if sink == 0 {
		b.Fatal("no events")
	}
	simRate := float64(events) * float64(b.N) / simTime.Seconds()
	heapRate := float64(events) * float64(b.N) / heapTime.Seconds()
	b.ReportMetric(float64(ctas), "CTAs")
	b.ReportMetric(float64(events), "events")
	b.ReportMetric(simRate/1e6, "Mevents/s")
	b.ReportMetric(heapRate/1e6, "ceiling-Mevents/s")
	b.ReportMetric(simRate/heapRate, "ratio")
	wheelRate := float64(events) * float64(b.N) / wheelTime.Seconds()
	b.ReportMetric(wheelRate/1e6, "wheel-ceiling-Mevents/s")
	b.ReportMetric(simRate/wheelRate, "wheel-ratio")
}

func BenchmarkStateAtMillionCTAs(b *testing.B) {
	r, err := Run(context.Background(), machine(b, "standard"), millionCTAs(), Options{Seed: 1, MaxPendingLaunches: 4096})
	if err != nil {
		b.Fatal(err)
	}
	t0 := time.Now()
	r.StateAt(0) // build the keyframes
	build := time.Since(t0)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	var worst time.Duration
	for i := 0; i < b.N; i++ {
		t := rng.Int64N(r.Makespan + 1)
		q := time.Now()
		st := r.StateAt(t)
		if d := time.Since(q); d > worst {
			worst = d
		}
		if len(st.Running) != 15 {
			b.Fatal("bad state")
		}
	}
	b.ReportMetric(float64(len(r.Intervals)), "CTAs")
	b.ReportMetric(float64(worst.Microseconds()), "worst-µs")
	b.ReportMetric(float64(build.Milliseconds()), "index-build-ms")
}

// manyTMDs is about a million CTAs in 100,002 TMDs: 50,000 parents, each
// launching an 18-CTA child grid, with EOCs and continuations.
func manyTMDs() (Workload, Options) {
	return Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 2000, JitterPercent: 25, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}},
		Tasks: []Task{
			{Name: "p", Kernel: "k", Grid: Dim3{50000, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"c"}}},
			{Name: "c", Kernel: "k", Grid: Dim3{18, 1, 1}},
		},
	}, Options{QueueSize: 65536, MaxPendingLaunches: 100000}
}

func BenchmarkSimulateManyTMDs(b *testing.B) {
	m := machine(b, "standard")
	w, o := manyTMDs()
	var r *Result
	t0 := time.Now()
	for i := 0; i < b.N; i++ {
		var err error
		if r, err = Run(context.Background(), m, w, o); err != nil || r.Deadlock != nil {
			b.Fatal(err, r.Deadlock)
		}
	}
	rate := float64(r.Events) * float64(b.N) / time.Since(t0).Seconds()
	b.ReportMetric(float64(len(r.Intervals)), "CTAs")
	b.ReportMetric(float64(len(r.TMDs)), "TMDs")
	b.ReportMetric(rate/1e6, "Mevents/s")
}

func BenchmarkStateAtManyTMDs(b *testing.B) {
	w, o := manyTMDs()
	r, err := Run(context.Background(), machine(b, "standard"), w, o)
	if err != nil {
		b.Fatal(err)
	}
	t0 := time.Now()
	r.StateAt(0)
	build := time.Since(t0)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	var worst time.Duration
	for i := 0; i < b.N; i++ {
		q := time.Now()
		r.StateAt(rng.Int64N(r.Makespan + 1))
		worst = max(worst, time.Since(q))
	}
	b.ReportMetric(float64(len(r.TMDs)), "TMDs")
	b.ReportMetric(float64(worst.Microseconds()), "worst-µs")
	b.ReportMetric(float64(build.Milliseconds()), "index-build-ms")
}
