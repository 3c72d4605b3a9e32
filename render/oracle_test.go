package render

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// The exact oracle: rational arithmetic (math/big) for the square–triangle
// questions, independent of the renderer's integer edge functions and of
// its separating-axis formulation.
//
//   - meets: the closed pixel square (optionally grown by a margin on every
//     side) and the closed snapped triangle have a common point. The square
//     is clipped by the triangle's three closed half-planes
//     (Sutherland–Hodgman in rationals); a point or segment (zero area after
//     snapping) is clipped against the square instead (Liang–Barsky).
//   - inside: the whole closed square lies in the closed triangle (its four
//     corners do; the triangle is convex).
//
// Vertices snap as the renderer documents (x·2^bits rounded to even, from
// the float32 position); the snapped rationals are X/2^bits.

type ratPt struct{ x, y *big.Rat }

// oracleTri is a snapped triangle in rationals, clockwise on screen (y
// down) when it has area.
type oracleTri struct {
	p    [3]ratPt
	flat bool // zero area after snapping
	// box: the bounding box, for a quick exact rejection (the square,
	// grown by at most 1 px, cannot meet a triangle whose box it misses)
	box [4]*big.Rat
}

func newOracleTri(t refTri, bits int) oracleTri {
	X, Y := snapRef(t, bits)
	area := (X[1]-X[0])*(Y[2]-Y[0]) - (Y[1]-Y[0])*(X[2]-X[0])
	if area < 0 {
		X[1], X[2] = X[2], X[1]
		Y[1], Y[2] = Y[2], Y[1]
	}
	den := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	var o oracleTri
	for k := 0; k < 3; k++ {
		o.p[k] = ratPt{new(big.Rat).SetFrac(big.NewInt(X[k]), den), new(big.Rat).SetFrac(big.NewInt(Y[k]), den)}
	}
	o.flat = area == 0
	o.box = [4]*big.Rat{o.p[0].x, o.p[0].y, o.p[0].x, o.p[0].y}
	for k := 1; k < 3; k++ {
		if o.p[k].x.Cmp(o.box[0]) < 0 {
			o.box[0] = o.p[k].x
		}
		if o.p[k].y.Cmp(o.box[1]) < 0 {
			o.box[1] = o.p[k].y
		}
		if o.p[k].x.Cmp(o.box[2]) > 0 {
			o.box[2] = o.p[k].x
		}
		if o.p[k].y.Cmp(o.box[3]) > 0 {
			o.box[3] = o.p[k].y
		}
	}
	return o
}

// side is the cross product (b−a)×(p−a) in y-down coordinates: ≥ 0 when p
// lies on the inner side of edge a→b of a clockwise triangle (or on it).
func side(a, b, p ratPt) *big.Rat {
	dx := new(big.Rat).Sub(b.x, a.x)
	dy := new(big.Rat).Sub(b.y, a.y)
	px := new(big.Rat).Sub(p.x, a.x)
	py := new(big.Rat).Sub(p.y, a.y)
	l := new(big.Rat).Mul(dx, py)
	return l.Sub(l, new(big.Rat).Mul(dy, px))
}

