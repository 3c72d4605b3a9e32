package render

// fine stage: per-pixel coverage of one triangle inside one tile.
//
// Coverage is computed with the integer edge functions stepped
// incrementally (one add per edge per pixel). A sample is covered when all
// three edge values are ≥ 0; the top-left rule is folded into the constants
// (non-top-left edges are biased by −1, so an exact tie counts only on top
// and left edges). The output is one byte per pixel of the region, bit q set
// when sample q is covered (bit 0 only, without MSAA).

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

// fullMask fills region r with all samples covered and returns the count.
func fullMask(ns int, r region, mask []uint8) int {
	rw := r.x1 - r.x0 + 1
	n := rw * (r.y1 - r.y0 + 1)
	v := uint8(1)<<ns - 1
	for i := range mask[:n] {
		mask[i] = v
	}
	return n * ns
}
