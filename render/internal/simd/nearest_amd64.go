package simd

// NearestKernelOK says NearestKernel (nearest_amd64.s) is available.
const NearestKernelOK = true

// NearestKernel writes the texel and the ID of the passing pixels
// (pb[i] != 0) of groups×4 pixels of a nearest-sampled span: tex is the
// level's packed texels, prow and irow the span's colour (as uint32) and
// ID rows; c the level's constants, p the span's planes. See
// nearestSpan.
//
//go:noescape
func NearestKernel(c *NearestConsts, p *NearestRow, pb *uint8, tex *uint32, prow *uint8, irow *int32, groups int)
