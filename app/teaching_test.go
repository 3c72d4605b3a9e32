//go:build ci

package app

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/internal/lessons"
	"github.com/ppuwb/ppuwb/render"
)

// teachingDoc reads docs/teaching.md through internal/lessons (the parser
// the Xvfb walk, scripts/lessonwalk, uses too).
func teachingDoc(t *testing.T) ([]string, [][]lessons.Step) {
	t.Helper()
	b, err := os.ReadFile("../docs/teaching.md")
	if err != nil {
		t.Fatal(err)
	}
	d, err := lessons.Parse("docs/teaching.md", string(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Lessons) != 2 || len(d.Lessons[0]) < 7 || len(d.Lessons[1]) < 6 {
		t.Fatalf("docs/teaching.md: %d lessons (%v)", len(d.Lessons), d.Lessons)
	}
	return d.Before, d.Lessons
}

// lessonWalk is the window a lesson runs in and what the walk checks.
type lessonWalk struct {
	t    *testing.T
	wb   *workbench
	size fyne.Size
	what string
}

// typeShortcut delivers a shortcut as the desktop driver does: the main
// menu's item first, then the focused widget, then the canvas.
func typeShortcut(wb *workbench, sc fyne.Shortcut) {
	for _, m := range wb.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return
			}
		}
	}
	c := wb.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	c.(fyne.Shortcutable).TypedShortcut(sc)
}

// menuItem runs the main menu's item whose label starts with label.
func (w *lessonWalk) menuItem(menu, label string) {
	for _, m := range w.wb.win.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if strings.HasPrefix(it.Label, label) {
				it.Action()
				return
			}
		}
	}
	w.t.Fatalf("%s: no menu item %s › %s", w.what, menu, label)
}

func (w *lessonWalk) key(k fyne.KeyName, times int) {
	for i := 0; i < times; i++ {
		pressKey(w.wb.win.Canvas(), k)
		w.wb.settleLayout()
	}
}

// open opens the example behind ~/ws/NAME at the walk's size.
func (w *lessonWalk) open(name string) {
	ex := map[string]string{"cont": "continuations", "snap": "snapping"}[name]
	if ex == "" {
		w.t.Fatalf("%s: the lesson opens ~/ws/%s, which no example is", w.what, name)
	}
	w.wb, _ = openExample(w.t, ex)
	w.wb.win.Resize(w.size)
	w.wb.settleLayout()
	if ex == "snapping" {
		w.waitCompare(nil)
	}
}

// waitCompare waits for the Viewports comparison after old.
func (w *lessonWalk) waitCompare(old *render.Comparison) {
	p := w.wb.compare
	deadline := time.Now().Add(30 * time.Second)
	for (p.view.cmp == nil || p.view.cmp == old) && time.Now().Before(deadline) {
		pump(20 * time.Millisecond)
	}
	if p.view.cmp == nil || p.view.cmp == old {
		w.t.Fatalf("%s: no comparison", w.what)
	}
	w.wb.settleLayout()
}

// singleIs checks that F9 left view title alone, and the status bar says so.
func (w *lessonWalk) singleIs(cell string) {
	wb := w.wb
	if wb.single == nil {
		w.t.Fatalf("%s: F9 left all views shown", w.what)
	}
	title := wb.single.title()
	if !strings.Contains(cell, title) {
		w.t.Fatalf("%s: F9 shows %s alone, which the step does not name: %q", w.what, title, cell)
	}
	if !strings.Contains(wb.status.message.Text, "single view: "+title) {
		w.t.Fatalf("%s: status bar %q, want single view: %s", w.what, wb.status.message.Text, title)
	}
	s := wb.rightSplit
	if s.Leading.Visible() == s.Trailing.Visible() {
		w.t.Fatalf("%s: single view %s, yet both halves shown %v", w.what, title, s.Leading.Visible())
	}
}

// allViews checks that every view is back and the status bar names no
// single view.
func (w *lessonWalk) allViews() {
	wb := w.wb
	if wb.single != nil || !wb.rightSplit.Leading.Visible() || !wb.rightSplit.Trailing.Visible() {
		w.t.Fatalf("%s: not all views shown (single %v)", w.what, wb.single)
	}
	if strings.Contains(wb.status.message.Text, "single view") {
		w.t.Fatalf("%s: status bar %q with all views", w.what, wb.status.message.Text)
	}
}

