//go:build unix

// Command lessonwalk walks docs/teaching.md's lessons in the real window
// (a binary built with -tags shots) under Xvfb, for the GUI smoke test
// (scripts/smoke.sh). For each screen size it starts an X server of that
// size (no window manager) and, for each lesson, the app on a new copy of
// the lesson's workspace; it then does what each step's Click column says,
// read through internal/lessons (the parser the fyne-driver test,
// TestTeachingLessonsAsWritten, uses): the keys as real X key events
// (xdotool), the rest (a tab, the menu item, the edit, Play and Pause, a
// node, a setting) through the shots build's control FIFO (PPUWB_CONTROL),
// and after each step checks the window's state the app writes
// (PPUWB_STATE_FILE): the clock, the tab shown, the single view and the
// status bar, presentation mode, the deadlock label, the viewports'
// verdicts, the graph's nodes whole. It exits 1 naming the size, lesson
// and step that failed.
//
//	lessonwalk -bin build/shots/ppuwb [-doc docs/teaching.md] [-sizes 1280x720,1024x700] [-out DIR]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"

	"github.com/ppuwb/ppuwb/internal/lessons"
)

// walk is one lesson in one window.
type walk struct {
	bin, out, display string
	w, h              int
	before            []string
	app               *exec.Cmd
	exited            chan struct{} // closed when the app has exited
	ctl               *os.File
	stateFile         string
	seq               int
	st                lessons.State
	what              string
}

func main() {
	bin := flag.String("bin", "", "the ppuwb binary built with -tags shots")
	doc := flag.String("doc", "docs/teaching.md", "the lessons")
	sizes := flag.String("sizes", "1280x720,1024x700", "the screens, WxH,…")
	out := flag.String("out", ".smoke/lessons", "logs and state files")
	flag.Parse()
	if *bin == "" {
		fmt.Fprintln(os.Stderr, "usage: lessonwalk -bin BINARY [-doc FILE] [-sizes WxH,…] [-out DIR]")
		os.Exit(2)
	}
	text, err := os.ReadFile(*doc)
	if err != nil {
		fail("%v", err)
	}
	d, err := lessons.Parse(*doc, string(text))
	if err != nil {
		fail("%v", err)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail("%v", err)
	}
	start := time.Now()
	for _, sz := range strings.Split(*sizes, ",") {
		var w, h int
		if _, err := fmt.Sscanf(sz, "%dx%d", &w, &h); err != nil {
			fail("-sizes %q: %v", sz, err)
		}
		display, xvfb := startXvfb(*out, w, h)
		for li, steps := range d.Lessons {
			lw := &walk{bin: *bin, out: *out, display: display, w: w, h: h, before: d.Before}
			t0 := time.Now()
			lw.lesson(li+1, steps)
			lw.stop()
			fmt.Printf("lessonwalk: %d×%d, lesson %d: %d steps as written (%.1f s)\n", w, h, li+1, len(steps), time.Since(t0).Seconds())
		}
		xvfb.Process.Kill()
		xvfb.Wait()
	}
	fmt.Printf("lessonwalk: passed in %.1f s\n", time.Since(start).Seconds())
}

var running []*exec.Cmd // ended on failure

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "lessonwalk: "+format+"\n", args...)
	for _, c := range running {
		if c.Process != nil {
			c.Process.Kill()
		}
	}
	os.Exit(1)
}

// startXvfb starts an X server of w×h and returns its display.
func startXvfb(out string, w, h int) (string, *exec.Cmd) {
	r, wr, err := os.Pipe()
	if err != nil {
		fail("%v", err)
	}
	log, _ := os.Create(filepath.Join(out, fmt.Sprintf("xvfb-%dx%d.log", w, h)))
	c := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-noreset")
	c.ExtraFiles = []*os.File{wr}
	c.Stdout, c.Stderr = log, log
	if err := c.Start(); err != nil {
		fail("Xvfb: %v", err)
	}
	running = append(running, c)
	wr.Close()
	buf := make([]byte, 16)
	done := make(chan int, 1)
	go func() { n, _ := r.Read(buf); done <- n }()
	select {
	case n := <-done:
		if n == 0 {
			fail("Xvfb %d×%d did not start", w, h)
		}
		return ":" + strings.TrimSpace(string(buf[:n])), c
	case <-time.After(60 * time.Second):
		fail("Xvfb %d×%d did not start in 60 s", w, h)
	}
	return "", nil
}

