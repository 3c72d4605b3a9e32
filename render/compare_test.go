package render

import (
	"bytes"
	"context"
	"math/rand"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// randomLevelScene is a random scene for hierarchy tests: PixelOrtho
// coordinates of a 512-wide reference viewport (so every level sees the same
// NDC geometry), a mix of small, sliver and large triangles with arbitrary
// (unsnapped) float coordinates, plus a few triangles reaching outside.
func randomLevelScene(seed int64) *Scene {
	rng := rand.New(rand.NewSource(seed))
	var tris []refTri
	tris = append(tris, randTris(rng, 40, 512, 512, 0, 6)...)
	tris = append(tris, randTris(rng, 10, 512, 512, 0, 60)...)
	for i := 0; i < 10; i++ { // slivers
		a := [2]float64{rng.Float64() * 512, rng.Float64() * 512}
		b := [2]float64{rng.Float64() * 512, rng.Float64() * 512}
		c := [2]float64{(a[0]+b[0])/2 + rng.Float64()*0.3, (a[1]+b[1])/2 + rng.Float64()*0.3}
		tris = append(tris, refTri{a, b, c})
	}
	tris = append(tris, randTris(rng, 3, 700, 700, 0, 900)...)
	s := pixelScene(tris)
	s.Camera.PixelWidth = 512
	return s
}

func TestConsistentSnappingHasNoViolations(t *testing.T) {
	sizes := []int{512, 256, 128, 64, 32}
	for seed := int64(1); seed <= 12; seed++ {
		o := idOptions(512, 512)
		o.Snap = SnapConsistent
		c, err := Compare(context.Background(), randomLevelScene(seed), sizes, o)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range c.Pairs {
			if p.Violations != 0 {
				t.Fatalf("seed %d: %d→%d: %d conservative violations, first at %v", seed, sizes[p.Fine], sizes[p.Coarse], p.Violations, p.ViolationAt[0])
			}
		}
		for _, a := range c.Allocation {
			if a.Under != 0 {
				t.Fatalf("seed %d: level %d under-allocates %d blocks", seed, a.Level, a.Under)
			}
			if a.Needed == 0 || a.Allocated < a.Needed {
				t.Fatalf("seed %d: allocation %+v", seed, a)
			}
		}
	}
}

// In consistent mode every level sees the same snapped integers: A, B, C are
// identical and only the exponent grows by one per halving.
func TestConsistentEdgeCoefficients(t *testing.T) {
	sizes := []int{512, 256, 128, 64}
	o := idOptions(512, 512)
	o.Snap = SnapConsistent
	c, err := Compare(context.Background(), randomLevelScene(3), sizes, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Triangles) == 0 {
		t.Fatal("no triangles")
	}
	for _, tl := range c.Triangles {
		l0 := tl.Levels[0]
		for li, l := range tl.Levels {
			if l == nil || l0 == nil {
				t.Fatalf("triangle %d/%d missing at level %d", tl.Mesh, tl.Primitive, li)
			}
			if l.A != l0.A || l.B != l0.B || l.C != l0.C || l.X != l0.X || l.Exp != l0.Exp+li {
				t.Fatalf("triangle %d level %d: %+v vs level 0 %+v", tl.Primitive, li, l, l0)
			}
		}
	}
	if c.Levels[3].Bits != 11 {
		t.Errorf("64-px level bits = %d, want 11", c.Levels[3].Bits)
	}
}

// Fixed snapping moves vertices differently per level, so the coarse levels
// miss fine coverage somewhere (the failure the consistent mode fixes):
// with conservative fine coverage at the default 8 bits, and with
// pixel-centre fine coverage at low precision. Consistent mode has no
// violations under the same conditions.
func TestFixedSnappingViolates(t *testing.T) {
	sizes := []int{512, 256, 128, 64, 32}
	for _, c := range []struct {
		name string
		bits int
		cons bool
	}{{"conservative-8bits", 8, true}, {"centre-0bits", 0, false}} {
		t.Run(c.name, func(t *testing.T) {
			for _, mode := range []SnapMode{SnapFixed, SnapConsistent} {
				total, under := 0, 0
				for seed := int64(1); seed <= 12; seed++ {
					o := idOptions(512, 512)
					o.SubpixelBits, o.Conservative, o.Snap = c.bits, c.cons, mode
					cmp, err := Compare(context.Background(), randomLevelScene(seed), sizes, o)
					if err != nil {
						t.Fatal(err)
					}
					for _, p := range cmp.Pairs {
						total += p.Violations
						if p.Violations > 0 && len(p.ViolationAt) == 0 {
							t.Fatal("violations without positions")
						}
					}
					for _, a := range cmp.Allocation {
						under += a.Under
					}
				}
				if mode == SnapFixed && (total == 0 || under == 0) {
					t.Fatalf("fixed snapping showed %d violations, %d under-allocated blocks; expected some", total, under)
				}
				if mode == SnapConsistent && (total != 0 || under != 0) {
					t.Fatalf("consistent snapping showed %d violations, %d under-allocated blocks", total, under)
				}
				t.Logf("%v: %d violations, %d under-allocated blocks over 12 scenes", mode, total, under)
			}
		})
	}
}

func TestCompareErrors(t *testing.T) {
	s := randomLevelScene(1)
	o := idOptions(512, 512)
	for _, sizes := range [][]int{{512}, {512, 384}, {256, 512}, {512, 512}, {0, 0}, {32768, 16384}} {
		if _, err := Compare(context.Background(), s, sizes, o); err == nil {
			t.Errorf("sizes %v accepted", sizes)
		}
	}
	o = idOptions(512, 300)
	if _, err := Compare(context.Background(), s, []int{512, 256, 128, 64, 32, 16, 8, 4}, o); err == nil {
		t.Errorf("non-integer aspect accepted")
	}
}

// A perspective scene clipped by the near plane is consistent too.
func TestConsistentPerspectiveClipped(t *testing.T) {
	s, err := GenerateBenchTriangles("mesh", 2000, 256, 256, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Camera.Eye = mgl32.Vec3{0.2, 0.3, 1.1} // inside the torus' reach: near clipping
	s.Camera.Near = 0.3
	s.State.Cull = CullNone
	o := idOptions(256, 256)
	o.Snap = SnapConsistent
	c, err := Compare(context.Background(), s, []int{256, 128, 64, 32}, o)
	if err != nil {
		t.Fatal(err)
	}
	if c.Levels[0].Frame.Stats.ClipInputs == 0 {
		t.Fatal("expected clipping")
	}
	for _, p := range c.Pairs {
		if p.Violations != 0 {
			t.Fatalf("%d violations", p.Violations)
		}
	}
}

// Output is bit-identical for any number of workers.
func TestDeterministicAcrossWorkers(t *testing.T) {
	meshScene, _ := GenerateBenchTriangles("mesh", 6000, 200, 150, 1)
	small, _ := GenerateBenchTriangles("small", 3000, 200, 150, 2)
	scenes := map[string]*Scene{"mesh": meshScene, "small": small, "showcase": showcaseScene(t)}
	variants := map[string]func(*Options){
		"plain":        func(o *Options) {},
		"msaa":         func(o *Options) { o.Samples = 4 },
		"conservative": func(o *Options) { o.Conservative = true },
		"overdraw":     func(o *Options) { o.Debug = DebugOverdraw; o.TileSize = 8 },
	}
	for sn, s := range scenes {
		for vn, v := range variants {
			var ref *Frame
			for _, w := range []int{1, 2, 8} {
				o := idOptions(200, 150)
				v(&o)
				o.Workers = w
				f := renderIDs(t, s, o)
				if ref == nil {
					ref = f
					continue
				}
				if !bytes.Equal(f.Color.Pix, ref.Color.Pix) {
					t.Fatalf("%s/%s: colour differs with %d workers", sn, vn, w)
				}
				for i := range f.Depth {
					if f.Depth[i] != ref.Depth[i] || f.TriangleID[i] != ref.TriangleID[i] {
						t.Fatalf("%s/%s: depth/id differ with %d workers at %d", sn, vn, w, i)
					}
				}
				if len(f.Tiles) != len(ref.Tiles) || f.Stats.Fragments != ref.Stats.Fragments || f.Stats.DepthPass != ref.Stats.DepthPass {
					t.Fatalf("%s/%s: work differs with %d workers", sn, vn, w)
				}
				for i := range f.Tiles {
					if f.Tiles[i] != ref.Tiles[i] {
						t.Fatalf("%s/%s: tile %d differs", sn, vn, i)
					}
				}
			}
		}
	}
}
