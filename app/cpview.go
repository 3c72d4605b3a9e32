package app

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// The Command processor tab (docs/replay.md): each context's operation
// list with its processed/scheduled state and replayed operations on the
// playback clock, the trace buffer as a ring with its read and write
// pointers, a strip of the contexts' command-processor time, switches and
// grids, the trace-on/trace-off comparison and the checkpoint-spacing chart.

// cpState is what the command processor had done with each operation of
// context ci by time t: the latest step's kind (-1 none), whether it came
// from the trace, and the operation being handled at t (-1 none).
func cpState(r *scheduler.CPResult, ci int, nops int, t int64) (last []int, fromTrace []bool, current int) {
	last = make([]int, nops)
	fromTrace = make([]bool, nops)
	for i := range last {
		last[i] = -1
	}
	current = -1
	for _, st := range r.Steps {
		if int(st.Context) != ci || st.T > t {
			continue
		}
		last[st.Op] = int(st.Kind)
		fromTrace[st.Op] = st.FromTrace
		if t < st.End {
			current = int(st.Op)
		}
	}
	return last, fromTrace, current
}

// cpOpsText is context ci's operation list at time t, one line per
// operation: a ▶ at the operation being handled, P processed, R replayed,
// K skipped (already scheduled), S scheduled, T taken from the trace.
func cpOpsText(cmds *scheduler.Commands, r *scheduler.CPResult, ci int, t int64) string {
	c := cmds.Contexts[ci]
	last, tr, cur := cpState(r, ci, len(c.Stream.Ops), t)
	var b strings.Builder
	fmt.Fprintf(&b, "%s (priority %d, arrives %d)\n", c.Name, c.Priority, c.Arrive)
	for i, op := range c.Stream.Ops {
		mark := "  "
		if i == cur {
			mark = "▶ "
		}
		state := "   "
		switch last[i] {
		case int(scheduler.StepProcess):
			state = "P  "
		case int(scheduler.StepReplay):
			state = "R  "
		case int(scheduler.StepSkip):
			state = "K  "
		case int(scheduler.StepSchedule):
			state = "PS "
		}
		if tr[i] {
			state = state[:1] + "T "
		}
		label := op.Label
		if label != "" {
			label += ":"
		}
		text := strings.Repeat("  ", op.Depth) + op.Text
		if op.Kind == scheduler.OpCheckpoint {
			text = "── " + text + " ──"
		}
		fmt.Fprintf(&b, "%s%s%-3s %s\n", mark, state, label, text)
	}
	return b.String()
}

// ringAt replays context ci's trace-buffer events up to t: the slots, the
// read and write pointers.
func ringAt(r *scheduler.CPResult, ci int, t int64) (slots []scheduler.TraceNode, used []bool, rp, wp int64) {
	n := max(r.TraceNodes, 1)
	slots, used = make([]scheduler.TraceNode, n), make([]bool, n)
	for _, e := range r.Trace {
		if int(e.Context) != ci || e.T > t {
			continue
		}
		switch e.Kind {
		case scheduler.TracePush:
			slots[e.Pos%int64(n)], used[e.Pos%int64(n)] = e.Node, true
			wp = e.Pos + 1
		case scheduler.TracePurge:
			rp = e.Pos
		case scheduler.TraceDrop:
			wp = e.Pos
		}
	}
	for p := range n {
		// a slot is live between rp and wp
		pos := int64(p)
		live := false
		for q := rp; q < wp; q++ {
			if q%int64(n) == pos {
				live = true
				break
			}
		}
		used[p] = live
	}
	return slots, used, rp, wp
}

var nodeColors = map[scheduler.TraceNodeKind]color.NRGBA{
	scheduler.NodeCheckpoint: {0xe0, 0xe0, 0xe0, 0xff},
	scheduler.NodeRead:       {0x4c, 0x9a, 0xff, 0xff},
	scheduler.NodeWrite:      {0xff, 0x9a, 0x3c, 0xff},
	scheduler.NodePredicate:  {0xb0, 0x6c, 0xff, 0xff},
	scheduler.NodeLast:       {0xff, 0x50, 0x50, 0xff},
}

