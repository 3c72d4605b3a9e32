package render

// The sixth pass's paths (issue 38) against the paths they bypass: the
// centre bounds against the conservative bounds, the tile worker's direct
// call of shadeColorRows against the call through shadeEntry, centreSpans
// against setEdges and kernelSpans.

import (
	"bytes"
	"context"
	"math"
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// setRaster's centre bounds are exactly the pixels of the conservative
// bounds whose centre lies in the triangle's bounding box (counted in
// exact integers), every pixel the centre rule covers within the
// conservative bounds lies inside them, and ref is the conservative
// corner: random triangles of every size, on the half-pixel grid (centres
// exactly on the box's sides) and off it, at 0..12 sub-pixel bits, partly
// outside the viewport.
func TestCentreBoundsHoldTheCoverage(t *testing.T) {
	rng := rand.New(rand.NewSource(38))
	var e evalEdges
	spans := make([]int32, 2*600)
	inset, covered := 0, 0
	for it := 0; it < 100000; it++ {
		bits := rng.Intn(13)
		one := float64(int64(1) << bits)
		scale := []float64{1, 3, 8, 40, 300}[rng.Intn(5)]
		cx, cy := rng.Float64()*260-30, rng.Float64()*200-30
		var tri Triangle
		for k := 0; k < 3; k++ {
			x, y := cx+(rng.Float64()-0.5)*scale, cy+(rng.Float64()-0.5)*scale
			if rng.Intn(3) == 0 { // on the half-pixel grid
				x, y = math.Round(x*2)/2, math.Round(y*2)/2
			}
			tri.X[k], tri.Y[k] = int64(math.Round(x*one)), int64(math.Round(y*one))
		}
		const w, h = 200, 150
		if !setupTriangle(&tri, bits, w, h, false) {
			continue
		}
		rr := rasterOf(&tri)
		var cr rasterRec
		setRaster(&cr, &tri, true)
		x0, y0, x1, y1 := int(cr.x0), int(cr.y0), int(cr.x1), int(cr.y1)
		if rx, ry := cr.ref(); rx != tri.Bounds.Min.X || ry != tri.Bounds.Min.Y {
			t.Fatalf("triangle %+v: reference pixel %d, %d", tri, rx, ry)
		}
		// the definition: pixel x's centre (2x+1)·2^(e-1) against the box
		// [min, max] in units of 2^-e px, both sides doubled
		minX, maxX := min3(tri.X[0], tri.X[1], tri.X[2]), max3(tri.X[0], tri.X[1], tri.X[2])
		minY, maxY := min3(tri.Y[0], tri.Y[1], tri.Y[2]), max3(tri.Y[0], tri.Y[1], tri.Y[2])
		in := func(p int, lo, hi int64) bool {
			c := int64(2*p+1) << uint(bits)
			return 2*lo <= c && c <= 2*hi
		}
		wx0, wx1 := int(rr.x1)+1, int(rr.x0)-1
		for x := int(rr.x0); x <= int(rr.x1); x++ {
			if in(x, minX, maxX) {
				wx0, wx1 = min(wx0, x), max(wx1, x)
			}
		}
		wy0, wy1 := int(rr.y1)+1, int(rr.y0)-1
		for y := int(rr.y0); y <= int(rr.y1); y++ {
			if in(y, minY, maxY) {
				wy0, wy1 = min(wy0, y), max(wy1, y)
			}
		}
		if wx0 <= wx1 && (x0 != wx0 || x1 != wx1) || wx0 > wx1 && x0 <= x1 ||
			wy0 <= wy1 && (y0 != wy0 || y1 != wy1) || wy0 > wy1 && y0 <= y1 {
			t.Fatalf("triangle %+v: centre bounds x %d..%d y %d..%d, want x %d..%d y %d..%d", tri, x0, x1, y0, y1, wx0, wx1, wy0, wy1)
		}
		if x0 != int(rr.x0) || y0 != int(rr.y0) || x1 != int(rr.x1) || y1 != int(rr.y1) {
			inset++
		}
		// every covered pixel of the conservative bounds is inside them
		if rr.y1-rr.y0 >= 300 {
			continue
		}
		e.set(&rr, modeCentre)
		reg := region{int(rr.x0), int(rr.y0), int(rr.x1), int(rr.y1)}
		n, _ := fineSpans(&e, reg, spans)
		for k := 0; k <= reg.y1-reg.y0; k++ {
			lo, hi := int(spans[2*k]), int(spans[2*k+1])
			if lo > hi {
				continue
			}
			if y := reg.y0 + k; y < y0 || y > y1 || lo < x0 || hi > x1 {
				t.Fatalf("triangle %+v: row %d covers %d..%d outside x %d..%d y %d..%d", tri, y, lo, hi, x0, x1, y0, y1)
			}
		}
		covered += n
	}
	if inset < 10000 || covered < 100000 {
		t.Fatalf("only %d triangles with smaller centre bounds, %d covered pixels", inset, covered)
	}
}

// Binning and rasterizing over the centre bounds draws exactly what the
// conservative bounds draw: colour, depth, IDs, statistics and per-tile
// work, for the mesh and the render tests' scenes, tile sizes 4 to 64,
// one and three workers.
func TestCentreBoundsChangeNothing(t *testing.T) {
	defer func() { centreBoundsEnabled = true }()
	sameWithout(t, withMesh(t, 5), []int{4, 16, 64}, func(on bool) { centreBoundsEnabled = on })
}

// The tile worker's direct call of shadeColorRows for a quiet entry of a
// mesh whose spanMode.rows says so draws exactly what the call through
// shadeEntry, shadeFast and shadeColorLess draws: the mesh with its own
// state and with depth writes off, depth lequal or no depth test, and
// the render tests' scenes, at several tile sizes and worker counts.
func TestDirectColorRowsChangesNothing(t *testing.T) {
	defer func() { directRowsEnabled = true }()
	scenes := idScenes(t, 400, 300)
	for _, v := range []string{"mesh", "mesh no depth write", "mesh lequal", "mesh no depth test"} {
		s, err := GenerateBenchTriangles("mesh", 20000, 400, 300, 6)
		if err != nil {
			t.Fatal(err)
		}
		switch v {
		case "mesh no depth write":
			s.State.DepthWrite = false
		case "mesh lequal":
			s.State.DepthFunc = DepthLEqual
		case "mesh no depth test":
			s.State.DepthTest = false
		}
		scenes[v] = s
	}
	sameWithout(t, scenes, []int{8, 16, 32}, func(on bool) { directRowsEnabled = on })
}

// sameWithout renders every scene at 400×300 with IDs at each tile size
// (1 + size%3 workers) with a path on and off (set) and fails unless the
// colour, depth, IDs, statistics and per-tile work are equal.
func sameWithout(t *testing.T, scenes map[string]*Scene, tiles []int, set func(on bool)) {
	t.Helper()
	names := make([]string, 0, len(scenes))
	for n := range scenes {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, name := range names {
		for _, ts := range tiles {
			o := idOptions(400, 300)
			o.TileSize, o.Workers = ts, 1+ts%3
			var fr [2]*Frame
			for k, on := range []bool{true, false} {
				set(on)
				f, err := Render(context.Background(), scenes[name], o)
				if err != nil {
					t.Fatal(err)
				}
				f.Stats.Time = StageTimes{}
				fr[k] = f
			}
			on, off := fr[0], fr[1]
			if !bytes.Equal(on.Color.Pix, off.Color.Pix) || !slices.Equal(on.Depth, off.Depth) || !slices.Equal(on.TriangleID, off.TriangleID) {
				t.Fatalf("%s, tile %d: the pixels differ", name, ts)
			}
			if on.Stats != off.Stats || !reflect.DeepEqual(on.Tiles, off.Tiles) {
				t.Fatalf("%s, tile %d: the statistics differ:\n%+v\n%+v", name, ts, on.Stats, off.Stats)
			}
		}
	}
}

// The fine raster through centreSpans (the edges straight from the
// record) draws what setEdges and kernelSpans draw, on the mesh and the
// render tests' scenes.
func TestCentreSpansChangeNothing(t *testing.T) {
	defer func() { centreSpansEnabled = true }()
	sameWithout(t, withMesh(t, 7), []int{8, 16}, func(on bool) { centreSpansEnabled = on })
}

// The tile worker's loop for the centre rule with the span kernel
// (rasterCentre) makes the entries rasterList makes: the same pixels,
// statistics and per-tile work on the mesh (quiet entries, entries over
// two and four tiles), the render tests' scenes (wide and trivially
// accepted regions), a mesh whose triangles span more than 64 rows, and
// the mesh with depth "lequal" (no entry takes shadeColorRows), at
// several tile sizes and worker counts.
func TestRasterCentreChangesNothing(t *testing.T) {
	defer func() { rasterCentreEnabled = true }()
	scenes := withMesh(t, 11)
	big, err := GenerateBenchTriangles("mesh", 300, 400, 300, 3)
	if err != nil {
		t.Fatal(err)
	}
	scenes["mesh of big triangles"] = big
	lequal, err := GenerateBenchTriangles("mesh", 20000, 400, 300, 12)
	if err != nil {
		t.Fatal(err)
	}
	lequal.State.DepthFunc = DepthLEqual
	scenes["mesh lequal"] = lequal
	// many small meshes of different shading (and fragment cost) in
	// one geometry chunk: the loop's per-mesh cost and rows change
	// from entry to entry
	mixed, err := GenerateBenchTriangles("mesh", 4000, 400, 300, 13)
	if err != nil {
		t.Fatal(err)
	}
	one := mixed.Meshes[0]
	mixed.Meshes = nil
	mixed.Materials = append(mixed.Materials, Material{Shading: Flat, Color: mgl32.Vec4{0.2, 0.9, 0.4, 1}},
		Material{Shading: Lambert, Color: mgl32.Vec4{1, 1, 1, 1}})
	for k := 0; 3*30*k < len(one.Indices); k++ {
		m := one
		m.Indices = one.Indices[3*30*k : min(len(one.Indices), 3*30*(k+1))]
		m.Material = (k % 3) * (len(mixed.Materials) - 1) / 2
		mixed.Meshes = append(mixed.Meshes, m)
	}
	scenes["small meshes of three materials"] = mixed
	sameWithout(t, scenes, []int{4, 8, 16, 64}, func(on bool) { rasterCentreEnabled = on })
}

// withMesh is the render tests' scenes at 400×300 and a mesh of 20,000
// triangles (seed).
func withMesh(t *testing.T, seed int64) map[string]*Scene {
	t.Helper()
	mesh, err := GenerateBenchTriangles("mesh", 20000, 400, 300, seed)
	if err != nil {
		t.Fatal(err)
	}
	scenes := idScenes(t, 400, 300)
	scenes["mesh"] = mesh
	return scenes
}
