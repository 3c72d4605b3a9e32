//go:build ci

package app

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/scheduler"
)

// textFloor is the smallest label the views may draw: 13 px normally, 16 px
// in presentation mode (issue 37, readability).
func textFloor(wb *workbench) float32 {
	if wb.present.on {
		return 16
	}
	return 13
}

// drawnTexts walks o's canvas objects (containers and widget renderers)
// and returns every shown, non-empty canvas.Text in it.
func drawnTexts(o fyne.CanvasObject) []*canvas.Text {
	if o == nil || !o.Visible() {
		return nil
	}
	switch x := o.(type) {
	case *canvas.Text:
		if x.Text != "" {
			return []*canvas.Text{x}
		}
	case *fyne.Container:
		var out []*canvas.Text
		for _, ch := range x.Objects {
			out = append(out, drawnTexts(ch)...)
		}
		return out
	case fyne.Widget:
		var out []*canvas.Text
		for _, ch := range test.WidgetRenderer(x).Objects() {
			out = append(out, drawnTexts(ch)...)
		}
		return out
	}
	return nil
}

// smallestText is the least TextSize of texts (and the text), or 0.
func smallestText(texts []*canvas.Text) (float32, string) {
	least, which := float32(0), ""
	for _, t := range texts {
		if least == 0 || t.TextSize < least {
			least, which = t.TextSize, t.Text
		}
	}
	return least, which
}