// graphWhole checks that the fitted task graph shows every node whole
// (lesson 1 on a 1280×720 projector).
func (w *lessonWalk) graphWhole() {
	g := w.wb.graph.view
	ws := g.Size()
	for i := range g.pos {
		a, b := g.toView(g.pos[i]), g.toView(g.pos[i].Add(fyne.NewPos(g.geo.w, g.geo.h)))
		if a.X < -0.5 || a.Y < -0.5 || b.X > ws.Width+0.5 || b.Y > ws.Height+0.5 || !g.texts[3*i].Visible() {
			w.t.Fatalf("%s: node %s at %v–%v outside the %v graph", w.what, g.res.TMDs[i].Name, a, b, ws)
		}
	}
}

// step does what one step's Click column says, in its order, and checks
// the view it describes.
func (w *lessonWalk) step(s lessons.Step) {
	wb := w.wb
	click := s.Click
	for _, a := range lessons.Actions(click, wb != nil && wb.present.on) {
		wb = w.wb
		switch a.Kind {
		case lessons.Open:
			w.open(a.Workspace)
			for _, k := range beforeKeys {
				w.key(fyne.KeyName(k), 1)
			}
			if !w.wb.present.on {
				w.t.Fatalf("%s: presentation mode is off after Before the lesson's keys %v", w.what, beforeKeys)
			}
		case lessons.Menu:
			on := wb.present.on
			w.menuItem("View", "Presentation mode")
			if on || !wb.present.on {
				w.t.Fatalf("%s: View › Presentation mode: presentation mode %v → %v, want it entered", w.what, on, wb.present.on)
			}
			w.allViews()
		case lessons.Edit:
			e := wb.side.openFile(a.File)
			if e == nil || !strings.Contains(e.entry.Text, a.From) {
				w.t.Fatalf("%s: %s has no %q to change", w.what, a.File, a.From)
			}
			w.wb.win.Canvas().Focus(e.entry)
			e.entry.SetText(strings.Replace(e.entry.Text, a.From, a.To, 1))
		case lessons.Pause:
			test.Tap(wb.play.play)
			if wb.clock.Playing() {
				w.t.Fatalf("%s: Pause left the clock playing", w.what)
			}
		case lessons.ClickStuck:
			g := wb.graph.view
			stuck := -1
			for i := range g.pos {
				if g.stuck[i] {
					stuck = i
					break
				}
			}
			if stuck < 0 {
				w.t.Fatalf("%s: no outlined (stuck) node", w.what)
			}
			g.Tapped(&fyne.PointEvent{Position: g.NodeCenter(stuck)})
			if g.Selected() != stuck || !wb.graph.deadlock.Visible() {
				w.t.Fatalf("%s: the stuck node is not selected (%d) or no diagnosis", w.what, g.Selected())
			}
		case lessons.Settings:
			if a.Name != "sub-pixel bits" {
				w.t.Fatalf("%s: %v: steps of what?", w.what, a.Values)
			}
			for _, b := range a.Values {
				old := wb.compare.view.cmp
				if wb.compare.bits.Selected != b {
					wb.compare.bits.SetSelected(b)
					w.waitCompare(old)
				}
			}
		default:
			w.bold(a.Name, a.Times, click)
		}
	}
	w.says(s)
}

// beforeKeys are the bold keys of "Before the lesson" (teachingDoc).
var beforeKeys []string

