package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/run"
)

// flowLayout lays its objects out left to right and wraps to a new row when
// the next one does not fit, so toolbars and legends are never cut in a
// narrow window (1024×700). One object may be marked to expand: it takes
// the rest of its row (the playback scrubber).
//
// Fyne asks for a minimum size before it knows the width, so the layout
// remembers the width it was last given; when the number of rows changes it
// asks for one more layout pass (see settleLayout).
type flowLayout struct {
	expand    fyne.CanvasObject
	expandMin float32
	width     float32 // width of the last Layout (0: none yet)
	height    float32 // height of the rows at width
}

// newFlow is a wrapping row of objs; expand (nil or one of objs) fills the
// rest of its row and is at least expandMin wide.
func newFlow(expand fyne.CanvasObject, expandMin float32, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&flowLayout{expand: expand, expandMin: expandMin}, objs...)
}

func (l *flowLayout) itemWidth(o fyne.CanvasObject) float32 {
	w := o.MinSize().Width
	if o == l.expand && w < l.expandMin {
		w = l.expandMin
	}
	return w
}

// rows splits the visible objects into rows that fit width (at least one
// object per row) and returns each row's height.
func (l *flowLayout) rows(objects []fyne.CanvasObject, width float32) (rows [][]fyne.CanvasObject, heights []float32) {
	pad := theme.Padding()
	var row []fyne.CanvasObject
	x, h := float32(0), float32(0)
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		w := l.itemWidth(o)
		if len(row) > 0 && x+pad+w > width {
			rows, heights = append(rows, row), append(heights, h)
			row, x, h = nil, 0, 0
		}
		if len(row) > 0 {
			x += pad
		}
		row = append(row, o)
		x += w
		h = max(h, o.MinSize().Height)
	}
	if len(row) > 0 {
		rows, heights = append(rows, row), append(heights, h)
	}
	return rows, heights
}

func total(heights []float32) float32 {
	h := float32(0)
	for i, v := range heights {
		if i > 0 {
			h += theme.Padding()
		}
		h += v
	}
	return h
}

func (l *flowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	wmax := float32(0)
	for _, o := range objects {
		if o.Visible() {
			wmax = max(wmax, l.itemWidth(o))
		}
	}
	width := l.width
	if width <= 0 {
		width = 1 << 20 // not laid out yet: one row
	}
	_, hs := l.rows(objects, width)
	return fyne.NewSize(wmax, total(hs))
}

func (l *flowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	if size.Width < 40 {
		return // not shown yet (a hidden tab is laid out at zero size)
	}
	l.width = size.Width
	rows, hs := l.rows(objects, size.Width)
	y := float32(0)
	for r, row := range rows {
		used := float32(0)
		for i, o := range row {
			if i > 0 {
				used += pad
			}
			used += l.itemWidth(o)
		}
		x := float32(0)
		for i, o := range row {
			if i > 0 {
				x += pad
			}
			w := l.itemWidth(o)
			if o == l.expand && used < size.Width {
				w += size.Width - used
			}
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w, hs[r]))
			x += w
		}
		y += hs[r] + pad
	}
	if h := total(hs); h != l.height {
		l.height = h
		needRelayout()
	}
}

// relayoutNeeded is set when a wrapping row changed its number of rows: its
// parents must lay out again with its new minimum height. Only the UI
// goroutine touches it.
var relayoutNeeded bool

// relayoutHook is called when a relayout becomes needed (the window
// schedules settleLayout on the UI goroutine; tests call it themselves).
var relayoutHook func()

func needRelayout() {
	if relayoutNeeded {
		return
	}
	relayoutNeeded = true
	if relayoutHook != nil {
		relayoutHook()
	}
}

