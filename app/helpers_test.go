package app

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
)

var update = flag.Bool("update", false, "rewrite the image masters in testdata/")

// assertMaster compares img with testdata/name. Pixels may differ by up to
// tol per channel; at most 0.2% of pixels may exceed it. With -update the
// master is rewritten. On failure the image is written to testdata/failed/.
func assertMaster(t *testing.T, name string, img image.Image, tol int) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := writePNG(path, img); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("master %s: %v (run the test with -update to create it)", path, err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if msg := imageDiff(want, img, tol); msg != "" {
		_ = os.MkdirAll(filepath.Join("testdata", "failed"), 0o755)
		_ = writePNG(filepath.Join("testdata", "failed", name), img)
		t.Errorf("%s: %s (got written to testdata/failed/%s)", name, msg, name)
	}
}

func imageDiff(a, b image.Image, tol int) string {
	if a.Bounds().Size() != b.Bounds().Size() {
		return fmt.Sprintf("size %v, want %v", b.Bounds().Size(), a.Bounds().Size())
	}
	bad := 0
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			d := max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2)) >> 8
			if int(d) > tol {
				bad++
			}
		}
	}
	if limit := ab.Dx() * ab.Dy() / 500; bad > limit {
		return fmt.Sprintf("%d pixels differ by more than %d (limit %d)", bad, tol, limit)
	}
	return ""
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// testFrame builds a 32×24 frame by hand: one triangle (snapped with 8
// sub-pixel bits) covering pixels by the edge-function rule, four 16-pixel
// tiles.
func testFrame() *render.Frame {
	const w, h, exp = 32, 24, 8
	f := &render.Frame{Width: w, Height: h, Color: image.NewRGBA(image.Rect(0, 0, w, h)),
		Depth: make([]float32, w*h), TriangleID: make([]int32, w*h), TileSize: 16, Bits: exp}
	px := [3][2]float64{{3.3, 2.7}, {29.6, 6.2}, {9.1, 21.4}}
	var t render.Triangle
	t.Exp = exp
	for k := 0; k < 3; k++ {
		t.X[k] = int64(px[k][0] * (1 << exp))
		t.Y[k] = int64(px[k][1] * (1 << exp))
		t.Z[k] = 0.25 + 0.25*float32(k)
	}
	// Orient so that the edge functions are positive inside (y down).
	if (t.X[1]-t.X[0])*(t.Y[2]-t.Y[0])-(t.Y[1]-t.Y[0])*(t.X[2]-t.X[0]) < 0 {
		t.X[1], t.X[2] = t.X[2], t.X[1]
		t.Y[1], t.Y[2] = t.Y[2], t.Y[1]
	}
	for k := 0; k < 3; k++ {
		n := (k + 1) % 3
		t.A[k] = t.Y[k] - t.Y[n]
		t.B[k] = t.X[n] - t.X[k]
		t.C[k] = -(t.A[k]*t.X[k] + t.B[k]*t.Y[k])
		t.TopLeft[k] = true
	}
	t.Bounds = image.Rect(3, 2, 30, 22)
	f.SetTriangles([]render.Triangle{t})
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			f.TriangleID[i] = -1
			f.Depth[i] = 1
			f.Color.Pix[4*i], f.Color.Pix[4*i+1], f.Color.Pix[4*i+2], f.Color.Pix[4*i+3] = 0x20, 0x20, 0x30, 0xff
			e := f.EdgeValues(0, x, y)
			if e[0] >= 0 && e[1] >= 0 && e[2] >= 0 {
				f.TriangleID[i] = 0
				f.Depth[i] = 0.3 + 0.01*float32(x)
				f.Color.Pix[4*i], f.Color.Pix[4*i+1], f.Color.Pix[4*i+2] = uint8(120+4*x), uint8(60+5*y), 0x40
			}
		}
	}
	for ty := 0; ty < h; ty += 16 {
		for tx := 0; tx < w; tx += 16 {
			f.Tiles = append(f.Tiles, render.TileWork{Rect: image.Rect(tx, ty, min(tx+16, w), min(ty+16, h)), Triangles: 1 + tx/16 + ty/8, Fragments: 10, Cost: 100})
		}
	}
	return f
}

