package render

import (
	"image"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// rasterKernelEnabled lets tests compare simd.SetupRaster with
// setupRaster.
var rasterKernelEnabled = true

// simd.SetupRaster reads and writes Triangle and rasterRec at these byte
// offsets.
var _ = [1]struct{}{}[unsafe.Offsetof(Triangle{}.Mesh)-simd.TriMesh+unsafe.Offsetof(Triangle{}.X)-simd.TriX+
	unsafe.Offsetof(Triangle{}.Y)-simd.TriX-24+unsafe.Offsetof(Triangle{}.Z)-simd.TriZ+unsafe.Offsetof(Triangle{}.Exp)-simd.TriExp+
	unsafe.Offsetof(Triangle{}.centre)-simd.TriCentre+unsafe.Offsetof(Triangle{}.Bounds)-simd.TriBounds+
	unsafe.Offsetof(rasterRec{}.a)-simd.RecA+unsafe.Offsetof(rasterRec{}.b)-simd.RecA-12+unsafe.Offsetof(rasterRec{}.c)-simd.RecC+
	unsafe.Offsetof(rasterRec{}.x0)-simd.RecX0+unsafe.Offsetof(rasterRec{}.y0)-simd.RecX0-2+unsafe.Offsetof(rasterRec{}.x1)-simd.RecX0-4+
	unsafe.Offsetof(rasterRec{}.y1)-simd.RecX0-6+unsafe.Offsetof(rasterRec{}.exp)-simd.RecExp+
	unsafe.Offsetof(rasterRec{}.topLeft)-simd.RecTopLeft+unsafe.Offsetof(rasterRec{}.inset)-simd.RecInset+
	unsafe.Offsetof(rasterRec{}.mesh)-simd.RecMesh]

// useRasterKernel says whether emit calls simd.SetupRaster for
// setupRaster.
func useRasterKernel() bool { return simd.SetupRasterOK && rasterKernelEnabled }

// fusedSetupEnabled lets tests compare the geometry stage's setupRaster
// with setupTriangle followed by setRaster, the path it bypasses.
var fusedSetupEnabled = true

// setupRaster is setupTriangle followed by setRaster(r, t, centre) in one
// pass, for the geometry stage: the edge equations go from registers
// straight into the raster record r, and t receives only what the rest of
// setup reads (the oriented X, Y and Z, Exp, centre and Bounds; not A, B,
// C or TopLeft, which only Frame.Triangle's recomputation gives). area is
// t.Area2() (emit has it); a zero area with !keepDegenerate is culled as
// setupTriangle culls it. It returns false when setupTriangle would; r is
// then left partly written.
func setupRaster(t *Triangle, r *rasterRec, area int64, bits, w, h int, keepDegenerate, centre bool) bool {
	if area == 0 && !keepDegenerate {
		return false
	}
	x0, x1, x2 := t.X[0], t.X[1], t.X[2]
	y0, y1, y2 := t.Y[0], t.Y[1], t.Y[2]
	if area < 0 {
		x1, x2 = x2, x1
		y1, y2 = y2, y1
		t.X[1], t.X[2] = x1, x2
		t.Y[1], t.Y[2] = y1, y2
		t.Z[1], t.Z[2] = t.Z[2], t.Z[1]
	}
	minX, maxX := min(x0, x1, x2), max(x0, x1, x2)
	minY, maxY := min(y0, y1, y2), max(y0, y1, y2)
	bx0, by0, bx1, by1, c, ok := boundsOf(minX, minY, maxX, maxY, bits, w, h)
	if !ok {
		return false
	}
	t.Exp = bits
	t.centre = c
	t.Bounds = image.Rectangle{Min: image.Point{X: int(bx0), Y: int(by0)}, Max: image.Point{X: int(bx1) + 1, Y: int(by1) + 1}}
	// edge i from vertex i to vertex i+1 (edgeOf, written out)
	a0, b0 := y0-y1, x1-x0
	a1, b1 := y1-y2, x2-x1
	a2, b2 := y2-y0, x0-x2
	r.a = [3]int32{int32(a0), int32(a1), int32(a2)}
	r.b = [3]int32{int32(b0), int32(b1), int32(b2)}
	r.c = [3]int64{-(a0*x0 + b0*y0), -(a1*x1 + b1*y1), -(a2*x2 + b2*y2)}
	r.topLeft = topLeftBit(a0, b0) | topLeftBit(a1, b1)<<1 | topLeftBit(a2, b2)<<2
	m := int64(0)
	if centre {
		m = int64(c)
	}
	r.x0, r.y0 = int16(bx0+m&1), int16(by0+m>>1&1)
	r.x1, r.y1 = int16(bx1-m>>2&1), int16(by1-m>>3&1)
	r.exp = uint8(bits)
	r.inset = uint8(m)
	r.mesh = int32(t.Mesh)
	return true
}

// topLeftBit is 1 when the edge with slopes a, b is a top or left edge
// (edgeOf), else 0.
func topLeftBit(a, b int64) uint8 {
	if a > 0 || (a == 0 && b > 0) {
		return 1
	}
	return 0
}
