package workspaces

import (
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The continuations example must complete under the continuation policy and
// deadlock under wait-in-place; the streams example must complete.
func TestExamplesSchedule(t *testing.T) {
	_, res := runExample(t, "continuations", nil)
	if res.Deadlock != nil {
		t.Fatalf("continuation policy deadlocked: %s", res.Deadlock.Explain())
	}
	_, res = runExample(t, "continuations", func(o *scheduler.Options) { o.Policy = scheduler.WaitInPlace })
	if res.Deadlock == nil {
		t.Fatal("wait-in-place did not deadlock")
	}
	for _, n := range []string{"streams", "showcase"} {
		_, res := runExample(t, n, nil)
		if res.Deadlock != nil || res.Makespan <= 0 {
			t.Fatalf("%s: deadlock %v makespan %d", n, res.Deadlock, res.Makespan)
		}
	}
}