// settleLayout lays the window out again (top down) until no wrapping row
// changes its height (a few passes at most).
func (wb *workbench) settleLayout() {
	for i := 0; i < 4 && relayoutNeeded; i++ {
		relayoutNeeded = false
		wb.content.Refresh()
		// A tab container does not lay its content out again on Refresh:
		// each tab's content is refreshed (laid out) itself.
		for _, tabs := range []*container.AppTabs{wb.center, wb.bottom} {
			if tabs == nil {
				continue
			}
			for _, it := range tabs.Items {
				if it.Content.Visible() && it.Content.Size().Width > 0 {
					it.Content.Refresh()
				}
			}
		}
	}
	relayoutNeeded = false
}

// setSideVisible shows or hides the side column (files, editor, problems):
// View › Side column, Ctrl+B or the ☰ button in the playback bar. In a
// narrow window hiding it gives the views the whole width.
func (wb *workbench) setSideVisible(on bool) {
	wb.present.sideHidden = !on
	wb.updateHolder()
	wb.prefs().SetBool(prefSideHidden, !on)
}

func (wb *workbench) toggleSide() { wb.setSideVisible(wb.present.sideHidden) }

// unfocusHiddenEditor takes the keyboard from the editor (or the side
// column's find box) when the column is hidden: a hidden editor kept every
// key, so F9, F11 and the playback keys did nothing after an edit in
// lesson 1 until a view was clicked (TestTeachingLessonsAsWritten).
func (wb *workbench) unfocusHiddenEditor() {
	c := wb.win.Canvas()
	switch c.Focused().(type) {
	case *codeEntry, *widget.Entry:
		c.Unfocus()
	}
}

// updateHolder shows the side/right split, or the right-hand views alone in
// presentation mode or with the side column hidden.
func (wb *workbench) updateHolder() {
	p := &wb.present
	if p.holder == nil {
		return
	}
	if p.on || p.sideHidden {
		p.holder.Objects = []fyne.CanvasObject{p.right}
		wb.unfocusHiddenEditor()
	} else {
		p.split.Trailing = p.right
		p.holder.Objects = []fyne.CanvasObject{p.split}
		p.split.Refresh()
	}
	p.holder.Refresh()
}

// statusLayout is the status bar's one row: the reload time, then the
// run's verdict and figures (the message) at their full width whenever the
// window allows, then the simulated time, and at the right the watcher's
// line, the progress bar and Cancel. What does not fit goes (the simulated
// time first: the playback bar shows it too), then the watcher's line and
// the message are shortened with "…" — the message last.
type statusLayout struct {
	s       *statusBar
	measure *widget.Label
}

// naturalWidth is the width a label needs to show text uncut (measured by
// an off-screen label of the same style).
func (l *statusLayout) naturalWidth(text string, style fyne.TextStyle) float32 {
	if text == "" {
		return 0
	}
	if l.measure == nil {
		l.measure = widget.NewLabel("")
	}
	l.measure.TextStyle = style
	l.measure.SetText(text)
	return l.measure.MinSize().Width + 2 // slack: the label truncates at the exact width
}

func (l *statusLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.s.reload.MinSize().Width+120, h)
}

