//go:build !amd64

package simd

// NearestKernelOK says NearestKernel is available: not on this
// architecture, where nearestSpanGo's scalar loop shades every span.
const NearestKernelOK = false

func NearestKernel(c *NearestConsts, p *NearestRow, pb *uint8, tex *uint32, prow *uint8, irow *int32, groups int) {
	panic("simd: NearestKernel is amd64 only")
}
