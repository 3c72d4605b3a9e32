package render

import "unsafe"

// The perspective vertex-colour span kernel (colorkernel_amd64.s).
//
// The mesh's triangles cover a few pixels per span, so the kernel works
// one pixel at a time with its four colour channels in the four SSE lanes
// (four planes evaluated, multiplied and converted to bytes at once, where
// vertexColorSpan's scalar loop does each channel in turn). The operations
// per channel are vertexColorSpan's, in the same order, so the bytes are
// the same (TestShadeSpanMatchesShade). vertexColorSpan stays the
// definition and the path on other architectures; this only packs its
// per-span inputs.

// colorArgs is the kernel's input; the assembly reads it by byte offset.
type colorArgs struct {
	v, dx, dy [4]float32 // 0, 16, 32: the colour planes
	base      [4]float32 // 48: the material colour
	iw        rowPlane   // 64: the 1/w plane's row terms ({1, 0, 0} for affine triangles)
	x0, y     float32    // 76, 80: the span's dx and dy
}

var _ = [1]struct{}{}[unsafe.Offsetof(colorArgs{}.iw)-64+unsafe.Offsetof(colorArgs{}.y)-80]

// vertexColorSpanKernel is vertexColorSpan through colorKernel (which
// takes the colour planes' row terms p.dy*dy itself, as rowOf does).
func (s *shader) vertexColorSpanKernel(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	var p colorArgs
	s.setColorArgs(&p, sh)
	colorSpan(&p, sh, pb, prow, irow, dx, dy, id)
}

// setColorArgs sets the part of colorKernel's input p that is the same
// for every span of triangle sh: its colour planes and the material
// colour. shadeFast packs it once per bin entry (the mesh's spans are
// about two pixels long, so packing per span cost as much as shading).
// It writes p in place: a colorArgs returned by value was built with
// 4-byte stores and copied with 16-byte loads, which cannot be forwarded
// from those stores and waited for them (a fifth of shadeFast's time).
func (s *shader) setColorArgs(p *colorArgs, sh *triShade) {
	c := (*[4]plane)(sh.inl[s.lay.color:]) // the colour comes first: its planes are inline
	for k := range c {
		p.v[k], p.dx[k], p.dy[k] = c[k].v, c[k].dx, c[k].dy
	}
	p.base = s.mat.Color
}

// colorSpan shades one span through colorKernel, p holding sh's
// setColorArgs; it sets the span's own terms of p.
func colorSpan(p *colorArgs, sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	n := len(pb)
	if n == 0 {
		return
	}
	prow = prow[:4*n]
	irow = irow[:n]
	p.iw, p.x0, p.y = rowPlane{1, 0, 0}, dx, dy
	if sh.persp {
		p.iw = rowOf(&sh.iw, dy)
	}
	colorKernel(p, &pb[0], &prow[0], &irow[0], n, id)
}
