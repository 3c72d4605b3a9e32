package app

import (
	"fmt"
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// playbackBar is the row of playback controls: play/pause, step by 1, 10 and
// 100 events both ways, Home/End, speed, a scrubber over the whole run and the
// time readout. It drives the shared Clock.
type playbackBar struct {
	clock    *clock
	play     *keyButton
	scrub    *scrubber
	keys     *widget.Button // opens the keyboard shortcuts
	timeText *widget.Label
	speed    *widget.Select
	content  fyne.CanvasObject
	lead     *fyne.Container // the window's own buttons before the playback controls
	updating bool            // set while the bar itself moves the slider
	// OnHint shows a control's key while the pointer is over it ("" when it
	// leaves); OnShowKeys opens the list of shortcuts.
	OnHint     func(string)
	OnShowKeys func()

	mu     sync.Mutex
	ticker *time.Ticker
	stop   chan struct{}
}

func newPlaybackBar(c *clock) *playbackBar {
	p := &playbackBar{clock: c}
	hint := func(h string) {
		if p.OnHint != nil {
			p.OnHint(h)
		}
	}
	p.play = newKeyButton("", theme.MediaPlayIcon(), "Space: play / pause", hint, c.Toggle)
	step := func(label string, n int, key string) *keyButton {
		what := "events"
		if n == 1 || n == -1 {
			what = "event"
		}
		dir := "forward"
		if n < 0 {
			dir = "back"
		}
		return newKeyButton(label, nil, fmt.Sprintf("%s: %d %s %s", key, max(n, -n), what, dir), hint,
			func() { c.SetPlaying(false); c.Step(n) })
	}
	home := newKeyButton("", theme.MediaSkipPreviousIcon(), "Home: start of the run", hint, func() { c.SetPlaying(false); c.Home() })
	end := newKeyButton("", theme.MediaSkipNextIcon(), "End: end of the run", hint, func() { c.SetPlaying(false); c.GoEnd() })
	p.scrub = newScrubber(p.typedKey)
	p.scrub.OnChanged = func(v float64) {
		if p.updating {
			return
		}
		c.Set(int64(v))
	}
	p.keys = widget.NewButtonWithIcon("Keys", theme.HelpIcon(), func() {
		if p.OnShowKeys != nil {
			p.OnShowKeys()
		}
	})
	p.keys.Importance = widget.LowImportance
	p.timeText = widget.NewLabel("t = 0")
	p.timeText.TextStyle.Monospace = true
	var opts []string
	for _, s := range speeds {
		opts = append(opts, speedLabel(s))
	}
	p.speed = widget.NewSelect(opts, func(s string) {
		for _, v := range speeds {
			if speedLabel(v) == s {
				c.SetSpeed(v)
			}
		}
	})
	p.speed.SetSelected(speedLabel(1))
	nonSticky(p.speed)
	left := container.NewHBox(home, step("−100", -100, "Page Up"), step("−10", -10, "↓"), step("−1", -1, "←"), p.play,
		step("+1", 1, "→"), step("+10", 10, "↑"), step("+100", 100, "Page Down"), end)
	right := container.NewHBox(p.speed, p.timeText, p.keys)
	p.lead = container.NewHBox()
	// A wrapping row: in a narrow window the speed, time readout and Keys
	// move to a second row instead of being cut.
	p.content = newFlow(p.scrub, 100, p.lead, left, p.scrub, right)
	c.OnChange(func(t int64) { p.sync() })
	c.OnPlayState(p.playState)
	return p
}

func speedLabel(s float64) string {
	return strconv.FormatFloat(s, 'g', -1, 64) + "×"
}

// sync moves the scrubber and readout to the clock.
func (p *playbackBar) sync() {
	p.updating = true
	p.scrub.Max = float64(max(p.clock.End(), 1))
	p.scrub.SetValue(float64(p.clock.Time()))
	p.updating = false
	p.timeText.SetText(fmt.Sprintf("t = %d / %d cycles", p.clock.Time(), p.clock.End()))
}

// playState starts or stops the ticker goroutine that advances the clock
// about 30 times a second; each tick is handed to the UI goroutine.
func (p *playbackBar) playState(playing bool) {
	if playing {
		p.play.SetIcon(theme.MediaPauseIcon())
	} else {
		p.play.SetIcon(theme.MediaPlayIcon())
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if playing && p.stop == nil {
		stop := make(chan struct{})
		p.stop = stop
		go func() {
			tk := time.NewTicker(time.Second / 30)
			defer tk.Stop()
			last := time.Now()
			for {
				select {
				case <-stop:
					return
				case now := <-tk.C:
					dt := now.Sub(last).Seconds()
					last = now
					uiDo(func() { p.clock.Advance(dt) })
				}
			}
		}()
	}
	if !playing && p.stop != nil {
		close(p.stop)
		p.stop = nil
	}
}

// typedKey handles the playback shortcuts: space plays/pauses, Left/Right step
// one event, Up/Down ten, Page Up/Page Down a hundred, Home/End jump.
// It reports whether the key was used.
func (p *playbackBar) typedKey(k *fyne.KeyEvent) bool {
	c := p.clock
	switch k.Name {
	case fyne.KeySpace:
		c.Toggle()
	case fyne.KeyRight:
		c.SetPlaying(false)
		c.Step(1)
	case fyne.KeyLeft:
		c.SetPlaying(false)
		c.Step(-1)
	case fyne.KeyUp:
		c.SetPlaying(false)
		c.Step(10)
	case fyne.KeyDown:
		c.SetPlaying(false)
		c.Step(-10)
	case fyne.KeyPageDown:
		c.SetPlaying(false)
		c.Step(100)
	case fyne.KeyPageUp:
		c.SetPlaying(false)
		c.Step(-100)
	case fyne.KeyHome:
		c.SetPlaying(false)
		c.Home()
	case fyne.KeyEnd:
		c.SetPlaying(false)
		c.GoEnd()
	default:
		return false
	}
	return true
}

// keyButton is a playback button that names its key while the pointer is
// over it (Fyne has no tooltips: the hint goes to the status bar).
type keyButton struct {
	widget.Button
	hintText string
	hint     func(string)
}

func newKeyButton(label string, icon fyne.Resource, hintText string, hint func(string), tapped func()) *keyButton {
	b := &keyButton{hintText: hintText, hint: hint}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the hint.
func (b *keyButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.hint(b.hintText)
}

// MouseOut clears it.
func (b *keyButton) MouseOut() {
	b.Button.MouseOut()
	b.hint("")
}

// scrubber is the playback slider. Once clicked it has the keyboard focus;
// the playback keys still act as everywhere else (the arrows step by events,
// not by cycles; Space plays).
type scrubber struct {
	widget.Slider
	keys func(*fyne.KeyEvent) bool
}

func newScrubber(keys func(*fyne.KeyEvent) bool) *scrubber {
	s := &scrubber{keys: keys}
	s.Min, s.Max, s.Step = 0, 1, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey gives the playback keys to the playback bar.
func (s *scrubber) TypedKey(k *fyne.KeyEvent) {
	if s.keys != nil && s.keys(k) {
		return
	}
	s.Slider.TypedKey(k)
}

// TypedRune ignores the space that Space also types.
func (s *scrubber) TypedRune(r rune) {
	if r == ' ' {
		return
	}
	s.Slider.TypedRune(r)
}

// nonSticky makes checks, radio groups and selects hand the keyboard focus
// back once the mouse has changed them, so that the playback keys keep
// working (a focused check would take Space, a focused select the arrows).
func nonSticky(objs ...fyne.CanvasObject) {
	release := func(o fyne.CanvasObject) {
		c := fyne.CurrentApp().Driver().CanvasForObject(o)
		if c == nil {
			return
		}
		// A text field keeps its focus (the change may have been made by
		// code while the user types).
		if _, typing := c.Focused().(*widget.Entry); c.Focused() != nil && !typing {
			c.Unfocus()
		}
	}
	for _, o := range objs {
		switch w := o.(type) {
		case *widget.Check:
			f := w.OnChanged
			w.OnChanged = func(b bool) {
				if f != nil {
					f(b)
				}
				release(w)
			}
		case *widget.RadioGroup:
			f := w.OnChanged
			w.OnChanged = func(s string) {
				if f != nil {
					f(s)
				}
				release(w)
			}
		case *widget.Select:
			f := w.OnChanged
			w.OnChanged = func(s string) {
				if f != nil {
					f(s)
				}
				release(w)
			}
		}
	}
}
