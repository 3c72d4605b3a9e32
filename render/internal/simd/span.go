package simd

import "unsafe"

// The fine raster's span kernel for small regions (span_amd64.s).
//
// render's fineSpans solves each edge per row with integer quotients,
// which costs two quotients per edge per bin entry before the first row:
// on the mesh, whose triangles cover about six pixels, those were a sixth
// of the frame. For a region at most SpanKernelMax pixels wide, SpanKernel
// instead evaluates the three edge functions at every pixel of a row, four
// pixels at a time in the lanes of an AVX2 register (exact 64-bit
// integers, the same E_k(x, y) ≥ 0 tests that fineSpans solves), and turns
// the row's coverage mask into its interval (a row of a triangle is one
// interval). The spans are the same as fineSpans' (render's
// TestSpanKernelMatchesFineSpans); fineSpans stays the definition and the
// path for wider regions and for machines without AVX2.

// SpanKernelMax is the widest region SpanKernel handles (four chunks of
// four lanes).
const SpanKernelMax = 16

// EdgeRec is the start of render's raster record (rasterRec), whose
// integer edge equations CentreSpans reads by byte offset: E_k(x, y) =
// A_k·x + B_k·y + C_k·2^-Exp, bit k of TopLeft set when edge k is a top
// or left edge (render checks that the layouts agree).
type EdgeRec struct {
	A, B           [3]int32 // 0, 12
	C              [3]int64 // 24
	X0, Y0, X1, Y1 int16    // 48
	Exp, TopLeft   uint8    // 56, 57
}

var _ = [1]struct{}{}[unsafe.Offsetof(EdgeRec{}.C)-24+unsafe.Offsetof(EdgeRec{}.Exp)-56+unsafe.Offsetof(EdgeRec{}.TopLeft)-57]
