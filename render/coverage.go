package render

// Coverage of whole pixel squares: the three rules a pixel can be tested
// with, as the comparison, the hierarchy, the inspector and the coverage
// debug view use them.
//
//   - outer (overestimating conservative): the closed pixel square meets the
//     closed snapped triangle. The test is the separating-axis test, exact:
//     the triangle's three edge normals (each edge function evaluated at the
//     square's corner where it is largest, modeConservative) and the two
//     axes of the square, which are the triangle's bounding box
//     (Triangle.Bounds: the pixels whose closed square meets the box). For
//     two convex polygons these five axes decide intersection exactly, so
//     the coverage is as tight as possible: no pixel is covered that the
//     triangle does not touch, however sharp its corners. Degenerate
//     triangles (zero area) are kept only with DegenerateRasterize; their
//     edge functions are then those of a segment (or all zero for a point)
//     and the same five axes decide.
//   - centre: the pixel centre is covered (top-left rule), modeCentre.
//   - inner (underestimating conservative, D3D's InnerCoverage): the whole
//     closed pixel square lies inside the closed triangle: every edge
//     function is ≥ 0 at the square's corner where it is smallest. A
//     degenerate triangle inner-covers nothing.
//
// outer ⊇ centre ⊇ inner holds pixel by pixel: a square inside the triangle
// has its centre ½ px from the boundary, strictly inside every edge.
// TestCoverageOracle checks all three against exact rational arithmetic.

// innerEdges returns t's edge functions evaluated at each pixel's worst
// corner (scaled like modeConservative: E·2^(Exp+1)); all three ≥ 0 means
// the pixel square is inside the closed triangle.
func innerEdges(t *rasterRec) evalEdges {
	var e evalEdges
	b := uint(t.exp)
	e.ns = 1
	for k := 0; k < 3; k++ {
		a, bb := int64(t.a[k]), int64(t.b[k])
		e.sx[k] = a << (b + 1)
		e.sy[k] = bb << (b + 1)
		c := t.c[k] << 1
		if a < 0 {
			c += e.sx[k]
		}
		if bb < 0 {
			c += e.sy[k]
		}
		e.cs[0][k] = c
	}
	e.cmin, e.cmax = e.cs[0], e.cs[0]
	return e
}

// pixelCoverage is one triangle's three coverage tests at one pixel.
type pixelCoverage struct {
	outer, centre, inner evalEdges
	bounds               [4]int // x0, y0, x1, y1 inclusive
	flat                 bool   // zero area: no centre, no inner coverage
}

func newPixelCoverage(t *Triangle) pixelCoverage {
	rr := rasterOf(t)
	return pixelCoverage{
		outer:  makeEdges(&rr, modeConservative),
		centre: makeEdges(&rr, modeCentre),
		inner:  innerEdges(&rr),
		bounds: [4]int{t.Bounds.Min.X, t.Bounds.Min.Y, t.Bounds.Max.X - 1, t.Bounds.Max.Y - 1},
		flat:   t.Area2() == 0,
	}
}

// at returns the three tests at pixel (x, y).
func (p *pixelCoverage) at(x, y int) (outer, centre, inner bool) {
	if x < p.bounds[0] || x > p.bounds[2] || y < p.bounds[1] || y > p.bounds[3] {
		return false, false, false
	}
	if !insideAt(&p.outer, 0, x, y) {
		return false, false, false
	}
	if p.flat {
		return true, false, false
	}
	return true, insideAt(&p.centre, 0, x, y), insideAt(&p.inner, 0, x, y)
}

// coverage rasterizes the union of tris at a w×h viewport with all three
// rules: centre (some triangle covers the pixel centre), cons (outer: the
// closed square meets some triangle) and inner (the square lies inside one
// triangle).
func coverage(tris []Triangle, w, h int) (centre, cons, inner []bool) {
	centre = make([]bool, w*h)
	cons = make([]bool, w*h)
	inner = make([]bool, w*h)
	for i := range tris {
		t := &tris[i]
		pc := newPixelCoverage(t)
		for y := t.Bounds.Min.Y; y < t.Bounds.Max.Y; y++ {
			for x := t.Bounds.Min.X; x < t.Bounds.Max.X; x++ {
				o, c, in := pc.at(x, y)
				j := y*w + x
				cons[j] = cons[j] || o
				centre[j] = centre[j] || c
				inner[j] = inner[j] || in
			}
		}
	}
	return centre, cons, inner
}

// CoverageCounts counts a level's pixels under the three coverage rules.
type CoverageCounts struct {
	Outer  int `json:"outer"`  // closed pixel square meets a triangle
	Centre int `json:"centre"` // pixel centre covered
	Inner  int `json:"inner"`  // whole square inside one triangle
}

// Counts returns the level's coverage counts.
func (l *Level) Counts() CoverageCounts {
	var c CoverageCounts
	for i := range l.Conservative {
		if l.Conservative[i] {
			c.Outer++
		}
		if l.Covered[i] {
			c.Centre++
		}
		if i < len(l.Inner) && l.Inner[i] {
			c.Inner++
		}
	}
	return c
}
