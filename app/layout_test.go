package app

import (
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// inWindow fails unless o is shown and lies wholly inside the window.
func inWindow(t *testing.T, wb *workbench, o fyne.CanvasObject, what string) {
	t.Helper()
	if !o.Visible() {
		t.Fatalf("%s hidden", what)
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	sz, win := o.Size(), wb.win.Canvas().Size()
	if pos.X < 0 || pos.Y < 0 || pos.X+sz.Width > win.Width+0.5 || pos.Y+sz.Height > win.Height+0.5 || sz.Width < 1 {
		t.Fatalf("%s at %v size %v is not inside the %v window", what, pos, sz, win)
	}
}

// TestLayoutHoldsAt1024x700: in a small laptop's window every toolbar
// control, every legend entry and the playback time readout are inside the
// window (rows wrap rather than being cut), and a deadlock verdict in the
// status bar is shown uncut.
func TestLayoutHoldsAt1024x700(t *testing.T) {
	wb := presentTestWorkbench(t, 1024, 700)
	wb.clock.GoEnd()
	wb.settleLayout()
	for _, o := range wb.tl.legend.Objects {
		inWindow(t, wb, o, "timeline legend entry")
	}
	if n := len(wb.tl.legend.Objects); n < 2+1+5+1+6 {
		t.Fatalf("timeline legend has %d entries", n)
	}
	fbBar := wb.fb.root.(*fyne.Container).Objects[1].(*fyne.Container) // the Border's top
	for _, o := range fbBar.Objects {
		inWindow(t, wb, o, "framebuffer toolbar item")
	}
	inWindow(t, wb, wb.play.timeText, "playback time readout")
	inWindow(t, wb, wb.play.keys, "Keys button")
	inWindow(t, wb, wb.play.scrub, "scrubber")
	if wb.play.scrub.Size().Width < 100 {
		t.Fatalf("scrubber only %v wide", wb.play.scrub.Size().Width)
	}
	// The time readout shows the whole text.
	if w := wb.play.timeText.Size().Width; w < wb.play.timeText.MinSize().Width {
		t.Fatalf("time readout cut: %v < %v", w, wb.play.timeText.MinSize().Width)
	}

	msg := "DEADLOCK at cycle 500 (see Task graph) — 4 CTAs, 5 TMDs, makespan 500 cycles"
	wb.status.setMessage(msg)
	m := wb.status.message
	inWindow(t, wb, m, "status message")
	full := (&statusLayout{}).naturalWidth(msg, m.TextStyle)
	if m.Size().Width < full {
		t.Fatalf("deadlock verdict cut in the status bar: %v wide, needs %v", m.Size().Width, full)
	}
	// A long watcher line gives way to the verdict.
	wb.status.setWatch("watching " + strings.Repeat("/very/long/folder", 20) + " (3 folders)")
	if m.Size().Width < full {
		t.Fatalf("the watcher's line cut the verdict: %v < %v", m.Size().Width, full)
	}
	if wb.status.watch.Visible() {
		inWindow(t, wb, wb.status.watch, "watcher line")
	}
}

// TestWindowFitsSmallScreens: the window's minimum size, every tab's
// content counted (AppTabs take the largest, shown or not), fits a
// 1024×700 screen with every example open, and a 1280×720 projector in
// presentation mode, with room for the real theme's slightly larger text:
// a long label anywhere must wrap or scroll rather than widen the window
// past the screen.
func TestWindowFitsSmallScreens(t *testing.T) {
	check := func(wb *workbench, w, h float32, what string) {
		t.Helper()
		wb.clock.GoEnd()
		wb.settleLayout()
		for _, tabs := range [][]*container.TabItem{wb.center.Items, wb.bottom.Items} {
			for _, it := range tabs {
				if ms := it.Content.MinSize(); ms.Width > w/2 {
					t.Errorf("%s at %v×%v: the %s tab needs %v wide", what, w, h, it.Text, ms.Width)
				}
			}
		}
		if ms := wb.side.content.MinSize(); !wb.present.on && ms.Width > 0.27*w {
			t.Errorf("%s at %v×%v: the side column needs %v wide, more than its 27 %% share", what, w, h, ms.Width)
		}
		if ms := wb.win.Content().MinSize(); ms.Width > w-24 || ms.Height > h-48 {
			t.Errorf("%s at %v×%v (presentation %v): the window needs at least %v", what, w, h, wb.present.on, ms)
		}
	}
	wb := presentTestWorkbench(t, 1024, 700)
	check(wb, 1024, 700, "showcase")
	for _, ex := range workspaces.Examples() {
		dir := filepath.Join(t.TempDir(), ex)
		if err := workspaces.CreateFromExample(ex, dir); err != nil {
			t.Fatal(err)
		}
		wb.Open(dir)
		if err := waitLoaded(t, wb); err != nil {
			t.Fatal(err)
		}
		check(wb, 1024, 700, ex)
	}
	wb = presentTestWorkbench(t, 1280, 720)
	wb.togglePresentation()
	check(wb, 1280, 720, "showcase")
}

// TestFlowWrapsAndGrows: a wrapping row puts what does not fit on a new
// row, reports the taller minimum height after a layout pass and keeps one
// row when there is room; the expanding object takes the rest of its row.
func TestFlowWrapsAndGrows(t *testing.T) {
	test.NewTempApp(t)
	a, b, c := widget.NewButton("aaaaaaaa", nil), widget.NewButton("bbbbbbbb", nil), widget.NewButton("cccccccc", nil)
	fill := widget.NewSlider(0, 1)
	f := newFlow(fill, 50, a, fill, b, c)
	one := f.MinSize().Height
	wide := a.MinSize().Width + b.MinSize().Width + c.MinSize().Width + 200
	relayoutNeeded = false
	f.Resize(fyne.NewSize(wide, one))
	if a.Position().Y != b.Position().Y || b.Position().Y != c.Position().Y {
		t.Fatal("wide enough but wrapped")
	}
	if fill.Size().Width < 150 {
		t.Fatalf("the expanding slider got %v of the spare width", fill.Size().Width)
	}
	f.Resize(fyne.NewSize(a.MinSize().Width+60, one))
	if !relayoutNeeded {
		t.Fatal("no relayout asked for after wrapping")
	}
	relayoutNeeded = false
	if c.Position().Y <= a.Position().Y {
		t.Fatal("narrow but not wrapped")
	}
	if h := f.MinSize().Height; h <= one {
		t.Fatalf("wrapped row's minimum height %v, one row %v", h, one)
	}
	if c.Position().X+c.Size().Width > f.Size().Width {
		t.Fatal("an object sticks out of the row")
	}
}

// TestSideColumnCollapsesAndIsRemembered: Ctrl+B hides the files/editor
// column and shows it again; the choice is kept in the preferences and a
// new window starts with it.
func TestSideColumnCollapsesAndIsRemembered(t *testing.T) {
	wb := newTestWorkbench(t)
	if !isInTree(wb.win.Content(), wb.side.content) {
		t.Fatal("side column not shown at first")
	}
	ctrlB := (&desktop.CustomShortcut{KeyName: fyne.KeyB, Modifier: fyne.KeyModifierShortcutDefault}).ShortcutName()
	var item *fyne.MenuItem
	for _, m := range wb.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == ctrlB {
				item = it
			}
		}
	}
	if item == nil || !strings.HasPrefix(item.Label, "Side column") {
		t.Fatal("no View menu item with Ctrl+B for the side column")
	}
	item.Action()
	if isInTree(wb.win.Content(), wb.side.content) {
		t.Fatal("View › Side column (Ctrl+B) did not hide the side column")
	}
	if !wb.app.Preferences().Bool(prefSideHidden) {
		t.Fatal("hidden side column not kept in the preferences")
	}
	wb2 := newWorkbench(wb.app, wb.app.NewWindow("second"))
	t.Cleanup(wb2.Close)
	if isInTree(wb2.win.Content(), wb2.side.content) {
		t.Fatal("a new window forgot the hidden side column")
	}
	tapButtonIcon(t, wb.play.content, wb.play.lead.Objects[0])
	if !isInTree(wb.win.Content(), wb.side.content) {
		t.Fatal("the ☰ button did not show the side column again")
	}
	if wb.app.Preferences().Bool(prefSideHidden) {
		t.Fatal("shown side column not kept in the preferences")
	}
}

