package render

// colorKernelOK says colorKernel (colorkernel_amd64.s) is available.
const colorKernelOK = true

// colorKernel writes the RGBA bytes and the ID of the passing pixels
// (pb[i] != 0) of an n-pixel span of perspective vertex colour. See
// vertexColorSpanKernel.
//
//go:noescape
func colorKernel(p *colorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32)
