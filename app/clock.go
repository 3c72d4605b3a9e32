package app

import (
	"sort"
)

// clock is the one playback clock every panel follows. It holds the current
// simulated time (cycles), the run's distinct event times (for stepping by
// event), the end of the run and the playback state. It is owned by the UI
// goroutine: every method must be called there (the playback ticker hands its
// ticks over with fyne.Do).
type clock struct {
	times     []int64
	end       int64
	t         int64
	playing   bool
	speed     float64 // multiplier of the base rate
	baseRate  float64 // cycles per wall-clock second at speed 1
	listeners []func(t int64)
	onPlay    []func(playing bool)
}

// speeds are the playback speed multipliers offered in the playback bar.
var speeds = []float64{0.125, 0.25, 0.5, 1, 2, 4, 8, 16}

// newClock returns a clock at time 0 with nothing loaded.
func newClock() *clock { return &clock{speed: 1} }

// Load replaces the run the clock plays: its sorted distinct event times and
// its end (makespan). The current time is clamped into [0, end] (a reload
// keeps the user's place when it can). Playback at speed 1 crosses the whole
// run in about ten seconds.
func (c *clock) Load(times []int64, end int64) {
	c.times = times
	if end < 0 {
		end = 0
	}
	c.end = end
	c.baseRate = float64(end) / 10
	if c.baseRate < 1 {
		c.baseRate = 1
	}
	c.set(c.t, true)
}

// Time is the current simulated time.
func (c *clock) Time() int64 { return c.t }

// End is the end of the loaded run.
func (c *clock) End() int64 { return c.end }

// Playing tells whether playback is running.
func (c *clock) Playing() bool { return c.playing }

// Speed is the playback speed multiplier.
func (c *clock) Speed() float64 { return c.speed }

// SetSpeed sets the playback speed multiplier (clamped to 1/64..64).
func (c *clock) SetSpeed(s float64) {
	if s < 1.0/64 {
		s = 1.0 / 64
	}
	if s > 64 {
		s = 64
	}
	c.speed = s
}

// OnChange registers f, called with the new time whenever it changes.
func (c *clock) OnChange(f func(t int64)) { c.listeners = append(c.listeners, f) }

// OnPlayState registers f, called when playback starts or stops.
func (c *clock) OnPlayState(f func(playing bool)) { c.onPlay = append(c.onPlay, f) }

// Set moves the clock to t, clamped to the run.
func (c *clock) Set(t int64) { c.set(t, false) }

func (c *clock) set(t int64, force bool) {
	if t < 0 {
		t = 0
	}
	if t > c.end {
		t = c.end
	}
	if t == c.t && !force {
		return
	}
	c.t = t
	for _, f := range c.listeners {
		f(t)
	}
}

// Step moves by n events (negative: backwards). Stepping forward goes to the
// n-th event time strictly after now; backwards to the n-th strictly before.
func (c *clock) Step(n int) {
	if len(c.times) == 0 || n == 0 {
		return
	}
	if n > 0 {
		i := sort.Search(len(c.times), func(i int) bool { return c.times[i] > c.t })
		i += n - 1
		if i >= len(c.times) {
			c.Set(c.end)
			return
		}
		c.Set(c.times[i])
		return
	}
	i := sort.Search(len(c.times), func(i int) bool { return c.times[i] >= c.t }) // first >= t
	i += n                                                                        // n < 0
	if i < 0 {
		c.Set(0)
		return
	}
	c.Set(c.times[i])
}

// Home moves to the start of the run, End to its end.
func (c *clock) Home() { c.Set(0) }

// GoEnd moves to the end of the run.
func (c *clock) GoEnd() { c.Set(c.end) }

// SetPlaying starts or stops playback. Starting at the end rewinds first.
func (c *clock) SetPlaying(p bool) {
	if p == c.playing {
		return
	}
	if p && c.t >= c.end {
		c.Set(0)
	}
	c.playing = p
	for _, f := range c.onPlay {
		f(p)
	}
}

// Toggle flips play/pause.
func (c *clock) Toggle() { c.SetPlaying(!c.playing) }

// Advance moves playback on by dt wall-clock seconds; playback stops at
// the end of the run. It does nothing while paused.
func (c *clock) Advance(dt float64) {
	if !c.playing {
		return
	}
	d := int64(dt * c.baseRate * c.speed)
	if d < 1 {
		d = 1
	}
	nt := c.t + d
	if nt >= c.end {
		c.Set(c.end)
		c.SetPlaying(false)
		return
	}
	c.Set(nt)
}