// TestViewLabelsReadable: at 1280×720 and 1024×700, normally and in
// presentation mode, every text the task graph (fitted), the SM timeline
// (1, 15 and 132 SMs), the Utilization chart and the command processor
// draw is at least 13 px (16 px in presentation mode); where SM rows are
// too thin for a readable label, labels name groups of SMs ("SM 0–3")
// rather than shrink; with a deadlock, its label and the waiting tag too.
// Failed before: node labels at 12 px, SM labels at 8 px with 132 SMs,
// 11 px axis labels, 10–11 px deadlock label and tag (issue 37).
func TestViewLabelsReadable(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	type panel struct {
		name string
		tab  int
		view func(wb *workbench) fyne.CanvasObject
	}
	timeline := panel{"timeline", 0, func(wb *workbench) fyne.CanvasObject { return wb.tl.view }}
	graph := panel{"task graph", 1, func(wb *workbench) fyne.CanvasObject { wb.graph.view.FitAll(); return wb.graph.view }}
	util := panel{"utilization", 2, func(wb *workbench) fyne.CanvasObject { return wb.util.view }}
	cp := panel{"command processor", 5, func(wb *workbench) fyne.CanvasObject { return wb.cp.content() }}
	for _, c := range []struct {
		example string
		panels  []panel
	}{
		{"continuations", []panel{timeline, graph, util}},
		{"partitioning", []panel{timeline, util}}, // 15 SMs
		{"h100-mps", []panel{timeline}},           // 132 SMs
		{"replay", []panel{cp}},
		{"deadlock", []panel{timeline, graph}}, // continuations under wait-in-place
	} {
		var wb *workbench
		switch c.example {
		case "replay":
			wb = openCP(t)
		case "deadlock":
			var dir string
			wb, dir = openExample(t, "continuations")
			path := filepath.Join(dir, "workspace.toml")
			data, _ := os.ReadFile(path)
			if err := os.WriteFile(path, []byte(strings.Replace(string(data), `policy = "continuation"`, `policy = "wait-in-place"`, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := waitLoaded(t, wb); err != nil || wb.run.Result.Deadlock == nil {
				t.Fatalf("wait-in-place: %v, no deadlock", err)
			}
			wb.clock.GoEnd() // the deadlock's label and the waiting tag shown
		default:
			wb, _ = openExample(t, c.example)
			wb.clock.Set(wb.clock.End() / 2)
		}
		for _, sz := range lessonSizes[:2] {
			for _, present := range []bool{false, true} {
				wb.setPresentation(present)
				wb.win.Resize(sz)
				wb.settleLayout()
				for _, p := range c.panels {
					wb.bottom.SelectIndex(p.tab)
					wb.settleLayout()
					v := p.view(wb)
					texts := drawnTexts(v)
					what := fmt.Sprintf("%s, %s, %s, presentation %v", c.example, p.name, sizeText(sz), present)
					if len(texts) == 0 {
						t.Fatalf("%s: no text drawn", what)
					}
					least, which := smallestText(texts)
					t.Logf("%s: smallest label %.1f px (%q)", what, least, which)
					if least < textFloor(wb)-0.01 {
						t.Errorf("%s: %q at %.1f px, want ≥ %.0f", what, which, least, textFloor(wb))
					}
				}
			}
		}
		wb.setPresentation(false)
	}
}

// TestContinuationsGraphFitsAt1280x720: lesson 1, step 4 on a 1280×720
// projector, normally and in presentation mode: the task graph shown alone
// (F9 twice) and fitted shows every node of the continuations example —
// the parents, the queue, the eight child grids and their eight EOCs —
// whole inside the view, each with its three labels shown at ≥ 13 px
// (16 px in presentation mode) and its counters whole. Failed before: the
// fit kept 12 px labels and showed 6 of 8 child grids and no EOC node.
func TestContinuationsGraphFitsAt1280x720(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb, _ := openExample(t, "continuations")
	wb.clock.Set(wb.clock.End() / 3)
	counters := regexp.MustCompile(`^pending \d+ · in-dep \d+( · |$)`)
	wb.win.Resize(fyne.NewSize(1280, 720))
	for _, present := range []bool{false, true} {
		wb.setPresentation(present)
		wb.win.Resize(fyne.NewSize(1280, 720))
		wb.settleLayout()
		for i := 0; i < 2; i++ {
			pressKey(wb.win.Canvas(), fyne.KeyF9)
		}
		wb.settleLayout()
		if wb.single == nil || wb.bottom.SelectedIndex() != 1 {
			t.Fatalf("presentation %v: F9 twice does not show the task graph alone", present)
		}
		g := wb.graph.view
		g.FitAll()
		ws := g.Size()
		eoc := 0
		for i := range g.pos {
			if g.res.TMDs[i].Kind == scheduler.TMDEOC {
				eoc++
			}
			a, b := g.toView(g.pos[i]), g.toView(g.pos[i].Add(fyne.NewPos(g.geo.w, g.geo.h)))
			if a.X < -0.5 || a.Y < -0.5 || b.X > ws.Width+0.5 || b.Y > ws.Height+0.5 {
				t.Errorf("presentation %v: node %s spans %v–%v in the %v view", present, g.res.TMDs[i].Name, a, b, ws)
				continue
			}
			for k := 0; k < 3; k++ {
				tx := g.texts[3*i+k]
				if !tx.Visible() || tx.Text == "" || tx.TextSize < textFloor(wb)-0.01 {
					t.Errorf("presentation %v: node %s label %d %q shown %v at %.1f px", present, g.res.TMDs[i].Name, k, tx.Text, tx.Visible(), tx.TextSize)
				}
				if k == 1 && !counters.MatchString(tx.Text) {
					t.Errorf("presentation %v: node %s counters cut: %q", present, g.res.TMDs[i].Name, tx.Text)
				}
			}
		}
		t.Logf("presentation %v: %d nodes (%d EOC) in a %v view, %d a row, nodes %.0f×%.0f at zoom %.2f", present, len(g.pos), eoc, ws, g.cols, g.geo.w, g.geo.h, g.scale)
		if len(g.pos) != 18 || eoc != 8 {
			t.Fatalf("the continuations graph has %d nodes, %d EOC", len(g.pos), eoc)
		}
		for wb.single != nil {
			pressKey(wb.win.Canvas(), fyne.KeyF9)
		}
	}
}

// TestHostRowsGroupedNotDropped: the runtime-coexec example's CPU-core
// rows, too thin for a 13 px label each beside the SMs, are named in
// groups ("cpu 0–3"), as the SMs are, not left without labels; a single
// row names its one core. Failed before the groups: the thin CPU rows
// had no label at all.
func TestHostRowsGroupedNotDropped(t *testing.T) {
	wb, _ := openExample(t, "runtime-coexec")
	tl := wb.tl.view
	if tl.hostRowCount() < 2 {
		t.Fatalf("runtime-coexec has %d host rows", tl.hostRowCount())
	}
	spans := tl.rowLabelSpans(4, 17)
	covered := map[int]bool{}
	for _, sp := range spans {
		for r := sp.first; r <= sp.last; r++ {
			covered[r] = true
		}
	}
	for i, hr := range tl.host.rows {
		if hr.label != hr.device && !covered[len(tl.bySM)+i] {
			t.Fatalf("host row %s has no label (spans %v)", hr.label, spans)
		}
	}
	if got := tl.rowLabelSpans(40, 17); len(got) != len(tl.bySM)+tl.hostRowCount() || got[len(tl.bySM)].text != tl.host.rows[0].label {
		t.Fatalf("rows with room: %v", got)
	}
}
