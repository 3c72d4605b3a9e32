package render

// nearestKernelOK says nearestKernel (nearestkernel_amd64.s) is available.
const nearestKernelOK = true

// nearestKernel writes the texel and the ID of the passing pixels
// (pb[i] != 0) of groups×4 pixels of a nearest-sampled span: tex is the
// level's packed texels, prow and irow the span's colour (as uint32) and
// ID rows; c the level's constants, p the span's planes. See
// nearestSpan.
//
//go:noescape
func nearestKernel(c *nearestConsts, p *nearestRow, pb *uint8, tex *uint32, prow *uint8, irow *int32, groups int)
