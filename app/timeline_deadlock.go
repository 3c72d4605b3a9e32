package app

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// newDeadlockLabel makes the label shown at the deadlock cycle.
func (tl *timeline) newDeadlockLabel() {
	tl.deadBG = canvas.NewRectangle(color.NRGBA{0xb0, 0x10, 0x10, 0xf0})
	tl.deadText = canvas.NewText("", color.White)
	tl.deadText.TextStyle.Bold = true
	tl.deadBG.Hide()
	tl.deadText.Hide()
}

// deadlockLabel is the text of the deadlock marker ("" when the run did not
// deadlock).
func (tl *timeline) deadlockLabel() string {
	if tl.res == nil || tl.res.Deadlock == nil {
		return ""
	}
	return fmt.Sprintf("DEADLOCK at cycle %d", tl.res.Deadlock.Time)
}

// layoutDeadlock places the deadlock label beside the deadlock line, below
// the axis, on top of bars and the clock line. When the deadlock cycle is
// outside the visible window the label sits at that edge with an arrow.
func (tl *timeline) layoutDeadlock(s fyne.Size) {
	txt := tl.deadlockLabel()
	if txt == "" || s.Width <= tl.gutter() {
		tl.deadBG.Hide()
		tl.deadText.Hide()
		return
	}
	d := float64(tl.res.Deadlock.Time)
	x := tl.gutter() + float32((d-tl.t0)/tl.span)*tl.plotWidth()
	switch {
	case x < tl.gutter():
		txt = "◀ " + txt
	case x > s.Width:
		txt += " ▶"
	}
	tl.deadText.Text = txt
	tl.deadText.TextSize = viewText(11)
	ms := tl.deadText.MinSize()
	pad := float32(3)
	// Left of the line when it is near the right edge, else right of it.
	lx := x + 4
	if lx+ms.Width+2*pad > s.Width {
		lx = x - 4 - ms.Width - 2*pad
	}
	lx = max(tl.gutter(), min(lx, s.Width-ms.Width-2*pad))
	y := float32(tlAxis + 2)
	tl.deadBG.Move(fyne.NewPos(lx, y))
	tl.deadBG.Resize(fyne.NewSize(ms.Width+2*pad, ms.Height))
	tl.deadText.Move(fyne.NewPos(lx+pad, y))
	tl.deadBG.Show()
	tl.deadText.Show()
	tl.deadBG.Refresh()
	tl.deadText.Refresh()
}

// stallHatch is the cross-hatch over a CTA that waits (stalled): vermillion
// red, at least 3:1 against the timeline's background and far from every
// task colour (TestStateColoursStandApart).
var stallHatch = color.NRGBA{0xff, 0x30, 0x30, 0xff}

// waitingForever reports that the clock stands on (or past) the deadlock:
// nothing after it will ever run, so "Reveal as it runs" fades nothing
// after the clock; the CTAs waiting there stay at full strength.
func (tl *timeline) waitingForever() bool {
	d := tl.res.Deadlock
	return d != nil && tl.cursor >= d.Time
}
