package scheduler

import (
	"context"
	"fmt"
	"sort"

	"github.com/ppuwb/ppuwb/device"
)

// Example_workedTimeline prints the worked timeline of docs/scheduling.md:
// a parent CTA launching a child grid halfway through, its continuation, and
// a second task in the same stream.
func Example_workedTimeline() {
	m, _ := device.Preset("classroom")
	w := Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: Dim3{128, 1, 1}}},
		Tasks: []Task{
			{Name: "parent", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "s", Semaphores: []string{"parent-done"},
				Launch: &Launch{At: 0.5, Children: []string{"child"}}},
			{Name: "next", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "s"},
			{Name: "child", Kernel: "k", Grid: Dim3{2, 1, 1}},
		},
		Streams: []Stream{{Name: "s"}},
	}
	r, err := Run(context.Background(), m, w, Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	type line struct {
		t    int64
		k    int
		text string
	}
	var lines []line
	for i, e := range r.Counters {
		lines = append(lines, line{e.Time, i, fmt.Sprintf("%-16s %-16s = %d  (%s)", r.TMDs[e.TMD].Name, e.Counter, e.Value, e.Reason)})
	}
	launching := map[int]bool{}
	for _, iv := range r.Intervals {
		if iv.Parent >= 0 {
			launching[iv.Parent] = true
		}
	}
	for i, iv := range r.Intervals {
		name := r.TMDs[iv.Task].Name
		lines = append(lines, line{iv.Start, 1 << 31, fmt.Sprintf("SM %d starts %s CTA %d (%s)", iv.SM, name, iv.CTA, iv.Kind)})
		end := fmt.Sprintf("SM %d ends   %s CTA %d", iv.SM, name, iv.CTA)
		if launching[i] {
			end = fmt.Sprintf("SM %d %s CTA %d reaches its launch point: launches children, queues a continuation, exits", iv.SM, name, iv.CTA)
		}
		lines = append(lines, line{iv.End, -1, end})
	}
	for _, s := range r.Semaphores {
		lines = append(lines, line{s.Time, 1 << 30, fmt.Sprintf("semaphore %q released by %s", s.Name, r.TMDs[s.TMD].Name)})
	}
	sort.SliceStable(lines, func(i, j int) bool {
		if lines[i].t != lines[j].t {
			return lines[i].t < lines[j].t
		}
		return lines[i].k < lines[j].k
	})
	for _, l := range lines {
		fmt.Printf("%5d  %s\n", l.t, l.text)
	}
	// Output:
	//     0  parent           pending          = 1  (created)
	//     0  parent           input-dependence = 1  (created)
	//     0  parent/queue     pending          = 1  (created)
	//     0  parent/queue     input-dependence = 0  (created)
	//   100  next             pending          = 1  (created)
	//   100  next             input-dependence = 2  (created)
	//   100  parent           input-dependence = 0  (software hold released)
	//   100  SM 0 starts parent CTA 0 (compute)
	//   200  next             input-dependence = 1  (software hold released)
	//   600  SM 0 parent CTA 0 reaches its launch point: launches children, queues a continuation, exits
	//   600  parent/0:eoc     pending          = 1  (created)
	//   600  parent/0:eoc     input-dependence = 0  (created)
	//   600  parent/0:eoc     input-dependence = 1  (child launched)
	//   600  parent/queue     input-dependence = 1  (EOC attached)
	//   600  parent/0:child   pending          = 1  (created)
	//   600  parent/0:child   input-dependence = 0  (created)
	//   600  parent           pending          = 2  (continuation queued)
	//   600  parent           pending          = 1  (grid evicted)
	//   600  SM 0 starts parent/0:child CTA 0 (child)
	//   600  SM 1 starts parent/0:child CTA 1 (child)
	//  1600  SM 0 ends   parent/0:child CTA 0
	//  1600  SM 1 ends   parent/0:child CTA 1
	//  1600  parent/0:child   pending          = 0  (grid evicted)
	//  1600  parent/0:eoc     input-dependence = 0  (child completed)
	//  1600  SM 1 starts parent/0:eoc CTA 0 (eoc)
	//  1620  SM 1 ends   parent/0:eoc CTA 0
	//  1620  parent/0:eoc     pending          = 0  (grid evicted)
	//  1620  parent/queue     input-dependence = 0  (EOC completed)
	//  1620  SM 1 starts parent/queue CTA 0 (continuation)
	//  2120  SM 1 ends   parent/queue CTA 0
	//  2120  parent           pending          = 0  (continuation finished)
	//  2120  next             input-dependence = 0  (predecessor completed)
	//  2120  parent/queue     pending          = 0  (grid evicted)
	//  2120  semaphore "parent-done" released by parent
	//  2120  SM 1 starts next CTA 0 (compute)
	//  3120  SM 1 ends   next CTA 0
	//  3120  next             pending          = 0  (grid evicted)
}
