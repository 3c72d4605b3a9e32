package app

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
)

// kindStyle is how a CTA kind looks: its colour (used when bars are coloured
// by kind, in the legend and as the bar's top band) and its pattern (always).
type kindStyle struct {
	color   color.NRGBA
	pattern pattern
}

// kindStyles gives each scheduler.CTAKind a distinct colour (Okabe–Ito) and a
// distinct pattern, so kinds differ for colour-blind readers and in greyscale.
var kindStyles = map[scheduler.CTAKind]kindStyle{
	scheduler.KindGraphics:     {color.NRGBA{0x56, 0xB4, 0xE9, 0xff}, patSolid},
	scheduler.KindCompute:      {color.NRGBA{0xE6, 0x9F, 0x00, 0xff}, patDiagonal},
	scheduler.KindChild:        {color.NRGBA{0x00, 0x9E, 0x73, 0xff}, patDots},
	scheduler.KindContinuation: {color.NRGBA{0xCC, 0x79, 0xA7, 0xff}, patVertical},
	scheduler.KindEOC:          {color.NRGBA{0xF0, 0xE4, 0x42, 0xff}, patChecker},
}

const (
	tlGutter  = 52 // least width of the SM label column (widget units; gutter)
	tlAxis    = 20 // height of the time axis
	tlMaxBars = 4000
)

// timeline is the SM timeline: one row per SM, each CTA residency a bar in its
// lane, coloured by task (or by kind) and patterned by kind. It zooms (scroll
// wheel, at the cursor) and pans (drag) in time, shows the shared time cursor,
// a hover tooltip, and selects a task on tap. When a row has more visible
// bars than can be drawn legibly it draws the row's occupancy as a density
// strip instead, and returns to bars when zoomed in.
type timeline struct {
	// gutterW is the width the row labels need (layoutRowLabels; gutter).
	gutterW  float32
	deadBG   *canvas.Rectangle // deadlock label background (timeline_deadlock.go)
	deadText *canvas.Text
	widget.BaseWidget

	res    *scheduler.Result
	bySM   [][]int32 // per SM: interval indices sorted by Start
	lane   []uint16  // per interval: lane within its SM row
	lanes  []int     // per SM: number of lanes
	maxDur []int64   // per SM: longest interval
	end    int64
	// colorOf is each TMD's bar colour: the colour of its task group (see
	// taskGroup); kinds differ by pattern.
	colorOf []color.NRGBA
	palette *taskColors // the palette every tab shares (palette.go)
	reveal  bool        // draw what lies after the clock faint (reveal.go)
	groups  []string    // task groups in order of first appearance (legend)

	t0, span float64 // visible time window
	cursor   int64
	selected int // selected TMD, -1 none
	byKind   bool

	hoverText string
	// OnPointer is told when the pointer enters (true) or leaves the view:
	// the panel shows how to use it in the status bar meanwhile.
	OnPointer func(in bool)
	hoverPos  fyne.Position
	pmarks    *preemptMarks // saves, flushes and restores (timeline_partition.go)
	host      *hostRows     // CPU-core rows below the SMs (timeline_host.go)
	density   bool          // last draw used a density view somewhere

	// OnSelectTask is called with the TMD index when a bar is tapped (-1:
	// tapped on empty space).
	OnSelectTask func(tmd int)
	// OnSeek is called with a time when the axis is tapped.
	OnSeek func(t int64)

	raster *canvas.Raster
	labels []*canvas.Text
	ticks  []*canvas.Text
	timelineExtras
	tipBG *canvas.Rectangle
	tip   *canvas.Text
	// tipMore are the tooltip's further lines: a long explanation wraps
	// to the view's width (tooltip.go).
	tipMore []*canvas.Text
}

// newTimeline returns an empty timeline.
func newTimeline() *timeline {
	tl := &timeline{selected: -1, span: 1}
	tl.raster = canvas.NewRaster(tl.draw)
	tl.raster.ScaleMode = canvas.ImageScalePixels
	tl.tipBG = canvas.NewRectangle(color.NRGBA{0x20, 0x20, 0x20, 0xe8})
	tl.tip = canvas.NewText("", color.White)
	tl.tip.TextSize = 12
	tl.tipBG.Hide()
	tl.newDeadlockLabel()
	tl.newExtras()
	tl.tip.Hide()
	tl.ExtendBaseWidget(tl)
	return tl
}

