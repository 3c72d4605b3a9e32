package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/run"
)

// countView is a view added by a test: its type (this) and one entry in
// viewList are all it takes (TestANewViewIsOneTypeAndOneListEntry).
type countView struct {
	h     panelHost
	label *widget.Label
	runs  int
	lastT int64
}

func (v *countView) title() string              { return "Counts" }
func (v *countView) content() fyne.CanvasObject { return v.label }
func (v *countView) setRun(r *run.Run) {
	v.runs++
	if r != nil && r.Workspace != nil {
		v.label.SetText(r.Workspace.Name)
	}
}
func (v *countView) setTime(t int64) { v.lastT = t; _ = v.h.playClock() }

func TestANewViewIsOneTypeAndOneListEntry(t *testing.T) {
	var cv *countView
	old := viewList
	viewList = append(slices.Clone(viewList), viewEntry{areaBottom, 6, func(h panelHost) view {
		cv = &countView{h: h, label: widget.NewLabel("")}
		return cv
	}})
	defer func() { viewList = old }()

	wb := newTestWorkbench(t)
	if cv == nil {
		t.Fatal("the new view was not built")
	}
	// its tab, last in the bottom half
	items := wb.bottom.Items
	if last := items[len(items)-1]; last.Text != "Counts" || last.Content != cv.label {
		t.Fatalf("last bottom tab %q", last.Text)
	}
	wb.Open("")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if cv.runs == 0 || cv.label.Text == "" {
		t.Fatalf("the new view got no run (runs %d, label %q)", cv.runs, cv.label.Text)
	}
	wb.clock.Set(wb.clock.End() / 2)
	if cv.lastT != wb.clock.End()/2 {
		t.Fatalf("the new view is at t=%d, the clock at %d", cv.lastT, wb.clock.Time())
	}
	// F9: after the command processor comes the new view, then all views.
	for i := 0; i < 6; i++ {
		wb.nextSingleView()
	}
	if wb.single != view(cv) || wb.bottom.SelectedIndex() != len(items)-1 {
		t.Fatalf("F9 ×6 is on %v, tab %d", wb.single, wb.bottom.SelectedIndex())
	}
	wb.nextSingleView()
	if wb.single != nil {
		t.Fatal("F9 after the new view did not go back to all views")
	}
}

func TestTheViewListBuildsTheTabsAndTheF9Cycle(t *testing.T) {
	wb := newTestWorkbench(t)
	var names []string
	for _, it := range append(slices.Clone(wb.center.Items), wb.bottom.Items...) {
		names = append(names, it.Text)
	}
	want := []string{"Framebuffer", "Viewports", "SM timeline", "Task graph", "Utilization", "Policies", "Runtime", "Command processor"}
	if !slices.Equal(names, want) {
		t.Fatalf("tabs %q, want %q", names, want)
	}
	var cycle []string
	for _, p := range wb.views.cycle() {
		cycle = append(cycle, p.v.title())
	}
	if want := []string{"SM timeline", "Task graph", "Viewports", "Utilization", "Command processor"}; !slices.Equal(cycle, want) {
		t.Fatalf("F9 cycle %q, want %q", cycle, want)
	}
}
