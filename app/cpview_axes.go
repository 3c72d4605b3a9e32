package app

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The command-processor strip's text: each context's name left of its row,
// the time in cycles under the strip and each operation's letter (A, B, …
// as in the operation lists) on its processed, replayed, skipped or
// scheduled step where the step is wide enough; all in text that grows
// with presentation mode (13 px, 17.6 px: viewText).
const (
	cpAxisText  = 11 // px before uiScale
	cpTickSpace = 90 // time labels at least this far apart (units before uiScale)
)

// cpGeom is where the strip's parts lie in the widget (units).
type cpGeom struct {
	names float32       // width of the names column
	plot  fyne.Position // the raster's place
	size  fyne.Size     // the raster's size
	strip float32       // width of the strip inside the raster (the ring is right of it)
	rowH  float32       // height of a context's row
	ts    float32       // text size
	nrows int
	axisH float32 // height of the time axis under the raster
	scale float32 // device pixels per unit
}

// cpRenderer lays the strip's raster out right of the context names and
// above the time axis, and places the names, time labels and letters.
type cpRenderer struct {
	v       *cpView
	bg      *canvas.Rectangle
	names   []*canvas.Text
	times   []*canvas.Text
	letters []*canvas.Text
}

func newCPRenderer(v *cpView) *cpRenderer {
	return &cpRenderer{v: v, bg: canvas.NewRectangle(color.NRGBA{0x1c, 0x1c, 0x20, 0xff})}
}

// poolText returns the i-th text of *pool, creating it.
func poolText(pool *[]*canvas.Text, i int) *canvas.Text {
	for len(*pool) <= i {
		*pool = append(*pool, canvas.NewText("", panelText))
	}
	return (*pool)[i]
}

func (r *cpRenderer) geom(size fyne.Size) cpGeom {
	g := cpGeom{ts: viewText(cpAxisText), scale: 1}
	if c := fyne.CurrentApp().Driver().CanvasForObject(r.v); c != nil && c.Scale() > 0 {
		g.scale = c.Scale()
	}
	if v := r.v; v.run != nil && v.run.Workload.Commands != nil {
		for _, c := range v.run.Workload.Commands.Contexts {
			g.names = max(g.names, fyne.MeasureText(c.Name, g.ts, fyne.TextStyle{Bold: true}).Width+8)
		}
		g.nrows = len(v.run.Workload.Commands.Contexts)
	}
	g.axisH = g.ts*1.3 + 2
	g.plot = fyne.NewPos(g.names, 0)
	g.size = fyne.NewSize(max(size.Width-g.names, 1), max(size.Height-g.axisH, 1))
	// As draw lays it out, in device pixels: the ring right of the strip.
	w, h := int(g.size.Width*g.scale), int(g.size.Height*g.scale)
	ringW := min(h, w/3)
	g.strip = float32(w-ringW-8) / g.scale
	g.rowH = g.size.Height / float32(max(g.nrows, 1))
	return g
}

