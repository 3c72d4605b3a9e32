//go:build osmesa

package render_test

// Conformance with Mesa llvmpipe: the same generated triangles are drawn by
// llvmpipe (through OSMesa, internal/llvmpipe) and by render.Render in fixed
// snap mode with 8 sub-pixel bits, one sample, depth test less, and the owner
// of every pixel is compared. Zero differing pixels is the requirement.
//
// Coordinates. render's PixelOrtho camera takes window pixels with the origin
// at the top-left corner and y growing downward. The llvmpipe harness hands
// the very same numbers to GL as window coordinates (glOrtho(0,W,0,H) with a
// 1:1 viewport) and reads GL window row y as image row y (OSMESA_Y_UP), so no
// coordinate is flipped or rounded on the way: every vertex and every pixel
// centre is the same number on both sides. GL window coordinates have y up,
// so the llvmpipe picture is the mirror image of what a screen would show,
// but coverage is decided by numbers, not by how a picture is viewed. Mesa
// applies its fill rule in GL window coordinates as "ties belong to edges
// whose interior lies at larger x, or, for horizontal edges, at larger y"
// (gallium's bottom_edge_rule is set for window-system framebuffers exactly
// so that this holds whatever the buffer orientation); with y down that is
// the Direct3D top-left rule render implements. Flipping y on one side only
// (y' = H − y) would instead turn llvmpipe's rule into a bottom-left rule in
// image coordinates and make every horizontal-edge tie differ. The harness
// tests (internal/llvmpipe: TestTopLeftRuleInImageCoordinates,
// TestModelMatchesLLVMpipe) measure this on llvmpipe itself.
//
// Exactness. Viewports are powers of two, so llvmpipe's float pipeline
// (x·2/W − 1, then ·W/2 + W/2, then −0.5 and ·256) is exact for vertices on a
// 1/1024 grid; llvmpipe then rounds to 1/256 px with ties to even. All
// triangles lie inside the viewport so that llvmpipe's clipper never moves an
// edge.
//
// Render's tile size and worker count are cycled over the draws (4..256 px
// tiles, 1..5 workers): coverage must not depend on them.
//
// Owners. llvmpipe: the triangle index is encoded in the flat colour
// (index+1 in R,G,B; 0 = background). render: Frame.TriangleID maps through
// Frame.Triangle(i).Primitive to the same index. Each triangle has a
// constant depth from a random permutation, and every overlapping set is
// drawn in that depth order, reversed, once more with one depth for all
// (GL_LESS: the first triangle drawn keeps the pixel), and with sloped depth
// planes that keep the random order (withSlopedDepth), so a coverage
// difference is hidden only where other triangles cover the pixel first in
// every pass.

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/ppuwb/ppuwb/internal/llvmpipe"
	"github.com/ppuwb/ppuwb/render"
)

// confSet is one named triangle set drawn at one viewport.
type confSet struct {
	name string
	w, h int
	tris []llvmpipe.Triangle // Z and Color are filled in per pass
	// disjoint sets (tessellations) are drawn once: depth does not matter.
	disjoint bool
}

// gen builds vertices on a grid of 1/grid px, clamped to the viewport
// enlarged by margin px on every side.
type gen struct {
	r      *rand.Rand
	w, h   int
	margin float64
}

func (g gen) snap(v float64, grid float64, limit int) float32 {
	v = math.Round(v*grid) / grid
	return float32(math.Min(math.Max(v, -g.margin), float64(limit)+g.margin))
}

// tri makes a triangle with vertices p[k] snapped to the grid; with
// probability 1/2 the winding is reversed.
func (g gen) tri(p [3][2]float64, grid float64) llvmpipe.Triangle {
	var t llvmpipe.Triangle
	for k := 0; k < 3; k++ {
		t.X[k] = g.snap(p[k][0], grid, g.w)
		t.Y[k] = g.snap(p[k][1], grid, g.h)
	}
	if g.r.Intn(2) == 0 {
		t.X[1], t.X[2] = t.X[2], t.X[1]
		t.Y[1], t.Y[2] = t.Y[2], t.Y[1]
	}
	return t
}

// random: n triangles whose vertices lie within spread px of a random centre.
func (g gen) random(n int, spread, grid float64) []llvmpipe.Triangle {
	out := make([]llvmpipe.Triangle, n)
	for i := range out {
		cx, cy := g.r.Float64()*float64(g.w), g.r.Float64()*float64(g.h)
		var p [3][2]float64
		for k := range p {
			p[k] = [2]float64{cx + (g.r.Float64()-0.5)*spread, cy + (g.r.Float64()-0.5)*spread}
		}
		out[i] = g.tri(p, grid)
	}
	return out
}

