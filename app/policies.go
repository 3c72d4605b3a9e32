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
	"github.com/ppuwb/ppuwb/workspaces"
)

// policiesPanel is the Policies tab: every partition policy run on the open
// workspace (recomputed on each reload, in the background), as a table and
// a bar chart of ANTT, STP and fairness; and a run-time override of the
// workspace's own policy (the files are not edited).
type policiesPanel struct {
	h        panelHost
	table    *fyne.Container
	chart    *canvas.Raster
	status   *widget.Label
	override *widget.Select
	rows     []scheduler.PolicyMetrics
	active   string          // the policy the window runs ("" none)
	names    *fyne.Container // the policies' names under the chart's bar groups
	key      *fyne.Container // the bars' legend
	axis     *fyne.Container // the value axis left of the chart (policies_axis.go)
	gen      int
	cancel   context.CancelFunc // cancels the comparison in flight
	root     fyne.CanvasObject
}

const policyFromFiles = "workspace's"

func newPoliciesPanel(h panelHost) *policiesPanel {
	p := &policiesPanel{h: h, table: container.NewVBox(), status: widget.NewLabel(""), names: container.NewStack()}
	p.chart = canvas.NewRaster(p.drawChart)
	p.chart.SetMinSize(fyne.NewSize(200, 80))
	opts := append([]string{policyFromFiles}, scheduler.PartitionPolicyNames.List()...)
	p.override = widget.NewSelect(opts, func(s string) {
		if s == policyFromFiles {
			s = ""
		}
		h.runWithPolicy(s, p.override.Selected)
	})
	p.override.SetSelected(policyFromFiles)
	p.status.Wrapping = fyne.TextWrapWord // a long status wraps instead of widening the window
	top := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabel("Run the window with policy:"), p.override), nil, p.status)
	// The bars' legend, in the theme's colours and size.
	key := newFlow(nil, 0, legendHead("bars per policy:"))
	for i, l := range []string{"ANTT ÷ the largest (lower is better)", "STP ÷ the largest", "fairness (0–1)"} {
		key.Add(legendSwatch(policyBarColors[i], policyBarPatterns[i], l))
	}
	p.key = key
	// The chart over the table: each gets the tab's whole width, so the
	// table's columns (each as wide as its widest cell) are not cut
	// where a window is wide enough for them.
	p.axis = newPolicyAxis(p.names)
	chart := container.NewBorder(nil, key, p.axis, nil, container.NewBorder(nil, p.names, nil, nil, p.chart))
	split := container.NewVSplit(chart, container.NewScroll(p.table))
	split.SetOffset(0.5)
	p.root = container.NewBorder(top, nil, nil, nil, split)
	return p
}

// setRun recomputes the comparison for run's workload in the background.
func (p *policiesPanel) title() string { return "Policies" }

func (p *policiesPanel) content() fyne.CanvasObject { return p.root }

// setTime: the view does not follow the clock.
func (p *policiesPanel) setTime(int64) {}