// SetResult shows r (nil clears). The visible window is reset to the whole
// run unless the run's length is unchanged (a reload keeps the view).
func (tl *timeline) SetResult(r *scheduler.Result) {
	keep := tl.res != nil && r != nil && max(r.Makespan, 1, tl.hostEnd()) == tl.end
	tl.res = r
	tl.bySM, tl.lane, tl.lanes, tl.maxDur = nil, nil, nil, nil
	tl.colorOf, tl.groups = nil, nil
	tl.end = 0
	if r != nil {
		tl.assignColors(r)
		tl.end = max(r.Makespan, 1, tl.hostEnd())
		if r.Deadlock != nil {
			// Show the CTAs that never ended running on past the deadlock.
			tl.end += max(tl.end/8, 1)
		}
		n := max(r.Machine.SMs, 1)
		for _, iv := range r.Intervals {
			n = max(n, iv.SM+1)
		}
		tl.bySM = make([][]int32, n)
		tl.lanes = make([]int, n)
		tl.maxDur = make([]int64, n)
		tl.lane = make([]uint16, len(r.Intervals))
		laneEnd := make([][]int64, n) // per SM: end time of each lane's last bar
		for i, iv := range r.Intervals {
			if iv.SM < 0 {
				continue
			}
			tl.bySM[iv.SM] = append(tl.bySM[iv.SM], int32(i))
			e := tl.endOf(iv)
			tl.maxDur[iv.SM] = max(tl.maxDur[iv.SM], e-iv.Start)
			// Greedy interval partitioning: the lowest lane free at Start.
			// Intervals arrive sorted by Start, so this is optimal.
			le := laneEnd[iv.SM]
			l := -1
			for k, end := range le {
				if end <= iv.Start {
					l = k
					break
				}
			}
			if l < 0 {
				l = len(le)
				le = append(le, 0)
			}
			le[l] = e
			laneEnd[iv.SM] = le
			if l > math.MaxUint16 {
				l = math.MaxUint16
			}
			tl.lane[i] = uint16(l)
		}
		for sm := range tl.lanes {
			tl.lanes[sm] = max(1, len(laneEnd[sm]))
		}
	}
	if !keep {
		tl.t0, tl.span = 0, float64(max(tl.end, 1))
	}
	if tl.selected >= 0 && (r == nil || tl.selected >= len(r.TMDs)) {
		tl.selected = -1
	}
	tl.hoverText = ""
	tl.Refresh()
}

func (tl *timeline) endOf(iv scheduler.Interval) int64 {
	if iv.End < 0 {
		return max(tl.end, iv.Start)
	}
	return iv.End
}

// SetTime moves the time cursor.
func (tl *timeline) SetTime(t int64) {
	if t == tl.cursor {
		return
	}
	tl.cursor = t
	tl.raster.Refresh()
	if tl.reveal {
		tl.layoutBarLabels(tl.Size()) // names appear with their bars
	}
	tl.layoutClockMarker(tl.Size())
}

// SetSelected highlights TMD i's bars (-1: none).
func (tl *timeline) SetSelected(i int) { tl.selected = i; tl.raster.Refresh() }

// Selected returns the selected TMD (-1: none).
func (tl *timeline) Selected() int { return tl.selected }

// SetColorByKind colours bars by CTA kind instead of by task.
func (tl *timeline) SetColorByKind(b bool) { tl.byKind = b; tl.raster.Refresh() }

// Window returns the visible time window [start, end).
func (tl *timeline) Window() (float64, float64) { return tl.t0, tl.t0 + tl.span }

// SetWindow shows [start, end), clamped to the run.
func (tl *timeline) SetWindow(start, end float64) {
	tl.span = end - start
	tl.t0 = start
	tl.clampWindow()
	tl.Refresh()
}

// DensityShown tells whether the last drawing used the density view.
func (tl *timeline) DensityShown() bool { return tl.density }

// HoverText is the tooltip text shown now ("" none).
func (tl *timeline) HoverText() string { return tl.hoverText }