func (r *cpRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	g := r.geom(size)
	r.v.raster.Move(g.plot)
	r.v.raster.Resize(g.size)
	v := r.v
	nNames, nTimes, nLetters := 0, 0, 0
	defer func() {
		for _, pool := range []struct {
			p []*canvas.Text
			n int
		}{{r.names, nNames}, {r.times, nTimes}, {r.letters, nLetters}} {
			for _, t := range pool.p[pool.n:] {
				t.Hide()
			}
			// Texts are not clipped to the widget: one that would stick
			// out of a view given less than its minimum is left out.
			hideOutside(pool.p[:pool.n], size)
		}
	}()
	if v.run == nil || v.run.Result == nil || v.run.Result.Commands == nil || v.run.Workload.Commands == nil || g.strip < 20 {
		return
	}
	res := v.run.Result
	cmds := v.run.Workload.Commands
	span := float64(max(res.Makespan, 1))
	// Pixel-exact with draw: x(t) = t*tw/span device pixels.
	tw := g.strip * g.scale
	xOf := func(t int64) float32 { return g.plot.X + float32(math.Floor(float64(t)*float64(tw)/span))/g.scale }
	for ci, c := range cmds.Contexts {
		tx := poolText(&r.names, nNames)
		nNames++
		tx.Text, tx.TextSize, tx.TextStyle, tx.Color = c.Name, g.ts, fyne.TextStyle{Bold: true}, panelText
		y := float32(ci)*g.rowH + g.rowH/4 - g.ts*0.65
		tx.Move(fyne.NewPos(2, max(y, float32(ci)*g.rowH)))
		tx.Resize(fyne.NewSize(g.names-4, g.ts*1.3))
		tx.Show()
		tx.Refresh()
	}
	// Operation letters on the steps, in the band (the upper part of each
	// row) when it is tall enough.
	lastEnd := make([]float32, len(cmds.Contexts))
	for i := range lastEnd {
		lastEnd[i] = -1e9
	}
	for _, st := range res.Commands.Steps {
		ci := int(st.Context)
		if ci >= len(cmds.Contexts) || int(st.Op) >= len(cmds.Contexts[ci].Stream.Ops) {
			continue
		}
		label := cmds.Contexts[ci].Stream.Ops[st.Op].Label
		bandTop := float32(ci)*g.rowH + 2/g.scale
		bandH := cpBandH(g.rowH) - 2/g.scale
		if label == "" || bandH < g.ts*1.1 || (v.reveal && st.T > v.t) {
			continue
		}
		// Centred on its step, over its neighbours when the step is
		// narrow, but never over the letter before it.
		x0, x1 := xOf(st.T), xOf(max(st.End, st.T+1))
		lw := fyne.MeasureText(label, g.ts, fyne.TextStyle{Bold: true}).Width
		lx := max((x0+x1-lw)/2, g.plot.X)
		if lx < lastEnd[ci]+2 || lx+lw > g.plot.X+g.strip {
			continue
		}
		lastEnd[ci] = lx + lw
		tx := poolText(&r.letters, nLetters)
		nLetters++
		tx.Text, tx.TextSize, tx.TextStyle = label, g.ts, fyne.TextStyle{Bold: true}
		tx.Color = color.NRGBA{0x10, 0x10, 0x10, 0xff}
		tx.Move(fyne.NewPos(lx, bandTop+(bandH-g.ts*1.3)/2))
		tx.Resize(fyne.NewSize(lw, g.ts*1.3))
		tx.Show()
		tx.Refresh()
	}
	// Time labels at round steps under the strip.
	step := niceStep(span / float64(max(1, int(g.strip/(cpTickSpace*uiScale)))))
	for t := 0.0; t <= span; t += step {
		tx := poolText(&r.times, nTimes)
		nTimes++
		tx.Text, tx.TextSize, tx.Color = timeTick(t, t == 0), g.ts, panelText
		w := fyne.MeasureText(tx.Text, g.ts, tx.TextStyle).Width
		x := xOf(int64(t)) - w/2
		x = max(g.plot.X, min(x, g.plot.X+g.strip-w))
		tx.Move(fyne.NewPos(x, g.size.Height+1))
		tx.Resize(fyne.NewSize(w, g.ts*1.3))
		tx.Show()
		tx.Refresh()
	}
}

// MinSize gives each context a row whose band is tall enough for its
// letters, and the time axis its line.
func (r *cpRenderer) MinSize() fyne.Size {
	ts := viewText(cpAxisText)
	rows := 1
	if v := r.v; v.run != nil && v.run.Workload.Commands != nil {
		rows = max(1, len(v.run.Workload.Commands.Contexts))
	}
	return fyne.NewSize(200, float32(rows)*(ts*1.1+2)*5/3+ts*1.3+2)
}

func (r *cpRenderer) Refresh() {
	r.Layout(r.v.Size())
	r.v.raster.Refresh()
	canvas.Refresh(r.v)
}

func (r *cpRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.v.raster}
	for _, pool := range [][]*canvas.Text{r.names, r.times, r.letters} {
		for _, t := range pool {
			objs = append(objs, t)
		}
	}
	return objs
}

func (r *cpRenderer) Destroy() {}

// lineSwatch is a legend entry for a line: solid (dash 0) or dotted.
func lineSwatch(c color.NRGBA, dash int, label string) fyne.CanvasObject {
	img := image.NewRGBA(image.Rect(0, 0, 36, 12))
	fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
	if dash == 0 {
		line(img, 2, 6, 33, 6, c)
		line(img, 2, 5, 33, 5, c)
	} else {
		for x := 2; x < 34; x += 2 * dash {
			fillRect(img, image.Rect(x, 5, x+dash, 7), c)
		}
	}
	return newSwatch(img, 36, 12, label)
}

// sweepRenderer lays the spacing chart's raster out between its latency
// axis (left, cycles), its replayed axis (right, operations) and its
// spacing axis (below, one label per spacing swept).
type sweepRenderer struct {
	c      *sweepChart
	bg     *canvas.Rectangle
	texts  []*canvas.Text
	shown  int
	plotAt fyne.Position
}

