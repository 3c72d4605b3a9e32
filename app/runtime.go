package app

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// runtimeView draws the host runtime's execution queue on the playback
// clock: one row per device (the PPU row with its graphics load behind it),
// each instance as a bar from its start to its end with its online compile
// hatched before it, the waits as lines from an event to the instance it
// releases, and the playback cursor. Tapping a bar selects the instance.
type runtimeView struct {
	widget.BaseWidget
	rt       *hostrt.Result
	gfx      func(int64) int
	t        int64
	selected int         // index in rt.Plan.Events, -1 none
	colors   *taskColors // the shared task palette
	reveal   bool        // draw what lies after the clock faint (reveal.go)
	critical map[string]bool
	raster   *canvas.Raster
	OnSelect func(i int)
}

// newRuntimeView returns an empty view.
func newRuntimeView() *runtimeView {
	v := &runtimeView{selected: -1}
	v.raster = canvas.NewRaster(v.draw)
	v.raster.ScaleMode = canvas.ImageScalePixels
	v.ExtendBaseWidget(v)
	return v
}

// SetRuntime shows rt; gfx gives the PPU's graphics load over time.
func (v *runtimeView) SetRuntime(rt *hostrt.Result, gfx func(int64) int) {
	v.rt, v.gfx, v.selected = rt, gfx, -1
	if v.colors == nil {
		v.colors = newTaskColors(nil, rt) // alone (tests): a palette of its own
	}
	v.critical = map[string]bool{}
	if rt != nil {
		for _, n := range rt.CriticalPath {
			v.critical[n] = true
		}
	}
	v.Refresh() // the bars and their names
}

// SetTime moves the playback cursor (under "Reveal as it runs" the names
// follow it too).
func (v *runtimeView) SetTime(t int64) {
	v.t = t
	if v.reveal {
		v.Refresh()
		return
	}
	v.raster.Refresh()
}

func (v *runtimeView) span() int64 {
	if v.rt == nil || v.rt.Plan == nil {
		return 1
	}
	return max(v.rt.Plan.Makespan, 1)
}

// rowOf returns the device row of an event.
func (v *runtimeView) rowOf(dev string) int {
	for i, d := range v.rt.Plan.Devices {
		if d.Name == dev {
			return i
		}
	}
	return 0
}

// barAt returns the event under the point (widget coordinates), -1 none.
func (v *runtimeView) barAt(p fyne.Position) int {
	if v.rt == nil || v.rt.Plan == nil || v.Size().Width <= 0 {
		return -1
	}
	rows := len(v.rt.Plan.Devices)
	rowH := v.Size().Height / float32(max(rows, 1))
	t := int64(float64(p.X) / float64(v.Size().Width) * float64(v.span()))
	row := int(p.Y / rowH)
	for i, e := range v.rt.Plan.Events {
		if v.rowOf(e.Device) == row && t >= e.Begin && t <= e.End {
			return i
		}
	}
	return -1
}

// Tapped selects the instance under the pointer.
func (v *runtimeView) Tapped(e *fyne.PointEvent) {
	v.Select(v.barAt(e.Position))
}

// Select selects instance i (-1 none) and reports it.
func (v *runtimeView) Select(i int) {
	v.selected = i
	v.raster.Refresh()
	if v.OnSelect != nil {
		v.OnSelect(i)
	}
}

func (v *runtimeView) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
	if v.rt == nil || v.rt.Plan == nil || w < 4 || h < 8 {
		return img
	}
	p := v.rt.Plan
	rows := len(p.Devices)
	rowH := h / max(rows, 1)
	span := v.span()
	x := func(t int64) int { return int(t * int64(w) / span) }
	for r, d := range p.Devices {
		y0 := r * rowH
		fillRect(img, image.Rect(0, y0+rowH-1, w, y0+rowH), color.NRGBA{0x40, 0x40, 0x48, 0xff})
		if d.Name == hostrt.MachinePPU && v.gfx != nil { // graphics load behind the PPU row
			for px := 0; px < w; px++ {
				l := v.gfx(int64(px) * span / int64(w))
				if l > 0 {
					hh := (rowH - 2) * l / 100
					fillRect(img, image.Rect(px, y0+rowH-1-hh, px+1, y0+rowH-1), color.NRGBA{0x38, 0x50, 0x70, 0xff})
				}
			}
		}
	}
	for i, e := range p.Events {
		r := v.rowOf(e.Device)
		y0, y1 := r*rowH+4, (r+1)*rowH-5
		c := v.colors.instance(e.Instance)
		if e.Compile > 0 {
			fillPattern(img, image.Rect(x(e.Begin), y0, max(x(e.Begin+e.Compile), x(e.Begin)+1), y1), c, patDiagonal)
		}
		fillRect(img, image.Rect(x(e.Start), y0, max(x(e.End), x(e.Start)+2), y1), c)
		if v.t < e.End { // not complete at the playback time: dim
			fillRect(img, image.Rect(x(max(e.Start, v.t)), y0, max(x(e.End), x(e.Start)+2), y1), darker(c, 0.45))
		}
		if v.critical[e.Instance] {
			rectOutline(img, image.Rect(x(e.Begin), y0-1, max(x(e.End), x(e.Start)+2), y1+1), color.NRGBA{0xff, 0x50, 0x50, 0xff})
		}
		if i == v.selected {
			rectOutline(img, image.Rect(x(e.Begin), y0-2, max(x(e.End), x(e.Start)+2)+1, y1+2), color.NRGBA{0xff, 0xff, 0xff, 0xff})
		}
	}
	// Event flows: from the end of a waited-for instance to the start of the one it releases.
	idx := map[string]int{}
	for i, e := range p.Events {
		idx[e.Instance] = i
	}
	for _, e := range p.Events {
		for _, wname := range v.waits(e.Instance) {
			j, ok := idx[wname]
			if !ok {
				continue
			}
			a := p.Events[j]
			line(img, x(a.End), v.rowOf(a.Device)*rowH+rowH/2, x(e.Begin), v.rowOf(e.Device)*rowH+rowH/2, color.NRGBA{0xe0, 0xe0, 0xe0, 0xff})
		}
	}
	cx := x(min(v.t, span))
	if v.reveal {
		fadeRect(img, image.Rect(cx, 0, w, h), color.NRGBA{0x1c, 0x1c, 0x20, 0xff}, revealFade)
	}
	fillRect(img, image.Rect(cx, 0, cx+1, h), color.NRGBA{0xff, 0xd0, 0x40, 0xff})
	return img
}

