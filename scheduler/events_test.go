package scheduler

import "testing"

// TestEventRegistry: each registered kind reaches its own handler with the
// event's argument, and dispatching allocates nothing (events stay values).
func TestEventRegistry(t *testing.T) {
	var r eventRegistry
	var got []int32
	a := r.register(func(x int32) { got = append(got, x) })
	b := r.register(func(x int32) { got = append(got, -x) })
	if a == b {
		t.Fatalf("two registrations share kind %d", a)
	}
	r.dispatch(event{kind: b, a: 7})
	r.dispatch(event{kind: a, a: 3})
	if len(got) != 2 || got[0] != -7 || got[1] != 3 {
		t.Fatalf("handlers saw %v, want [-7 3]", got)
	}
	n := 0
	c := r.register(func(int32) { n++ })
	if allocs := testing.AllocsPerRun(1000, func() { r.dispatch(event{kind: c, a: 1}) }); allocs != 0 {
		t.Fatalf("dispatch allocates %.1f times per event", allocs)
	}
}

// TestEventKindsOfARun: a run with every component (TMU, WDU, SM array,
// partition, command processor) registers each kind once, and the engine
// has a handler for every kind a component pushes.
func TestEventKindsOfARun(t *testing.T) {
	c := &core{}
	tm, wd, sa := newTMU(c), newWDU(c), newSMArray(c)
	kinds := []eventKind{tm.evHostWrite, tm.evHold, tm.evLaunch, tm.evComplete, tm.evWriteAck, wd.evWake, sa.evCTAEnd}
	seen := map[eventKind]bool{}
	for _, k := range kinds {
		if seen[k] || int(k) >= c.ev.n || c.ev.handlers[k] == nil {
			t.Fatalf("kind %d registered twice or without a handler (kinds %v)", k, kinds)
		}
		seen[k] = true
	}
}