func tapButtonIcon(t *testing.T, _ fyne.CanvasObject, o fyne.CanvasObject) {
	t.Helper()
	tp, ok := o.(fyne.Tappable)
	if !ok {
		t.Fatal("not a button")
	}
	test.Tap(tp)
}

// TestTimelineColoursMatchLegend: coloured by task, the continuations
// example's parents, queue, child grids and EOCs each have their own
// colour (not all one), no task colour is a kind's colour (snapping's
// graphics.vertex is not "compute" orange), and the kinds legend then shows
// patterns only; coloured by kind, the legend shows the kinds' colours and
// no task entries.
func TestTimelineColoursMatchLegend(t *testing.T) {
	wb, _ := openExample(t, "continuations")
	tl := wb.tl.view
	groups, _ := tl.Groups()
	want := []string{"parents", "parents/queue", "parents/*:children", "parents/*:eoc"}
	if strings.Join(groups, ",") != strings.Join(want, ",") {
		t.Fatalf("task groups %q, want %q", groups, want)
	}
	seen := map[color.NRGBA]bool{}
	for i, c := range tl.colorOf {
		seen[c] = true
		for _, k := range scheduler.CTAKinds() {
			if c == kindStyles[k].color {
				t.Fatalf("TMD %d takes the colour of kind %s", i, k)
			}
		}
	}
	if len(seen) != 4 {
		t.Fatalf("%d bar colours in the continuations example, want 4", len(seen))
	}
	grey, kinds, tasks := 0, 0, 0
	for _, o := range wb.tl.legend.Objects {
		if s, ok := o.(*swatch); ok && s.w > 0 {
			c := s.color
			switch {
			case c == (color.NRGBA{0x9a, 0x9a, 0x9a, 0xff}):
				grey++
			case strings.HasPrefix(s.label, "parents"):
				tasks++
			default:
				kinds++
			}
		}
	}
	if grey != len(scheduler.CTAKinds()) || tasks != 4 || kinds != 0 {
		t.Fatalf("colour by task legend: %d grey kinds, %d tasks, %d coloured kinds", grey, tasks, kinds)
	}
	wb.tl.byKind.SetChecked(true)
	for _, o := range wb.tl.legend.Objects {
		if s, ok := o.(*swatch); ok && strings.HasPrefix(s.label, "parents") {
			t.Fatal("task entries still in the legend when colouring by kind")
		}
	}
	if !wb.app.Preferences().Bool(prefColorByKind) {
		t.Fatal("colour by kind not kept in the preferences")
	}

	wb2, _ := openExample(t, "snapping")
	for i, m := range wb2.run.Result.TMDs {
		if m.Name == "graphics.vertex" && wb2.tl.view.colorOf[i] == kindStyles[scheduler.KindCompute].color {
			t.Fatal("graphics.vertex drawn in the compute colour")
		}
	}
}

