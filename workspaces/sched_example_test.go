package workspaces

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The continuations example must complete under the continuation policy and
// deadlock under wait-in-place; the streams example must complete.
func TestExamplesSchedule(t *testing.T) {
	ws, err := LoadExample("continuations")
	if err != nil {
		t.Fatal(err)
	}
	res, err := scheduler.Run(context.Background(), ws.Machine, ws.Workload, ws.SchedOptions)
	if err != nil {
		t.Fatal(err)
	}
	if res.Deadlock != nil {
		t.Fatalf("continuation policy deadlocked: %s", res.Deadlock.Explain())
	}
	o := ws.SchedOptions
	o.Policy = scheduler.WaitInPlace
	res, err = scheduler.Run(context.Background(), ws.Machine, ws.Workload, o)
	if err != nil {
		t.Fatal(err)
	}
	if res.Deadlock == nil {
		t.Fatal("wait-in-place did not deadlock")
	}
	for _, n := range []string{"streams", "showcase"} {
		ws, err := LoadExample(n)
		if err != nil {
			t.Fatal(err)
		}
		res, err := scheduler.Run(context.Background(), ws.Machine, ws.Workload, ws.SchedOptions)
		if err != nil {
			t.Fatal(err)
		}
		if res.Deadlock != nil || res.Makespan <= 0 {
			t.Fatalf("%s: deadlock %v makespan %d", n, res.Deadlock, res.Makespan)
		}
	}
}
