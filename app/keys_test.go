package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// pressKey delivers a key as the desktop driver does: to the focused widget
// if there is one, otherwise to the canvas (the playback keys). Space also
// types a rune.
func pressKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		if name == fyne.KeySpace {
			f.TypedRune(' ')
		}
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// nextEvent is the first event time after t.
func nextEvent(wb *workbench, t int64) int64 {
	for _, e := range wb.run.Result.EventTimes() {
		if e > t {
			return e
		}
	}
	return wb.clock.End()
}

func TestPlaybackKeysAndFocus(t *testing.T) {
	wb, _ := openExample(t, "continuations")
	c := wb.win.Canvas()
	wb.clock.Home()

	// Nothing focused: the keys drive the clock.
	pressKey(c, fyne.KeyRight)
	if want := nextEvent(wb, 0); wb.clock.Time() != want {
		t.Fatalf("→ with nothing focused: t=%d, want %d", wb.clock.Time(), want)
	}
	pressKey(c, fyne.KeyHome)
	if wb.clock.Time() != 0 {
		t.Fatal("Home did not go to 0")
	}

	// A focused editor keeps its keys.
	wb.side.tree.Select("tasks.toml") // as a tap on the file tree does
	pump(100e6)
	e := wb.side.current()
	if e == nil || c.Focused() != e.entry {
		t.Fatalf("opening a file from the tree did not focus its editor (focused %T)", c.Focused())
	}
	e.entry.CursorColumn = 0
	pressKey(c, fyne.KeyRight)
	pressKey(c, fyne.KeyEnd)
	pressKey(c, fyne.KeySpace)
	if wb.clock.Time() != 0 || wb.clock.Playing() {
		t.Fatalf("keys typed in the editor moved the clock to %d (playing %v)", wb.clock.Time(), wb.clock.Playing())
	}
	if !e.dirty {
		t.Fatal("Space did not reach the editor")
	}

	// Ticking a check hands the focus back: Space plays again.
	test.Tap(wb.fb.checks[0])
	if c.Focused() != nil {
		t.Fatalf("a tapped check kept the focus (%T)", c.Focused())
	}
	pressKey(c, fyne.KeySpace)
	if !wb.clock.Playing() {
		t.Fatal("Space did not play after ticking a check")
	}
	wb.clock.SetPlaying(false)
	if !wb.fb.checks[0].Checked {
		t.Fatal("Space ticked the check instead of playing")
	}

	// The radio group and selects of the comparison, and the speed select, too.
	c.Focus(wb.play.speed) // as a tap on it does
	wb.play.speed.SetSelected(speedLabel(2))
	if c.Focused() != nil || wb.clock.Speed() != 2 {
		t.Fatalf("after choosing a speed: focused %T, speed %v", c.Focused(), wb.clock.Speed())
	}

	// A focused scrubber steps by events, not cycles, and Space plays.
	c.Focus(wb.play.scrub)
	wb.clock.Home()
	pressKey(c, fyne.KeyRight)
	if want := nextEvent(wb, 0); wb.clock.Time() != want {
		t.Fatalf("→ on the scrubber: t=%d, want the next event %d", wb.clock.Time(), want)
	}
	pressKey(c, fyne.KeySpace)
	if !wb.clock.Playing() {
		t.Fatal("Space on the scrubber did not play")
	}
	wb.clock.SetPlaying(false)
}

// The playback buttons name their keys in the status bar while hovered
// (after the run's verdict, which a hint never replaces), and the shortcuts are listed in a dialog (Help menu or Keys button).
func TestPlaybackKeyHints(t *testing.T) {
	wb := loadedWorkbench(t)
	msg := wb.status.message.Text
	var plus1 *keyButton
	for _, o := range test.LaidOutObjects(wb.play.content) {
		if b, ok := o.(*keyButton); ok && b.Text == "+1" {
			plus1 = b
		}
	}
	if plus1 == nil {
		t.Fatal("no +1 button")
	}
	plus1.MouseIn(nil)
	if got := wb.status.message.Text; got != msg+"  ·  →: 1 event forward" {
		t.Fatalf("hint %q, want it after the run's verdict %q", got, msg)
	}
	wb.status.setMessage("something happened")
	plus1.MouseOut()
	if got := wb.status.message.Text; got != "something happened" {
		t.Fatalf("after the hint: %q (was %q)", got, msg)
	}

	wb.win.Resize(fyne.NewSize(1024, 700))
	menuItem(t, wb, "Keyboard shortcuts").Action()
	// the list scrolls inside a dialog that fits a 1024×700 window
	scrolled := false
	for _, o := range test.LaidOutObjects(wb.win.Canvas().Overlays().Top()) {
		if sc, ok := o.(*container.Scroll); ok {
			scrolled = true
			pos, sz := fyne.CurrentApp().Driver().AbsolutePositionForObject(sc), sc.Size()
			if pos.Y < 0 || pos.Y+sz.Height > 700 || sz.Height < 200 {
				t.Fatalf("shortcut list at %v, %v: not inside the 1024×700 window", pos, sz)
			}
		}
	}
	if !scrolled {
		t.Fatal("the shortcut list does not scroll")
	}
	txt := overlayText(wb)
	for _, want := range []string{"Space", "play / pause", "Home / End", "Page Up / Page Down", "Ctrl+Q", "no text field has the keyboard focus"} {
		if !strings.Contains(txt, want) {
			t.Errorf("shortcuts dialog lacks %q", want)
		}
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Close")
	if wb.win.Canvas().Overlays().Top() != nil {
		t.Fatal("dialog still open")
	}
	tapButton(t, wb.play.content, "Keys")
	if !strings.Contains(overlayText(wb), "play / pause") {
		t.Fatal("Keys did not open the shortcuts")
	}
}
