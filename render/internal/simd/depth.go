package simd

// The depth-less span test with writes in SSE (depth_amd64.s).
//
// render's depthSpanLess loop (compare, write the passing depths, one pass byte
// per pixel, the count) was about 7 % of the showcase's instructions.
// On amd64 its common case (no coverage mask, depth writes on) takes four
// pixels at a time: the interpolated depths are the same sequential
// float32 sums z, z+zdx, … (one scalar addition per pixel, in order), the
// comparison is the ordered less-than of the Go code (false for NaN), and
// the depths written back where the test fails are the old ones, so the
// depth row, the pass bytes (0 or 1) and the count are the loop's
// (TestDepthKernelMatchesLoop). The kernel takes a span's last len%4
// pixels one at a time with the same scalar operations. DepthLessLoop
// stays the definition and the path on other architectures.

// DepthLessSpan is depthSpanLess's case mrow == nil, write: the kernel
// for spans of four pixels or more, the loop for shorter ones (the mesh
// set's spans, about two pixels long, where the call costs more than the
// kernel saves).
func DepthLessSpan(drow []float32, pb []uint8, z, zdx float32) int {
	if DepthKernelOK && len(drow) >= 4 {
		_ = pb[len(drow)-1]
		return DepthLessKernel(&drow[0], &pb[0], z, zdx, len(drow))
	}
	return DepthLessLoop(drow, pb, z, zdx, 0)
}

// DepthLessLoop tests and writes the depths drow against z, z+zdx, … in
// turn, sets pb[i] to 1 where z < drow[i] (else 0) and returns n plus the
// number of passes.
func DepthLessLoop(drow []float32, pb []uint8, z, zdx float32, n int) int {
	pb = pb[:len(drow)]
	for i := range drow {
		var ok uint8
		if z < drow[i] {
			drow[i] = z
			ok = 1
		}
		pb[i] = ok
		n += int(ok)
		z += zdx
	}
	return n
}
