package app

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// utilizationView draws each task's share of the machine over time as
// stacked bands, the threshold as a line, each task's allotment as a dashed
// line, arrivals as ticks on top and preemptions as red ticks at the
// bottom, with the playback cursor at t. Hover gives the values at a time.
type utilizationView struct {
	widget.BaseWidget
	r       *scheduler.Result
	t       int64
	hover   int64 // -1 none
	raster  *canvas.Raster
	colors  *taskColors // the shared task palette
	reveal  bool        // draw what lies after the clock faint (reveal.go)
	OnHover func(text string)
}

// newUtilizationView returns an empty view.
func newUtilizationView() *utilizationView {
	v := &utilizationView{hover: -1}
	v.raster = canvas.NewRaster(v.draw)
	v.raster.ScaleMode = canvas.ImageScalePixels
	v.ExtendBaseWidget(v)
	return v
}

// SetResult shows r (nil or a run without partitioning clears).
func (v *utilizationView) SetResult(r *scheduler.Result) {
	v.r = r
	if v.colors == nil || v.colors.res != r {
		v.colors = newTaskColors(r, nil) // alone (tests): a palette of its own
	}
	v.raster.Refresh()
}

// SetTime moves the playback cursor.
func (v *utilizationView) SetTime(t int64) { v.t = t; v.raster.Refresh() }

// TextAt describes every task's utilization and allotment at time t.
func (v *utilizationView) TextAt(t int64) string {
	if v.r == nil || v.r.Partition == nil {
		return "no partitioning in this workspace: set [scheduler] partition (docs/partitioning.md)"
	}
	p := v.r.Partition
	used := p.UsedAt(t)
	allot := allotAt(p, t)
	parts := []string{fmt.Sprintf("t=%d", t)}
	total := 0.0
	for k, tn := range p.Tenants {
		total += used[k]
		parts = append(parts, fmt.Sprintf("%s %.1f%% (allotted %.0f%%)", tn.Name, used[k], allot[k]))
	}
	parts = append(parts, fmt.Sprintf("total %.1f%% of %d%%", total, p.Options.Threshold))
	return strings.Join(parts, " · ")
}

func allotAt(p *scheduler.PartitionResult, t int64) []float64 {
	out := make([]float64, len(p.Tenants))
	for _, a := range p.Allotments {
		if a.Time > t {
			break
		}
		copy(out, a.Percent)
	}
	return out
}

func (v *utilizationView) timeAt(x float32) int64 {
	px, pw := v.plotX(x)
	if v.r == nil || pw <= 0 {
		return 0
	}
	px = min(max(px, 0), pw)
	return int64(float64(px) / float64(pw) * float64(max(v.r.Makespan, 1)))
}

// MouseIn, MouseMoved and MouseOut report the values under the pointer.
func (v *utilizationView) MouseIn(e *desktop.MouseEvent) { v.MouseMoved(e) }

// MouseMoved reports the values at the time under the pointer.
func (v *utilizationView) MouseMoved(e *desktop.MouseEvent) {
	v.hover = v.timeAt(e.Position.X)
	if v.OnHover != nil {
		v.OnHover(v.TextAt(v.hover))
	}
	v.raster.Refresh()
}

// MouseOut clears the hover.
func (v *utilizationView) MouseOut() {
	v.hover = -1
	if v.OnHover != nil {
		v.OnHover(v.TextAt(v.t))
	}
	v.raster.Refresh()
}

