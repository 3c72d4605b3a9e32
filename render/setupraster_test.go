package render

// The seventh pass's paths (issue 38) against the paths they bypass.

import (
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
