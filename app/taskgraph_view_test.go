package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/ppuwb/ppuwb/scheduler"
)

// TestTaskGraphZoomPanFitAndHover: scrolling zooms at the pointer (the
// node under it stays under it), dragging pans, double-click fits the whole
// graph into the view, and hovering a node shows its full name.
func TestTaskGraphZoomPanFitAndHover(t *testing.T) {
	r := testResult()
	r.TMDs[2].Name = "physics-step/0:collide-pairs-with-a-long-name"
	g, w := newTestGraph(t, r)
	w.Resize(fyne.NewSize(g.size.Width*2, g.size.Height*2))
	p := g.NodeCenter(2)
	z0 := g.scale
	g.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.Delta{DY: 10}})
	if g.scale <= z0 {
		t.Fatalf("scroll up did not zoom in: %v → %v", z0, g.scale)
	}
	if q := g.NodeCenter(2); abs32(q.X-p.X) > 0.5 || abs32(q.Y-p.Y) > 0.5 {
		t.Fatalf("zoom moved the node under the pointer from %v to %v", p, q)
	}
	g.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: 30, DY: -20}})
	if q := g.NodeCenter(2); abs32(q.X-p.X-30) > 0.5 || abs32(q.Y-p.Y+20) > 0.5 {
		t.Fatalf("drag by (30,-20) moved the node from %v to %v", p, q)
	}
	// Zoomed far in, then double-click: every node inside the view.
	for k := 0; k < 10; k++ {
		g.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.Delta{DY: 10}})
	}
	// A view with room for one node across: Fit wraps the graph into one
	// column at labels of 12 px, inside the view across, its top shown.
	w.Resize(fyne.NewSize((tgNodeW+2*tgPad)*tgMinScale+10, g.size.Height*0.4))
	g.DoubleTapped(&fyne.PointEvent{})
	s := g.Size()
	if g.scale < tgMinScale || g.cols != 1 {
		t.Fatalf("fit to a narrow view: scale %v, %d columns", g.scale, g.cols)
	}
	for i := range g.pos {
		a := g.toView(g.pos[i])
		b := g.toView(g.pos[i].Add(fyne.NewPos(tgNodeW, tgNodeH)))
		if a.X < -0.5 || b.X > s.Width+0.5 {
			t.Fatalf("after fit, node %d spans %v–%v in a %v view", i, a, b, s)
		}
	}
	if a := g.toView(fyne.NewPos(0, 0)); a.Y != 0 {
		t.Fatalf("a graph taller than the view does not show its top: origin at %v", a)
	}
	// Hover: the full name, though the node's label is shortened.
	g.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.NodeCenter(2)}})
	tip := g.tip.Text
	for _, tx := range g.tipMore {
		if tx.Visible() {
			tip += tx.Text // wrapped in the narrow view
		}
	}
	if !g.tip.Visible() || !strings.Contains(tip, "collide-pairs-with-a-long-name") {
		t.Fatalf("hover tooltip %q (visible %v)", tip, g.tip.Visible())
	}
	w.Resize(fyne.NewSize(g.size.Width*2, g.size.Height*2))
	g.FitAll()
	if !g.texts[2*3].Visible() {
		t.Fatal("node label hidden in a view twice the graph's size")
	}
	if l := g.texts[2*3].Text; strings.Contains(l, "long-name") || !strings.HasSuffix(l, "…") {
		t.Fatalf("node label %q not shortened to its box", l)
	}
	g.MouseOut()
	if g.tip.Visible() {
		t.Fatal("tooltip stays after the pointer left")
	}
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// TestTaskGraphOrderingRemovesCrossings: two host grids each launching a
// child, created in the crossing order (A's child after B's): the layered
// layout puts each child under its parent, so no edges cross.
func TestTaskGraphOrderingRemovesCrossings(t *testing.T) {
	tmd := func(name string) scheduler.TMDInfo {
		return scheduler.TMDInfo{Name: name, Parent: -1, OutputDependence: -1, Queue: -1, Owner: -1, Created: 0}
	}
	r := &scheduler.Result{TMDs: []scheduler.TMDInfo{tmd("A"), tmd("B"), tmd("C"), tmd("b-child"), tmd("c-child"), tmd("a-child")}}
	r.TMDs[0].Edges = []scheduler.Edge{{To: 5, Kind: scheduler.EdgeChild}}
	r.TMDs[1].Edges = []scheduler.Edge{{To: 3, Kind: scheduler.EdgeChild}}
	r.TMDs[2].Edges = []scheduler.Edge{{To: 4, Kind: scheduler.EdgeChild}}
	rows := [][]int{{0, 1, 2}, {3, 4, 5}}
	if n := crossings(rows, graphEdges(r, 6)); n != 2 {
		t.Fatalf("creation order has %d crossings, want 2 (test premise)", n)
	}
	g, _ := newTestGraph(t, r)
	if n := g.Crossings(); n != 0 {
		t.Fatalf("layout has %d crossings", n)
	}
	for _, pc := range [][2]int{{0, 5}, {1, 3}, {2, 4}} {
		if g.pos[pc[0]].X != g.pos[pc[1]].X {
			t.Fatalf("%s not under %s", r.TMDs[pc[1]].Name, r.TMDs[pc[0]].Name)
		}
	}
}

