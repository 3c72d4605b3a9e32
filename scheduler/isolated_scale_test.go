package scheduler

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/internal/cputime"
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
	best := func(n int) time.Duration { return cputime.Least(3, func() { iso(n) }) }
	a, b := best(40), best(400)
	r := float64(b) / float64(a)
	t.Logf("scheduler.Isolated: 40 tenants %v, 400 tenants %v: ×%.1f", a, b, r)
	if r > 40 {
		t.Errorf("×10 tenants took ×%.1f time (linear is about ×10)", r)
	}
}

// PlanHost places instances from heaps: ×10 instances take about ×10 time
// (it scanned every pending instance for each one placed: 100k hung).
func TestPlanHostScalesLinearly(t *testing.T) {
	devs := []HostDevice{{Name: "ppu", Type: "ppu", Units: 8, Lanes: 32, ClockMHz: 1000, LaunchCycles: 200},
		{Name: "cpu", Type: "cpu", Units: 4, Lanes: 8, ClockMHz: 3000, LaunchCycles: 50, BytesPerCycle: 32}}
	insts := func(n int) []HostInstance {
		out := make([]HostInstance, n)
		for i := range out {
			in := HostInstance{Name: fmt.Sprintf("i%d", i), Kernel: "k", Priority: (i * 7919) % 5, Ops: 10, Items: 100,
				SubmitAt: int64(i%97) * 50, Allowed: []string{"ppu", "cpu"}}
			if i > 0 && i%3 == 0 {
				in.Wait = []string{fmt.Sprintf("i%d", i/2)}
			}
			out[i] = in
		}
		return out
	}
	small, err := PlanHost(devs, insts(6), HostOptions{})
	if err != nil || len(small.Order) != 6 {
		t.Fatalf("%v %v", small, err)
	}
	best := func(n int) time.Duration {
		in := insts(n)
		return cputime.Least(3, func() {
			if _, err := PlanHost(devs, in, HostOptions{}); err != nil {
				t.Fatal(err)
			}
		})
	}
	a, b := best(2000), best(20000)
	r := float64(b) / float64(a)
	t.Logf("scheduler.PlanHost: 2000 instances %v, 20000 instances %v: ×%.1f", a, b, r)
	if r > 40 {
		t.Errorf("×10 instances took ×%.1f time (linear is about ×10)", r)
	}
}
