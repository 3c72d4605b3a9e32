//go:build shots

package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/ppuwb/ppuwb/workspaces"
)

// The developers' screenshot tools, built only with -tags shots (make
// smoke, the user guide's pictures): PPUWB_SMOKE_SHOTS=DIR plays the
// workspace and writes each panel into DIR; PPUWB_GUIDE_SHOTS=DIR retakes
// the guide's pictures. The product binary has neither.
func init() { devShots = startShots }

// startShots starts what the environment asks for; it reports true when
// the guide's shots run (they open their own workspaces).
func startShots(wb *workbench) bool {
	startWalkState(wb)
	if d := os.Getenv("PPUWB_SMOKE_SHOTS"); d != "" {
		wb.playOnLoad = true
		taken := false
		wb.clock.OnPlayState(func(playing bool) {
			if !playing && !taken && wb.run != nil && wb.clock.Time() >= wb.clock.End() {
				taken = true
				wb.takeSmokeShots(d)
			}
		})
	}
	if d := os.Getenv("PPUWB_GUIDE_SHOTS"); d != "" {
		go wb.runGuideShots(d)
		return true
	}
	return false
}

// guideShot is one picture of the user guide: how to set the window up,
// what to capture (nil: the whole window) and the file name.
type guideShot struct {
	file  string
	setup func(wb *workbench)
	obj   func(wb *workbench) fyne.CanvasObject
}