// waits returns the instances the named one waits for.
func (v *runtimeView) waits(name string) []string {
	for _, r := range v.rt.Runs {
		if r.Instance == name {
			return r.Waits
		}
	}
	return nil
}

// CreateRenderer draws the raster and the instances' names.
func (v *runtimeView) CreateRenderer() fyne.WidgetRenderer { return &runtimeRenderer{v: v} }

// MinSize keeps the rows readable.
func (v *runtimeView) MinSize() fyne.Size { return fyne.NewSize(200, 90) }

// runtimePanel is the Runtime tab: devices and capabilities, the queue on
// the playback clock, the instances with their event status, and the
// explanation of the selected instance.
type runtimePanel struct {
	empty   *emptyState // shown while the workspace has nothing for this tab
	key     *caption    // the legend line under the chart
	h       panelHost
	view    *runtimeView
	devices *widget.Label
	rows    *fyne.Container
	list    *widget.List
	info    *widget.Label
	root    fyne.CanvasObject
	rt      *hostrt.Result
	t       int64
}

func newRuntimePanel(h panelHost) *runtimePanel {
	p := &runtimePanel{h: h, view: newRuntimeView(), devices: widget.NewLabel(""), info: widget.NewLabel(""), rows: container.NewGridWithColumns(1)}
	p.devices.TextStyle.Monospace = true
	p.info.Wrapping = fyne.TextWrapWord
	p.list = widget.NewList(func() int {
		if p.rt == nil || p.rt.Plan == nil {
			return 0
		}
		return len(p.rt.Plan.Events)
	}, func() fyne.CanvasObject {
		return widget.NewLabel("instance on device — status")
	}, func(i widget.ListItemID, o fyne.CanvasObject) {
		e := p.rt.Plan.Events[i]
		o.(*widget.Label).SetText(fmt.Sprintf("%s on %s (%d items) — %s", e.Instance, e.Device, e.Items, e.Status(p.t)))
	})
	p.list.OnSelected = func(i widget.ListItemID) {
		if p.view.selected != i {
			p.view.Select(i)
		}
	}
	p.view.OnSelect = func(i int) {
		p.info.SetText(p.explain(i))
		if i >= 0 {
			p.list.Select(i)
		}
	}
	help := newCaption("rows: devices (blue behind the PPU: its graphics load) · bars: instances, hatched: online compile, dim: not complete yet, red outline: critical path · lines: events releasing waiting instances · tap a bar to see where it ran and why")
	p.key = help
	chart := container.NewBorder(nil, nil, p.rows, nil, p.view)
	left := container.NewVSplit(container.NewScroll(p.devices), chart) // both ways: long device lines never widen the window
	right := container.NewVSplit(p.list, container.NewVScroll(p.info))
	split := container.NewHSplit(left, right)
	split.Offset = 0.68
	p.empty = newEmptyState(h, container.NewBorder(nil, help.content, nil, nil, split), "No runtime in this workspace",
		[]string{"Add a [runtime] section to workspace.toml", "to run kernels on the CPU and the PPU", "(docs/runtime.md)."}, "runtime")
	p.root = p.empty.content
	p.empty.set(true)
	p.info.SetText("no runtime in this workspace: add a [runtime] section (docs/runtime.md; example: runtime)")
	return p
}

func (p *runtimePanel) title() string { return "Runtime" }

