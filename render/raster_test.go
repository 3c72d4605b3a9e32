package render

import (
	"bytes"
	"context"
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// refTri is a triangle in window pixels for the brute-force reference.
type refTri [3][2]float64

// pixelScene builds a PixelOrtho scene with one flat triangle per entry,
// depth test off so the last triangle wins, no culling.
func pixelScene(tris []refTri) *Scene {
	s := NewScene()
	s.Camera = Camera{Projection: PixelOrtho}
	s.State.DepthTest = false
	s.State.DepthWrite = false
	s.Materials = []Material{{Shading: Flat, Color: mgl32.Vec4{1, 1, 1, 1}}}
	var v []Vertex
	for _, t := range tris {
		for k := 0; k < 3; k++ {
			v = append(v, Vertex{Position: mgl32.Vec3{float32(t[k][0]), float32(t[k][1]), 0.5}})
		}
	}
	s.Meshes = []Mesh{{Vertices: v}}
	return s
}

// refCovered is an independent implementation of the GL/D3D rule: snap to
// 1/2^bits with round-half-even, sample at pixel centres, top-left rule in
// y-down space (a pixel centre exactly on an edge is inside only on a top
// edge — horizontal with the interior below — or a left edge).
func refCovered(t refTri, bits, px, py int) bool {
	one := math.Ldexp(1, bits)
	var X, Y [3]int64
	for k := 0; k < 3; k++ {
		X[k] = int64(math.RoundToEven(t[k][0] * one))
		Y[k] = int64(math.RoundToEven(t[k][1] * one))
	}
	area := (X[1]-X[0])*(Y[2]-Y[0]) - (Y[1]-Y[0])*(X[2]-X[0])
	if area == 0 {
		return false
	}
	if area < 0 { // make it clockwise on screen (y down)
		X[1], X[2] = X[2], X[1]
		Y[1], Y[2] = Y[2], Y[1]
	}
	// sample point in units of 2^-(bits+1) px
	sx := int64(2*px+1) << bits
	sy := int64(2*py+1) << bits
	for k := 0; k < 3; k++ {
		j := (k + 1) % 3
		dx, dy := X[j]-X[k], Y[j]-Y[k]
		// cross((dx,dy), (s - v_k)) with v_k scaled by 2
		e := dx*(sy-2*Y[k]) - dy*(sx-2*X[k])
		if e < 0 {
			return false
		}
		if e == 0 {
			top := dy == 0 && dx > 0 // horizontal, going right: interior below
			left := dy < 0           // going up on a clockwise triangle: left side
			if !top && !left {
				return false
			}
		}
	}
	return true
}

func randTris(rng *rand.Rand, n int, w, h float64, grid float64, maxSize float64) []refTri {
	tris := make([]refTri, n)
	for i := range tris {
		cx, cy := rng.Float64()*w, rng.Float64()*h
		for k := 0; k < 3; k++ {
			x := cx + (rng.Float64()-0.5)*maxSize
			y := cy + (rng.Float64()-0.5)*maxSize
			if grid > 0 {
				x = math.Round(x/grid) * grid
				y = math.Round(y/grid) * grid
			}
			tris[i][k] = [2]float64{x, y}
		}
	}
	return tris
}

func renderIDs(t *testing.T, s *Scene, o Options) *Frame {
	t.Helper()
	f, err := Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestCoverageMatchesReference checks fine coverage and submission order
// against the brute-force reference on coarse grids (many exact ties on
// pixel centres) and fine grids, for several tile sizes and worker counts.
func TestCoverageMatchesReference(t *testing.T) {
	cases := []struct {
		name   string
		grid   float64
		size   float64
		n      int
		w, h   int
		tile   int
		worker int
		bits   int
	}{
		{"half-pixel-grid", 0.5, 12, 300, 64, 48, 16, 1, 8},
		{"pixel-grid", 1, 20, 200, 61, 37, 8, 2, 8},
		{"fine-grid", 1.0 / 1024, 30, 200, 64, 64, 16, 3, 8},
		{"slivers", 1.0 / 256, 90, 200, 96, 64, 32, 2, 8},
		{"large", 0.25, 300, 40, 128, 96, 16, 2, 8},
		{"4bits", 1.0 / 64, 16, 200, 64, 64, 16, 2, 4},
		{"0bits", 0.25, 16, 200, 64, 64, 16, 2, 0},
		{"12bits", 0, 16, 200, 64, 64, 4, 2, 12},
	}
	for ci, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewSource(int64(ci + 1)))
			tris := randTris(rng, c.n, float64(c.w), float64(c.h), c.grid, c.size)
			if c.name == "slivers" {
				for i := range tris { // long thin triangles
					tris[i][2] = [2]float64{tris[i][0][0] + (tris[i][1][0]-tris[i][0][0])*0.5 + 0.3, tris[i][0][1] + (tris[i][1][1]-tris[i][0][1])*0.5}
				}
			}
			o := idOptions(c.w, c.h)
			o.TileSize, o.Workers, o.SubpixelBits = c.tile, c.worker, c.bits
			f := renderIDs(t, pixelScene(tris), o)
			// map Frame triangle index -> source primitive
			bad := 0
			for py := 0; py < c.h; py++ {
				for px := 0; px < c.w; px++ {
					want := -1
					for i := range tris {
						if refCovered(tris[i], c.bits, px, py) {
							want = i
						}
					}
					got := -1
					if id := f.TriangleID[py*c.w+px]; id >= 0 {
						_, got = f.Source(int(id))
					}
					if got != want {
						bad++
						if bad < 5 {
							t.Errorf("pixel (%d,%d): got triangle %d, want %d", px, py, got, want)
						}
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d pixels differ", bad)
			}
		})
	}
}