func newSweepRenderer(c *sweepChart) *sweepRenderer {
	return &sweepRenderer{c: c, bg: canvas.NewRectangle(color.NRGBA{0x1c, 0x1c, 0x20, 0xff})}
}

func (r *sweepRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	ts := viewText(cpAxisText)
	lineH := ts * 1.3
	maxLat, maxRep, maxSp := sweepTops(r.c.rows)
	left := fyne.MeasureText(fmt.Sprintf("%.0f", maxLat), ts, fyne.TextStyle{}).Width + 6
	right := fyne.MeasureText(fmt.Sprint(maxRep), ts, fyne.TextStyle{}).Width + 6
	plot := fyne.NewSize(max(size.Width-left-right, 1), max(size.Height-lineH-2, 1))
	r.plotAt = fyne.NewPos(left, 0)
	r.c.raster.Move(r.plotAt)
	r.c.raster.Resize(plot)
	r.shown = 0
	if len(r.c.rows) > 0 {
		scale := float32(1)
		if cv := fyne.CurrentApp().Driver().CanvasForObject(r.c); cv != nil && cv.Scale() > 0 {
			scale = cv.Scale()
		}
		pad := sweepPad / scale
		place := func(text string, x, y float32, align fyne.TextAlign) {
			tx := poolText(&r.texts, r.shown)
			r.shown++
			tx.Text, tx.TextSize, tx.Color, tx.Alignment = text, ts, panelText, fyne.TextAlignLeading
			w := fyne.MeasureText(text, ts, tx.TextStyle).Width
			switch align {
			case fyne.TextAlignTrailing:
				x -= w
			case fyne.TextAlignCenter:
				x -= w / 2
			}
			tx.Move(fyne.NewPos(max(0, min(x, size.Width-w)), max(0, min(y, size.Height-lineH))))
			tx.Resize(fyne.NewSize(w, lineH))
			tx.Show()
			tx.Refresh()
		}
		// Latency (left) and replayed operations (right): 0 and the top.
		top, bottom := pad, plot.Height-pad
		place("0", left-3, bottom-lineH/2, fyne.TextAlignTrailing)
		place(fmt.Sprintf("%.0f", maxLat), left-3, top-lineH/2, fyne.TextAlignTrailing)
		place("0", left+plot.Width+3, bottom-lineH/2, fyne.TextAlignLeading)
		place(fmt.Sprint(maxRep), left+plot.Width+3, top-lineH/2, fyne.TextAlignLeading)
		// One label per spacing, where there is room for it.
		wDev := int(plot.Width * scale)
		lastEnd := float32(-1)
		seen := map[int]bool{}
		for _, row := range r.c.rows {
			if seen[row.Spacing] {
				continue
			}
			seen[row.Spacing] = true
			x := left + float32(sweepX(row.Spacing, maxSp, wDev))/scale
			text := fmt.Sprint(row.Spacing)
			w := fyne.MeasureText(text, ts, fyne.TextStyle{}).Width
			if x-w/2 <= lastEnd+4 {
				continue
			}
			place(text, x, plot.Height+1, fyne.TextAlignCenter)
			lastEnd = x + w/2
		}
	}
	for _, t := range r.texts[r.shown:] {
		t.Hide()
	}
	hideOutside(r.texts[:r.shown], size)
}

// hideOutside hides the texts that do not lie wholly inside size.
func hideOutside(texts []*canvas.Text, size fyne.Size) {
	for _, t := range texts {
		p, s := t.Position(), t.Size()
		if p.X < -0.5 || p.Y < -0.5 || p.X+s.Width > size.Width+0.5 || p.Y+s.Height > size.Height+0.5 {
			t.Hide()
		}
	}
}

// sweepPlotMin is the least height of the checkpoint-spacing chart's plot
// (units) over the room its axes' text takes: lines that can be told
// apart, not a strip (issue 37: the chart was about 50 px tall).
const sweepPlotMin = 60

func (r *sweepRenderer) MinSize() fyne.Size {
	ts := viewText(cpAxisText)
	return fyne.NewSize(160, 3*ts*1.3+8+sweepPlotMin)
}

func (r *sweepRenderer) Refresh() {
	r.Layout(r.c.Size())
	r.c.raster.Refresh()
	canvas.Refresh(r.c)
}

func (r *sweepRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.c.raster}
	for _, t := range r.texts {
		objs = append(objs, t)
	}
	return objs
}

func (r *sweepRenderer) Destroy() {}