// drawRing draws the trace buffer as a ring of slots (live ones coloured
// by node kind) with the read pointer (green) and write pointer (white).
func drawRing(img *image.RGBA, r image.Rectangle, slots []scheduler.TraceNode, used []bool, rp, wp int64) {
	n := len(slots)
	cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
	rad := math.Min(float64(r.Dx()), float64(r.Dy()))/2 - 4
	if rad < 8 || n == 0 {
		return
	}
	inner := rad * 0.62
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			d := math.Hypot(dx, dy)
			if d < inner || d > rad {
				continue
			}
			a := math.Atan2(dx, -dy)
			if a < 0 {
				a += 2 * math.Pi
			}
			f := a / (2 * math.Pi) * float64(n)
			s := int(f) % n
			c := color.NRGBA{0x33, 0x33, 0x3a, 0xff}
			if used[s] {
				c = nodeColors[slots[s].Kind]
			}
			if f-math.Floor(f) < 0.04*float64(n)/16 || d < inner+1 || d > rad-1 {
				c = color.NRGBA{0x1c, 0x1c, 0x20, 0xff}
			}
			setPix(img, x, y, c)
		}
	}
	pointer := func(p int64, c color.NRGBA, long float64) {
		a := (float64(p%int64(n)) + 0.02) / float64(n) * 2 * math.Pi
		x0, y0 := cx+math.Sin(a)*inner*0.3, cy-math.Cos(a)*inner*0.3
		x1, y1 := cx+math.Sin(a)*rad*long, cy-math.Cos(a)*rad*long
		line(img, int(x0), int(y0), int(x1), int(y1), c)
		line(img, int(x0)+1, int(y0), int(x1)+1, int(y1), c)
	}
	pointer(rp, color.NRGBA{0x40, 0xd0, 0x60, 0xff}, 1.0)
	pointer(wp, color.NRGBA{0xff, 0xff, 0xff, 0xff}, 0.9)
}

// cpView draws, on the playback clock, one row per context — command
// processor time (green processed, amber replayed, grey skipped), switches
// (red), the context's grids on the SMs (blue) — and, to the right, the
// selected context's trace buffer ring.
type cpView struct {
	widget.BaseWidget
	run    *run.Run
	t      int64
	ctx    int
	raster *canvas.Raster
	colors *taskColors // the shared task palette
	reveal bool        // draw what lies after the clock faint (reveal.go)
}

// newCPView returns an empty view.
func newCPView() *cpView {
	v := &cpView{}
	v.raster = canvas.NewRaster(v.draw)
	v.raster.ScaleMode = canvas.ImageScalePixels
	v.ExtendBaseWidget(v)
	return v
}

// CreateRenderer implements fyne.Widget: the raster with the context
// names, the time axis and the operation letters (cpview_axes.go).
func (v *cpView) CreateRenderer() fyne.WidgetRenderer { return newCPRenderer(v) }

