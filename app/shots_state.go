//go:build shots

package app

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/internal/lessons"
	"github.com/ppuwb/ppuwb/run"
)

// The lesson walk's window state and controls (scripts/lessonwalk; -tags
// shots only, not in the product): PPUWB_STATE_FILE=FILE makes the window
// write what it shows to FILE (JSON, lessons.State) whenever that changes;
// PPUWB_CONTROL=FIFO makes it run the walk's commands read line by line
// from FIFO for what a lesson does with the mouse (a tab, a menu item, an
// edit, a button, a node, a setting). Keys are not among them: the walk
// presses those as real X key events. Everything runs on the UI goroutine.

// stateWriter follows the window for PPUWB_STATE_FILE.
type stateWriter struct {
	wb      *workbench
	path    string
	st      lessons.State
	last    []byte
	lastRun *run.Run
	lastCmp any
}

func startWalkState(wb *workbench) {
	path := os.Getenv("PPUWB_STATE_FILE")
	if path == "" {
		return
	}
	s := &stateWriter{wb: wb, path: path}
	go func() {
		for range time.Tick(50 * time.Millisecond) {
			fyne.Do(s.write)
		}
	}()
	if fifo := os.Getenv("PPUWB_CONTROL"); fifo != "" {
		go s.control(fifo)
	}
}

// write writes the state when it changed (UI goroutine).
func (s *stateWriter) write() {
	wb := s.wb
	st := &s.st
	if wb.run != s.lastRun {
		s.lastRun = wb.run
		st.Runs++
	}
	if c := wb.compare.view.cmp; c != nil && any(c) != s.lastCmp {
		s.lastCmp = c
		st.Comparison++
	}
	if wb.center != nil && wb.center.Selected() != nil {
		st.TopTab = wb.center.Selected().Text
	}
	if wb.bottom != nil && wb.bottom.Selected() != nil {
		st.BottomTab = wb.bottom.Selected().Text
	}
	if sp := wb.rightSplit; sp != nil {
		st.TopShown, st.BottomShow = sp.Leading.Visible(), sp.Trailing.Visible()
	}
	st.Single = ""
	if wb.single != nil {
		st.Single = wb.single.title()
	}
	st.Status = wb.status.message.Text
	st.Present = wb.present.on
	st.Clock, st.End, st.Playing = wb.clock.Time(), wb.clock.End(), wb.clock.Playing()
	st.Deadlock = wb.tl.view.deadText.Text
	var v strings.Builder
	for _, l := range wb.compare.view.labels {
		if l.Visible() {
			v.WriteString(l.Text + "\n")
		}
	}
	st.Verdicts = v.String()
	st.Bits = wb.compare.bits.Selected
	g := wb.graph.view
	st.Selected, st.Diagnosis = g.Selected(), wb.graph.deadlock.Visible()
	st.GraphWhole, st.GraphCut = len(g.pos) > 0, nil
	ws := g.Size()
	for i := range g.pos {
		a, b := g.toView(g.pos[i]), g.toView(g.pos[i].Add(fyne.NewPos(g.geo.w, g.geo.h)))
		if a.X < -0.5 || a.Y < -0.5 || b.X > ws.Width+0.5 || b.Y > ws.Height+0.5 || !g.texts[3*i].Visible() {
			st.GraphCut = append(st.GraphCut, fmt.Sprintf("%s: %s", g.res.TMDs[i].Kind, g.res.TMDs[i].Name))
			st.GraphWhole = false
		}
	}
	cs := wb.win.Canvas().Size()
	st.Window, st.Graph = fmt.Sprintf("%.0fx%.0f", cs.Width, cs.Height), fmt.Sprintf("%.0fx%.0f", ws.Width, ws.Height)
	data, _ := json.Marshal(st)
	if string(data) == string(s.last) {
		return
	}
	s.last = data
	tmp := s.path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err == nil {
		os.Rename(tmp, s.path)
	}
}

// control runs the commands read from fifo, each on the UI goroutine, and
// writes the state after each.
func (s *stateWriter) control(fifo string) {
	f, err := os.Open(fifo)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ppuwb: lesson walk:", err)
		return
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		done := make(chan struct{})
		fyne.Do(func() {
			defer close(done)
			s.st.Error = ""
			if err := s.run(line); err != nil {
				s.st.Error = fmt.Sprintf("%s: %v", line, err)
			}
			s.write()
		})
		<-done
	}
}

// run runs one command: "sync N", "tab NAME", "menu MENU\tITEM",
// "edit FILE\tFROM\tTO", "play", "pause", "click-stuck", "fit",
// "snap MODE", "bits N", "tap BUTTON".
func (s *stateWriter) run(line string) error {
	wb := s.wb
	cmd, arg, _ := strings.Cut(line, " ")
	switch cmd {
	case "sync":
		_, err := fmt.Sscan(arg, &s.st.Seq)
		return err
	case "tab":
		if wb.single != nil {
			return nil // the single view is the tab (F9)
		}
		for _, p := range wb.views {
			if p.v.title() == arg {
				if p.area == areaTop {
					wb.center.SelectIndex(p.index)
				} else {
					wb.bottom.SelectIndex(p.index)
				}
				wb.settleLayout()
				return nil
			}
		}
		return fmt.Errorf("no tab %q", arg)
	case "menu":
		menu, item, _ := strings.Cut(arg, "\t")
		for _, m := range wb.win.MainMenu().Items {
			for _, it := range m.Items {
				if m.Label == menu && strings.HasPrefix(it.Label, item) && it.Action != nil {
					it.Action()
					return nil
				}
			}
		}
		return fmt.Errorf("no menu item %s › %s", menu, item)
	case "edit":
		p := strings.Split(arg, "\t")
		if len(p) != 3 {
			return fmt.Errorf("edit FILE\\tFROM\\tTO")
		}
		e := wb.side.openFile(p[0])
		if e == nil || !strings.Contains(e.entry.Text, p[1]) {
			return fmt.Errorf("%s has no %q", p[0], p[1])
		}
		wb.win.Canvas().Focus(e.entry)
		e.entry.SetText(strings.Replace(e.entry.Text, p[1], p[2], 1))
	case "play", "pause":
		if wb.clock.Playing() != (cmd == "play") {
			wb.play.play.OnTapped()
		}
	case "click-stuck":
		g := wb.graph.view
		for i := range g.pos {
			if g.stuck[i] {
				g.Tapped(&fyne.PointEvent{Position: g.NodeCenter(i)})
				return nil
			}
		}
		return fmt.Errorf("no outlined (stuck) node")
	case "fit":
		wb.graph.view.FitAll()
	case "tap":
		// The task graph's buttons by their label (Hide details, Fit).
		if b := wb.graph.detailsBtn; b.Text == arg {
			b.OnTapped()
			wb.settleLayout()
			return nil
		}
		return fmt.Errorf("no button %q", arg)
	case "snap":
		wb.compare.snap.SetSelected(arg)
	case "bits":
		wb.compare.bits.SetSelected(arg)
	default:
		return fmt.Errorf("unknown command")
	}
	return nil
}