// TestTaskGraphEmptyQueueAndDetailsFollowClock: in the continuations example
// the queue TMD is an empty queue at t=0 (not eligible); the selected node's
// details follow the playback clock without another click.
func TestTaskGraphEmptyQueueAndDetailsFollowClock(t *testing.T) {
	wb, _ := openExample(t, "continuations")
	q := -1
	for i, m := range wb.run.Result.TMDs {
		if m.Kind == scheduler.TMDQueue {
			q = i
		}
	}
	wb.clock.Set(0)
	if st := wb.graph.view.StateOf(q); st != stEmptyQueue {
		t.Fatalf("queue TMD at t=0: %s, want empty queue", nodeStateNames[st])
	}
	wb.selectTask(q)
	wb.clock.Set(600)
	if st := wb.graph.view.StateOf(q); st != stWaiting {
		t.Fatalf("queue TMD at t=600: %s, want waiting (EOCs attached)", nodeStateNames[st])
	}
	if !strings.Contains(wb.graph.details.Text, "at t=600: waiting") {
		t.Fatalf("details did not follow the clock: %q", wb.graph.details.Text)
	}
	wb.clock.GoEnd()
	if !strings.Contains(wb.graph.details.Text, "complete") {
		t.Fatalf("details at the end: %q", wb.graph.details.Text)
	}
	// The details column collapses and comes back.
	tapButton(t, wb.graph.root, "Hide details")
	if wb.graph.side.Visible() {
		t.Fatal("details still shown")
	}
	tapButton(t, wb.graph.root, "Show details")
	if !wb.graph.side.Visible() {
		t.Fatal("details not shown again")
	}
}

// TestTaskGraphDrawsHoldAndWaitCycle: the continuations example under
// wait-in-place deadlocks; the graph's hold-and-wait edges form the cycle
// (a child grid waits for the SMs its parents hold, the parents wait for
// that child grid), drawn in vermillion from the deadlock time on.
func TestTaskGraphDrawsHoldAndWaitCycle(t *testing.T) {
	wb := openDeadlocked(t)
	r := wb.run.Result
	if r.Deadlock == nil {
		t.Fatal("no deadlock under wait-in-place (test premise)")
	}
	hw := wb.graph.view.HoldWait()
	has := map[[2]int]bool{}
	for _, e := range hw {
		has[e] = true
	}
	cycle := false
	for _, e := range hw {
		if has[[2]int{e[1], e[0]}] {
			cycle = true
		}
	}
	if !cycle {
		t.Fatalf("no hold-and-wait cycle among %v", hw)
	}
	for _, bl := range r.Deadlock.Blocked {
		found := false
		for _, e := range hw {
			if e[0] == bl.TMD {
				found = true
			}
		}
		if !found {
			t.Fatalf("blocked grid %s has no wait edge", bl.Name)
		}
	}
	// Drawn in vermillion at the deadlock, not before.
	g := wb.graph.view
	g.Resize(fyne.NewSize(900, 500))
	count := func() int {
		img := g.draw(900, 500)
		n := 0
		for y := 0; y < 500; y++ {
			for x := 0; x < 900; x++ {
				if toNRGBA(img.At(x, y)) == deadlockRed {
					n++
				}
			}
		}
		return n
	}
	wb.clock.Set(r.Deadlock.Time - 1)
	before := count()
	wb.clock.GoEnd()
	after := count()
	if after <= before+200 {
		t.Fatalf("hold-and-wait edges not drawn at the deadlock: %d vermillion pixels before, %d after", before, after)
	}
	if !wb.graph.waitSwatch.Visible() {
		t.Fatal("no legend entry for the wait edges")
	}
	if d := os.Getenv("PPUWB_TEST_SHOT"); d != "" {
		wb.bottom.SelectIndex(1)
		wb.win.Resize(fyne.NewSize(1280, 720))
		wb.settleLayout()
		_ = writePNG(filepath.Join(d, "graph-deadlock.png"), wb.win.Canvas().Capture())
	}
}

// BenchmarkTaskGraphSetTime is one playback tick of the task graph with the
// most nodes it draws (300): states, node texts fitted to their boxes and
// the raster redrawn at 1200×600.
func BenchmarkTaskGraphSetTime(b *testing.B) {
	r := bigResult(2000)
	for i := 0; i < 400; i++ {
		r.TMDs = append(r.TMDs, scheduler.TMDInfo{Name: "parent/child-with-a-rather-long-name", Parent: 1, OutputDependence: -1, Queue: -1, Owner: -1, Depth: 1})
		r.TMDs[1].Edges = append(r.TMDs[1].Edges, scheduler.Edge{To: len(r.TMDs) - 1, Kind: scheduler.EdgeChild})
	}
	g, w := newTestGraph(b, r)
	w.Resize(fyne.NewSize(1200, 600))
	g.FitAll()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.SetTime(int64(i % 1000))
		_ = g.draw(1200, 600)
	}
}
