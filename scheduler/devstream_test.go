package scheduler

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// deviceStream: each of two parent CTAs launches children "first" and
// "second" into the device-side stream "ds".
func deviceStream() Workload {
	return Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 400, RegistersPerThread: 16, BlockSize: Dim3{64, 1, 1}}},
		Tasks: []Task{
			{Name: "parent", Kernel: "k", Grid: Dim3{2, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"first", "second"}}},
			{Name: "first", Kernel: "k", Grid: Dim3{2, 1, 1}, Stream: "ds"},
			{Name: "second", Kernel: "k", Grid: Dim3{2, 1, 1}, Stream: "ds"},
		},
		Streams: []Stream{{Name: "ds"}},
	}
}

func counterTrail(r *Result, tmd int, c Counter) (vals []int, reasons []Reason, times []int64) {
	for _, e := range r.Counters {
		if e.TMD == tmd && e.Counter == c {
			vals = append(vals, e.Value)
			reasons = append(reasons, e.Reason)
			times = append(times, e.Time)
		}
	}
	return
}

func TestDeviceStreamSecondChildStartsAtTwo(t *testing.T) {
	for _, pol := range []Policy{Continuation, WaitInPlace} {
		t.Run(pol.String(), func(t *testing.T) {
			r := mustRun(t, machine(t, "classroom"), deviceStream(), Options{Policy: pol})
			if r.Deadlock != nil {
				t.Fatalf("deadlock: %s", r.Deadlock.Explain())
			}
			for _, cta := range []string{"0", "1"} {
				a := tmdByName(t, r, "parent/"+cta+":first")
				b := tmdByName(t, r, "parent/"+cta+":second")
				vals, reasons, times := counterTrail(r, b, CounterInputDependence)
				if !slices.Equal(vals, []int{2, 1, 0}) {
					t.Fatalf("CTA %s second: input dependence %v, want [2 1 0]", cta, vals)
				}
				if !slices.Equal(reasons, []Reason{ReasonCreated, ReasonSoftwareHold, ReasonPredecessor}) {
					t.Fatalf("CTA %s second: reasons %v", cta, reasons)
				}
				if times[2] != r.TMDs[a].Completed {
					t.Fatalf("CTA %s second: predecessor hold released at %d, first completed at %d", cta, times[2], r.TMDs[a].Completed)
				}
				if vals, _, _ := counterTrail(r, a, CounterInputDependence); !slices.Equal(vals, []int{1, 0}) {
					t.Fatalf("CTA %s first: input dependence %v, want [1 0] (the parent's hold only)", cta, vals)
				}
				if r.TMDs[b].Start < r.TMDs[a].Completed {
					t.Fatalf("CTA %s: second started at %d before first completed at %d", cta, r.TMDs[b].Start, r.TMDs[a].Completed)
				}
				stream := false
				for _, e := range r.TMDs[a].Edges {
					stream = stream || (e.To == b && e.Kind == EdgeStream)
				}
				if !stream {
					t.Fatalf("CTA %s: no stream edge first → second: %v", cta, r.TMDs[a].Edges)
				}
			}
			// The stream is private to the launching CTA: CTA 1's first child
			// does not wait for CTA 0's second.
			a1 := tmdByName(t, r, "parent/1:first")
			b0 := tmdByName(t, r, "parent/0:second")
			if r.TMDs[a1].Start >= r.TMDs[b0].Completed {
				t.Fatalf("CTA 1's first child (start %d) waited for CTA 0's second (completed %d)", r.TMDs[a1].Start, r.TMDs[b0].Completed)
			}
		})
	}
}

func TestDeviceStreamValidation(t *testing.T) {
	w := deviceStream()
	w.Streams = nil
	if err := w.Validate(machine(t, "classroom"), Options{}); err == nil || !strings.Contains(err.Error(), `unknown stream "ds"`) {
		t.Fatalf("undeclared device stream: err = %v", err)
	}
	w = deviceStream()
	w.Tasks = append(w.Tasks, Task{Name: "host", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "ds"})
	if err := w.Validate(machine(t, "classroom"), Options{}); err == nil || !strings.Contains(err.Error(), `also holds host task "host"`) {
		t.Fatalf("mixed stream: err = %v", err)
	}
}

