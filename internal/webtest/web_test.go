//go:build webtest

package webtest

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/ppuwb/ppuwb/internal/webserve"
)

// Upper bounds for a shared 2-core machine; a quiet one opens the
// showcase in seconds (docs/performance.md).
const (
	appStart = 6 * time.Minute
	runLimit = 3 * time.Minute
)

var site = flag.String("site", "../../build/web", "the folder `make web` built")

// browserCtx starts headless Chromium (WebGL through SwiftShader, as on a
// machine without a GPU) with a 1280×720 window, plus extra flags.
func browserCtx(t *testing.T, extra ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	exe := ""
	for _, n := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(n); err == nil {
			exe = p
			break
		}
	}
	if exe == "" {
		t.Fatal("no Chromium found (scripts/install-deps.sh test installs Debian's chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox, // as root in CI
		chromedp.WindowSize(1280, 720),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.UserDataDir(t.TempDir()),
	)
	opts = append(opts, extra...)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	tctx, cancel3 := context.WithTimeout(ctx, 20*time.Minute)
	t.Cleanup(cancel3)
	return tctx
}

// serve serves the built site on a loopback port.
func serve(t *testing.T) string {
	t.Helper()
	for _, f := range []string{"index.html", "ppuwb.wasm", "ppuwb.wasm.gz", "wasm_exec.js", "memfs.js", "icon.png"} {
		if _, err := os.Stat(filepath.Join(*site, f)); err != nil {
			t.Fatalf("the site is not built (run make web): %v", err)
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: webserve.Handler(*site)} // as scripts/serveweb serves it
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return "http://" + l.Addr().String() + "/"
}

// console collects the page's console; failures are uncaught exceptions,
// console.error calls and a Go panic or fatal error on the app's stderr.
type console struct {
	mu     sync.Mutex
	lines  []string
	errors []string
}

var fatalLine = regexp.MustCompile(`^(panic: |fatal error: )`)

func watchConsole(t *testing.T, ctx context.Context) *console {
	c := &console{}
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			c.mu.Lock()
			line := m.String()
			c.lines = append(c.lines, line)
			if m.IsException() || m.Type == "error" || fatalLine.MatchString(m.Text) {
				c.errors = append(c.errors, line)
			}
			c.mu.Unlock()
		}
	}()
	return c
}

func (c *console) check(t *testing.T) {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.errors) > 0 {
		t.Errorf("errors in the browser console:\n  %s\n(whole console:\n  %s)", strings.Join(c.errors, "\n  "), strings.Join(c.lines, "\n  "))
	}
}

func (c *console) dump() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.lines, "\n  ")
}

// appState is window.ppuwbTest.state() (app/web_js.go).
type appState struct {
	Message, Reload, Watch, Dir, Title, Imported string
	Busy                                         bool
	Problems                                     int
	Stored                                       []string
	// the playback clock and the single view ("" all views)
	Time, End int64
	Single    string
	// the editor's current tab: file, caret, selection, text, keyboard
	File, Selected, Text string
	Row, Col             int
	Focused              bool
}

func state(ctx context.Context) (appState, error) {
	var s appState
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.ppuwbTest ? ppuwbTest.state() : Promise.resolve("")`, chromedp.EvalAwaitPromise))
	if err != nil || js == "" {
		return s, fmt.Errorf("the app is not running yet (%v)", err)
	}
	err = json.Unmarshal([]byte(js), &s)
	return s, err
}

// waitFor polls the app's state until ok accepts it.
func waitFor(t *testing.T, ctx context.Context, c *console, what string, limit time.Duration, ok func(appState) bool) appState {
	t.Helper()
	deadline := time.Now().Add(limit)
	var last appState
	var lastErr error
	for time.Now().Before(deadline) {
		s, err := state(ctx)
		if err == nil && ok(s) {
			return s
		}
		last, lastErr = s, err
		if msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.ppuwbError || ""`)); msg != "" {
			t.Fatalf("%s: the page says: %s\nconsole:\n  %s", what, msg, c.dump())
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("%s: not within %v; last state %+v (%v)\nconsole:\n  %s", what, limit, last, lastErr, c.dump())
	return last
}

