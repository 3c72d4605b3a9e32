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
