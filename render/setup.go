package render

import (
	"image"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// setup stage: integer edge equations and interpolation planes.
//
// For snapped vertices (X_i, Y_i) in units of 2^-e pixels (e = the level's
// sub-pixel bits), edge i from vertex i to vertex j = i+1 mod 3 is
//
//	A_i = Y_i − Y_j,  B_i = X_j − X_i,  C_i = −(A_i·X_i + B_i·Y_i)
//	E_i(x, y) = A_i·x + B_i·y + C_i·2^-e        (x, y in pixels)
//
// A_i and B_i are the edge slopes as integers sharing the exponent −e
// (the "normalized edge slopes" of the consistent-snapping design: their
// mantissas do not depend on the viewport in consistent mode, only the shared
// exponent does). Evaluation multiplies through by 2^(e+s), s = evalShift,
// so every sample position is an integer:
//
//	E'(x, y) = A·(x·2^(e+s) + ox) + B·(y·2^(e+s) + oy) + C·2^s
//
// where (ox, oy) is the sample offset inside the pixel in units of
// 2^-(e+s) px. Coordinates are bounded by ±2^27 (clip.go) and the viewport
// by 2^26 units, so |E'| < 2^62 for s ≤ 5: no overflow is possible.

// plane is an attribute plane: value at the triangle's reference pixel
// centre and its screen-space derivatives.
type plane struct{ v, dx, dy float32 }

// triShade is what the fragment stage needs beyond the edge equations.
type triShade struct {
	rasterRec
	nattr int32
	zmin  float32  // smallest vertex depth (a lower bound of the depth of any covered sample)
	z     plane    // window depth (linear in screen space)
	inl   [4]plane // attribute planes 0..3 (divided by w when persp), layout by attrLayout
	iw    plane    // 1/w (perspective only)
	persp bool
	// more is where attribute planes 4.. (lit and textured modes) start in
	// the mesh's overflow array (shader.more). An index, not a slice, so
	// that triShade holds no pointer: the frame's 200,000 records are then
	// copied without write barriers and not scanned by the collector.
	more int32
}

// rasterRec is the compact copy of a Triangle's edge equations and bounds
// that the coarse and fine stages read (one 64-byte record instead of the
// 216-byte Triangle, for cache locality). |A|, |B| < 2^29 (clip.go) fit in
// int32; bounds fit in int16 (viewports ≤ 16384).
type rasterRec struct {
	a, b    [3]int32
	c       [3]int64
	x0, y0  int16 // bounds, inclusive pixels; (x0, y0) is also the
	x1, y1  int16 // reference pixel of the interpolation planes
	exp     uint8
	topLeft uint8 // bit i: edge i is a top or left edge
	// inset: how far the bounds lie inside the triangle's conservative
	// bounds (Triangle.Bounds), which setRaster moves in to the pixels
	// whose centre lies in the triangle's bounding box under the centre
	// rule (Triangle.centre): bit 0 x0, bit 1 y0, bit 2 x1, bit 3 y1, one
	// pixel each. ref gives back the conservative corner, the planes'
	// reference pixel.
	inset uint8
	mesh  int32
}

// centreBoundsEnabled lets tests compare the coarse and fine stages over
// the centre bounds (setRaster) with the same over the conservative bounds.
var centreBoundsEnabled = true

// ref is the reference pixel of the interpolation planes: the corner of
// the triangle's conservative bounds (Triangle.Bounds.Min).
func (r *rasterRec) ref() (x, y int) {
	return int(r.x0) - int(r.inset&1), int(r.y0) - int(r.inset>>1&1)
}

// rasterOf builds the raster record of t (its conservative bounds).
func rasterOf(t *Triangle) rasterRec {
	var r rasterRec
	setRaster(&r, t, false)
	return r
}

// setRaster writes t's raster record into r in place (see setRec: the
// geometry stage writes 100,000s of them, and a record returned by value
// was copied with loads that waited for its stores). centre: the bounds
// are the pixels of t's bounds whose centre lies in the triangle's
// bounding box, all that the centre rule can cover (empty, x0 > x1 or
// y0 > y1, when there is none). A small triangle's conservative bounds
// have about one row and one column more on each side, which the coarse
// stage binned and the fine raster scanned for nothing.
func setRaster(r *rasterRec, t *Triangle, centre bool) {
	r.a = [3]int32{int32(t.A[0]), int32(t.A[1]), int32(t.A[2])}
	r.b = [3]int32{int32(t.B[0]), int32(t.B[1]), int32(t.B[2])}
	r.c = t.C
	r.topLeft = flagBit(t.TopLeft[0], 1) | flagBit(t.TopLeft[1], 2) | flagBit(t.TopLeft[2], 4)
	m := 0
	if centre {
		m = int(t.centre)
	}
	// computed in registers, each field stored once
	r.x0, r.y0 = int16(t.Bounds.Min.X+m&1), int16(t.Bounds.Min.Y+m>>1&1)
	r.x1, r.y1 = int16(t.Bounds.Max.X-1-m>>2&1), int16(t.Bounds.Max.Y-1-m>>3&1)
	r.exp = uint8(t.Exp)
	r.inset = uint8(m)
	r.mesh = int32(t.Mesh)
}

// flagBit is bit when b is set, else 0.
func flagBit(b bool, bit uint8) uint8 {
	if b {
		return bit
	}
	return 0
}

// attr returns attribute plane i of sh (a triangle of s's mesh).
func (s *shader) attr(sh *triShade, i int) *plane {
	if i < 4 {
		return &sh.inl[i]
	}
	return &s.more[int(sh.more)+i-4]
}

// attrLayout says which attributes a mesh interpolates and where they start
// among triShade's attribute planes (-1 = absent).
type attrLayout struct {
	color, normal, world, uv int
	n                        int
}

func makeLayout(needColor, needNormal, needWorld, needUV bool) attrLayout {
	l := attrLayout{color: -1, normal: -1, world: -1, uv: -1}
	if needColor {
		l.color = l.n
		l.n += 4
	}
	if needNormal {
		l.normal = l.n
		l.n += 3
	}
	if needWorld {
		l.world = l.n
		l.n += 3
	}
	if needUV {
		l.uv = l.n
		l.n += 2
	}
	return l
}

// setupTriangle fills t's edge equations, orientation and bounds. It returns
// false when the triangle must be culled (zero area when !keepDegenerate, or
// no pixel of the viewport touched).
func setupTriangle(t *Triangle, bits, w, h int, keepDegenerate bool) bool {
	t.Exp = bits
	area := t.Area2()
	if area < 0 {
		t.X[1], t.X[2] = t.X[2], t.X[1]
		t.Y[1], t.Y[2] = t.Y[2], t.Y[1]
		t.Z[1], t.Z[2] = t.Z[2], t.Z[1]
	}
	if area == 0 && !keepDegenerate {
		return false
	}
	// edge i runs from vertex i to vertex i+1 (mod 3), written out
	t.A[0], t.B[0], t.C[0], t.TopLeft[0] = edgeOf(t.X[0], t.Y[0], t.X[1], t.Y[1])
	t.A[1], t.B[1], t.C[1], t.TopLeft[1] = edgeOf(t.X[1], t.Y[1], t.X[2], t.Y[2])
	t.A[2], t.B[2], t.C[2], t.TopLeft[2] = edgeOf(t.X[2], t.Y[2], t.X[0], t.Y[0])
	minX, maxX := min3(t.X[0], t.X[1], t.X[2]), max3(t.X[0], t.X[1], t.X[2])
	minY, maxY := min3(t.Y[0], t.Y[1], t.Y[2]), max3(t.Y[0], t.Y[1], t.Y[2])
	x0, y0, x1, y1, c, ok := boundsOf(minX, minY, maxX, maxY, bits, w, h)
	if !ok {
		return false
	}
	t.centre = c
	t.Bounds = image.Rect(int(x0), int(y0), int(x1)+1, int(y1)+1)
	return true
}

// boundsOf is the pixels whose closed square touches the bounding box
// [minX, maxX]×[minY, maxY] (in units of 2^-bits px), a superset of the
// pixels with a covered centre or sample, clamped to the w×h viewport, and
// their centreInset; ok is false when none is in the viewport.
func boundsOf(minX, minY, maxX, maxY int64, bits, w, h int) (x0, y0, x1, y1 int64, c uint8, ok bool) {
	x0 = ceilShift(minX, bits) - 1
	y0 = ceilShift(minY, bits) - 1
	x1 = maxX >> (uint(bits) & 63)
	y1 = maxY >> (uint(bits) & 63)
	// a bound clamped to the viewport keeps its place (centreInset)
	c = centreInset(minX, minY, maxX, maxY, bits)
	if x0 < 0 {
		x0 = 0
		c &^= 1
	}
	if y0 < 0 {
		y0 = 0
		c &^= 2
	}
	if x1 > int64(w-1) {
		x1 = int64(w - 1)
		c &^= 4
	}
	if y1 > int64(h-1) {
		y1 = int64(h - 1)
		c &^= 8
	}
	return x0, y0, x1, y1, c, x0 <= x1 && y0 <= y1
}

// centreInset is Triangle.centre (see rasterRec.inset) before the bounds
// are clamped to the viewport. With m = minX·2^-e = k + f·2^-e
// (0 ≤ f < 2^e), the conservative bound is ceil(m) − 1 and the first
// pixel whose centre x+1/2 is at least m is ceil(m − 1/2): one more when
// f = 0 or f > 2^(e-1), that is when bit e−1 of minX − 1 is set. With
// M = maxX·2^-e = K + F·2^-e, the conservative bound is K and the last
// centre at most M is floor(M − 1/2): one less when F < 2^(e-1), bit e−1
// of maxX clear. With e = 0 (whole pixels) every bound moves in.
func centreInset(minX, minY, maxX, maxY int64, bits int) uint8 {
	if bits <= 0 {
		return 15
	}
	b := uint(bits-1) & 63
	return uint8((minX-1)>>b&1 | (minY-1)>>b&1<<1 | (^maxX)>>b&1<<2 | (^maxY)>>b&1<<3)
}

// ceilShift returns ceil(v / 2^bits).
// edgeOf is the edge equation from vertex (xi, yi) to (xj, yj): A, B, C
// and whether it is a top or left edge. Top-left rule in y-down window
// space, vertices clockwise on screen after orientation: a left edge goes
// up (a > 0), a top edge is horizontal going right (a == 0, b > 0).
func edgeOf(xi, yi, xj, yj int64) (a, b, c int64, topLeft bool) {
	a, b = yi-yj, xj-xi
	return a, b, -(a*xi + b*yi), a > 0 || (a == 0 && b > 0)
}

func ceilShift(v int64, bits int) int64 {
	return -((-v) >> (uint(bits) & 63)) // bits < 64: a plain shift
}

func min3(a, b, c int64) int64 {
	return min(a, min(b, c))
}

func max3(a, b, c int64) int64 {
	return max(a, max(b, c))
}

// meshPlanesEnabled lets tests compare simd.MeshPlanes (meshPlanes) with
// setupPlanes.
var meshPlanesEnabled = true

// simd.MeshPlanes writes triShade from nattr to more as a simd.MeshOut,
// and reads a Triangle's X and Y as six int64s and its Bounds.Min as two
// ints.
var (
	_ = [1]struct{}{}[unsafe.Offsetof(triShade{}.zmin)-unsafe.Offsetof(triShade{}.nattr)-unsafe.Offsetof(simd.MeshOut{}.ZMin)]
	_ = [1]struct{}{}[unsafe.Offsetof(triShade{}.z)-unsafe.Offsetof(triShade{}.nattr)-unsafe.Offsetof(simd.MeshOut{}.Z)]
	_ = [1]struct{}{}[unsafe.Offsetof(triShade{}.inl)-unsafe.Offsetof(triShade{}.nattr)-unsafe.Offsetof(simd.MeshOut{}.Color)]
	_ = [1]struct{}{}[unsafe.Offsetof(triShade{}.iw)-unsafe.Offsetof(triShade{}.nattr)-unsafe.Offsetof(simd.MeshOut{}.IW)]
	_ = [1]struct{}{}[unsafe.Offsetof(triShade{}.persp)-unsafe.Offsetof(triShade{}.nattr)-unsafe.Offsetof(simd.MeshOut{}.Persp)]
	_ = [1]struct{}{}[unsafe.Offsetof(triShade{}.more)-unsafe.Offsetof(triShade{}.nattr)-unsafe.Offsetof(simd.MeshOut{}.More)]
	_ = [1]struct{}{}[unsafe.Sizeof([4]plane{})-48]
	_ = [1]struct{}{}[unsafe.Offsetof(shadedVertex{}.Color)-simd.MeshColorOffset]
	_ = [1]struct{}{}[unsafe.Offsetof(Triangle{}.Y)-unsafe.Offsetof(Triangle{}.X)-24]
	_ = [1]struct{}{}[unsafe.Sizeof(image.Point{})-16]
)

// useMeshPlanes says whether meshPlanes sets up the planes of a mesh with
// layout lay: the colour alone (the vertex-colour mesh), on a machine
// with simd.MeshPlanes.
func useMeshPlanes(lay *attrLayout) bool {
	return lay.n == 4 && lay.color == 0 && simd.MeshPlanesOK && meshPlanesEnabled
}

// meshPlanes is setupPlanes for a mesh that useMeshPlanes accepts (its
// chunk's buffer of overflow planes is empty): the depth, the four colour
// channels and 1/w, zmin and persp in one routine, the same bits. ulp is
// 2^-t.Exp.
func meshPlanes(t *Triangle, sh *triShade, v *[3]*shadedVertex, s *[3]*snapped, ulp float64) {
	simd.MeshPlanes(ulp, (*[6]int64)(unsafe.Pointer(&t.X)), (*[2]int)(unsafe.Pointer(&t.Bounds.Min)), (*[3]*simd.Snapped)(s),
		(*[3]unsafe.Pointer)(unsafe.Pointer(v)), (*simd.MeshOut)(unsafe.Pointer(&sh.nattr)))
}

// ulpOf is 2^-e, the size of the snapping grid's unit in pixels at e
// sub-pixel bits.
func ulpOf(e int) float64 {
	return 1 / float64(int64(1)<<(uint(e)&63))
}

// setupPlanes computes the interpolation planes of t from the clipped
// vertices v (in the triangle's final vertex order). v, s and lay come by
// address: passed by value, the arrays and the layout were copied to the
// stack for each of the frame's 90,000 triangles.
func setupPlanes(t *Triangle, sh *triShade, v *[3]*shadedVertex, s *[3]*snapped, lay *attrLayout, buf []plane) []plane {
	// scaling by 2^-Exp is exact, so multiplying by it is dividing by 2^Exp
	// (six multiplications instead of six divisions per triangle)
	ulp := ulpOf(t.Exp)
	x0, y0 := float64(t.X[0])*ulp, float64(t.Y[0])*ulp
	x1, y1 := float64(t.X[1])*ulp-x0, float64(t.Y[1])*ulp-y0
	x2, y2 := float64(t.X[2])*ulp-x0, float64(t.Y[2])*ulp-y0
	area := x1*y2 - x2*y1
	inv := 0.0
	if area != 0 {
		inv = 1 / area
	}
	rx, ry := float64(t.Bounds.Min.X)+0.5-x0, float64(t.Bounds.Min.Y)+0.5-y0
	mk := func(a, b, c float64) plane {
		d1, d2 := b-a, c-a
		dx := (d1*y2 - d2*y1) * inv
		dy := (d2*x1 - d1*x2) * inv
		return plane{v: float32(a + dx*rx + dy*ry), dx: float32(dx), dy: float32(dy)}
	}
	sh.z = mk(float64(s[0].Z), float64(s[1].Z), float64(s[2].Z))
	sh.zmin = min(s[0].Z, s[1].Z, s[2].Z)
	sh.persp = !(s[0].IW == s[1].IW && s[1].IW == s[2].IW)
	w := [3]float64{1, 1, 1}
	if sh.persp {
		w = [3]float64{s[0].IW, s[1].IW, s[2].IW}
		sh.iw = mk(w[0], w[1], w[2])
	}
	sh.nattr = int32(lay.n)
	if lay.n == 0 {
		return buf
	}
	start := len(buf)
	k := 0
	add := func(a, b, c float32) {
		p := mk(float64(a)*w[0], float64(b)*w[1], float64(c)*w[2])
		if k < 4 {
			sh.inl[k] = p
		} else {
			buf = append(buf, p)
		}
		k++
	}
	if lay.color >= 0 {
		for k := 0; k < 4; k++ {
			add(v[0].Color[k], v[1].Color[k], v[2].Color[k])
		}
	}
	if lay.normal >= 0 {
		for k := 0; k < 3; k++ {
			add(v[0].Normal[k], v[1].Normal[k], v[2].Normal[k])
		}
	}
	if lay.world >= 0 {
		for k := 0; k < 3; k++ {
			add(v[0].World[k], v[1].World[k], v[2].World[k])
		}
	}
	if lay.uv >= 0 {
		for k := 0; k < 2; k++ {
			add(v[0].UV[k], v[1].UV[k], v[2].UV[k])
		}
	}
	sh.more = int32(start) // relative to the chunk's buffer until runGeometry joins them
	return buf
}
