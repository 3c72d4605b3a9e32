package llvmpipe

import "math"

// ModelCoverage is a plain model of the rules llvmpipe applies to one
// triangle (measured, see TestModelMatchesLLVMpipe): vertices are snapped to
// 1/256 px by rounding x·256 to nearest with ties to even; pixel (px, py) is
// sampled at its centre with exact integer edge functions; a centre exactly on
// an edge is covered only when the edge is a left edge (interior at larger x)
// or a horizontal top edge (interior at larger y, i.e. below it in image
// coordinates). Zero-area triangles cover nothing. It returns a row-major
// w×h mask.
//
// The model rasterizes the whole triangle against the viewport without
// clipping it (an infinite guard band). llvmpipe has no guard band: it clips
// triangles that cross the viewport border in floating point (Mesa's draw
// module) before snapping, which moves the edges of the
// clipped pieces by up to a sub-pixel step; it matches the model exactly only
// for triangles inside the viewport.
func ModelCoverage(t Triangle, w, h int) []bool {
	out := make([]bool, w*h)
	ModelVisit(t, w, h, func(px, py int) { out[py*w+px] = true })
	return out
}

// ModelVisit calls visit for every pixel of the w×h viewport that
// ModelCoverage reports covered, row by row.
func ModelVisit(t Triangle, w, h int, visit func(px, py int)) {
	var X, Y [3]int64
	for k := 0; k < 3; k++ {
		X[k] = SnapFixed8(t.X[k])
		Y[k] = SnapFixed8(t.Y[k])
	}
	area := (X[1]-X[0])*(Y[2]-Y[0]) - (X[2]-X[0])*(Y[1]-Y[0])
	if area == 0 {
		return
	}
	if area < 0 {
		X[1], X[2] = X[2], X[1]
		Y[1], Y[2] = Y[2], Y[1]
	}
	var A, B, C [3]int64
	for i := 0; i < 3; i++ {
		j := (i + 1) % 3
		A[i] = Y[i] - Y[j] // inward normal (A, B) for area > 0 with y down
		B[i] = X[j] - X[i]
		C[i] = -(A[i]*X[i] + B[i]*Y[i])
		if !(A[i] > 0 || (A[i] == 0 && B[i] > 0)) {
			C[i]-- // not top/left: a tie (E == 0) must fail E >= 0
		}
	}
	x0, x1 := minMax(X)
	y0, y1 := minMax(Y)
	px0, px1 := clampPix((x0-128)>>8, w), clampPix((x1-128)>>8+1, w)
	py0, py1 := clampPix((y0-128)>>8, h), clampPix((y1-128)>>8+1, h)
	for py := py0; py <= py1 && py < h; py++ {
		cy := int64(py)*256 + 128
		for px := px0; px <= px1 && px < w; px++ {
			cx := int64(px)*256 + 128
			if A[0]*cx+B[0]*cy+C[0] >= 0 && A[1]*cx+B[1]*cy+C[1] >= 0 && A[2]*cx+B[2]*cy+C[2] >= 0 {
				visit(px, py)
			}
		}
	}
}

// SnapFixed8 returns v in units of 1/256 px, rounded to nearest with ties to
// even, as llvmpipe snaps window coordinates on x86.
func SnapFixed8(v float32) int64 { return int64(math.RoundToEven(float64(v) * 256)) }

func minMax(v [3]int64) (int64, int64) {
	lo, hi := v[0], v[0]
	for _, x := range v[1:] {
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

func clampPix(v int64, n int) int {
	if v < 0 {
		return 0
	}
	if v >= int64(n) {
		return n - 1
	}
	return int(v)
}
