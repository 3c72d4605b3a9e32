package scheduler

import (
	"fmt"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// victimWorkload is issue 24's workload for defect 1: a background task
// fills the standard machine with long CTAs of victimThreads threads (32
// registers each); a newcomer of 4-warp CTAs allotted 50 % arrives at
// cycle 30,000 (priority 10: the priority-preempt variant).
func victimWorkload(victimThreads int) Workload {
	bg := Kernel{Name: "bg", CyclesPerThread: 200000, RegistersPerThread: 32, BlockSize: Dim3{victimThreads, 1, 1}}
	nc := Kernel{Name: "nc", CyclesPerThread: 20000, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}
	ctas := 15 * 2048 / victimThreads // fills the machine's thread (and warp) slots
	return Workload{Kernels: []Kernel{bg, nc}, Tasks: []Task{
		{Name: "background", Kernel: "bg", Grid: Dim3{ctas, 1, 1}},
		{Name: "newcomer", Kernel: "nc", Grid: Dim3{240, 1, 1}, SubmitAt: 30000, Share: 50, Priority: 10},
	}}
}

// reachShare runs w and returns when tenant name first held at least pct
// percent of the machine (-1 never) and its mean share over the 20,000
// cycles after its arrival.
func reachShare(t *testing.T, w Workload, o Options, name string, pct float64) (reached int64, mean float64, r *Result) {
	t.Helper()
	m, _ := device.Preset("standard")
	r = partRun(t, m, w, o)
	p := r.Partition
	k := -1
	for i, tn := range p.Tenants {
		if tn.Name == name {
			k = i
		}
	}
	reached = -1
	for _, smp := range p.Samples {
		if float64(smp.Used[k])*100 >= pct*float64(p.Capacity) {
			reached = smp.Time
			break
		}
	}
	arrive := p.Tenants[k].Arrive
	return reached, p.MeanShare(k, arrive, arrive+20000), r
}

// TestNewcomerReachesShareWhateverVictimBlockSize: defect 1 of issue 24.
// The newcomer reaches its 50 % within a few thousand cycles whether the
// victims' CTAs are smaller, equal to or larger than its own, under
// share-save and priority-preempt. Before the fix, victims stopped at one
// per SM when they were larger: 12.5 % for about 170,000 cycles with
// 8-warp victims, 25 % with 16-warp ones.
func TestNewcomerReachesShareWhateverVictimBlockSize(t *testing.T) {
	for _, pol := range []PartitionPolicy{PartitionShareSave, PartitionPriorityPreempt} {
		for _, threads := range []int{128, 256, 512} {
			t.Run(fmt.Sprintf("%s/%dthreads", pol, threads), func(t *testing.T) {
				o := Options{Dispatch: DispatchPriority, Partition: &PartitionOptions{Policy: pol}}
				want := 48.0
				if pol == PartitionPriorityPreempt {
					want = 99 // all of its 240 CTAs: the whole machine
				}
				reached, mean, r := reachShare(t, victimWorkload(threads), o, "newcomer", want)
				t.Logf("reached %.0f%% at %d (%d cycles after arrival), mean share over 20,000 cycles %.1f%%, %d preempted",
					want, reached, reached-30000, mean, len(r.Partition.Preemptions))
				if reached < 0 || reached-30000 > 20000 {
					t.Errorf("newcomer reached %.0f%% at %d (arrived 30000); want within 20,000 cycles", want, reached)
				}
			})
		}
	}
}
