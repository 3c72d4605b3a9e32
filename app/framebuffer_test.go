package app

import (
	"image"
	"math"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

func newTestFrameView(t *testing.T) (*frameView, fyne.Window) {
	test.NewTempApp(t)
	v := newFrameView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(320, 240))
	v.SetFrame(testFrame(), []int64{100, 200, -1, 300})
	return v, w
}

func TestFrameViewPendingTilesAndFinal(t *testing.T) {
	v, _ := newTestFrameView(t)
	v.SetTime(150) // tile 0 done, tiles 1..3 pending
	assertMaster(t, "framebuffer_t150.png", v.draw(320, 240), 2)
	if !v.pending(20, 3) || v.pending(3, 3) {
		t.Fatal("tile 1 should be pending at t=150 and tile 0 done")
	}
	v.SetFinal(true)
	if v.pending(20, 3) {
		t.Fatal("final frame shows pending tiles")
	}
	assertMaster(t, "framebuffer_final.png", v.draw(320, 240), 2)
	v.SetFinal(false)
	v.SetTime(1000)
	if !v.pending(3, 20) {
		t.Fatal("a tile that never finished (-1) must stay pending")
	}
}

func TestFrameViewZoomAtCursorAndPan(t *testing.T) {
	v, w := newTestFrameView(t)
	fit := v.Zoom()
	if fit != 10 { // 320/32 = 10, 240/24 = 10
		t.Fatalf("fit zoom %v, want 10", fit)
	}
	// The pixel under the cursor stays under it while zooming.
	at := fyne.NewPos(100, 100)
	x0, y0, _ := v.pixelAt(at)
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.Delta{DY: 30}})
	if v.Zoom() <= fit {
		t.Fatalf("scroll up did not zoom in: %v", v.Zoom())
	}
	if x1, y1, _ := v.pixelAt(at); x1 != x0 || y1 != y0 {
		t.Fatalf("pixel under cursor moved from (%d,%d) to (%d,%d)", x0, y0, x1, y1)
	}
	for i := 0; i < 40; i++ {
		v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.Delta{DY: 50}})
	}
	if v.Zoom() != maxFrameZoom {
		t.Fatalf("zoom %v, want clamped to %d", v.Zoom(), maxFrameZoom)
	}
	// Drag pans: the content moves with the pointer.
	before := v.PositionOf(10, 10)
	test.Drag(w.Canvas(), fyne.NewPos(150, 150), 64, -32)
	after := v.PositionOf(10, 10)
	if after.X-before.X != 64 || after.Y-before.Y != -32 {
		t.Fatalf("pan moved pixel by (%v,%v), want (64,-32)", after.X-before.X, after.Y-before.Y)
	}
	v.DoubleTapped(nil)
	if v.Zoom() != fit {
		t.Fatalf("double tap zoom %v, want fit %v", v.Zoom(), fit)
	}
}

func TestFrameViewGridAndOverlays(t *testing.T) {
	v, _ := newTestFrameView(t)
	v.SetFinal(true)
	v.SetZoom(16)
	img := v.draw(320, 240)
	assertMaster(t, "framebuffer_zoom16_grid.png", img, 2)
	v.SetZoom(1)
	v.SetOverlay(overlayEdges|overlayTiles, true)
	v.FitToWindow()
	assertMaster(t, "framebuffer_edges_tiles.png", v.draw(320, 240), 2)
	v.SetOverlay(overlayEdges|overlayTiles, false)
	for _, o := range []overlay{overlayCoverage, overlayDepth, overlayTriangleIDs} {
		plain := v.draw(320, 240)
		v.SetOverlay(o, true)
		over := v.draw(320, 240)
		v.SetOverlay(o, false)
		if imageDiff(plain, over, 0) == "" {
			t.Errorf("overlay %v changed nothing", o)
		}
	}
	v.SetOverdraw(overdrawCounts(v.Frame()))
	v.SetOverlay(overlayOverdraw, true)
	assertMaster(t, "framebuffer_overdraw.png", v.draw(320, 240), 2)
}