func (tl *timeline) clampWindow() {
	end := float64(max(tl.end, 1))
	minSpan := math.Min(20, end)
	if tl.span < minSpan {
		tl.span = minSpan
	}
	if tl.span > end {
		tl.span = end
	}
	if tl.t0 < 0 {
		tl.t0 = 0
	}
	if tl.t0+tl.span > end {
		tl.t0 = end - tl.span
	}
}

// plotWidth is the width of the bar area in widget units.
func (tl *timeline) plotWidth() float32 { return max(tl.Size().Width-tl.gutter(), 1) }

// timeAt maps a widget x to a time.
func (tl *timeline) timeAt(x float32) float64 {
	return tl.t0 + float64(x-tl.gutter())/float64(tl.plotWidth())*tl.span
}

// Scrolled zooms in time at the cursor.
func (tl *timeline) Scrolled(e *fyne.ScrollEvent) {
	if tl.res == nil || e.Scrolled.DY == 0 {
		return
	}
	at := tl.timeAt(max(e.Position.X, tl.gutter()))
	f := math.Pow(1.25, -float64(e.Scrolled.DY)/10)
	frac := (at - tl.t0) / tl.span
	tl.span *= f
	tl.clampWindow()
	tl.t0 = at - frac*tl.span
	tl.clampWindow()
	tl.Refresh()
}

// Dragged pans in time.
func (tl *timeline) Dragged(e *fyne.DragEvent) {
	if tl.res == nil {
		return
	}
	tl.t0 -= float64(e.Dragged.DX) / float64(tl.plotWidth()) * tl.span
	tl.clampWindow()
	tl.hoverText = "" // the pointer may leave while dragging (no MouseOut then)
	tl.Refresh()
}

// DragEnd completes a pan.
func (tl *timeline) DragEnd() {}

// Tapped selects the task under the pointer, or seeks when the axis is tapped.
func (tl *timeline) Tapped(e *fyne.PointEvent) {
	if tl.res == nil {
		return
	}
	if e.Position.Y < tlAxis && e.Position.X >= tl.gutter() {
		if tl.OnSeek != nil {
			tl.OnSeek(int64(math.Round(tl.timeAt(e.Position.X))))
		}
		return
	}
	sel := -1
	if i := tl.intervalAt(e.Position); i >= 0 {
		sel = tl.res.Intervals[i].Task
		if why := tl.explainPreemption(i); why != "" {
			// Tapping a saved, flushed or restored CTA explains the decision.
			tl.hoverText, tl.hoverPos = tl.res.TMDs[sel].Name+why, e.Position
			tl.updateTip()
		}
	}
	tl.selected = sel
	tl.raster.Refresh()
	if tl.OnSelectTask != nil {
		tl.OnSelectTask(sel)
	}
}

// MouseIn starts the tooltip.
func (tl *timeline) MouseIn(e *desktop.MouseEvent) {
	if tl.OnPointer != nil {
		tl.OnPointer(true)
	}
	tl.MouseMoved(e)
}

// MouseMoved updates the tooltip for the bar under the pointer.
func (tl *timeline) MouseMoved(e *desktop.MouseEvent) {
	txt := ""
	if i := tl.intervalAt(e.Position); i >= 0 {
		iv := tl.res.Intervals[i]
		name := fmt.Sprintf("TMD %d", iv.Task)
		if iv.Task >= 0 && iv.Task < len(tl.res.TMDs) {
			name = tl.res.TMDs[iv.Task].Name
			if c := tl.res.TMDs[iv.Task].Context; c != "" {
				name = "context " + c + ": " + name
			}
		}
		end := "never ended"
		if iv.End >= 0 {
			end = fmt.Sprintf("%d (%d cycles)", iv.End, iv.End-iv.Start)
		}
		txt = fmt.Sprintf("%s · CTA %d · %s · SM %d · %d – %s", name, iv.CTA, iv.Kind, iv.SM, iv.Start, end)
		if iv.Stall != scheduler.StallNone {
			txt += fmt.Sprintf(" · stalled (%s) from %d", iv.Stall, iv.StallStart)
		}
		txt += tl.explainPreemption(i)
	} else if txt = tl.hostTip(e.Position); txt == "" {
		txt = tl.machineTip(e.Position)
	}
	tl.hoverText = txt
	tl.hoverPos = e.Position
	tl.updateTip()
}

