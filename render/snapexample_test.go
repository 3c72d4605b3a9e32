package render

import (
	"context"
	"strings"
	"testing"
)

// The seed's worked example: vertices snapped to 1/16 pixel put them on a
// grid of 1/160 of a 10×10 surface but 1/1280 of an 80×80 one (fixed
// snapping). Consistent snapping keeps the grid at 1/1280 of the surface at
// every level by refining the snap spacing as the viewport shrinks: 1/16 px
// at 80, 1/128 px at 10. The same triangle then lands on the same point of
// the surface at every level.
func TestSeedWorkedExample(t *testing.T) {
	// One triangle whose vertices are not on any grid coarser than 1/1280
	// of the surface: (0.3, 0.1), (0.75, 0.2), (0.4, 0.9) of the surface.
	frac := [3][2]float64{{0.3021, 0.1013}, {0.7517, 0.2049}, {0.4003, 0.9087}}
	var tri refTri
	for k := range frac {
		tri[k] = [2]float64{frac[k][0] * 80, frac[k][1] * 80}
	}
	s := pixelScene([]refTri{tri})
	s.Camera.PixelWidth = 80
	sizes := []int{80, 40, 20, 10}
	want := map[SnapMode][]int{ // grid cells across the surface at each level
		SnapFixed:      {1280, 640, 320, 160},
		SnapConsistent: {1280, 1280, 1280, 1280},
	}
	for _, mode := range []SnapMode{SnapFixed, SnapConsistent} {
		o := DefaultOptions(80, 80)
		o.Snap, o.SubpixelBits = mode, 4 // 1/16 px at 80×80
		c, err := Compare(context.Background(), s, sizes, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Triangles) != 1 {
			t.Fatalf("%s: %d triangles", mode, len(c.Triangles))
		}
		var pos [][3][2]float64 // vertex positions as fractions of the surface, per level
		for li, l := range c.Levels {
			if cells := l.Width << l.Bits; cells != want[mode][li] {
				t.Errorf("%s at %d px: %d bits, a grid of 1/%d of the surface, want 1/%d", mode, l.Width, l.Bits, cells, want[mode][li])
			}
			e := c.Triangles[0].Levels[li]
			var p [3][2]float64
			for k := 0; k < 3; k++ {
				unit := float64(int64(1)<<e.Exp) * float64(l.Width)
				p[k] = [2]float64{float64(e.X[k]) / unit, float64(e.Y[k]) / unit}
			}
			pos = append(pos, p)
		}
		moved := false
		for li := 1; li < len(pos); li++ {
			if pos[li] != pos[0] {
				moved = true
			}
		}
		if mode == SnapConsistent && moved {
			t.Errorf("consistent: the snapped triangle moves on the surface between levels: %v", pos)
		}
		if mode == SnapFixed && !moved {
			t.Errorf("fixed: the snapped triangle sits at the same surface point at every level; the example shows nothing")
		}
	}
}

