package simd

import "unsafe"

// The setup of all the interpolation planes of a triangle of a mesh that
// interpolates only its vertex colour (meshplanes_amd64.s): render's
// setupPlanes for that layout, from the snapped positions to the depth,
// the four colour channels and 1/w, in one routine. setupPlanes stays the
// definition and the path for other layouts and machines.

// Snapped is a vertex after the viewport transform (render's snapped; the
// assembly reads it by byte offset).
type Snapped struct {
	X, Y int64   // 0, 8: window position in units of 2^-bits px
	Z    float32 // 16: window depth
	IW   float64 // 24: 1/w for perspective-correct interpolation
}

// MeshColorOffset is where MeshPlanes finds a vertex's colour (four
// float32) in render's shadedVertex.
const MeshColorOffset = 56

// MeshOut is what MeshPlanes writes, every field (render's triShade from
// nattr to more, with its layout): the number of attribute planes, the smallest
// vertex depth, the planes {value at the reference pixel, x slope, y
// slope} of the depth, of the four colour channels and of 1/w, whether
// the triangle is perspective, and where overflow planes start.
type MeshOut struct {
	N     int32         // 0: 4
	ZMin  float32       // 4: Go's min of the three depths
	Z     [3]float32    // 8
	Color [4][3]float32 // 20
	IW    [3]float32    // 68: zeros unless Persp
	Persp bool          // 80
	More  int32         // 84: 0 (no overflow planes)
}

var (
	_ = [1]struct{}{}[unsafe.Offsetof(Snapped{}.Z)-16+unsafe.Offsetof(Snapped{}.IW)-24]
	_ = [1]struct{}{}[unsafe.Offsetof(MeshOut{}.Z)-8+unsafe.Offsetof(MeshOut{}.Color)-20+unsafe.Offsetof(MeshOut{}.IW)-68+
		unsafe.Offsetof(MeshOut{}.Persp)-80+unsafe.Offsetof(MeshOut{}.More)-84]
)
