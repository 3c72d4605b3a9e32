package render

import (
	"encoding/binary"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// Texture sampling in the fragment shader: the textured span loop, the
// per-quad level of detail, lit textures and the mip-level debug view.

// prepareTexture sets the shader's texture sampling state for its material.
func (s *shader) prepareTexture(t *texture) {
	s.tex = t
	s.wrapS, s.wrapT = wrapModes(s.mat)
	s.mips = t != nil && !s.mat.NoMipmaps && len(t.levels) > 1
	s.alphaTest = s.mat.AlphaCutoff > 0 && s.debug == DebugNone
	s.makeTexBytes()
	if s.texbs != nil {
		s.sel0 = s.selectLevels(0)
	}
}

// lodAt is the level of detail of the quad holding the pixel at offset
// (dx, dy) from sh's reference pixel (0 without mipmaps).
func (s *shader) lodAt(sh *triShade, dx, dy float32) float32 {
	if !s.mips {
		return 0
	}
	x0, y0 := sh.ref()
	return quadLOD(s, sh, s.lay.uv, s.tex.fw, s.tex.fh, quadCentre(x0+int(dx), x0), quadCentre(y0+int(dy), y0))
}

// filterAt is the filter used at level of detail lod (see MagNearest).
func (s *shader) filterAt(lod float32) Filter {
	if lod <= 0 && s.mat.MagNearest {
		return Nearest
	}
	return s.mat.Filter
}

// spanLOD is lodAt for window x (reference pixel x0) in the row whose
// quad centre is at offset qy.
func (s *shader) spanLOD(sh *triShade, x, x0 int, qy float32) float32 {
	return quadLOD(s, sh, s.lay.uv, s.tex.fw, s.tex.fh, quadCentre(x, x0), qy)
}

// light multiplies c by the Lambert term at the interpolated normal in a.
func (s *shader) light(c *[4]float32, a []float32) {
	n := normalize3([3]float32{a[s.lay.normal], a[s.lay.normal+1], a[s.lay.normal+2]})
	diff := n.Dot(s.lightDir)
	if diff < 0 {
		diff = 0
	}
	for k := 0; k < 3; k++ {
		c[k] *= s.ambient[k] + diff*s.lightCol[k]
	}
}

// mipPalette colours the mip levels in the mip-level debug view (level 0
// blue, then green, yellow, orange, red, …); bytes/255 so they come out
// exact.
var mipPalette = [...][3]uint8{
	{40, 80, 220}, {40, 170, 230}, {40, 200, 120}, {140, 220, 40}, {240, 220, 40}, {250, 150, 30},
	{240, 60, 40}, {200, 40, 160}, {140, 60, 220}, {230, 230, 230}, {150, 150, 150}, {90, 90, 90}, {50, 50, 50},
}

// MipLevelColor is the colour of mip level l in the mip-level debug view.
func MipLevelColor(l int) [3]uint8 {
	return mipPalette[min(max(l, 0), len(mipPalette)-1)]
}

// mipColor is the mip-level debug view: the colour of the level sampled
// (nearest and bilinear), or of the two levels blended by the fraction
// (trilinear). Untextured meshes are dark grey.
func (s *shader) mipColor(sh *triShade, dx, dy float32) [4]float32 {
	if s.tex == nil || s.lay.uv < 0 {
		return [4]float32{0.2, 0.2, 0.2, 1}
	}
	lod := s.lodAt(sh, dx, dy)
	n := len(s.tex.levels)
	col := func(l int) [3]float32 {
		p := MipLevelColor(l)
		return [3]float32{float32(p[0]) / 255, float32(p[1]) / 255, float32(p[2]) / 255}
	}
	if s.mat.Filter != Trilinear {
		c := col(nearestLevel(lod, n))
		return [4]float32{c[0], c[1], c[2], 1}
	}
	l, frac := trilinearLevels(lod, n)
	a, b := col(l), col(min(l+1, n-1))
	return [4]float32{a[0] + (b[0]-a[0])*frac, a[1] + (b[1]-a[1])*frac, a[2] + (b[2]-a[2])*frac, 1}
}

// texturedSpan is shade's Textured case for one span (see shadeSpan): the
// level of detail is computed once per 2×2 quad the span enters (once per
// span for affine triangles, whose derivatives are constant), with the
// operations of lodAt and interp, so the bytes are those of shade.
func (s *shader) texturedSpan(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	prow = prow[:4*len(pb)]
	irow = irow[:len(pb)]
	t, base, ws, wt := s.tex, s.mat.Color, s.wrapS, s.wrapT
	pu, pv := rowOf(s.attr(sh, s.lay.uv), dy), rowOf(s.attr(sh, s.lay.uv+1), dy)
	persp := sh.persp
	iw := rowOf(&sh.iw, dy)
	x0, y0 := sh.ref()
	xs := x0 + int(dx) // window x of pb[0]
	qy := quadCentre(y0+int(dy), y0)
	var lod float32
	perQuad := s.mips && persp &&
		!magnifiedRow(s, sh, s.lay.uv, t.fw, t.fh, quadCentre(xs, x0), quadCentre(xs+len(pb)-1, x0), qy)
	if s.mips && !persp {
		lod = s.spanLOD(sh, xs, x0, qy)
	}
	lastQ := -1
	if s.texbs != nil {
		// sampleSel's steps, with the nearest case inline
		sel := s.sel0 // selectLevels(0), made once per frame
		if lod != 0 {
			sel = s.selectLevels(lod)
		}
		if sel.near && (!perQuad || s.quadsMagnified(sh, pb, xs, x0, qy)) {
			// (perQuad: lod is 0 here, and selectLevels gives sel for every quad)
			nearestSpan(&sel, pb, prow, irow, pu, pv, iw, dx, persp, ws, wt, id)
			return
		}
		for i, ok := range pb {
			if ok == 0 {
				continue
			}
			if q := (xs + i) >> 1; perQuad && q != lastQ {
				lastQ, sel = q, s.selectLevels(s.spanLOD(sh, xs+i, x0, qy))
			}
			dxi := dx + float32(i)
			w := iw.Weight(dxi, persp)
			u, v := pu.At(dxi)*w, pv.At(dxi)*w
			var c uint32
			if lv := sel.a; sel.near {
				fu, fv := texelSpace(u, v, lv.fw, lv.fh)
				c = sel.pa[lv.texelIndex(floorInt(fu+0.5), floorInt(fv+0.5), ws, wt)>>2]
			} else {
				c = bilinearBytes(lv, sel.pa, u, v, ws, wt)
				if sel.pb != nil {
					c = lerp4(c, bilinearBytes(sel.b, sel.pb, u, v, ws, wt), sel.wf)
				}
			}
			binary.LittleEndian.PutUint32(prow[4*i:4*i+4:4*i+4], c)
			irow[i] = id
		}
		return
	}
	for i, ok := range pb {
		if ok == 0 {
			continue
		}
		if q := (xs + i) >> 1; perQuad && q != lastQ {
			lastQ, lod = q, s.spanLOD(sh, xs+i, x0, qy)
		}
		dxi := dx + float32(i)
		w := iw.Weight(dxi, persp)
		c := t.sampleLOD(pu.At(dxi)*w, pv.At(dxi)*w, s.filterAt(lod), ws, wt, lod)
		px := prow[4*i : 4*i+4 : 4*i+4]
		px[0], px[1], px[2], px[3] = toByte(c[0]*base[0]), toByte(c[1]*base[1]), toByte(c[2]*base[2]), toByte(c[3]*base[3])
		irow[i] = id
	}
}

// quadsMagnified reports that every quad of the span holding a passing
// pixel has a level of detail of 0 (spanLOD, as texturedSpan's per-quad
// loop computes it): where magnifiedRow's bound cannot tell, the span may
// still be magnified throughout and then be sampled by nearestSpan.
func (s *shader) quadsMagnified(sh *triShade, pb []uint8, xs, x0 int, qy float32) bool {
	lastQ := -1
	for i, ok := range pb {
		if q := (xs + i) >> 1; ok != 0 && q != lastQ {
			if lastQ = q; s.spanLOD(sh, xs+i, x0, qy) != 0 {
				return false
			}
		}
	}
	return true
}

// nearestSpan is texturedSpan's byte path for a span sampled nearest in
// one level throughout (no level change): nearestSpanGo, through the SSE
// kernel (simd.NearestKernel, its constants in nearestkernel.go) where it
// is available.
func nearestSpan(sel *texSel, pb, prow []uint8, irow []int32, pu, pv, iw simd.RowPlane, dx float32, persp bool, ws, wt WrapMode, id int32) {
	lo := 0
	if m := len(pb) &^ 3; simd.NearestKernelOK && m > 0 {
		// the first m pixels through simd.NearestKernel
		if c := nearestConstsOf(sel, ws, wt); c != nil {
			p := simd.NearestRow{IW: simd.RowPlane{V: 1}, U: pu, V: pv, DX: dx, ID: id} // at(x) = 1, the w of affine triangles
			if persp {
				p.IW = iw
			}
			_, _ = prow[4*m-1], irow[m-1]
			simd.NearestKernel(c, &p, &pb[0], &sel.pa[0], &prow[0], &irow[0], m/4)
			if lo = m; m == len(pb) {
				return
			}
		}
	}
	nearestSpanGo(lo, sel, pb, prow, irow, pu, pv, iw, dx, persp, ws, wt, id)
}

// nearestSpanGo is nearestSpan's definition for the span's pixels from lo
// on: sampleSel's nearest steps with the level's sizes in registers.
func nearestSpanGo(lo int, sel *texSel, pb, prow []uint8, irow []int32, pu, pv, iw simd.RowPlane, dx float32, persp bool, ws, wt WrapMode, id int32) {
	prow = prow[:4*len(pb)]
	irow = irow[:len(pb)]
	lv, tb := sel.a, sel.pa
	tw, th, fw, fh := lv.w, lv.h, lv.fw, lv.fh
	mx, my := repeatMask(lv.wm, ws), repeatMask(lv.hm, wt)
	for i := lo; i < len(pb); i++ {
		if pb[i] == 0 {
			continue
		}
		dxi := dx + float32(i)
		w := iw.Weight(dxi, persp)
		fu, fv := texelSpace(pu.At(dxi)*w, pv.At(dxi)*w, fw, fh)
		x, y := floorInt(fu+0.5), floorInt(fv+0.5)
		x, y = wrapMasked(x, tw, mx, ws), wrapMasked(y, th, my, wt)
		binary.LittleEndian.PutUint32(prow[4*i:4*i+4:4*i+4], tb[y*tw+x])
		irow[i] = id
	}
}
