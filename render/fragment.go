package render

import (
	"math"
	"math/bits"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// fragment stage: perspective-correct attribute interpolation and shading.
//
// Attributes are interpolated with planes set up from the snapped vertex
// positions (setup.go). With a perspective camera the planes hold a/w and
// 1/w and each fragment divides (perspective-correct); when all three
// vertices share w (orthographic cameras) the planes hold a and no divide is
// done.

// powf is x^e for x in [0,1]: repeated squaring when e is a small whole
// number (the usual shininess), math.Pow otherwise.
func powf(x, e float32) float32 {
	if n, ok := powExp(e); ok {
		return powi(x, n)
	}
	return float32(math.Pow(float64(x), float64(e)))
}

// powExp reports whether powf takes the repeated-squaring path for e, and
// the whole exponent it then uses.
func powExp(e float32) (int, bool) {
	n := int(e)
	return n, float32(n) == e && n >= 0 && n <= 1024
}

// powi is x^n by repeated squaring (powf's path for small whole exponents):
// r starts at 1 and is multiplied, from the lowest bit of n up, by x^(2^j)
// for every set bit j. The first such product, 1·x^(2^t) at the lowest set
// bit t, is exact, so r starts there; the squarings below it run without
// testing bits (the per-pixel exponent loop of the lit span shader).
func powi(x float32, n int) float32 {
	if n <= 0 {
		return 1
	}
	for t := bits.TrailingZeros(uint(n)); t > 0; t-- {
		x *= x
	}
	r := x
	for n >>= bits.TrailingZeros(uint(n)) + 1; n > 0; n >>= 1 {
		x *= x
		if n&1 != 0 {
			r *= x
		}
	}
	return r
}

// shader is the per-mesh fragment state.
type shader struct {
	mat      *Material
	tex      *texture
	lay      attrLayout
	debug    DebugView
	lightDir mgl32.Vec3 // normalized, towards the light
	lightCol mgl32.Vec3
	ambient  mgl32.Vec3
	eye      mgl32.Vec3
	viewDir  mgl32.Vec3 // towards the viewer, for orthographic cameras
	ortho    bool
	shine    float32
	cost     int64 // estimated PPU cycles per shaded fragment
	// texture sampling (texture.go, mip.go)
	wrapS, wrapT WrapMode // resolved, never WrapDefault
	mips         bool     // the level of detail is computed (else level 0)
	alphaTest    bool     // AlphaCutoff > 0 and no debug view: discard below it
	// texbs is, for textures sampled in 8 bits (texture_bytes.go), every
	// texel of every mip level multiplied by the material colour as packed
	// RGBA bytes; nil for the float path.
	texbs [][]uint32
	sel0  texSel // selectLevels(0) when texbs is set (prepareTexture)
	// more is the frame's attribute planes 4.. of this mesh's triangles
	// (triShade.more indexes it), joined from the geometry chunks by
	// runGeometry.
	more []plane
	// litc is simd.LitKernel's input for this material when litOK (prepareLit)
	litc  simd.LitConsts
	litOK bool
}

func normalize3(v [3]float32) mgl32.Vec3 {
	l2 := v[0]*v[0] + v[1]*v[1] + v[2]*v[2]
	if !(l2 > 0) || l2 > math.MaxFloat32 {
		return mgl32.Vec3{0, 0, 1}
	}
	inv := float32(1 / math.Sqrt(float64(l2)))
	return mgl32.Vec3{v[0] * inv, v[1] * inv, v[2] * inv}
}

// norm3 is normalize3 on three scalars (kept in registers by the span loops).
func norm3(x, y, z float32) (float32, float32, float32) {
	l2 := x*x + y*y + z*z
	if !(l2 > 0) || l2 > math.MaxFloat32 {
		return 0, 0, 1
	}
	inv := float32(1 / math.Sqrt(float64(l2)))
	return x * inv, y * inv, z * inv
}

// interp evaluates the attribute planes at offset (dx, dy) from the
// reference pixel centre into out (length lay.n).
func (s *shader) interp(sh *triShade, dx, dy float32, out []float32) {
	if sh.persp {
		iw := sh.iw.v + sh.iw.dx*dx + sh.iw.dy*dy
		w := float32(1)
		if iw != 0 {
			w = 1 / iw
		}
		for i := 0; i < int(sh.nattr); i++ {
			p := s.attr(sh, i)
			out[i] = (p.v + p.dx*dx + p.dy*dy) * w
		}
		return
	}
	for i := 0; i < int(sh.nattr); i++ {
		p := s.attr(sh, i)
		out[i] = p.v + p.dx*dx + p.dy*dy
	}
}

// shade computes the fragment colour (straight alpha, 0..1).
func (s *shader) shade(sh *triShade, dx, dy, z float32, scratch []float32) [4]float32 {
	a := scratch[:s.lay.n]
	if s.lay.n > 0 {
		s.interp(sh, dx, dy, a)
	}
	switch s.debug {
	case DebugDepth:
		g := 1 - z
		return [4]float32{g, g, g, 1}
	case DebugNormals:
		n := normalize3([3]float32{a[s.lay.normal], a[s.lay.normal+1], a[s.lay.normal+2]})
		return [4]float32{n[0]*0.5 + 0.5, n[1]*0.5 + 0.5, n[2]*0.5 + 0.5, 1}
	case DebugMipLevel:
		return s.mipColor(sh, dx, dy)
	}
	base := s.mat.Color
	switch s.mat.Shading {
	case Flat:
		return base
	case VertexColor:
		c := s.lay.color
		return [4]float32{a[c] * base[0], a[c+1] * base[1], a[c+2] * base[2], a[c+3] * base[3]}
	case Textured:
		if s.texbs != nil {
			c := unpackColor(s.sampleBytes(a[s.lay.uv], a[s.lay.uv+1], s.lodAt(sh, dx, dy)))
			if s.mat.Lit {
				s.light(&c, a)
			}
			return c
		}
		lod := s.lodAt(sh, dx, dy)
		t := s.tex.sampleLOD(a[s.lay.uv], a[s.lay.uv+1], s.filterAt(lod), s.wrapS, s.wrapT, lod)
		c := [4]float32{t[0] * base[0], t[1] * base[1], t[2] * base[2], t[3] * base[3]}
		if s.mat.Lit {
			s.light(&c, a)
		}
		return c
	case Lambert, BlinnPhong:
		n := normalize3([3]float32{a[s.lay.normal], a[s.lay.normal+1], a[s.lay.normal+2]})
		diff := n.Dot(s.lightDir)
		if diff < 0 {
			diff = 0
		}
		var c [4]float32
		for k := 0; k < 3; k++ {
			c[k] = base[k] * (s.ambient[k] + diff*s.lightCol[k])
		}
		c[3] = base[3]
		if s.mat.Shading == BlinnPhong && diff > 0 {
			v := s.viewDir
			if !s.ortho {
				w := s.lay.world
				v = normalize3([3]float32{s.eye[0] - a[w], s.eye[1] - a[w+1], s.eye[2] - a[w+2]})
			}
			h := normalize3([3]float32{s.lightDir[0] + v[0], s.lightDir[1] + v[1], s.lightDir[2] + v[2]})
			nh := n.Dot(h)
			if nh > 0 {
				sp := powf(nh, s.shine)
				for k := 0; k < 3; k++ {
					c[k] += s.mat.Specular[k] * sp * s.lightCol[k]
				}
			}
		}
		return c
	}
	return base
}

// rowOf is p restricted to the row dy from the reference pixel (the
// kernels' simd.RowPlane: the same operations, so the same result, as
// interp).
func rowOf(p *plane, dy float32) simd.RowPlane {
	return simd.RowPlane{V: p.v, DX: p.dx, DYC: p.dy * dy}
}

// shadeSpan shades and stores the passing pixels (pb[i] != 0) of one span
// starting at offset (dx, dy) from the reference pixel centre, for colour
// writes without blending and with every channel enabled. It gives the same
// bytes as shade followed by writeColor, with the per-triangle and per-row
// work done once; it reports false, writing nothing, for the modes it does
// not specialise.
func (s *shader) shadeSpan(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) bool {
	if s.debug != DebugNone {
		return false
	}
	switch s.mat.Shading {
	case Textured:
		if s.mat.Lit {
			return false
		}
		s.texturedSpan(sh, pb, prow, irow, dx, dy, id)
	case Lambert, BlinnPhong:
		s.litSpan(sh, pb, prow, irow, dx, dy, id)
	case VertexColor:
		// reached for perspective-correct colour: the affine case is a
		// colour plane written inline by shadeFast
		s.vertexColorSpan(sh, pb, prow, irow, dx, dy, id)
	default:
		return false
	}
	return true
}

// vertexColorSpan is shade's VertexColor case (interp's perspective divide,
// then the material colour) with the four colour planes' row terms and the
// material taken once per span. The operations and their order are those of
// interp and shade, so the bytes are the same.
func (s *shader) vertexColorSpan(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	if simd.ColorKernelOK {
		s.vertexColorSpanKernel(sh, pb, prow, irow, dx, dy, id) // colorkernel.go, simd.ColorKernel
		return
	}
	prow = prow[:4*len(pb)]
	irow = irow[:len(pb)]
	c := s.lay.color
	p0, p1, p2, p3 := rowOf(s.attr(sh, c), dy), rowOf(s.attr(sh, c+1), dy), rowOf(s.attr(sh, c+2), dy), rowOf(s.attr(sh, c+3), dy)
	persp := sh.persp
	iw := rowOf(&sh.iw, dy)
	base := s.mat.Color
	for i, ok := range pb {
		if ok == 0 {
			continue
		}
		dxi := dx + float32(i)
		w := iw.Weight(dxi, persp)
		px := prow[4*i : 4*i+4 : 4*i+4]
		px[0] = toByte(p0.At(dxi) * w * base[0])
		px[1] = toByte(p1.At(dxi) * w * base[1])
		px[2] = toByte(p2.At(dxi) * w * base[2])
		px[3] = toByte(p3.At(dxi) * w * base[3])
		irow[i] = id
	}
}

func (s *shader) litSpan(sh *triShade, pb, prow []uint8, irow []int32, dx, dy float32, id int32) {
	if s.litOK {
		s.litSpanKernel(sh, pb, prow, irow, dx, dy, id, &s.litc)
		return
	}
	prow = prow[:4*len(pb)]
	irow = irow[:len(pb)]
	nrm := s.lay.normal
	pn0, pn1, pn2 := rowOf(s.attr(sh, nrm), dy), rowOf(s.attr(sh, nrm+1), dy), rowOf(s.attr(sh, nrm+2), dy)
	persp := sh.persp
	iw := rowOf(&sh.iw, dy)
	spec := s.mat.Shading == BlinnPhong
	eyeDep := spec && !s.ortho
	var pw0, pw1, pw2 simd.RowPlane
	if eyeDep {
		wo := s.lay.world
		pw0, pw1, pw2 = rowOf(s.attr(sh, wo), dy), rowOf(s.attr(sh, wo+1), dy), rowOf(s.attr(sh, wo+2), dy)
	}
	L, lc, amb, base, sc, eye := s.lightDir, s.lightCol, s.ambient, s.mat.Color, s.mat.Specular, s.eye
	var hc mgl32.Vec3 // half vector, constant for orthographic cameras
	if spec && s.ortho {
		v := s.viewDir
		hc = normalize3([3]float32{L[0] + v[0], L[1] + v[1], L[2] + v[2]})
	}
	pn, pint := powExp(s.shine)
	a := toByte(base[3])
	for i, ok := range pb {
		if ok == 0 {
			continue
		}
		dxi := dx + float32(i)
		w := iw.Weight(dxi, persp)
		n0, n1, n2 := norm3(pn0.At(dxi)*w, pn1.At(dxi)*w, pn2.At(dxi)*w)
		diff := n0*L[0] + n1*L[1] + n2*L[2]
		if diff < 0 {
			diff = 0
		}
		cr := base[0] * (amb[0] + diff*lc[0])
		cg := base[1] * (amb[1] + diff*lc[1])
		cb := base[2] * (amb[2] + diff*lc[2])
		if spec && diff > 0 {
			h0, h1, h2 := hc[0], hc[1], hc[2]
			if eyeDep {
				v0, v1, v2 := norm3(eye[0]-pw0.At(dxi)*w, eye[1]-pw1.At(dxi)*w, eye[2]-pw2.At(dxi)*w)
				h0, h1, h2 = norm3(L[0]+v0, L[1]+v1, L[2]+v2)
			}
			nh := n0*h0 + n1*h1 + n2*h2
			if nh > 0 {
				var sp float32
				if pint {
					sp = powi(nh, pn)
				} else {
					sp = float32(math.Pow(float64(nh), float64(s.shine)))
				}
				cr += sc[0] * sp * lc[0]
				cg += sc[1] * sp * lc[1]
				cb += sc[2] * sp * lc[2]
			}
		}
		px := prow[4*i : 4*i+4 : 4*i+4]
		px[0], px[1], px[2], px[3] = toByte(cr), toByte(cg), toByte(cb), a
		irow[i] = id
	}
}

// fragmentCost is the PPU cycle estimate per shaded fragment.
func fragmentCost(m *Material) int64 {
	switch m.Shading {
	case Flat:
		return 4
	case VertexColor:
		return 8
	case Lambert:
		return 14
	case BlinnPhong:
		return 28
	case Textured:
		c := int64(14)
		switch m.Filter {
		case Bilinear:
			c = 24
		case Trilinear:
			c = 34 // two bilinear footprints: 8 texels
		}
		if m.Lit {
			c += 10
		}
		return c
	}
	return 8
}

// heat maps a count (0..) to a colour ramp for the overdraw view.
func heat(n int) [4]uint8 {
	if n == 0 {
		return [4]uint8{0, 0, 0, 255}
	}
	ramp := [...][3]uint8{{0, 0, 128}, {0, 90, 255}, {0, 200, 120}, {180, 230, 0}, {255, 160, 0}, {255, 40, 0}, {255, 255, 255}}
	i := n - 1
	if i >= len(ramp) {
		i = len(ramp) - 1
	}
	c := ramp[i]
	return [4]uint8{c[0], c[1], c[2], 255}
}

// idColor is a stable, well-spread colour for a triangle index.
func idColor(id int32) [4]uint8 {
	h := uint32(id)*2654435761 + 0x9e3779b9
	h ^= h >> 15
	h *= 2246822519
	h ^= h >> 13
	return [4]uint8{uint8(h) | 0x30, uint8(h>>8) | 0x30, uint8(h>>16) | 0x30, 255}
}
