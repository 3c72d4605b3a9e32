package workspaces

import (
	"context"
	"maps"
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

// The queue-granularity example: with one queue per grid every continuation
// starts at 2520 (after the EOCs that waited for SM slots); with one queue
// per CTA the continuations of CTAs 3 and 0 start at 802 and 1073; with the
// EOCs on the TMU as well no EOC waits for a slot.
func TestQueueGranularityExample(t *testing.T) {
	starts := func(res *scheduler.Result) map[int]int64 {
		m := map[int]int64{}
		for _, iv := range res.Intervals {
			if iv.Kind == scheduler.KindContinuation {
				m[res.Intervals[iv.Parent].CTA] = iv.Start
			}
		}
		return m
	}
	eocWait := func(res *scheduler.Result) (w int64) {
		for _, info := range res.TMDs {
			if info.Kind == scheduler.TMDEOC {
				w = max(w, info.Start-info.Eligible)
			}
		}
		return w
	}
	_, grid := runExample(t, "queue-granularity", nil)
	_, cta := runExample(t, "queue-granularity", func(o *scheduler.Options) { o.Queue = scheduler.QueuePerCTA })
	_, tmu := runExample(t, "queue-granularity", func(o *scheduler.Options) {
		o.Queue, o.EOCOnTMU = scheduler.QueuePerCTA, true
	})
	if got := starts(grid); !maps.Equal(got, map[int]int64{0: 2520, 1: 2520, 2: 2520, 3: 2520}) {
		t.Errorf("per-grid continuation starts %v", got)
	}
	if got := starts(cta); !maps.Equal(got, map[int]int64{0: 1073, 1: 2520, 2: 2520, 3: 802}) {
		t.Errorf("per-cta continuation starts %v", got)
	}
	if w := eocWait(grid); w != 1268 {
		t.Errorf("per-grid: longest EOC wait for a slot %d, want 1268", w)
	}
	if w := eocWait(tmu); w != 0 {
		t.Errorf("eoc_on_tmu: EOC waited %d cycles", w)
	}
}
