package app

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// newTestWorkbench builds the whole window on the test driver.
func newTestWorkbench(t *testing.T) *workbench {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("PPU Workbench")
	w.Resize(fyne.NewSize(1400, 900))
	wb := newWorkbench(a, w)
	t.Cleanup(wb.Close)
	return wb
}

// uiQueue receives the work background goroutines hand to the UI; the
// test goroutine runs it (see pump), as the real UI goroutine would.
var uiQueue = make(chan func(), 4096)

func TestMain(m *testing.M) {
	uiDo = func(f func()) { uiQueue <- f }
	os.Exit(m.Run())
}

// pump runs queued UI work for d.
func pump(d time.Duration) {
	deadline := time.After(d)
	for {
		select {
		case f := <-uiQueue:
			f()
		case <-deadline:
			return
		}
	}
}

// waitLoaded runs UI work until the next load/execute job has finished.
func waitLoaded(t testing.TB, wb *workbench) error {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case err := <-wb.loaded:
			return err
		case f := <-uiQueue:
			f()
		case <-deadline:
			t.Fatal("workspace did not load within 60 s")
		}
	}
}

func TestWorkbenchShowsDefaultWorkspace(t *testing.T) {
	wb := newTestWorkbench(t)
	wb.Open("")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatalf("default workspace: %v", err)
	}
	if wb.run == nil || wb.run.Frame == nil || wb.run.Result == nil {
		t.Fatal("no run shown")
	}
	if wb.fb.view.Frame() != wb.run.Frame {
		t.Fatal("framebuffer view does not show the run's frame")
	}
	if wb.clock.End() != wb.run.Result.Makespan || wb.clock.End() <= 0 {
		t.Fatalf("clock end %d, makespan %d", wb.clock.End(), wb.run.Result.Makespan)
	}
	// One clock drives every panel.
	mid := wb.clock.End() / 2
	wb.clock.Set(mid)
	if wb.fb.view.t != mid || wb.tl.view.cursor != mid || wb.graph.view.t != mid {
		t.Fatalf("panels at %d/%d/%d, want %d", wb.fb.view.t, wb.tl.view.cursor, wb.graph.view.t, mid)
	}
	if !strings.Contains(wb.status.simTime.Text, "sim time") {
		t.Fatalf("status bar: %q", wb.status.simTime.Text)
	}
	if !strings.Contains(wb.status.reload.Text, "ms") {
		t.Fatalf("status bar reload: %q", wb.status.reload.Text)
	}
	// Keys: End, Home, Right steps by one event.
	c := wb.win.Canvas()
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if wb.clock.Time() != wb.clock.End() {
		t.Fatal("End did not go to the end")
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyHome})
	if wb.clock.Time() != 0 {
		t.Fatal("Home did not rewind")
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyRight})
	times := wb.run.Result.EventTimes()
	want := times[0]
	if want == 0 && len(times) > 1 {
		want = times[1]
	}
	if wb.clock.Time() != want {
		t.Fatalf("Right: t=%d, want first event after 0 = %d", wb.clock.Time(), want)
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
	if !wb.clock.Playing() {
		t.Fatal("space did not start playback")
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
	if wb.clock.Playing() {
		t.Fatal("space did not pause")
	}
	// Selecting a task in the timeline selects it in the graph.
	wb.tl.view.OnSelectTask(1)
	if wb.graph.view.Selected() != 1 {
		t.Fatal("selection did not reach the task graph")
	}
}

func TestWorkbenchEditSaveReloadAndErrors(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample("continuations", dir); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PPUWB_RECOVERY_DIR", t.TempDir())
	wb := newTestWorkbench(t)
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatalf("load: %v", err)
	}
	good := wb.run
	e := wb.side.openFile("workspace.toml")
	if e == nil {
		t.Fatal("could not open workspace.toml")
	}
	orig := e.entry.Text
	// Break the file: an unknown key. Save goes through SaveFile; the watcher
	// reloads; the error is listed and the last good state stays.
	e.entry.SetText("bogus_key = 1\n" + orig)
	if !e.dirty {
		t.Fatal("edit did not mark the tab dirty")
	}
	wb.side.saveCurrent()
	if e.dirty {
		t.Fatal("tab still dirty after save")
	}
	if err := waitLoaded(t, wb); err == nil {
		t.Fatal("broken file loaded without error")
	}
	if wb.run != good {
		t.Fatal("a failed reload replaced the last good state")
	}
	if len(wb.side.errs) == 0 || wb.side.errs[0].Line != 1 {
		t.Fatalf("errors listed: %v", wb.side.errs)
	}
	// Click-to-jump puts the cursor on the error's line.
	e.entry.CursorRow = 5
	wb.side.errList.Select(0)
	if e.entry.CursorRow != 0 {
		t.Fatalf("jump: cursor row %d, want 0", e.entry.CursorRow)
	}
	// Fix and save: reload succeeds, errors clear.
	e.entry.SetText(orig)
	wb.side.saveCurrent()
	if err := waitLoaded(t, wb); err != nil {
		t.Fatalf("fixed file: %v", err)
	}
	if len(wb.side.errs) != 0 || wb.run == good {
		t.Fatal("fixed save did not reload")
	}
	data, _ := os.ReadFile(filepath.Join(dir, "workspace.toml"))
	if string(data) != orig {
		t.Fatal("saved content differs")
	}
}

