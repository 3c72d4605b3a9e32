//go:build ci

package app

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
)

// drawAtSize draws a self-drawn view at the size it is laid out at.
func drawAtSize(t *testing.T, what string, o fyne.CanvasObject, draw func(w, h int) image.Image) image.Image {
	t.Helper()
	s := o.Size()
	if s.Width < 10 || s.Height < 10 {
		t.Fatalf("%s: laid out at %v", what, s)
	}
	return draw(int(s.Width), int(s.Height))
}

// TestOneColourPerTaskAtEverySize: at every lesson size, normally, with the
// side column hidden and in presentation mode, every tab keeps the run's
// one palette and draws each task in its colour at the size it is laid out
// at: the partitioning example's tenants on the SM timeline and in the
// Utilization chart, each TMD's task on its task-graph node, the runtime
// example's instances on the Runtime bars and, where they also ran as
// grids, on the timeline (the task graph fitted to its view, and to each
// node selected in turn where the readable graph is taller than the view). (Point 3 of issue 28; TestOneColourPerTask-
// Everywhere checks the same at one drawing size.)
func TestOneColourPerTaskAtEverySize(t *testing.T) {
	wb, _ := openExample(t, "partitioning")
	t.Cleanup(func() { uiScale = 1 })
	wb.clock.GoEnd() // the whole run drawn (presentation mode reveals as it runs)
	r := wb.run.Result
	pr := r.Partition
	if pr == nil || len(pr.Tenants) < 2 {
		t.Fatal("the partitioning example has no tenants")
	}
	shared := func(what string, w *workbench) {
		for name, p := range map[string]*taskColors{"timeline": w.tl.view.palette, "task graph": w.graph.view.colors,
			"utilization": w.util.view.colors, "command processor": w.cp.view.colors, "runtime": w.rt.view.colors} {
			if p == nil || p != w.colors {
				t.Fatalf("%s: the %s tab does not use the run's palette", what, name)
			}
		}
	}
	forEachLayout(t, wb, func(what string) {
		shared(what, wb)
		wb.bottom.SelectIndex(0)
		wb.settleLayout()
		tl := drawAtSize(t, what+", timeline", wb.tl.view, wb.tl.view.draw)
		wb.bottom.SelectIndex(2)
		wb.settleLayout()
		util := drawAtSize(t, what+", utilization", wb.util.view, wb.util.view.draw)
		for k := range pr.Tenants {
			c := wb.colors.tenant(k)
			if !hasColor(tl, c) {
				t.Fatalf("%s: the timeline does not draw tenant %s in %v", what, pr.Tenants[k].Name, c)
			}
			if pr.Tenants[k].Done >= 0 && !hasColor(util, c) {
				t.Fatalf("%s: the Utilization chart does not draw tenant %s in %v", what, pr.Tenants[k].Name, c)
			}
		}
		wb.bottom.SelectIndex(1)
		wb.settleLayout()
		g := wb.graph.view
		g.FitAll() // the whole graph, or as much as readable labels allow (double-click)
		gimg := drawAtSize(t, what+", task graph", g, g.draw)
		for i := range r.TMDs {
			c := wb.colors.tmd(i)
			if hasColor(gimg, c) {
				continue
			}
			// A graph taller than its view at readable labels: Fit
			// brings the selected node into view.
			g.SetSelected(i)
			g.FitAll()
			img := drawAtSize(t, what+", task graph", g, g.draw)
			g.SetSelected(-1)
			if !hasColor(img, c) {
				t.Fatalf("%s: the task graph has no node in %s's colour %v", what, r.TMDs[i].Name, c)
			}
		}
	})
	wb.bottom.SelectIndex(0)

	wb, _ = openExample(t, "runtime")
	wb.clock.GoEnd()
	rt := wb.run.Runtime
	forEachLayout(t, wb, func(what string) {
		shared(what, wb)
		wb.bottom.SelectIndex(4)
		wb.settleLayout()
		img := drawAtSize(t, what+", runtime", wb.rt.view, wb.rt.view.draw)
		both := 0
		for _, e := range rt.Plan.Events {
			c := wb.colors.instance(e.Instance)
			if c == noTask || !hasColor(img, c) {
				t.Fatalf("%s: instance %s not drawn in its colour %v", what, e.Instance, c)
			}
			if hc := wb.tl.view.hostColor(e.Instance); hc != hostBar {
				both++
				if hc != c {
					t.Fatalf("%s: instance %s: timeline %v, Runtime tab %v", what, e.Instance, hc, c)
				}
			}
		}
		if both == 0 {
			t.Fatalf("%s: no runtime instance also ran as a grid on the timeline", what)
		}
	})
}

