package render

import "sync"

// 8-bit texture sampling, as texture units do it. For a Textured material
// whose texture has at most maxByteTexels texels, every texel
// of every mip level is multiplied by the material colour once and stored
// as packed RGBA bytes; nearest sampling copies one, bilinear blends four
// with 8-bit weights (⌊fraction·256⌋, rounded to nearest) and trilinear
// blends two bilinear results with an 8-bit weight. Every path that shades
// such a material (the span loop and the per-pixel shader) samples this
// way, so the bytes are the same whichever draws a pixel (a Lit material
// then multiplies the sample by the light in float32). Larger textures are
// sampled in float32 (texture.go).

// maxByteTexels bounds the textures sampled in 8 bits (level 0 texels).
const maxByteTexels = 4 << 20

// byteChains caches, per texture, its byte chains per material colour.
type byteChains struct {
	sync.Mutex
	m map[[4]float32][][]uint32
}

// byteChain returns the levels of t multiplied by base as packed bytes,
// made once per texture and colour.
func (t *texture) byteChain(base [4]float32) [][]uint32 {
	t.bytes.Lock()
	defer t.bytes.Unlock()
	if c, ok := t.bytes.m[base]; ok {
		return c
	}
	c := make([][]uint32, len(t.levels))
	for l, lv := range t.levels {
		b := make([]uint32, lv.w*lv.h)
		for i := range b {
			p := lv.texl[4*i : 4*i+4 : 4*i+4]
			b[i] = uint32(toByte(p[0]*base[0])) | uint32(toByte(p[1]*base[1]))<<8 | uint32(toByte(p[2]*base[2]))<<16 | uint32(toByte(p[3]*base[3]))<<24
		}
		c[l] = b
	}
	if t.bytes.m == nil {
		t.bytes.m = map[[4]float32][][]uint32{}
	}
	if len(t.bytes.m) < 4 {
		t.bytes.m[base] = c
	}
	return c
}

// makeTexBytes sets s.texbs when the material is sampled in 8 bits.
func (s *shader) makeTexBytes() {
	if s.tex == nil || s.mat.Shading != Textured || s.tex.w*s.tex.h > maxByteTexels {
		return
	}
	s.texbs = s.tex.byteChain(s.mat.Color)
}

// texSel is what one level of detail samples: level a, or a and b
// blended by wf/256 (trilinear), nearest or bilinear.
type texSel struct {
	a, b   *texture
	pa, pb []uint32 // their bytes (pb nil: a only)
	wf     uint32
	near   bool
}

// selectLevels chooses the levels and filter for level of detail lod:
// magnification (lod ≤ 0) with MagNearest takes the nearest texel of
// level 0; otherwise the material's filter decides (see mip.go).
func (s *shader) selectLevels(lod float32) texSel {
	n := len(s.texbs)
	if !s.mips {
		n = 1
	}
	f := s.filterAt(lod)
	if f != Trilinear {
		l := nearestLevel(lod, n)
		return texSel{a: s.tex.levels[l], pa: s.texbs[l], near: f == Nearest}
	}
	l, frac := trilinearLevels(lod, n)
	sel := texSel{a: s.tex.levels[l], pa: s.texbs[l]}
	if wf := uint32(frac * 256); wf > 0 {
		sel.b, sel.pb, sel.wf = s.tex.levels[l+1], s.texbs[l+1], wf
	}
	return sel
}

// sampleBytes samples the byte chain at (u, v) with level of detail lod.
func (s *shader) sampleBytes(u, v, lod float32) uint32 {
	return s.sampleSel(s.selectLevels(lod), u, v)
}

// sampleSel samples (u, v) as sel says.
func (s *shader) sampleSel(sel texSel, u, v float32) uint32 {
	if sel.near {
		lv := sel.a
		fu, fv := texelSpace(u, v, lv.fw, lv.fh)
		return sel.pa[lv.texelIndex(floorInt(fu+0.5), floorInt(fv+0.5), s.wrapS, s.wrapT)>>2]
	}
	c := bilinearBytes(sel.a, sel.pa, u, v, s.wrapS, s.wrapT)
	if sel.pb != nil {
		c = lerp4(c, bilinearBytes(sel.b, sel.pb, u, v, s.wrapS, s.wrapT), sel.wf)
	}
	return c
}

// bilinearBytes blends the four texels of level lv (bytes px) around (u, v).
func bilinearBytes(lv *texture, px []uint32, u, v float32, ws, wt WrapMode) uint32 {
	fu, fv := texelSpace(u, v, lv.fw, lv.fh)
	ix, iy := floorInt(fu), floorInt(fv)
	wx, wy := uint32((fu-float32(ix))*256), uint32((fv-float32(iy))*256)
	mx, my := repeatMask(lv.wm, ws), repeatMask(lv.hm, wt)
	xa, xb := wrapMasked(ix, lv.w, mx, ws), wrapMasked(ix+1, lv.w, mx, ws)
	ra, rb := wrapMasked(iy, lv.h, my, wt)*lv.w, wrapMasked(iy+1, lv.h, my, wt)*lv.w
	top := lerp4(px[ra+xa], px[ra+xb], wx)
	bot := lerp4(px[rb+xa], px[rb+xb], wx)
	return lerp4(top, bot, wy)
}

// lerp4 blends packed RGBA bytes a and b by w/256 (w in 0..256), rounding
// to nearest, two channels per 32-bit lane pair (no carries between them:
// 255·256 + 128 < 2^16).
func lerp4(a, b, w uint32) uint32 {
	iw := 256 - w
	rb := ((a&0xff00ff)*iw + (b&0xff00ff)*w + 0x800080) >> 8 & 0xff00ff
	ga := ((a>>8&0xff00ff)*iw + (b>>8&0xff00ff)*w + 0x800080) >> 8 & 0xff00ff
	return rb | ga<<8
}

// unpackColor is packed RGBA bytes as straight-alpha floats (toByte gives
// the bytes back exactly).
func unpackColor(c uint32) [4]float32 {
	return [4]float32{float32(uint8(c)) / 255, float32(uint8(c>>8)) / 255, float32(uint8(c>>16)) / 255, float32(uint8(c>>24)) / 255}
}
