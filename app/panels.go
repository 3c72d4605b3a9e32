package app

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// fbPanel is the framebuffer tab: the view, its toolbar and the hover readout.
type fbPanel struct {
	h        panelHost
	view     *frameView
	final    *widget.Check
	checks   []*widget.Check // the overlays drawn on top (Edges, Tiles, Coverage, Blocks)
	debug    *debugChoice    // the one whole-image view: colour, depth, overdraw or triangle IDs
	zoom     *widget.Label
	readout  *widget.Label
	root     fyne.CanvasObject
	overJob  int
	overdraw *render.Frame // frame the overdraw counts belong to
}

func newFBPanel(h panelHost) *fbPanel {
	p := &fbPanel{h: h, view: newFrameView()}
	p.readout = widget.NewLabel(readoutHint)
	p.readout.TextStyle.Monospace = true
	p.readout.Truncation = fyne.TextTruncateEllipsis
	p.view.OnHover = func(s string) {
		if s == "" {
			s = p.idleText() // the pointer left: no stale values
		}
		p.setReadout(s)
		p.updateZoom()
	}
	p.final = widget.NewCheck("Final frame", func(b bool) { p.view.SetFinal(b) })
	nonSticky(p.final)
	p.debug = newDebugChoice(p)
	bar := newFlow(nil, 0, p.final, p.debug.content)
	for i, name := range overlayNames {
		o := overlay(1 << i)
		if isDebugView(o) {
			continue // one choice: the View select (debugview.go)
		}
		c := widget.NewCheck(name, func(b bool) { p.view.SetOverlay(o, b) })
		nonSticky(c)
		p.checks = append(p.checks, c)
		bar.Add(c)
	}
	p.zoom = widget.NewLabel("fit")
	bar.Add(container.NewHBox(
		widget.NewButton("Fit", func() { p.view.FitToWindow(); p.updateZoom() }),
		widget.NewButton("1:1", func() { p.view.SetZoom(1); p.updateZoom() }),
		widget.NewButton("8×", func() { p.view.SetZoom(8); p.updateZoom() }),
		p.zoom))
	p.view.OnSelectTriangle = func(i int) {
		h.selectTriangle(i)
	}
	p.view.KeyboardElsewhere = func() bool { return h.window().Canvas().Focused() != nil }
	p.setReadout(p.idleText())
	p.root = headed(bar, container.NewVBox(p.frameLegend(), p.readout), p.view)
	return p
}

func (p *fbPanel) updateZoom() { p.zoom.SetText(fmt.Sprintf("%.2g×", p.view.Zoom())) }

func (p *fbPanel) title() string { return "Framebuffer" }

func (p *fbPanel) content() fyne.CanvasObject { return p.root }

func (p *fbPanel) setTime(t int64) {
	p.view.SetTime(t)
}

func (p *fbPanel) setRun(rn *run.Run) {
	if rn == nil || rn.Frame == nil {
		p.view.SetFrame(nil, nil)
		return
	}
	var done []int64
	if rn.Result != nil {
		done = rn.Result.TileDone
	}
	if rn.Workspace != nil {
		p.view.SetMeshNames(meshNamesOf(rn.Workspace.Scene))
	}
	p.view.SetFrame(rn.Frame, done)
	p.view.SetTileStarts(tileStarts(rn.Result, len(rn.Frame.Tiles)))
	p.view.SetTime(p.h.playClock().Time())
	if p.view.Overlays()&overlayOverdraw != 0 {
		p.ensureOverdraw()
	}
	p.debug.updateScale()
	p.updateZoom()
}

// ensureOverdraw computes per-pixel fragment counts for the overdraw overlay
// off the UI goroutine.
func (p *fbPanel) ensureOverdraw() {
	f := p.view.Frame()
	if f == nil || p.overdraw == f {
		return
	}
	p.overdraw = f
	p.overJob++
	job := p.overJob
	go func() {
		counts := overdrawCounts(f)
		uiDo(func() {
			if job == p.overJob && p.view.Frame() == f {
				p.view.SetOverdraw(counts)
				p.debug.updateScale()
			}
		})
	}()
}

