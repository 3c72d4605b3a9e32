package render

import (
	"math"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// The fast span loops of the fragment stage: one sample, depth less or
// lequal, per-mesh decisions taken once per frame (spanModeOf). shadeFast
// handles every such case; shadeColorLess is the mesh's case in a loop of
// its own. The per-span kernels (colorkernel, depthkernel, litkernel,
// litkernel.go and nearestkernel.go pack their inputs.

// spanMode is what shadeFast decides per mesh, taken once per frame
// (spanModeOf) instead of per bin entry.
type spanMode struct {
	fast                          bool // shadeEntry takes shadeFast
	depthTest, depthWrite, lequal bool
	hizTri                        bool // the whole-triangle hierarchical-Z test applies
	vc                            bool // vertex colour
	inlineFlat, inlineVC          bool // the colour is written inline: flat / affine vertex colour
	opaque                        bool // no blending, every channel written
	colorKern                     bool // perspective vertex colour through simd.ColorKernel
	flat32                        [4]uint8
	// per triangle kind (index 1 for perspective-correct triangles):
	// shadeFast's inline, flatLess, colorLess and colorKern
	kind [2]spanKind
	// rows, per triangle kind: a quiet entry of at most colorRowsMax rows goes
	// from shadeFast through shadeColorLess to shadeColorRows, which the
	// tile worker then calls directly (tileWorker.bin)
	rows [2]bool
}

// spanKind is shadeFast's decisions that also depend on whether the
// triangle is perspective-correct (triShade.persp).
type spanKind struct {
	inline, flatLess, colorLess, colorKern bool
}

// spanModeOf is shadeEntry's and shadeFast's per-mesh decisions (overdraw:
// the overdraw view is drawn).
func (su *frameSetup) spanModeOf(shd *shader, st *State, overdraw bool) spanMode {
	var m spanMode
	m.fast = su.mode != modeMSAA4 && !overdraw && !shd.alphaTest &&
		(!st.DepthTest || st.DepthFunc == DepthLess || st.DepthFunc == DepthLEqual)
	m.depthTest, m.depthWrite, m.lequal = st.DepthTest, st.DepthWrite && st.DepthTest, st.DepthFunc == DepthLEqual
	m.hizTri = m.depthTest && hizEnabled && su.mode == modeCentre
	m.vc = shd.mat.Shading == VertexColor
	plain := shd.debug == DebugNone && st.Blend == BlendOff && st.ColorMask == MaskAll
	m.inlineFlat = plain && shd.mat.Shading == Flat
	m.inlineVC = plain && m.vc
	m.opaque = st.Blend == BlendOff && st.ColorMask == MaskAll
	m.colorKern = m.opaque && simd.ColorKernelOK && shd.debug == DebugNone && m.vc
	for k := 0; k < 4; k++ {
		m.flat32[k] = clampByte(shd.mat.Color[k] * 255)
	}
	for i, persp := range [2]bool{false, true} {
		// inline: the colour is a plane (flat or affine vertex colour)
		// written without blending; otherwise the fragment shader runs per
		// passing pixel
		inline := m.inlineFlat || (m.inlineVC && !persp)
		less := m.depthTest && m.depthWrite && !m.lequal
		m.kind[i] = spanKind{
			inline:    inline,
			flatLess:  inline && !m.vc && less,
			colorLess: inline && m.vc && less,
			colorKern: m.colorKern && !inline,
		}
		m.rows[i] = m.fast && m.kind[i].colorKern && m.depthTest && m.depthWrite && !m.lequal && colorRowsEnabled && directRowsEnabled
	}
	return m
}

// shadeFast is the span loop for one sample, no overdraw view and depth
// less/lequal (or no depth test): it drops an occluded entry whole, gives
// the mesh's case, perspective vertex colour with depth "less", to a loop
// of its own (shadeColorLess), and every other case to shadeRuns.
func (w *tileWorker) shadeFast(en *tileEntry, sh *triShade, shd *shader, st *State, sm *spanMode, spans []int32, res *tileResult) {
	if sm.hizTri && en.n >= hizTriMin && w.occluded(sh, en.reg, sm.lequal) {
		// every covered sample lies inside the triangle, so its depth is at
		// least the smallest vertex depth: all of them fail
		res.fail += int64(en.n)
		return
	}
	// the decisions for the triangle's kind (spanModeOf)
	kd := &sm.kind[0]
	if sh.persp {
		kd = &sm.kind[1]
	}
	if kd.colorKern && sm.depthTest && sm.depthWrite && !sm.lequal {
		w.shadeColorLess(en, sh, shd, spans, res)
		return
	}
	w.shadeRuns(en, sh, shd, st, sm, kd, spans, res)
}

// spanOf is row y's covered pixels xlo..xhi of a bin entry (empty when
// xlo > xhi): its span, or the whole region when the entry has no spans
// (it covers its region).
func spanOf(spans []int32, reg region, y int) (xlo, xhi int) {
	if spans == nil {
		return reg.x0, reg.x1
	}
	return int(spans[2*(y-reg.y0)]), int(spans[2*(y-reg.y0)+1])
}

// runEnd is the last pixel of the run that starts at s0 in a span ending
// at xhi: a long span is cut at the runs of the hierarchical-Z grid, so
// that occluded runs can be skipped; a short one is handled whole.
func runEnd(s0, xhi int, long bool) int {
	if long {
		return min(xhi, (s0>>hizShift+1)<<hizShift-1)
	}
	return xhi
}

// shadeRuns is shadeFast's loop: depth is stepped along each row in runs of
// the hierarchical-Z grid and tested a run at a time; flat and affine
// vertex colours are written inline (with depth "less" and writes, test
// and writes in one pass: flatSpanLess, colorSpanLess; else inlineSpan),
// every other shading mode goes through the fragment shader a run at a
// time where it can (colorSpan, shader.shadeSpan), else pixel by pixel
// (shadePixels: blending, colour mask).
func (w *tileWorker) shadeRuns(en *tileEntry, sh *triShade, shd *shader, st *State, sm *spanMode, kd *spanKind, spans []int32, res *tileResult) {
	reg := en.reg
	rw := reg.x1 - reg.x0 + 1
	id := int32(en.id)
	depthTest, depthWrite, lequal := sm.depthTest, sm.depthWrite, sm.lequal
	inline, flatLess, colorLess := kd.inline, kd.flatLess, kd.colorLess
	flat32 := sm.flat32
	var cp [4]plane
	if inline {
		cp = inlinePlanes(sh, shd, sm.vc)
	}
	opaque := sm.opaque // shadeSpan applies
	// shadeSpan's perspective vertex colour through simd.ColorKernel, with the
	// triangle's part of the kernel's input packed once here, not per span
	var ca simd.ColorArgs
	colorKern := kd.colorKern
	if colorKern {
		shd.setColorArgs(&ca, sh)
	}
	var pass, fail int64
	depth, pix, ids := w.depth, w.pix, w.ids
	stride, ox, oy := w.stride, w.ox, w.oy
	if cap(w.passBuf) < rw {
		w.passBuf = make([]uint8, rw)
	}
	pbAll := w.passBuf[:rw]
	rx, ry := sh.ref()
	for y := reg.y0; y <= reg.y1; y++ {
		xlo, xhi := spanOf(spans, reg, y)
		if xlo > xhi {
			continue
		}
		dy := float32(y - ry)
		zy := sh.z.v + sh.z.dy*dy
		hb := (y-oy)*w.hizX - w.hox // run sg of this row is w.hiz[hb+sg]
		long := xhi-xlo >= 2<<hizShift
		for s0 := xlo; s0 <= xhi; {
			s1 := runEnd(s0, xhi, long)
			sa, sb := s0>>hizShift, s1>>hizShift
			n := s1 - s0 + 1
			dx := float32(s0 - rx)
			z := zy + sh.z.dx*dx
			if depthTest && hizEnabled && n >= hizSpanMin && w.spanOccluded(z, sh.z.dx, n, w.hiz[hb+sa:hb+sb+1], lequal) {
				fail += int64(n)
				s0 = s1 + 1
				continue
			}
			row := (y-oy)*stride + s0 - ox
			drow := depth[row : row+n]
			pb := pbAll[:n]
			var np int
			switch {
			case flatLess:
				// flat colour, depth less with writes: test, write depth,
				// colour and ID in one pass
				np = flatSpanLess(drow, pix[4*row:4*(row+n)], ids[row:row+n], z, sh.z.dx, flat32, id)
			case colorLess:
				// affine vertex colour, depth less with writes: the same in
				// one pass, the colour evaluated only where the test passes
				np = colorSpanLess(drow, pix[4*row:4*(row+n)], ids[row:row+n], z, sh.z.dx, &cp, dx, dy, id)
			case !depthTest:
				np = coverSpan(nil, pb)
			case lequal:
				np = depthSpanLEqual(drow, nil, pb, z, sh.z.dx, depthWrite)
			case depthWrite:
				np = simd.DepthLessSpan(drow, pb, z, sh.z.dx) // depthSpanLess's case, direct
			default:
				np = depthSpanLess(drow, nil, pb, z, sh.z.dx, depthWrite)
			}
			if depthWrite && np > 0 && !en.stale {
				w.keepHiz(y, sa, sb, hb)
			}
			pass += int64(np)
			fail += int64(n - np)
			if np > 0 && !flatLess && !colorLess { // else the colour is written
				prow := pix[4*row : 4*(row+n)]
				irow := ids[row : row+n]
				switch {
				case inline:
					inlineSpan(prow, irow, pb, &cp, dx, dy, id)
				case colorKern:
					colorSpan(&ca, sh, pb, prow, irow, dx, dy, id) // = shd.shadeSpan
				case opaque && shd.shadeSpan(sh, pb, prow, irow, dx, dy, id):
				default:
					w.shadePixels(sh, shd, st, pb, prow, irow, dx, dy, z, id)
				}
			}
			s0 = s1 + 1
		}
	}
	res.pass += pass
	res.fail += fail
}

// inlinePlanes is the colour planes (0..255) that shadeRuns writes
// inline: the material colour, times the vertex colour when vc.
func inlinePlanes(sh *triShade, shd *shader, vc bool) [4]plane {
	base := shd.mat.Color
	var cp [4]plane
	if vc {
		c := shd.lay.color
		for k := 0; k < 4; k++ {
			p := sh.inl[c+k]
			cp[k] = plane{v: p.v * base[k] * 255, dx: p.dx * base[k] * 255, dy: p.dy * base[k] * 255}
		}
	} else {
		for k := 0; k < 4; k++ {
			cp[k] = plane{v: base[k] * 255}
		}
	}
	return cp
}

// inlineSpan writes the colour of the planes cp and the ID at the pixels
// of a run that passed (pb[i] != 0; pixel i is at dx+i, dy from the
// reference pixel).
func inlineSpan(prow []uint8, irow []int32, pb []uint8, cp *[4]plane, dx, dy float32, id int32) {
	cr := cp[0].v + cp[0].dx*dx + cp[0].dy*dy
	cg := cp[1].v + cp[1].dx*dx + cp[1].dy*dy
	cb := cp[2].v + cp[2].dx*dx + cp[2].dy*dy
	ca := cp[3].v + cp[3].dx*dx + cp[3].dy*dy
	for i, ok := range pb {
		if ok == 0 {
			continue
		}
		fi := float32(i)
		px := prow[4*i : 4*i+4 : 4*i+4]
		px[0] = clampByte(cr + cp[0].dx*fi)
		px[1] = clampByte(cg + cp[1].dx*fi)
		px[2] = clampByte(cb + cp[2].dx*fi)
		px[3] = clampByte(ca + cp[3].dx*fi)
		irow[i] = id
	}
}

// shadePixels runs the fragment shader at the pixels of a run that passed
// (pb[i] != 0; pixel i at dx+i, dy, depth z+i·dz/dx) and writes them
// through the blend and colour mask.
func (w *tileWorker) shadePixels(sh *triShade, shd *shader, st *State, pb []uint8, prow []uint8, irow []int32, dx, dy, z float32, id int32) {
	for i, ok := range pb {
		if ok == 0 {
			continue
		}
		fi := float32(i)
		c := shd.shade(sh, dx+fi, dy, z+sh.z.dx*fi, w.scratch)
		writeColor(prow[4*i:4*i+4:4*i+4], c, st.Blend, st.ColorMask)
		irow[i] = id
	}
}

// shadeColorLess is shadeFast for the mesh's case: perspective vertex
// colour through simd.ColorKernel, depth test "less" with writes, one sample.
// The steps are shadeFast's for that case (simd.DepthLessSpan then colorSpan,
// fused in colorLessKernel); it is kept apart because shadeFast's loop,
// with every case's values live, spilled them to the stack for each span
// (on the mesh, bin entries of about six pixels in three spans, this was
// 3 % of the frame, and the two calls per span as much again).
func (w *tileWorker) shadeColorLess(en *tileEntry, sh *triShade, shd *shader, spans []int32, res *tileResult) {
	reg := en.reg
	if en.quiet && reg.y1-reg.y0 < 64 && colorRowsEnabled {
		w.shadeColorRows(en, sh, shd, spans, res)
		return
	}
	id := int32(en.id)
	var ca simd.ColorArgs
	shd.setColorArgs(&ca, sh)
	depth, pix, ids := w.depth, w.pix, w.ids
	stride, ox, oy := w.stride, w.ox, w.oy
	z0, zdx, zdy := sh.z.v, sh.z.dx, sh.z.dy
	rx, ry := sh.ref()
	var pass, fail int64
	for y := reg.y0; y <= reg.y1; y++ {
		xlo, xhi := reg.x0, reg.x1
		if spans != nil {
			xlo, xhi = int(spans[2*(y-reg.y0)]), int(spans[2*(y-reg.y0)+1])
			if xlo > xhi {
				continue
			}
		}
		dy := float32(y - ry)
		zy := z0 + zdy*dy
		hb := (y-oy)*w.hizX - w.hox
		long := xhi-xlo >= 2<<hizShift
		// colorSpan's row terms, once per row
		ca.IW, ca.Y = simd.RowPlane{V: 1}, dy
		if sh.persp {
			ca.IW = rowOf(&sh.iw, dy)
		}
		for s0 := xlo; s0 <= xhi; {
			s1 := xhi
			if long {
				s1 = min(xhi, (s0>>hizShift+1)<<hizShift-1)
			}
			sa, sb := s0>>hizShift, s1>>hizShift
			n := s1 - s0 + 1
			dx := float32(s0 - rx)
			z := zy + zdx*dx
			if hizEnabled && n >= hizSpanMin && w.spanOccluded(z, zdx, n, w.hiz[hb+sa:hb+sb+1], false) {
				fail += int64(n)
				s0 = s1 + 1
				continue
			}
			row := (y-oy)*stride + s0 - ox
			// simd.DepthLessSpan and colorSpan in one pass
			_, _, _ = depth[row+n-1], pix[4*(row+n)-1], ids[row+n-1]
			ca.X0 = dx
			np := simd.ColorLessKernel(&ca, &depth[row], &pix[4*row], &ids[row], n, id, z, zdx)
			if np > 0 && !en.stale {
				w.keepHiz(y, sa, sb, hb)
			}
			pass += int64(np)
			fail += int64(n - np)
			s0 = s1 + 1
		}
	}
	res.pass += pass
	res.fail += fail
}

// flatSpanLess is the one-pass span loop for a flat colour with depth test
// "less" and depth writes; it returns the number of passing pixels.
func flatSpanLess(drow []float32, prow []uint8, irow []int32, z, zdx float32, c [4]uint8, id int32) int {
	n := 0
	prow = prow[:4*len(drow)]
	irow = irow[:len(drow)]
	for i := range drow {
		if z < drow[i] {
			drow[i] = z
			p := prow[4*i : 4*i+4 : 4*i+4]
			p[0], p[1], p[2], p[3] = c[0], c[1], c[2], c[3]
			irow[i] = id
			n++
		}
		z += zdx
	}
	return n
}

// colorSpanLess is flatSpanLess for a colour interpolated from the planes
// cp (pixel i of the span is at dx+i, dy from the reference pixel).
func colorSpanLess(drow []float32, prow []uint8, irow []int32, z, zdx float32, cp *[4]plane, dx, dy float32, id int32) int {
	cr := cp[0].v + cp[0].dx*dx + cp[0].dy*dy
	cg := cp[1].v + cp[1].dx*dx + cp[1].dy*dy
	cb := cp[2].v + cp[2].dx*dx + cp[2].dy*dy
	ca := cp[3].v + cp[3].dx*dx + cp[3].dy*dy
	rdx, gdx, bdx, adx := cp[0].dx, cp[1].dx, cp[2].dx, cp[3].dx
	n := 0
	prow = prow[:4*len(drow)]
	irow = irow[:len(drow)]
	for i := range drow {
		if z < drow[i] {
			drow[i] = z
			fi := float32(i)
			p := prow[4*i : 4*i+4 : 4*i+4]
			p[0] = clampByte(cr + rdx*fi)
			p[1] = clampByte(cg + gdx*fi)
			p[2] = clampByte(cb + bdx*fi)
			p[3] = clampByte(ca + adx*fi)
			irow[i] = id
			n++
		}
		z += zdx
	}
	return n
}

// coverSpan copies coverage to pass flags (no depth test).
func coverSpan(mrow, pb []uint8) int {
	if mrow == nil {
		for i := range pb {
			pb[i] = 1
		}
		return len(pb)
	}
	n := 0
	for i, m := range mrow {
		pb[i] = m
		n += int(m)
	}
	return n
}

// depthSpanLess runs the depth test "less" along a row: pb[i] = 1 where the
// fragment is covered and passes.
func depthSpanLess(drow []float32, mrow, pb []uint8, z, zdx float32, write bool) int {
	n := 0
	pb = pb[:len(drow)]
	if mrow == nil && write {
		return simd.DepthLessSpan(drow, pb, z, zdx)
	}
	for i := range drow {
		var ok uint8
		if (mrow == nil || mrow[i] != 0) && z < drow[i] {
			if write {
				drow[i] = z
			}
			ok = 1
		}
		pb[i] = ok
		n += int(ok)
		z += zdx
	}
	return n
}

// depthSpanLEqual is depthSpanLess for the "less or equal" function.
func depthSpanLEqual(drow []float32, mrow, pb []uint8, z, zdx float32, write bool) int {
	n := 0
	pb = pb[:len(drow)]
	for i := range drow {
		var ok uint8
		if (mrow == nil || mrow[i] != 0) && z <= drow[i] {
			if write {
				drow[i] = z
			}
			ok = 1
		}
		pb[i] = ok
		n += int(ok)
		z += zdx
	}
	return n
}

// fabs32 is |v| without a branch.
func fabs32(v float32) float32 {
	return math.Float32frombits(math.Float32bits(v) &^ (1 << 31))
}

// clampByte converts a 0..255 float to a byte, rounding to nearest.
func clampByte(v float32) uint8 {
	v += 0.5
	if v < 0 || v != v {
		return 0
	}
	if v >= 255 {
		return 255
	}
	return uint8(v)
}