func (v *utilizationView) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
	if v.r == nil || v.r.Partition == nil || w < 4 || h < 16 {
		return img
	}
	p := v.r.Partition
	span := float64(max(v.r.Makespan, 1))
	top, bottom := utilMargin, h-utilMargin
	// The arrival and save/flush ticks: wide enough to see from the back
	// of a room (4 px, 6 px in presentation mode, times the screen's
	// scale).
	tick := max(4, int(4*uiScale*v.scale()+0.5))
	yOf := func(pct float64) int { return bottom - int(pct/100*float64(bottom-top)) }
	xOf := func(t int64) int { return int(float64(t) / span * float64(w)) }
	// Stacked shares: one column per pixel, the sample in force at its time.
	si := 0
	for x := 0; x < w; x++ {
		t := int64(float64(x) / float64(w) * span)
		for si+1 < len(p.Samples) && p.Samples[si+1].Time <= t {
			si++
		}
		if len(p.Samples) == 0 || p.Samples[si].Time > t {
			continue
		}
		acc := 0.0
		for k, u := range p.Samples[si].Used {
			pct := float64(u) * 100 / float64(p.Capacity)
			y0, y1 := yOf(acc+pct), yOf(acc)
			fillRect(img, image.Rect(x, y0, x+1, y1), v.colors.tenant(k))
			acc += pct
		}
	}
	// Allotments: dashed lines in each task's colour, stacked like the shares.
	for ai, a := range p.Allotments {
		end := v.r.Makespan
		if ai+1 < len(p.Allotments) {
			end = p.Allotments[ai+1].Time
		}
		acc := 0.0
		for k, pct := range a.Percent {
			if pct == 0 {
				continue
			}
			acc += pct
			y := yOf(acc)
			for x := xOf(a.Time); x < xOf(end); x++ {
				if (x/4)%2 == 0 {
					setPix(img, x, y, darker(v.colors.tenant(k), 0.55))
				}
			}
		}
	}
	// Threshold line.
	ty := yOf(float64(p.Options.Threshold))
	line(img, 0, ty, w-1, ty, utilThreshold)
	// Arrivals on top, preemptions at the bottom.
	for _, a := range p.Arrivals {
		x := min(xOf(a.Time), w-tick)
		fillRect(img, image.Rect(x, 0, x+tick, top), v.colors.tenant(a.Tenant))
	}
	for _, pr := range p.Preemptions {
		x := min(xOf(pr.Time), w-tick)
		c := utilSaveTick
		if pr.Kind == scheduler.ReduceFlush {
			c = utilFlushTick
		}
		fillRect(img, image.Rect(x, bottom, x+tick, h), c)
	}
	// Playback cursor and hover.
	cx := xOf(v.t)
	if v.reveal {
		fadeRect(img, image.Rect(cx, 0, w, h), color.NRGBA{0x1c, 0x1c, 0x20, 0xff}, revealFade)
	}
	line(img, cx, 0, cx, h-1, utilCursor)
	if v.hover >= 0 {
		hx := xOf(v.hover)
		line(img, hx, 0, hx, h-1, color.NRGBA{0xa0, 0xa0, 0xa0, 0xff})
	}
	return img
}

// CreateRenderer draws the raster.
func (v *utilizationView) CreateRenderer() fyne.WidgetRenderer {
	return newUtilRenderer(v)
}

// MinSize keeps the chart readable.
func (v *utilizationView) MinSize() fyne.Size { return fyne.NewSize(200, 80) }

// utilPanel is the Utilization tab: the view, a legend and the values at
// the playback time (or under the pointer).
type utilPanel struct {
	empty  *emptyState // shown while the workspace has nothing for this tab
	key    *caption    // the legend line under the chart
	h      panelHost
	view   *utilizationView
	info   *widget.Label
	legend *fyne.Container
	root   fyne.CanvasObject
}

func newUtilPanel(h panelHost) *utilPanel {
	p := &utilPanel{h: h, view: newUtilizationView(), info: widget.NewLabel(""), legend: newFlow(nil, 0)}
	p.info.Wrapping = fyne.TextWrapWord
	p.view.OnHover = p.info.SetText
	help := newCaption("stacked: each task's share · dashed: allotments · white: threshold · top ticks: arrivals · red: saves, orange: flushes · yellow: playback time")
	p.key = help
	p.empty = newEmptyState(h, headed(container.NewVBox(p.legend, p.info), help.content, p.view), "No partitioning in this workspace",
		[]string{"Set partition in [scheduler] to share", "the SMs between tasks with preemption", "(docs/partitioning.md)."}, "partitioning")
	p.root = p.empty.content
	p.empty.set(true)
	return p
}

func (p *utilPanel) title() string { return "Utilization" }

func (p *utilPanel) content() fyne.CanvasObject { return p.root }

func (p *utilPanel) setRun(rn *run.Run) {
	p.legend.RemoveAll()
	if rn == nil {
		p.view.SetResult(nil)
		p.empty.set(true)
		return
	}
	p.view.colors = p.h.taskColors()
	p.view.SetResult(rn.Result)
	p.empty.set(rn.Result == nil || rn.Result.Partition == nil)
	if pr := rn.Result.Partition; pr != nil {
		p.legend.Add(legendHead(fmt.Sprintf("%s · by %s:", pr.Options.Policy, pr.Options.Measure)))
		for k, tn := range pr.Tenants {
			p.legend.Add(legendSwatch(p.h.taskColors().tenant(k), 0, tn.Name))
		}
		for _, o := range utilMarkSwatches() {
			p.legend.Add(o)
		}
	}
	p.setTime(p.h.playClock().Time())
}

func (p *utilPanel) setTime(t int64) {
	p.view.SetTime(t)
	if p.view.hover < 0 {
		p.info.SetText(p.view.TextAt(t))
	}
}
