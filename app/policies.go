package app

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"time"

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
	wb       *workbench
	table    *fyne.Container
	chart    *canvas.Raster
	status   *widget.Label
	override *widget.Select
	rows     []scheduler.PolicyMetrics
	gen      int
	cancel   context.CancelFunc // cancels the comparison in flight
	content  fyne.CanvasObject
}

const policyFromFiles = "workspace's"

func newPoliciesPanel(wb *workbench) *policiesPanel {
	p := &policiesPanel{wb: wb, table: container.NewVBox(), status: widget.NewLabel("")}
	p.chart = canvas.NewRaster(p.drawChart)
	p.chart.SetMinSize(fyne.NewSize(200, 80))
	opts := append([]string{policyFromFiles}, scheduler.PartitionPolicyNames.List()...)
	p.override = widget.NewSelect(opts, func(s string) {
		if s == policyFromFiles {
			s = ""
		}
		if s == wb.partitionOverride {
			return
		}
		wb.partitionOverride = s
		wb.reload("policy "+p.override.Selected, nil, time.Now())
	})
	p.override.SetSelected(policyFromFiles)
	p.status.Wrapping = fyne.TextWrapWord // a long status wraps instead of widening the window
	top := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabel("Run the window with policy:"), p.override), nil, p.status)
	key := widget.NewLabel("bars per policy, in table order: red ANTT ÷ the largest (lower is better) · blue STP ÷ the largest · green fairness (0–1)")
	key.Importance = widget.LowImportance
	key.Wrapping = fyne.TextWrapWord
	split := container.NewHSplit(container.NewScroll(p.table), container.NewBorder(nil, key, nil, nil, p.chart))
	split.SetOffset(0.68)
	p.content = container.NewBorder(top, nil, nil, nil, split)
	return p
}

// setRun recomputes the comparison for run's workload in the background.
func (p *policiesPanel) setRun(run *run.Run) {
	p.gen++
	gen := p.gen
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	if run == nil || run.Result == nil || run.Result.Partition == nil {
		p.rows = nil
		p.fill()
		p.status.SetText("this workspace does not partition the machine: set [scheduler] partition, or pick a policy here")
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.status.SetText("comparing policies…")
	m, w, o := run.Result.Machine, run.Workload, run.Result.Options
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
	if len(p.rows) == 0 {
		p.chart.Refresh()
		return
	}
	head := []string{"policy", "ANTT", "STP", "fairness", "makespan", "preempt mean", "preempt worst", "preempted", "bytes saved", "work lost", "SM util"}
	grid := container.NewGridWithColumns(len(head))
	for _, h := range head {
		grid.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, m := range p.rows {
		for _, c := range []string{m.Policy, fmt.Sprintf("%.2f", m.ANTT), fmt.Sprintf("%.2f", m.STP), fmt.Sprintf("%.3f", m.Fairness),
			fmt.Sprint(m.Makespan), fmt.Sprintf("%.0f", m.PreemptionLatencyMean), fmt.Sprint(m.PreemptionLatencyMax),
			fmt.Sprint(m.CTAsPreempted), fmt.Sprint(m.BytesSaved), fmt.Sprint(m.WorkLost), fmt.Sprintf("%.1f%%", 100*m.SMUtilization)} {
			grid.Add(widget.NewLabel(c))
		}
	}
	p.table.Add(grid)
	p.chart.Refresh()
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
		maxANTT, maxSTP = max(maxANTT, m.ANTT), max(maxSTP, m.STP)
	}
	colors := []color.NRGBA{{0xe0, 0x60, 0x60, 0xff}, {0x60, 0xb0, 0xe0, 0xff}, {0x80, 0xd0, 0x70, 0xff}}
	group := w / n
	bw := max(group/4, 1)
	for i, m := range p.rows {
		vals := []float64{m.ANTT / max(maxANTT, 1e-9), m.STP / max(maxSTP, 1e-9), m.Fairness}
		for j, v := range vals {
			x := i*group + j*bw + bw/2
			y := h - int(v*float64(h-4))
			fillRect(img, image.Rect(x, y, x+bw-1, h), colors[j])
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