// MouseOut hides the tooltip.
func (tl *timeline) MouseOut() {
	tl.hoverText = ""
	tl.updateTip()
	if tl.OnPointer != nil {
		tl.OnPointer(false)
	}
}

func (tl *timeline) updateTip() {
	if tl.hoverText == "" {
		if tl.tip.Visible() {
			tl.tip.Hide()
			for _, t := range tl.tipMore {
				t.Hide()
			}
			tl.tipBG.Hide()
			canvas.Refresh(tl)
		}
		return
	}
	tl.tipBG.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	tl.tipBG.StrokeColor = theme.Color(theme.ColorNameForeground)
	tl.tipBG.StrokeWidth = 1
	ts := tl.layoutTipLines()
	p := tl.hoverPos.Add(fyne.NewPos(12, 14))
	s := tl.Size()
	if p.X+ts.Width+8 > s.Width {
		p.X = max(0, s.Width-ts.Width-8)
	}
	if p.Y+ts.Height+4 > s.Height {
		p.Y = max(0, tl.hoverPos.Y-ts.Height-8)
	}
	tl.tipBG.Show()
	tl.tipBG.Move(p)
	tl.tipBG.Resize(fyne.NewSize(ts.Width+8, ts.Height+4))
	tl.placeTipLines(p.Add(fyne.NewPos(4, 2)))
	// Refresh through the widget: objects that were hidden until now are not
	// yet known to the window's canvas, so refreshing them alone may not
	// repaint anything.
	canvas.Refresh(tl)
}

// rowGeometry returns, in widget units, the row height.
func (tl *timeline) rowHeight() float32 {
	n := max(len(tl.bySM)+tl.hostRowCount(), 1)
	return max((tl.Size().Height-tlAxis)/float32(n), 1)
}

// intervalAt finds the interval drawn under widget position p (-1 none).
func (tl *timeline) intervalAt(p fyne.Position) int {
	if tl.res == nil || p.X < tl.gutter() || p.Y < tlAxis {
		return -1
	}
	rh := tl.rowHeight()
	sm := int((p.Y - tlAxis) / rh)
	if sm < 0 || sm >= len(tl.bySM) {
		return -1
	}
	inner := rh - 2
	lane := int((p.Y - tlAxis - float32(sm)*rh - 1) / inner * float32(tl.lanes[sm]))
	t := tl.timeAt(p.X)
	ids := tl.bySM[sm]
	// Candidates start in (t - maxDur, t].
	lo := sort.Search(len(ids), func(k int) bool {
		return float64(tl.res.Intervals[ids[k]].Start) > t-float64(tl.maxDur[sm])-1
	})
	best := -1
	for k := lo; k < len(ids) && float64(tl.res.Intervals[ids[k]].Start) <= t; k++ {
		iv := tl.res.Intervals[ids[k]]
		if float64(tl.endOf(iv)) < t {
			continue
		}
		if int(tl.lane[ids[k]]) == lane {
			return int(ids[k])
		}
		if best < 0 {
			best = int(ids[k]) // lanes too thin to aim at: any bar at t
		}
	}
	if tl.lanes[sm] > 1 && inner/float32(tl.lanes[sm]) < 3 {
		return best
	}
	return -1
}

// CreateRenderer draws bars and the axis into one raster, with text on top.
func (tl *timeline) CreateRenderer() fyne.WidgetRenderer { return &timelineRenderer{tl: tl} }

type timelineRenderer struct{ tl *timeline }

func (r *timelineRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 100) }
func (r *timelineRenderer) Destroy()           {}

func (r *timelineRenderer) Layout(s fyne.Size) {
	tl := r.tl
	tl.raster.Resize(s)
	tl.clampWindow()
	r.layoutText(s)
}

