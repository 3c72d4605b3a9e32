package scheduler

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/device"
)

// scaleWorkload has n tenants, one task each, arriving one after another.
func scaleWorkload(n int) Workload {
	w := Workload{Kernels: []Kernel{kern("k", 50)}}
	for i := range n {
		w.Tasks = append(w.Tasks, Task{Name: fmt.Sprintf("t%d", i), Kernel: "k", Grid: Dim3{2, 1, 1}, SubmitAt: int64(i) * 100})
	}
	return w
}

// Isolated builds each tenant's workload from maps built once: its cost
// grows with tenants + tasks (it looped tenants × tasks × children: 2,000
// tenants took 24 s). Measured in CPU time of this process, so a loaded
// machine does not count; the limit is generous (×10 is linear).
func TestIsolatedScalesLinearly(t *testing.T) {
	m, _ := device.Preset("classroom")
	o := Options{Partition: &PartitionOptions{Policy: PartitionShareSave}}
	iso := func(n int) map[string]int64 {
		r, err := Isolated(context.Background(), m, scaleWorkload(n), o)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := iso(3); len(r) != 3 || r["t0"] <= 0 {
		t.Fatalf("isolated %v", r)
	}
	best := func(n int) time.Duration {
		b := time.Duration(1 << 62)
		for range 2 {
			runtime.GC()
			t0 := cpuTime()
			iso(n)
			b = min(b, cpuTime()-t0)
		}
		return max(b, time.Millisecond)
	}
	a, b := best(40), best(400)
	r := float64(b) / float64(a)
	t.Logf("scheduler.Isolated: 40 tenants %v, 400 tenants %v: ×%.1f", a, b, r)
	if r > 40 {
		t.Errorf("×10 tenants took ×%.1f time (linear is about ×10)", r)
	}
}
