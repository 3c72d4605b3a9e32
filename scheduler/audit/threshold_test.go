package audit_test

import (
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

// TestEveryPolicyHonoursThreshold (issue 24, defect 7): with threshold 25
// no policy holds more than a quarter of the machine's warps. Before the
// fix fifo, priority, spatial, single and priority-preempt ignored the
// threshold (fifo held all 960 warps of the standard machine).
func TestEveryPolicyHonoursThreshold(t *testing.T) {
	m := preset(t, "standard")
	w := threeTenants()
	for _, pol := range scheduler.PartitionPolicyNames.List() {
		p, _ := scheduler.ParsePartitionPolicy(pol)
		o := scheduler.Options{}.WithPartition(p)
		o.Partition.Threshold = 25
		r := simulate(t, m, w, o)
		peak := 0
		for _, s := range r.Partition.Samples {
			sum := 0
			for _, u := range s.Used {
				sum += int(u)
			}
			peak = max(peak, sum)
		}
		if limit := r.Partition.Capacity / 4; peak > limit {
			t.Errorf("%s: %d of %d warps in use at the peak, past the threshold's %d", pol, peak, r.Partition.Capacity, limit)
		}
		if c := checkNamed(audit.Run(r, nil).Checks, "threshold"); !c.OK() {
			t.Errorf("%s: %s", pol, c.First)
		}
		if r.Deadlock != nil {
			t.Errorf("%s: deadlock under the threshold", pol)
		}
	}
}

// threeTenants: a long task fills the machine, two others arrive with shares.
func threeTenants() scheduler.Workload {
	return scheduler.Workload{Kernels: []scheduler.Kernel{kernel("a", 4000), kernel("b", 3000)},
		Tasks: []scheduler.Task{{Name: "t1", Kernel: "a", Grid: scheduler.Dim3{X: 240, Y: 1, Z: 1}},
			{Name: "t2", Kernel: "b", Grid: scheduler.Dim3{X: 60, Y: 1, Z: 1}, SubmitAt: 2000, Share: 50},
			{Name: "t3", Kernel: "b", Grid: scheduler.Dim3{X: 60, Y: 1, Z: 1}, SubmitAt: 5000, Share: 30}}}
}