// runGuideShots retakes the user guide's screenshots in the real window
// (PPUWB_GUIDE_SHOTS=DIR; see docs/user-guide.md, For developers): it opens
// copies of the examples in a temporary folder, sets each view up as the
// guide describes it, captures the window (or one panel) into DIR and
// quits. It runs on its own goroutine; every step is handed to the UI
// goroutine.
func (wb *workbench) runGuideShots(dir string) {
	tmp, err := os.MkdirTemp("", "ppuwb-guide-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "ppuwb: guide shots:", err)
		return
	}
	defer os.RemoveAll(tmp)
	ws := func(example, name string, edit func(string) string) string {
		d := filepath.Join(tmp, name)
		if err := workspaces.CreateFromExample(example, d); err != nil {
			fmt.Fprintln(os.Stderr, "ppuwb: guide shots:", err)
		}
		if edit != nil {
			p := filepath.Join(d, "workspace.toml")
			b, _ := os.ReadFile(p)
			_ = os.WriteFile(p, []byte(edit(string(b))), 0o644)
		}
		return d
	}
	cont := ws("continuations", "continuations", nil)
	dead := ws("continuations", "deadlock", func(s string) string {
		return strings.Replace(s, `policy = "continuation"`, `policy = "wait-in-place"`, 1)
	})
	broken := ws("continuations", "broken", nil)
	snap := ws("snapping", "snapping", nil)
	wave := ws("wavefronts", "wavefronts", nil)
	streams := ws("device-streams", "device-streams", nil)
	part := ws("partitioning", "partitioning", nil)
	rt := ws("runtime", "runtime", nil)
	replay := ws("replay", "replay", nil)

	do := func(f func()) {
		done := make(chan struct{})
		fyne.Do(func() { f(); close(done) })
		<-done
	}
	open := func(d string) {
		for len(wb.loaded) > 0 {
			<-wb.loaded
		}
		do(func() { wb.Open(d) })
		select {
		case <-wb.loaded:
		case <-time.After(60 * time.Second):
		}
		time.Sleep(400 * time.Millisecond)
	}
	size := func(w, h float32) func(*workbench) {
		return func(wb *workbench) { wb.win.Resize(fyne.NewSize(w, h)) }
	}
	steps := []struct {
		open  string // "" keep, "showcase" the built-in one
		shots []guideShot
	}{
		{"showcase", []guideShot{
			{"overview.png", func(wb *workbench) {
				size(1500, 940)(wb)
				wb.center.SelectIndex(0)
				wb.bottom.SelectIndex(0)
				wb.clock.GoEnd()
			}, nil},
			{"framebuffer-playing.png", func(wb *workbench) {
				wb.clock.Set(wb.clock.End() * 45 / 100)
			}, func(wb *workbench) fyne.CanvasObject { return wb.fb.root }},
			{"framebuffer-overlays.png", func(wb *workbench) {
				wb.clock.GoEnd()
				setCheck(wb, "Edges", true)
				setCheck(wb, "Tiles", true)
			}, func(wb *workbench) fyne.CanvasObject { return wb.fb.root }},
			{"framebuffer-zoom.png", func(wb *workbench) {
				setCheck(wb, "Tiles", false)
				v := wb.fb.view
				f := v.Frame()
				x, y := f.Width/2, f.Height/2
				v.zoomAt(v.PositionOf(x, y), 8)
				wb.fb.updateZoom()
				wb.fb.setReadout(v.Describe(x, y))
			}, func(wb *workbench) fyne.CanvasObject { return wb.fb.root }},
			{"timeline.png", func(wb *workbench) {
				setCheck(wb, "Edges", false)
				wb.fb.view.FitToWindow()
				wb.fb.setReadout(wb.fb.idleText())
				wb.tl.view.SetWindow(0, float64(wb.clock.End())/12)
				wb.clock.Set(wb.clock.End() / 30)
			}, func(wb *workbench) fyne.CanvasObject { return wb.tl.root }},
			{"taskgraph-showcase.png", func(wb *workbench) {
				wb.clock.GoEnd()
				wb.bottom.SelectIndex(1)
				wb.graph.view.FitAll()
			}, func(wb *workbench) fyne.CanvasObject { return wb.graph.root }},
			{"framebuffer-depth.png", func(wb *workbench) {
				wb.bottom.SelectIndex(0)
				wb.fb.debug.sel.SetSelected("Depth")
			}, func(wb *workbench) fyne.CanvasObject { return wb.fb.root }},
			{"light-theme.png", func(wb *workbench) {
				wb.fb.debug.sel.SetSelected("Colour")
				wb.setVariant(theme.VariantLight)
			}, nil},
			{"presentation-1280x720.png", func(wb *workbench) {
				wb.setVariant(theme.VariantDark)
				size(1280, 720)(wb)
				wb.setPresentation(true)
			}, nil},
		}},
		{snap, []guideShot{
			{"presentation-viewports.png", func(wb *workbench) {
				wb.setSingleView(wb.compare) // F9 three times, as the guide says
			}, nil},
			{"viewports-consistent.png", func(wb *workbench) {
				wb.setSingleView(nil)
				wb.rightSplit.SetOffset(0.5)
				wb.setPresentation(false)
				size(1500, 940)(wb)
				// A triangle selected: its edge equations at every level.
				if v := wb.compare.view; v.cmp != nil && len(v.cmp.Triangles) > 0 {
					v.selected = 0
					v.raster.Refresh()
					wb.compare.setEdges(edgeTable(v.cmp, 0))
				}
			}, func(wb *workbench) fyne.CanvasObject { return wb.compare.root }},
			{"viewports-fixed.png", func(wb *workbench) {
				wb.setPresentation(false)
				size(1500, 940)(wb)
				wb.compare.snap.SetSelected("fixed")
			}, func(wb *workbench) fyne.CanvasObject { return wb.compare.root }},
			{"viewports-blocks.png", func(wb *workbench) {}, func(wb *workbench) fyne.CanvasObject { return wb.compare.root }},
			{"viewports-zoom.png", func(wb *workbench) {
				wb.compare.finds.list.Select(0)
			}, func(wb *workbench) fyne.CanvasObject { return wb.compare.root }},
			{"viewports-blocks-zoom.png", func(wb *workbench) {
				// The coarsest level's first violation: the block the
				// finest level misses lies under it.
				f := wb.compare.finds
				for i, it := range f.items {
					if it.violation && it.level == len(wb.compare.view.cmp.Levels)-1 {
						f.list.Select(i)
						break
					}
				}
			}, func(wb *workbench) fyne.CanvasObject { return wb.compare.root }},
		}},
		{wave, []guideShot{
			{"timeline-preemption.png", func(wb *workbench) {
				wb.center.SelectIndex(0)
				wb.bottom.SelectIndex(0)
				wb.clock.GoEnd()
			}, func(wb *workbench) fyne.CanvasObject { return wb.tl.root }},
		}},
		{streams, []guideShot{
			{"taskgraph-device-streams.png", func(wb *workbench) {
				wb.bottom.SelectIndex(1)
				wb.clock.Set(1334)
				for i, m := range wb.run.Result.TMDs {
					if m.Name == "parents/1:reduce" {
						wb.selectTask(i)
					}
				}
			}, func(wb *workbench) fyne.CanvasObject { return wb.graph.root }},
		}},
		{part, []guideShot{
			{"utilization.png", func(wb *workbench) {
				wb.bottom.SelectIndex(2)
				wb.clock.GoEnd()
				wb.util.key.set(true)
			}, func(wb *workbench) fyne.CanvasObject { return wb.util.root }},
			{"policies.png", func(wb *workbench) {
				wb.bottom.SelectIndex(3)
			}, func(wb *workbench) fyne.CanvasObject { return wb.pols.root }},
		}},
		{rt, []guideShot{
			{"runtime.png", func(wb *workbench) {
				wb.bottom.SelectIndex(4)
				wb.clock.GoEnd()
				wb.rt.key.set(true)
			}, func(wb *workbench) fyne.CanvasObject { return wb.rt.root }},
			{"timeline-cpu-rows.png", func(wb *workbench) {
				wb.bottom.SelectIndex(0)
			}, func(wb *workbench) fyne.CanvasObject { return wb.tl.root }},
		}},
		{replay, []guideShot{
			{"command-processor.png", func(wb *workbench) {
				size(1500, 940)(wb)
				wb.center.SelectIndex(0)
				wb.bottom.SelectIndex(5)
				wb.clock.Set(501) // app replays read C from the trace
				wb.cp.key.set(true)
			}, nil},
		}},
		{cont, []guideShot{
			{"taskgraph-continuations.png", func(wb *workbench) {
				wb.center.SelectIndex(0)
				wb.bottom.SelectIndex(1)
				wb.clock.Set(1000)
				wb.selectTask(0)
			}, func(wb *workbench) fyne.CanvasObject { return wb.graph.root }},
			{"timeline-continuations.png", func(wb *workbench) {
				wb.bottom.SelectIndex(0)
				wb.clock.Set(1000)
				wb.selectTask(-1)
			}, func(wb *workbench) fyne.CanvasObject { return wb.tl.root }},
		}},
		{dead, []guideShot{
			{"deadlock.png", func(wb *workbench) {
				wb.bottom.SelectIndex(1)
				wb.clock.GoEnd()
			}, nil},
			{"deadlock-timeline.png", func(wb *workbench) {
				wb.bottom.SelectIndex(0)
			}, func(wb *workbench) fyne.CanvasObject { return wb.tl.root }},
		}},
		{broken, []guideShot{
			{"editor-errors.png", func(wb *workbench) {
				// A mistake typed in the editor and saved: the reload fails,
				// the last good run stays.
				e := wb.side.openFile("workspace.toml")
				e.entry.SetText("# my notes\nbogus_key = 1\n" + e.entry.Text)
				wb.side.saveCurrent()
			}, nil},
			{"editor-jump.png", func(wb *workbench) {
				wb.side.errList.Select(0) // click the problem
			}, func(wb *workbench) fyne.CanvasObject { return wb.side.content }},
		}},
	}
	for _, st := range steps {
		switch st.open {
		case "":
		case "showcase":
			open("")
		default:
			open(st.open)
		}
		for _, sh := range st.shots {
			do(func() { sh.setup(wb); wb.settleLayout() })
			time.Sleep(1500 * time.Millisecond) // drawn, background comparisons done
			do(func() {
				relayoutNeeded = true // one full pass, whatever was missed
				wb.settleLayout()
			})
			time.Sleep(700 * time.Millisecond) // painted
			do(func() {
				obj := wb.content
				if sh.obj != nil {
					obj = sh.obj(wb)
				}
				if err := wb.screenshot(obj, filepath.Join(dir, sh.file)); err != nil {
					fmt.Fprintln(os.Stderr, "ppuwb: guide shots:", sh.file, err)
				}
			})
		}
	}
	do(func() { wb.exit() })
}

