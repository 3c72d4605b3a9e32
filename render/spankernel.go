package render

// The fine raster's span kernel for small regions.
//
// fineSpans solves each edge per row with integer quotients, which costs
// two quotients per edge per bin entry before the first row: on the mesh,
// whose triangles cover about six pixels, those were a sixth of the frame.
// For a region at most spanKernelMax pixels wide, spanKernel instead
// evaluates the three edge functions at every pixel of a row, four pixels
// at a time in the lanes of an AVX2 register (exact 64-bit integers, the
// same E_k(x, y) ≥ 0 tests that fineSpans solves), and turns the row's
// coverage mask into its interval (a row of a triangle is one interval).
// The spans are the same as fineSpans' (TestSpanKernelMatchesFineSpans);
// fineSpans stays the definition and the path for wider regions and for
// machines without AVX2.

// spanKernelMax is the widest region spanKernel handles (four chunks of
// four lanes).
const spanKernelMax = 16

// kernelSpans is fineSpans through spanKernel when the region is narrow
// enough and the machine has AVX2.
func kernelSpans(e *evalEdges, r region, spans []int32) (n int, widest int) {
	w := r.x1 - r.x0 + 1
	if !spanKernelOK || w > spanKernelMax {
		return fineSpans(e, r, spans)
	}
	rows := r.y1 - r.y0 + 1
	sp := spans[:2*rows]
	x0, y0 := int64(r.x0), int64(r.y0)
	e0 := e.sx[0]*x0 + e.sy[0]*y0 + e.cs[0][0]
	e1 := e.sx[1]*x0 + e.sy[1]*y0 + e.cs[0][1]
	e2 := e.sx[2]*x0 + e.sy[2]*y0 + e.cs[0][2]
	return spanKernel(&e.sx, &e.sy, e0, e1, e2, w, rows, &sp[0], r.x0)
}
