package audit_test

import (
	"context"
	"testing"

	ppurun "github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces"
)

// replayRun runs the embedded replay example with its commands changed by edit.
func replayRun(t *testing.T, edit func(c *scheduler.Commands)) *scheduler.Result {
	t.Helper()
	ws, err := workspaces.LoadExample("replay")
	if err != nil {
		t.Fatal(err)
	}
	w := *ws
	c := *ws.Workload.Commands
	edit(&c)
	w.Workload.Commands = &c
	run, err := ppurun.Execute(context.Background(), &w)
	if err != nil {
		t.Fatal(err)
	}
	return run.Result
}

// firstStepFrom is the start of context ctx's first operation at or after t (-1 none).
func firstStepFrom(c *scheduler.CPResult, ctx int, t int64) int64 {
	for _, st := range c.Steps {
		if int(st.Context) == ctx && st.T >= t {
			return st.T
		}
	}
	return -1
}

// TestEverySwitchChargedBeforeIncomingRuns (issue 24, defect 3): when an
// arrival or an interrupt coincides with a switch, the incoming context
// still runs only after the switch cost. Before the fix, in the replay
// example the record said "ui running at 300" while ui's first operation
// ran at 100, and with switch_cycles = 5000 the intruder ran at 1,082
// while the record said 6,082.
func TestEverySwitchChargedBeforeIncomingRuns(t *testing.T) {
	for _, sc := range []int64{200, 5000} {
		r := replayRun(t, func(c *scheduler.Commands) { c.SwitchCycles = sc })
		c := r.Commands
		for _, sw := range c.Switches {
			if sw.To < 0 {
				continue
			}
			if first := firstStepFrom(c, sw.To, sw.Start); first >= 0 && first < sw.End {
				t.Errorf("switch_cycles %d: %s runs at %d, the switch record says %d", sc, c.Contexts[sw.To].Name, first, sw.End)
			}
			if sw.End-sw.Start < sc {
				t.Errorf("switch_cycles %d: a switch charged %d cycles", sc, sw.End-sw.Start)
			}
		}
		if rep := audit.Run(r, nil); !rep.OK() {
			t.Errorf("switch_cycles %d:\n%s", sc, rep)
		}
	}
}

// TestTraceOverflowSwitchIsFullSave (issue 24, defect 3): with overflow =
// "save" and a ring too small for a span, a switch out of that span is a
// full save, charged. Before the fix the overflow was counted but the
// switch that caused it (its "last" node did not fit) was a plain replay
// switch, and the full save went to a later switch or nowhere.
func TestTraceOverflowSwitchIsFullSave(t *testing.T) {
	r := replayRun(t, func(c *scheduler.Commands) { c.OverflowSave, c.TraceNodes = true, 3 })
	c := r.Commands
	over, full := 0, 0
	for _, x := range c.Contexts {
		over += x.Overflows
		full += x.FullSaves
	}
	if over == 0 || full == 0 {
		t.Fatalf("trace_nodes 3: %d overflows, %d full saves; want both", over, full)
	}
	if rep := audit.Run(r, nil); !rep.OK() {
		t.Fatal(rep)
	}
}
