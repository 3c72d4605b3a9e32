package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// defaultWindowSize is the size the window asks for at first; fitSize
// shrinks it to the screen's work area.
var defaultWindowSize = fyne.NewSize(1500, 940)

// fitSize is want shrunk to the work area (each side at most the area's;
// a zero area leaves want as it is).
func fitSize(want, area fyne.Size) fyne.Size {
	if area.Width > 0 {
		want.Width = min(want.Width, area.Width)
	}
	if area.Height > 0 {
		want.Height = min(want.Height, area.Height)
	}
	return want
}

// fitToScreen shrinks the window to the screen's work area (the screen less
// panels and docks) when it is larger: without a window manager that does
// it, a 1500×940 window on a 1280×720 projector would put the playback and
// status bars off-screen. Called on the UI goroutine once the window is
// shown (the work area is known only then; see screenWorkArea).
func (wb *workbench) fitToScreen() {
	area, ok := screenWorkArea(wb.win)
	if !ok {
		return
	}
	wb.workArea = area
	if s := wb.win.Canvas().Size(); s.Width > area.Width || s.Height > area.Height {
		wb.win.Resize(fitSize(s, area))
	}
}

// loose wraps obj so that its minimum size never grows the window: it asks
// for little room and gives obj all the room it gets, so obj's own layout
// shares it out (a Border keeps its toolbars and legends at the edges and
// gives the view in the middle what is left). The views' halves are wrapped
// this way, so presentation mode's larger text cannot push the playback and
// status bars below a small screen, and Ctrl+↓ / Ctrl+↑ can move the
// divider over the whole range.
func loose(obj fyne.CanvasObject) *fyne.Container {
	return container.New(looseLayout{}, obj)
}

type looseLayout struct{}

func (looseLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(80, 60) }

func (looseLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// singleView is the single-view mode (F9, View › Single view): one view
// gets the whole of the views' area, for a projector.
type singleView int

const (
	singleOff singleView = iota
	singleTimeline
	singleGraph
	singleViewports
	singleUtilization
	singleCP
	singleCount
)

var singleViewNames = [...]string{"off", "SM timeline", "Task graph", "Viewports", "Utilization", "Command processor"}

// singleBottomTab is the bottom tab each single view of a bottom tab shows.
var singleBottomTab = [...]int{singleTimeline: 0, singleGraph: 1, singleUtilization: 2, singleCP: 5}

// setSingleView shows only view v (singleOff: both halves again, in the
// tabs last chosen): the other half of the views is hidden and v's tab
// selected.
func (wb *workbench) setSingleView(v singleView) {
	s := wb.rightSplit
	wb.single = v
	top, bottom := s.Leading, s.Trailing
	top.Show()
	bottom.Show()
	switch v {
	case singleOff:
	case singleViewports:
		bottom.Hide()
		wb.center.SelectIndex(1)
	default: // a bottom tab alone
		top.Hide()
		wb.bottom.SelectIndex(singleBottomTab[v])
	}
	s.Refresh()
	if v != singleOff {
		wb.status.setHint("single view: " + singleViewNames[v] + " — F9 for the next view, back to all views after Command processor")
	} else {
		wb.status.setHint("")
	}
}

// nextSingleView is F9: all views → timeline → task graph → viewports →
// utilization → command processor → all views.
func (wb *workbench) nextSingleView() { wb.setSingleView((wb.single + 1) % singleCount) }
