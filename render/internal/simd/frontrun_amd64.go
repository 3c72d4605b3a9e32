package simd

import "unsafe"

// FrontRun is the geometry loop's common case (render's geometry) over
// primitives lo, lo+1, … < hi of a mesh: tris is its index list
// ([3]uint32 each), verts its vertex stage output (render's
// shadedVertex, 120 bytes each: snOK at 82, the snapped X and Y at 88
// and 96), nv the number of vertices. It stops at the first primitive
// with an index ≥ nv or a vertex that is not snapped (snOK false), which
// it leaves to the caller (next), at hi, or after the primitive that
// fills out. A primitive of three snapped vertices is culled (counted in
// culled) when mode is 1 and its doubled area ar = (X1−X0)(Y2−Y0) −
// (Y1−Y0)(X2−X0) is > 0, or mode is 2 and ar < 0 (render's backFacing);
// else its index goes to out[n] (mode 0: no facing test).
//
//go:noescape
func FrontRun(tris, verts unsafe.Pointer, nv uint32, lo, hi, mode int, out *[FrontRunMax]int32) (next, culled, n int)

// FrontRunOK says FrontRun is available.
const FrontRunOK = true
