package scheduler

import (
	"fmt"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// TestSIMDMeasureCountsUnitsInUse: issue 26 item 5, the seed's measure
// ("the number of SIMDs in use by the wavefronts being executed"). On the
// tiny machine (one SM of 4 SIMD units) a 2-warp CTA makes two units busy;
// a second tenant's 2-warp CTA takes the other two; 4-warp CTAs of two
// tenants share all four units, which count for the first until its warps
// leave them, then for the second.
func TestSIMDMeasureCountsUnitsInUse(t *testing.T) {
	m, _ := device.Preset("tiny")
	k2 := Kernel{Name: "k2", CyclesPerThread: 1000, RegistersPerThread: 16, BlockSize: Dim3{64, 1, 1}}
	k4 := Kernel{Name: "k4", CyclesPerThread: 1000, RegistersPerThread: 16, BlockSize: Dim3{128, 1, 1}}
	samples := func(kernel string, bStart int64) string {
		w := Workload{Kernels: []Kernel{k2, k4}, Tasks: []Task{
			{Name: "a", Kernel: kernel, Grid: Dim3{1, 1, 1}},
			{Name: "b", Kernel: kernel, Grid: Dim3{1, 1, 1}, SubmitAt: bStart},
		}}
		r := partRun(t, m, w, Options{Partition: &PartitionOptions{Policy: PartitionFIFO, Measure: MeasureSIMD}})
		if r.Partition.Capacity != 4 {
			t.Fatalf("capacity %d, want 4 units (1 SM × 4)", r.Partition.Capacity)
		}
		out := ""
		for _, s := range r.Partition.Samples {
			out += fmt.Sprintf("%v ", s.Used)
		}
		return out
	}
	if got, want := samples("k2", 100), "[2 0] [2 2] [0 2] [0 0] "; got != want {
		t.Errorf("2-warp CTAs: samples %s, want %s", got, want)
	}
	if got, want := samples("k4", 100), "[4 0] [4 0] [0 4] [0 0] "; got != want {
		t.Errorf("4-warp CTAs: samples %s, want %s (b's warps share a's units; they count for b once a's leave)", got, want)
	}
}

// TestSIMDLeftRecordsExitsAfterTheirStep: a CTA that reaches its launch
// point as it starts (launch at 0, continuation policy) leaves its SM in
// that cycle, but after the other placements of its dispatch step, so a
// warp placed after it on its SM still finds it there (workload 21097 of
// the long audit). On the tiny machine (one SM of 4 units) CTAs 0 and 2 of
// p launch at once and CTA 1 does not: all three are placed in one step,
// one unit each, and 0's exit is recorded after all three arrivals, which
// is the order the audit's replay follows. Every recorded exit agrees with
// the times: after the arrivals that started by its end, before the rest.
func TestSIMDLeftRecordsExitsAfterTheirStep(t *testing.T) {
	m, _ := device.Preset("tiny")
	k := Kernel{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 16, BlockSize: Dim3{32, 1, 1}}
	w := Workload{Kernels: []Kernel{k}, Tasks: []Task{
		{Name: "p", Kernel: "k", Grid: Dim3{3, 1, 1}, Launch: &Launch{At: 0, Children: []string{"c"}, Every: 2}},
		{Name: "c", Kernel: "k", Grid: Dim3{1, 1, 1}},
	}}
	r := partRun(t, m, w, Options{Policy: Continuation, Partition: &PartitionOptions{Policy: PartitionFIFO, Measure: MeasureSIMD, Threshold: 100}})
	left := r.Partition.SIMDLeft
	if len(left) < 3 {
		t.Fatalf("SIMDLeft %v: no record for the first three CTAs", left)
	}
	for i := range 3 {
		if iv := r.Intervals[i]; iv.Task != 0 || iv.CTA != i || iv.Start != r.Intervals[0].Start {
			t.Fatalf("interval %d is %+v, want CTA %d of p placed with the others", i, iv, i)
		}
	}
	if iv := r.Intervals[0]; iv.End != iv.Start || left[0] != 3 {
		t.Errorf("CTA 0 ends at %d (starts %d), recorded leaving after %d arrivals; want a zero-cycle CTA leaving after all 3 of its step",
			iv.End, iv.Start, left[0])
	}
	for i, n := range left {
		if n < 0 {
			continue
		}
		e := r.Intervals[i].End
		if int(n) <= i || r.Intervals[n-1].Start > e || int(n) < len(r.Intervals) && r.Intervals[n].Start < e {
			t.Errorf("interval %d (end %d) recorded leaving after %d arrivals", i, e, n)
		}
	}
}