func (p *policiesPanel) setRun(rn *run.Run) {
	p.gen++
	gen := p.gen
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	p.active = ""
	if rn != nil && rn.Result != nil && rn.Result.Partition != nil {
		p.active = rn.Result.Partition.Options.Policy.String()
	}
	if rn == nil || rn.Result == nil || rn.Result.Partition == nil {
		p.rows = nil
		p.fill()
		p.status.SetText("this workspace does not partition the machine: set [scheduler] partition, or pick a policy here")
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.status.SetText("comparing policies…")
	m, w, o := rn.Result.Machine, rn.Workload, rn.Result.Options
	o.Progress = nil
	go func() {
		var all []scheduler.PartitionPolicy
		for _, n := range scheduler.PartitionPolicyNames.List() {
			pol, _ := scheduler.ParsePartitionPolicy(n)
			all = append(all, pol)
		}
		rows, err := scheduler.ComparePolicies(ctx, m, w, o, all)
		uiDo(func() {
			if gen != p.gen {
				return
			}
			if err != nil {
				p.status.SetText("comparison failed: " + err.Error())
				p.rows = nil
			} else {
				p.status.SetText(fmt.Sprintf("%d policies, each task's isolated run as the reference", len(rows)))
				p.rows = rows
			}
			p.fill()
		})
	}()
}

func (p *policiesPanel) fill() {
	p.table.RemoveAll()
	p.fillNames()
	if len(p.rows) == 0 {
		p.chart.Refresh()
		return
	}
	head := []string{"policy", "ANTT", "STP", "fairness", "makespan", "preempt\nmean", "preempt\nworst", "preempted", "bytes\nsaved", "work\nlost", "SM util"}
	grid := container.New(&columnsLayout{cols: len(head)})
	for _, h := range head {
		grid.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, m := range p.rows {
		for _, c := range []string{m.Policy, scheduler.FormatFigure(m.ANTT, 2), scheduler.FormatFigure(m.STP, 2), scheduler.FormatFigure(m.Fairness, 3),
			fmt.Sprint(m.Makespan), fmt.Sprintf("%.0f", m.PreemptionLatencyMean), fmt.Sprint(m.PreemptionLatencyMax),
			fmt.Sprint(m.CTAsPreempted), fmt.Sprint(m.BytesSaved), fmt.Sprint(m.WorkLost), fmt.Sprintf("%.1f%%", 100*m.SMUtilization)} {
			grid.Add(widget.NewLabel(c))
		}
	}
	p.table.Add(grid)
	p.chart.Refresh()
}

// policyBarColors and policyBarPatterns draw the ANTT, STP and fairness
// bars: greys of three lightnesses, solid, striped and dotted, so that no
// bar reads as a task (every task colour belongs to taskPalette, shared by
// the other tabs).
var (
	policyBarColors   = []color.NRGBA{{0xf0, 0xf0, 0xf0, 0xff}, {0x8c, 0x8c, 0x9a, 0xff}, {0x5e, 0x5e, 0x6a, 0xff}}
	policyBarPatterns = []pattern{patSolid, patDiagonal, patDots}
)

// columnsLayout lays its objects out as a table of cols columns, row by
// row, each column as wide as its widest cell and each row as high as its
// highest.
type columnsLayout struct{ cols int }

func (l *columnsLayout) sizes(objs []fyne.CanvasObject) (ws, hs []float32) {
	ws = make([]float32, l.cols)
	hs = make([]float32, (len(objs)+l.cols-1)/l.cols)
	for i, o := range objs {
		m := o.MinSize()
		ws[i%l.cols] = max(ws[i%l.cols], m.Width)
		hs[i/l.cols] = max(hs[i/l.cols], m.Height)
	}
	return ws, hs
}

func (l *columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	ws, hs := l.sizes(objs)
	var s fyne.Size
	for _, w := range ws {
		s.Width += w
	}
	for _, h := range hs {
		s.Height += h
	}
	return s
}

func (l *columnsLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	ws, hs := l.sizes(objs)
	y := float32(0)
	for r, h := range hs {
		x := float32(0)
		for c, w := range ws {
			if i := r*l.cols + c; i < len(objs) {
				objs[i].Move(fyne.NewPos(x, y))
				objs[i].Resize(fyne.NewSize(w, h))
			}
			x += w
		}
		y += h
	}
}

// drawChart draws, per policy, three bars: ANTT (scaled to the largest),
// STP (scaled to the largest) and fairness (0..1).
func (p *policiesPanel) drawChart(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
	n := len(p.rows)
	if n == 0 || w < 10 || h < 10 {
		return img
	}
	var maxANTT, maxSTP float64
	for _, m := range p.rows {
		if m.Defined() { // undefined (NaN): no bar
			maxANTT, maxSTP = max(maxANTT, m.ANTT), max(maxSTP, m.STP)
		}
	}
	colors := policyBarColors
	group := w / n
	bw := max(group/4, 1)
	for i, m := range p.rows {
		if m.Policy == p.active {
			// The policy the window runs: its group on a lighter ground.
			fillRect(img, image.Rect(i*group, 0, (i+1)*group, h), color.NRGBA{0x34, 0x34, 0x3c, 0xff})
		}
		// The value axis's lines (policyAxis), under the bars.
		for _, v := range policyAxisValues[1:] {
			y := h - int(v*float64(h-4))
			fillRect(img, image.Rect(i*group, y, (i+1)*group, y+1), color.NRGBA{0x44, 0x44, 0x4c, 0xff})
		}
		vals := []float64{m.ANTT / max(maxANTT, 1e-9), m.STP / max(maxSTP, 1e-9), m.Fairness}
		for j, v := range vals {
			if math.IsNaN(v) {
				continue // a tenant or its reference unfinished: undefined, no bar
			}
			x := i*group + j*bw + bw/2
			y := h - int(v*float64(h-4))
			fillPattern(img, image.Rect(x, y, x+bw-1, h), colors[j], policyBarPatterns[j])
		}
	}
	return img
}

// applyPartitionOverride sets the window's run-time policy override on a
// copy of the workspace (the files stay as they are).
func applyPartitionOverride(ws *workspaces.Workspace, name string) {
	if pol, err := scheduler.ParsePartitionPolicy(name); err == nil && name != "" {
		ws.SchedOptions = ws.SchedOptions.WithPartition(pol)
	}
}

// fillNames puts each policy's name under its bar group, in the chart's
// column, broken at its hyphens rather than cut; the policy the window runs is
// bold, marked ▶ and in the accent colour.
func (p *policiesPanel) fillNames() {
	if len(p.rows) == 0 {
		p.names.Objects = nil
		p.names.Refresh()
		return
	}
	grid := container.NewGridWithColumns(len(p.rows))
	for _, m := range p.rows {
		// One line per part of the name ("priority-" over "preempt"), so
		// nine names fit under nine narrow groups uncut.
		l := widget.NewLabel(strings.ReplaceAll(m.Policy, "-", "-\n"))
		l.Alignment = fyne.TextAlignCenter
		if m.Policy == p.active {
			l.SetText("▶ " + l.Text)
			l.TextStyle = fyne.TextStyle{Bold: true}
			l.Importance = widget.HighImportance
		}
		grid.Add(l)
	}
	// The names never widen the tab (TestWindowFitsSmallScreens): in a
	// very narrow chart neighbouring names may touch.
	p.names.Objects = []fyne.CanvasObject{container.New(widthFree{}, grid)}
	p.names.Refresh()
}

// widthFree lays its object out at the size it gets, asking for its
// height but no width.
type widthFree struct{}

func (widthFree) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(0, h)
}

func (widthFree) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
