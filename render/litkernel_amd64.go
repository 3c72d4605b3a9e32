package render

// litKernelOK says litKernel (litkernel_amd64.s) is available.
const litKernelOK = true

// litKernel shades groups×4 pixels at x positions xs with the span's
// planes p and the material's constants c, writing every pixel's RGBA
// bytes (toByte of each channel, the alpha byte from c) to out as a
// little-endian uint32. See litSpanKernel.
//
//go:noescape
func litKernel(c *litConsts, p *litArgs, xs *float32, out *uint32, groups int)
