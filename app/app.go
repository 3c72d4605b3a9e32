// Package app is PPU Workbench's desktop user interface, built with Fyne.
// It is the only package that imports Fyne: it shows what the render,
// scheduler and workspaces packages compute, on one playback clock.
package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/icons"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/watch"
)

// appID is the application ID (as in FyneApp.toml).
const appID = "io.github.ppuwb.workbench"

// Main opens the PPU Workbench window on the workspace folder dir (the
// embedded default workspace when dir is "") and runs until the window is
// closed or Ctrl+Q is pressed. With PPUWB_SMOKE_PLAY=1 in the environment,
// playback starts as soon as the workspace has loaded. With
// PPUWB_SMOKE_SHOTS=DIR it also plays, and when playback reaches the end it
// writes framebuffer.png, timeline.png, taskgraph.png and viewports.png (the
// panels as drawn) into DIR and quits.
func Main(dir string) error {
	a := fyneapp.NewWithID(appID)
	icon := fyne.NewStaticResource("ppuwb.png", icons.PNG)
	a.SetIcon(icon)
	w := a.NewWindow("PPU Workbench")
	w.SetIcon(icon)
	wb := newWorkbench(a, w)
	wb.webSetup() // the web edition's upload field and test hooks (web_js.go)
	wb.playOnLoad = os.Getenv("PPUWB_SMOKE_PLAY") == "1"
	if d := os.Getenv("PPUWB_SMOKE_SHOTS"); d != "" {
		wb.smokeShots = d
		wb.playOnLoad = true
	}
	scheduled := false
	relayoutHook = func() {
		if !scheduled {
			scheduled = true
			go fyne.Do(func() { scheduled = false; wb.settleLayout() })
		}
	}
	w.Resize(defaultWindowSize)
	w.SetMaster()
	// Once shown, the window shrinks to the screen's work area if larger.
	time.AfterFunc(300*time.Millisecond, func() { fyne.Do(wb.fitToScreen) })
	if d := os.Getenv("PPUWB_GUIDE_SHOTS"); d != "" {
		// Developers: retake the user guide's screenshots (guideshots.go).
		go wb.runGuideShots(d)
		w.ShowAndRun()
		wb.Close()
		return nil
	}
	wb.Open(dir)
	w.ShowAndRun()
	wb.Close()
	return nil
}

// workbench is the window's state: the current run (the last good one), the
// clock, the panels, and the background job that loads and executes.
type workbench struct {
	app fyne.App
	win fyne.Window

	dir     string // workspace folder ("" = embedded default)
	run     *run.Run
	clock   *clock
	play    *playbackBar
	fb      *fbPanel
	tl      *timelinePanel
	graph   *graphPanel
	compare *comparePanel
	util    *utilPanel
	pols    *policiesPanel
	rt      *runtimePanel
	cp      *cpPanel
	side    *sidePanel
	status  *statusBar
	banner  *banner     // a failed reload or a deadlock, over the views (banner.go)
	colors  *taskColors // one colour per task, shared by every tab (palette.go)
	reveal  bool        // "Reveal as it runs" (reveal.go)
	// revealItem is View › Reveal as it runs (its check mark).
	revealItem *fyne.MenuItem

	content fyne.CanvasObject

	mu         sync.Mutex
	cancel     context.CancelFunc // cancels the running job
	jobID      int
	watcher    *watch.Watcher
	playOnLoad bool
	smokeShots string // PPUWB_SMOKE_SHOTS folder ("" = off)
	closed     bool
	// lastSaveDir is the folder of the last export (the next save dialog
	// starts there).
	lastSaveDir string
	// fileDialog is the last file dialog shown (tests drive it).
	fileDialog *dialog.FileDialog
	// quitAsk is the open Save all / Discard / Cancel question (nil none):
	// before quitting or switching workspaces.
	quitAsk *dialog.CustomDialog
	// quitApp ends the app (tests replace it).
	quitApp func()
	center  *container.AppTabs
	bottom  *container.AppTabs
	present presentation // presentation mode (present.go)

	// partitionOverride is the partition policy the window runs instead of
	// the workspace's ("" none); set from the Policies tab.
	partitionOverride string

	rightSplit *container.Split   // framebuffer/viewports over the bottom tabs
	single     singleView         // the single-view mode (F9; window.go)
	workArea   fyne.Size          // the screen's work area (zero: unknown)
	recentItem *fyne.MenuItem     // File › Open recent (recent.go)
	openForm   *dialog.FormDialog // the last Open workspace form (tests)
	openPath   *widget.Entry      // its folder field

	// loaded is signalled (non-blocking) after each finished job; tests wait on it.
	loaded chan error
}

