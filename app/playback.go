package app

import (
	"fmt"
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// playbackBar is the row of playback controls: play/pause, step by 1, 10 and
// 100 events both ways, Home/End, speed, a scrubber over the whole run and the
// time readout. It drives the shared Clock.
type playbackBar struct {
	clock    *Clock
	play     *widget.Button
	scrub    *widget.Slider
	timeText *widget.Label
	speed    *widget.Select
	content  fyne.CanvasObject
	updating bool // set while the bar itself moves the slider

	mu     sync.Mutex
	ticker *time.Ticker
	stop   chan struct{}
}

func newPlaybackBar(c *Clock) *playbackBar {
	p := &playbackBar{clock: c}
	p.play = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), c.Toggle)
	step := func(label string, n int) *widget.Button {
		return widget.NewButton(label, func() { c.SetPlaying(false); c.Step(n) })
	}
	home := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { c.SetPlaying(false); c.Home() })
	end := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { c.SetPlaying(false); c.GoEnd() })
	p.scrub = widget.NewSlider(0, 1)
	p.scrub.Step = 1
	p.scrub.OnChanged = func(v float64) {
		if p.updating {
			return
		}
		c.Set(int64(v))
	}
	p.timeText = widget.NewLabel("t = 0")
	p.timeText.TextStyle.Monospace = true
	var opts []string
	for _, s := range Speeds {
		opts = append(opts, speedLabel(s))
	}
	p.speed = widget.NewSelect(opts, func(s string) {
		for _, v := range Speeds {
			if speedLabel(v) == s {
				c.SetSpeed(v)
			}
		}
	})
	p.speed.SetSelected(speedLabel(1))
	left := container.NewHBox(home, step("−100", -100), step("−10", -10), step("−1", -1), p.play,
		step("+1", 1), step("+10", 10), step("+100", 100), end)
	right := container.NewHBox(p.speed, p.timeText)
	p.content = container.NewBorder(nil, nil, left, right, p.scrub)
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