// timelinePanel is the SM timeline tab: the timeline, its legend and tools.
type timelinePanel struct {
	h      panelHost
	view   *timeline
	legend *fyne.Container // the tools and the kinds legend
	tools  []fyne.CanvasObject
	byKind *widget.Check
	root   fyne.CanvasObject
}

func newTimelinePanel(h panelHost) *timelinePanel {
	p := &timelinePanel{h: h, view: newTimeline()}
	p.view.OnSelectTask = h.selectTask
	p.view.OnSeek = func(t int64) { h.playClock().SetPlaying(false); h.playClock().Set(t) }
	byKind := widget.NewCheck("Colour by kind", func(b bool) {
		p.view.SetColorByKind(b)
		p.showLegend()
		h.prefs().SetBool(prefColorByKind, b)
	})
	nonSticky(byKind)
	p.byKind = byKind
	fit := widget.NewButton("Whole run", func() { p.view.SetWindow(0, float64(h.playClock().End())) })
	p.legend = newFlow(nil, 0)
	p.tools = []fyne.CanvasObject{byKind, fit}
	// How to use the view shows in the status bar while the pointer is over
	// it (a line of its own cost the timeline its height in small windows).
	p.view.OnPointer = func(in bool) {
		if in {
			h.hint(timelineHelp)
		} else {
			h.hint("")
		}
	}
	p.root = headed(p.legend, nil, p.view)
	if h.prefs().Bool(prefColorByKind) {
		byKind.SetChecked(true)
	} else {
		p.showLegend()
	}
	return p
}

const timelineHelp = "scroll: zoom · drag: pan · click a bar: select its task · click the axis: seek · red cross-hatch: stalled"

func (p *timelinePanel) title() string { return "SM timeline" }

func (p *timelinePanel) content() fyne.CanvasObject { return p.root }

func (p *timelinePanel) setTime(t int64) {
	p.view.SetTime(t)
}

func (p *timelinePanel) setRun(rn *run.Run) {
	if rn == nil {
		p.view.SetHost(nil)
		p.view.SetResult(nil)
		return
	}
	p.view.SetHost(hostPlan(rn))
	p.view.SetColors(p.h.taskColors())
	p.view.SetResult(rn.Result)
	p.view.SetTime(p.h.playClock().Time())
	p.showLegend()
}

// showLegend shows the legend of what the bars' colours mean. Colour by
// kind: the kinds in their colours and patterns. Colour by task: the task
// groups in their colours, and the kinds as patterns only (in grey), since
// the colours then mean tasks.
func (p *timelinePanel) showLegend() {
	byKind := p.byKind.Checked
	p.legend.RemoveAll()
	for _, o := range p.tools {
		p.legend.Add(o)
	}
	if byKind {
		p.legend.Add(legendHead("Kinds:"))
	} else {
		p.legend.Add(legendHead("Kinds (pattern):"))
	}
	for _, k := range scheduler.CTAKinds() {
		c := kindStyles[k].color
		if !byKind {
			c = color.NRGBA{0x9a, 0x9a, 0x9a, 0xff}
		}
		p.legend.Add(legendSwatch(c, kindStyles[k].pattern, k.String()))
	}
	if r := p.view.res; r != nil && r.Partition != nil && len(r.Partition.Preemptions) > 0 {
		// The marks drawn on preempted CTAs (timeline_partition.go).
		p.legend.Add(legendHead("Preemption:"))
		p.legend.Add(hatchSwatch(saveHatch, "saved"))
		p.legend.Add(hatchSwatch(restoreHatch, "restored"))
		p.legend.Add(flushSwatch("flushed"))
		p.legend.Add(memorySwatch("state in memory"))
	}
	if !byKind {
		p.legend.Add(legendHead("Tasks (colour):"))
		groups, colors := p.view.Groups()
		for k, g := range groups {
			if k == 12 {
				p.legend.Add(legendHead(fmt.Sprintf("… %d more", len(groups)-k)))
				break
			}
			p.legend.Add(legendSwatch(colors[k], patSolid, g))
		}
	}
	p.legend.Refresh()
}

