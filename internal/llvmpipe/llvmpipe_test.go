//go:build osmesa

package llvmpipe

import (
	"image"
	"image/color"
	"strings"
	"testing"
)

// newCtx creates a context or fails the test.
func newCtx(t testing.TB, w, h int) *Context {
	t.Helper()
	c, err := New(Options{Width: w, Height: h})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestRendererIsLLVMpipe(t *testing.T) {
	c := newCtx(t, 16, 16)
	info := c.Info()
	t.Logf("GL_RENDERER=%q GL_VERSION=%q GL_VENDOR=%q LP_NUM_THREADS=%d", info.Renderer, info.Version, info.Vendor, info.Threads)
	if !strings.Contains(info.Renderer, "llvmpipe") {
		t.Fatalf("renderer %q is not llvmpipe", info.Renderer)
	}
}

func rect(x0, y0, x1, y1 float32, z float32, a, b color.RGBA) []Triangle {
	return []Triangle{
		{X: [3]float32{x0, x1, x1}, Y: [3]float32{y0, y0, y1}, Z: [3]float32{z, z, z}, Color: a},
		{X: [3]float32{x0, x1, x0}, Y: [3]float32{y0, y1, y1}, Z: [3]float32{z, z, z}, Color: b},
	}
}

var (
	red  = color.RGBA{255, 0, 0, 255}
	blue = color.RGBA{0, 0, 255, 255}
)

// covered returns the set of non-background pixels.
func covered(img *image.RGBA) map[image.Point]color.RGBA {
	m := map[image.Point]color.RGBA{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := img.RGBAAt(x, y); c != (color.RGBA{}) {
				m[image.Pt(x, y)] = c
			}
		}
	}
	return m
}

// TestTopLeftRuleInImageCoordinates checks the package's coordinate claim:
// with y growing downward in image coordinates, pixel centres exactly on a
// left edge or on a horizontal top edge (interior below it) are covered, and
// centres on right and bottom edges are not — the Direct3D top-left rule. The
// shared diagonal must give every pixel to exactly one of the two triangles.
func TestTopLeftRuleInImageCoordinates(t *testing.T) {
	c := newCtx(t, 16, 16)
	img, _, err := c.Render(rect(2.5, 3.5, 8.5, 9.5, 0.5, red, blue))
	if err != nil {
		t.Fatal(err)
	}
	got := covered(img)
	for y := 0; y < 16; y++ {
		for x := 0; x < 16; x++ {
			want := x >= 2 && x < 8 && y >= 3 && y < 9
			_, ok := got[image.Pt(x, y)]
			if ok != want {
				t.Errorf("pixel (%d,%d): covered=%v, want %v", x, y, ok, want)
			}
		}
	}
	// The diagonal from (2.5,3.5) to (8.5,9.5) passes through the centres
	// (k+0.5, k+1.5). For the upper-right triangle (red) the interior lies
	// at larger x, so it is that triangle's left edge and owns the ties.
	for k := 2; k < 8; k++ {
		if got[image.Pt(k, k+1)] != red {
			t.Errorf("diagonal pixel (%d,%d) = %v, want red (left edge of the upper-right triangle)", k, k+1, got[image.Pt(k, k+1)])
		}
	}
}

// TestSnapRoundsHalfToEven documents llvmpipe's sub-pixel snapping on x86:
// x − 0.5 is scaled by 256 and rounded to nearest, ties to even
// (_mm_cvtps_epi32). A left edge at 10.5 + 0.5/256 snaps to 10.5 (tie, even)
// and so covers column 10; at 10.5 + 1.5/256 it snaps to 10.5 + 2/256 and
// does not.
func TestSnapRoundsHalfToEven(t *testing.T) {
	c := newCtx(t, 32, 8)
	cases := []struct {
		x    float32
		want bool
	}{
		{10.5 + 0.5/256, true},
		{10.5 + 1.5/256, false},
		{10.5 + 2.5/256, false},
		{10.5 - 0.5/256, true},
		{12.5 + 0.5/256, true},
	}
	for _, tc := range cases {
		img, _, err := c.Render(rect(tc.x, 0, 20, 8, 0.5, red, red))
		if err != nil {
			t.Fatal(err)
		}
		col := int(tc.x)
		if got := img.RGBAAt(col, 4) == red; got != tc.want {
			t.Errorf("left edge at x=%v (=%v+%v/256): column %d covered=%v, want %v", tc.x, col, (tc.x-float32(col))*256, col, got, tc.want)
		}
	}
}

func TestDepthLess(t *testing.T) {
	c := newCtx(t, 8, 8)
	tris := append(rect(0, 0, 8, 8, 0.5, red, red), rect(0, 0, 4, 8, 0.25, blue, blue)...)
	tris = append(tris, rect(4, 0, 8, 8, 0.75, blue, blue)...)
	img, _, err := c.Render(tris)
	if err != nil {
		t.Fatal(err)
	}
	if img.RGBAAt(1, 1) != blue || img.RGBAAt(6, 1) != red {
		t.Fatalf("depth test: got %v and %v, want blue (nearer) and red", img.RGBAAt(1, 1), img.RGBAAt(6, 1))
	}
	// Equal depth fails GL_LESS: the first triangle drawn stays.
	img, _, err = c.Render(append(rect(0, 0, 8, 8, 0.5, red, red), rect(0, 0, 8, 8, 0.5, blue, blue)...))
	if err != nil {
		t.Fatal(err)
	}
	if img.RGBAAt(3, 3) != red {
		t.Fatalf("equal depth: got %v, want red", img.RGBAAt(3, 3))
	}
}