// Guard band: triangles whose vertices lie ±10^7 pixels outside a
// 512-pixel viewport are clipped to the guard band. In consistent mode the
// guard band is the same in normalized device coordinates at every level,
// so across five levels the clipped triangles are identical (same A, B, C,
// only Exp moving) and no coarse level misses a covered fine pixel.
func TestGuardBandConsistency(t *testing.T) {
	const far = 1e7
	tris := []refTri{
		{{-far, -far}, {far, -far / 3}, {256.3, 300.7}}, // two vertices far outside
		{{100.2, 100.9}, {far, 200.1}, {120.5, far}},    // a huge sliver-ish fan
		{{-far, 255.5}, {far, 256.25}, {300.1, 260.8}},  // a thin band across the viewport
		{{-far, -far}, {far, -far}, {0, far}},           // covers everything
		{{511.7, -far}, {512.4, far}, {far, 0.3}},       // along the right edge
		{{3.1, 4.2}, {-far, far / 2}, {-far / 2, -far}}, // off to the left
	}
	s := pixelScene(tris)
	s.Camera.PixelWidth = 512
	sizes := []int{512, 256, 128, 64, 32}
	o := DefaultOptions(512, 512)
	o.Snap = SnapConsistent
	for _, cons := range []bool{false, true} {
		o.Conservative = cons
		c, err := Compare(context.Background(), s, sizes, o)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range c.Pairs {
			if p.Violations != 0 {
				t.Errorf("conservative fine coverage %v: %d violations between %d and %d px", cons, p.Violations,
					c.Levels[p.Fine].Width, c.Levels[p.Coarse].Width)
			}
		}
		for _, a := range c.Allocation {
			if a.Under != 0 {
				t.Errorf("%d blocks missing from level %d", a.Under, a.Level)
			}
		}
		if len(c.Triangles) <= len(tris) {
			t.Fatalf("%d triangles after clipping %d: the guard band clipped nothing", len(c.Triangles), len(tris))
		}
		reach := int64(0) // the farthest snapped coordinate, in sub-pixel units
		for _, tl := range c.Triangles {
			for k := 0; k < 3; k++ {
				reach = max(reach, abs64(tl.Levels[0].X[k]), abs64(tl.Levels[0].Y[k]))
			}
		}
		if reach < guardLimit/2 {
			t.Errorf("farthest snapped coordinate %d: the triangles do not reach the guard band (%d)", reach, guardLimit)
		}
		for _, tl := range c.Triangles {
			l0 := tl.Levels[0]
			for li, l := range tl.Levels {
				if l == nil || l0 == nil {
					t.Fatalf("triangle %d part %d missing at level %d", tl.Primitive, tl.Part, li)
				}
				if l.A != l0.A || l.B != l0.B || l.C != l0.C || l.X != l0.X || l.Y != l0.Y || l.Exp != l0.Exp+li {
					t.Fatalf("triangle %d part %d differs at level %d: %+v vs %+v", tl.Primitive, tl.Part, li, l, l0)
				}
			}
		}
	}
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// Snap spacing from both dimensions: in consistent mode the reference size
// is the viewport's larger dimension, so a tall viewport's precision
// follows its height (the seed: precision rises as a dimension falls), a
// wide one's its width, and a hierarchy of tall levels stays consistent.
func TestSnapSpacingFromLargerDimension(t *testing.T) {
	cases := []struct {
		w, h, ref, want int
	}{
		{80, 80, 80, 4},
		{80, 10, 80, 4},   // wide: the width decides
		{10, 80, 80, 4},   // tall: the height decides (width-only gave 7)
		{10, 40, 80, 5},   // tall, halved: one more bit
		{5, 20, 80, 6},    // and again
		{64, 256, 0, 4},   // default reference: the larger dimension itself
		{256, 64, 128, 3}, // larger than the reference: one bit less
	}
	for _, c := range cases {
		o := DefaultOptions(c.w, c.h)
		o.Snap, o.SubpixelBits, o.ReferenceSize = SnapConsistent, 4, c.ref
		if c.ref == 0 {
			o.ReferenceSize = 0
		}
		got, err := o.LevelBits()
		if err != nil || got != c.want {
			t.Errorf("%dx%d, reference %d: %d bits (%v), want %d", c.w, c.h, c.ref, got, err, c.want)
		}
	}
	if o := DefaultOptions(64, 256); o.ReferenceSize != 256 {
		t.Errorf("default reference size of 64x256 is %d, want its larger dimension 256", o.ReferenceSize)
	}
	o := DefaultOptions(100, 300)
	o.Snap, o.ReferenceSize = SnapConsistent, 200
	if _, err := o.LevelBits(); err == nil || !strings.Contains(err.Error(), "larger dimension 300") {
		t.Errorf("reference 200 for 100x300: error %v, want one naming the larger dimension", err)
	}

	// A tall hierarchy: identical triangles at every level, no violations.
	s := randomLevelScene(11)
	s.Camera.PixelWidth = 128
	tall := DefaultOptions(128, 512)
	tall.Snap = SnapConsistent
	c, err := Compare(context.Background(), s, []int{128, 64, 32, 16}, tall)
	if err != nil {
		t.Fatal(err)
	}
	for li, l := range c.Levels {
		if l.Height != 4*l.Width || l.Bits != 8+li {
			t.Errorf("level %d: %dx%d with %d bits, want 4:1 and %d bits", li, l.Width, l.Height, l.Bits, 8+li)
		}
	}
	for _, p := range c.Pairs {
		if p.Violations != 0 {
			t.Errorf("tall hierarchy: %d violations at pair %d→%d", p.Violations, p.Fine, p.Coarse)
		}
	}
	for _, tl := range c.Triangles {
		for li, l := range tl.Levels {
			if l == nil || l.A != tl.Levels[0].A || l.C != tl.Levels[0].C {
				t.Fatalf("triangle %d differs at level %d", tl.Primitive, li)
			}
		}
	}
}