// testResult builds a Result by hand: 4 SMs, a graphics grid, a parent
// compute grid whose CTAs launch a child grid, an EOC TMD and a queue TMD
// of continuations, with counter histories.
func testResult() *scheduler.Result {
	r := &scheduler.Result{Machine: device.PPU{Name: "test", SMs: 4}, Makespan: 1000}
	r.TMDs = []scheduler.TMDInfo{
		{Name: "fragments", Kind: scheduler.TMDGraphics, Parent: -1, OutputDependence: -1, Queue: -1, Owner: -1, Created: 0, Eligible: 0, Start: 0, End: 300, Completed: 300, InitialPending: 1},
		{Name: "parent", Kind: scheduler.TMDGrid, Parent: -1, OutputDependence: -1, Queue: 3, Owner: -1, Created: 0, Eligible: 10, Start: 10, End: 400, Completed: 900, InitialPending: 1, InitialInputDependence: 1,
			Edges: []scheduler.Edge{{To: 2, Kind: scheduler.EdgeChild}, {To: 3, Kind: scheduler.EdgeContinuation}}},
		{Name: "child", Kind: scheduler.TMDGrid, Depth: 1, Parent: 1, OutputDependence: 4, Queue: -1, Owner: -1, Created: 200, Eligible: 200, Start: 400, End: 600, Completed: 600, InitialPending: 1,
			Edges: []scheduler.Edge{{To: 4, Kind: scheduler.EdgeOutputDependence}}},
		{Name: "parent.queue", Kind: scheduler.TMDQueue, Parent: -1, OutputDependence: -1, Queue: -1, Owner: 1, Created: 200, Eligible: 650, Start: 650, End: 900, Completed: 900, InitialPending: 1, InitialInputDependence: 1},
		{Name: "parent.eoc", Kind: scheduler.TMDEOC, Parent: -1, OutputDependence: 3, Queue: -1, Owner: 1, Created: 200, Eligible: 600, Start: 600, End: 650, Completed: 650, InitialPending: 1, InitialInputDependence: 1,
			Edges: []scheduler.Edge{{To: 3, Kind: scheduler.EdgeOutputDependence}}},
	}
	add := func(sm int, s, e int64, task, cta int, k scheduler.CTAKind) {
		r.Intervals = append(r.Intervals, scheduler.Interval{SM: sm, Start: s, End: e, Task: task, CTA: cta, Kind: k, Parent: -1})
	}
	for i := 0; i < 8; i++ {
		add(i%4, int64(i/4)*150, int64(i/4)*150+140, 0, i, scheduler.KindGraphics)
	}
	for i := 0; i < 4; i++ {
		add(i, 10+int64(i)*5, 200+int64(i)*40, 1, i, scheduler.KindCompute)
	}
	for i := 0; i < 4; i++ {
		add(i, 400, 600-int64(i)*20, 2, i, scheduler.KindChild)
	}
	add(0, 600, 650, 4, 0, scheduler.KindEOC)
	for i := 0; i < 4; i++ {
		add(i, 650+int64(i)*10, 900-int64(i)*30, 3, i, scheduler.KindContinuation)
	}
	sortIntervals(r.Intervals)
	r.Counters = []scheduler.CounterEvent{
		{Time: 0, TMD: 0, Counter: scheduler.CounterPending, Value: 1},
		{Time: 0, TMD: 1, Counter: scheduler.CounterPending, Value: 1},
		{Time: 0, TMD: 1, Counter: scheduler.CounterInputDependence, Value: 1},
		{Time: 10, TMD: 1, Counter: scheduler.CounterInputDependence, Value: 0},
		{Time: 200, TMD: 1, Counter: scheduler.CounterPending, Value: 2},
		{Time: 200, TMD: 2, Counter: scheduler.CounterPending, Value: 1},
		{Time: 200, TMD: 3, Counter: scheduler.CounterInputDependence, Value: 1},
		{Time: 200, TMD: 4, Counter: scheduler.CounterInputDependence, Value: 1},
		{Time: 300, TMD: 0, Counter: scheduler.CounterPending, Value: 0},
		{Time: 400, TMD: 1, Counter: scheduler.CounterPending, Value: 1},
		{Time: 600, TMD: 2, Counter: scheduler.CounterPending, Value: 0},
		{Time: 600, TMD: 4, Counter: scheduler.CounterInputDependence, Value: 0},
		{Time: 650, TMD: 3, Counter: scheduler.CounterInputDependence, Value: 0},
		{Time: 900, TMD: 1, Counter: scheduler.CounterPending, Value: 0},
	}
	r.TileDone = []int64{140, 140, 290, 290}
	return r
}

