package workspaces

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

func runPartitionExample(t *testing.T, name string, policy scheduler.PartitionPolicy) *scheduler.Result {
	t.Helper()
	ws, err := LoadExample(name)
	if err != nil {
		t.Fatal(err)
	}
	o := ws.SchedOptions
	po := *o.Partition
	if policy != scheduler.PartitionNone {
		po.Policy = policy
	}
	o.Partition = &po
	r, err := scheduler.Run(context.Background(), ws.Machine, ws.Workload, o)
	if err != nil {
		t.Fatal(err)
	}
	if r.Deadlock != nil {
		t.Fatalf("%s deadlocked: %+v", name, r.Deadlock)
	}
	return r
}

// TestPartitioningFig3Shares: FIG 3. After each arrival (once the ramp is
// over) each running task's mean share per quantum stays within ±2 points
// of its allotment under share-save (±5 under share-drain), the ramp is
// short, and total utilization never passes the threshold.
func TestPartitioningFig3Shares(t *testing.T) {
	for _, c := range []struct {
		policy scheduler.PartitionPolicy
		tol    float64
		ramp   int64
		// share-save: 120 CTAs × 64 transfer cycles + 264 for the last one;
		// share-drain: one CTA of task1 (20,000 cycles).
	}{{scheduler.PartitionShareSave, 2, 8000}, {scheduler.PartitionShareDrain, 5, 20000}} {
		t.Run(c.policy.String(), func(t *testing.T) {
			r := runPartitionExample(t, "partitioning", c.policy)
			p := r.Partition
			q := p.Options.Quantum
			quanta := p.Quanta(q, r.Makespan)
			for qi, row := range quanta {
				sum := 0.0
				for _, v := range row {
					sum += v
				}
				if sum > float64(p.Options.Threshold)+1e-9 {
					t.Fatalf("quantum %d: total utilization %.2f%% above the threshold", qi, sum)
				}
			}
			if len(p.Arrivals) != 3 {
				t.Fatalf("arrivals %+v, want 3", p.Arrivals)
			}
			// task1 alone ramps to 100 %.
			if got := p.MeanShare(0, p.Arrivals[0].Time+q, p.Arrivals[1].Time); got < 99 {
				t.Errorf("task1 alone: mean share %.1f%%, want ~100%%", got)
			}
			want := [][]float64{{50, 50, 0}, {100.0 / 3, 100.0 / 3, 100.0 / 3}}
			for ai, a := range p.Arrivals[1:] {
				if a.Reached < 0 || a.Reached-a.Time > c.ramp {
					t.Errorf("%s: reached its share at %d after arriving at %d (ramp bound %d)", p.Tenants[a.Tenant].Name, a.Reached, a.Time, c.ramp)
				}
				from := a.Time + c.ramp
				to := from + 10*q
				for k, w := range want[ai] {
					if w == 0 {
						continue
					}
					for qi := from / q; qi < to/q; qi++ {
						if got := quanta[qi][k]; math.Abs(got-w) > c.tol {
							t.Errorf("after %s arrived, quantum %d: %s at %.1f%%, allotment %.1f%% (±%.0f)",
								p.Tenants[a.Tenant].Name, qi, p.Tenants[k].Name, got, w, c.tol)
						}
					}
				}
			}
		})
	}
}

// TestWavefrontsFig4Order: FIG 4, the exact order of events.
func TestWavefrontsFig4Order(t *testing.T) {
	r := runPartitionExample(t, "wavefronts", scheduler.PartitionNone)
	got := scheduler.PartitionEventOrder(r)
	want := "save task1/2, start task2/0, save task1/3, start task2/1, end task1/0, restore task1/2, end task2/0, " +
		"start task2/2, end task1/1, restore task1/3, end task2/1, start task2/3"
	if got != want {
		t.Fatalf("FIG 4 order:\n got %s\nwant %s", got, want)
	}
	for _, pr := range r.Partition.Preemptions {
		if !strings.Contains(pr.Reason, "task2 arrived") {
			t.Errorf("preemption reason %q does not name the arrival", pr.Reason)
		}
	}
}
