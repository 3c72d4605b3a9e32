package render

// The seventh pass's paths (issue 38) against the paths they bypass.

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"testing"
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
	last := ""
	for _, cull := range []CullMode{CullBack, CullFront} {
		for _, ff := range []Winding{CW, CCW} {
			s, err := GenerateBenchTriangles("mesh", 20000, 400, 300, 9)
			if err != nil {
				t.Fatal(err)
			}
			s.State.Cull, s.State.FrontFace = cull, ff
			spoilMesh(&s.Meshes[0])
			name := fmt.Sprintf("mesh, bad vertices, cull %v, front %v", cull, ff)
			scenes[name] = s
			last = name
		}
	}
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
