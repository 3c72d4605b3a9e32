package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

func newTestGraph(t testing.TB, r *scheduler.Result) (*taskGraph, fyne.Window) {
	test.NewTempApp(t)
	g := newTaskGraph()
	w := test.NewTempWindow(t, g)
	w.SetPadded(false)
	g.SetResult(r)
	// Room for the whole graph at the smallest fitting zoom (labels 12 px).
	w.Resize(fyne.NewSize(g.size.Width*tgMinScale, g.size.Height*tgMinScale))
	return g, w
}

func TestTaskGraphStatesFollowTime(t *testing.T) {
	g, _ := newTestGraph(t, testResult())
	cases := []struct {
		t    int64
		tmd  int
		want nodeState
	}{
		{5, 1, stWaiting},    // parent: input dependence 1 until 10
		{50, 1, stRunning},   // parent CTAs resident
		{250, 1, stRunning},  // last parent CTA leaves at 320
		{450, 1, stDrained},  // evicted at 400, pending 1: waiting for children
		{450, 2, stRunning},  // child grid running
		{450, 3, stWaiting},  // queue TMD waits for the EOC
		{620, 4, stRunning},  // EOC CTA runs 600..650
		{700, 3, stRunning},  // continuations
		{950, 1, stComplete}, // logically complete at 900
		{100, 2, stNotCreated},
	}
	for _, c := range cases {
		g.SetTime(c.t)
		if got := g.StateOf(c.tmd); got != c.want {
			t.Errorf("t=%d TMD %d: %s, want %s", c.t, c.tmd, nodeStateNames[got], nodeStateNames[c.want])
		}
	}
	g.SetTime(450)
	l := g.nodeLines(1)
	if !strings.Contains(l[1], "pending 1") || !strings.Contains(l[1], "in-dep 0") {
		t.Errorf("parent counters at 450: %q", l[1])
	}
	g.SetTime(250)
	if l := g.nodeLines(1); !strings.Contains(l[1], "pending 2") {
		t.Errorf("parent counters at 250 (child launched): %q", l[1])
	}
}

func TestTaskGraphLayoutAndImage(t *testing.T) {
	g, w := newTestGraph(t, testResult())
	// Edges go downwards: every target sits in a later row, but for a
	// queue, which sits beside the grid that owns it (right of it).
	r := testResult()
	for i, m := range r.TMDs {
		for _, e := range m.Edges {
			if r.TMDs[e.To].Kind == scheduler.TMDQueue {
				continue
			}
			if g.pos[e.To].Y <= g.pos[i].Y {
				t.Errorf("edge %s → %s does not go down", m.Name, r.TMDs[e.To].Name)
			}
		}
	}
	for q, m := range r.TMDs {
		if m.Kind == scheduler.TMDQueue && m.Owner >= 0 {
			if o := g.pos[m.Owner]; g.pos[q].Y != o.Y || g.pos[q].X != o.X+tgNodeW+tgGapX {
				t.Errorf("queue %s at %v, not beside its owner at %v", m.Name, g.pos[q], o)
			}
		}
	}
	g.SetTime(450)
	s := g.Size()
	if g.scale != tgMinScale {
		t.Fatalf("scale %v in a view the graph's size at %v", g.scale, tgMinScale)
	}
	assertMaster(t, "taskgraph_t450.png", g.draw(int(s.Width), int(s.Height)), 2)
	// A smaller view never scales the labels below 13 px: the widest layer
	// wraps so the graph still fits across; taps still find the nodes.
	w.Resize(fyne.NewSize(s.Width*0.95, s.Height*0.95))
	if g.scale < tgMinScale || g.size.Width*g.scale > g.Size().Width+0.5 || g.cols >= g.widest() {
		t.Fatalf("scale %v, %d of %d columns, graph %v wide in a %v view", g.scale, g.cols, g.widest(), g.size.Width*g.scale, g.Size().Width)
	}
	sel := -2
	g.OnSelectTask = func(i int) { sel = i }
	test.TapCanvas(w.Canvas(), g.NodeCenter(3))
	if sel != 3 || g.Selected() != 3 {
		t.Fatalf("tap on queue node selected %d", sel)
	}
	test.TapCanvas(w.Canvas(), fyne.NewPos(2, 2))
	if sel != -1 {
		t.Fatalf("tap on empty space selected %d", sel)
	}
}

func TestTaskGraphDeadlockHighlighted(t *testing.T) {
	m, err := device.Preset("classroom")
	if err != nil {
		t.Fatal(err)
	}
	// Every SM filled with parents that wait in place for children that
	// cannot be dispatched: the textbook deadlock.
	w := scheduler.Workload{
		Kernels: []scheduler.Kernel{{Name: "k", CyclesPerThread: 100, RegistersPerThread: 16, BlockSize: scheduler.Dim3{X: 1024, Y: 1, Z: 1}}},
		Tasks: []scheduler.Task{
			{Name: "parent", Kernel: "k", Grid: scheduler.Dim3{X: 64, Y: 1, Z: 1}, Launch: &scheduler.Launch{At: 0.5, Children: []string{"child"}}},
			{Name: "child", Kernel: "k", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}},
		},
	}
	res, err := scheduler.Run(t.Context(), m, w, scheduler.Options{Policy: scheduler.WaitInPlace})
	if err != nil {
		t.Fatal(err)
	}
	if res.Deadlock == nil {
		t.Skip("this workload does not deadlock on the classroom preset")
	}
	g, _ := newTestGraph(t, res)
	g.SetTime(res.Makespan)
	found := false
	for i := range res.TMDs {
		if g.stuck[i] && strings.Contains(g.nodeLines(i)[2], "DEADLOCKED") {
			found = true
		}
	}
	if !found {
		t.Fatal("no node marked DEADLOCKED at the end of a deadlocked run")
	}
	if !strings.Contains(res.Deadlock.Explain(), "deadlock") {
		t.Fatal("no diagnosis text")
	}
}

func TestTaskGraphCapsHugeRuns(t *testing.T) {
	r := bigResult(2000)
	for i := 0; i < 1000; i++ {
		r.TMDs = append(r.TMDs, scheduler.TMDInfo{Name: "child", Parent: 1, OutputDependence: -1, Queue: -1, Owner: -1, Depth: 1})
		r.TMDs[1].Edges = append(r.TMDs[1].Edges, scheduler.Edge{To: len(r.TMDs) - 1, Kind: scheduler.EdgeChild})
	}
	g, _ := newTestGraph(t, r)
	if len(g.pos) != maxGraphNodes || g.Omitted() != len(r.TMDs)-maxGraphNodes {
		t.Fatalf("laid out %d nodes, omitted %d", len(g.pos), g.Omitted())
	}
	if s := g.MinSize(); s.Width*s.Height > 3e7 {
		t.Fatalf("graph of %v is too large to draw", s)
	}
}