func TestOverdrawCountsMatchCoverage(t *testing.T) {
	f := testFrame()
	c := overdrawCounts(f)
	for i, id := range f.TriangleID {
		want := int32(0)
		if id >= 0 {
			want = 1
		}
		if c[i] != want {
			t.Fatalf("pixel %d: overdraw %d, want %d", i, c[i], want)
		}
	}
}

func TestFrameViewHoverAndTap(t *testing.T) {
	v, w := newTestFrameView(t)
	v.SetMeshNames([]string{"wedge"})
	var got string
	v.OnHover = func(s string) { got = s }
	sel := -2
	v.OnSelectTriangle = func(i int) { sel = i }
	// Pixel (12, 8) is inside the triangle.
	p := v.PositionOf(12, 8)
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
	e := v.Frame().EdgeValues(0, 12, 8)
	for _, want := range []string{"(12, 8)", "depth 0.42", "wedge triangle 0", " px"} {
		if !strings.Contains(got, want) {
			t.Errorf("hover %q lacks %q", got, want)
		}
	}
	// The edge values are the pixel centre's signed distances to the
	// edges in pixels: compare with the distances to the lines through the
	// triangle's vertices, computed here from the vertex positions.
	d := edgeDistances(v.Frame(), 0, 12, 8)
	tr := v.Frame().Triangle(0)
	sc := math.Ldexp(1, -tr.Exp)
	var want []float64
	for k := 0; k < 3; k++ {
		ax, ay := float64(tr.X[k])*sc, float64(tr.Y[k])*sc
		bx, by := float64(tr.X[(k+1)%3])*sc, float64(tr.Y[(k+1)%3])*sc
		cross := (bx-ax)*(8.5-ay) - (by-ay)*(12.5-ax)
		want = append(want, math.Abs(cross)/math.Hypot(bx-ax, by-ay))
	}
	got3 := []float64{math.Abs(d[0]), math.Abs(d[1]), math.Abs(d[2])}
	sort.Float64s(want)
	sort.Float64s(got3)
	for k := range want {
		if math.Abs(want[k]-got3[k]) > 1e-6 {
			t.Fatalf("edge distances %v, want %v (in some order)", d, want)
		}
	}
	if d[0] < 0 || d[1] < 0 || d[2] < 0 || !strings.Contains(got, "+") {
		t.Fatalf("inside pixel has a negative distance or no sign: %v %q", d, got)
	}
	if e[0] < 0 || e[1] < 0 || e[2] < 0 {
		t.Fatalf("test pixel not inside: %v", e)
	}
	test.TapCanvas(w.Canvas(), p)
	if sel != 0 || v.Selected() != 0 {
		t.Fatalf("tap selected %d", sel)
	}
	test.TapCanvas(w.Canvas(), v.PositionOf(0, 23))
	if sel != -1 {
		t.Fatalf("tap on background selected %d", sel)
	}
	v.MouseOut()
	if got != "" {
		t.Fatalf("hover after leaving: %q", got)
	}
}

func TestFrameViewTilesInProgressAndHoverTile(t *testing.T) {
	v, _ := newTestFrameView(t)
	v.SetTime(150)
	before := v.draw(320, 240)
	v.SetTileStarts([]int64{50, 120, -1, 400}) // tile 1 is on an SM at t=150
	after := v.draw(320, 240)
	// Tile 1 (x 16..31, y 0..15) changes; tile 3 (started at 400) does not.
	p1 := v.PositionOf(24, 8).Add(fyne.NewPos(3, 2)) // off the sample dot
	p3 := v.PositionOf(24, 20).Add(fyne.NewPos(3, 2))
	if before.At(int(p1.X), int(p1.Y)) == after.At(int(p1.X), int(p1.Y)) {
		t.Fatal("a tile in progress is drawn like a waiting one")
	}
	if before.At(int(p3.X), int(p3.Y)) != after.At(int(p3.X), int(p3.Y)) {
		t.Fatal("a tile not yet started is drawn as in progress")
	}
	if d := v.Describe(24, 8); !strings.Contains(d, "tile 1 done at 200 (pending now)") {
		t.Fatalf("hover %q", d)
	}
	if d := v.Describe(4, 20); !strings.Contains(d, "tile 2 never done") {
		t.Fatalf("hover %q", d)
	}
}

