//go:build !amd64

package simd

// DepthKernelOK says DepthLessKernel is available: not on this
// architecture, where DepthLessSpan takes DepthLessLoop for every span.
const DepthKernelOK = false

func DepthLessKernel(drow *float32, pb *uint8, z, zdx float32, n int) int {
	panic("simd: DepthLessKernel is amd64 only")
}
