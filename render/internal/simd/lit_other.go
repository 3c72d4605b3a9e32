//go:build !amd64

package simd

// LitKernelOK says LitKernel is available: not on this architecture, where
// litSpan's scalar loop shades every span.
const LitKernelOK = false

func LitKernel(c *LitConsts, p *LitArgs, xs *float32, out *uint32, groups int) {
	panic("simd: LitKernel is amd64 only")
}