func (v *cpView) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
	if v.run == nil || v.run.Result == nil || v.run.Result.Commands == nil || w < 40 || h < 20 {
		return img
	}
	r := v.run.Result.Commands
	res := v.run.Result
	ringW := min(h, w/3)
	tw := w - ringW - 8
	span := max(res.Makespan, 1)
	x := func(t int64) int { return int(t * int64(tw) / span) }
	rows := len(r.Contexts)
	rowH := h / max(rows, 1)
	for ci := range r.Contexts {
		y0 := ci * rowH
		// The band (its upper 60 %, tall enough for the operation
		// letters) and the grids under it.
		band := image.Rect(0, y0+2, tw, y0+cpBandH(rowH))
		grid := image.Rect(0, y0+cpBandH(rowH)+1, tw, y0+rowH-2)
		if ci == v.ctx {
			fillRect(img, image.Rect(0, y0, tw, y0+rowH), color.NRGBA{0x26, 0x26, 0x2e, 0xff})
		}
		for _, st := range r.Steps {
			if int(st.Context) != ci {
				continue
			}
			c := color.NRGBA{0x50, 0xc8, 0x70, 0xff}
			switch st.Kind {
			case scheduler.StepReplay:
				c = color.NRGBA{0xff, 0xb8, 0x30, 0xff}
			case scheduler.StepSkip:
				c = color.NRGBA{0x90, 0x90, 0x90, 0xff}
			case scheduler.StepSchedule:
				c = color.NRGBA{0x4c, 0x9a, 0xff, 0xff}
			}
			fillRect(img, image.Rect(x(st.T), band.Min.Y, max(x(st.End), x(st.T)+1), band.Max.Y), c)
		}
		for _, sw := range r.Switches {
			if sw.From == ci && sw.To >= 0 && sw.Reason != "finished" {
				fillPattern(img, image.Rect(x(sw.Start), band.Min.Y, max(x(sw.End), x(sw.Start)+2), band.Max.Y), color.NRGBA{0xe0, 0x40, 0x40, 0xff}, patDiagonal)
				line(img, x(sw.Request), y0, x(sw.Request), y0+rowH-1, color.NRGBA{0xe0, 0x40, 0x40, 0xff})
			}
		}
		for _, d := range r.Contexts[ci].Dispatched {
			for _, idx := range d.TMDs {
				tm := res.TMDs[idx]
				end := tm.Completed
				if end < 0 {
					end = res.Makespan
				}
				start := tm.Start
				if start < 0 {
					start = tm.Created
				}
				c := v.colors.tmd(idx)
				if v.t < end {
					c = darker(c, 0.5)
				}
				fillRect(img, image.Rect(x(start), grid.Min.Y, max(x(end), x(start)+1), grid.Max.Y), c)
				rectOutline(img, image.Rect(x(start), grid.Min.Y, max(x(end), x(start)+1), grid.Max.Y), color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
			}
		}
	}
	cx := x(min(v.t, span))
	if v.reveal {
		fadeRect(img, image.Rect(cx, 0, tw, h), color.NRGBA{0x1c, 0x1c, 0x20, 0xff}, revealFade)
	}
	line(img, cx, 0, cx, h-1, color.NRGBA{0xff, 0xff, 0xff, 0xff})
	if v.ctx < len(r.Contexts) {
		slots, used, rp, wp := ringAt(r, v.ctx, v.t)
		drawRing(img, image.Rect(w-ringW, 0, w, h), slots, used, rp, wp)
	}
	return img
}

// cpBandH is the height of a row's command-processor band (device pixels
// or units): 60 % of the row.
func cpBandH[T int | float32](rowH T) T { return rowH * 3 / 5 }

// cpPanel is the Command processor tab.
type cpPanel struct {
	empty  *emptyState // shown while the workspace has nothing for this tab
	key    *caption    // the legend line under the chart
	h      panelHost
	view   *cpView
	ops    *fyne.Container // holds one grid of the labels
	labels []*widget.Label
	pick   *widget.Select
	ring   *widget.Label
	diff   *widget.Label
	sweep  *sweepChart
	// sweepKey is the spacing chart's legend.
	sweepKey *fyne.Container
	root     fyne.CanvasObject
	run      *run.Run
	gen      int
}

func newCPPanel(h panelHost) *cpPanel {
	p := &cpPanel{h: h, view: newCPView(), ops: container.NewStack(), ring: widget.NewLabel(""), diff: widget.NewLabel(""), sweep: newSweepChart()}
	// The ring's counters on one line under the strip, wrapped where the
	// tab is narrow, never cut.
	p.ring.Wrapping = fyne.TextWrapWord
	p.diff.TextStyle.Monospace = true
	p.diff.Wrapping = fyne.TextWrapWord
	p.pick = widget.NewSelect(nil, func(s string) {
		for i, o := range p.pick.Options {
			if o == s {
				p.view.ctx = i
			}
		}
		p.setTime(p.h.playClock().Time())
	})
	help := newCaption("rows: contexts — green processed, amber replayed, grey skipped, blue scheduled, red hatch: switch (red line: the interrupt request); letters: the operation of each step; below: the context's grids on the SMs · ring: the chosen context's trace buffer (white: checkpoint, blue: read, orange: write, purple: predicate, red: last; green hand: read pointer, white hand: write pointer) · op lists: the arrow marks the operation at the clock, P processed, R replayed, K skipped, S scheduled, T from the trace")
	p.key = help
	// The spacing chart's legend: the preemption levels' colours and the
	// two lines; its axes are on the chart.
	p.sweepKey = newFlow(nil, 0, legendHead("spacing:"))
	for _, l := range []string{"any", "draw", "submission"} {
		p.sweepKey.Add(legendSwatch(levelColors[l], patSolid, l))
	}
	p.sweepKey.Add(lineSwatch(panelText, 0, "latency, cycles (left)"))
	p.sweepKey.Add(lineSwatch(panelText, 2, "replayed ops (right)"))
	ringRow := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabel("trace buffer of"), p.pick), nil, p.ring)
	top := container.NewBorder(nil, ringRow, nil, nil, p.view)
	// The spacing chart takes most of the lower right: the replay verdicts
	// above it scroll.
	chart := container.NewVSplit(atLeastLines(container.NewVScroll(p.diff), 1), container.NewBorder(p.sweepKey, nil, nil, nil, p.sweep))
	chart.Offset = 0.3
	lower := container.NewHSplit(container.NewScroll(p.ops), chart)
	lower.Offset = 0.55
	split := container.NewVSplit(top, lower)
	split.Offset = 0.5
	p.empty = newEmptyState(h, container.NewBorder(nil, help.content, nil, nil, split), "No command streams in this workspace",
		[]string{"Add a [commands] table to workspace.toml", "to see contexts switch and replay", "(docs/replay.md)."}, "replay")
	p.root = p.empty.content
	p.empty.set(true)
	p.diff.SetText("no command streams in this workspace: add a [commands] table (docs/replay.md; example: replay)")
	return p
}