func (l *statusLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	s := l.s
	place := func(o fyne.CanvasObject, x, w float32) {
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
	left := size.Width
	reloadW := min(s.reload.MinSize().Width, left)
	left -= reloadW
	right := size.Width
	if s.cancel.Visible() {
		w := s.cancel.MinSize().Width
		right -= w
		place(s.cancel, right, w)
		left -= w
	}
	if s.bar.Visible() {
		w := min(float32(120), max(left/3, 0))
		right -= w
		place(s.bar, right, w)
		left -= w
	}
	msgW := min(l.naturalWidth(s.message.Text, s.message.TextStyle), max(left, 0))
	left -= msgW
	simW := l.naturalWidth(s.simTime.Text, s.simTime.TextStyle)
	if simW > left {
		simW = 0
	}
	left -= simW
	watchW := min(l.naturalWidth(s.watch.Text, s.watch.TextStyle), max(left, 0))
	if watchW < 60 {
		watchW = 0
	}
	right -= watchW
	place(s.watch, right, watchW)
	place(s.reload, 0, reloadW)
	place(s.message, reloadW, msgW)
	place(s.simTime, reloadW+msgW, simW)
	show := func(o fyne.CanvasObject, on bool) {
		if on && !o.Visible() {
			o.Show()
		} else if !on && o.Visible() {
			o.Hide()
		}
	}
	show(s.simTime, simW > 0)
	show(s.watch, watchW > 0)
}

// relayout lays the status bar out again after a text changed.
func (s *statusBar) relayout() {
	if s.content != nil {
		s.content.Refresh()
	}
}

// dividerStep is how far Ctrl+↓ / Ctrl+↑ move the views' divider.
const dividerStep = 0.15

// moveViewsDivider moves the divider between the framebuffer/viewports and
// the bottom tabs by step (positive: down, the top views larger), between
// 0.15 and 0.85 of the height: Ctrl+↓ / Ctrl+↑ and the View menu, for a
// small projector where the Viewports levels need the room. Where the
// divider can go no further, the next step hides the views beyond it (the
// others take the whole height) and the opposite step brings them back.
func (wb *workbench) moveViewsDivider(step float64) {
	s := wb.rightSplit
	top, bottom := s.Leading, s.Trailing
	// the range the divider can take: 15–85 %, and each side's minimum
	lo, hi := 0.15, 0.85
	if h := float64(s.Size().Height); h > 0 {
		lo = max(lo, float64(top.MinSize().Height)/h)
		hi = min(hi, 1-float64(bottom.MinSize().Height)/h)
	}
	cur := min(max(s.Offset, lo), hi) // where the divider is drawn
	switch {
	case step > 0 && !top.Visible():
		top.Show()
	case step < 0 && !bottom.Visible():
		bottom.Show()
	case step > 0 && cur >= hi-0.01:
		bottom.Hide()
		wb.status.setHint("the bottom views are hidden: Ctrl+Up (View › Bottom views larger) shows them")
	case step < 0 && cur <= lo+0.01:
		top.Hide()
		wb.status.setHint("the framebuffer and viewports are hidden: Ctrl+Down (View › Top views larger) shows them")
	default:
		s.SetOffset(min(max(cur+step, lo), hi))
	}
	s.Refresh()
}

// graphicsState is what the runs so far said about graphics.
type graphicsState int

const (
	graphicsUnknown graphicsState = iota // no run yet
	graphicsOn
	graphicsOff
)

// stripOffset is the divider's place while a workspace draws no frame: the
// framebuffer's tab keeps room for its tabs, toolbar and legend (nothing
// overlaps) and the bottom views get the rest; at least 15 %, at most half.
func (wb *workbench) stripOffset() float64 {
	h := float64(wb.rightSplit.Size().Height)
	if h <= 0 {
		return 0.3 // not laid out yet
	}
	need := float64(wb.center.MinSize().Height) + float64(theme.Padding())
	return min(max(need/h, 0.15), 0.5)
}

// fitGraphics collapses the framebuffer's half when a run draws no frame
// (graphics.enabled = false, as in the continuations example: a
// one-triangle framebuffer took half the window) and gives it back its
// room when a later run draws one. Only a change moves the divider, so
// where the user put it stays.
func (wb *workbench) fitGraphics(r *run.Run) {
	if r == nil || r.Workspace == nil {
		return
	}
	now := graphicsOff
	if r.Workspace.Graphics.Enabled {
		now = graphicsOn
	}
	was := wb.graphics
	wb.graphics = now
	switch {
	case now == was:
	case now == graphicsOff:
		wb.topOffset = wb.rightSplit.Offset
		wb.rightSplit.SetOffset(wb.stripOffset())
	case was == graphicsOff:
		wb.rightSplit.SetOffset(max(wb.topOffset, 0.3))
	}
}