func TestTileStartsFromFragmentGrid(t *testing.T) {
	r := testResult() // TMD 0 is the graphics grid; mark it as the fragment grid
	r.TMDs[0].GraphicsKind = scheduler.FragmentGrid
	got := tileStarts(r, 4)
	want := []int64{0, 0, 0, 0}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("tile starts %v, want %v", got, want)
		}
	}
}

func TestFrameViewHoverFollowsTheClock(t *testing.T) {
	v, _ := newTestFrameView(t)
	var got string
	v.OnHover = func(s string) { got = s }
	v.SetTime(150)
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: v.PositionOf(24, 8)}})
	if !strings.Contains(got, "(pending now)") {
		t.Fatalf("at 150: %q", got)
	}
	v.SetTime(250) // tile 1 finished at 200
	if strings.Contains(got, "pending") {
		t.Fatalf("at 250 the readout still says pending: %q", got)
	}
}

// The Blocks overlay of a hierarchical render outlines the allocated blocks
// and marks every hole in vermillion at its pixel.
func TestFrameViewBlocksOverlay(t *testing.T) {
	test.NewTempApp(t)
	ws, err := workspaces.LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	if ws, err = ws.WithViewport("fixed-sparse"); err != nil {
		t.Fatal(err)
	}
	o := ws.Options
	o.TriangleIDs = true // as the session asks (execute)
	f, err := render.Render(t.Context(), ws.Scene, o)
	if err != nil {
		t.Fatal(err)
	}
	h := f.Hierarchy
	if h == nil || h.Holes == 0 {
		t.Fatalf("fixed-sparse: hierarchy %+v, want holes", h)
	}
	v := newFrameView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(512, 512))
	v.SetFrame(f, nil)
	v.SetFinal(true)
	v.SetZoom(2) // 2 device pixels per frame pixel, origin at 0
	plain := v.draw(512, 512)
	v.SetOverlay(overlayBlocks, true)
	img := v.draw(512, 512).(*image.RGBA)
	if imageDiff(plain, img, 0) == "" {
		t.Fatal("the Blocks overlay changed nothing")
	}
	for _, p := range h.HoleAt {
		x, y := v.toDevice(float32(p.X)+0.5, float32(p.Y)+0.5, v.zoom)
		if !image.Pt(x, y).In(img.Rect) {
			continue
		}
		if c := img.RGBAAt(x, y); c.R != cmpViolation.R || c.G != cmpViolation.G || c.B != cmpViolation.B {
			t.Errorf("hole %v drawn as %v, want vermillion", p, c)
		}
	}
}

// TestFramebufferDrawsInNoRoom: a framebuffer squeezed under its toolbar
// (graphics off: the top half is a strip) is asked to draw at a negative
// height; it draws nothing instead of panicking (the guide's screenshots
// crashed with "makeslice: len out of range").
func TestFramebufferDrawsInNoRoom(t *testing.T) {
	v := newFrameView()
	v.SetFrame(testFrame(), nil)
	cv := newCompareView() // the top half's other view
	for _, sz := range [][2]int{{1086, -27}, {-5, 40}, {0, 0}} {
		if img := v.draw(sz[0], sz[1]); img == nil {
			t.Fatalf("draw(%d, %d) returned nil", sz[0], sz[1])
		}
		if img := cv.draw(sz[0], sz[1]); img == nil {
			t.Fatalf("viewports: draw(%d, %d) returned nil", sz[0], sz[1])
		}
	}
}