func sortIntervals(iv []scheduler.Interval) {
	for i := 1; i < len(iv); i++ {
		for j := i; j > 0 && iv[j].Start < iv[j-1].Start; j-- {
			iv[j], iv[j-1] = iv[j-1], iv[j]
		}
	}
}

// bigResult is a synthetic run of n CTAs over 15 SMs (for the benchmark and
// the density test).
func bigResult(n int) *scheduler.Result {
	r := &scheduler.Result{Machine: device.PPU{Name: "big", SMs: 15}}
	const slots = 8
	free := make([]int64, 15*slots)
	var t int64
	for i := 0; i < n; i++ {
		k := i % len(free)
		s := max(free[k], t)
		d := int64(50 + (i*7919)%400)
		r.Intervals = append(r.Intervals, scheduler.Interval{SM: k / slots, Start: s, End: s + d, Task: i % 5, CTA: i, Kind: scheduler.CTAKind(i % 5), Parent: -1})
		free[k] = s + d
		t = s
	}
	sortIntervals2(r.Intervals)
	for _, iv := range r.Intervals {
		r.Makespan = max(r.Makespan, iv.End)
	}
	for i := 0; i < 5; i++ {
		r.TMDs = append(r.TMDs, scheduler.TMDInfo{Name: fmt.Sprintf("task%d", i), Parent: -1, OutputDependence: -1, Queue: -1, Owner: -1})
	}
	return r
}

func sortIntervals2(iv []scheduler.Interval) {
	// Stable sort by Start (n log n for the big synthetic run).
	tmp := make([]scheduler.Interval, len(iv))
	var rec func(a []scheduler.Interval, b []scheduler.Interval)
	rec = func(a, b []scheduler.Interval) {
		if len(a) < 2 {
			return
		}
		m := len(a) / 2
		rec(a[:m], b[:m])
		rec(a[m:], b[m:])
		i, j, k := 0, m, 0
		for i < m && j < len(a) {
			if a[j].Start < a[i].Start {
				b[k] = a[j]
				j++
			} else {
				b[k] = a[i]
				i++
			}
			k++
		}
		k += copy(b[k:], a[i:m])
		copy(b[k:], a[j:])
		copy(a, b[:len(a)])
	}
	rec(iv, tmp)
}

// openDeadlocked opens a copy of the continuations example with its policy
// edited to wait-in-place, which deadlocks at cycle 500, and waits for the
// reload.
func openDeadlocked(t *testing.T) *workbench {
	t.Helper()
	wb, dir := openExample(t, "continuations")
	setWaitInPlace(t, dir)
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if wb.run.Result.Deadlock == nil {
		t.Fatal("no deadlock under wait-in-place (test premise)")
	}
	return wb
}

// setWaitInPlace edits the continuations workspace in dir to wait in place
// (which deadlocks at cycle 500).
func setWaitInPlace(t *testing.T, dir string) {
	t.Helper()
	p := filepath.Join(dir, "workspace.toml")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(strings.Replace(string(b), `policy = "continuation"`, `policy = "wait-in-place"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// lessonSizes are the window sizes the lesson must hold at: a laptop, a
// projector and a desktop screen.
var lessonSizes = []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 720}, {Width: 1920, Height: 1080}}