func newWorkbench(a fyne.App, w fyne.Window) *workbench {
	wb := &workbench{app: a, win: w, clock: newClock(), loaded: make(chan error, 16), quitApp: a.Quit}
	wb.play = newPlaybackBar(wb.clock)
	wb.status = newStatusBar(wb)
	wb.banner = newBanner(wb)
	wb.play.OnHint = wb.status.setHint
	wb.play.OnShowKeys = func() { wb.showShortcuts() }
	wb.fb = newFBPanel(wb)
	wb.tl = newTimelinePanel(wb)
	wb.graph = newGraphPanel(wb)
	wb.compare = newComparePanel(wb)
	wb.util, wb.pols = newUtilPanel(wb), newPoliciesPanel(wb)
	wb.rt = newRuntimePanel(wb)
	wb.cp = newCPPanel(wb)
	wb.side = newSidePanel(wb)

	wb.clock.OnChange(func(t int64) {
		wb.fb.view.SetTime(t)
		wb.tl.view.SetTime(t)
		wb.graph.view.SetTime(t)
		wb.graph.clockMoved()
		wb.util.setTime(t)
		wb.rt.setTime(t)
		wb.cp.setTime(t)
		wb.status.setTime(t)
	})

	center := container.NewAppTabs(
		container.NewTabItem("Framebuffer", wb.fb.content),
		container.NewTabItem("Viewports", wb.compare.content),
	)
	bottom := container.NewAppTabs(
		container.NewTabItem("SM timeline", wb.tl.content),
		container.NewTabItem("Task graph", wb.graph.content),
		container.NewTabItem("Utilization", wb.util.content),
		container.NewTabItem("Policies", wb.pols.content),
		container.NewTabItem("Runtime", wb.rt.content),
		container.NewTabItem("Command processor", wb.cp.content),
	)
	wb.center, wb.bottom = center, bottom
	wb.clock.OnPlayState(func(playing bool) {
		if playing {
			wb.fb.played()
		}
		if !playing && wb.smokeShots != "" && wb.run != nil && wb.clock.Time() >= wb.clock.End() {
			wb.takeSmokeShots()
		}
	})
	right := container.NewVSplit(loose(center), loose(bottom))
	right.SetOffset(0.5)
	wb.rightSplit = right
	main := container.NewHSplit(wb.side.content, right)
	main.SetOffset(0.27)
	wb.content = container.NewBorder(wb.banner.content, container.NewVBox(wb.play.content, wb.status.content), nil, nil, wb.layoutHolder(main, right))
	sideBtn := newKeyButton("", theme.MenuIcon(), "Ctrl+B: show / hide the files and editor column", wb.status.setHint, wb.toggleSide)
	wb.play.lead.Add(sideBtn)
	wb.present.sideHidden = wb.prefs().Bool(prefSideHidden)
	wb.updateHolder()
	wb.restoreState()
	w.SetContent(wb.content)
	w.SetMainMenu(wb.mainMenu())

	c := w.Canvas()
	c.SetOnTypedKey(func(k *fyne.KeyEvent) {
		switch k.Name {
		case fyne.KeyF11:
			wb.togglePresentation()
			return
		case fyne.KeyF9:
			wb.nextSingleView()
			return
		case fyne.KeyEscape:
			wb.clearSelection()
			return
		}
		wb.play.typedKey(k)
	})
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { wb.quit() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyB, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { wb.toggleSide() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { wb.side.saveCurrent() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyDown, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { wb.moveViewsDivider(dividerStep) })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyUp, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { wb.moveViewsDivider(-dividerStep) })
	w.SetCloseIntercept(wb.quit)
	return wb
}

// quit is Ctrl+Q, File › Quit and closing the window. With unsaved editor
// tabs it asks first (see askUnsaved); then it ends the app with status 0.
func (wb *workbench) quit() {
	wb.askUnsaved("Quit PPU Workbench", "quitting", wb.exit)
}

// askUnsaved runs then at once if no editor tab has unsaved changes.
// Otherwise it asks: Save all (then runs then, unless a save fails: its
// error is shown and nothing else happens), Discard (runs then; the unsaved
// edits stay in the recovery store, offered when the workspace is opened
// again, so a mistaken Discard can be undone) or Cancel. Only one question
// is open at a time.
func (wb *workbench) askUnsaved(title, before string, then func()) {
	dirty := wb.side.dirtyTabs()
	if len(dirty) == 0 {
		then()
		return
	}
	if wb.quitAsk != nil {
		return // already asking
	}
	names := make([]string, len(dirty))
	for i, e := range dirty {
		names[i] = e.rel
	}
	what := "1 editor tab has"
	if len(dirty) > 1 {
		what = fmt.Sprintf("%d editor tabs have", len(dirty))
	}
	msg := widget.NewLabel(fmt.Sprintf("%s unsaved changes:\n\n%s\n\nSave them before %s?",
		what, strings.Join(names, "\n"), before))
	d := dialog.NewCustomWithoutButtons(title, msg, wb.win)
	wb.quitAsk = d
	answer := func(f func()) func() {
		return func() {
			wb.quitAsk = nil
			d.Hide()
			f()
		}
	}
	d.SetButtons([]fyne.CanvasObject{
		widget.NewButton("Cancel", answer(func() {})),
		widget.NewButton("Discard", answer(then)),
		&widget.Button{Text: "Save all", Importance: widget.HighImportance, OnTapped: answer(func() {
			for _, e := range dirty {
				if err := wb.side.save(e); err != nil {
					return // the error is shown; nothing is lost, the window stays
				}
			}
			then()
		})},
	})
	d.Show()
}

// exit writes the recovery copies of unsaved tabs and ends the app.
func (wb *workbench) exit() {
	wb.saveState()
	wb.side.writeRecovery()
	wb.quitApp()
}

// Close stops background work and the watcher.
func (wb *workbench) Close() {
	wb.mu.Lock()
	wb.closed = true
	if wb.cancel != nil {
		wb.cancel()
	}
	w := wb.watcher
	wb.watcher = nil
	wb.mu.Unlock()
	if w != nil {
		w.Close()
	}
	wb.clock.SetPlaying(false)
	wb.side.stopRecovery()
}

// Open switches to the workspace in dir ("" = the embedded default): loads,
// executes in the background, and watches the folder for changes.
func (wb *workbench) Open(dir string) {
	wb.mu.Lock()
	old := wb.watcher
	wb.watcher = nil
	wb.mu.Unlock()
	if old != nil {
		old.Close()
	}
	wb.dir = dir
	wb.run = nil
	wb.rememberWorkspace(dir)
	wb.side.setWorkspace(dir)
	wb.reload("open", nil, time.Now())
	if dir == "" || wb.webOpened(dir) { // the web edition watches nothing
		return
	}
	w, err := watch.Start(watch.Config{
		Dir:      dir,
		OnChange: wb.reloadFromWatcher,
		OnStatus: func(s string) {
			uiDo(func() {
				if wb.dir == dir { // not a closed watcher's late line
					wb.status.setWatch(s)
				}
			})
		},
	})
	if err != nil {
		wb.status.setMessage("live reload off: " + err.Error())
		return
	}
	wb.mu.Lock()
	wb.watcher = w
	wb.mu.Unlock()
}

// reloadFromWatcher is called by the watcher (on its goroutine) after a
// debounced change of a workspace file, with the new validated workspace or
// the errors that kept it from loading.
func (wb *workbench) reloadFromWatcher(ws *workspaces.Workspace, err error) {
	at := time.Now()
	uiDo(func() {
		wb.side.externalChange()
		if err != nil {
			wb.finish("reload", nil, nil, err, at)
			return
		}
		wb.reload("reload", ws, at)
	})
}

// reload loads and executes the workspace off the UI goroutine. A newer
// reload cancels an older one. On error the last good run stays on screen
// and the errors are listed. started is when the change was detected (for
// the latency shown in the status bar).
func (wb *workbench) reload(why string, loaded *workspaces.Workspace, started time.Time) {
	wb.mu.Lock()
	if wb.closed {
		wb.mu.Unlock()
		return
	}
	if wb.cancel != nil {
		wb.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	wb.cancel = cancel
	wb.jobID++
	id := wb.jobID
	wb.mu.Unlock()
	dir := wb.dir
	override := wb.partitionOverride // the Policies tab's run-time override ("" none)
	wb.status.busy(true, "loading…")
	go func() {
		ws := loaded
		var err error
		if ws != nil {
			// Already loaded and validated by the watcher.
		} else if dir == "" {
			ws, err = workspaces.Default()
		} else {
			ws, err = workspaces.Load(dir)
		}
		var out *run.Run
		if err == nil {
			// A copy: the loaded Workspace stays as the loader made it.
			wsx := *ws
			applyPartitionOverride(&wsx, override)
			var last time.Time
			wsx.SchedOptions.Progress = func(done, total int) {
				// At most ~20 progress updates a second reach the UI.
				if now := time.Now(); now.Sub(last) >= 50*time.Millisecond || done == total {
					last = now
					uiDo(func() { wb.status.progress(done, total) })
				}
			}
			out, err = run.Execute(ctx, &wsx)
		}
		uiDo(func() {
			wb.mu.Lock()
			current := id == wb.jobID
			wb.mu.Unlock()
			if !current {
				// a later job superseded this one: its frame was never
				// shown, so the next render may draw into its buffers
				if out != nil {
					out.Frame.Release()
				}
				return
			}
			wb.status.busy(false, "")
			wb.finish(why, ws, out, err, started)
		})
	}()
}

// cancelJob cancels the running load/execute.
func (wb *workbench) cancelJob() {
	wb.mu.Lock()
	if wb.cancel != nil {
		wb.cancel()
	}
	wb.mu.Unlock()
}

// finish applies a finished job on the UI goroutine.
func (wb *workbench) finish(why string, ws *workspaces.Workspace, run *run.Run, err error, started time.Time) {
	defer func() {
		select {
		case wb.loaded <- err:
		default:
		}
	}()
	if err != nil {
		var list workspaces.Errors
		if errors.As(err, &list) {
			wb.side.setErrors(list)
		} else {
			wb.side.setErrors(workspaces.Errors{{Msg: err.Error()}})
		}
		if errors.Is(err, context.Canceled) {
			wb.status.setMessage("cancelled — the last good state stays on screen")
			return
		}
		wb.banner.showError(why, err, wb.run != nil)
		if wb.run == nil {
			wb.status.setMessage(fmt.Sprintf("%s failed — fix the problems listed on the left; the workspace reloads on save", why))
		} else {
			wb.status.setMessage(fmt.Sprintf("%s failed — the last good state stays on screen", why))
		}
		return
	}
	wb.side.setErrors(nil)
	if ws != nil {
		wb.side.setFiles(ws)
	}
	wb.setRun(run)
	if run != nil {
		wb.banner.showRun(run.Result)
	} else {
		wb.banner.clear()
	}
	lat := time.Since(started)
	wb.status.reloaded(why, time.Now(), lat, run)
	if wb.playOnLoad {
		wb.playOnLoad = false
		wb.clock.Home()
		wb.clock.SetPlaying(true)
	} else if why == "open" {
		// A freshly opened workspace shows its finished frame, not a block
		// of pending tiles; Space plays it from the start.
		wb.clock.GoEnd()
	}
}

// setRun shows run in every panel and loads the clock.
func (wb *workbench) setRun(run *run.Run) {
	wb.clearSelection() // a selection never outlives its run
	wb.run = run
	wb.colors = nil
	if run != nil {
		wb.colors = newTaskColors(run.Result, run.Runtime)
	}
	wb.fb.setRun(run)
	wb.tl.setRun(run)
	wb.graph.setRun(run)
	wb.compare.setRun(run)
	wb.util.setRun(run)
	wb.pols.setRun(run)
	wb.rt.setRun(run)
	wb.cp.setRun(run)
	if run != nil && run.Result != nil {
		wb.clock.Load(runtimeTimes(run))
		title := "PPU Workbench"
		if run.Workspace != nil {
			title += " — " + run.Workspace.Name
		}
		wb.win.SetTitle(title)
	} else {
		wb.clock.Load(nil, 0)
	}
	wb.play.sync()
}

// selectTask selects TMD i in every panel (-1 clears).
func (wb *workbench) selectTask(i int) {
	wb.tl.view.SetSelected(i)
	wb.graph.view.SetSelected(i)
	wb.graph.showDetails(i)
}

// statusBar shows the workspace, the last reload time and latency, the
// simulated time, messages, and a progress bar with Cancel while busy.
type statusBar struct {
	wb       *workbench
	reload   *widget.Label
	watch    *widget.Label
	simTime  *widget.Label
	message  *widget.Label
	bar      *widget.ProgressBar
	cancel   *widget.Button
	content  fyne.CanvasObject
	isBusy   bool
	lastWhen time.Time
	lastLat  time.Duration
	hinting  bool   // a hint is shown in place of the message
	saved    string // the message under the hint
}

func newStatusBar(wb *workbench) *statusBar {
	s := &statusBar{wb: wb}
	s.reload = widget.NewLabel("not loaded")
	s.simTime = widget.NewLabel("t = 0")
	s.simTime.Truncation = fyne.TextTruncateEllipsis
	s.watch = widget.NewLabel("")
	s.watch.Importance = widget.LowImportance
	s.watch.Truncation = fyne.TextTruncateEllipsis
	s.message = widget.NewLabel("")
	s.message.Truncation = fyne.TextTruncateEllipsis
	s.bar = widget.NewProgressBar()
	s.cancel = widget.NewButton("Cancel", wb.cancelJob)
	s.bar.Hide()
	s.cancel.Hide()
	// The run's verdict (the message) keeps the middle; the simulated time
	// is in the playback bar's readout too, so it is the first to go in a
	// narrow window (see statusLayout).
	s.content = container.New(&statusLayout{s: s}, s.reload, s.message, s.simTime, s.watch, s.bar, s.cancel)
	return s
}

func (s *statusBar) busy(b bool, msg string) {
	s.isBusy = b
	if b {
		s.bar.SetValue(0)
		s.bar.Show()
		s.cancel.Show()
		s.setMessage(msg)
	} else {
		s.bar.Hide()
		s.cancel.Hide()
	}
	s.relayout()
}

func (s *statusBar) progress(done, total int) {
	if total > 0 && s.isBusy {
		s.bar.SetValue(float64(done) / float64(total))
	}
}

func (s *statusBar) setMessage(m string) {
	// A new message ends a hint: a failed reload or a verdict that arrives
	// while the pointer rests on a button (or under presentation mode's
	// notice) is shown at once.
	s.hinting, s.saved = false, ""
	s.message.Importance = statusImportance(m)
	s.message.SetText(m)
	s.relayout()
}

// setHint shows h in place of the message while the pointer is over a
// control ("" puts the message back).
func (s *statusBar) setHint(h string) {
	if h == "" {
		if s.hinting {
			s.hinting = false
			s.message.Importance = statusImportance(s.saved)
			s.message.SetText(s.saved)
			s.relayout()
		}
		return
	}
	if !s.hinting {
		s.hinting, s.saved = true, s.message.Text
	}
	if s.saved == "" {
		s.message.Importance = widget.MediumImportance
		s.message.SetText(h)
		s.relayout()
		return
	}
	// Hints never replace the run's verdict (a failed reload, a
	// deadlock, the makespan): the hint follows it and is the part a
	// narrow bar cuts.
	s.message.Importance = statusImportance(s.saved)
	s.message.SetText(s.saved + "  ·  " + h)
	s.relayout()
}

// setWatch shows the watcher's status line (how the folder is watched).
func (s *statusBar) setWatch(m string) { s.watch.SetText(m); s.relayout() }

func (s *statusBar) setTime(t int64) {
	s.simTime.SetText(fmt.Sprintf("sim time %d / %d cycles", t, s.wb.clock.End()))
	s.relayout()
}

func (s *statusBar) reloaded(why string, when time.Time, lat time.Duration, run *run.Run) {
	s.lastWhen, s.lastLat = when, lat
	s.reload.SetText(fmt.Sprintf("%s %s (%d ms)", why, when.Format("15:04:05"), lat.Milliseconds()))
	msg := ""
	if run != nil && run.Result != nil {
		r := run.Result
		msg = fmt.Sprintf("%d CTAs, %d TMDs, makespan %d cycles", len(r.Intervals), len(r.TMDs), r.Makespan)
		if r.Deadlock != nil {
			// The verdict first, so a narrow window cuts the figures, not it.
			msg = fmt.Sprintf("DEADLOCK at cycle %d (see Task graph) — ", r.Deadlock.Time) + msg
		}
	}
	s.setMessage(msg)
	s.setTime(s.wb.clock.Time())
}

// uiDo hands f to the UI goroutine (fyne.Do). Tests replace it with a queue
// that the test goroutine drains, because the test driver would otherwise
// run f on the calling background goroutine.
var uiDo = fyne.Do

// takeSmokeShots writes the panels into the PPUWB_SMOKE_SHOTS folder, one
// tab at a time (each after a short wait so it has been drawn), then quits.
func (wb *workbench) takeSmokeShots() {
	dir := wb.smokeShots
	wb.smokeShots = ""
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "ppuwb: smoke shots:", err)
		wb.quit()
		return
	}
	steps := []struct {
		file string
		show func()
		obj  func() fyne.CanvasObject
	}{
		{"framebuffer.png", func() { wb.center.SelectIndex(0); wb.bottom.SelectIndex(0) }, func() fyne.CanvasObject { return wb.fb.content }},
		{"timeline.png", func() {}, func() fyne.CanvasObject { return wb.tl.content }},
		{"taskgraph.png", func() { wb.bottom.SelectIndex(1) }, func() fyne.CanvasObject { return wb.graph.content }},
		{"viewports.png", func() { wb.center.SelectIndex(1) }, func() fyne.CanvasObject { return wb.compare.content }},
		{"utilization.png", func() { wb.bottom.SelectIndex(2) }, func() fyne.CanvasObject { return wb.util.content }},
		{"policies.png", func() { wb.bottom.SelectIndex(3) }, func() fyne.CanvasObject { return wb.pols.content }},
		{"runtime.png", func() { wb.bottom.SelectIndex(4) }, func() fyne.CanvasObject { return wb.rt.content }},
	}
	var next func(i int)
	next = func(i int) {
		if i == len(steps) {
			wb.quit()
			return
		}
		steps[i].show()
		time.AfterFunc(700*time.Millisecond, func() {
			uiDo(func() {
				if err := wb.screenshot(steps[i].obj(), filepath.Join(dir, steps[i].file)); err != nil {
					fmt.Fprintln(os.Stderr, "ppuwb: smoke shots:", err)
				}
				next(i + 1)
			})
		})
	}
	next(0)
}