func menu(t *testing.T, ctx context.Context, path ...string) {
	t.Helper()
	b, _ := json.Marshal(path)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`ppuwbTest.menu(...`+string(b)+`)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("menu %v: %v", path, err)
	}
}

var ctasRE = regexp.MustCompile(`(\d+) CTAs, \d+ TMDs, makespan (\d+) cycles`)

// loaded tells a finished run of the workspace in dir (suffix) from the
// status line.
func loaded(why, dir string) func(appState) bool {
	return func(s appState) bool {
		return !s.Busy && strings.HasPrefix(s.Reload, why+" ") && strings.HasSuffix(s.Dir, dir) && ctasRE.MatchString(s.Message)
	}
}

// checkScene checks a screenshot as scripts/smoke.sh checks the desktop
// window: many colours, and the showcase's orange/yellow scene.
func checkScene(t *testing.T, shot []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	colours := map[[3]uint8]bool{}
	warm := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			p := [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8)}
			colours[p] = true
			if p[0] > 170 && p[1] > 90 && int(p[2])+60 < int(p[1]) && p[0] >= p[1] {
				warm++
			}
		}
	}
	warmF := float64(warm) / float64(b.Dx()*b.Dy())
	t.Logf("screenshot: %dx%d, %d colours, %.2f%% warm", b.Dx(), b.Dy(), len(colours), 100*warmF)
	if len(colours) < 200 || warmF < 0.005 {
		t.Errorf("the screenshot does not show the rendered scene: %d colours (want ≥ 200), %.4f warm (want ≥ 0.005)", len(colours), warmF)
	}
	_ = image.Point{}
}

// openPage sets the page to 1280×720 and navigates to url; it returns when
// the navigation began.
func openPage(t *testing.T, ctx context.Context, url string) time.Time {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720)); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	return start
}

func TestWebEdition(t *testing.T) {
	url := serve(t)
	ctx := browserCtx(t)
	c := watchConsole(t, ctx)
	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads, EventsEnabled: ptr(true),
	}); err != nil {
		t.Fatal(err)
	}

	// 1. Load the site and wait for the showcase's run (the page 1280×720).
	start := openPage(t, ctx, url)
	s := waitFor(t, ctx, c, "the showcase", appStart, loaded("open", ""))
	openTime := time.Since(start)
	t.Logf("web: showcase open after %.1f s (%s; %s)", openTime.Seconds(), s.Reload, s.Message)
	if !strings.Contains(s.Title, "Showcase") && !strings.Contains(s.Title, "showcase") {
		t.Errorf("window title %q does not name the showcase", s.Title)
	}
	time.Sleep(2 * time.Second) // drawn
	// The loading overlay is gone once the window is there (it stayed over
	// the window before index.html hid it).
	if d, err := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.getElementById("ppuwb-status")).display`)); err != nil || d != "none" {
		t.Errorf("the loading overlay is still shown over the app (display %q, %v)", d, err)
	}
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(os.TempDir(), "ppuwb-web-showcase.png"), shot, 0o644)
	checkScene(t, shot)

	// 2. Playback frame rate at 1280×720: frames the app's clock advanced
	// and frames the browser presented, over 3 s of playback.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`ppuwbTest.play()`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	fps, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]float64](`(async () => {
		let raf = 0, on = true;
		const tick = () => { raf++; if (on) requestAnimationFrame(tick); };
		requestAnimationFrame(tick);
		const f0 = JSON.parse(await ppuwbTest.state()).frames, t0 = performance.now();
		await new Promise(r => setTimeout(r, 3000));
		const f1 = JSON.parse(await ppuwbTest.state()).frames, t1 = performance.now();
		on = false;
		return { clock: (f1 - f0) * 1000 / (t1 - t0), presented: raf * 1000 / (t1 - t0) };
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("web: playback at 1280x720: %.1f frames/s of the playback clock (it asks for 30), %.1f frames/s presented by the browser", fps["clock"], fps["presented"])
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`ppuwbTest.pause()`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}

	// 3. File › Open example › continuations.
	menu(t, ctx, "File", "Open example", "continuations")
	s = waitFor(t, ctx, c, "the continuations example", runLimit, loaded("open", "/continuations"))
	before := ctasRE.FindStringSubmatch(s.Message)
	t.Logf("continuations: %s", s.Message)
	if !strings.Contains(s.Title, "Continuations") {
		t.Errorf("window title %q does not name Continuations", s.Title)
	}
	if !strings.Contains(s.Watch, "saving in the editor re-runs") {
		t.Errorf("the watch line %q does not say how the browser re-runs", s.Watch)
	}

	// 4. Edit a value in the editor; saving re-runs the workspace.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`ppuwbTest.edit("tasks.toml", "grid = [8]", "grid = [4]")`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	s = waitFor(t, ctx, c, "the re-run after the edit", runLimit, loaded("reload", "/continuations"))
	after := ctasRE.FindStringSubmatch(s.Message)
	t.Logf("after the edit: %s", s.Message)
	if after[1] == before[1] {
		t.Errorf("the edit (8 parents -> 4) did not change the run: %q, then %q", before[0], after[0])
	}
	s = waitFor(t, ctx, c, "the workspace kept in the browser", 10*time.Second, func(s appState) bool {
		return strings.Contains(strings.Join(s.Stored, ","), "continuations")
	})

	// 5. The edit survives a page reload (the browser's storage).
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, c, "the showcase after the reload", appStart, loaded("open", ""))
	menu(t, ctx, "File", "Open example", "continuations")
	s = waitFor(t, ctx, c, "continuations after the reload", runLimit, loaded("open", "/continuations"))
	if got := ctasRE.FindStringSubmatch(s.Message); got[0] != after[0] {
		t.Errorf("after a page reload continuations runs as %q, want the edited %q", got[0], after[0])
	}

	// 6. Export workspace (.zip): a browser download.
	menu(t, ctx, "File", "Export workspace (.zip)…")
	zipPath := filepath.Join(downloads, "continuations.zip")
	var data []byte
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if data, err = os.ReadFile(zipPath); err == nil && len(data) > 0 {
			if _, zerr := zip.NewReader(bytes.NewReader(data), int64(len(data))); zerr == nil {
				break
			}
		}
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		ents, _ := os.ReadDir(downloads)
		t.Fatalf("no downloaded continuations.zip (%v; downloads: %v)", err, ents)
	}
	var tasks string
	for _, f := range zr.File {
		if f.Name == "tasks.toml" {
			r, _ := f.Open()
			var b bytes.Buffer
			b.ReadFrom(r)
			r.Close()
			tasks = b.String()
		}
	}
	if !strings.Contains(tasks, "grid = [4]") {
		t.Errorf("the exported tasks.toml lacks the edit:\n%s", tasks)
	}

	// 7. Import it again under another name (the upload field).
	lesson := filepath.Join(t.TempDir(), "lesson.zip")
	if err := os.WriteFile(lesson, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("ppuwb-import"), []string{lesson})); err != nil {
		t.Fatal(err)
	}
	s = waitFor(t, ctx, c, "the imported workspace", runLimit, loaded("open", "/lesson"))
	if !strings.HasPrefix(s.Imported, "imported lesson.zip") {
		t.Errorf("import status %q", s.Imported)
	}
	if got := ctasRE.FindStringSubmatch(s.Message); got[0] != after[0] {
		t.Errorf("the imported workspace runs as %q, want %q (the exported one)", got[0], after[0])
	}

	// 8. A desktop-only feature says so in one line.
	menu(t, ctx, "File", "Open recent")
	s = waitFor(t, ctx, c, "the one-line answer of Open recent", 10*time.Second, func(s appState) bool {
		return strings.Contains(s.Message, "needs folders on disk")
	})

	c.check(t)
}

// TestWebEditionWithoutWebGL: a browser without WebGL gets a clear message.
func TestWebEditionWithoutWebGL(t *testing.T) {
	url := serve(t)
	ctx := browserCtx(t, chromedp.Flag("disable-webgl", true), chromedp.Flag("disable-3d-apis", true))
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	var msg string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline) && msg == ""; time.Sleep(100 * time.Millisecond) {
		msg, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`window.ppuwbError || ""`))
	}
	if !strings.Contains(msg, "WebGL") {
		t.Fatalf("without WebGL the page says %q, want a message naming WebGL", msg)
	}
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("ppuwb-message").textContent`))
	if err != nil || shown != msg {
		t.Fatalf("the message on the page is %q (%v), want %q", shown, err, msg)
	}
}

func ptr[T any](v T) *T { return &v }
