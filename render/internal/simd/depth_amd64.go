package simd

// DepthKernelOK says DepthLessKernel (depth_amd64.s) is available.
const DepthKernelOK = true

// DepthLessKernel is DepthLessLoop for the n > 0 depths from drow, pass
// bytes to pb, four at a time and the last n%4 one at a time: it returns
// the number of passing pixels.
//
//go:noescape
func DepthLessKernel(drow *float32, pb *uint8, z, zdx float32, n int) int
