// Package app is PPU Workbench's desktop user interface, built with Fyne.
// It is the only package that imports Fyne: it shows what the render,
// scheduler and workspaces packages compute, on one playback clock.
package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
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
)

// appID is the application ID (as in FyneApp.toml).
const appID = "io.github.ppuwb.workbench"

// Main opens the PPU Workbench window on the workspace folder dir (the
// embedded default workspace when dir is "") and runs until the window is
// closed or Ctrl+Q is pressed. With PPUWB_SMOKE_PLAY=1 in the environment,
// playback starts as soon as the workspace has loaded. A binary built with
// -tags shots also takes PPUWB_SMOKE_SHOTS and PPUWB_GUIDE_SHOTS (the
// developers' screenshots, shots.go).
func Main(dir string) error {
	a := fyneapp.NewWithID(appID)
	icon := fyne.NewStaticResource("ppuwb.png", icons.PNG)
	a.SetIcon(icon)
	w := a.NewWindow("PPU Workbench")
	w.SetIcon(icon)
	wb := newWorkbench(a, w)
	wb.web.setup() // the web edition's upload field and test hooks (web_js.go)
	wb.playOnLoad = os.Getenv("PPUWB_SMOKE_PLAY") == "1"
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
	if devShots != nil && devShots(wb) {
		// Developers: the screenshots (built with -tags shots; shots.go)
		// open their own workspaces.
		w.ShowAndRun()
		wb.Close()
		return nil
	}
	wb.Open(dir)
	w.ShowAndRun()
	wb.Close()
	return nil
}

// devShots, when the binary is built with -tags shots (shots.go), starts
// the developers' screenshot tools the environment asks for and reports
// whether they replace opening the workspace.
var devShots func(wb *workbench) bool

// workbench is the desktop window: a shell around the session (the folder,
// the run, the clock, the job) that shows it in the views of viewList and
// the window's chrome (files and editor, banner, playback and status bars,
// menus).
type workbench struct {
	*session
	app fyne.App
	win fyne.Window

	views   views // every view, in viewList's order (views.go)
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
	banner  *banner   // a failed reload or a deadlock, over the views (banner.go)
	reveal  bool      // "Reveal as it runs" (reveal.go)
	web     *webShell // the web edition's part (web_js.go; nothing elsewhere)
	// revealItem is View › Reveal as it runs (its check mark).
	revealItem *fyne.MenuItem

	content fyne.CanvasObject

	playOnLoad bool
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

	rightSplit *container.Split // framebuffer/viewports over the bottom tabs
	// graphics is whether the last run drew a frame (layout.go,
	// fitGraphics); topOffset the divider's place before it collapsed.
	graphics   graphicsState
	topOffset  float64
	single     view               // the single view (F9; nil: all views; window.go)
	workArea   fyne.Size          // the screen's work area (zero: unknown)
	recentItem *fyne.MenuItem     // File › Open recent (recent.go)
	openForm   *dialog.FormDialog // the last Open workspace form (tests)
	openPath   *widget.Entry      // its folder field
}

func newWorkbench(a fyne.App, w fyne.Window) *workbench {
	wb := &workbench{session: newSession(func(f func()) { uiDo(f) }), app: a, win: w, quitApp: a.Quit}
	// The app's theme, with fonts that have every glyph the window shows
	// (fonts.go), set before any text is measured: Fyne caches the fonts
	// text was measured with until the window runs (the web edition kept
	// Noto Sans alone, and drew "�100"); restoreState and presentation
	// mode replace it.
	a.Settings().SetTheme(workbenchTheme{Theme: a.Settings().Theme(), scale: 1})
	// A theme set from outside (the system's, as the web edition's page
	// loads) is wrapped again, or the symbols would be lost.
	a.Settings().AddListener(func(s fyne.Settings) {
		if _, ours := s.Theme().(workbenchTheme); !ours {
			go fyne.Do(wb.applyTheme)
		}
	})
	wb.web = newWebShell(wb)
	wb.play = newPlaybackBar(wb.clock)
	wb.status = newStatusBar(wb)
	wb.banner = newBanner(wb)
	wb.play.OnHint = wb.status.setHint
	wb.play.OnShowKeys = func() { wb.showShortcuts() }
	wb.buildViews(viewList)
	wb.side = newSidePanel(wb)
	wb.session.on = sessionEvents{
		busy: func(on bool) {
			if on {
				wb.status.busy(true, "loading…")
			} else {
				wb.status.busy(false, "")
			}
		},
		progress:    wb.status.progress,
		finished:    wb.finish,
		changed:     wb.side.externalChange,
		watchStatus: wb.status.setWatch,
	}

	wb.clock.OnChange(func(t int64) {
		wb.views.setTime(t)
		wb.status.setTime(t)
	})
	center, bottom := wb.views.tabs(areaTop), wb.views.tabs(areaBottom)
	wb.center, wb.bottom = center, bottom
	wb.clock.OnPlayState(func(playing bool) {
		if playing {
			wb.fb.played()
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
	wb.session.close()
	wb.side.stopRecovery()
}

// Open switches to the workspace in dir ("" = the embedded default): loads,
// executes in the background, and watches the folder for changes.
func (wb *workbench) Open(dir string) {
	wb.stopWatching()
	wb.dir = dir
	wb.run = nil
	wb.colors = nil // another workspace's tasks: colours from the start
	wb.rememberWorkspace(dir)
	wb.side.setWorkspace(dir)
	wb.reload("open", nil, time.Now())
	if dir == "" || wb.web.opened(dir) { // the web edition watches nothing
		return
	}
	if err := wb.watch(dir); err != nil {
		wb.status.setMessage("live reload off: " + err.Error())
	}
}

// finish applies a finished job on the UI goroutine.
func (wb *workbench) finish(why string, ws *workspaces.Workspace, rn *run.Run, err error, started time.Time) {
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
	wb.setRun(rn)
	if rn != nil {
		wb.banner.showRun(rn.Result)
	} else {
		wb.banner.clear()
	}
	lat := time.Since(started)
	wb.status.reloaded(why, time.Now(), lat, rn)
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
func (wb *workbench) setRun(rn *run.Run) {
	wb.clearSelection() // a selection never outlives its run
	wb.adopt(rn)
	wb.views.setRun(rn)
	wb.fitGraphics(rn)
	wb.loadClock()
	if rn != nil && rn.Result != nil {
		title := "PPU Workbench"
		if rn.Workspace != nil {
			title += " — " + rn.Workspace.Name
		}
		wb.win.SetTitle(title)
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

func (s *statusBar) reloaded(why string, when time.Time, lat time.Duration, rn *run.Run) {
	s.lastWhen, s.lastLat = when, lat
	s.reload.SetText(fmt.Sprintf("%s %s (%d ms)", why, when.Format("15:04:05"), lat.Milliseconds()))
	msg := ""
	if rn != nil && rn.Result != nil {
		r := rn.Result
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
