package app

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces"
)

// snappingComparison compares the snapping example's scene at its levels.
func snappingComparison(t *testing.T, snap render.SnapMode) *render.Comparison {
	t.Helper()
	ws, err := workspaces.LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	if ws, err = ws.WithViewport(snap.String()); err != nil {
		t.Fatal(err)
	}
	o := ws.Options
	o.Snap = snap
	o.TriangleIDs = true // as the compare panel asks (recompute)
	c, err := render.Compare(t.Context(), ws.Scene, ws.CompareLevels(), o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// testComparison compares a small fixed scene (thin triangles, pixel
// camera) at 64, 32, 16 and 8 pixels with consistent snapping.
func testComparison(t *testing.T) *render.Comparison {
	t.Helper()
	s := render.NewScene()
	s.Camera = render.Camera{Projection: render.PixelOrtho, PixelWidth: 64}
	s.State.DepthTest = false
	s.Materials = []render.Material{{Name: "flat", Shading: render.Flat, Color: mgl32.Vec4{0.9, 0.5, 0.2, 1}}}
	v := func(x, y float32) render.Vertex { return render.Vertex{Position: mgl32.Vec3{x, y, 0.5}} }
	s.Meshes = []render.Mesh{{Name: "thin", Material: 0, Vertices: []render.Vertex{
		v(3.3, 5.7), v(60.9, 9.15), v(4.6, 7.05), // a sliver
		v(30.4, 30.4), v(62.2, 36.9), v(61.7, 40.3), // a needle
		v(12.2, 45.1), v(15.9, 50.7), v(10.3, 49.5), // a small triangle
	}}}
	o := render.DefaultOptions(64, 64)
	o.Snap = render.SnapConsistent
	o.SubpixelBits = 4
	o.ReferenceSize = 64
	o.TriangleIDs = true // as the compare panel asks (recompute)
	c, err := render.Compare(t.Context(), s, []int{64, 32, 16, 8}, o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCompareViewLevelsAndSelection(t *testing.T) {
	test.NewTempApp(t)
	v := newCompareView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(900, 320))
	c := testComparison(t)
	v.SetComparison(c)
	if len(c.Levels) < 2 {
		t.Fatalf("%d levels", len(c.Levels))
	}
	// Every level is drawn at the same on-screen size.
	_, side0, px0 := v.cell(0)
	for i := range c.Levels {
		_, side, px := v.cell(i)
		if side != side0 {
			t.Fatalf("level %d drawn %v wide, level 0 %v", i, side, side0)
		}
		if want := px0 * float32(c.Levels[0].Width) / float32(c.Levels[i].Width); px < want-0.01 || px > want+0.01 {
			t.Fatalf("level %d pixel %v, want %v", i, px, want)
		}
	}
	// Captions show violations and over-coverage per coarse level.
	markup := test.RenderObjectToMarkup(v)
	if !strings.Contains(markup, "violations") || !strings.Contains(markup, "sub-pixel bits") {
		t.Fatalf("captions missing:\n%s", markup)
	}
	// Tap a covered pixel of the finest level: its triangle is selected and
	// its edge table lists every level.
	l := c.Levels[0]
	var at fyne.Position
	found := false
	for y := 0; y < l.Height && !found; y++ {
		for x := 0; x < l.Width && !found; x++ {
			if l.Frame.TriangleID[y*l.Width+x] >= 0 {
				o, _, px := v.cell(0)
				at = fyne.NewPos(o.X+(float32(x)+0.5)*px, o.Y+(float32(y)+0.5)*px)
				found = true
			}
		}
	}
	if !found {
		t.Fatal("nothing covered at the finest level")
	}
	sel := -2
	v.OnSelect = func(k int) { sel = k }
	test.TapCanvas(w.Canvas(), at)
	if sel < 0 {
		t.Fatalf("tap on a covered pixel selected %d", sel)
	}
	table := edgeTable(c, sel)
	if strings.Count(table, " px  Exp") != len(c.Levels) {
		t.Fatalf("edge table does not list every level:\n%s", table)
	}
	// Consistent snapping: A and B are the same at every level.
	tl := c.Triangles[sel]
	for i, e := range tl.Levels {
		if e == nil || tl.Levels[0] == nil {
			continue
		}
		if e.A != tl.Levels[0].A || e.B != tl.Levels[0].B {
			t.Errorf("level %d: A,B = %v,%v; level 0 %v,%v", i, e.A, e.B, tl.Levels[0].A, tl.Levels[0].B)
		}
	}
	assertMaster(t, "compare_consistent.png", v.draw(900, 320), 2)
}

func TestCompareViewDrawsViolations(t *testing.T) {
	c := snappingComparison(t, render.SnapConsistent)
	for _, p := range c.Pairs {
		if p.Violations != 0 {
			t.Fatalf("consistent snapping has %d violations at level %d", p.Violations, p.Coarse)
		}
	}
	// Mark one coarse pixel as a violation and one as over-coverage: the view
	// must draw them in their colours, and the caption must count them.
	c.Pairs[0].Violations, c.Pairs[0].ViolationAt = 1, []image.Point{{3, 4}}
	test.NewTempApp(t)
	v := newCompareView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(900, 320))
	v.SetComparison(c)
	img := v.draw(900, 320)
	lv := c.Pairs[0].Coarse
	o, _, px := v.cell(lv)
	found := false
	for y := int(o.Y + 4*px); y < int(o.Y+5*px); y++ {
		for x := int(o.X + 3*px); x < int(o.X+4*px); x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if uint8(r>>8) == cmpViolation.R && uint8(g>>8) == cmpViolation.G && uint8(b>>8) == cmpViolation.B {
				found = true
			}
		}
	}
	if !found {
		t.Fatal("violation not drawn at its coarse pixel")
	}
	if !strings.Contains(test.RenderObjectToMarkup(v), "violations 1") {
		t.Fatal("caption does not count the violation")
	}
}

func TestCompareViewZoomKeepsLevelsAligned(t *testing.T) {
	test.NewTempApp(t)
	v := newCompareView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(900, 320))
	c := testComparison(t)
	v.SetComparison(c)
	o, side, _ := v.cell(1)
	at := fyne.NewPos(o.X+side*0.3, o.Y+side*0.6)
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.Delta{DY: 60}})
	if v.Zoom() <= 1 {
		t.Fatalf("zoom %v after scrolling in", v.Zoom())
	}
	// The same normalized point is under the same offset in every square:
	// level pixels keep lining up (a coarse pixel covers Factor² fine ones).
	for i := range c.Levels {
		lo := v.levelOrigin(i)
		oi, _, px := v.cell(i)
		l := c.Levels[i]
		// Normalized coordinate of the pointer's offset within square i.
		u := ((at.X - o.X + oi.X) - lo.X) / px / float32(l.Width)
		lo1 := v.levelOrigin(1)
		_, _, px1 := v.cell(1)
		u1 := (at.X - lo1.X) / px1 / float32(c.Levels[1].Width)
		if d := u - u1; d > 1e-4 || d < -1e-4 {
			t.Fatalf("level %d: normalized x %v, level 1 %v", i, u, u1)
		}
	}
	// The point under the pointer stayed there while zooming (0.3, 0.6 of the square at zoom 1).
	lo1 := v.levelOrigin(1)
	_, _, px1 := v.cell(1)
	if u := (at.X - lo1.X) / px1 / float32(c.Levels[1].Width); u < 0.299 || u > 0.301 {
		t.Fatalf("point under the pointer moved to u=%v", u)
	}
	// Drag pans, double tap resets.
	u0 := v.u0
	test.Drag(w.Canvas(), at, 30, 0)
	if v.u0 >= u0 {
		t.Fatalf("drag right did not move the window left: %v → %v", u0, v.u0)
	}
	img := v.draw(900, 320)
	if img.Bounds().Dx() != 900 {
		t.Fatal("draw size")
	}
	v.DoubleTapped(nil)
	if v.Zoom() != 1 || v.u0 != 0 || v.v0 != 0 {
		t.Fatal("double tap did not reset the view")
	}
}

