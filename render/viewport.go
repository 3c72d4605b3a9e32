package render

import "github.com/ppuwb/ppuwb/render/internal/simd"

// viewport stage: perspective divide, viewport transform and vertex snapping.
//
// The vertex stage already folded the viewport scale into the
// window-homogeneous position, so the transform here is the divide by W
// followed by snapping to the grid of spacing 2^-bits pixels:
//
//	X = roundToEven(x_window · 2^bits)
//
// In SnapFixed mode bits = SubpixelBits for every viewport. In SnapConsistent
// mode bits = SubpixelBits + log2(ReferenceSize/max(Width, Height)): the viewport scale
// halves and 2^bits doubles, so x_window·2^bits is the same number at every
// power-of-two level (multiplication by powers of two is exact in floating
// point) and every level sees the identical snapped integer — the snap grid is
// fixed in normalized device coordinates. Rounding is to nearest, ties to
// even, like llvmpipe's SSE path (cvtps2dq).

// snapped is a vertex after the viewport transform: X, Y (window position
// in units of 2^-bits px), Z (window depth), IW (1/w for
// perspective-correct interpolation). simd.MeshPlanes reads it.
type snapped = simd.Snapped

// snapClamp keeps snapped coordinates inside the range for which setup
// arithmetic cannot overflow, whatever rounding the clipper did.
const snapClamp = guardLimit + 1<<20

func snapCoord(v float64, one float64) int64 {
	f := v * one
	if f > snapClamp {
		return snapClamp
	}
	if f < -snapClamp {
		return -snapClamp
	}
	// |f| < 2^28: adding and removing 2^52 rounds to the nearest integer,
	// ties to even (the FPU's rounding mode), exactly like math.RoundToEven.
	const big = 1 << 52
	if f >= 0 {
		return int64((f + big) - big)
	}
	return int64((f - big) + big)
}

// snapVertex returns the snapped vertex and false if the division produced a
// non-finite value (w = 0 or NaN input).
func snapVertex(v *shadedVertex, one float64) (snapped, bool) {
	x, y, z, iw := v.X, v.Y, v.Z, 1.0
	if v.W != 1 {
		iw = 1 / v.W
		x, y, z = v.X/v.W, v.Y/v.W, v.Z/v.W
	}
	if !isFinite4(x, y, z, iw) {
		return snapped{}, false
	}
	return snapped{X: snapCoord(x, one), Y: snapCoord(y, one), Z: float32(z), IW: iw}, true
}

// isFinite4 reports whether none of the values is NaN or ±Inf
// (v - v is 0 for finite v and NaN otherwise).
func isFinite4(a, b, c, d float64) bool {
	return (a-a)+(b-b)+(c-c)+(d-d) == 0
}
