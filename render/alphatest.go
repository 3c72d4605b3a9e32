package render

// Alpha test (Material.AlphaCutoff, glTF alphaMode MASK). A mesh with an
// alpha test is drawn by the general per-pixel loop, which shades a
// fragment after its depth test but before writing depth, colour or ID:
// a fragment whose alpha is below the cutoff (or NaN) is discarded and
// leaves the pixel as it was. It still counts as passing the depth test
// (Stats.DepthPass), as it did.

// alphaTested shades the fragment and applies the alpha test: keep reports
// whether it survives, and its alpha is then 1 (the mask is opaque).
func (s *shader) alphaTested(sh *triShade, dx, dy, z float32, scratch []float32) (c [4]float32, keep bool) {
	c = s.shade(sh, dx, dy, z, scratch)
	if !(c[3] >= s.mat.AlphaCutoff) {
		return c, false
	}
	c[3] = 1
	return c, true
}