// bold does a bold key, control or tab times times.
func (w *lessonWalk) bold(name string, times int, click string) {
	wb := w.wb
	keys := map[string]fyne.KeyName{"Home": fyne.KeyHome, "End": fyne.KeyEnd, "→": fyne.KeyRight, "F9": fyne.KeyF9, "F11": fyne.KeyF11}
	switch name {
	case "Home", "End", "→":
		before := wb.clock.Time()
		w.key(keys[name], times)
		now := wb.clock.Time()
		if name == "Home" && now != 0 || name == "End" && now != wb.clock.End() || name == "→" && now <= before {
			w.t.Fatalf("%s: %s ×%d: clock %d → %d (end %d)", w.what, name, times, before, now, wb.clock.End())
		}
	case "F9":
		w.key(fyne.KeyF9, times)
		w.singleIs(click)
		if wb.single == view(wb.graph) && w.size == fyne.NewSize(1280, 720) {
			wb.graph.view.FitAll()
			w.graphWhole()
		}
	case "F11":
		on := wb.present.on
		w.key(fyne.KeyF11, times)
		if wb.present.on == on {
			w.t.Fatalf("%s: F11 did not toggle presentation mode", w.what)
		}
		w.allViews()
	case "Play":
		test.Tap(wb.play.play)
		if !wb.clock.Playing() {
			w.t.Fatalf("%s: Play did not start the clock", w.what)
		}
	case "Ctrl+S":
		typeShortcut(wb, &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
		if err := waitLoaded(w.t, wb); err != nil {
			w.t.Fatalf("%s: Ctrl+S: %v", w.what, err)
		}
		wb.settleLayout()
	case "SM timeline", "Task graph":
		if wb.single == nil {
			wb.bottom.SelectIndex(map[string]int{"SM timeline": 0, "Task graph": 1}[name])
			wb.settleLayout()
		}
		if got := wb.bottom.Selected().Text; got != name || !wb.rightSplit.Trailing.Visible() {
			w.t.Fatalf("%s: the %s tab is not shown (%s)", w.what, name, got)
		}
	case "Viewports":
		if wb.single == nil {
			wb.center.SelectIndex(1)
			wb.settleLayout()
		}
		if wb.center.Selected().Text != name || !wb.rightSplit.Leading.Visible() {
			w.t.Fatalf("%s: the Viewports tab is not shown", w.what)
		}
	case "Fit":
		wb.graph.view.FitAll()
	case "fixed", "consistent":
		old := wb.compare.view.cmp
		wb.compare.snap.SetSelected(name)
		w.waitCompare(old)
	case "sub-pixel bits":
	case "✓ 0":
		if c := captions(wb.compare.view); !strings.Contains(c, "✓ 0") {
			w.t.Fatalf("%s: no ✓ 0 verdict in %q", w.what, c)
		}
	default:
		w.t.Fatalf("%s: the step names **%s**, which the walk does not know", w.what, name)
	}
}

// says checks what a step's "Say" column points at on screen: the
// deadlock verdict in the status bar, the violations' verdict.
func (w *lessonWalk) says(s lessons.Step) {
	wb := w.wb
	for _, p := range lessons.Points(s.Say) {
		switch {
		case strings.HasPrefix(p, "DEADLOCK at cycle "):
			if !strings.Contains(wb.status.message.Text, p) || !strings.Contains(wb.tl.view.deadText.Text, p) {
				w.t.Fatalf("%s: status bar %q, timeline label %q: want %q", w.what, wb.status.message.Text, wb.tl.view.deadText.Text, p)
			}
		case p == "✗ N":
			if c := captions(wb.compare.view); !regexp.MustCompile(`✗ [1-9]\d*`).MatchString(c) {
				w.t.Fatalf("%s: no ✗ N verdict in %q", w.what, c)
			}
		case p == "DEADLOCK", p == "✓ 0":
		default:
			w.t.Fatalf("%s: the step points at **%s**, which the walk does not check", w.what, p)
		}
	}
}

// TestTeachingLessonsAsWritten walks docs/teaching.md key by key at
// 1280×720 and 1024×700: the keys "Before the lesson" names (F11), then
// each lesson's steps as its "Click" column says them — keys through the
// window's own key and shortcut handling, the tabs, the menu item, the
// edit and Ctrl+S — checking after each what the step describes: the
// clock, the tab shown, the single view and the status bar's words, the
// presentation mode, the deadlock verdict, the snapping verdicts; on a
// 1280×720 projector the task graph alone shows every node. The lessons
// are read from the document, so the document and the test cannot drift
// apart: a step naming a key the walk does not know fails.
func TestTeachingLessonsAsWritten(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	before, doc := teachingDoc(t)
	beforeKeys = before
	for _, sz := range []fyne.Size{{Width: 1280, Height: 720}, {Width: 1024, Height: 700}} {
		for li, steps := range doc {
			w := &lessonWalk{t: t, size: sz}
			for _, s := range steps {
				w.what = fmt.Sprintf("%s, lesson %d, step %d", sizeText(sz), li+1, s.N)
				w.step(s)
			}
			if w.wb != nil && w.wb.clock.Playing() {
				w.wb.clock.SetPlaying(false)
			}
		}
	}
}
