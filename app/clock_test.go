package app

import "testing"

func TestClockStepAndClamp(t *testing.T) {
	c := newClock()
	var seen []int64
	c.OnChange(func(t int64) { seen = append(seen, t) })
	c.Load([]int64{0, 10, 20, 30, 40, 50}, 60)
	c.Step(1)
	if c.Time() != 10 {
		t.Fatalf("step +1 from 0: %d, want 10", c.Time())
	}
	c.Step(2)
	if c.Time() != 30 {
		t.Fatalf("step +2: %d, want 30", c.Time())
	}
	c.Set(25)
	c.Step(-1)
	if c.Time() != 20 {
		t.Fatalf("step -1 from 25: %d, want 20", c.Time())
	}
	c.Step(-10)
	if c.Time() != 0 {
		t.Fatalf("step -10: %d, want 0", c.Time())
	}
	c.Step(100)
	if c.Time() != 60 {
		t.Fatalf("step +100: %d, want end 60", c.Time())
	}
	c.Set(-5)
	if c.Time() != 0 {
		t.Fatalf("clamp low: %d", c.Time())
	}
	c.Set(1000)
	if c.Time() != 60 {
		t.Fatalf("clamp high: %d", c.Time())
	}
	if len(seen) == 0 || seen[len(seen)-1] != 60 {
		t.Fatalf("listeners saw %v", seen)
	}
}

func TestClockPlayAdvancesAndStopsAtEnd(t *testing.T) {
	c := newClock()
	c.Load([]int64{0, 500, 1000}, 1000)
	var states []bool
	c.OnPlayState(func(p bool) { states = append(states, p) })
	c.SetPlaying(true)
	c.Advance(1) // 1 s at speed 1 = a tenth of the run
	if c.Time() != 100 {
		t.Fatalf("after 1 s: %d, want 100", c.Time())
	}
	c.SetSpeed(4)
	c.Advance(1)
	if c.Time() != 500 {
		t.Fatalf("after 1 s at 4×: %d, want 500", c.Time())
	}
	c.Advance(100)
	if c.Time() != 1000 || c.Playing() {
		t.Fatalf("end: t=%d playing=%v", c.Time(), c.Playing())
	}
	if len(states) != 2 || !states[0] || states[1] {
		t.Fatalf("play states %v", states)
	}
	// Playing again from the end rewinds.
	c.Toggle()
	if c.Time() != 0 || !c.Playing() {
		t.Fatalf("replay: t=%d playing=%v", c.Time(), c.Playing())
	}
	c.SetPlaying(false)
	c.Advance(1)
	if c.Time() != 0 {
		t.Fatal("advanced while paused")
	}
}
