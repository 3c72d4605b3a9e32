package simd

import "unsafe"

// The setup of a triangle's four vertex-colour planes (planes_amd64.s).
//
// render's setupPlanes computes each attribute plane from the three
// vertex values in float64 (the differences, the two slopes, the value at
// the reference pixel) and rounds them to float32. ColorPlanes does the
// four colour channels at once, one per lane of an AVX register, with the
// same operations in the same order (no fused multiply-add), so the planes
// are the same bits (render's TestColorPlanesMatchSetup); setupPlanes
// stays the definition and the path for other layouts and machines.

// PlaneArgs is the triangle's part of ColorPlanes' input (setupPlanes'
// names); the assembly reads it by byte offset.
type PlaneArgs struct {
	X1, Y1, X2, Y2 float64    // 0, 8, 16, 24: vertices 1 and 2 relative to vertex 0, in pixels
	Inv            float64    // 32: 1 / the doubled area (0 for a degenerate triangle)
	RX, RY         float64    // 40, 48: the reference pixel's centre relative to vertex 0
	W              [3]float64 // 56: the vertices' weights (1/w when perspective, else 1)
}

var _ = [1]struct{}{}[unsafe.Offsetof(PlaneArgs{}.Inv)-32+unsafe.Offsetof(PlaneArgs{}.W)-56]
