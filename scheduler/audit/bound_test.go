package audit_test

import (
	"fmt"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

// arrivals12 is twelve register-heavy tasks arriving 9,000 cycles apart on
// the standard machine, each asking for 20–50 % (issue 24, defect 5).
func arrivals12() scheduler.Workload {
	w := scheduler.Workload{Kernels: []scheduler.Kernel{kernel("long", 40000), kernel("short", 3000),
		{Name: "idem", CyclesPerThread: 20000, RegistersPerThread: 64, BlockSize: scheduler.Dim3{X: 256, Y: 1, Z: 1}, Idempotent: true}}}
	for i := 0; i < 12; i++ {
		w.Tasks = append(w.Tasks, scheduler.Task{Name: fmt.Sprintf("t%d", i), Kernel: []string{"long", "short", "idem"}[i%3],
			Grid: scheduler.Dim3{X: 60 + 7*(i%5), Y: 1, Z: 1}, SubmitAt: int64(i) * 9000, Share: 20 + 10*(i%4)})
	}
	return w
}

// TestMissedBoundCountedForEveryPolicy (issue 24, defect 5): missed_bound
// counts the contended arrivals that reached their share later than
// latency_bound under every policy, not only share-auto. Before the fix
// share-drain reported 0 while 3 of the contended arrivals of this
// workload were late (worst 61,000 cycles), single 0 for 11.
func TestMissedBoundCountedForEveryPolicy(t *testing.T) {
	m := preset(t, "standard")
	for _, pol := range scheduler.PartitionPolicyNames.List() {
		p, _ := scheduler.ParsePartitionPolicy(pol)
		r := simulate(t, m, arrivals12(), scheduler.Options{}.WithPartition(p))
		late, worst := 0, int64(0)
		for _, a := range r.Partition.Arrivals {
			if a.Contended && (a.Reached < 0 || a.Reached-a.Time > scheduler.DefaultLatencyBound) {
				late++
				worst = max(worst, a.Reached-a.Time)
			}
		}
		if r.Partition.MissedBound != late {
			t.Errorf("%s: missed_bound %d, but %d contended arrivals were late (worst %d)", pol, r.Partition.MissedBound, late, worst)
		}
		if pol == "share-drain" && late == 0 {
			t.Errorf("share-drain: no arrival missed the bound; the workload no longer shows the defect")
		}
		if c := audit.Run(r, nil).Checks; !checkNamed(c, "bound").OK() {
			t.Errorf("%s: %s", pol, checkNamed(c, "bound").First)
		}
		t.Logf("%-16s missed_bound %d (worst %d)", pol, r.Partition.MissedBound, worst)
	}
}

func checkNamed(cs []audit.Check, name string) audit.Check {
	for _, c := range cs {
		if c.Name == name {
			return c
		}
	}
	return audit.Check{Name: name, Violations: 1, First: "no such check"}
}
