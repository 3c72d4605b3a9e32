package render

import "github.com/ppuwb/ppuwb/render/internal/simd"

// The perspective vertex-colour span kernel's Go side: it packs
// vertexColorSpan's per-span inputs into simd.ColorArgs for
// simd.ColorKernel (render/internal/simd/color.go), which gives the same
// bytes four channels at a time; vertexColorSpan stays the definition and
// the path on other architectures.

// vertexColorSpanKernel is vertexColorSpan through simd.ColorKernel (which
// takes the colour planes' row terms p.dy*dy itself, as rowOf does).
func (s *shader) vertexColorSpanKernel(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	var p simd.ColorArgs
	s.setColorArgs(&p, sh)
	colorSpan(&p, sh, pb, prow, irow, dx, dy, id)
}

// setColorArgs sets the part of simd.ColorKernel's input p that is the same
// for every span of triangle sh: its colour planes and the material
// colour. shadeFast packs it once per bin entry (the mesh's spans are
// about two pixels long, so packing per span cost as much as shading).
// It writes p in place: a simd.ColorArgs returned by value was built with
// 4-byte stores and copied with 16-byte loads, which cannot be forwarded
// from those stores and waited for them (a fifth of shadeFast's time).
func (s *shader) setColorArgs(p *simd.ColorArgs, sh *triShade) {
	c := (*[4]plane)(sh.inl[s.lay.color:]) // the colour comes first: its planes are inline
	for k := range c {
		p.V[k], p.DX[k], p.DY[k] = c[k].v, c[k].dx, c[k].dy
	}
	p.Base = s.mat.Color
}

// colorSpan shades one span through simd.ColorKernel, p holding sh's
// setColorArgs; it sets the span's own terms of p.
func colorSpan(p *simd.ColorArgs, sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	n := len(pb)
	if n == 0 {
		return
	}
	prow = prow[:4*n]
	irow = irow[:n]
	p.IW, p.X0, p.Y = simd.RowPlane{V: 1}, dx, dy
	if sh.persp {
		p.IW = rowOf(&sh.iw, dy)
	}
	simd.ColorKernel(p, &pb[0], &prow[0], &irow[0], n, id)
}
