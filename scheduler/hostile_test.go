package scheduler

import (
	"context"
	"errors"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// Times are range-checked before any arithmetic: submit_at = 2^63-1 gave a
// negative makespan with "all work completed".
func TestHostileTimesAreRangeChecked(t *testing.T) {
	m, _ := device.Preset("standard")
	w := Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 100, RegistersPerThread: 16, BlockSize: Dim3{32, 1, 1}}},
		Tasks:   []Task{{Name: "late", Kernel: "k", Grid: Dim3{1, 1, 1}, SubmitAt: math.MaxInt64}},
	}
	_, err := Run(context.Background(), m, w, Options{})
	if err == nil || !strings.Contains(err.Error(), "limit on virtual time") {
		t.Fatalf("err %v", err)
	}
	w.Tasks[0].SubmitAt = 0
	w.Graphics = []GraphicsGrid{{Name: "frag", Kind: FragmentGrid, CTACosts: []int64{math.MaxInt64 / 2}, Threads: 32, RegistersPerThread: 16}}
	if _, err := Run(context.Background(), m, w, Options{}); err == nil || !strings.Contains(err.Error(), "cta_costs") {
		t.Fatalf("err %v", err)
	}
}

// Simulated time is bounded: a run passing MaxTime stops with an error
// naming the limit, never a makespan of 6.75e18 cycles reported as normal.
func TestHostileVirtualTimeIsBounded(t *testing.T) {
	m, _ := device.Preset("standard")
	m.SMs, m.PerSM.CTAs = 1, 1
	costs := make([]int64, 8)
	for i := range costs {
		costs[i] = MaxTime / 4
	}
	w := Workload{Graphics: []GraphicsGrid{{Name: "frag", Kind: FragmentGrid, CTACosts: costs, Threads: 32, RegistersPerThread: 16}}}
	_, err := Run(context.Background(), m, w, Options{})
	var re *RunError
	if !errors.As(err, &re) || !strings.Contains(re.Msg, "limit on virtual time") {
		t.Fatalf("err %v", err)
	}
	// Nonsense dispatch rates are refused with their range (10^-16 livelocked).
	for _, r := range []float64{1e-16, 4e-16, -1, math.NaN(), 1e7} {
		m, _ := device.Preset("standard")
		m.DispatchRate = r
		if err := m.Validate(); err == nil || !strings.Contains(err.Error(), "dispatch_rate must be 0 (no limit) or in 10^-6..10^6") {
			t.Errorf("rate %g: %v", r, err)
		}
	}
}

// A launch tree is bounded by the CTAs it creates: 6000 parents each
// launching 6000 children reserved 2.4 GB before the run began.
func TestHostileLaunchTreeIsBounded(t *testing.T) {
	m, _ := device.Preset("standard")
	w := Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 10, RegistersPerThread: 16, BlockSize: Dim3{32, 1, 1}}},
		Tasks: []Task{
			{Name: "parents", Kernel: "k", Grid: Dim3{6000, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"children"}}},
			{Name: "children", Kernel: "k", Grid: Dim3{6000, 1, 1}},
		},
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Run(context.Background(), m, w, Options{})
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "more than 4194304 (the limit on CTAs per run)") {
		t.Fatalf("err %v", err)
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > 64<<20 {
		t.Errorf("allocated %d MB", a>>20)
	}
}