// graphPanel is the task-graph tab: the graph, the deadlock diagnosis, the
// selected TMD's details and a legend.
type graphPanel struct {
	h          panelHost
	view       *taskGraph
	deadlock   *widget.Label
	details    *widget.Label
	detailsBtn *widget.Button
	side       *container.Scroll
	split      *container.Split
	waitSwatch fyne.CanvasObject
	root       fyne.CanvasObject
}

// toggleDetails hides or shows the details column beside the graph.
func (p *graphPanel) toggleDetails() {
	if p.side.Visible() {
		p.side.Hide()
		p.detailsBtn.SetText("Show details")
	} else {
		p.side.Show()
		p.detailsBtn.SetText("Hide details")
	}
	p.split.Refresh()
}

// clockMoved keeps the selected TMD's details at the clock's time.
func (p *graphPanel) clockMoved() {
	if i := p.view.Selected(); i >= 0 && p.side.Visible() {
		p.showDetails(i)
	}
}

func newGraphPanel(h panelHost) *graphPanel {
	p := &graphPanel{h: h, view: newTaskGraph()}
	p.view.OnSelectTask = h.selectTask
	p.deadlock = widget.NewLabel("")
	p.deadlock.Wrapping = fyne.TextWrapWord
	p.deadlock.Importance = widget.DangerImportance
	p.deadlock.Hide()
	p.details = widget.NewLabel("tap a node (or a timeline bar) to see its TMD")
	p.details.Wrapping = fyne.TextWrapWord
	legend := newFlow(nil, 0)
	fit := widget.NewButton("Fit", p.view.FitAll)
	p.detailsBtn = widget.NewButton("Hide details", p.toggleDetails)
	legend.Add(container.NewHBox(fit, p.detailsBtn))
	for _, i := range []nodeState{stWaiting, stEmptyQueue, stEligible, stRunning, stDrained, stComplete} {
		legend.Add(legendSwatch(nodeStateColors[i], patSolid, nodeStateNames[i]))
	}
	for _, k := range []scheduler.EdgeKind{scheduler.EdgeOutputDependence, scheduler.EdgeStream,
		scheduler.EdgeChild, scheduler.EdgeContinuation, scheduler.EdgeAfter} {
		legend.Add(edgeSwatch(edgeStyles[k], k.String()))
	}
	p.waitSwatch = edgeSwatch(edgeStyle{color: deadlockRed}, "waits for (deadlock)")
	p.waitSwatch.Hide()
	legend.Add(p.waitSwatch)
	shapes := widget.NewLabel("shapes: grid ▭ double border · queue ▭ with FIFO slots · EOC octagon · graphics ▭ inset border\n" +
		"scroll: zoom · drag: pan · double-click: fit · hover: full name")
	shapes.Wrapping = fyne.TextWrapWord // a legend: in the foreground colour
	top := legend
	p.side = container.NewVScroll(container.NewVBox(p.deadlock, p.details, shapes))
	split := container.NewHSplit(p.view, p.side)
	split.SetOffset(0.72)
	p.split = split
	p.root = headed(top, nil, split)
	return p
}

func edgeSwatch(st edgeStyle, label string) fyne.CanvasObject {
	img := image.NewRGBA(image.Rect(0, 0, 36, 12))
	fillRect(img, img.Rect, color.NRGBA{0x30, 0x30, 0x34, 0xff})
	dashedLine(img, 2, 5, 30, 5, st.color, st.dash, 2)
	arrowHead(img, 2, 6, 33, 6, st.color, 6)
	return newSwatch(img, 36, 12, label)
}

func (p *graphPanel) title() string { return "Task graph" }

func (p *graphPanel) content() fyne.CanvasObject { return p.root }

func (p *graphPanel) setTime(t int64) {
	p.view.SetTime(t)
	p.clockMoved()
}