// border: n triangles of about spread px around centres near the viewport
// border, so most of them cross it.
func (g gen) border(n int, spread, grid float64) []llvmpipe.Triangle {
	out := make([]llvmpipe.Triangle, n)
	for i := range out {
		var cx, cy float64
		switch g.r.Intn(4) {
		case 0:
			cx, cy = 0, g.r.Float64()*float64(g.h)
		case 1:
			cx, cy = float64(g.w), g.r.Float64()*float64(g.h)
		case 2:
			cx, cy = g.r.Float64()*float64(g.w), 0
		default:
			cx, cy = g.r.Float64()*float64(g.w), float64(g.h)
		}
		var p [3][2]float64
		for k := range p {
			p[k] = [2]float64{cx + (g.r.Float64()-0.5)*spread, cy + (g.r.Float64()-0.5)*spread}
		}
		out[i] = g.tri(p, grid)
	}
	return out
}

// slivers: long thin triangles, the third vertex within 0–2 px of the line
// through the first two (sometimes exactly on it: degenerate).
func (g gen) slivers(n int, length, grid float64) []llvmpipe.Triangle {
	out := make([]llvmpipe.Triangle, n)
	for i := range out {
		ax, ay := g.r.Float64()*float64(g.w), g.r.Float64()*float64(g.h)
		ang := g.r.Float64() * 2 * math.Pi
		l := length * (0.3 + 0.7*g.r.Float64())
		bx, by := ax+l*math.Cos(ang), ay+l*math.Sin(ang)
		t := g.r.Float64()
		off := g.r.Float64() * 2
		if g.r.Intn(8) == 0 {
			off = 0
		}
		cx := ax + t*(bx-ax) - off*math.Sin(ang)
		cy := ay + t*(by-ay) + off*math.Cos(ang)
		out[i] = g.tri([3][2]float64{{ax, ay}, {bx, by}, {cx, cy}}, grid)
	}
	return out
}

// axisRight: right triangles with legs along pixel-centre lines, so whole
// rows and columns of centres lie on horizontal and vertical edges.
func (g gen) axisRight(n int, size float64) []llvmpipe.Triangle {
	out := make([]llvmpipe.Triangle, n)
	for i := range out {
		x := math.Floor(g.r.Float64()*float64(g.w)) + 0.5
		y := math.Floor(g.r.Float64()*float64(g.h)) + 0.5
		dx := math.Floor(g.r.Float64()*size) + 1
		dy := math.Floor(g.r.Float64()*size) + 1
		if g.r.Intn(2) == 0 {
			dx = -dx
		}
		if g.r.Intn(2) == 0 {
			dy = -dy
		}
		out[i] = g.tri([3][2]float64{{x, y}, {x + dx, y}, {x, y + dy}}, 2)
	}
	return out
}

// tessellation: a jittered grid of cell px split into two triangles per cell
// along a random diagonal; vertices on a 1/grid px grid. Every pixel centre
// inside the grid belongs to exactly one triangle, so shared edges test the
// tie rule directly.
func (g gen) tessellation(cell, jitter, grid float64) []llvmpipe.Triangle {
	nx, ny := int(float64(g.w)/cell), int(float64(g.h)/cell)
	pts := make([][2]float64, (nx+1)*(ny+1))
	for j := 0; j <= ny; j++ {
		for i := 0; i <= nx; i++ {
			x, y := float64(i)*cell, float64(j)*cell
			if i > 0 && i < nx {
				x += (g.r.Float64() - 0.5) * 2 * jitter
			}
			if j > 0 && j < ny {
				y += (g.r.Float64() - 0.5) * 2 * jitter
			}
			pts[j*(nx+1)+i] = [2]float64{x, y}
		}
	}
	var out []llvmpipe.Triangle
	for j := 0; j < ny; j++ {
		for i := 0; i < nx; i++ {
			a, b := pts[j*(nx+1)+i], pts[j*(nx+1)+i+1]
			c, d := pts[(j+1)*(nx+1)+i], pts[(j+1)*(nx+1)+i+1]
			if g.r.Intn(2) == 0 {
				out = append(out, g.tri([3][2]float64{a, b, d}, grid), g.tri([3][2]float64{a, d, c}, grid))
			} else {
				out = append(out, g.tri([3][2]float64{a, b, c}, grid), g.tri([3][2]float64{b, d, c}, grid))
			}
		}
	}
	return out
}