// square returns the corners of pixel (px, py) grown by m on every side.
func square(px, py int, m *big.Rat) []ratPt {
	x0 := new(big.Rat).Sub(new(big.Rat).SetInt64(int64(px)), m)
	y0 := new(big.Rat).Sub(new(big.Rat).SetInt64(int64(py)), m)
	x1 := new(big.Rat).Add(new(big.Rat).SetInt64(int64(px+1)), m)
	y1 := new(big.Rat).Add(new(big.Rat).SetInt64(int64(py+1)), m)
	return []ratPt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// meets: the closed square of pixel (px, py), grown by m, meets the triangle.
func (o *oracleTri) meets(px, py int, m *big.Rat) bool {
	sq := square(px, py, m)
	if sq[2].x.Cmp(o.box[0]) < 0 || sq[2].y.Cmp(o.box[1]) < 0 || sq[0].x.Cmp(o.box[2]) > 0 || sq[0].y.Cmp(o.box[3]) > 0 {
		return false
	}
	if o.flat {
		return o.segmentMeets(sq[0], sq[2])
	}
	poly := sq
	for k := 0; k < 3 && len(poly) > 0; k++ {
		a, b := o.p[k], o.p[(k+1)%3]
		var out []ratPt
		for i := range poly {
			cur, nxt := poly[i], poly[(i+1)%len(poly)]
			fc, fn := side(a, b, cur), side(a, b, nxt)
			if fc.Sign() >= 0 {
				out = append(out, cur)
			}
			if fc.Sign()*fn.Sign() < 0 { // strictly crosses the line
				t := new(big.Rat).Quo(fc, new(big.Rat).Sub(fc, fn))
				x := new(big.Rat).Add(cur.x, new(big.Rat).Mul(t, new(big.Rat).Sub(nxt.x, cur.x)))
				y := new(big.Rat).Add(cur.y, new(big.Rat).Mul(t, new(big.Rat).Sub(nxt.y, cur.y)))
				out = append(out, ratPt{x, y})
			}
		}
		poly = out
	}
	return len(poly) > 0
}

// segmentMeets clips the degenerate triangle's segment (its two farthest
// vertices; a point when all coincide) against the box lo..hi.
func (o *oracleTri) segmentMeets(lo, hi ratPt) bool {
	a, b := o.p[0], o.p[1]
	far := func(p, q ratPt) *big.Rat {
		dx := new(big.Rat).Sub(p.x, q.x)
		dy := new(big.Rat).Sub(p.y, q.y)
		return dx.Add(dx.Mul(dx, dx), dy.Mul(dy, dy))
	}
	best := far(a, b)
	for _, pr := range [][2]int{{1, 2}, {0, 2}} {
		if d := far(o.p[pr[0]], o.p[pr[1]]); d.Cmp(best) > 0 {
			a, b, best = o.p[pr[0]], o.p[pr[1]], d
		}
	}
	t0, t1 := new(big.Rat), new(big.Rat).SetInt64(1)
	for _, ax := range [2][4]*big.Rat{{a.x, b.x, lo.x, hi.x}, {a.y, b.y, lo.y, hi.y}} {
		p0, p1, l, h := ax[0], ax[1], ax[2], ax[3]
		d := new(big.Rat).Sub(p1, p0)
		if d.Sign() == 0 {
			if p0.Cmp(l) < 0 || p0.Cmp(h) > 0 {
				return false
			}
			continue
		}
		ta := new(big.Rat).Quo(new(big.Rat).Sub(l, p0), d)
		tb := new(big.Rat).Quo(new(big.Rat).Sub(h, p0), d)
		if ta.Cmp(tb) > 0 {
			ta, tb = tb, ta
		}
		if ta.Cmp(t0) > 0 {
			t0 = ta
		}
		if tb.Cmp(t1) < 0 {
			t1 = tb
		}
	}
	return t0.Cmp(t1) <= 0
}

// inside: the closed square of pixel (px, py) lies inside the triangle.
func (o *oracleTri) inside(px, py int) bool {
	if o.flat {
		return false
	}
	for _, c := range square(px, py, new(big.Rat)) {
		for k := 0; k < 3; k++ {
			if side(o.p[k], o.p[(k+1)%3], c).Sign() < 0 {
				return false
			}
		}
	}
	return true
}

// band is the uncertainty D3D (tier 2 and up) and Vulkan
// (primitiveOverestimationSize) allow an overestimating rasterizer: 1/256 px.
var band = big.NewRat(1, 256)

// oracleCase generates the triangles of one kind in a w×h viewport, with
// vertices exactly representable in float32.
func oracleTris(kind string, rng *rand.Rand, n int, w, h float64) []refTri {
	q := func(v float64) float64 { // a 1/8192 px grid: exact in float32 up to ±2048 px
		return float64(float32(math.Round(v*8192) / 8192))
	}
	pt := func(cx, cy, r float64) [2]float64 {
		return [2]float64{q(cx + (rng.Float64()-0.5)*r), q(cy + (rng.Float64()-0.5)*r)}
	}
	tris := make([]refTri, 0, n)
	for len(tris) < n {
		cx, cy := rng.Float64()*w, rng.Float64()*h
		var t refTri
		switch kind {
		case "tiny": // smaller than a pixel, often inside one
			t = refTri{pt(cx, cy, 0.8), pt(cx, cy, 0.8), pt(cx, cy, 0.8)}
		case "small":
			t = refTri{pt(cx, cy, 6), pt(cx, cy, 6), pt(cx, cy, 6)}
		case "huge": // far beyond the viewport (inside the guard band)
			t = refTri{pt(cx, cy, 1500), pt(cx, cy, 1500), pt(cx, cy, 1500)}
		case "sliver": // long and thin, sharp corners at both ends
			a, b := pt(cx, cy, 3*w), pt(cx, cy, 3*w)
			f := rng.Float64()
			t = refTri{a, b, {q(a[0] + f*(b[0]-a[0]) + (rng.Float64()-0.5)*0.05), q(a[1] + f*(b[1]-a[1]) + (rng.Float64()-0.5)*0.05)}}
		case "needle": // a sharp corner near a pixel corner
			a := [2]float64{math.Round(cx) + (rng.Float64()-0.5)*0.02, math.Round(cy) + (rng.Float64()-0.5)*0.02}
			a = [2]float64{q(a[0]), q(a[1])}
			ang := rng.Float64() * 2 * math.Pi
			d := 0.02 + rng.Float64()*0.2
			l := 2 + rng.Float64()*10
			t = refTri{a, {q(a[0] + l*math.Cos(ang)), q(a[1] + l*math.Sin(ang))}, {q(a[0] + l*math.Cos(ang+d)), q(a[1] + l*math.Sin(ang+d))}}
		case "grid": // vertices on pixel corners and half pixels: exact contacts
			g := func() [2]float64 {
				return [2]float64{math.Round((cx+(rng.Float64()-0.5)*8)*2) / 2, math.Round((cy+(rng.Float64()-0.5)*8)*2) / 2}
			}
			t = refTri{g(), g(), g()}
		case "zero-area": // a repeated vertex, a collinear triple, a point
			a, b := pt(cx, cy, 8), pt(cx, cy, 8)
			switch rng.Intn(3) {
			case 0:
				t = refTri{a, b, a}
			case 1:
				m := [2]float64{q((a[0] + b[0]) / 2), q((a[1] + b[1]) / 2)}
				t = refTri{a, m, b}
			default:
				t = refTri{a, a, a}
			}
		case "axis": // horizontal and vertical edges, both windings
			x0, y0 := q(cx), q(cy)
			dx, dy := q((rng.Float64()-0.5)*10), q((rng.Float64()-0.5)*10)
			t = refTri{{x0, y0}, {x0 + dx, y0}, {x0, y0 + dy}}
		}
		if rng.Intn(2) == 0 { // both orientations of every kind
			t[1], t[2] = t[2], t[1]
		}
		tris = append(tris, t)
	}
	return tris
}

// TestCoverageOracle checks the three coverage rules against the exact
// oracle on generated triangles of every kind at 0, 4, 8 and 12 sub-pixel
// bits, with both degenerate settings:
//
//   - outer (Render with Conservative, and coverage() as the comparison and
//     the hierarchy use it) contains every pixel the square meets, and
//     nothing beyond the 1/256 px band; it is in fact exact (0 pixels in
//     the band either);
//   - centre (Render without) is the top-left rule at the centre;
//   - inner is exactly "the square lies inside the triangle";
//   - outer ⊇ centre ⊇ inner pixel by pixel;
//   - Frame.CoverageLevel (the inspector's 0..3) agrees with the oracle;
//   - a zero-area triangle covers nothing under DegenerateCull and exactly
//     the pixels its segment or point touches under DegenerateRasterize.
func TestCoverageOracle(t *testing.T) {
	const w, h = 24, 20
	kinds := []string{"tiny", "small", "huge", "sliver", "needle", "grid", "zero-area", "axis"}
	n := 10
	if testing.Short() {
		n = 4
	}
	zero := new(big.Rat)
	var total struct{ outer, centre, inner, inBand, flat int }
	for _, bits := range []int{0, 4, 8, 12} {
		for ki, kind := range kinds {
			rng := rand.New(rand.NewSource(int64(100*bits + ki)))
			for ti, tri := range oracleTris(kind, rng, n, w, h) {
				name := fmt.Sprintf("%d bits, %s %d %v", bits, kind, ti, tri)
				or := newOracleTri(tri, bits)
				if or.flat {
					total.flat++
				}
				s := pixelScene([]refTri{tri})
				o := idOptions(w, h)
				o.SubpixelBits, o.TileSize, o.Workers = bits, 4<<(ti%3), 1+ti%2
				centre := renderIDs(t, s, o)
				o.Conservative = true
				outer := map[DegenerateMode]*Frame{}
				for _, dg := range []DegenerateMode{DegenerateCull, DegenerateRasterize} {
					o.Degenerate = dg
					outer[dg] = renderIDs(t, s, o)
				}
				// the comparison's and the hierarchy's coverage (degenerates kept)
				o.Degenerate = DegenerateRasterize
				tris, _, err := levelGeometry(t.Context(), s, o)
				if err != nil {
					t.Fatal(err)
				}
				_, cmpOuter, cmpInner := coverage(tris, w, h)
				for py := 0; py < h; py++ {
					for px := 0; px < w; px++ {
						i := py*w + px
						meets := or.meets(px, py, zero)
						inside := meets && or.inside(px, py)
						cen := refCovered(tri, bits, px, py)
						gotC := centre.TriangleID[i] >= 0
						gotR := outer[DegenerateRasterize].TriangleID[i] >= 0
						gotCull := outer[DegenerateCull].TriangleID[i] >= 0
						if gotC != cen {
							t.Fatalf("%s: pixel (%d,%d) centre %v, oracle %v", name, px, py, gotC, cen)
						}
						if meets && !gotR {
							t.Fatalf("%s: pixel (%d,%d) meets the triangle but is not covered (outer)", name, px, py)
						}
						if gotR && !meets {
							if !or.meets(px, py, band) {
								t.Fatalf("%s: pixel (%d,%d) covered but farther than 1/256 px from the triangle", name, px, py)
							}
							total.inBand++
						}
						if wantCull := gotR && !or.flat; gotCull != wantCull {
							t.Fatalf("%s: pixel (%d,%d) with degenerate = cull: %v, want %v", name, px, py, gotCull, wantCull)
						}
						if cmpOuter[i] != gotR {
							t.Fatalf("%s: pixel (%d,%d) coverage() outer %v, Render %v", name, px, py, cmpOuter[i], gotR)
						}
						if cmpInner[i] != inside {
							t.Fatalf("%s: pixel (%d,%d) inner %v, oracle %v", name, px, py, cmpInner[i], inside)
						}
						if (gotC && !gotR) || (cmpInner[i] && !gotC) {
							t.Fatalf("%s: pixel (%d,%d) outer %v ⊇ centre %v ⊇ inner %v broken", name, px, py, gotR, gotC, cmpInner[i])
						}
						if fr := outer[DegenerateRasterize]; fr.NumTriangles() == 1 {
							want := 0
							switch {
							case inside:
								want = 3
							case cen:
								want = 2
							case meets:
								want = 1
							}
							if got := fr.CoverageLevel(0, px, py, 1); got != want {
								t.Fatalf("%s: pixel (%d,%d) CoverageLevel %d, oracle %d", name, px, py, got, want)
							}
						}
						if gotR {
							total.outer++
						}
						if gotC {
							total.centre++
						}
						if cmpInner[i] {
							total.inner++
						}
					}
				}
			}
		}
	}
	if total.inBand != 0 {
		t.Errorf("%d pixels covered inside the 1/256 px band but not met by the triangle: the rule is exact, there should be none", total.inBand)
	}
	if total.flat == 0 || total.inner == 0 || total.outer <= total.centre || total.centre <= total.inner {
		t.Errorf("generator too weak: %+v", total)
	}
	t.Logf("oracle: %d outer, %d centre, %d inner pixels; %d in the band only; %d zero-area triangles", total.outer, total.centre, total.inner, total.inBand, total.flat)
}

// The oracle itself on hand-made cases: touching at a corner counts, a gap
// of 1/512 px does not, but lies in the band.
func TestOracleHandMade(t *testing.T) {
	zero := new(big.Rat)
	// a triangle whose vertex touches pixel (2,2)'s corner (2,2) exactly
	touch := newOracleTri(refTri{{2, 2}, {0, 1}, {1, 0}}, 8)
	if !touch.meets(2, 2, zero) || touch.meets(3, 2, zero) {
		t.Fatal("corner contact")
	}
	gap := newOracleTri(refTri{{2 - 1.0/512, 2 - 1.0/512}, {0, 1}, {1, 0}}, 12)
	if gap.meets(2, 2, zero) || !gap.meets(2, 2, band) {
		t.Fatal("1/512 px gap")
	}
	// a sharp corner pointing at pixel (5,5) across its diagonal: the
	// edges shifted outwards reach it, the triangle does not
	sharp := newOracleTri(refTri{{0, 0}, {4.9, 4.8}, {4.8, 4.9}}, 8)
	if sharp.meets(5, 5, zero) || !sharp.meets(4, 4, zero) {
		t.Fatal("sharp corner")
	}
	seg := newOracleTri(refTri{{1.5, 1.5}, {3.5, 1.5}, {2.5, 1.5}}, 8)
	if !seg.flat || !seg.meets(3, 1, zero) || seg.meets(3, 2, zero) || seg.inside(2, 1) {
		t.Fatal("segment")
	}
	in := newOracleTri(refTri{{0, 0}, {10, 0}, {0, 10}}, 8)
	if !in.inside(0, 0) || !in.inside(4, 4) || in.inside(5, 4) {
		t.Fatal("inside")
	}
}