func (r *timelineRenderer) layoutText(s fyne.Size) {
	tl := r.tl
	fg := panelText // the timeline is drawn dark in both themes
	r.layoutRowLabels()
	// Axis tick labels.
	step := niceStep(tl.span / float64(max(1, int(tl.plotWidth()/110))))
	first := math.Ceil(tl.t0/step) * step
	n := 0
	for t := first; t <= tl.t0+tl.span && n < 40; t += step {
		if n >= len(tl.ticks) {
			tx := canvas.NewText("", fg)
			tl.ticks = append(tl.ticks, tx)
		}
		tx := tl.ticks[n]
		tx.TextSize = axisLabelSize()
		tx.Text = timeTick(t, n == 0)
		tx.Color = fg
		x := tl.gutter() + float32((t-tl.t0)/tl.span)*tl.plotWidth()
		tx.Move(fyne.NewPos(x+2, 2))
		if x+2+tx.MinSize().Width > s.Width {
			tx.Hide()
			n++
			continue
		}
		tx.Show()
		tx.Refresh()
		n++
	}
	for ; n < len(tl.ticks); n++ {
		tl.ticks[n].Hide()
	}
	tl.layoutDeadlock(s)
	tl.layoutWaiting(s)
	tl.layoutBarLabels(s)
	tl.layoutClockMarker(s)
}

func (r *timelineRenderer) Objects() []fyne.CanvasObject {
	tl := r.tl
	objs := []fyne.CanvasObject{tl.raster}
	for _, l := range tl.labels {
		objs = append(objs, l)
	}
	for _, t := range tl.ticks {
		objs = append(objs, t)
	}
	objs = append(objs, tl.extraObjects()...)
	if tl.deadBG != nil {
		objs = append(objs, tl.deadBG, tl.deadText)
	}
	objs = append(objs, tl.tipBG, tl.tip)
	for _, t := range tl.tipMore {
		objs = append(objs, t)
	}
	return objs
}

func (r *timelineRenderer) Refresh() {
	r.layoutText(r.tl.Size())
	r.tl.raster.Refresh()
	r.tl.updateTip()
}

// niceStep rounds a raw tick step up to 1, 2 or 5 × 10^k.
func niceStep(raw float64) float64 {
	if raw <= 1 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}

var (
	tlBG      = color.NRGBA{0x26, 0x27, 0x2b, 0xff}
	tlRowAlt  = color.NRGBA{0x2e, 0x2f, 0x34, 0xff}
	tlAxisBG  = color.NRGBA{0x1c, 0x1d, 0x20, 0xff}
	tlTick    = color.NRGBA{0x70, 0x70, 0x78, 0xff}
	tlCursor  = color.NRGBA{0xff, 0x33, 0x33, 0xff}
	tlSelEdge = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

// draw renders the timeline at w×h device pixels. It only visits bars that
// start inside the visible window (binary search per SM), and switches a row
// to a density strip when its visible bars outnumber what can be drawn.
func (tl *timeline) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, tlBG)
	ws := tl.Size()
	scale := float64(1)
	if ws.Width > 0 {
		scale = float64(w) / float64(ws.Width)
	}
	f := tlFrame{img: img, w: w, h: h, gx: int(float64(tl.gutter()) * scale), ay: int(tlAxis * scale)}
	fillRect(img, image.Rect(0, 0, w, f.ay), tlAxisBG)
	f.pw = w - f.gx
	if tl.res == nil || f.pw <= 0 || len(tl.bySM) == 0 {
		tl.density = false
		return img
	}
	f.dt = tl.span / float64(f.pw) // time per device pixel
	f.t0, f.t1 = tl.t0, tl.t0+tl.span
	f.rh = float64(h-f.ay) / float64(len(tl.bySM)+tl.hostRowCount())
	tl.drawTicks(f, scale)
	tl.density = false
	occ := make([]float64, f.pw+2)
	for sm := range tl.bySM {
		tl.drawRow(f, sm, occ)
	}
	tl.drawHost(img, f.gx, f.ay, f.rh, f.dt, w)
	tl.drawSwitches(img, f.gx, f.ay, f.t0, f.t1, f.dt)
	tl.drawClockAndDeadlock(f)
	return img
}

// tlFrame is one drawing of the timeline: the image, its gutter and axis
// (device pixels), the plot's width, the time window and time per pixel,
// and the rows' height.
type tlFrame struct {
	img            *image.RGBA
	w, h, gx, ay   int
	pw             int
	dt, t0, t1, rh float64
}