// fan: triangles around a centre on a pixel centre, spokes ending on the
// half-pixel grid; all triangles share the centre vertex.
func (g gen) fan(n int, radius float64) []llvmpipe.Triangle {
	cx := math.Floor(float64(g.w)/2) + 0.5
	cy := math.Floor(float64(g.h)/2) + 0.5
	spoke := func(i int) [2]float64 {
		a := 2 * math.Pi * float64(i) / float64(n)
		return [2]float64{cx + radius*math.Cos(a), cy + radius*math.Sin(a)}
	}
	// Snap spokes once so neighbours share them exactly.
	pts := make([][2]float64, n)
	for i := range pts {
		p := spoke(i)
		pts[i] = [2]float64{float64(g.snap(p[0], 2, g.w)), float64(g.snap(p[1], 2, g.h))}
	}
	out := make([]llvmpipe.Triangle, n)
	for i := range out {
		out[i] = g.tri([3][2]float64{{cx, cy}, pts[i], pts[(i+1)%n]}, 2)
	}
	return out
}

// conformanceSets returns every set for one viewport. Fine sets use a
// 1/1024 px grid when w and h are powers of two (llvmpipe's float viewport
// transform is then exact, so ties at odd multiples of 1/512 px are real
// ties on both sides); otherwise a 1/256 px grid, whose points survive
// llvmpipe's rounding error of ~1e-5 px intact.
func conformanceSets(w, h int, seed int64) []confSet {
	g := gen{r: rand.New(rand.NewSource(seed)), w: w, h: h}
	s := float64(min(w, h))
	fine := 1024.0
	if w&(w-1) != 0 || h&(h-1) != 0 {
		fine = 256
	}
	sets := []confSet{
		{name: "coarse-small", tris: g.random(600, 6, 2)},            // half-pixel grid: ties on centres
		{name: "coarse-medium", tris: g.random(300, s/4, 2)},         // half-pixel grid
		{name: "fine-small", tris: g.random(600, 6, fine)},           // 1/1024 grid, snapped to 1/256 (ties to even)
		{name: "fine-medium", tris: g.random(300, s/4, fine)},        //
		{name: "tiny", tris: g.random(600, 1.5, fine)},               // mostly 0–2 pixels each
		{name: "large", tris: g.random(40, 2*s, 256)},                // spanning most of the viewport
		{name: "long", tris: g.random(60, float64(max(w, h)), fine)}, // as long as the viewport: big edge values
		{name: "sliver", tris: g.slivers(400, s/2, fine)},            //
		{name: "sliver-coarse", tris: g.slivers(300, s/3, 2)},        //
		{name: "axis-right", tris: g.axisRight(300, s/8)},            // horizontal/vertical edges on centres
		{name: "fan", tris: g.fan(64, s/2-1), disjoint: true},        // shared vertex on a pixel centre
		{name: "mesh-coarse", tris: g.tessellation(s/8, s/32, 2), disjoint: true},
		{name: "mesh-fine", tris: g.tessellation(s/16, s/64, fine), disjoint: true},
		{name: "mesh-pixel", tris: g.tessellation(4, 1, 2), disjoint: true}, // many tiny shared edges
	}
	// The benchmark sets (render.GenerateBenchTriangles, 1/256 px grid),
	// fewer of them, keeping the triangles inside the viewport (large ones
	// are 128 px across: only from 256 px up).
	for _, kind := range []struct {
		name string
		n    int
	}{{"small", 20000}, {"large", 1000}} {
		if kind.name == "large" && s < 256 {
			continue
		}
		if bs, err := render.GenerateBenchTriangles(kind.name, kind.n, w, h, seed); err == nil {
			sets = append(sets, confSet{name: "bench-" + kind.name, tris: insideOnly(sceneTriangles(bs), w, h)})
		} else {
			panic(err)
		}
	}
	for i := range sets {
		sets[i].w, sets[i].h = w, h
	}
	return sets
}

// borderSets are triangles crossing the viewport border (vertices up to s/4
// px outside). llvmpipe clips them (see TestConformanceBorder).
func borderSets(w, h int, seed int64) []confSet {
	s := float64(min(w, h))
	g := gen{r: rand.New(rand.NewSource(seed)), w: w, h: h, margin: s / 4}
	return []confSet{
		{name: "border-coarse", w: w, h: h, tris: g.border(400, s/4, 2)},
		{name: "border-fine", w: w, h: h, tris: g.border(400, s/4, 1024)},
	}
}

