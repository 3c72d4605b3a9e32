//go:build egl

package render

// The check against the user's own GPU: generated triangle atlases drawn by
// whatever OpenGL 4.5 driver EGL finds (internal/gldriver: the real GPU on
// a desktop, Mesa's llvmpipe on a machine without one) and by Render, owner
// by owner.
//
//	go test -tags egl -run TestCoverageMatchesDriver -v ./render    (make gpucheck)
//
// Standard coverage (pixel centres, top-left rule, fixed snapping at the
// driver's GL_SUBPIXEL_BITS) must match pixel for pixel. Conservative
// coverage is compared where the driver has GL_NV_conservative_raster:
// every pixel ppuwb covers the driver must cover, and a pixel only the
// driver covers must lie within the 1/256 px band around the snapped
// triangle (the overestimation D3D tier 2+ and Vulkan's
// primitiveOverestimationSize allow), checked with the exact oracle of
// oracle_test.go; degenerate triangles are culled on both sides
// (DegenerateCull, the hardware's behaviour).
//
// Atlases: cells of 16×16 px, one triangle per cell kept 1 px inside it,
// so no two triangles reach the same pixel even conservatively and every
// pixel's owner is one triangle's coverage; vertices on a 1/1024 px grid
// and power-of-two viewports, so the driver's float viewport transform is
// exact (as in conformance_osmesa_test.go). A second set tessellates the
// viewport with triangles whose edges run through pixel centres, for the
// fill rule's ties between neighbours (standard coverage only).

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/ppuwb/ppuwb/internal/gldriver"
)

// atlas is one generated set, in pixels.
type atlas struct {
	name         string
	w, h         int
	tris         []refTri
	conservative bool // disjoint cells: compared conservatively too
}

func driverAtlases() []atlas {
	q := func(v float64) float64 { return math.Round(v*1024) / 1024 }
	kinds := []string{"tiny", "small", "cell", "sliver", "needle", "grid", "zero-area", "axis"}
	var out []atlas
	for ai, sz := range [][2]int{{256, 256}, {256, 256}, {512, 256}, {128, 512}, {512, 512}} {
		rng := rand.New(rand.NewSource(int64(1000 + ai)))
		a := atlas{name: fmt.Sprintf("cells-%d (%dx%d)", ai, sz[0], sz[1]), w: sz[0], h: sz[1], conservative: true}
		for cy := 0; cy+16 <= sz[1]; cy += 16 {
			for cx := 0; cx+16 <= sz[0]; cx += 16 {
				// a point of the cell's inner 14×14 px
				in := func(x, y float64) [2]float64 {
					return [2]float64{q(float64(cx) + 1 + min(max(x, 0), 14)), q(float64(cy) + 1 + min(max(y, 0), 14))}
				}
				r := func() float64 { return rng.Float64() * 14 }
				var t refTri
				kind := kinds[rng.Intn(len(kinds))]
				switch kind {
				case "tiny":
					x, y := r(), r()
					t = refTri{in(x+rng.Float64()-0.5, y+rng.Float64()-0.5), in(x+rng.Float64()-0.5, y+rng.Float64()-0.5), in(x+rng.Float64()-0.5, y+rng.Float64()-0.5)}
				case "small":
					x, y := r(), r()
					t = refTri{in(x+rng.Float64()*4-2, y+rng.Float64()*4-2), in(x+rng.Float64()*4-2, y+rng.Float64()*4-2), in(x+rng.Float64()*4-2, y+rng.Float64()*4-2)}
				case "cell":
					t = refTri{in(r(), r()), in(r(), r()), in(r(), r())}
				case "sliver":
					a0, a1 := in(r(), r()), in(r(), r())
					f := rng.Float64()
					t = refTri{a0, a1, {q(a0[0] + f*(a1[0]-a0[0]) + (rng.Float64()-0.5)/32), q(a0[1] + f*(a1[1]-a0[1]) + (rng.Float64()-0.5)/32)}}
				case "needle": // a sharp corner close to a pixel corner
					x, y := math.Round(r()), math.Round(r())
					ang, d, l := rng.Float64()*2*math.Pi, 0.02+rng.Float64()*0.2, 3+rng.Float64()*8
					t = refTri{in(x+(rng.Float64()-0.5)/64, y+(rng.Float64()-0.5)/64), in(x+l*math.Cos(ang), y+l*math.Sin(ang)), in(x+l*math.Cos(ang+d), y+l*math.Sin(ang+d))}
				case "grid": // half-pixel vertices: centres on edges
					g := func() [2]float64 { return in(math.Round(r()*2)/2, math.Round(r()*2)/2) }
					t = refTri{g(), g(), g()}
				case "zero-area":
					p0, p1 := in(r(), r()), in(r(), r())
					switch rng.Intn(3) {
					case 0:
						t = refTri{p0, p1, p0}
					case 1:
						t = refTri{p0, {q((p0[0] + p1[0]) / 2), q((p0[1] + p1[1]) / 2)}, p1}
					default:
						t = refTri{p0, p0, p0}
					}
				case "axis":
					x, y := r(), r()
					dx, dy := rng.Float64()*10-5, rng.Float64()*10-5
					t = refTri{in(x, y), in(x+dx, y), in(x, y+dy)}
				}
				if rng.Intn(2) == 0 {
					t[1], t[2] = t[2], t[1]
				}
				a.tris = append(a.tris, t)
			}
		}
		out = append(out, a)
	}
	// a tessellation: a grid of squares, each split along a random
	// diagonal, corners on pixel centres and pixel corners by turns
	tes := atlas{name: "tessellation (256x256)", w: 256, h: 256}
	rng := rand.New(rand.NewSource(77))
	for y := 0.0; y < 256; y += 8 {
		for x := 0.0; x < 256; x += 8 {
			o := 0.5 * float64(int(x/8+y/8)%2)
			p := [4][2]float64{{x + o, y + o}, {x + 8 + o, y + o}, {x + 8 + o, y + 8 + o}, {x + o, y + 8 + o}}
			if rng.Intn(2) == 0 {
				tes.tris = append(tes.tris, refTri{p[0], p[1], p[2]}, refTri{p[0], p[2], p[3]})
			} else {
				tes.tris = append(tes.tris, refTri{p[0], p[1], p[3]}, refTri{p[1], p[2], p[3]})
			}
		}
	}
	return append(out, tes)
}

