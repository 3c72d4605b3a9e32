package render

import "github.com/ppuwb/ppuwb/render/internal/simd"

// The fine raster's span kernel for small regions, its Go side: the
// edge values at a narrow region's first pixel for simd.SpanKernel
// (render/internal/simd/span.go). fineSpans stays the definition and the
// path for wider regions and for machines without AVX2.

// kernelSpans is fineSpans through simd.SpanKernel when the region is narrow
// enough and the machine has AVX2.
func kernelSpans(e *evalEdges, r region, spans []int32) (n int, widest int) {
	w := r.x1 - r.x0 + 1
	if !simd.SpanKernelOK || w > simd.SpanKernelMax {
		return fineSpans(e, r, spans)
	}
	rows := r.y1 - r.y0 + 1
	sp := spans[:2*rows]
	x0, y0 := int64(r.x0), int64(r.y0)
	e0 := e.sx[0]*x0 + e.sy[0]*y0 + e.cs[0][0]
	e1 := e.sx[1]*x0 + e.sy[1]*y0 + e.cs[0][1]
	e2 := e.sx[2]*x0 + e.sy[2]*y0 + e.cs[0][2]
	return simd.SpanKernel(&e.sx, &e.sy, e0, e1, e2, w, rows, &sp[0], r.x0)
}
