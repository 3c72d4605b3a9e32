package audit_test

import (
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

// TestTimeSliceMakesProgress (issue 29, item 1): with time_slice = 1 or 50
// the replay example finishes in every replay mode and preemption level;
// every turn of a context processes at least one new operation after its
// replay. Before the fix the context was switched out as soon as its
// replay caught up, before one new operation, and the run grew without
// bound (past 5 GB in 20 s).
func TestTimeSliceMakesProgress(t *testing.T) {
	for _, slice := range []int64{1, 50} {
		for _, mode := range []scheduler.ReplayMode{scheduler.ReplayTrace, scheduler.ReplayNoTrace, scheduler.ReplayResubmit} {
			for _, level := range []scheduler.PreemptLevel{scheduler.PreemptAny, scheduler.PreemptDraw, scheduler.PreemptSubmission} {
				r := replayRun(t, func(c *scheduler.Commands) { c.TimeSlice, c.Mode, c.Preemption = slice, mode, level })
				c := r.Commands
				for i, x := range c.Contexts {
					if x.Finish < 0 {
						t.Errorf("slice %d %s %s: %s never finished", slice, mode, level, x.Name)
					}
					_ = i
				}
				if rep := audit.Run(r, nil); !rep.OK() {
					t.Errorf("slice %d %s %s:\n%s", slice, mode, level, rep)
				}
				t.Logf("slice %4d %-8s %-10s steps %4d switches %3d makespan %d", slice, mode, level, len(c.Steps), len(c.Switches), r.Makespan)
			}
		}
	}
}