// sceneTriangles extracts the window-space triangles of a PixelOrtho scene's
// non-indexed triangle-list meshes.
func sceneTriangles(s *render.Scene) []llvmpipe.Triangle {
	var out []llvmpipe.Triangle
	for _, m := range s.Meshes {
		for i := 0; i+2 < len(m.Vertices); i += 3 {
			var t llvmpipe.Triangle
			for k := 0; k < 3; k++ {
				p := m.Vertices[i+k].Position
				t.X[k], t.Y[k], t.Z[k] = p[0], p[1], p[2]
			}
			out = append(out, t)
		}
	}
	return out
}

// insideOnly keeps the triangles with all vertices inside [0,w]×[0,h].
func insideOnly(tris []llvmpipe.Triangle, w, h int) []llvmpipe.Triangle {
	var out []llvmpipe.Triangle
	for _, t := range tris {
		if !crossesBorder(t, w, h) {
			out = append(out, t)
		}
	}
	return out
}

// encodeID / decodeID put index+1 into the 24 colour bits.
func encodeID(i int) color.RGBA {
	v := i + 1
	return color.RGBA{uint8(v), uint8(v >> 8), uint8(v >> 16), 255}
}

func decodeID(c color.RGBA) int32 {
	return int32(c.R) | int32(c.G)<<8 | int32(c.B)<<16 - 1
}

// withDepth returns a copy of tris with flat ID colours and constant depth
// rank[i]/(n+1) (all distinct, well apart for a 24-bit depth buffer).
func withDepth(tris []llvmpipe.Triangle, rank []int) []llvmpipe.Triangle {
	out := make([]llvmpipe.Triangle, len(tris))
	for i, t := range tris {
		z := float32(rank[i]+1) / float32(len(tris)+1)
		t.Z = [3]float32{z, z, z}
		t.Color = encodeID(i)
		out[i] = t
	}
	return out
}

// idScene builds the render scene for tris (window pixels via PixelOrtho,
// one flat mesh, depth test less) and the fixed 8-bit, 1-sample options.
func idScene(tris []llvmpipe.Triangle, w, h int) (*render.Scene, render.Options) {
	s := render.NewScene()
	s.Camera.Projection = render.PixelOrtho
	s.Clear = mgl32.Vec4{0, 0, 0, 0}
	s.State = render.DefaultState()
	s.State.DepthTest, s.State.DepthFunc, s.State.DepthWrite = true, render.DepthLess, true
	s.State.Cull = render.CullNone
	s.Materials = []render.Material{{Name: "id", Shading: render.Flat, Color: mgl32.Vec4{1, 1, 1, 1}}}
	verts := make([]render.Vertex, 0, 3*len(tris))
	for _, tr := range tris {
		for k := 0; k < 3; k++ {
			verts = append(verts, render.Vertex{Position: mgl32.Vec3{tr.X[k], tr.Y[k], tr.Z[k]}, Color: mgl32.Vec4{1, 1, 1, 1}})
		}
	}
	s.Meshes = []render.Mesh{{Name: "triangles", Vertices: verts, Topology: render.TriangleList, Transform: mgl32.Ident4()}}
	o := render.DefaultOptions(w, h)
	o.TriangleIDs = true
	o.Snap, o.SubpixelBits, o.Samples, o.Conservative = render.SnapFixed, 8, 1, false
	return s, o
}

// withSlopedDepth is withDepth with a different depth at each vertex: the
// depths of triangle i lie in [(rank[i]+1)/(n+1), (rank[i]+1.4)/(n+1)], so
// triangles are still strictly ordered at every pixel (the gaps, at least
// 0.6/(n+1), are far above both renderers' depth precision) while each
// triangle's depth varies across it.
func withSlopedDepth(tris []llvmpipe.Triangle, rank []int, r *rand.Rand) []llvmpipe.Triangle {
	out := withDepth(tris, rank)
	n := float64(len(tris) + 1)
	for i := range out {
		for k := 0; k < 3; k++ {
			out[i].Z[k] = float32((float64(rank[i]+1) + 0.4*r.Float64()) / n)
		}
	}
	return out
}

// renderOurs draws tris with render.Render and returns the owner of every
// pixel (triangle index, -1 = background) and the frame.
func renderOurs(t testing.TB, tris []llvmpipe.Triangle, w, h int) ([]int32, *render.Frame) {
	return renderOursWith(t, tris, w, h, variant{})
}

// variant changes how render schedules the work; the pixels must not change.
type variant struct {
	tileSize, workers int // 0 = default
}