// TestFillRuleSharedEdges: triangles that tile a region cover every pixel
// centre exactly once, even when every centre lies on an edge.
func TestFillRuleSharedEdges(t *testing.T) {
	var tris []refTri
	// a fan around a centre that is a pixel centre, spokes through centres
	c := [2]float64{16.5, 16.5}
	pts := [][2]float64{{4.5, 4.5}, {16.5, 2.5}, {28.5, 4.5}, {30.5, 16.5}, {28.5, 28.5}, {16.5, 30.5}, {4.5, 28.5}, {2.5, 16.5}}
	for i := range pts {
		tris = append(tris, refTri{c, pts[i], pts[(i+1)%len(pts)]})
	}
	// a grid of squares split on the diagonal, corners on pixel centres
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			x0, y0 := 34.5+float64(x)*5, 2.5+float64(y)*5
			tris = append(tris, refTri{{x0, y0}, {x0 + 5, y0}, {x0 + 5, y0 + 5}}, refTri{{x0, y0}, {x0 + 5, y0 + 5}, {x0, y0 + 5}})
		}
	}
	s := pixelScene(tris)
	s.State.Blend = BlendAdditive
	s.Materials[0].Color = mgl32.Vec4{0.2, 0, 0, 1}
	s.Clear = mgl32.Vec4{0, 0, 0, 1}
	o := idOptions(64, 40)
	f := renderIDs(t, s, o)
	count := func(x, y int) int { return int(f.Color.Pix[4*(y*64+x)]) / 51 }
	for y := 0; y < 40; y++ {
		for x := 0; x < 64; x++ {
			want := 0
			for i := range tris {
				if refCovered(tris[i], 8, x, y) {
					want++
				}
			}
			if want > 1 {
				t.Fatalf("reference covers (%d,%d) %d times", x, y, want)
			}
			if got := count(x, y); got != want {
				t.Fatalf("pixel (%d,%d) drawn %d times, want %d", x, y, got, want)
			}
		}
	}
	// interior pixels of the grid are covered exactly once
	if count(40, 8) != 1 || count(16, 16) != 1 {
		t.Fatalf("interior not covered once")
	}
}

// TestTopLeftBasic pins the rule on a tiny example: the right triangle with
// vertices on pixel centres (0.5,0.5), (3.5,0.5), (0.5,3.5) covers its top
// and left edges but not the hypotenuse's centres.
func TestTopLeftBasic(t *testing.T) {
	s := pixelScene([]refTri{{{0.5, 0.5}, {3.5, 0.5}, {0.5, 3.5}}})
	f := renderIDs(t, s, idOptions(4, 4))
	want := []string{"XXX.", "XX..", "X...", "...."}
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			got := f.TriangleID[y*4+x] >= 0
			if got != (want[y][x] == 'X') {
				t.Fatalf("pixel (%d,%d) covered=%v, want %q", x, y, got, want[y])
			}
		}
	}
}

// snapCoord's fast rounding equals math.RoundToEven, ties included, and clamps.
func TestSnapCoordRounding(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 200000; i++ {
		var v float64
		switch i % 3 {
		case 0:
			v = (rng.Float64() - 0.5) * 1e6
		case 1: // exact ties at 1/256 px
			v = float64(rng.Intn(1<<20)-1<<19)/256 + 0.5/256
		default:
			v = float64(rng.Intn(1<<16)-1<<15) / 1024
		}
		want := math.RoundToEven(v * 256)
		if got := snapCoord(v, 256); float64(got) != want {
			t.Fatalf("snapCoord(%v) = %d, want %v", v, got, want)
		}
	}
	if snapCoord(1e30, 256) != snapClamp || snapCoord(-1e30, 256) != -snapClamp {
		t.Fatal("no clamp")
	}
}