// countColor counts the pixels of img inside r that are exactly c.
func countColor(img *image.RGBA, r image.Rectangle, c color.NRGBA) int {
	n := 0
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			o := img.PixOffset(x, y)
			if img.Pix[o] == c.R && img.Pix[o+1] == c.G && img.Pix[o+2] == c.B {
				n++
			}
		}
	}
	return n
}

// The allocation blocks outlined on the finest level count exactly what
// render.Compare's Allocation counts, under-allocated blocks in vermillion,
// over-allocated ones in sky blue; level 0 turns them off.
func TestCompareViewAllocationBlocks(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []*render.Comparison{testComparison(t), snappingComparison(t, render.SnapFixed)} {
		v := newCompareView()
		w := test.NewTempWindow(t, v)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(900, 320))
		v.SetComparison(c)
		if b := v.Blocks(); b.Level != 0 {
			t.Fatalf("blocks shown by default: %+v", b)
		}
		o, side, _ := v.cell(0)
		sq := image.Rect(int(o.X), int(o.Y), int(o.X+side), int(o.Y+side))
		none := v.draw(900, 320).(*image.RGBA)
		for _, a := range c.Allocation {
			v.SetAllocationLevel(a.Level)
			b := v.Blocks()
			if b.Level != a.Level || b.BlockSize != a.BlockSize || b.Needed != a.Needed || b.Allocated != a.Allocated || b.Under != a.Under || b.Over != a.Over {
				t.Fatalf("level %d: view counts %+v, render.Allocation %+v", a.Level, b, a)
			}
			img := v.draw(900, 320).(*image.RGBA)
			under := countColor(img, sq, cmpViolation) - countColor(none, sq, cmpViolation)
			over := countColor(img, sq, cmpOver) - countColor(none, sq, cmpOver)
			if (a.Under > 0) != (under > 0) || (a.Over > 0) != (over > 0) {
				t.Fatalf("level %d: %d under, %d over blocks; %d vermillion, %d sky-blue pixels drawn", a.Level, a.Under, a.Over, under, over)
			}
			if a.Under > 0 && !strings.Contains(captions(v), fmt.Sprintf("%d missing", a.Under)) {
				t.Fatalf("caption lacks the missing count: %s", captions(v))
			}
		}
		v.SetAllocationLevel(0)
		if b := v.Blocks(); b.Level != 0 {
			t.Fatal("blocks not turned off")
		}
	}
	// A master with under- and over-allocation on screen.
	c := snappingComparison(t, render.SnapFixed)
	lv := 0
	for _, a := range c.Allocation {
		if a.Under > 0 && a.Over > 0 {
			lv = a.Level
		}
	}
	if lv == 0 {
		t.Fatal("the fixed-snapping example has no level with both under- and over-allocation")
	}
	v := newCompareView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(900, 320))
	v.SetComparison(c)
	v.SetAllocationLevel(lv)
	assertMaster(t, "compare_blocks_fixed.png", v.draw(900, 320), 2)
}

