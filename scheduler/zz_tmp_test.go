package scheduler

import (
	"context"
	"testing"
)

func BenchmarkZZManyTMDs(b *testing.B) {
	w := Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 2000, JitterPercent: 25, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}},
		Tasks: []Task{
			{Name: "p", Kernel: "k", Grid: Dim3{50000, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"c"}}},
			{Name: "c", Kernel: "k", Grid: Dim3{18, 1, 1}},
		},
	}
	for i := 0; i < b.N; i++ {
		Run(context.Background(), machine(b, "standard"), w, Options{QueueSize: 65536, MaxPendingLaunches: 100000})
	}
}