func TestWorkbenchExternalChangeWhileDirtyAsks(t *testing.T) {
	wb, dir := openExample(t, "continuations")
	e := wb.side.openFile("workspace.toml")
	orig := e.entry.Text
	e.entry.SetText(orig + "\n# mine\n")
	// Someone else saves the file.
	theirs := orig + "\n# theirs\n"
	if err := workspaces.SaveFile(filepath.Join(dir, "workspace.toml"), []byte(theirs)); err != nil {
		t.Fatal(err)
	}
	_ = waitLoaded(t, wb)
	if !e.asking {
		t.Fatal("no keep/load/compare question for a dirty tab changed on disk")
	}
	if e.entry.Text != orig+"\n# mine\n" {
		t.Fatal("unsaved edits were overwritten")
	}
	// The question is a modal dialog: choose "Load theirs".
	over := wb.win.Canvas().Overlays().Top()
	if over == nil {
		t.Fatal("no dialog shown")
	}
	tapButton(t, over, "Load theirs")
	if e.entry.Text != theirs || e.dirty {
		t.Fatalf("load theirs: dirty=%v text=%q", e.dirty, e.entry.Text)
	}

	// Second round: edit again, someone saves again, compare, keep mine.
	mine := theirs + "# mine again\n"
	e.entry.SetText(mine)
	theirs2 := theirs + "# theirs again\n"
	if err := workspaces.SaveFile(filepath.Join(dir, "workspace.toml"), []byte(theirs2)); err != nil {
		t.Fatal(err)
	}
	_ = waitLoaded(t, wb)
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Compare")
	cmp := wb.win.Canvas().Overlays().Top()
	if cmp == nil || !strings.Contains(test.RenderObjectToMarkup(cmp), "Theirs (on disk)") {
		t.Fatal("no side-by-side comparison shown")
	}
	tapButton(t, cmp, "Keep mine")
	if e.entry.Text != mine || !e.dirty {
		t.Fatalf("keep mine: dirty=%v text=%q", e.dirty, e.entry.Text)
	}
	if got := mustRead(t, filepath.Join(dir, "workspace.toml")); got != theirs2 {
		t.Fatal("keeping mine overwrote the file on disk")
	}
}

func TestRecoveryOfferedAtNextStart(t *testing.T) {
	wb, dir := openExample(t, "continuations")
	e := wb.side.openFile("workspace.toml")
	edited := e.entry.Text + "\n# unsaved work\n"
	e.entry.SetText(edited)
	wb.side.writeRecovery() // the periodic copy; then the app "crashes"
	wb.Close()

	wb2 := newTestWorkbench(t)
	wb2.Open(dir)
	over := wb2.win.Canvas().Overlays().Top()
	if over == nil {
		t.Fatal("recovery not offered at next start")
	}
	tapButton(t, over, "Restore")
	e2 := wb2.side.openFile("workspace.toml")
	if e2 == nil || e2.entry.Text != edited || !e2.dirty {
		t.Fatal("recovered edits not restored as an unsaved tab")
	}
	_ = waitLoaded(t, wb2)
}

