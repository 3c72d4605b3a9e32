package render

// The third pass's fast paths (issue 38) against the paths they bypass.

import (
	"bytes"
	"math"
	"reflect"
	"testing"
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