func (p *runtimePanel) content() fyne.CanvasObject { return p.root }

func (p *runtimePanel) setRun(rn *run.Run) {
	p.rt = nil
	p.view.colors = p.h.taskColors()
	p.rows.RemoveAll()
	if rn == nil || rn.Runtime == nil {
		p.view.SetRuntime(nil, nil)
		p.devices.SetText("")
		p.info.SetText("no runtime in this workspace: add a [runtime] section (docs/runtime.md; example: runtime)")
		p.list.Refresh()
		p.empty.set(true)
		return
	}
	p.empty.set(false)
	p.rt = rn.Runtime
	p.view.SetRuntime(rn.Runtime, hostrt.GraphicsLoad(rn.Result, rn.Workspace.Machine.SMs))
	for _, d := range rn.Runtime.Plan.Devices {
		l := widget.NewLabel(d.Name)
		p.rows.Add(l)
	}
	p.devices.SetText(devicesText(rn.Runtime))
	p.info.SetText("tap an instance to see where it ran and why")
	p.list.UnselectAll()
	p.list.Refresh()
	p.setTime(p.h.playClock().Time())
}

func (p *runtimePanel) setTime(t int64) {
	p.t = t
	p.view.SetTime(t)
	p.list.Refresh()
}

// devicesText lists the devices with their capabilities and the compile cache.
func devicesText(rt *hostrt.Result) string {
	var b strings.Builder
	for _, d := range rt.Devices {
		c := d.Caps
		fmt.Fprintf(&b, "%-5s %s v%d  %3d units × %2d lanes @ %d MHz  fp64 %-5v image %-5v local %d", d.Name, c.Type, c.Version,
			d.Units, d.Lanes, d.ClockMHz, c.FP64, c.Image, c.LocalMem)
		if len(c.Extra) > 0 {
			fmt.Fprintf(&b, "  +%s", strings.Join(c.Extra, ","))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "compile cache: %d entries, %d hits, %d misses\n", rt.Cache.Entries, rt.Cache.Hits, rt.Cache.Misses)
	fmt.Fprintf(&b, "critical path (red outline): %s", strings.Join(rt.CriticalPath, " → "))
	if td := rt.TileDelay; td != nil {
		fmt.Fprintf(&b, "\nfragment tiles: p99 delay %d cycles with the runtime's %d CTAs on the SMs, %d alone (%+.1f%%)", td.P99With, td.CTAs, td.P99Alone, td.WorsePct)
	}
	return b.String()
}

// explain says where instance i ran and why.
func (p *runtimePanel) explain(i int) string {
	if p.rt == nil || i < 0 || i >= len(p.rt.Plan.Events) {
		return ""
	}
	e := p.rt.Plan.Events[i]
	var d scheduler.HostDecision
	for _, x := range p.rt.Plan.Decisions {
		if x.Instance == e.Instance {
			d = x
		}
	}
	var r hostrt.RunRecord
	for _, x := range p.rt.Runs {
		if x.Instance == e.Instance {
			r = x
		}
	}
	var pred []string
	for _, x := range d.Predictions {
		pred = append(pred, fmt.Sprintf("%s %d", x.Device, x.Finish))
	}
	s := fmt.Sprintf("%s (kernel %s) ran on %s: %s.\nGraphics load %d%%, threshold %d%%; predicted completion: %s.\n"+
		"Queued %d, submitted %d, device takes it %d, compile %d cycles, runs %d..%d (%d items).\nExecutable: %s.",
		e.Instance, r.Kernel, e.Device, d.Reason, d.GraphicsPct, d.Threshold, strings.Join(pred, ", "),
		e.Queued, e.Submitted, e.Begin, e.Compile, e.Start, e.End, e.Items, r.Executable)
	if e.OnSMs {
		s += fmt.Sprintf("\nAs CTAs on the SMs (grid %s%s): first dispatched %d, complete %d.", hostrt.SMTaskPrefix, e.Instance, e.SMStart, e.SMEnd)
	}
	for _, pt := range r.Parts {
		s += fmt.Sprintf("\nPart on %s: %d items, %s.", pt.Device, pt.Items, pt.Executable)
	}
	if len(r.Waits) > 0 {
		s += "\nWaits for: " + strings.Join(r.Waits, ", ") + "."
	}
	if t := r.Summary(); t != "" {
		s += "\nResult: " + t
	}
	return s
}

// runtimeTimes are the clock's event times and end: the simulation's, and
// when the workspace has a runtime, its events too (its queue may run past
// the frame).
func runtimeTimes(rn *run.Run) ([]int64, int64) {
	times, end := rn.Result.EventTimes(), rn.Result.Makespan
	if rt := rn.Runtime; rt != nil && rt.Plan != nil {
		for _, e := range rt.Plan.Events {
			times = append(times, e.Submitted, e.Start, e.End)
		}
		end = max(end, rt.Plan.Makespan)
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		times = slices.Compact(times)
	}
	return times, end
}
