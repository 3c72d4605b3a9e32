package render

import (
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// The fine raster's span kernel for small regions, its Go side: the
// edge values at a narrow region's first pixel for simd.SpanKernel
// (render/internal/simd/span.go). fineSpans stays the definition and the
// path for wider regions and for machines without AVX2.

// kernelSpans is fineSpans through simd.SpanKernel when the region is narrow
// enough and the machine has AVX2; it also returns the first and last
// rows with coverage (0-based; 0, 0 when n is 0), which the kernel finds
// as it goes.
func kernelSpans(e *evalEdges, r region, spans []int32) (n, widest, first, last int) {
	w := r.x1 - r.x0 + 1
	if !simd.SpanKernelOK || w > simd.SpanKernelMax {
		n, widest = fineSpans(e, r, spans)
		if n > 0 {
			first, last = coveredRows(spans[:2*(r.y1-r.y0+1)])
		}
		return n, widest, first, last
	}
	rows := r.y1 - r.y0 + 1
	sp := spans[:2*rows]
	x0, y0 := int64(r.x0), int64(r.y0)
	e0 := e.sx[0]*x0 + e.sy[0]*y0 + e.cs[0][0]
	e1 := e.sx[1]*x0 + e.sy[1]*y0 + e.cs[0][1]
	e2 := e.sx[2]*x0 + e.sy[2]*y0 + e.cs[0][2]
	return simd.SpanKernel(&e.sx, &e.sy, e0, e1, e2, w, rows, &sp[0], r.x0)
}

// centreSpansEnabled lets tests compare centreSpans with setEdges and
// kernelSpans.
var centreSpansEnabled = true

// rasterRec starts with simd.EdgeRec's fields, where simd.CentreSpans
// reads them.
var (
	_ = [1]struct{}{}[unsafe.Offsetof(rasterRec{}.b)-unsafe.Offsetof(simd.EdgeRec{}.B)]
	_ = [1]struct{}{}[unsafe.Offsetof(rasterRec{}.c)-unsafe.Offsetof(simd.EdgeRec{}.C)]
	_ = [1]struct{}{}[unsafe.Offsetof(rasterRec{}.exp)-unsafe.Offsetof(simd.EdgeRec{}.Exp)]
	_ = [1]struct{}{}[unsafe.Offsetof(rasterRec{}.topLeft)-unsafe.Offsetof(simd.EdgeRec{}.TopLeft)]
)

// centreSpans is setEdges (modeCentre) then kernelSpans, through
// simd.CentreSpans, for a region at most simd.SpanKernelMax wide on a
// machine with the span kernel: the edges' steps and their values at the
// region's first pixel are computed from t's record in the kernel's
// registers (setEdges' stores to the worker's evalEdges and kernelSpans'
// loads of them were about half of the fine raster's own instructions on
// the mesh).
func centreSpans(t *rasterRec, r region, spans []int32) (n, widest, first, last int) {
	rows := r.y1 - r.y0 + 1
	sp := spans[:2*rows]
	return simd.CentreSpans((*simd.EdgeRec)(unsafe.Pointer(t)), r.x0, r.y0, r.x1-r.x0+1, rows, &sp[0], uintptr(unsafe.Pointer(t)))
}

// coveredRows is the first and last rows with coverage of spans (one
// [lo, hi] per row, lo > hi when empty), which have at least one.
func coveredRows(sp []int32) (first, last int) {
	k0, k1 := 0, len(sp)-2
	for sp[k0] > sp[k0+1] {
		k0 += 2
	}
	for sp[k1] > sp[k1+1] {
		k1 -= 2
	}
	return k0 / 2, k1 / 2
}
