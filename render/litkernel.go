package render

import (
	"encoding/binary"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// The lit span shader's four-pixel kernel, its Go side: it packs
// litSpan's inputs into simd.LitArgs and simd.LitConsts for
// simd.LitKernel (render/internal/simd/lit.go) and unpacks the results.
// litSpan stays the definition and the path for every other case and
// architecture.

// prepareLit sets litc and litOK when litSpan takes the kernel: a
// perspective camera, Blinn-Phong and a whole exponent (after every other
// field of s is set).
func (s *shader) prepareLit() {
	s.litOK = false
	if simd.LitKernelOK && s.mat.Shading == BlinnPhong && !s.ortho {
		if pn, ok := powExp(s.shine); ok {
			s.litc, s.litOK = s.litConstsOf(pn), true
		}
	}
}

// litConstsOf is s's simd.LitConsts for the whole exponent pow.
func (s *shader) litConstsOf(pow int) simd.LitConsts {
	var c simd.LitConsts
	b4 := func(v float32) [4]float32 { return [4]float32{v, v, v, v} }
	for k := 0; k < 3; k++ {
		c.L[k], c.LC[k], c.Amb[k], c.Eye[k] = b4(s.lightDir[k]), b4(s.lightCol[k]), b4(s.ambient[k]), b4(s.eye[k])
		c.Base[k], c.Spec[k] = b4(s.mat.Color[k]), b4(s.mat.Specular[k])
	}
	c.C255, c.CHalf = b4(255), b4(0.5)
	a := uint32(toByte(s.mat.Color[3])) << 24
	c.I255, c.Alpha = [4]uint32{255, 255, 255, 255}, [4]uint32{a, a, a, a}
	c.Pow = int64(pow)
	return c
}

// litSpanKernel is litSpan for perspective cameras, Blinn-Phong and a
// whole exponent, through simd.LitKernel with the shader's constants c.
func (s *shader) litSpanKernel(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32, c *simd.LitConsts) {
	prow = prow[:4*len(pb)]
	irow = irow[:len(pb)]
	var p simd.LitArgs
	p.Planes[0] = simd.RowPlane{V: 1} // at(x) = 1, the w of affine triangles
	if sh.persp {
		p.Planes[0] = rowOf(&sh.iw, dy)
	}
	for k := 0; k < 3; k++ {
		p.Planes[1+k] = rowOf(s.attr(sh, s.lay.normal+k), dy)
		p.Planes[4+k] = rowOf(s.attr(sh, s.lay.world+k), dy)
	}
	const chunk = 32
	var ix [chunk]int32
	var xs [chunk]float32
	var out [chunk]uint32
	for lo := 0; lo < len(pb); {
		hi := min(lo+chunk, len(pb))
		if m := (hi - lo) &^ 3; m > 0 && allSet(pb[lo:lo+m]) {
			// whole groups of passing pixels: written straight into the row
			for k := 0; k < m; k += 4 { // m is a multiple of 4
				x := xs[k : k+4 : k+4]
				x[0], x[1], x[2], x[3] = dx+float32(lo+k), dx+float32(lo+k+1), dx+float32(lo+k+2), dx+float32(lo+k+3)
			}
			_ = prow[4*(lo+m)-1]
			simd.LitKernel(c, &p, &xs[0], (*uint32)(unsafe.Pointer(&prow[4*lo])), m/4)
			for i := lo; i < lo+m; i += 4 {
				r := irow[i : i+4 : i+4]
				r[0], r[1], r[2], r[3] = id, id, id, id
			}
			lo += m
			continue
		}
		n := 0
		for i, ok := range pb[lo:hi] {
			if ok != 0 {
				ix[n], xs[n] = int32(lo+i), dx+float32(lo+i)
				n++
			}
		}
		if n == 0 {
			lo = hi
			continue
		}
		for k := n; k&3 != 0; k++ {
			xs[k] = xs[n-1] // pad the last group with a real pixel
		}
		simd.LitKernel(c, &p, &xs[0], &out[0], (n+3)/4)
		for k, i := range ix[:n] {
			binary.LittleEndian.PutUint32(prow[4*i:4*i+4], out[k])
			irow[i] = id
		}
		lo = hi
	}
}

// allSet reports whether every pb[i] is non-zero, eight bytes at a time
// (v-0x01…01 &^ v has bit 7 of some byte set exactly when v has a zero
// byte).
func allSet(pb []uint8) bool {
	for ; len(pb) >= 8; pb = pb[8:] {
		if v := binary.LittleEndian.Uint64(pb); (v-0x0101010101010101)&^v&0x8080808080808080 != 0 {
			return false
		}
	}
	for _, ok := range pb {
		if ok == 0 {
			return false
		}
	}
	return true
}
