package simd

// ColorKernelOK says ColorKernel (color_amd64.s) is available.
const ColorKernelOK = true

// ColorKernel writes the RGBA bytes and the ID of the passing pixels
// (pb[i] != 0) of an n-pixel span of perspective vertex colour. See
// render's vertexColorSpanKernel.
//
//go:noescape
func ColorKernel(p *ColorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32)

// ColorLessKernel is DepthLessLoop and ColorKernel over an n-pixel span in
// one pass: where z < drow[i] it writes z, the pixel's colour and id (z
// steps by zdx from pixel to pixel); it returns the number of passing
// pixels. p's span terms (IW, X0, Y) must be set (see render's colorSpan).
//
//go:noescape
func ColorLessKernel(p *ColorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int