func (p *graphPanel) setRun(rn *run.Run) {
	if rn == nil || rn.Result == nil {
		p.view.SetResult(nil)
		p.deadlock.Hide()
		return
	}
	p.view.colors = p.h.taskColors()
	p.view.SetResult(rn.Result)
	p.view.SetTime(p.h.playClock().Time())
	if d := rn.Result.Deadlock; d != nil {
		p.deadlock.SetText("DEADLOCK — " + d.Explain() + "\nThe vermillion arcs are the hold-and-wait cycle (from the deadlock time on).")
		p.deadlock.Show()
		p.waitSwatch.Show()
	} else {
		p.deadlock.SetText("")
		p.deadlock.Hide()
		p.waitSwatch.Hide()
	}
	p.showDetails(p.view.Selected())
}

// showDetails describes TMD i in the side panel.
func (p *graphPanel) showDetails(i int) {
	rn := p.h.currentRun()
	note := ""
	if n := p.view.Omitted(); n > 0 && rn != nil && rn.Result != nil {
		note = fmt.Sprintf("\n\n%d TMDs: the graph shows the first %d (all are in the timeline and the Chrome trace)",
			len(rn.Result.TMDs), maxGraphNodes)
	}
	if rn == nil || rn.Result == nil || i < 0 || i >= len(rn.Result.TMDs) {
		p.details.SetText("tap a node (or a timeline bar) to see its TMD" + note)
		return
	}
	r := rn.Result
	m := r.TMDs[i]
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s TMD #%d\n", m.Name, m.Kind, i)
	if m.Kernel != "" {
		fmt.Fprintf(&b, "kernel %s, %d CTAs × %d threads\n", m.Kernel, m.CTAs, m.Threads)
	}
	if m.Stream != "" {
		fmt.Fprintf(&b, "stream %s, priority %d, depth %d\n", m.Stream, m.Priority, m.Depth)
	}
	if m.Parent >= 0 && m.Parent < len(r.TMDs) {
		fmt.Fprintf(&b, "launched by %s CTA %d\n", r.TMDs[m.Parent].Name, m.ParentCTA)
	}
	if m.OutputDependence >= 0 && m.OutputDependence < len(r.TMDs) {
		fmt.Fprintf(&b, "output dependence → %s\n", r.TMDs[m.OutputDependence].Name)
	}
	fmt.Fprintf(&b, "initial pending %d, input dependence %d\n", m.InitialPending, m.InitialInputDependence)
	ts := func(t int64) string {
		if t < 0 {
			return "never"
		}
		return fmt.Sprint(t)
	}
	fmt.Fprintf(&b, "created %s · eligible %s · first CTA %s · last CTA %s · complete %s\n",
		ts(m.Created), ts(m.Eligible), ts(m.Start), ts(m.End), ts(m.Completed))
	fmt.Fprintf(&b, "at t=%d: %s\n", p.h.playClock().Time(), nodeStateNames[p.view.StateOf(i)])
	// Counter history up to now.
	n := 0
	for _, ev := range r.Counters {
		if ev.TMD != i || ev.Time > p.h.playClock().Time() {
			continue
		}
		if n == 0 {
			b.WriteString("counter history:\n")
		}
		n++
		if n > 12 {
			b.WriteString("  …\n")
			break
		}
		fmt.Fprintf(&b, "  %d: %s = %d (%s)\n", ev.Time, ev.Counter, ev.Value, ev.Reason)
	}
	p.details.SetText(b.String() + note)
}

// tileStarts finds, per fragment tile, when its CTA was dispatched: the
// fragment grid's CTA i is tile i (-1 when unknown).
func tileStarts(r *scheduler.Result, tiles int) []int64 {
	if r == nil {
		return nil
	}
	out := make([]int64, tiles)
	for i := range out {
		out[i] = -1
	}
	for _, iv := range r.Intervals {
		if iv.Task < 0 || iv.Task >= len(r.TMDs) || iv.CTA < 0 || iv.CTA >= tiles {
			continue
		}
		m := &r.TMDs[iv.Task]
		if m.Kind == scheduler.TMDGraphics && m.GraphicsKind == scheduler.FragmentGrid {
			if out[iv.CTA] < 0 || iv.Start < out[iv.CTA] {
				out[iv.CTA] = iv.Start
			}
		}
	}
	return out
}