// drawTicks draws the time axis's ticks and their faint lines down the
// plot.
func (tl *timeline) drawTicks(f tlFrame, scale float64) {
	step := niceStep(tl.span / float64(max(1, int(float64(f.pw)/scale/110))))
	for t := math.Ceil(f.t0/step) * step; t <= f.t1; t += step {
		x := f.gx + int((t-f.t0)/f.dt)
		line(f.img, x, f.ay-6, x, f.ay-1, tlTick)
		for y := f.ay; y < f.h; y += 3 {
			blendPix(f.img, x, y, tlTick, 0.35)
		}
	}
}

// drawRow draws SM sm's row: its bars, or a density strip where they are
// too many to draw one by one.
func (tl *timeline) drawRow(f tlFrame, sm int, occ []float64) {
	ids := tl.bySM[sm]
	y0 := f.ay + int(float64(sm)*f.rh)
	y1 := f.ay + int(float64(sm+1)*f.rh)
	if sm%2 == 1 {
		fillRect(f.img, image.Rect(f.gx, y0, f.w, y1), tlRowAlt)
	}
	inner := max(y1-y0-2, 1)
	lanes := tl.lanes[sm]
	lo := sort.Search(len(ids), func(k int) bool {
		return float64(tl.res.Intervals[ids[k]].Start) > f.t0-float64(tl.maxDur[sm])-1
	})
	hi := sort.Search(len(ids), func(k int) bool { return float64(tl.res.Intervals[ids[k]].Start) >= f.t1 })
	visible := hi - lo
	laneH := float64(inner) / float64(lanes)
	if visible > tlMaxBars/len(tl.bySM)+1 && float64(visible)/float64(lanes) > float64(f.pw)/3 || laneH < 1 && visible > f.pw {
		tl.density = true
		tl.drawDensity(f.img, ids[lo:hi], f.gx, y0+1, inner, lanes, f.dt, occ)
		return
	}
	for _, id := range ids[lo:hi] {
		tl.drawBar(f, id, y0, laneH)
	}
}

// barColor is interval iv's fill: its task's colour (or its kind's with
// "Colour by kind"), dimmed when another task is selected.
func (tl *timeline) barColor(iv scheduler.Interval) color.NRGBA {
	c := noTask
	if iv.Task >= 0 && iv.Task < len(tl.colorOf) {
		c = tl.colorOf[iv.Task]
	}
	if tl.byKind {
		c = kindStyles[iv.Kind].color
	}
	if tl.selected >= 0 && iv.Task != tl.selected {
		c = blend(c, tlBG, 0.65)
	}
	return c
}

// drawBar draws interval id in its lane of the row starting at y0.
func (tl *timeline) drawBar(f tlFrame, id int32, y0 int, laneH float64) {
	iv := tl.res.Intervals[id]
	e := float64(tl.endOf(iv))
	if e < f.t0 {
		return
	}
	xa := f.gx + int(math.Floor((float64(iv.Start)-f.t0)/f.dt))
	xb := f.gx + int(math.Ceil((e-f.t0)/f.dt))
	if xb <= xa {
		xb = xa + 1
	}
	xa = max(xa, f.gx)
	l := int(tl.lane[id])
	ya := y0 + 1 + int(float64(l)*laneH)
	yb := y0 + 1 + int(float64(l+1)*laneH)
	if yb <= ya {
		yb = ya + 1
	}
	ks := kindStyles[iv.Kind]
	r := image.Rect(xa, ya, xb, yb)
	fillPattern(f.img, r, tl.barColor(iv), ks.pattern)
	if yb-ya >= 6 && xb-xa >= 3 {
		// The kind's colour as a band along the top, and a thin gap
		// between neighbouring bars.
		fillRect(f.img, image.Rect(xa, ya, xb, ya+2), ks.color)
		if xb-xa >= 4 {
			// A dark gap before each bar so back-to-back CTAs stay apart.
			fillRect(f.img, image.Rect(xa, ya, xa+1, yb), tlBG)
		}
	}
	if iv.Stall != scheduler.StallNone && iv.StallStart >= 0 {
		tl.drawStall(f, iv, r, e)
	}
	tl.drawPreemption(f.img, int(id), r, f.gx, f.t0, f.dt)
	if sel := tl.selected; sel >= 0 && iv.Task == sel && yb-ya >= 3 {
		rectOutline(f.img, r, tlSelEdge)
	}
}