// TestTriangleIDsNameCoveringTriangles: with back faces culled (a torus,
// where culled and kept triangles alternate through the index list) every
// pixel's Frame.TriangleID names a triangle of the frame whose centre
// coverage includes the pixel, on one worker and on several; the setup
// records stay where the geometry chunks wrote them, so this is what ties
// their slots to the frame's triangle numbers.
func TestTriangleIDsNameCoveringTriangles(t *testing.T) {
	s, err := GenerateBenchTriangles("mesh", 20000, 320, 180, 1)
	if err != nil {
		t.Fatal(err)
	}
	var ref []int32
	for _, workers := range []int{1, 2, 3} {
		f, err := Render(context.Background(), s, Options{Width: 320, Height: 180, Workers: workers, TriangleIDs: true})
		if err != nil {
			t.Fatal(err)
		}
		if f.Stats.BackFaceCulled == 0 {
			t.Fatal("nothing culled: the test needs gaps")
		}
		covered := 0
		for i, id := range f.TriangleID {
			if id < 0 {
				continue
			}
			covered++
			if lvl := f.CoverageLevel(int(id), i%320, i/320, 1); lvl < 2 {
				t.Fatalf("%d workers: pixel (%d, %d) has triangle %d, which does not cover its centre (level %d)", workers, i%320, i/320, id, lvl)
			}
		}
		if covered < 320*180/10 {
			t.Fatalf("only %d pixels covered", covered)
		}
		if ref == nil {
			ref = f.TriangleID
		} else if !slices.Equal(ref, f.TriangleID) {
			t.Fatalf("%d workers: triangle IDs differ from one worker's", workers)
		}
	}
}

// TestTriangleIDsAfterClippingOverflow: a mesh whose every triangle crosses
// the near plane is clipped into more triangles than it had (its geometry
// chunk's records outgrow their window and are moved, runGeometry), followed
// by a mesh that is not clipped. Each pixel that one mesh alone covers has,
// in the frame of both, a triangle of that mesh from the same primitive and
// the same colour, and its ID names a triangle that covers it; the same for
// 1, 2 and 3 workers.
func TestTriangleIDsAfterClippingOverflow(t *testing.T) {
	var a Mesh
	for k := 0; k < 60; k++ {
		x := float32(k)*0.08 - 2.4
		c := mgl32.Vec4{float32(k) / 60, 0.5, 1, 1}
		a.Vertices = append(a.Vertices,
			Vertex{Position: mgl32.Vec3{x, -0.5, -5}, Color: c},
			Vertex{Position: mgl32.Vec3{x + 0.07, -0.5, -5}, Color: c},
			Vertex{Position: mgl32.Vec3{x + 0.035, -0.5, 5}, Color: c})
	}
	b := Torus(0.5, 0.15, 40, 20)
	b.Transform = mgl32.Translate3D(0, 0.7, 0)
	scene := func(m ...Mesh) *Scene {
		s := NewScene()
		s.Camera = DefaultCamera()
		s.Materials = []Material{{Name: "vertex-colour", Shading: VertexColor, Color: mgl32.Vec4{1, 1, 1, 1}}}
		s.Meshes = m
		return s
	}
	const w, h = 240, 160
	renderAt := func(s *Scene, workers int) *Frame {
		o := idOptions(w, h)
		o.Workers = workers
		f, err := Render(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	alone := [2]*Frame{renderAt(scene(a), 1), renderAt(scene(b), 1)}
	var ref []int32
	for _, workers := range []int{1, 2, 3} {
		f := renderAt(scene(a, b), workers)
		fromA := 0
		for i := 0; i < f.NumTriangles(); i++ {
			if m, _ := f.Source(i); m == 0 {
				fromA++
			}
		}
		if fromA <= len(a.Vertices)/3 {
			t.Fatalf("mesh 0 has %d triangles after clipping, want more than %d", fromA, len(a.Vertices)/3)
		}
		var checked [2]int
		for i, id := range f.TriangleID {
			if id >= 0 {
				if lvl := f.CoverageLevel(int(id), i%w, i/w, 1); lvl < 2 {
					t.Fatalf("%d workers: pixel (%d, %d) has triangle %d, which does not cover its centre", workers, i%w, i/w, id)
				}
			}
			ia, ib := alone[0].TriangleID[i], alone[1].TriangleID[i]
			if (ia >= 0) == (ib >= 0) {
				continue // neither mesh, or both
			}
			m, g := 0, alone[0]
			if ib >= 0 {
				m, g = 1, alone[1]
			}
			_, wantPrim := g.Source(int(g.TriangleID[i]))
			if id < 0 {
				t.Fatalf("%d workers: pixel (%d, %d) is not covered, mesh %d alone covers it", workers, i%w, i/w, m)
			}
			gm, gp := f.Source(int(id))
			if gm != m || gp != wantPrim || !bytes.Equal(f.Color.Pix[4*i:4*i+4], g.Color.Pix[4*i:4*i+4]) {
				t.Fatalf("%d workers: pixel (%d, %d) is mesh %d primitive %d, mesh %d alone draws primitive %d there", workers, i%w, i/w, gm, gp, m, wantPrim)
			}
			checked[m]++
		}
		if checked[0] < 100 || checked[1] < 100 {
			t.Fatalf("%d workers: pixels checked per mesh %v", workers, checked)
		}
		if ref == nil {
			ref = f.TriangleID
		} else if !slices.Equal(ref, f.TriangleID) {
			t.Fatalf("%d workers: triangle IDs differ from one worker's", workers)
		}
	}
}