// tapButton finds a button by label under o and taps it.
func tapButton(t *testing.T, o fyne.CanvasObject, label string) {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if b, ok := obj.(interface {
			fyne.Tappable
		}); ok {
			if bb, ok := obj.(*widget.Button); ok && bb.Text == label {
				test.Tap(b)
				return
			}
			if bb, ok := obj.(*keyButton); ok && bb.Text == label {
				test.Tap(b)
				return
			}
		}
	}
	t.Fatalf("no button %q", label)
}

func TestWorkbenchExportsAndScreenshots(t *testing.T) {
	wb := newTestWorkbench(t)
	wb.Open("")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	fbPath := filepath.Join(dir, "fb.png")
	if err := wb.exportFramebuffer(fbPath); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(fbPath)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != wb.run.Frame.Width || img.Bounds().Dy() != wb.run.Frame.Height {
		t.Fatalf("exported %v, frame %dx%d", img.Bounds(), wb.run.Frame.Width, wb.run.Frame.Height)
	}
	trace := filepath.Join(dir, "trace.json")
	if err := wb.exportTrace(trace); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(trace)
	var js any
	if err := json.Unmarshal(data, &js); err != nil {
		t.Fatalf("trace is not JSON: %v", err)
	}
	metrics := filepath.Join(dir, "metrics.csv")
	if err := wb.exportMetrics(metrics); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(mustRead(t, metrics))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 3 || rows[0][0] != "name" || rows[len(rows)-1][0] != "total" {
		t.Fatalf("metrics rows %v", rows[:min(3, len(rows))])
	}
	var cli strings.Builder // the window exports what simulate --csv writes
	if err := scheduler.WriteMetricsCSV(&cli, wb.run.Result); err != nil || mustRead(t, metrics) != cli.String() {
		t.Fatalf("the exported metrics differ from simulate --csv's (%v)", err)
	}
	shot := filepath.Join(dir, "timeline.png")
	if err := wb.screenshot(wb.tl.root, shot); err != nil {
		t.Fatal(err)
	}
	f, _ = os.Open(shot)
	simg, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	sz := wb.tl.root.Size()
	if d := simg.Bounds().Dx() - int(sz.Width); d < 0 || d > 1 || simg.Bounds().Dy()-int(sz.Height) > 1 || simg.Bounds().Dy() < int(sz.Height) {
		t.Fatalf("screenshot %v, panel %v", simg.Bounds(), sz)
	}
}