// drawStall cross-hatches the stalled part of bar r (interval iv, drawn
// up to e).
func (tl *timeline) drawStall(f tlFrame, iv scheduler.Interval, r image.Rectangle, e float64) {
	se := float64(iv.StallEnd)
	if iv.StallEnd < 0 {
		se = e
	}
	if tl.res.Deadlock != nil && iv.End < 0 && iv.StallStart >= tl.res.Deadlock.Time {
		// Stalled at the deadlock: show it from where it began waiting.
		se = e
	}
	sa := f.gx + int((float64(iv.StallStart)-f.t0)/f.dt)
	sb := f.gx + int(math.Ceil((se-f.t0)/f.dt))
	sr := image.Rect(max(sa, f.gx), r.Min.Y, sb, r.Max.Y).Intersect(r)
	for y := sr.Min.Y; y < sr.Max.Y; y++ {
		for x := sr.Min.X; x < sr.Max.X; x++ {
			if patternOn(patCross, x, y) {
				setPix(f.img, x, y, stallHatch)
			}
		}
	}
}

// drawClockAndDeadlock fades what lies after the clock while revealing as
// it runs, and draws the clock line and the deadlock's dashed line.
func (tl *timeline) drawClockAndDeadlock(f tlFrame) {
	img, gx, ay, t0, t1, dt := f.img, f.gx, f.ay, f.t0, f.t1, f.dt
	if tl.reveal && !tl.waitingForever() {
		if c := float64(tl.cursor); c < t1 {
			fadeRect(img, image.Rect(max(gx+int((c-t0)/dt), gx), ay, f.w, f.h), tlBG, revealFade)
		}
	}
	// Time cursor, under the deadlock line so the deadlock stays visible
	// when the clock stops on it.
	if c := float64(tl.cursor); c >= t0 && c <= t1 {
		x := gx + int((c-t0)/dt)
		fillRect(img, image.Rect(x-1, 0, x+1, f.h), tlCursor)
	}
	// The deadlock: a wide dashed vertical line where progress stopped
	// (labelled in layoutText).
	if d := tl.res.Deadlock; d != nil {
		if dt0 := float64(d.Time); dt0 >= t0 && dt0 <= t1 {
			x := gx + int((dt0-t0)/dt)
			for y := ay; y < f.h; y++ {
				if (y/6)%3 != 2 {
					fillRect(img, image.Rect(x-2, y, x+2, y+1), cmpViolation)
				}
			}
		}
	}
}

// drawDensity draws one SM row as occupancy per pixel column: the fraction of
// the row's lanes busy, averaged over the column's time span, as a heat ramp.
// Each interval costs O(1): a difference array adds its full columns, and its
// partial end columns are added directly.
func (tl *timeline) drawDensity(img *image.RGBA, ids []int32, gx, y0, hgt, lanes int, dt float64, occ []float64) {
	pw := len(occ) - 2
	for i := range occ {
		occ[i] = 0
	}
	diff := make([]float64, pw+2)
	t0 := tl.t0
	for _, id := range ids {
		iv := tl.res.Intervals[id]
		a := (float64(iv.Start) - t0) / dt
		b := (float64(tl.endOf(iv)) - t0) / dt
		if b <= 0 || a >= float64(pw) {
			continue
		}
		a = math.Max(a, 0)
		b = math.Min(b, float64(pw))
		ca, cb := int(a), int(b)
		if ca == cb {
			occ[ca] += b - a
			continue
		}
		occ[ca] += float64(ca+1) - a
		if cb < pw {
			occ[cb] += b - float64(cb)
		}
		if ca+1 < cb {
			diff[ca+1]++
			diff[cb]--
		}
	}
	run := 0.0
	for x := 0; x < pw; x++ {
		run += diff[x]
		v := (occ[x] + run) / float64(lanes)
		if v <= 0.0001 {
			continue
		}
		c := heat(0.15 + 0.85*v)
		fillRect(img, image.Rect(gx+x, y0, gx+x+1, y0+hgt), c)
	}
}
