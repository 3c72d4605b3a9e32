package scheduler

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/device"
)

// partitionBenchWorkload: 100,000 CTAs from 8 tasks arriving over time.
func partitionBenchWorkload() Workload {
	w := Workload{Kernels: []Kernel{kern("a", 3000), kern("b", 5000), {Name: "c", CyclesPerThread: 2000, RegistersPerThread: 32,
		BlockSize: Dim3{256, 1, 1}, Idempotent: true, JitterPercent: 20}}}
	for i := 0; i < 8; i++ {
		w.Tasks = append(w.Tasks, Task{Name: fmt.Sprintf("t%d", i), Kernel: []string{"a", "b", "c"}[i%3], Grid: Dim3{12500, 1, 1},
			SubmitAt: int64(i) * 40000, Share: 10 + 5*(i%4)})
	}
	return w
}

// BenchmarkPartition: events per second under share-save beside fifo on
// the same workload (ratio must stay ≥ 0.5), and the wall time of
// compare-policies over all nine policies (target < 10 s on 2 cores).
//
//	go test -run XXX -bench Partition -benchtime 3x ./scheduler
func BenchmarkPartition(b *testing.B) {
	m, _ := device.Preset("standard")
	w := partitionBenchWorkload()
	rate := func(pol PartitionPolicy) (float64, int) {
		t0 := time.Now()
		r, err := Run(context.Background(), m, w, Options{Partition: &PartitionOptions{Policy: pol}})
		if err != nil {
			b.Fatal(err)
		}
		return float64(r.Events) / time.Since(t0).Seconds(), len(r.Partition.Preemptions)
	}
	var save, fifo float64
	var cmp time.Duration
	for i := 0; i < b.N; i++ {
		f, _ := rate(PartitionFIFO)
		s, preempted := rate(PartitionShareSave)
		if preempted == 0 {
			b.Fatal("share-save preempted nothing: the benchmark would not measure preemption")
		}
		fifo += f
		save += s
		t0 := time.Now()
		all := make([]PartitionPolicy, 0, 9)
		for _, n := range PartitionPolicyNames.List() {
			p, _ := ParsePartitionPolicy(n)
			all = append(all, p)
		}
		if _, err := ComparePolicies(context.Background(), m, w, Options{}, all); err != nil {
			b.Fatal(err)
		}
		cmp += time.Since(t0)
	}
	n := float64(b.N)
	b.ReportMetric(fifo/n/1e6, "fifo-Mevents/s")
	b.ReportMetric(save/n/1e6, "share-save-Mevents/s")
	b.ReportMetric(save/fifo, "ratio")
	b.ReportMetric(cmp.Seconds()/n, "compare-policies-s")
}