// owners maps Render's triangle IDs to source triangle indices.
func owners(f *Frame) []int32 {
	o := make([]int32, len(f.TriangleID))
	for i, id := range f.TriangleID {
		o[i] = -1
		if id >= 0 {
			_, p := f.Source(int(id))
			o[i] = int32(p)
		}
	}
	return o
}

func TestCoverageMatchesDriver(t *testing.T) {
	sets := driverAtlases()
	toBatch := func(a atlas, cons bool) gldriver.Batch {
		b := gldriver.Batch{Width: a.w, Height: a.h, Conservative: cons}
		for _, tr := range a.tris {
			b.Tris = append(b.Tris, [6]float32{float32(tr[0][0]), float32(tr[0][1]), float32(tr[1][0]), float32(tr[1][1]), float32(tr[2][0]), float32(tr[2][1])})
		}
		return b
	}
	var batches []gldriver.Batch
	for _, a := range sets {
		batches = append(batches, toBatch(a, false))
	}
	info, std, err := gldriver.Run(batches)
	if err != nil {
		t.Fatal(err)
	}
	var cons [][]int32
	if info.Conservative {
		batches = batches[:0]
		for _, a := range sets {
			if a.conservative {
				batches = append(batches, toBatch(a, true))
			}
		}
		if _, cons, err = gldriver.Run(batches); err != nil {
			t.Fatal(err)
		}
	}
	bits := info.SubpixelBits
	if bits < 0 || bits > MaxSubpixelBits {
		t.Fatalf("%s reports %d sub-pixel bits; ppuwb models 0..%d", info.Renderer, bits, MaxSubpixelBits)
	}
	fmt.Printf("gpucheck: %s (%s, %s, EGL %s), %d sub-pixel bits, GL_NV_conservative_raster: %v\n",
		info.Renderer, info.Vendor, info.Version, info.Platform, bits, info.Conservative)

	ntri, compared, covered, differ := 0, 0, 0, 0
	var c struct{ compared, covered, extraInBand, extraBeyond, missing, other, degenerateDrawn int }
	ci := 0
	for ai, a := range sets {
		ntri += len(a.tris)
		o := idOptions(a.w, a.h)
		o.SubpixelBits = bits
		ours := owners(renderIDs(t, pixelScene(a.tris), o))
		for i, d := range std[ai] {
			compared++
			if d >= 0 || ours[i] >= 0 {
				covered++
			}
			if d != ours[i] {
				differ++
				if differ <= 5 {
					t.Errorf("%s: pixel (%d,%d): driver triangle %d, ppuwb %d", a.name, i%a.w, i/a.w, d, ours[i])
				}
			}
		}
		if !info.Conservative || !a.conservative {
			continue
		}
		o.Conservative, o.Degenerate = true, DegenerateCull
		oc := owners(renderIDs(t, pixelScene(a.tris), o))
		drv := cons[ci]
		ci++
		for i, d := range drv {
			c.compared++
			if d >= 0 || oc[i] >= 0 {
				c.covered++
			}
			px, py := i%a.w, i/a.w
			switch {
			case d == oc[i]:
			case d >= 0 && oc[i] < 0:
				or := newOracleTri(a.tris[d], bits)
				switch {
				case or.flat:
					c.degenerateDrawn++
				case or.meets(px, py, band):
					c.extraInBand++
				default:
					c.extraBeyond++
					if c.extraBeyond <= 5 {
						t.Errorf("%s: pixel (%d,%d): the driver covers it conservatively for triangle %d %v, farther than 1/256 px away", a.name, px, py, d, a.tris[d])
					}
				}
			case d < 0:
				c.missing++
				if c.missing <= 5 {
					t.Errorf("%s: pixel (%d,%d): ppuwb covers it conservatively (triangle %d %v), the driver does not", a.name, px, py, oc[i], a.tris[oc[i]])
				}
			default:
				c.other++
			}
		}
	}
	fmt.Printf("gpucheck: standard: %d triangles in %d atlases, %d pixels compared (%d covered), %d differing\n", ntri, len(sets), compared, covered, differ)
	if info.Conservative {
		fmt.Printf("gpucheck: conservative: %d pixels compared (%d covered), %d only the driver covers within 1/256 px, %d beyond it, %d only ppuwb covers, %d owned differently, %d covered by degenerate triangles\n",
			c.compared, c.covered, c.extraInBand, c.extraBeyond, c.missing, c.other, c.degenerateDrawn)
	} else {
		fmt.Printf("gpucheck: conservative: not compared (%s has no GL_NV_conservative_raster)\n", info.Renderer)
	}
	if differ > 0 || c.extraBeyond > 0 || c.missing > 0 || c.other > 0 {
		t.Fatalf("coverage differs from %s: %d standard pixels; conservative %d beyond the band, %d missing, %d owned differently", info.Renderer, differ, c.extraBeyond, c.missing, c.other)
	}
}