// printCounters prints every counter change of the TMDs whose names are
// listed, in time order, as docs/scheduling.md shows them.
func printCounters(r *Result, names ...string) {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	for _, e := range r.Counters {
		if n := r.TMDs[e.TMD].Name; want[n] {
			fmt.Printf("%-5d  %-16s %-16s = %d  (%s)\n", e.Time, n, e.Counter, e.Value, e.Reason)
		}
	}
}

// Example_deviceStream prints the counters of docs/scheduling.md's
// "Device-side streams": one parent CTA launching two children into a
// device-side stream.
func Example_deviceStream() {
	w := deviceStream()
	w.Tasks[0].Grid = Dim3{1, 1, 1}
	m, _ := device.Preset("classroom")
	r, err := Run(context.Background(), m, w, Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	printCounters(r, "parent/0:first", "parent/0:second", "parent/0:eoc")
	// Output:
	// 300    parent/0:eoc     pending          = 1  (created)
	// 300    parent/0:eoc     input-dependence = 0  (created)
	// 300    parent/0:eoc     input-dependence = 1  (child launched)
	// 300    parent/0:eoc     input-dependence = 2  (child launched)
	// 300    parent/0:first   pending          = 1  (created)
	// 300    parent/0:first   input-dependence = 1  (created)
	// 300    parent/0:second  pending          = 1  (created)
	// 300    parent/0:second  input-dependence = 2  (created)
	// 300    parent/0:first   input-dependence = 0  (software hold released)
	// 300    parent/0:second  input-dependence = 1  (software hold released)
	// 700    parent/0:first   pending          = 0  (grid evicted)
	// 700    parent/0:eoc     input-dependence = 1  (child completed)
	// 700    parent/0:second  input-dependence = 0  (predecessor completed)
	// 1100   parent/0:second  pending          = 0  (grid evicted)
	// 1100   parent/0:eoc     input-dependence = 0  (child completed)
	// 1120   parent/0:eoc     pending          = 0  (grid evicted)
}

// Two device-side streams and an unstreamed child from one CTA: each stream
// is ordered on its own, the unstreamed child waits for nothing.
func TestDeviceStreamsInterleaved(t *testing.T) {
	w := Workload{
		Kernels: []Kernel{{Name: "k", CyclesPerThread: 400, RegistersPerThread: 16, BlockSize: Dim3{64, 1, 1}}},
		Tasks: []Task{
			{Name: "parent", Kernel: "k", Grid: Dim3{1, 1, 1}, Launch: &Launch{At: 0.5, Children: []string{"a1", "b1", "free", "a2", "b2"}}},
			{Name: "a1", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "a"},
			{Name: "b1", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "b"},
			{Name: "free", Kernel: "k", Grid: Dim3{1, 1, 1}},
			{Name: "a2", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "a"},
			{Name: "b2", Kernel: "k", Grid: Dim3{1, 1, 1}, Stream: "b"},
		},
		Streams: []Stream{{Name: "a"}, {Name: "b"}},
	}
	r := mustRun(t, machine(t, "classroom"), w, Options{})
	id := func(n string) int { return tmdByName(t, r, "parent/0:"+n) }
	for n, want := range map[string][]int{"a1": {1, 0}, "b1": {1, 0}, "free": {0}, "a2": {2, 1, 0}, "b2": {2, 1, 0}} {
		if got, _, _ := counterTrail(r, id(n), CounterInputDependence); !slices.Equal(got, want) {
			t.Errorf("%s input dependence %v, want %v", n, got, want)
		}
	}
	for _, p := range [][2]string{{"a1", "a2"}, {"b1", "b2"}} {
		if r.TMDs[id(p[1])].Start != r.TMDs[id(p[0])].Completed {
			t.Errorf("%s started at %d, %s completed at %d", p[1], r.TMDs[id(p[1])].Start, p[0], r.TMDs[id(p[0])].Completed)
		}
	}
	if r.TMDs[id("free")].Start != r.TMDs[id("a1")].Start {
		t.Errorf("free started at %d, a1 at %d", r.TMDs[id("free")].Start, r.TMDs[id("a1")].Start)
	}
}