// variants are cycled over the draws of TestConformanceLLVMpipe.
var variants = []variant{{}, {tileSize: 4, workers: 1}, {tileSize: 8, workers: 3}, {tileSize: 32}, {tileSize: 64, workers: 1}, {tileSize: 256, workers: 5}}

func renderOursWith(t testing.TB, tris []llvmpipe.Triangle, w, h int, v variant) ([]int32, *render.Frame) {
	t.Helper()
	s, o := idScene(tris, w, h)
	o.TileSize, o.Workers = v.tileSize, v.workers
	f, err := render.Render(context.Background(), s, o)
	if err != nil {
		t.Fatalf("render.Render: %v", err)
	}
	owner := make([]int32, w*h)
	for i, id := range f.TriangleID {
		owner[i] = -1
		if id >= 0 {
			if int(id) >= f.NumTriangles() {
				t.Fatalf("TriangleID %d out of range (%d triangles)", id, f.NumTriangles())
			}
			_, prim := f.Source(int(id))
			owner[i] = int32(prim)
		}
	}
	return owner, f
}

// renderLLVMpipe draws tris with llvmpipe and returns the owner of every pixel.
func renderLLVMpipe(t testing.TB, c *llvmpipe.Context, tris []llvmpipe.Triangle) []int32 {
	t.Helper()
	img, _, err := c.Render(tris)
	if err != nil {
		t.Fatalf("llvmpipe: %v", err)
	}
	w, h := c.Size()
	owner := make([]int32, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			owner[y*w+x] = decodeID(img.RGBAAt(x, y))
		}
	}
	return owner
}

// confResult accumulates the totals reported by the test.
type confResult struct {
	triangles, draws, pixels, differing int
	covered                             int // pixels owned by some triangle in llvmpipe's image
	report                              strings.Builder
}

// compare draws one pass with both renderers and records differing pixels.
func compare(t *testing.T, c *llvmpipe.Context, set confSet, pass string, tris []llvmpipe.Triangle, res *confResult) {
	t.Helper()
	w, h := set.w, set.h
	want := renderLLVMpipe(t, c, tris)
	v := variants[res.draws%len(variants)]
	pass += fmt.Sprintf(", TileSize=%d Workers=%d", v.tileSize, v.workers)
	got, f := renderOursWith(t, tris, w, h, v)
	res.draws++
	res.pixels += w * h
	var diffs []int
	covered := 0
	for i := range want {
		if want[i] >= 0 {
			covered++
		}
		if want[i] != got[i] {
			diffs = append(diffs, i)
		}
	}
	res.covered += covered
	if covered == 0 {
		t.Errorf("%dx%d %s (%s): llvmpipe covered no pixel; the set tests nothing", w, h, set.name, pass)
	}
	if len(diffs) == 0 {
		return
	}
	res.differing += len(diffs)
	fmt.Fprintf(&res.report, "== %dx%d %s (%s): %d differing pixels of %d\n", w, h, set.name, pass, len(diffs), w*h)
	triLine := func(id int32) string {
		if id < 0 {
			return "background"
		}
		tr := tris[id]
		s := fmt.Sprintf("tri %d: (%v,%v) (%v,%v) (%v,%v) z=%v; 1/256 px: (%d,%d) (%d,%d) (%d,%d)", id,
			tr.X[0], tr.Y[0], tr.X[1], tr.Y[1], tr.X[2], tr.Y[2], tr.Z[0],
			llvmpipe.SnapFixed8(tr.X[0]), llvmpipe.SnapFixed8(tr.Y[0]), llvmpipe.SnapFixed8(tr.X[1]),
			llvmpipe.SnapFixed8(tr.Y[1]), llvmpipe.SnapFixed8(tr.X[2]), llvmpipe.SnapFixed8(tr.Y[2]))
		for k := range f.NumTriangles() {
			if _, prim := f.Source(k); int32(prim) == id {
				ft := f.Triangle(k)
				s += fmt.Sprintf("\n      render setup #%d: X=%v Y=%v Exp=%d A=%v B=%v C=%v TopLeft=%v Z=%v Clipped=%v", k, ft.X, ft.Y, ft.Exp, ft.A, ft.B, ft.C, ft.TopLeft, ft.Z, ft.Clipped)
			}
		}
		return s
	}
	for n, i := range diffs {
		x, y := i%w, i/w
		line := fmt.Sprintf("pixel (%d,%d) centre (%v,%v): llvmpipe owner %d, render owner %d\n", x, y, float64(x)+0.5, float64(y)+0.5, want[i], got[i])
		if n < 5 {
			t.Errorf("%dx%d %s (%s): %s    llvmpipe: %s\n    render:   %s", w, h, set.name, pass, line, triLine(want[i]), triLine(got[i]))
		}
		if n < 200 {
			fmt.Fprintf(&res.report, "%s    llvmpipe: %s\n    render:   %s\n", line, triLine(want[i]), triLine(got[i]))
			for _, id := range []int32{want[i], got[i]} {
				if id >= 0 {
					m := llvmpipe.ModelCoverage(tris[id], w, h)
					fmt.Fprintf(&res.report, "    rule model (ties-to-even 1/256 snap, top-left): tri %d covers the pixel: %v\n", id, m[i])
				}
			}
		}
	}
}

