//go:build ci

package app

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/ppuwb/ppuwb/scheduler"
)

// leastText is the smallest text the lesson's charts may use: 16 px in
// presentation mode (readable at 1280×720 from the back of a room), else
// least.
func leastText(wb *workbench, least float32) float32 {
	if wb.present.on {
		return 16
	}
	return least
}

// TestGraphFitKeepsLabelsReadable: the Fit button, in the showcase at
// every lesson size and mode, keeps every node label at 12 px or more
// (16 px in presentation mode), wraps the widest layer so the graph fits
// across the view, and shows the queue TMD whole beside its owner, its
// labels clear of its FIFO slots; every label is inside its node and the
// counters are whole. Failed before: Fit shrank the labels to 7–10 px
// (4–6 px in the narrow presentation panels) and the queue sat below
// everything, off-screen.
func TestGraphFitKeepsLabelsReadable(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	wb.bottom.SelectIndex(1)
	wb.clock.Set(wb.run.Result.Makespan / 2)
	counters := regexp.MustCompile(`^pending \d+ · in-dep \d+( · |$)`)
	forEachLayout(t, wb, func(what string) {
		g := wb.graph.view
		g.FitAll()
		least := leastText(wb, tgLabelMin)
		ws := g.Size()
		if g.size.Width*g.scale > ws.Width+0.5 {
			t.Fatalf("%s: the fitted graph is %v wide in a %v view (%d columns)", what, g.size.Width*g.scale, ws.Width, g.cols)
		}
		shown := 0
		for i, tx := range g.texts {
			if !tx.Visible() || tx.Text == "" {
				continue
			}
			shown++
			node, k := i/3, i%3
			if tx.TextSize < least-0.01 {
				t.Fatalf("%s: label %q at %.1f px after Fit", what, tx.Text, tx.TextSize)
			}
			right := g.toView(g.pos[node]).X + tgNodeW*g.scale
			if g.res.TMDs[node].Kind == scheduler.TMDQueue {
				right -= tgQueueSlots * g.scale
			}
			if end := tx.Position().X + tx.MinSize().Width; end > right+0.5 {
				t.Fatalf("%s: label %q of %s ends at %.1f, past %.1f", what, tx.Text, g.res.TMDs[node].Name, end, right)
			}
			if k == 1 && !counters.MatchString(tx.Text) {
				t.Fatalf("%s: counters cut: %q", what, tx.Text)
			}
		}
		if shown == 0 {
			t.Fatalf("%s: no label shown after Fit", what)
		}
		q := -1
		for i, m := range g.res.TMDs {
			if m.Kind == scheduler.TMDQueue {
				q = i
			}
		}
		a, b := g.toView(g.pos[q]), g.toView(g.pos[q].Add(fyne.NewPos(tgNodeW, tgNodeH)))
		if a.X < -0.5 || a.Y < -0.5 || b.X > ws.Width+0.5 || b.Y > ws.Height+0.5 {
			t.Fatalf("%s: the queue spans %v–%v in a %v view", what, a, b, ws)
		}
		if !g.texts[3*q].Visible() || !g.texts[3*q+1].Visible() {
			t.Fatalf("%s: the queue's labels are hidden", what)
		}
	})
}

// TestGraphTooltipWrapsAndScales: a node's tooltip wraps inside the view
// and is at least 16 px in presentation mode. Failed before: one line,
// run past the view's edge.
func TestGraphTooltipWrapsAndScales(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	wb.bottom.SelectIndex(1)
	g := wb.graph.view
	g.res.TMDs[0].Name = strings.Repeat("physics-step-with-a-very-long-name-", 6)
	forEachLayout(t, wb, func(what string) {
		g.FitAll()
		g.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.NodeCenter(0)}})
		lines := 0
		for _, tx := range append([]*canvas.Text{g.tip}, g.tipMore...) {
			if !tx.Visible() || tx.Text == "" {
				continue
			}
			lines++
			if tx.TextSize < leastText(wb, 12) {
				t.Fatalf("%s: tooltip at %.1f px", what, tx.TextSize)
			}
			if tx.Position().X < 0 || tx.Position().X+tx.MinSize().Width > g.Size().Width+0.5 {
				t.Fatalf("%s: tooltip line %q runs out of the view", what, tx.Text)
			}
		}
		if lines < 2 {
			t.Fatalf("%s: the long tooltip did not wrap (%d line)", what, lines)
		}
		g.MouseOut()
	})

}
