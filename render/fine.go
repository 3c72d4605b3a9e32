package render

// fine stage: per-pixel coverage of one triangle inside one tile.
//
// Coverage is computed with the integer edge functions stepped
// incrementally (one add per edge per pixel). A sample is covered when all
// three edge values are ≥ 0; the top-left rule is folded into the constants
// (non-top-left edges are biased by −1, so an exact tie counts only on top
// and left edges). The output is one byte per pixel of the region, bit q set
// when sample q is covered (bit 0 only, without MSAA).

import "math"

// region is the part of a tile a triangle may cover, inclusive pixel bounds.
type region struct{ x0, y0, x1, y1 int }

// fineRaster writes the coverage masks of region r into mask (row-major,
// width r.x1-r.x0+1) and returns the number of covered samples.
func fineRaster(e *evalEdges, r region, mask []uint8) int {
	rw := r.x1 - r.x0 + 1
	n := 0
	x0 := int64(r.x0)
	if e.ns == 1 {
		sx0, sx1, sx2 := e.sx[0], e.sx[1], e.sx[2]
		c := &e.cs[0]
		for y := r.y0; y <= r.y1; y++ {
			yy := int64(y)
			e0 := sx0*x0 + e.sy[0]*yy + c[0]
			e1 := sx1*x0 + e.sy[1]*yy + c[1]
			e2 := sx2*x0 + e.sy[2]*yy + c[2]
			row := mask[(y-r.y0)*rw : (y-r.y0+1)*rw]
			for i := range row {
				v := uint8(^uint64(e0|e1|e2) >> 63)
				row[i] = v
				n += int(v)
				e0 += sx0
				e1 += sx1
				e2 += sx2
			}
		}
		return n
	}
	for i := range mask[:rw*(r.y1-r.y0+1)] {
		mask[i] = 0
	}
	for q := 0; q < e.ns; q++ {
		c := &e.cs[q]
		bit := uint8(1) << q
		for y := r.y0; y <= r.y1; y++ {
			yy := int64(y)
			e0 := e.sx[0]*x0 + e.sy[0]*yy + c[0]
			e1 := e.sx[1]*x0 + e.sy[1]*yy + c[1]
			e2 := e.sx[2]*x0 + e.sy[2]*yy + c[2]
			row := mask[(y-r.y0)*rw : (y-r.y0+1)*rw]
			for i := range row {
				if e0|e1|e2 >= 0 {
					row[i] |= bit
					n++
				}
				e0 += e.sx[0]
				e1 += e.sx[1]
				e2 += e.sx[2]
			}
		}
	}
	return n
}

// fineSpans computes, for each row of region r, the covered pixel interval
// [lo, hi] (absolute x; lo > hi when empty) by solving E_k(x) ≥ 0 exactly in
// integers for each edge, and returns the number of covered pixels and the
// width of the widest row's interval. This is equivalent to testing every
// pixel (E is linear along the row) but costs two divisions per edge and a
// few additions per row instead of work per pixel.
func fineSpans(e *evalEdges, r region, spans []int32) (n int, widest int) {
	x0 := int64(r.x0)
	w := int64(r.x1 - r.x0)
	y0 := int64(r.y0)
	// Per edge, track F = floor(E(x0, y) / |sx|) and its remainder from row
	// to row (exact, branch-free, no division per row): the edge allows
	// x >= x0 - F when sx > 0 and x <= x0 + F when sx < 0. An edge with
	// sx == 0 tracks E itself (m is huge so the remainder never carries).
	// The three edges are separate variables (not arrays indexed in a
	// loop) so that their quotient chains overlap.
	f0, r0, q0, d0, m0 := edgeStart(e.sx[0], e.sy[0], e.cs[0][0], x0, y0)
	f1, r1, q1, d1, m1 := edgeStart(e.sx[1], e.sy[1], e.cs[0][1], x0, y0)
	f2, r2, q2, d2, m2 := edgeStart(e.sx[2], e.sy[2], e.cs[0][2], x0, y0)
	s0, s1, s2 := e.sx[0], e.sx[1], e.sx[2]
	wmax := int64(-1)
	sp := spans[:2*(r.y1-r.y0+1)]
	for i := 0; i+1 < len(sp); i += 2 {
		lo, hi := int64(0), w
		lo, hi = edgeBound(s0, f0, lo, hi)
		lo, hi = edgeBound(s1, f1, lo, hi)
		lo, hi = edgeBound(s2, f2, lo, hi)
		r0 += d0
		g0 := ^((r0 - m0) >> 63)
		r0 -= m0 & g0
		f0 += q0 - g0
		r1 += d1
		g1 := ^((r1 - m1) >> 63)
		r1 -= m1 & g1
		f1 += q1 - g1
		r2 += d2
		g2 := ^((r2 - m2) >> 63)
		r2 -= m2 & g2
		f2 += q2 - g2
		if lo > hi {
			sp[i], sp[i+1] = 1, 0
			continue
		}
		sp[i], sp[i+1] = int32(x0+lo), int32(x0+hi)
		n += int(hi - lo + 1)
		wmax = max(wmax, hi-lo)
	}
	return n, int(wmax + 1)
}

// edgeBound narrows [lo, hi] by one edge (see fineSpans).
func edgeBound(sx, f, lo, hi int64) (int64, int64) {
	if sx > 0 {
		return max(lo, -f), hi
	}
	if sx < 0 {
		return lo, min(hi, f)
	}
	if f < 0 {
		return lo, -1
	}
	return lo, hi
}

// edgeStart is fineSpans' start for one edge E(x, y) = sx·x + sy·y + c:
// f = floor(E(x0, y0)/m) with remainder r, and the per-row step of f,
// q = floor(sy/m) with remainder d, for m = |sx| (sx == 0: f = E, q = sy
// and m so large that the remainder never carries).
func edgeStart(sx, sy, c, x0, y0 int64) (f, r, q, d, m int64) {
	e0 := sx*x0 + sy*y0 + c
	if sx == 0 {
		return e0, 0, sy, 0, math.MaxInt64 >> 1
	}
	m = sx
	if sx < 0 {
		m = -sx
	}
	rm := 1 / float64(m)
	f, r = floorDivRecip(e0, m, rm)
	q, d = floorDivRecip(sy, m, rm)
	return f, r, q, d, m
}

// floorDivRecip is q = floor(a/m) and rem = a − q·m (0 ≤ rem < m) for
// m > 0, |a| < 2^62, given rm = 1/float64(m): the quotient is estimated in
// float64 (off by a few units at most, from three roundings) and corrected
// in integers, so the result is exact. Six of these per bin entry replaced
// six 64-bit divisions, which queue on the one divider.
func floorDivRecip(a, m int64, rm float64) (q, rem int64) {
	q = int64(float64(a) * rm) // truncated: the loops below make it the floor
	rem = a - q*m
	for rem < 0 {
		q--
		rem += m
	}
	for rem >= m {
		q++
		rem -= m
	}
	return q, rem
}
