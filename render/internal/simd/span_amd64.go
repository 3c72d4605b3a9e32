package simd

import "golang.org/x/sys/cpu"

// SpanKernelOK says SpanKernel (span_amd64.s) can run here (AVX2 and
// POPCNT).
var SpanKernelOK = cpu.X86.HasAVX2 && cpu.X86.HasPOPCNT

// SpanKernel writes the covered interval of each of rows ≥ 1 rows of a region
// w ≤ SpanKernelMax pixels wide starting at column x0 to sp (lo, hi;
// lo > hi when empty), given the edges' x and y steps and their values
// e0, e1, e2 at the region's first pixel; it returns the number of
// covered pixels, the widest row's width and the first and last rows
// with coverage (0 and 0 when n is 0; see render's kernelSpans).
//
//go:noescape
func SpanKernel(sx, sy *[3]int64, e0, e1, e2 int64, w, rows int, sp *int32, x0 int) (n, widest, first, last int)

// CentreSpans is SpanKernel for the centre rule (one sample at the pixel
// centre, ties inside on top and left edges) with the edges taken from
// rec: it computes render's setEdges steps and constants (modeCentre) and
// kernelSpans' values at the region's first pixel (x0, y0) in registers,
// the same integer operations, then runs SpanKernel's rows. The region is
// w ≤ SpanKernelMax pixels wide. First it starts loading the three cache
// lines at next into the cache (render's prefetch of a later entry's
// record, without a call of Prefetch of its own; a prefetch never
// faults, so next may be any address).
//
//go:noescape
func CentreSpans(rec *EdgeRec, x0, y0, w, rows int, sp *int32, next uintptr) (n, widest, first, last int)