// TestConformanceLLVMpipe is the pixel-exact comparison with llvmpipe.
func TestConformanceLLVMpipe(t *testing.T) {
	viewports := [][2]int{{64, 64}, {128, 128}, {256, 256}, {512, 512}, {1024, 1024}, {1024, 256}, {64, 512}, {1024, 768},
		{8192, 128}, {128, 8192}} // coordinates up to 2^21 sub-pixel units
	if testing.Short() {
		viewports = viewports[:3]
	}
	// PPUWB_CONFORMANCE_SEED=n draws different random sets (default 0).
	var seedOffset int64
	if v := os.Getenv("PPUWB_CONFORMANCE_SEED"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			t.Fatalf("PPUWB_CONFORMANCE_SEED: %v", err)
		}
		seedOffset = n * 1_000_003
		t.Logf("seed offset %d", n)
	}
	var res confResult
	for vi, vp := range viewports {
		w, h := vp[0], vp[1]
		c, err := llvmpipe.New(llvmpipe.Options{Width: w, Height: h})
		if err != nil {
			t.Fatal(err)
		}
		if vi == 0 {
			t.Logf("reference: %s, %s, LP_NUM_THREADS=%d", c.Info().Renderer, c.Info().Version, c.Info().Threads)
		}
		for si, set := range conformanceSets(w, h, int64(1000*w+h)+seedOffset) {
			res.triangles += len(set.tris)
			r := rand.New(rand.NewSource(int64(si)))
			rank := r.Perm(len(set.tris))
			compare(t, c, set, "depth order A", withDepth(set.tris, rank), &res)
			if !set.disjoint {
				rev := make([]int, len(rank))
				for i, v := range rank {
					rev[i] = len(rank) - 1 - v
				}
				compare(t, c, set, "depth order reversed", withDepth(set.tris, rev), &res)
				// All at one depth: GL_LESS keeps the first triangle drawn.
				same := make([]int, len(rank))
				compare(t, c, set, "equal depth", withDepth(set.tris, same), &res)
				// Sloped depth planes that never cross between triangles:
				// exercises depth interpolation and hierarchical-Z bounds.
				compare(t, c, set, "sloped depth", withSlopedDepth(set.tris, rank, r), &res)
			}
		}
		c.Close()
	}
	t.Logf("conformance: %d triangles in %d draws over %d viewports, %d pixels compared (%d covered), %d differing",
		res.triangles, res.draws, len(viewports), res.pixels, res.covered, res.differing)
	if res.differing > 0 {
		dir, err := os.MkdirTemp("", "ppuwb-conformance-")
		if err == nil {
			p := filepath.Join(dir, "failures.txt")
			if err = os.WriteFile(p, []byte(res.report.String()), 0o644); err == nil {
				t.Errorf("%d differing pixels; details (first 200 per draw): %s", res.differing, p)
				return
			}
		}
		t.Errorf("%d differing pixels (could not write report: %v)", res.differing, err)
	}
}

// TestConformanceCanFail guards the comparison itself: shifting one vertex
// of one triangle by 1/256 px on llvmpipe's side only must be detected.
func TestConformanceCanFail(t *testing.T) {
	const w = 64
	c, err := llvmpipe.New(llvmpipe.Options{Width: w, Height: w})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tris := withDepth([]llvmpipe.Triangle{{X: [3]float32{10.5, 40.5, 10.5}, Y: [3]float32{10.5, 10.5, 50.5}}}, []int{0})
	moved := append([]llvmpipe.Triangle(nil), tris...)
	moved[0].X[1] += 1.0 / 256
	want := renderLLVMpipe(t, c, moved)
	got, _ := renderOurs(t, tris, w, w)
	same := true
	for i := range want {
		if want[i] != got[i] {
			same = false
		}
	}
	if same {
		t.Fatal("a 1/256 px vertex move went unnoticed")
	}
}

