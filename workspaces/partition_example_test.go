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
	return runPartitionExampleRate(t, name, policy, -1)
}

// runPartitionExampleRate runs example name with its dispatch rate set to
// rate (< 0: as shipped). The share-precision tests run FIG 3 unpaced (0):
// the shipped rate (0.03 CTAs per cycle, the figure's ramp) also paces the
// refill of each wave of CTAs, whose dips the ±2-point bounds are not about;
// TestSimulateUtilizationFig3 (internal/cli) checks the example as shipped.
func runPartitionExampleRate(t *testing.T, name string, policy scheduler.PartitionPolicy, rate float64) *scheduler.Result {
	t.Helper()
	ws, err := LoadExample(name)
	if err != nil {
		t.Fatal(err)
	}
	if rate >= 0 {
		ws.Machine.DispatchRate = rate
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
			r := runPartitionExampleRate(t, "partitioning", c.policy, 0)
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

// TestPriorityCorun: a short high-priority task arriving during a long one
// turns around at least 10× faster under priority-preempt than under fifo;
// the long task's cost is reported.
func TestPriorityCorun(t *testing.T) {
	ws, err := LoadExample("priority-corun")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := scheduler.ComparePolicies(context.Background(), ws.Machine, ws.Workload, ws.SchedOptions,
		[]scheduler.PartitionPolicy{scheduler.PartitionFIFO, scheduler.PartitionPriorityPreempt})
	if err != nil {
		t.Fatal(err)
	}
	turn := func(m scheduler.PolicyMetrics, name string) int64 {
		for _, tm := range m.Turnaround {
			if tm.Name == name {
				return tm.Turnaround
			}
		}
		t.Fatalf("%s: no task %s", m.Policy, name)
		return 0
	}
	fifo, pp := rows[0], rows[1]
	ratio := float64(turn(fifo, "urgent")) / float64(turn(pp, "urgent"))
	if ratio < 10 {
		t.Errorf("urgent: fifo %d vs priority-preempt %d cycles, only %.1f× better (want ≥ 10×)", turn(fifo, "urgent"), turn(pp, "urgent"), ratio)
	}
	if pp.CTAsPreempted == 0 || pp.BytesSaved != pp.BytesRestored {
		t.Errorf("priority-preempt: %d CTAs preempted, %d bytes saved, %d restored", pp.CTAsPreempted, pp.BytesSaved, pp.BytesRestored)
	}
	t.Logf("urgent %.1f× faster; long task pays %d cycles (%d → %d)", ratio, turn(pp, "long")-turn(fifo, "long"), turn(fifo, "long"), turn(pp, "long"))
}

// TestSaveBytesFollowTheMachine: every save moves exactly the CTA's
// registers (warps × warp width × registers per thread × 4 bytes) and
// shared memory, and takes latency + bytes ÷ bandwidth.
func TestSaveBytesFollowTheMachine(t *testing.T) {
	r := runPartitionExample(t, "wavefronts", scheduler.PartitionNone)
	m := r.Machine
	po := r.Partition.Options
	bw := int64(m.ContextSaveBytesPerCycle)
	if bw == 0 {
		bw = scheduler.DefaultSaveBW
	}
	for _, pr := range r.Partition.Preemptions {
		info := r.TMDs[pr.TMD]
		u := m.CTAUsage(info.Threads, info.RegistersPerThread, info.SharedMem)
		want := u.Warps*m.WarpWidth*info.RegistersPerThread*4 + info.SharedMem + m.ContextStateBytesPerSM*u.Warps/m.PerSM.Warps
		if pr.Bytes != want {
			t.Errorf("CTA %d saved %d bytes, want %d", pr.CTA, pr.Bytes, want)
		}
		if got := pr.Saved - pr.Stop; got != po.SaveLatency+(int64(want)+bw-1)/bw {
			t.Errorf("CTA %d save took %d cycles, want %d + %d/%d", pr.CTA, got, po.SaveLatency, want, bw)
		}
		if got := pr.Restored - r.Intervals[pr.Restore].Start; got != pr.Saved-pr.Stop {
			t.Errorf("CTA %d restore took %d cycles, save %d", pr.CTA, got, pr.Saved-pr.Stop)
		}
	}
}

// TestPartitionBadInput: each bad partition key is a file:line:col error.
func TestPartitionBadInput(t *testing.T) {
	tasks := "[[kernels]]\nname = \"k\"\ncycles_per_thread = 10\n\n[[tasks]]\nname = \"a\"\nkernel = \"k\"\n%s\n"
	for _, c := range []struct{ ws, task, want string }{
		{"[scheduler]\npartition = \"share-magic\"\n", "", "workspace.toml:3:13: scheduler.partition: unknown value \"share-magic\""},
		{"[scheduler]\nthreshold = 0\n", "", "workspace.toml:3:13: scheduler.threshold: 0 is outside (0, 100]"},
		{"[scheduler]\nthreshold = 120\n", "", "workspace.toml:3:13: scheduler.threshold: 120 is outside"},
		{"[scheduler]\nsave_bytes_per_cycle = 0\n", "", "workspace.toml:3:24: scheduler.save_bytes_per_cycle: must be at least 1"},
		{"[scheduler]\nsave_channels = 0\n", "", "workspace.toml:3:17: scheduler.save_channels: 0 is outside 1..64 channels"},
		{"", "share = 150", "tasks.toml:8:9: tasks[0].share: 150 is outside 0..100"},
		{"", "share = -1", "tasks.toml:8:9: tasks[0].share: -1 is outside"},
		{"", "reduce = \"flush\"", "tasks.toml:8:10: tasks[0].reduce: flush restarts CTAs from the beginning; kernel \"k\" is not marked idempotent"},
	} {
		dir := writeWS(t, map[string]string{"workspace.toml": "tasks = [\"tasks.toml\"]\n" + c.ws, "scene.toml": minimalScene,
			"tasks.toml": strings.Replace(tasks, "%s", c.task, 1)})
		errs := loadErrs(t, dir)
		if !hasDiag(errs, c.want) {
			t.Errorf("%q/%q: got %v, want %q", c.ws, c.task, errs, c.want)
		}
	}
}

// The utilization series of `simulate --utilization`: one row per window
// up to the makespan, each task's mean share (the quanta), their total,
// and FIG 3's 75/25 window while task1 gives way to task2.
func TestUtilizationSeriesRows(t *testing.T) {
	r := runPartitionExampleRate(t, "partitioning", scheduler.PartitionNone, 0)
	s := r.UtilizationSeries(2000)
	if s == nil || s.Every != 2000 || len(s.Rows) != int((r.Makespan+1999)/2000) || strings.Join(s.Tasks, " ") != "task1 task2 task3" {
		t.Fatalf("series %+v for makespan %d", s, r.Makespan)
	}
	q := r.Partition.Quanta(2000, r.Makespan)
	seen := false
	for i, row := range s.Rows {
		sum := 0.0
		for k, v := range row.Shares {
			if v != q[i][k] {
				t.Fatalf("row %d task %d: %.3f, quanta say %.3f", i, k, v, q[i][k])
			}
			sum += v
		}
		if row.T != int64(i)*2000 || math.Abs(row.Total-sum) > 1e-9 || row.Total > float64(s.Threshold)+1e-9 {
			t.Fatalf("row %d: t %d total %.3f", i, row.T, row.Total)
		}
		seen = seen || (math.Abs(row.Shares[0]-75) < 4 && math.Abs(row.Shares[1]-25) < 4)
	}
	if !seen {
		t.Fatal("no window near 75/25 while task1 gives way to task2")
	}
	if (&scheduler.Result{}).UtilizationSeries(0) != nil {
		t.Fatal("a run without a partition policy has no series")
	}
}
