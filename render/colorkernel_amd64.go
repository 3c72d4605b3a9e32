package render

// colorKernelOK says colorKernel (colorkernel_amd64.s) is available.
const colorKernelOK = true

// colorKernel writes the RGBA bytes and the ID of the passing pixels
// (pb[i] != 0) of an n-pixel span of perspective vertex colour. See
// vertexColorSpanKernel.
//
//go:noescape
func colorKernel(p *colorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32)

// colorLessKernel is depthLessLoop and colorKernel over an n-pixel span in
// one pass: where z < drow[i] it writes z, the pixel's colour and id (z
// steps by zdx from pixel to pixel); it returns the number of passing
// pixels. p's span terms (iw, x0, y) must be set (see colorSpan).
//
//go:noescape
func colorLessKernel(p *colorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int
