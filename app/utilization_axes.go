package app

import (
	"fmt"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The Utilization chart's axes: the share (0, 50, 100 %) at the left and
// the time in cycles under the chart, in text that grows with presentation
// mode (13 px normally, 17.6 px in presentation mode: viewText).
const (
	utilAxisText  = 11  // px before uiScale
	utilAxisLeft  = 44  // the share labels' column (units before uiScale)
	utilAxisBelow = 16  // the time labels' row (units before uiScale)
	utilTickSpace = 110 // at least this far apart (units)
)

var utilAxisColor = color.NRGBA{0xdd, 0xdd, 0xe2, 0xff}

// utilMargin is the band above 100 % (arrival ticks) and below 0 % (save
// and flush ticks), in device pixels.
const utilMargin = 12

// The Utilization chart's marks, as drawn and in its legend.
var (
	utilSaveTick  = color.NRGBA{0xff, 0x40, 0x40, 0xff}
	utilFlushTick = color.NRGBA{0xff, 0xa0, 0x20, 0xff}
	utilCursor    = color.NRGBA{0xff, 0xe0, 0x40, 0xff}
	utilThreshold = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

// utilMarkSwatches are the legend entries of the chart's lines and ticks.
func utilMarkSwatches() []fyne.CanvasObject {
	tick := func(c color.NRGBA, label string) fyne.CanvasObject {
		return drawnSwatch(c, label, func(img *image.RGBA) {
			fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
			fillRect(img, image.Rect(11, 2, 17, 14), c)
		})
	}
	return []fyne.CanvasObject{
		legendHead("marks:"),
		lineSwatch(utilThreshold, 0, "threshold"),
		lineSwatch(color.NRGBA{0xb0, 0xb0, 0xb8, 0xff}, 3, "allotment (task colour)"),
		tick(utilSaveTick, "save (bottom)"),
		tick(utilFlushTick, "flush (bottom)"),
		lineSwatch(utilCursor, 0, "playback time"),
	}
}

// utilRenderer lays the chart's raster out right of the share axis and
// above the time axis, and places the axis labels.
type utilRenderer struct {
	v     *utilizationView
	bg    *canvas.Rectangle
	pct   [3]*canvas.Text // 0, 50, 100 %
	times []*canvas.Text
}

func newUtilRenderer(v *utilizationView) *utilRenderer {
	r := &utilRenderer{v: v, bg: canvas.NewRectangle(color.NRGBA{0x1c, 0x1c, 0x20, 0xff})}
	for i := range r.pct {
		r.pct[i] = canvas.NewText(fmt.Sprintf("%d %%", 50*i), utilAxisColor)
		r.pct[i].Alignment = fyne.TextAlignTrailing
	}
	return r
}

// plot is the raster's place in the widget.
func (r *utilRenderer) plot(size fyne.Size) (fyne.Position, fyne.Size) {
	k := viewText(utilAxisText) / utilAxisText // the axes grow with their text
	left, below := utilAxisLeft*k, utilAxisBelow*k+2
	return fyne.NewPos(left, 0), fyne.NewSize(max(size.Width-left-4, 1), max(size.Height-below, 1))
}

func (r *utilRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	pos, ps := r.plot(size)
	r.v.raster.Move(pos)
	r.v.raster.Resize(ps)
	ts := viewText(utilAxisText)
	// The chart keeps 8 device pixels above 100 % and below 0 % (draw).
	margin := float32(utilMargin) / max(r.v.scale(), 1)
	top, bottom := margin, ps.Height-margin
	for i, tx := range r.pct {
		tx.TextSize = ts
		y := bottom - float32(i)/2*(bottom-top)
		tx.Move(fyne.NewPos(0, y-ts*0.7))
		tx.Resize(fyne.NewSize(pos.X-4, ts))
		tx.Refresh()
	}
	// Time labels at round steps, at least utilTickSpace apart.
	span := float64(1)
	if r.v.r != nil {
		span = float64(max(r.v.r.Makespan, 1))
	}
	step := niceStep(span / float64(max(1, int(ps.Width/(utilTickSpace*uiScale)))))
	n := 0
	for t := 0.0; t <= span; t += step {
		if n == len(r.times) {
			r.times = append(r.times, canvas.NewText("", utilAxisColor))
		}
		tx := r.times[n]
		tx.Text = timeTick(t, n == 0)
		tx.TextSize = ts
		x := pos.X + float32(t/span)*ps.Width
		w := fyne.MeasureText(tx.Text, ts, tx.TextStyle).Width
		tx.Move(fyne.NewPos(min(x, size.Width-w-2), ps.Height+1))
		tx.Show()
		tx.Refresh()
		n++
	}
	for _, tx := range r.times[n:] {
		tx.Hide()
	}
}

func (r *utilRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 80) }

func (r *utilRenderer) Refresh() {
	r.Layout(r.v.Size())
	r.v.raster.Refresh()
}

func (r *utilRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.v.raster, r.pct[0], r.pct[1], r.pct[2]}
	for _, tx := range r.times {
		objs = append(objs, tx)
	}
	return objs
}

func (r *utilRenderer) Destroy() {}

// scale is device pixels per unit of the chart's raster (1 before it is shown).
func (v *utilizationView) scale() float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.Scale() > 0 {
		return c.Scale()
	}
	return 1
}

// plotX is x (in the widget) relative to the chart's raster.
func (v *utilizationView) plotX(x float32) (float32, float32) {
	return x - v.raster.Position().X, v.raster.Size().Width
}