// xdo runs xdotool on the walk's display.
func (lw *walk) xdo(args ...string) (string, error) {
	c := exec.Command("xdotool", args...)
	c.Env = append(os.Environ(), "DISPLAY="+lw.display)
	b, err := c.CombinedOutput()
	return strings.TrimSpace(string(b)), err
}

// start creates the lesson's workspace and starts the app on it.
func (lw *walk) start(name string) {
	ex := map[string]string{"cont": "continuations", "snap": "snapping"}[name]
	if ex == "" {
		lw.fail("the lesson opens ~/ws/%s, which no example is", name)
	}
	dir := filepath.Join(lw.out, fmt.Sprintf("ws-%s-%dx%d", name, lw.w, lw.h))
	os.RemoveAll(dir)
	if b, err := exec.Command(lw.bin, "new", ex, dir).CombinedOutput(); err != nil {
		lw.fail("ppuwb new %s: %v: %s", ex, err, b)
	}
	fifo := filepath.Join(lw.out, "control")
	os.Remove(fifo)
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		lw.fail("%v", err)
	}
	lw.stateFile = filepath.Join(lw.out, fmt.Sprintf("state-%s-%dx%d.json", name, lw.w, lw.h))
	os.Remove(lw.stateFile)
	log, _ := os.Create(filepath.Join(lw.out, fmt.Sprintf("app-%s-%dx%d.log", name, lw.w, lw.h)))
	lw.app = exec.Command(lw.bin, dir)
	lw.app.Env = append(os.Environ(), "DISPLAY="+lw.display, "XDG_RUNTIME_DIR="+lw.out, "PPUWB_STATE_FILE="+lw.stateFile, "PPUWB_CONTROL="+fifo)
	lw.app.Stdout, lw.app.Stderr = log, log
	if err := lw.app.Start(); err != nil {
		lw.fail("%v", err)
	}
	running = append(running, lw.app)
	lw.exited = make(chan struct{})
	go func() { lw.app.Wait(); close(lw.exited) }()
	opened := make(chan *os.File, 1)
	go func() { f, _ := os.OpenFile(fifo, os.O_WRONLY, 0); opened <- f }()
	select {
	case lw.ctl = <-opened:
	case <-time.After(60 * time.Second):
		lw.fail("the app did not open its control FIFO in 60 s (log: %s)", log.Name())
	}
	lw.until("the window and the first run", 60*time.Second, func(s lessons.State) bool { return s.Runs > 0 })
	if ex == "snapping" {
		lw.until("the viewports' comparison", 60*time.Second, func(s lessons.State) bool { return s.Comparison > 0 })
	}
	win := ""
	for i := 0; i < 120 && win == ""; i++ {
		win, _ = lw.xdo("search", "--onlyvisible", "--name", "^PPU Workbench")
		win, _, _ = strings.Cut(win, "\n")
		if win == "" {
			time.Sleep(250 * time.Millisecond)
		}
	}
	if win == "" {
		lw.fail("no window")
	}
	lw.xdo("windowfocus", "--sync", win)
	lw.sync()
}

func (lw *walk) stop() {
	if lw.ctl != nil {
		lw.ctl.Close()
	}
	if lw.app != nil && lw.app.Process != nil {
		lw.app.Process.Kill()
		<-lw.exited
	}
}

func (lw *walk) fail(format string, args ...any) {
	shot := filepath.Join(lw.out, fmt.Sprintf("failed-%dx%d.png", lw.w, lw.h))
	if exec.Command("import", "-display", lw.display, "-window", "root", shot).Run() == nil {
		args = append(args, shot)
		format += " (screen: %s)"
	}
	lw.stop()
	fail("%d×%d, %s: %s (state: %+v)", lw.w, lw.h, lw.what, fmt.Sprintf(format, args...), lw.st)
}