func TestPlaybackBarButtonsAndScrubber(t *testing.T) {
	wb := newTestWorkbench(t)
	wb.Open("")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	times := wb.run.Result.EventTimes()
	if len(times) < 20 {
		t.Skipf("only %d events", len(times))
	}
	wb.clock.Home()
	press := func(label string) {
		t.Helper()
		tapButton(t, wb.play.content, label)
	}
	press("+10")
	i := 0
	for i < len(times) && times[i] <= 0 {
		i++
	}
	if want := times[i+9]; wb.clock.Time() != want {
		t.Fatalf("+10: t=%d, want %d", wb.clock.Time(), want)
	}
	press("−1")
	if want := times[i+8]; wb.clock.Time() != want {
		t.Fatalf("−1: t=%d, want %d", wb.clock.Time(), want)
	}
	// The scrubber moves the clock, and the clock moves the scrubber.
	wb.play.scrub.SetValue(float64(wb.clock.End() / 3))
	if wb.clock.Time() != wb.clock.End()/3 {
		t.Fatalf("scrubber: t=%d", wb.clock.Time())
	}
	wb.clock.GoEnd()
	if wb.play.scrub.Value != float64(wb.clock.End()) {
		t.Fatalf("scrubber at %v after End", wb.play.scrub.Value)
	}
	// Speed select changes the clock's speed.
	wb.play.speed.SetSelected(speedLabel(4))
	if wb.clock.Speed() != 4 {
		t.Fatalf("speed %v", wb.clock.Speed())
	}
	// Framebuffer at t=0 has every tile pending; at the end none.
	wb.clock.Home()
	f := wb.run.Frame
	if len(f.Tiles) > 0 {
		r := f.Tiles[0].Rect
		if !wb.fb.view.pending(r.Min.X, r.Min.Y) {
			t.Fatal("tile 0 shown before it was done")
		}
		wb.clock.GoEnd()
		if wb.fb.view.pending(r.Min.X, r.Min.Y) && wb.run.Result.TileDone[0] >= 0 {
			t.Fatal("tile 0 pending at the end")
		}
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestMainMenuHasShortcutsAndExports(t *testing.T) {
	wb := newTestWorkbench(t)
	m := wb.win.MainMenu()
	if m == nil || len(m.Items) != 3 {
		t.Fatalf("main menu %v", m)
	}
	labels := map[string]*fyne.MenuItem{}
	for _, menu := range m.Items {
		for _, it := range menu.Items {
			labels[it.Label] = it
		}
	}
	for _, want := range []string{"Open workspace…", "New workspace from example…", "Export framebuffer PNG…",
		"Export timeline (Chrome trace)…", "Export metrics CSV…", "Screenshot of panel", "Light theme", "Dark theme"} {
		if labels[want] == nil {
			t.Errorf("no menu item %q", want)
		}
	}
	q := labels["Quit"]
	if q == nil || !q.IsQuit || q.Shortcut == nil || q.Shortcut.ShortcutName() != (&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}).ShortcutName() {
		t.Fatalf("Quit item %+v lacks Ctrl+Q", q)
	}
	if s := labels["Save editor tab"]; s == nil || s.Shortcut == nil {
		t.Fatal("Save has no shortcut")
	}
	if shots := labels["Screenshot of panel"]; shots.ChildMenu == nil || len(shots.ChildMenu.Items) != 6 {
		t.Fatal("screenshot submenu incomplete")
	}
	// Themes switch the variant.
	labels["Light theme"].Action()
	if v := wb.app.Settings().Theme().(workbenchTheme).variant; v != theme.VariantLight {
		t.Fatalf("variant %v after Light theme", v)
	}
	labels["Dark theme"].Action()
	if v := wb.app.Settings().Theme().(workbenchTheme).variant; v != theme.VariantDark {
		t.Fatalf("variant %v after Dark theme", v)
	}
}

// BenchmarkSaveToScreen measures the reload latency a user sees: from an
// atomic save of a file of the showcase workspace to the new run being on
// screen (the watcher noticing, loading, rendering, simulating, and the
// panels updated on the UI goroutine). It reports the median and the 95th
// percentile in milliseconds (the target is ≤ 100 ms at the 95th percentile).
func BenchmarkSaveToScreen(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "ws")
	if err := workspaces.CreateFromExample("showcase", dir); err != nil {
		b.Fatal(err)
	}
	b.Setenv("PPUWB_RECOVERY_DIR", b.TempDir())
	a := test.NewTempApp(b)
	w := a.NewWindow("PPU Workbench")
	w.Resize(fyne.NewSize(1400, 900))
	wb := newWorkbench(a, w)
	defer wb.Close()
	wb.Open(dir)
	if err := waitLoaded(b, wb); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(dir, "workspace.toml")
	orig, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var lat []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		data := append(append([]byte(nil), orig...), []byte(fmt.Sprintf("\n# edit %d\n", i))...)
		start := time.Now()
		if err := workspaces.SaveFile(path, data); err != nil {
			b.Fatal(err)
		}
		if err := waitLoaded(b, wb); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
		// Let the watcher's debounce window pass before the next save, as
		// between a person's saves.
		pump(150 * time.Millisecond)
	}
	b.StopTimer()
	slices.Sort(lat)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(lat[len(lat)/2]), "median-ms")
	b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*95/100)]), "p95-ms")
}

// openExample copies an embedded example into a temporary folder, opens it in
// a test workbench (with recovery copies kept in a temporary folder too) and
// waits until it has loaded.
func openExample(t *testing.T, example string) (*workbench, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample(example, dir); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PPUWB_RECOVERY_DIR", t.TempDir())
	wb := newTestWorkbench(t)
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	return wb, dir
}