func TestBadInput(t *testing.T) {
	if _, err := New(Options{Width: 0, Height: 5}); err == nil {
		t.Error("zero width accepted")
	}
	if _, err := New(Options{Width: 5, Height: 5, DepthBits: 8}); err == nil {
		t.Error("8 depth bits accepted")
	}
	c := newCtx(t, 8, 8)
	nan := float32(0)
	nan = nan / nan
	if _, err := c.Upload([]Triangle{{X: [3]float32{0, nan, 1}}}); err == nil {
		t.Error("NaN accepted")
	}
	if _, err := New(Options{Width: 8, Height: 8, Threads: c.Info().Threads + 1}); err == nil {
		t.Error("second thread count accepted")
	}
	other := newCtx(t, 8, 8)
	m, err := other.Upload(rect(0, 0, 1, 1, 0.5, red, red))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Draw(m); err == nil {
		t.Error("mesh of another context accepted")
	}
	m.Free()
	m.Free()
	c.Close()
	if _, _, err := c.Render(nil); err == nil {
		t.Error("closed context rendered")
	}
	if err := c.Close(); err != nil {
		t.Error(err)
	}
}

func TestEmptyAndRepeatedDraw(t *testing.T) {
	c := newCtx(t, 8, 8)
	img, _, err := c.Render(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(covered(img)) != 0 {
		t.Fatal("empty draw covered pixels")
	}
	m, err := c.Upload(rect(0, 0, 8, 8, 0.5, red, red))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	for i := 0; i < 3; i++ {
		if _, err := c.Draw(m); err != nil {
			t.Fatal(err)
		}
		if n := len(covered(c.Image())); n != 64 {
			t.Fatalf("draw %d: %d pixels covered, want 64", i, n)
		}
	}
}

// TestStateMatrixCullSmoothDepth checks DrawState: the matrix convention (NDC
// +y at the top of the image), face orientation as seen in the image, smooth
// colour interpolation, and depth read-back.
func TestStateMatrixCullSmoothDepth(t *testing.T) {
	const w = 8
	c := newCtx(t, w, w)
	ident := [16]float32{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}
	// Upper-left half of the image in NDC; (-1,1) -> (-1,-1) -> (1,1) is
	// counter-clockwise as seen in the image (y down).
	ndc := []Vertex{{X: -1, Y: 1, Z: 0, Color: red}, {X: -1, Y: -1, Z: 0, Color: red}, {X: 1, Y: 1, Z: 0, Color: red}}
	m, err := c.UploadVertices(ndc)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Free()
	for _, tc := range []struct {
		cull    CullMode
		frontCW bool
		drawn   bool
	}{{CullNone, false, true}, {CullBack, false, true}, {CullFront, false, false}, {CullBack, true, false}, {CullFront, true, true}} {
		if err := c.SetState(DrawState{Matrix: &ident, Cull: tc.cull, FrontCW: tc.frontCW}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Draw(m); err != nil {
			t.Fatal(err)
		}
		img := c.Image()
		if got := img.RGBAAt(0, 0) == red; got != tc.drawn {
			t.Errorf("cull %d frontCW %v: top-left pixel drawn=%v, want %v", tc.cull, tc.frontCW, got, tc.drawn)
		}
		if img.RGBAAt(w-1, w-1) == red {
			t.Errorf("cull %d: bottom-right pixel drawn; NDC +y must be the top of the image", tc.cull)
		}
	}
	d, err := c.Depth()
	if err != nil {
		t.Fatal(err)
	}
	// The last draw (front faces culled, front = CW) drew the triangle at z_ndc=0.
	if d[0] < 0.49 || d[0] > 0.51 || d[w*w-1] != 1 {
		t.Errorf("depth: got %v at (0,0) and %v at the far corner, want 0.5 and 1", d[0], d[w*w-1])
	}
	// Smooth shading between a black and a white vertex gives greys.
	if err := c.SetState(DrawState{Smooth: true}); err != nil {
		t.Fatal(err)
	}
	black, white := color.RGBA{0, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	m2, err := c.UploadVertices([]Vertex{{X: 0, Y: 0, Z: 0.5, Color: black}, {X: 8, Y: 0, Z: 0.5, Color: white}, {X: 0, Y: 8, Z: 0.5, Color: black}})
	if err != nil {
		t.Fatal(err)
	}
	defer m2.Free()
	if _, err := c.Draw(m2); err != nil {
		t.Fatal(err)
	}
	if g := c.Image().RGBAAt(3, 0).R; g < 60 || g > 200 {
		t.Errorf("smooth shading: grey %d at (3,0), want about 112", g)
	}
	if err := c.SetState(DrawState{Cull: 7}); err == nil {
		t.Error("bad cull mode accepted")
	}
	if _, err := c.UploadVertices(ndc[:2]); err == nil {
		t.Error("partial triangle accepted")
	}
}

func TestIndexedAndFreed(t *testing.T) {
	c := newCtx(t, 8, 8)
	quad := []Vertex{{X: 0, Y: 0, Z: 0.5, Color: red}, {X: 8, Y: 0, Z: 0.5, Color: red}, {X: 8, Y: 8, Z: 0.5, Color: red}, {X: 0, Y: 8, Z: 0.5, Color: red}}
	m, err := c.UploadIndexed(quad, []uint32{0, 1, 2, 0, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Draw(m); err != nil {
		t.Fatal(err)
	}
	if n := len(covered(c.Image())); n != 64 {
		t.Fatalf("indexed quad covered %d pixels, want 64", n)
	}
	m.Free()
	if _, err := c.Draw(m); err == nil {
		t.Error("freed mesh drawn")
	}
	if _, err := c.UploadIndexed(quad, []uint32{0, 1, 4}); err == nil {
		t.Error("out-of-range index accepted")
	}
	if _, err := c.UploadIndexed(quad, []uint32{0, 1}); err == nil {
		t.Error("partial triangle accepted")
	}
}
