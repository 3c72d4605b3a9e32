package audit_test

import (
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

// TestAuditPassesWithDispatchRateAndSIMDMeasure: runs with a WDU dispatch
// rate (per machine and per SM), the simd utilization measure, victims
// larger than the newcomer's CTAs and a threshold of 90 % pass every
// invariant under every policy. Before, priority-preempt (and fifo,
// priority, spatial and single) let total utilization pass the threshold
// (872 of 960 warps at 90 %), and under the simd measure restores did not
// check it per SM.
func TestAuditPassesWithDispatchRateAndSIMDMeasure(t *testing.T) {
	bg := scheduler.Kernel{Name: "bg", CyclesPerThread: 40000, RegistersPerThread: 32, BlockSize: scheduler.Dim3{X: 256, Y: 1, Z: 1}}
	nc := kernel("nc", 4000)
	w := scheduler.Workload{Kernels: []scheduler.Kernel{bg, nc}, Tasks: []scheduler.Task{
		{Name: "background", Kernel: "bg", Grid: scheduler.Dim3{X: 200, Y: 1, Z: 1}},
		{Name: "newcomer", Kernel: "nc", Grid: scheduler.Dim3{X: 120, Y: 1, Z: 1}, SubmitAt: 5000, Share: 50, Priority: 10},
	}}
	for _, rate := range []float64{0, 0.2} {
		for _, perSM := range []bool{false, true} {
			for _, meas := range []scheduler.Measure{scheduler.MeasureWarps, scheduler.MeasureSIMD} {
				for _, name := range scheduler.PartitionPolicyNames.List() {
					pol, _ := scheduler.ParsePartitionPolicy(name)
					m := preset(t, "standard")
					m.DispatchRate, m.DispatchPerSM = rate, perSM
					o := scheduler.Options{Dispatch: scheduler.DispatchPriority,
						Partition: &scheduler.PartitionOptions{Policy: pol, Measure: meas, Threshold: 90}}
					r := simulate(t, m, w, o)
					rep := audit.Run(r, nil)
					if !rep.OK() {
						t.Errorf("rate %g per SM %v, %s, %s:\n%s", rate, perSM, meas, pol, rep.String())
					}
				}
			}
		}
	}
}
