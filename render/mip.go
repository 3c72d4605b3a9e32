package render

import "math"

// Mipmaps and level-of-detail selection.
//
// A texture's mip chain is built once when the texture is first drawn
// (newTexture; then cached, see cachedTexture): each level halves the
// previous one's width and height (rounding down, at least 1) and each of
// its texels is the average of the 2×2 texels it covers, with colour
// weighted by alpha so transparent texels do not bleed their colour. The
// chain ends at 1×1.
//
// The level of detail is chosen once per 2×2 pixel quad (the quad of pixel
// (x, y) has its top-left pixel at (x&^1, y&^1)), from the derivatives of
// the texture coordinates at the quad's centre, computed exactly from the
// triangle's interpolation planes: with u = U(x,y)/Q(x,y) for the planes U
// (u/w) and Q (1/w), ∂u/∂x = (∂U/∂x − u·∂Q/∂x)/Q. In texels of level 0,
//
//	ρ² = max((∂u/∂x·W)² + (∂v/∂x·H)², (∂u/∂y·W)² + (∂v/∂y·H)²)
//	lod = ½·log2(ρ²)
//
// (log2 from the float's exponent plus a quartic for its mantissa, within
// 2·10⁻⁴ of the exact value). The choice depends only on the quad's
// position and the triangle, never on which pixels are covered, the tile or
// the worker, so output is bit-identical for any worker count. lod ≤ 0 is
// magnification (level 0). Nearest and bilinear use the level nearest lod;
// trilinear blends bilinear samples of levels ⌊lod⌋ and ⌊lod⌋+1 by the
// fraction.

// buildMips returns the chain of t: t itself, then every smaller level.
func buildMips(t *texture) []*texture {
	levels := []*texture{t}
	for src := t; src.w > 1 || src.h > 1; {
		d := newLevel(max(1, src.w/2), max(1, src.h/2))
		for y := 0; y < d.h; y++ {
			y0, y1 := min(2*y, src.h-1), min(2*y+1, src.h-1)
			for x := 0; x < d.w; x++ {
				x0, x1 := min(2*x, src.w-1), min(2*x+1, src.w-1)
				var sum [4]float32
				var plain [3]float32
				for _, o := range [4]int{4 * (y0*src.w + x0), 4 * (y0*src.w + x1), 4 * (y1*src.w + x0), 4 * (y1*src.w + x1)} {
					a := src.texl[o+3]
					for k := 0; k < 3; k++ {
						sum[k] += src.texl[o+k] * a
						plain[k] += src.texl[o+k]
					}
					sum[3] += a
				}
				o := 4 * (y*d.w + x)
				for k := 0; k < 3; k++ {
					if sum[3] > 0 {
						d.texl[o+k] = sum[k] / sum[3]
					} else {
						d.texl[o+k] = plain[k] * 0.25
					}
				}
				d.texl[o+3] = sum[3] * 0.25
			}
		}
		levels = append(levels, d)
		src = d
	}
	return levels
}

// quadLOD is the level of detail for the quad whose centre is at offset
// (qx, qy) from the reference pixel of sh, for texture coordinates in
// attribute planes ui, ui+1 and a level-0 size of fw×fh texels.
func quadLOD(s *shader, sh *triShade, ui int, fw, fh, qx, qy float32) float32 {
	pu, pv := s.attr(sh, ui), s.attr(sh, ui+1)
	ux, uy, vx, vy := pu.dx, pu.dy, pv.dx, pv.dy
	if sh.persp {
		q := &sh.iw
		iw := q.v + q.dx*qx + q.dy*qy
		w := float32(1)
		if iw != 0 {
			w = 1 / iw
		}
		u := (pu.v + pu.dx*qx + pu.dy*qy) * w
		v := (pv.v + pv.dx*qx + pv.dy*qy) * w
		ux = (pu.dx - u*q.dx) * w
		uy = (pu.dy - u*q.dy) * w
		vx = (pv.dx - v*q.dx) * w
		vy = (pv.dy - v*q.dy) * w
	}
	ux, uy, vx, vy = ux*fw, uy*fw, vx*fh, vy*fh
	return lodOf(max(ux*ux+vx*vx, uy*uy+vy*vy))
}

// magnifiedRow reports that every quad whose centre lies on the segment
// from (qxa, qy) to (qxb, qy) (offsets from the reference pixel of the
// perspective triangle sh) has a level of detail of 0, that is that
// quadLOD would return 0 for each, from a bound on the derivatives along
// the segment: with Q = 1/w positive at both ends (so all along it), |u|
// is largest at an end (u = U/Q is linear-fractional) and w = 1/Q largest
// where Q is smallest, and |∂u/∂x| = |∂U/∂x − u·∂Q/∂x|·w ≤
// (|∂U/∂x| + max|u|·|∂Q/∂x|)·max w. The bound must stay below 0.9
// (ρ² < 0.81), far from 1, so float rounding in quadLOD cannot make a quad
// minified where the bound says it is not.
func magnifiedRow(s *shader, sh *triShade, ui int, fw, fh, qxa, qxb, qy float32) bool {
	pu, pv, q := s.attr(sh, ui), s.attr(sh, ui+1), &sh.iw
	qa := q.v + q.dx*qxa + q.dy*qy
	qb := q.v + q.dx*qxb + q.dy*qy
	if !(qa > 0 && qb > 0) {
		return false
	}
	umax := max(fabs32((pu.v+pu.dx*qxa+pu.dy*qy)/qa), fabs32((pu.v+pu.dx*qxb+pu.dy*qy)/qb))
	vmax := max(fabs32((pv.v+pv.dx*qxa+pv.dy*qy)/qa), fabs32((pv.v+pv.dx*qxb+pv.dy*qy)/qb))
	wmax := 1 / min(qa, qb)
	ux := (fabs32(pu.dx) + umax*fabs32(q.dx)) * wmax * fw
	uy := (fabs32(pu.dy) + umax*fabs32(q.dy)) * wmax * fw
	vx := (fabs32(pv.dx) + vmax*fabs32(q.dx)) * wmax * fh
	vy := (fabs32(pv.dy) + vmax*fabs32(q.dy)) * wmax * fh
	b := max(ux*ux+vx*vx, uy*uy+vy*vy)
	return b < 0.81 // also false for NaN
}

// quadCentre is the offset of the centre of the 2×2 quad holding pixel p
// from the reference pixel r (one axis).
func quadCentre(p, r int) float32 { return float32(p&^1-r) + 0.5 }

// lodOf is ½·log2(r2) for r2 > 1, 0 otherwise (and for NaN), at most 32.
func lodOf(r2 float32) float32 {
	if !(r2 > 1) {
		return 0
	}
	if r2 >= 1<<62 { // also +Inf
		return 31
	}
	b := math.Float32bits(r2)
	e := float32(int32(b>>23) - 127)
	t := math.Float32frombits(b&0x7fffff|127<<23) - 1 // mantissa − 1, in [0, 1)
	l2 := e + t*(1.4418251+t*(-0.70867494+t*(0.41539777+t*(-0.19439043+t*0.045870752))))
	return 0.5 * l2
}

// nearestLevel is the level nearest lod in a chain of n levels.
func nearestLevel(lod float32, n int) int {
	return min(int(lod+0.5), n-1)
}

// trilinearLevels is the lower level ⌊lod⌋ and the blend fraction towards
// the next one in a chain of n levels (fraction 0 at the last level).
func trilinearLevels(lod float32, n int) (int, float32) {
	l := int(lod)
	if l >= n-1 {
		return n - 1, 0
	}
	return l, lod - float32(l)
}
