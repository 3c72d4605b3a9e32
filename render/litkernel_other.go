//go:build !amd64

package render

// litKernelOK says litKernel is available: not on this architecture, where
// litSpan's scalar loop shades every span.
const litKernelOK = false

func litKernel(c *litConsts, p *litArgs, xs *float32, out *uint32, groups int) {
	panic("render: litKernel is amd64 only")
}