// setCheck ticks or clears the framebuffer overlay check box named name.
func setCheck(wb *workbench, name string, on bool) {
	for _, c := range wb.fb.checks {
		if c.Text == name {
			c.SetChecked(on)
		}
	}
}

// takeSmokeShots writes the panels into the PPUWB_SMOKE_SHOTS folder, one
// tab at a time (each after a short wait so it has been drawn), then quits.
func (wb *workbench) takeSmokeShots(dir string) {
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
		{"framebuffer.png", func() { wb.center.SelectIndex(0); wb.bottom.SelectIndex(0) }, func() fyne.CanvasObject { return wb.fb.root }},
		{"timeline.png", func() {}, func() fyne.CanvasObject { return wb.tl.root }},
		{"taskgraph.png", func() { wb.bottom.SelectIndex(1) }, func() fyne.CanvasObject { return wb.graph.root }},
		{"viewports.png", func() { wb.center.SelectIndex(1) }, func() fyne.CanvasObject { return wb.compare.root }},
		{"utilization.png", func() { wb.bottom.SelectIndex(2) }, func() fyne.CanvasObject { return wb.util.root }},
		{"policies.png", func() { wb.bottom.SelectIndex(3) }, func() fyne.CanvasObject { return wb.pols.root }},
		{"runtime.png", func() { wb.bottom.SelectIndex(4) }, func() fyne.CanvasObject { return wb.rt.root }},
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
