package app

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/ppuwb/ppuwb/run"
)

// view is one of the window's views (a tab): the framebuffer, the
// viewports, the SM timeline and the others. The window knows its views
// only through this interface and the list below: it builds the tabs, the
// single-view cycle (F9), the clock's updates and each new run's updates
// from viewList.
type view interface {
	// title is the tab's name (also the single view's name in the status bar).
	title() string
	// content is what the tab shows.
	content() fyne.CanvasObject
	// setRun shows a new run (nil: none); the clock is loaded after.
	setRun(r *run.Run)
	// setTime follows the playback clock (simulated cycles).
	setTime(t int64)
}

// panelHost is what a view sees of the window: far less than the
// workbench. Views are built from it, never from *workbench.
type panelHost interface {
	// window is the window the view is in (dialogs, the keyboard focus).
	window() fyne.Window
	// playClock is the playback clock every view follows.
	playClock() *clock
	// taskColors is the current run's colour per task (nil before a run).
	taskColors() *taskColors
	// hint shows h in the status bar while the pointer is over a control
	// ("" puts the message back).
	hint(h string)
	// currentRun is the run on screen (nil before the first).
	currentRun() *run.Run
	// prefs are the app's stored preferences.
	prefs() fyne.Preferences
	// selectTask selects TMD i in every view (-1 clears).
	selectTask(i int)
	// selectTriangle selects triangle i in the viewports (-1 clears).
	selectTriangle(i int)
	// runWithPolicy runs the workspace again under partition policy name
	// ("" the workspace's own); label names it in the status bar.
	runWithPolicy(name, label string)
	// openExample makes a new workspace from the example named name.
	openExample(name string)
}

// viewArea is the half of the views' area a view's tab is in.
type viewArea int

const (
	areaTop    viewArea = iota // over the divider (Framebuffer, Viewports)
	areaBottom                 // under it
)

// viewEntry is one line of viewList.
type viewEntry struct {
	area viewArea
	// f9 is the view's place in the single-view cycle (F9): 1 first, 0
	// not in it.
	f9 int
	// build makes the view.
	build func(h panelHost) view
}

// viewList is the window's views, in tab order within each half. A new
// view is one file (its type, implementing view) and one line here.
var viewList = []viewEntry{
	{areaTop, 0, func(h panelHost) view { return newFBPanel(h) }},
	{areaTop, 3, func(h panelHost) view { return newComparePanel(h) }},
	{areaBottom, 1, func(h panelHost) view { return newTimelinePanel(h) }},
	{areaBottom, 2, func(h panelHost) view { return newGraphPanel(h) }},
	{areaBottom, 4, func(h panelHost) view { return newUtilPanel(h) }},
	{areaBottom, 0, func(h panelHost) view { return newPoliciesPanel(h) }},
	{areaBottom, 0, func(h panelHost) view { return newRuntimePanel(h) }},
	{areaBottom, 5, func(h panelHost) view { return newCPPanel(h) }},
}

// placedView is a built view and where it is.
type placedView struct {
	v     view
	area  viewArea
	f9    int
	index int // its tab's index in its half
}

// views is the window's built views, in viewList's order.
type views []placedView

// buildViews builds every view of list for h.
func buildViews(h panelHost, list []viewEntry) views {
	var vs views
	n := map[viewArea]int{}
	for _, e := range list {
		vs = append(vs, placedView{v: e.build(h), area: e.area, f9: e.f9, index: n[e.area]})
		n[e.area]++
	}
	return vs
}

// tabs are the tabs of the views in area a, in order.
func (vs views) tabs(a viewArea) *container.AppTabs {
	t := container.NewAppTabs()
	for _, p := range vs {
		if p.area == a {
			t.Append(container.NewTabItem(p.v.title(), p.v.content()))
		}
	}
	return t
}

// setRun shows r in every view.
func (vs views) setRun(r *run.Run) {
	for _, p := range vs {
		p.v.setRun(r)
	}
}

// setTime moves every view to t.
func (vs views) setTime(t int64) {
	for _, p := range vs {
		p.v.setTime(t)
	}
}

// cycle is the single-view cycle (F9) in order.
func (vs views) cycle() []placedView {
	var c []placedView
	for _, p := range vs {
		if p.f9 > 0 {
			c = append(c, p)
		}
	}
	sort.SliceStable(c, func(i, j int) bool { return c[i].f9 < c[j].f9 })
	return c
}

// find is the placed view of v (ok false if v is not one of vs).
func (vs views) find(v view) (placedView, bool) {
	for _, p := range vs {
		if p.v == v {
			return p, true
		}
	}
	return placedView{}, false
}

// byTitle is the view titled t (nil none).
func (vs views) byTitle(t string) view {
	for _, p := range vs {
		if p.v.title() == t {
			return p.v
		}
	}
	return nil
}