// read reads the state file.
func (lw *walk) read() lessons.State {
	var s lessons.State
	if b, err := os.ReadFile(lw.stateFile); err == nil {
		json.Unmarshal(b, &s)
	}
	return s
}

// until waits for the state to satisfy ok.
func (lw *walk) until(what string, d time.Duration, ok func(lessons.State) bool) {
	deadline := time.Now().Add(d)
	for {
		lw.st = lw.read()
		if ok(lw.st) {
			return
		}
		select {
		case <-lw.exited:
			lw.fail("the app exited while waiting for %s (log in %s)", what, lw.out)
		default:
		}
		if time.Now().After(deadline) {
			lw.fail("waited %v for %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// command sends one control command and waits until the app ran it.
func (lw *walk) command(line string) {
	if _, err := fmt.Fprintln(lw.ctl, line); err != nil {
		lw.fail("control: %v", err)
	}
	lw.sync()
	if lw.st.Error != "" {
		lw.fail("%s", lw.st.Error)
	}
}

// sync waits until the app has handled what came before (X events
// included: they are given a moment to arrive first).
func (lw *walk) sync() {
	time.Sleep(150 * time.Millisecond)
	lw.seq++
	if _, err := fmt.Fprintf(lw.ctl, "sync %d\n", lw.seq); err != nil {
		lw.fail("control: %v", err)
	}
	lw.until("sync", 20*time.Second, func(s lessons.State) bool { return s.Seq == lw.seq })
}

// key presses an X key times times.
func (lw *walk) key(k string, times int) {
	for i := 0; i < times; i++ {
		if out, err := lw.xdo("key", k); err != nil {
			lw.fail("xdotool key %s: %v %s", k, err, out)
		}
		lw.sync()
	}
}

func (lw *walk) lesson(n int, steps []lessons.Step) {
	for _, s := range steps {
		lw.what = fmt.Sprintf("lesson %d, step %d", n, s.N)
		lw.step(s)
	}
}

var xKeys = map[string]string{"Home": "Home", "End": "End", "→": "Right", "F9": "F9", "F11": "F11", "Ctrl+S": "ctrl+s"}

// step does what one step's Click column says and checks the state.
func (lw *walk) step(s lessons.Step) {
	for _, a := range lessons.Actions(s.Click, lw.st.Present) {
		switch a.Kind {
		case lessons.Open:
			lw.start(a.Workspace)
			for _, k := range lw.before {
				lw.key(xKeys[k], 1)
			}
			if !lw.st.Present {
				lw.fail("presentation mode is off after Before the lesson's keys %v", lw.before)
			}
		case lessons.Menu:
			on := lw.st.Present
			lw.command("menu View\tPresentation mode")
			if on || !lw.st.Present {
				lw.fail("View › Presentation mode: presentation mode %v → %v", on, lw.st.Present)
			}
			lw.allViews()
		case lessons.Edit:
			lw.command(fmt.Sprintf("edit %s\t%s\t%s", a.File, a.From, a.To))
		case lessons.Pause:
			lw.command("pause")
			if lw.st.Playing {
				lw.fail("Pause left the clock playing")
			}
		case lessons.ClickStuck:
			lw.command("click-stuck")
			if lw.st.Selected < 0 || !lw.st.Diagnosis {
				lw.fail("the stuck node is not selected or no diagnosis")
			}
		case lessons.Settings:
			if a.Name != "sub-pixel bits" {
				lw.fail("%v: steps of what?", a.Values)
			}
			for _, b := range a.Values {
				c, was := lw.st.Comparison, lw.st.Bits
				lw.command("bits " + b)
				if lw.st.Comparison == c && was != b {
					lw.until("the comparison at "+b+" bits", 60*time.Second, func(s lessons.State) bool { return s.Comparison > c })
				}
			}
		default:
			lw.bold(a.Name, a.Times, s.Click)
		}
	}
	lw.says(s)
}

func (lw *walk) bold(name string, times int, click string) {
	switch name {
	case "Home", "End", "→":
		before := lw.st.Clock
		lw.key(xKeys[name], times)
		now := lw.st.Clock
		if name == "Home" && now != 0 || name == "End" && now != lw.st.End || name == "→" && now <= before {
			lw.fail("%s ×%d: clock %d → %d (end %d)", name, times, before, now, lw.st.End)
		}
	case "F9":
		lw.key("F9", times)
		if lw.st.Single == "" {
			lw.fail("F9 left all views shown")
		}
		if !strings.Contains(click, lw.st.Single) {
			lw.fail("F9 shows %s alone, which the step does not name", lw.st.Single)
		}
		if !strings.Contains(lw.st.Status, "single view: "+lw.st.Single) {
			lw.fail("status bar %q, want single view: %s", lw.st.Status, lw.st.Single)
		}
		if lw.st.TopShown == lw.st.BottomShow {
			lw.fail("single view %s, yet both halves shown %v", lw.st.Single, lw.st.TopShown)
		}
		if lw.st.Single == "Task graph" && lw.w == 1280 && lw.h == 720 {
			lw.command("fit")
			if !lw.st.GraphWhole {
				lw.fail("the task graph alone (%s px) cuts %v", lw.st.Graph, lw.st.GraphCut)
			}
		}
	case "F11":
		on := lw.st.Present
		lw.key("F11", times)
		if lw.st.Present == on {
			lw.fail("F11 did not toggle presentation mode")
		}
		lw.allViews()
	case "Ctrl+S":
		runs := lw.st.Runs
		lw.key("ctrl+s", 1)
		lw.until("the reload after Ctrl+S", 60*time.Second, func(s lessons.State) bool { return s.Runs > runs })
		lw.sync()
	case "Play":
		lw.command("play")
		if !lw.st.Playing {
			lw.fail("Play did not start the clock")
		}
	case "SM timeline", "Task graph", "Viewports":
		lw.command("tab " + name)
		tab, shown := lw.st.BottomTab, lw.st.BottomShow
		if name == "Viewports" {
			tab, shown = lw.st.TopTab, lw.st.TopShown
		}
		if tab != name || !shown {
			lw.fail("the %s tab is not shown (%s, %v)", name, tab, shown)
		}
	case "Fit":
		lw.command("fit")
	case "fixed", "consistent":
		c := lw.st.Comparison
		lw.command("snap " + name)
		lw.until("the "+name+" comparison", 60*time.Second, func(s lessons.State) bool { return s.Comparison > c })
		lw.sync()
	case "sub-pixel bits":
	case "✓ 0":
		if !strings.Contains(lw.st.Verdicts, "✓ 0") {
			lw.fail("no ✓ 0 verdict in %q", lw.st.Verdicts)
		}
	default:
		lw.fail("the step names **%s**, which the walk does not know", name)
	}
}

// allViews checks that every view is shown and the status bar names no
// single view.
func (lw *walk) allViews() {
	if lw.st.Single != "" || !lw.st.TopShown || !lw.st.BottomShow {
		lw.fail("not all views shown (single %q)", lw.st.Single)
	}
	if strings.Contains(lw.st.Status, "single view") {
		lw.fail("status bar %q with all views", lw.st.Status)
	}
}

var violations = regexp.MustCompile(`✗ [1-9]\d*`)

// says checks what a step's Say column points at on screen.
func (lw *walk) says(s lessons.Step) {
	for _, p := range lessons.Points(s.Say) {
		switch {
		case strings.HasPrefix(p, "DEADLOCK at cycle "):
			if !strings.Contains(lw.st.Status, p) || !strings.Contains(lw.st.Deadlock, p) {
				lw.fail("status bar %q, timeline label %q: want %q", lw.st.Status, lw.st.Deadlock, p)
			}
		case p == "✗ N":
			if !violations.MatchString(lw.st.Verdicts) {
				lw.fail("no ✗ N verdict in %q", lw.st.Verdicts)
			}
		case p == "DEADLOCK", p == "✓ 0":
		default:
			lw.fail("the step points at **%s**, which the walk does not check", p)
		}
	}
}
