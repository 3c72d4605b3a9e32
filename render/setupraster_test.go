package render

// The seventh pass's paths (issue 38) against the paths they bypass.

import (
	"context"
	"fmt"
	"image"
	"math"
	"math/rand"
	"testing"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// setupRaster gives the raster record (centre and conservative bounds),
// the oriented positions, Exp, centre and Bounds that setupTriangle and
// setRaster give, and culls the same triangles: random triangles of every
// size and orientation, degenerate ones kept and not, on and off the
// half-pixel grid, at 0..12 sub-pixel bits, partly or wholly outside the
// viewport.
func TestSetupRasterMatchesSetupTriangle(t *testing.T) {
	rng := rand.New(rand.NewSource(387))
	kept, culled := 0, 0
	for it := 0; it < 200000; it++ {
		bits := rng.Intn(13)
		one := float64(int64(1) << bits)
		scale := []float64{0.5, 1, 3, 8, 40, 300}[rng.Intn(6)]
		cx, cy := rng.Float64()*300-50, rng.Float64()*250-50
		var tri Triangle
		tri.Mesh = rng.Intn(5)
		for k := 0; k < 3; k++ {
			x, y := cx+(rng.Float64()-0.5)*scale, cy+(rng.Float64()-0.5)*scale
			if rng.Intn(3) == 0 { // on the half-pixel grid
				x, y = math.Round(x*2)/2, math.Round(y*2)/2
			}
			tri.X[k], tri.Y[k] = int64(math.Round(x*one)), int64(math.Round(y*one))
			tri.Z[k] = rng.Float32()
		}
		if rng.Intn(20) == 0 { // degenerate: a line
			tri.X[2], tri.Y[2] = tri.X[1], tri.Y[1]
		}
		keep, centre := rng.Intn(2) == 0, rng.Intn(2) == 0
		const w, h = 200, 150
		want, got := tri, tri
		var wr, gr rasterRec
		okW := setupTriangle(&want, bits, w, h, keep)
		if okW {
			setRaster(&wr, &want, centre)
		}
		okG := setupRaster(&got, &gr, got.Area2(), bits, w, h, keep, centre)
		if okW != okG {
			t.Fatalf("triangle %+v keep %v: setupRaster says %v, setupTriangle %v", tri, keep, okG, okW)
		}
		if !okW {
			culled++
			continue
		}
		kept++
		if wr != gr {
			t.Fatalf("triangle %+v centre %v: record %+v, want %+v", tri, centre, gr, wr)
		}
		if got.X != want.X || got.Y != want.Y || got.Z != want.Z || got.Exp != want.Exp ||
			got.centre != want.centre || got.Bounds != want.Bounds {
			t.Fatalf("triangle %+v: %+v, want %+v", tri, got, want)
		}
	}
	if kept < 80000 || culled < 10000 {
		t.Fatalf("only %d triangles kept, %d culled", kept, culled)
	}
}

// The geometry stage over setupRaster draws exactly what it draws over
// setupTriangle and setRaster: colour, depth, IDs, statistics and
// per-tile work, for the mesh and the render tests' scenes, tile sizes 4
// to 64, one and three workers.
func TestSetupRasterChangesNothing(t *testing.T) {
	defer func() { fusedSetupEnabled = true }()
	sameWithout(t, withMesh(t, 7), []int{4, 16, 64}, func(on bool) { fusedSetupEnabled = on })
}

// The geometry loop's test for three snapped vertices first culls, clips
// and draws exactly what its general tests do: the mesh with both faces
// culled and both windings, and with vertices that are NaN, infinite or
// far outside the frustum (non-finite, outside and clipped triangles),
// and the render tests' scenes.
func TestSnappedFirstChangesNothing(t *testing.T) {
	defer func() { snappedFirstEnabled = true }()
	scenes := withMesh(t, 9)
	last := addCullScenes(t, scenes, 9, CullBack, CullFront)
	var st [2]Stats
	sameWithout(t, scenes, []int{8, 32}, func(on bool) { snappedFirstEnabled = on })
	for k, on := range []bool{true, false} {
		snappedFirstEnabled = on
		f, err := Render(context.Background(), scenes[last], idOptions(400, 300))
		if err != nil {
			t.Fatal(err)
		}
		st[k] = f.Stats
	}
	if s := st[0]; s.NonFinite == 0 || s.OutsideFrustum == 0 || s.ClipInputs == 0 || s.BackFaceCulled == 0 {
		t.Fatalf("the scene tests too little: %+v", s)
	}
}

// spoilMesh gives some of m's vertices a NaN or an infinite coordinate,
// moves some far out (their triangles are clipped) and whole runs of them
// outside the frustum.
func spoilMesh(m *Mesh) {
	for i := range m.Vertices {
		switch p := &m.Vertices[i].Position; {
		case i%97 == 0:
			p[0] = float32(math.NaN())
		case i%89 == 0:
			p[1] = float32(math.Inf(-1))
		case i%83 == 0:
			p[0], p[2] = p[0]*40, p[2]*40
		case i/400%9 == 4: // whole triangles outside
			p[0] += 1000
		}
	}
}

// simd.SetupRaster gives setupRaster's answer, record and Triangle
// fields, bit for bit: random triangles small and large (coordinates up
// to ±2^40, where the products wrap), degenerate ones, both windings,
// every sub-pixel bits from 0, viewports from one pixel, partly and
// wholly outside, with the centre bounds and without, degenerate ones
// kept and not; the records start as garbage.
func TestSetupRasterKernelMatchesSetupRaster(t *testing.T) {
	if !simd.SetupRasterOK {
		t.Skip("no BMI2")
	}
	rng := rand.New(rand.NewSource(3838))
	var kept, culled int
	for it := 0; it < 300000; it++ {
		bits := rng.Intn(17)
		w, h := 1+rng.Intn(2000), 1+rng.Intn(2000)
		span := int64(1) << (bits + 1 + rng.Intn(12))
		if it%11 == 0 {
			span = 1 << 40
		}
		var tri Triangle
		tri.Mesh = rng.Intn(1 << 20)
		ox, oy := rng.Int63n(int64(w)<<bits+2*span)-span, rng.Int63n(int64(h)<<bits+2*span)-span
		for k := 0; k < 3; k++ {
			tri.X[k], tri.Y[k] = ox+rng.Int63n(span)-span/2, oy+rng.Int63n(span)-span/2
			tri.Z[k] = rng.Float32()
		}
		switch it % 30 {
		case 0:
			tri.X[2], tri.Y[2] = tri.X[1], tri.Y[1]
		case 1:
			tri.X[2], tri.Y[2] = 2*tri.X[1]-tri.X[0], 2*tri.Y[1]-tri.Y[0]
		}
		keep, centre := rng.Intn(2) == 0, rng.Intn(2) == 0
		area := tri.Area2()
		want, got := tri, tri
		var wr, gr rasterRec
		gb := unsafe.Slice((*byte)(unsafe.Pointer(&gr)), unsafe.Sizeof(gr))
		for i := range gb {
			gb[i] = byte(rng.Intn(256))
		}
		wr = gr
		got.Exp, got.centre, got.Bounds = -1, 0xff, image.Rect(-7, -7, 7, 7)
		want.Exp, want.centre, want.Bounds = got.Exp, got.centre, got.Bounds
		okW := setupRaster(&want, &wr, area, bits, w, h, keep, centre)
		okG := simd.SetupRaster(unsafe.Pointer(&got), unsafe.Pointer(&gr), area, bits, w, h, keep, centre)
		if okW != okG {
			t.Fatalf("iteration %d, triangle %+v keep %v: %v, want %v", it, tri, keep, okG, okW)
		}
		if !okW {
			culled++
			continue
		}
		kept++
		if gr != wr {
			t.Fatalf("iteration %d, triangle %+v centre %v bits %d %dx%d: record %+v, want %+v", it, tri, centre, bits, w, h, gr, wr)
		}
		if got != want {
			t.Fatalf("iteration %d, triangle %+v: %+v, want %+v", it, tri, got, want)
		}
	}
	if kept < 50000 || culled < 50000 {
		t.Fatalf("only %d triangles kept, %d culled", kept, culled)
	}
}

// The geometry stage over simd.SetupRaster draws what it draws over
// setupRaster (the mesh, with bad and far vertices, and the render
// tests' scenes).
func TestSetupRasterKernelChangesNothing(t *testing.T) {
	defer func() { rasterKernelEnabled = true }()
	sameWithout(t, withSpoiledMesh(t, 5), []int{8, 32}, func(on bool) { rasterKernelEnabled = on })
}

// withSpoiledMesh is withMesh and the mesh spoiled (spoilMesh).
func withSpoiledMesh(t *testing.T, seed int64) map[string]*Scene {
	t.Helper()
	scenes := withMesh(t, seed)
	s, err := GenerateBenchTriangles("mesh", 20000, 400, 300, seed)
	if err != nil {
		t.Fatal(err)
	}
	spoilMesh(&s.Meshes[0])
	scenes["mesh, bad and far vertices"] = s
	return scenes
}

// addCullScenes adds to scenes the mesh spoiled (spoilMesh) with each of
// culls and both windings, and returns the last one's name.
func addCullScenes(t *testing.T, scenes map[string]*Scene, seed int64, culls ...CullMode) (last string) {
	t.Helper()
	for _, cull := range culls {
		for _, ff := range []Winding{CW, CCW} {
			s, err := GenerateBenchTriangles("mesh", 20000, 400, 300, seed)
			if err != nil {
				t.Fatal(err)
			}
			s.State.Cull, s.State.FrontFace = cull, ff
			spoilMesh(&s.Meshes[0])
			last = fmt.Sprintf("mesh, bad vertices, cull %v, front %v", cull, ff)
			scenes[last] = s
		}
	}
	return last
}
