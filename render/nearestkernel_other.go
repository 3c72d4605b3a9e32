//go:build !amd64

package render

// nearestKernelOK says nearestKernel is available: not on this
// architecture, where nearestSpanGo's scalar loop shades every span.
const nearestKernelOK = false

func nearestKernel(c *nearestConsts, p *nearestRow, pb *uint8, tex *uint32, prow *uint8, irow *int32, groups int) {
	panic("render: nearestKernel is amd64 only")
}
