//go:build !amd64

package simd

// SpanKernelOK: no span kernel on this architecture (render's kernelSpans uses
// fineSpans).
const SpanKernelOK = false

func SpanKernel(sx, sy *[3]int64, e0, e1, e2 int64, w, rows int, sp *int32, x0 int) (n, widest, first, last int) {
	panic("SpanKernel is amd64 only")
}

func CentreSpans(rec *EdgeRec, x0, y0, w, rows int, sp *int32, next uintptr) (n, widest, first, last int) {
	panic("CentreSpans is amd64 only")
}
