package render

// The third pass's fast paths (issue 38) against the paths they bypass.

import (
	"bytes"
	"image"
	"math"
	"math/rand"
	"reflect"
	"testing"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// shadeColorRows (one kernel call per quiet bin entry) draws exactly what
// shadeColorLess's per-span loop draws: the same colour, depth and IDs,
// statistics and per-tile work, on the mesh at several tile sizes and
// worker counts, with the depth test less and the hierarchical Z on and
// off.
func TestShadeColorRowsChangesNothing(t *testing.T) {
	s, err := GenerateBenchTriangles("mesh", 20000, 640, 400, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { colorRowsEnabled, hizEnabled = true, true }()
	for _, ts := range []int{8, 16, 64} {
		for _, hiz := range []bool{true, false} {
			o := idOptions(640, 400)
			o.TileSize, o.Workers = ts, 1+ts%3
			hizEnabled = hiz
			colorRowsEnabled = true
			on := renderIDs(t, s, o)
			colorRowsEnabled = false
			off := renderIDs(t, s, o)
			if !bytes.Equal(on.Color.Pix, off.Color.Pix) {
				t.Fatalf("tile %d hiz %v: colour differs", ts, hiz)
			}
			covered := 0
			for i := range on.Depth {
				if math.Float32bits(on.Depth[i]) != math.Float32bits(off.Depth[i]) || on.TriangleID[i] != off.TriangleID[i] {
					t.Fatalf("tile %d hiz %v: depth/ID differ at %d", ts, hiz, i)
				}
				if on.TriangleID[i] >= 0 {
					covered++
				}
			}
			if covered < len(on.Depth)/10 {
				t.Fatalf("tile %d: only %d pixels covered", ts, covered)
			}
			on.Stats.Time, off.Stats.Time = StageTimes{}, StageTimes{}
			if on.Stats != off.Stats || !reflect.DeepEqual(on.Tiles, off.Tiles) {
				t.Fatalf("tile %d hiz %v: statistics differ:\n%+v\n%+v", ts, hiz, on.Stats, off.Stats)
			}
		}
	}
}

// geometry's facing test before emit culls exactly the triangles emit
// culls: the same frame and statistics for both faces culled and both
// windings, on the mesh (perspective, clipped at the near plane in part).
func TestEarlyCullChangesNothing(t *testing.T) {
	s, err := GenerateBenchTriangles("mesh", 20000, 400, 300, 4)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { earlyCullEnabled = true }()
	for _, cull := range []CullMode{CullBack, CullFront} {
		for _, ff := range []Winding{CW, CCW} {
			s.State.Cull, s.State.FrontFace = cull, ff
			o := idOptions(400, 300)
			earlyCullEnabled = true
			on := renderIDs(t, s, o)
			earlyCullEnabled = false
			off := renderIDs(t, s, o)
			on.Stats.Time, off.Stats.Time = StageTimes{}, StageTimes{}
			if on.Stats != off.Stats || on.Stats.BackFaceCulled == 0 || !bytes.Equal(on.Color.Pix, off.Color.Pix) || !reflect.DeepEqual(on.TriangleID, off.TriangleID) {
				t.Fatalf("cull %v front %v: frames differ:\n%+v\n%+v", cull, ff, on.Stats, off.Stats)
			}
		}
	}
}

// setupPlanes' four colour planes through simd.ColorPlanes are the bits mk
// computes, for random triangles (degenerate ones too), colours,
// perspective weights and reference pixels.
func TestColorPlanesMatchSetup(t *testing.T) {
	if !simd.ColorPlanesOK {
		t.Skip("no AVX")
	}
	defer func() { colorPlanesEnabled = true }()
	rng := rand.New(rand.NewSource(7))
	lay := makeLayout(true, false, false, false)
	var ga *simd.PlaneArgs
	for it := 0; it < 20000; it++ {
		var tr Triangle
		tr.Exp = rng.Intn(13)
		span := int64(1) << (tr.Exp + 1 + rng.Intn(8))
		for k := 0; k < 3; k++ {
			tr.X[k], tr.Y[k] = rng.Int63n(span), rng.Int63n(span)
		}
		if it%50 == 0 {
			tr.X[2], tr.Y[2] = tr.X[1], tr.Y[1] // degenerate: inv = 0
		}
		tr.Bounds = image.Rect(rng.Intn(64), rng.Intn(64), 100, 100)
		var vs [3]shadedVertex
		var sn [3]snapped
		persp := rng.Intn(3) != 0
		for k := 0; k < 3; k++ {
			for c := 0; c < 4; c++ {
				vs[k].Color[c] = rng.Float32()
				if rng.Intn(20) == 0 {
					vs[k].Color[c] = float32(rng.NormFloat64() * 1e3)
				}
			}
			sn[k].Z, sn[k].IW = rng.Float32(), 1
			if persp {
				sn[k].IW = 0.01 + rng.Float64()*10
			}
		}
		v := [3]*shadedVertex{&vs[0], &vs[1], &vs[2]}
		s := [3]*snapped{&sn[0], &sn[1], &sn[2]}
		var a, b triShade
		// a's scratch is kept from triangle to triangle, starting as NaNs:
		// setupPlanes must set every field it reads
		if ga == nil {
			nan := math.NaN()
			ga = &simd.PlaneArgs{X1: nan, Y1: nan, X2: nan, Y2: nan, Inv: nan, RX: nan, RY: nan, W: [3]float64{nan, nan, nan}}
		}
		colorPlanesEnabled = true
		setupPlanes(&tr, &a, &v, &s, &lay, ga, nil)
		colorPlanesEnabled = false
		setupPlanes(&tr, &b, &v, &s, &lay, new(simd.PlaneArgs), nil)
		for k := range a.inl {
			p, q := a.inl[k], b.inl[k]
			if math.Float32bits(p.v) != math.Float32bits(q.v) || math.Float32bits(p.dx) != math.Float32bits(q.dx) || math.Float32bits(p.dy) != math.Float32bits(q.dy) {
				t.Fatalf("iteration %d channel %d: %+v, want %+v", it, k, p, q)
			}
		}
		if a != b {
			t.Fatalf("iteration %d: %+v, want %+v", it, a, b)
		}
	}
}