func (p *cpPanel) title() string { return "Command processor" }

func (p *cpPanel) content() fyne.CanvasObject { return p.root }

func (p *cpPanel) setRun(r *run.Run) {
	p.gen++
	p.run = r
	p.view.run = r
	p.view.colors = p.h.taskColors()
	p.view.ctx = 0
	p.ops.RemoveAll()
	p.labels = nil
	p.sweep.SetRows(nil)
	if r == nil || r.Result == nil || r.Result.Commands == nil || r.Workload.Commands == nil {
		p.pick.Options = nil
		p.pick.ClearSelected()
		p.ring.SetText("")
		p.diff.SetText("no command streams in this workspace: add a [commands] table (docs/replay.md; example: replay)")
		p.view.Refresh()
		p.empty.set(true)
		return
	}
	p.empty.set(false)
	cmds := r.Workload.Commands
	var names []string
	var objs []fyne.CanvasObject
	for _, c := range cmds.Contexts {
		names = append(names, c.Name)
		l := widget.NewLabel("")
		l.TextStyle.Monospace = true
		p.labels = append(p.labels, l)
		objs = append(objs, l)
	}
	p.ops.Add(container.NewGridWithColumns(max(len(objs), 1), objs...))
	p.pick.Options = names
	p.pick.SetSelectedIndex(0)
	p.diff.SetText("comparing with an uninterrupted run, and replaying without the trace buffer…")
	gen := p.gen
	go func() {
		text := replayDiffText(r)
		rows, err := run.CheckpointSweep(context.Background(), r.Result.Machine, *cmds, run.DefaultSweep())
		uiDo(func() {
			if gen != p.gen {
				return
			}
			p.diff.SetText(text)
			if err == nil {
				p.sweep.SetRows(rows)
			}
		})
	}()
	p.setTime(p.h.playClock().Time())
}

