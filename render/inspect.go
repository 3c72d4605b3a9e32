package render

// The pixel inspector's questions about a finished frame, answered on
// demand from its compact triangle records (setup is recomputed, nothing
// is kept per pixel): how much of a pixel a triangle covers, and the edge
// functions' values there.

// CoverageLevel says how much of pixel (x, y) triangle tri covers. With
// samples == 4 it is the number of covered D3D standard samples (0..4).
// Otherwise it is 0 = no contact, 1 = the closed pixel square touches the
// triangle but the centre is not covered, 2 = the centre is covered (top-left
// rule), 3 = the whole pixel square is inside the triangle.
func (f *Frame) CoverageLevel(tri, x, y, samples int) int {
	if tri < 0 || tri >= len(f.tris) {
		return 0
	}
	tt := f.Triangle(tri)
	t := &tt
	rr := rasterOf(t)
	if samples == 4 {
		e := makeEdges(&rr, modeMSAA4)
		n := 0
		for q := 0; q < 4; q++ {
			if insideAt(&e, q, x, y) {
				n++
			}
		}
		return n
	}
	// the three rules of coverage.go (inner implies centre implies outer)
	pc := newPixelCoverage(t)
	switch outer, centre, inner := pc.at(x, y); {
	case inner:
		return 3
	case centre:
		return 2
	case outer:
		return 1
	}
	return 0
}

func insideAt(e *evalEdges, q, x, y int) bool {
	for k := 0; k < 3; k++ {
		if e.sx[k]*int64(x)+e.sy[k]*int64(y)+e.cs[q][k] < 0 {
			return false
		}
	}
	return true
}

// EdgeValues returns the three edge functions of triangle tri at the centre
// of pixel (x, y), scaled to integers: E_i(x+½, y+½)·2^(Exp+1). A value ≥ 0
// is inside that edge (exact ties, 0, count only on top and left edges; see
// Triangle.TopLeft). Out-of-range tri returns zeros.
func (f *Frame) EdgeValues(tri int, x, y int) [3]int64 {
	var out [3]int64
	if tri < 0 || tri >= len(f.tris) {
		return out
	}
	t := f.Triangle(tri)
	b := uint(t.Exp)
	for k := 0; k < 3; k++ {
		out[k] = t.A[k]*((2*int64(x)+1)<<b) + t.B[k]*((2*int64(y)+1)<<b) + 2*t.C[k]
	}
	return out
}