// modelOwners composites llvmpipe.ModelCoverage (the measured llvmpipe rules
// applied to whole, unclipped triangles) with the depth test: the owner of a
// pixel is the nearest covering triangle (depths are distinct).
func modelOwners(tris []llvmpipe.Triangle, w, h int) []int32 {
	owner := make([]int32, w*h)
	depth := make([]float32, w*h)
	for i := range owner {
		owner[i], depth[i] = -1, 2
	}
	for id, t := range tris {
		llvmpipe.ModelVisit(t, w, h, func(x, y int) {
			if p := y*w + x; t.Z[0] < depth[p] {
				owner[p], depth[p] = int32(id), t.Z[0]
			}
		})
	}
	return owner
}

// crossesBorder reports whether a triangle has a vertex outside [0,w]×[0,h].
func crossesBorder(t llvmpipe.Triangle, w, h int) bool {
	for k := 0; k < 3; k++ {
		if t.X[k] < 0 || t.Y[k] < 0 || t.X[k] > float32(w) || t.Y[k] > float32(h) {
			return true
		}
	}
	return false
}

// TestConformanceBorder covers triangles that cross the viewport border.
// llvmpipe runs Mesa's draw module with clipping on and no guard band
// (llvmpipe_create_context: "initial state for clipping - enabled, with no
// guardband"), so it clips such triangles at the viewport in floating point
// before snapping; the edges of the clipped pieces move by up to a sub-pixel
// step and pixel centres on or very near such an edge can change owner.
// render rasterizes the whole snapped triangle against the viewport (guard
// band) and keeps the edges exact. So the strict requirement here is
// render == the exact rule model (zero differing pixels), and every pixel
// where llvmpipe differs must be owned, on one side or the other, by a
// triangle that crosses the border.
func TestConformanceBorder(t *testing.T) {
	viewports := [][2]int{{64, 64}, {256, 256}, {1024, 1024}, {1024, 256}}
	tris, modelDiff, lpDiff, unexplained := 0, 0, 0, 0
	for _, vp := range viewports {
		w, h := vp[0], vp[1]
		c, err := llvmpipe.New(llvmpipe.Options{Width: w, Height: h})
		if err != nil {
			t.Fatal(err)
		}
		for si, set := range borderSets(w, h, int64(7000*w+h)) {
			tris += len(set.tris)
			rank := rand.New(rand.NewSource(int64(si))).Perm(len(set.tris))
			in := withDepth(set.tris, rank)
			got, _ := renderOurs(t, in, w, h)
			model := modelOwners(in, w, h)
			lp := renderLLVMpipe(t, c, in)
			for p := range got {
				if got[p] != model[p] {
					modelDiff++
					if modelDiff <= 5 {
						t.Errorf("%dx%d %s: pixel (%d,%d): render owner %d, rule model owner %d", w, h, set.name, p%w, p/w, got[p], model[p])
					}
				}
				if lp[p] != got[p] {
					lpDiff++
					explained := (lp[p] >= 0 && crossesBorder(in[lp[p]], w, h)) || (got[p] >= 0 && crossesBorder(in[got[p]], w, h))
					if !explained {
						unexplained++
						t.Errorf("%dx%d %s: pixel (%d,%d): llvmpipe owner %d, render owner %d, neither crosses the border", w, h, set.name, p%w, p/w, lp[p], got[p])
					}
				}
			}
		}
		c.Close()
	}
	t.Logf("border: %d triangles over %d viewports; render vs rule model: %d differing pixels; render vs llvmpipe: %d differing pixels, all at border-crossing (clipped) triangles: %v",
		tris, len(viewports), modelDiff, lpDiff, unexplained == 0)
}

