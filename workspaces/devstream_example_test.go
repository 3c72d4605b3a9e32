package workspaces

import (
	"context"
	"slices"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The device-streams example: in every parent CTA the second child of the
// stream starts with input dependence 2 (the parent's hold and its
// predecessor) and runs only after the first completed.
func TestDeviceStreamsExample(t *testing.T) {
	_, res := runExample(t, "device-streams", nil)
	if res.Deadlock != nil {
		t.Fatal(res.Deadlock.Explain())
	}
	idx := map[string]int{}
	for i, info := range res.TMDs {
		idx[info.Name] = i
	}
	for _, cta := range []string{"0", "1", "2", "3"} {
		g, ok1 := idx["parents/"+cta+":gather"]
		r, ok2 := idx["parents/"+cta+":reduce"]
		if !ok1 || !ok2 {
			t.Fatalf("CTA %s: children missing", cta)
		}
		var vals []int
		for _, e := range res.Counters {
			if e.TMD == r && e.Counter == scheduler.CounterInputDependence {
				vals = append(vals, e.Value)
			}
		}
		if !slices.Equal(vals, []int{2, 1, 0}) {
			t.Fatalf("CTA %s reduce: input dependence %v, want [2 1 0]", cta, vals)
		}
		if res.TMDs[r].Start < res.TMDs[g].Completed {
			t.Fatalf("CTA %s: reduce started at %d before gather completed at %d", cta, res.TMDs[r].Start, res.TMDs[g].Completed)
		}
	}
}

// runExample loads an embedded example and runs its workload with its
// scheduler options, changed by edit if not nil.
func runExample(t *testing.T, name string, edit func(*scheduler.Options)) (*Workspace, *scheduler.Result) {
	t.Helper()
	ws, err := LoadExample(name)
	if err != nil {
		t.Fatal(err)
	}
	o := ws.SchedOptions
	if edit != nil {
		edit(&o)
	}
	res, err := scheduler.Run(context.Background(), ws.Machine, ws.Workload, o)
	if err != nil {
		t.Fatal(err)
	}
	return ws, res
}