// replayDiffText runs the replay check with and without the trace buffer
// and writes the two verdicts side by side.
func replayDiffText(rn *run.Run) string {
	var b strings.Builder
	r := rn.Result
	for _, mode := range []scheduler.ReplayMode{scheduler.ReplayTrace, scheduler.ReplayNoTrace} {
		chk, err := scheduler.CheckReplay(context.Background(), r.Machine, rn.Workload, r.Options, mode)
		if err != nil {
			fmt.Fprintf(&b, "%s: %v\n\n", mode, err)
			continue
		}
		if chk.Match {
			fmt.Fprintf(&b, "replay %s: ✓ identical to the uninterrupted run\n", mode)
		} else {
			fmt.Fprintf(&b, "replay %s: ✗ %d differences from the uninterrupted run\n", mode, len(chk.Differences))
			for _, d := range chk.Differences {
				fmt.Fprintf(&b, "  %s\n", d)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func (p *cpPanel) setTime(t int64) {
	p.view.t = t
	p.view.Refresh()
	if p.run == nil || p.run.Result == nil || p.run.Result.Commands == nil || p.run.Workload.Commands == nil {
		return
	}
	r, cmds := p.run.Result.Commands, p.run.Workload.Commands
	for ci, l := range p.labels {
		if ci < len(cmds.Contexts) {
			l.SetText(cpOpsText(cmds, r, ci, t))
		}
	}
	if ci := p.view.ctx; ci < len(r.Contexts) {
		_, used, rp, wp := ringAt(r, ci, t)
		n := 0
		for _, u := range used {
			if u {
				n++
			}
		}
		p.ring.SetText(fmt.Sprintf("%d of %d nodes · read pointer %d · write pointer %d · %d B trace · %d B full save", n, r.TraceNodes, rp, wp,
			int64(n)*scheduler.TraceNodeBytes, r.Contexts[ci].FullSaveBytes))
	}
}

// sweepChart plots the checkpoint-spacing sweep: mean preemption latency
// (solid) and operations replayed (dotted) against spacing, one colour per
// preemption level.
type sweepChart struct {
	widget.BaseWidget
	rows   []run.SweepRow
	raster *canvas.Raster
}

// newSweepChart returns an empty chart.
func newSweepChart() *sweepChart {
	c := &sweepChart{}
	c.raster = canvas.NewRaster(c.draw)
	c.raster.ScaleMode = canvas.ImageScalePixels
	c.ExtendBaseWidget(c)
	return c
}

// SetRows shows a sweep.
func (c *sweepChart) SetRows(rows []run.SweepRow) { c.rows = rows; c.Refresh() }

// CreateRenderer implements fyne.Widget: the raster with its axes
// (cpview_axes.go).
func (c *sweepChart) CreateRenderer() fyne.WidgetRenderer { return newSweepRenderer(c) }

var levelColors = map[string]color.NRGBA{
	"any":        {0x50, 0xc8, 0x70, 0xff},
	"draw":       {0x4c, 0x9a, 0xff, 0xff},
	"submission": {0xff, 0x9a, 0x3c, 0xff},
}

// sweepPad is the chart's margin inside its raster (device pixels).
const sweepPad = 6

// sweepX is spacing sp's column in a raster w device pixels wide (log2).
func sweepX(sp, maxSp, w int) int {
	return sweepPad + int(math.Log2(float64(sp))/math.Log2(float64(max(maxSp, 2)))*float64(w-2*sweepPad))
}

// sweepTops are the largest mean latency and count of replayed
// operations, and the largest spacing.
func sweepTops(rows []run.SweepRow) (maxLat float64, maxRep, maxSp int) {
	maxRep, maxSp = 1, 1
	for _, r := range rows {
		maxLat = max(maxLat, r.MeanLatency)
		maxRep = max(maxRep, r.Replayed)
		maxSp = max(maxSp, r.Spacing)
	}
	return maxLat, maxRep, maxSp
}

func (c *sweepChart) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
	if len(c.rows) == 0 || w < 20 || h < 20 {
		return img
	}
	maxLat, maxRep, maxSp := sweepTops(c.rows)
	pad := sweepPad
	x := func(sp int) int { return sweepX(sp, maxSp, w) }
	y := func(v, top float64) int { return h - pad - int(v/max(top, 1)*float64(h-2*pad)) }
	rectOutline(img, image.Rect(pad-1, pad-1, w-pad+1, h-pad+1), color.NRGBA{0x50, 0x50, 0x58, 0xff})
	prev := map[string][2][2]int{}
	for _, r := range c.rows {
		col := levelColors[r.Level]
		px, py := x(r.Spacing), y(r.MeanLatency, maxLat)
		qy := y(float64(r.Replayed), float64(maxRep))
		if p, ok := prev[r.Level]; ok {
			line(img, p[0][0], p[0][1], px, py, col)
			for i := 0; i < 20; i += 2 { // dotted: replayed
				ax := p[1][0] + (px-p[1][0])*i/20
				ay := p[1][1] + (qy-p[1][1])*i/20
				bx := p[1][0] + (px-p[1][0])*(i+1)/20
				by := p[1][1] + (qy-p[1][1])*(i+1)/20
				line(img, ax, ay, bx, by, darker(col, 0.7))
			}
		}
		fillRect(img, image.Rect(px-2, py-2, px+3, py+3), col)
		prev[r.Level] = [2][2]int{{px, py}, {px, qy}}
	}
	return img
}
