package simd

// LitKernelOK says LitKernel (lit_amd64.s) is available.
const LitKernelOK = true

// LitKernel shades groups×4 pixels at x positions xs with the span's
// planes p and the material's constants c, writing every pixel's RGBA
// bytes (toByte of each channel, the alpha byte from c) to out as a
// little-endian uint32. See litSpanKernel.
//
//go:noescape
func LitKernel(c *LitConsts, p *LitArgs, xs *float32, out *uint32, groups int)
