package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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
	s := wb.win.Canvas().Size()
	if s.Width > area.Width || s.Height > area.Height {
		s = fitSize(s, area)
		wb.win.Resize(s)
	}
	placeInWorkArea(wb.win, s)
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

// setSingleView shows only view v (nil: both halves again, in the tabs last
// chosen): the other half of the views is hidden and v's tab selected.
// The status bar says which single view is on, only while one is.
func (wb *workbench) setSingleView(v view) {
	s := wb.rightSplit
	p, ok := wb.views.find(v)
	if !ok {
		v = nil
	}
	wb.single = v
	top, bottom := s.Leading, s.Trailing
	top.Show()
	bottom.Show()
	switch {
	case v == nil:
	case p.area == areaTop:
		bottom.Hide()
		wb.center.SelectIndex(p.index)
	default: // a bottom tab alone
		top.Hide()
		wb.bottom.SelectIndex(p.index)
	}
	s.Refresh()
	if v != nil {
		cycle := wb.views.cycle()
		last := cycle[len(cycle)-1].v.title()
		wb.status.setHint("single view: " + v.title() + " — F9 for the next view, back to all views after " + last)
	} else {
		wb.status.setHint("")
	}
}

// nextSingleView is F9: all views, then each view of the single-view
// cycle (viewList's f9 order: timeline, task graph, viewports,
// utilization, command processor), then all views again.
func (wb *workbench) nextSingleView() {
	cycle := wb.views.cycle()
	next := 0 // from all views: the first
	for i, p := range cycle {
		if p.v == wb.single {
			next = i + 1
		}
	}
	if next == len(cycle) {
		wb.setSingleView(nil)
		return
	}
	wb.setSingleView(cycle[next].v)
}

// headed lays a view out under its head (tools, legend) and over its foot
// (a caption) as a Border does while the tab has room for all three; in a
// tab shorter than that (Ctrl+↓ squeezing the bottom views, a small screen
// in presentation mode) the head and foot step aside and the view takes the
// tab, so no legend is drawn past the tab's edge, under the playback bar
// (issue 37): the foot first, then the head. Its minimum is a Border's.
func headed(head, foot, body fyne.CanvasObject) *fyne.Container {
	objs := []fyne.CanvasObject{body}
	for _, o := range []fyne.CanvasObject{head, foot} {
		if o != nil {
			objs = append(objs, o)
		}
	}
	return container.New(&headedLayout{head: head, foot: foot, body: body}, objs...)
}

// headedFloor is the least height (units) a headed view keeps before its
// legend steps aside.
const headedFloor = 32

type headedLayout struct {
	head, foot, body fyne.CanvasObject
	stepped          [2]bool // the head, the foot hidden here for want of room
}

func (l *headedLayout) edgeObjects() [2]fyne.CanvasObject {
	return [2]fyne.CanvasObject{l.head, l.foot}
}

// edges are the head's and the foot's heights with their padding (0 where
// absent or hidden by their panel).
func (l *headedLayout) edges() (h [2]float32) {
	for i, o := range l.edgeObjects() {
		if o != nil && (o.Visible() || l.stepped[i]) {
			h[i] = o.MinSize().Height + theme.Padding()
		}
	}
	return h
}

func (l *headedLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	w, h := l.body.MinSize().Width, l.body.MinSize().Height
	for _, o := range l.edgeObjects() {
		if o != nil && o.Visible() {
			w = max(w, o.MinSize().Width)
			h += o.MinSize().Height + theme.Padding()
		}
	}
	return fyne.NewSize(w, h)
}

func (l *headedLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	e := l.edges()
	// The view may shrink to headedFloor before the foot gives way, then
	// the head.
	body := min(l.body.MinSize().Height, headedFloor)
	keep := [2]bool{size.Height >= e[0]+body, size.Height >= e[0]+e[1]+body}
	for i, o := range l.edgeObjects() {
		switch {
		case o == nil:
		case !keep[i] && o.Visible():
			o.Hide()
			l.stepped[i] = true
		case keep[i] && l.stepped[i]:
			o.Show()
			l.stepped[i] = false
		}
		if !keep[i] {
			e[i] = 0
		}
	}
	pad := theme.Padding()
	if l.head != nil && e[0] > 0 {
		l.head.Move(fyne.NewPos(0, 0))
		l.head.Resize(fyne.NewSize(size.Width, e[0]-pad))
	}
	if l.foot != nil && e[1] > 0 {
		l.foot.Move(fyne.NewPos(0, size.Height-e[1]+pad))
		l.foot.Resize(fyne.NewSize(size.Width, e[1]-pad))
	}
	l.body.Move(fyne.NewPos(0, e[0]))
	l.body.Resize(fyne.NewSize(size.Width, max(size.Height-e[0]-e[1], 0)))
}

// atLeastLines wraps o (a scroll) so that it asks for room for n lines of
// the theme's text at least: a split never squeezes it to a sliver that
// cuts its first line in half.
func atLeastLines(o fyne.CanvasObject, n int) *fyne.Container {
	return container.New(linesLayout{n}, o)
}

type linesLayout struct{ n int }

func (l linesLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(m.Width, max(m.Height, float32(l.n)*line+2*theme.InnerPadding()))
}

func (linesLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}