func captions(v *compareView) string {
	var b strings.Builder
	for _, l := range v.labels {
		if l.Visible() {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}

// The Viewports tab offers the blocks of every coarse level, starts with the
// coarsest, can turn them off, and gives the counts in its info line.
func TestComparePanelAllocationBlocks(t *testing.T) {
	wb, _ := openExample(t, "snapping")
	p := wb.compare
	deadline := time.Now().Add(30 * time.Second)
	for p.view.cmp == nil && time.Now().Before(deadline) {
		pump(20 * time.Millisecond)
	}
	c := p.view.cmp
	if c == nil {
		t.Fatal("no comparison")
	}
	if len(p.blocks.Options) != len(c.Levels) {
		t.Fatalf("block choices %v for %d levels", p.blocks.Options, len(c.Levels))
	}
	last := len(c.Levels) - 1
	if b := p.view.Blocks(); b.Level != last || p.blocks.Selected != blockOption(c, last) {
		t.Fatalf("default blocks %+v (%q), want the coarsest level %d", b, p.blocks.Selected, last)
	}
	if !strings.Contains(p.info.Text, "missing") || !strings.Contains(p.info.Text, "wasted") {
		t.Fatalf("info %q", p.info.Text)
	}
	p.blocks.SetSelected(blockOption(c, 1))
	if p.view.Blocks().Level != 1 {
		t.Fatal("choosing level 1 did not show its blocks")
	}
	p.blocks.SetSelected(blocksOff)
	if p.view.Blocks().Level != 0 || strings.Contains(p.info.Text, "missing") {
		t.Fatalf("off: %+v, info %q", p.view.Blocks(), p.info.Text)
	}
	// The choice survives a recomputation (another snap mode).
	p.snap.SetSelected("fixed")
	for p.view.cmp == c && time.Now().Before(deadline) {
		pump(20 * time.Millisecond)
	}
	if p.view.Blocks().Level != 0 || p.blocks.Selected != blocksOff {
		t.Fatal("the blocks choice was lost on recompute")
	}
}