// TestViewsDividerMovesWithCtrlArrows: Ctrl+↓ (View › Top views larger)
// gives the framebuffer and viewports more of the height, Ctrl+↑ gives it
// back, within 15–85 %; past that, the views beyond the divider are hidden
// until the opposite key brings them back.
func TestViewsDividerMovesWithCtrlArrows(t *testing.T) {
	wb := newTestWorkbench(t)
	find := func(key fyne.KeyName) *fyne.MenuItem {
		name := (&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}).ShortcutName()
		for _, m := range wb.win.MainMenu().Items {
			for _, it := range m.Items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == name {
					return it
				}
			}
		}
		t.Fatalf("no menu item with Ctrl+%s", key)
		return nil
	}
	down, up := find(fyne.KeyDown), find(fyne.KeyUp)
	s := wb.rightSplit
	s.SetOffset(0.5)
	down.Action()
	if s.Offset < 0.64 || s.Offset > 0.66 {
		t.Fatalf("after Ctrl+↓ the divider is at %v, want 0.65", s.Offset)
	}
	for i := 0; i < 3 && s.Trailing.Visible(); i++ {
		down.Action()
	}
	if s.Offset > 0.85 {
		t.Fatalf("divider at %v, past 0.85", s.Offset)
	}
	// Where the divider can go no lower, Ctrl+↓ hides the bottom tabs and
	// the framebuffer takes the whole height; Ctrl+↑ brings them back.
	down.Action()
	if s.Trailing.Visible() {
		t.Fatal("Ctrl+↓ at the lowest divider position did not hide the bottom views")
	}
	wb.win.Resize(fyne.NewSize(1200, 800))
	if h := s.Leading.Size().Height; h < wb.rightSplit.Size().Height-1 {
		t.Fatalf("top views %v high with the bottom hidden, the pane is %v", h, wb.rightSplit.Size().Height)
	}
	up.Action()
	if !s.Trailing.Visible() {
		t.Fatal("Ctrl+↑ did not bring the bottom views back")
	}
	for i := 0; i < 8 && s.Leading.Visible(); i++ {
		up.Action()
	}
	if s.Offset < 0.15 || s.Leading.Visible() {
		t.Fatalf("divider at %v, top shown %v: Ctrl+↑ should stop at 0.15, then hide the top views", s.Offset, s.Leading.Visible())
	}
	down.Action()
	if !s.Leading.Visible() || !s.Trailing.Visible() {
		t.Fatal("Ctrl+↓ did not bring the top views back")
	}
}

// headedIn finds the headed containers (a view under its legend) in o.
func headedIn(o fyne.CanvasObject) []*headedLayout {
	var out []*headedLayout
	switch x := o.(type) {
	case *fyne.Container:
		if l, ok := x.Layout.(*headedLayout); ok {
			out = append(out, l)
		}
		for _, ch := range x.Objects {
			out = append(out, headedIn(ch)...)
		}
	}
	return out
}