// TestSelectionClearsAtEverySize: at every lesson size, normally, with the
// side column hidden and in presentation mode, Esc clears a task selection
// (timeline and task graph) and a triangle selection, a reload clears
// them, and a click on the framebuffer — laid out at that size — that takes
// the keyboard back from another widget does not select a triangle, while
// the next click does. (Point 7 of issue 28; TestSelectionClears checks the
// same once.)
func TestSelectionClearsAtEverySize(t *testing.T) {
	wb, dir := openExample(t, "continuations")
	t.Cleanup(func() { uiScale = 1 })
	path := filepath.Join(dir, "workspace.toml")
	wb.center.SelectIndex(0)
	// Graphics are off in this example, so its framebuffer starts as a
	// strip (fitGraphics): give it its half back, as Ctrl+↓ would.
	wb.rightSplit.SetOffset(0.5)
	forEachLayout(t, wb, func(what string) {
		// Esc clears the task selection.
		wb.selectTask(1)
		if wb.tl.view.Selected() != 1 || wb.graph.view.Selected() != 1 {
			t.Fatalf("%s: no task selected", what)
		}
		pressKey(wb.win.Canvas(), fyne.KeyEscape)
		if wb.tl.view.Selected() != -1 || wb.graph.view.Selected() != -1 {
			t.Fatalf("%s: Esc did not clear the task selection", what)
		}

		// The framebuffer, at the size this layout gives it.
		fb := wb.fb.view
		sz := fb.Size()
		var at fyne.Position
		found := false
		for y := float32(2); y < sz.Height && !found; y += 3 {
			for x := float32(2); x < sz.Width; x += 3 {
				if px, py, ok := fb.pixelAt(fyne.NewPos(x, y)); ok && fb.frame.TriangleID[py*fb.frame.Width+px] >= 0 {
					at, found = fyne.NewPos(x, y), true
					break
				}
			}
		}
		if !found {
			t.Fatalf("%s: no triangle in the %v framebuffer", what, sz)
		}
		var other fyne.Focusable = wb.play.speed // the editor is hidden in presentation mode
		if e := wb.side.openFile("workspace.toml"); e != nil && !wb.present.on && !wb.present.sideHidden {
			other = e.entry
		}
		wb.win.Canvas().Focus(other)
		if wb.win.Canvas().Focused() == nil {
			t.Fatalf("%s: nothing took the keyboard", what)
		}
		click := func() { clickAsTheDriver(wb, fb, at) }
		click()
		if fb.Selected() != -1 {
			t.Fatalf("%s: the click that took the keyboard back selected a triangle", what)
		}
		click()
		if fb.Selected() < 0 {
			t.Fatalf("%s: a second click did not select the triangle", what)
		}
		pressKey(wb.win.Canvas(), fyne.KeyEscape)
		if fb.Selected() != -1 {
			t.Fatalf("%s: Esc did not clear the triangle selection", what)
		}

		// A reload clears both selections.
		click()
		wb.selectTask(1)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(data, []byte("\n# touched\n")...), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := waitLoaded(t, wb); err != nil {
			t.Fatal(err)
		}
		if wb.tl.view.Selected() != -1 || wb.graph.view.Selected() != -1 || wb.fb.view.Selected() != -1 {
			t.Fatalf("%s: a selection outlived the reload", what)
		}
		// Nothing is dimmed: every task's bars are drawn in their colours.
		img := drawAtSize(t, what+", timeline", wb.tl.view, wb.tl.view.draw)
		for i := range wb.run.Result.TMDs {
			if c := wb.colors.tmd(i); c != noTask && !hasColor(img, c) {
				t.Fatalf("%s: after the reload %s is not drawn in %v (dimmed?)", what, wb.run.Result.TMDs[i].Name, c)
			}
		}
	})
}
