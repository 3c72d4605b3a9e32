package cptest

import (
	"context"
	"reflect"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// replay loads the replay example and applies edit to its command layer.
func replay(t *testing.T, edit func(c *scheduler.Commands)) *scheduler.Result {
	t.Helper()
	ws, err := workspaces.LoadExample("replay")
	if err != nil {
		t.Fatal(err)
	}
	w := ws.Workload
	c := *w.Commands
	if edit != nil {
		edit(&c)
	}
	w.Commands = &c
	r, err := scheduler.Run(context.Background(), ws.Machine, w, ws.SchedOptions)
	if err != nil {
		t.Fatal(err)
	}
	if r.Commands == nil {
		t.Fatal("no command-processor record")
	}
	return r
}

// TestTraceReplayMatchesUninterruptedRun: the seed's promise. With the
// trace buffer, contexts interrupted and replayed end with the memory and
// registers of the same streams run without interruption.
func TestTraceReplayMatchesUninterruptedRun(t *testing.T) {
	traced := replay(t, func(c *scheduler.Commands) { c.Mode = scheduler.ReplayTrace })
	alone := replay(t, func(c *scheduler.Commands) { c.Uninterrupted = true })
	if !reflect.DeepEqual(traced.Commands.Memory, alone.Commands.Memory) {
		t.Errorf("memory after replay %v, uninterrupted %v", traced.Commands.Memory, alone.Commands.Memory)
	}
	replayed := 0
	for _, x := range traced.Commands.Contexts {
		replayed += x.Replayed
	}
	if replayed == 0 || len(traced.Commands.Switches) == 0 {
		t.Fatalf("%d switches, %d operations replayed: the example must interrupt and replay", len(traced.Commands.Switches), replayed)
	}
	for _, x := range alone.Commands.Contexts {
		if x.Replayed != 0 || x.Switches != 0 {
			t.Errorf("uninterrupted %s: %d replayed, %d switches", x.Name, x.Replayed, x.Switches)
		}
	}
}

// TestSwitchCostDelaysTheIncomingContext: every switch lasts at least its
// cost, and a dearer switch makes the incoming context run later.
func TestSwitchCostDelaysTheIncomingContext(t *testing.T) {
	cheap := replay(t, nil)
	dear := replay(t, func(c *scheduler.Commands) { c.SwitchCycles = 5000 })
	for _, r := range []*scheduler.Result{cheap, dear} {
		for _, sw := range r.Commands.Switches {
			if sw.To >= 0 && sw.End-sw.Start < r.Commands.SwitchCycles {
				t.Errorf("switch %d→%d from %d to %d is shorter than its cost %d", sw.From, sw.To, sw.Start, sw.End, r.Commands.SwitchCycles)
			}
		}
	}
	if len(cheap.Commands.Switches) == 0 || len(dear.Commands.Switches) == 0 {
		t.Fatal("the example must switch contexts")
	}
	if a, b := cheap.Commands.Switches[0], dear.Commands.Switches[0]; b.End-a.End < 5000-cheap.Commands.SwitchCycles {
		t.Errorf("first switch ends at %d (cost %d) and %d (cost 5000)", a.End, cheap.Commands.SwitchCycles, b.End)
	}
}

// TestCommandProcessorIsDeterministic: the same streams give the same
// record, operation for operation.
func TestCommandProcessorIsDeterministic(t *testing.T) {
	a, b := replay(t, nil), replay(t, nil)
	if !reflect.DeepEqual(a.Commands, b.Commands) {
		t.Error("two runs of the replay example differ")
	}
}
