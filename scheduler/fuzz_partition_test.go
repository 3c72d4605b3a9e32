package scheduler

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/device"
)

// FuzzPartitionRun runs a small workload under fuzzed partition settings
// — every policy and measure, thresholds, save costs, quanta, latency
// bounds, shares, priorities and arrivals — through the whole simulation:
// it must end (a result or an error), never panic or hang, and every task
// of a run that did not deadlock completes.
func FuzzPartitionRun(f *testing.F) {
	f.Add(uint8(7), uint8(0), uint8(80), int16(200), uint16(1000), uint8(50), uint8(30), uint16(2000), uint16(5000), uint8(1))
	f.Add(uint8(9), uint8(2), uint8(100), int16(-5), uint16(1), uint8(0), uint8(100), uint16(0), uint16(0), uint8(3))
	f.Add(uint8(4), uint8(3), uint8(1), int16(0), uint16(0), uint8(99), uint8(1), uint16(10), uint16(10), uint8(0))
	m, _ := device.Preset("classroom")
	f.Fuzz(func(t *testing.T, policy, measure, threshold uint8, save int16, quantum uint16, s1, s2 uint8, at1, at2 uint16, prio uint8) {
		w := Workload{Kernels: []Kernel{kern("a", 400), kern("b", 300)},
			Tasks: []Task{{Name: "t1", Kernel: "a", Grid: Dim3{12, 1, 1}, Priority: int(prio % 3)},
				{Name: "t2", Kernel: "b", Grid: Dim3{9, 1, 1}, SubmitAt: int64(at1), Share: int(s1 % 101)},
				{Name: "t3", Kernel: "b", Grid: Dim3{7, 1, 1}, SubmitAt: int64(at2), Share: int(s2 % 101), Priority: int(prio / 3 % 3)}}}
		po := &PartitionOptions{Policy: PartitionPolicy(int(policy) % (int(PartitionShareAuto) + 1)), Measure: Measure(int(measure) % 4),
			Threshold: int(threshold % 101), SaveLatency: int64(save), Quantum: int64(quantum), LatencyBound: int64(quantum) * 3}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		r, err := Run(ctx, m, w, Options{Partition: po})
		if errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("the simulation did not end: %+v", po)
		}
		if err != nil || r.Deadlock != nil {
			return
		}
		for i, tmd := range r.TMDs {
			if tmd.Completed < 0 {
				t.Fatalf("TMD %d %s never completed under %+v", i, tmd.Name, po)
			}
		}
	})
}