// TestConformancePerspective runs the whole pipeline on both sides: an
// indexed torus in perspective (render.GenerateBenchTriangles "mesh"),
// transformed by llvmpipe with render.ViewProjection and by render's vertex
// stage. The vertex transforms round differently (llvmpipe: float32 with its
// own operation order; render: float32 matrices, float64 divide and viewport
// scale), so a snapped vertex can land one 1/256 px step apart and a pixel
// centre within that step of an edge can change owner. This is not the
// rasterization-rule check above: it bounds the end-to-end difference and
// fails on gross errors (viewport orientation, culling, near-plane
// clipping), which change thousands of pixels.
func TestConformancePerspective(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		cull render.CullMode
		eye  mgl32.Vec3
	}{
		{512, 512, render.CullBack, mgl32.Vec3{}},
		{512, 512, render.CullNone, mgl32.Vec3{}},
		{1024, 768, render.CullBack, mgl32.Vec3{}},
		{256, 256, render.CullNone, mgl32.Vec3{0.3, 0.45, 1.2}}, // near plane cuts the torus
	} {
		s, err := render.GenerateBenchTriangles("mesh", 20000, tc.w, tc.h, 1)
		if err != nil {
			t.Fatal(err)
		}
		s.State.Cull = tc.cull
		if tc.eye != (mgl32.Vec3{}) {
			s.Camera.Eye = tc.eye
			s.Camera.Near = 0.5
		}
		m := s.Meshes[0]
		vp, err := render.ViewProjection(s.Camera, tc.w, tc.h)
		if err != nil {
			t.Fatal(err)
		}
		mat := [16]float32(vp)
		// Expand to one flat-coloured triangle per primitive for llvmpipe
		// (the colour of the last vertex is the flat colour in GL).
		verts := make([]llvmpipe.Vertex, len(m.Indices))
		for i, ix := range m.Indices {
			p := m.Vertices[ix].Position
			verts[i] = llvmpipe.Vertex{X: p[0], Y: p[1], Z: p[2], Color: encodeID(i / 3)}
		}
		c, err := llvmpipe.New(llvmpipe.Options{Width: tc.w, Height: tc.h})
		if err != nil {
			t.Fatal(err)
		}
		ds := llvmpipe.DrawState{Matrix: &mat}
		if tc.cull == render.CullBack {
			ds.Cull = llvmpipe.CullBack
		}
		if err := c.SetState(ds); err != nil {
			t.Fatal(err)
		}
		vb, err := c.UploadVertices(verts)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Draw(vb); err != nil {
			t.Fatal(err)
		}
		img := c.Image()
		vb.Free()
		c.Close()

		o := render.DefaultOptions(tc.w, tc.h)
		o.TriangleIDs = true
		f, err := render.Render(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		pieces := map[int32][]int{} // primitive -> indices into the frame's triangles
		for k := range f.NumTriangles() {
			_, prim := f.Source(k)
			pieces[int32(prim)] = append(pieces[int32(prim)], k)
		}
		covered, differing, farthest := 0, 0, 0.0
		for i, id := range f.TriangleID {
			x, y := i%tc.w, i/tc.w
			want := decodeID(img.RGBAAt(x, y))
			got := int32(-1)
			if id >= 0 {
				_, prim := f.Source(int(id))
				got = int32(prim)
			}
			if want >= 0 {
				covered++
			}
			if want == got {
				continue
			}
			differing++
			// The centre must lie within rounding distance of an edge of
			// one of the two owners as render snapped them.
			d := math.Inf(1)
			for _, prim := range []int32{want, got} {
				for _, k := range pieces[prim] {
					d = math.Min(d, edgeDistance(f.Triangle(k), float64(x)+0.5, float64(y)+0.5))
				}
			}
			farthest = math.Max(farthest, d)
			if d > 1.0/64 {
				t.Errorf("torus %dx%d: pixel (%d,%d) llvmpipe owner %d, render owner %d, %.4f px from their edges: not a rounding difference", tc.w, tc.h, x, y, want, got, d)
			}
		}
		t.Logf("torus %dx%d cull=%d eye=%v: %d covered pixels, %d with a different owner (%.4f%%, all within %.4f px of an edge), %d triangles clipped by ours",
			tc.w, tc.h, tc.cull, tc.eye, covered, differing, 100*float64(differing)/float64(max(covered, 1)), farthest, f.Stats.ClipInputs)
		if covered == 0 || float64(differing) > 0.002*float64(covered) {
			t.Errorf("torus %dx%d: %d of %d pixels differ; more than float rounding can explain", tc.w, tc.h, differing, covered)
		}
	}
}

// edgeDistance is the distance in pixels from (x, y) to the nearest edge line
// of a post-setup triangle.
func edgeDistance(tr render.Triangle, x, y float64) float64 {
	sc := math.Ldexp(1, -tr.Exp)
	d := math.Inf(1)
	for i := 0; i < 3; i++ {
		j := (i + 1) % 3
		x0, y0 := float64(tr.X[i])*sc, float64(tr.Y[i])*sc
		x1, y1 := float64(tr.X[j])*sc, float64(tr.Y[j])*sc
		l := math.Hypot(x1-x0, y1-y0)
		if l == 0 {
			continue
		}
		d = math.Min(d, math.Abs((x1-x0)*(y-y0)-(y1-y0)*(x-x0))/l)
	}
	return d
}
