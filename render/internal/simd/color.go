package simd

import "unsafe"

// ToByte is a colour channel's byte, the definition every kernel's
// conversion matches: 0 unless v > 0 (NaN gives 0), 255 from 1 up, else
// v·255 rounded half up.
func ToByte(v float32) uint8 {
	if !(v > 0) { // also NaN
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint8(v*255 + 0.5)
}

// The perspective vertex-colour span kernel (color_amd64.s).
//
// The mesh's triangles cover a few pixels per span, so the kernel works
// one pixel at a time with its four colour channels in the four SSE lanes
// (four planes evaluated, multiplied and converted to bytes at once, where
// render's vertexColorSpan does each channel in turn). The operations per
// channel are vertexColorSpan's, in the same order, so the bytes are the
// same (render's TestShadeSpanMatchesShade). vertexColorSpan stays the
// definition and the path on other architectures. ColorLessRows
// (colorrows_amd64.s) shades a whole bin entry the same way, two pixels
// of a row at a time where both pass (the mesh's rows hold about two).

// ColorArgs is the kernel's input; the assembly reads it by byte offset.
type ColorArgs struct {
	V, DX, DY [4]float32 // 0, 16, 32: the colour planes
	Base      [4]float32 // 48: the material colour
	IW        RowPlane   // 64: the 1/w plane's row terms ({1, 0, 0} for affine triangles)
	X0, Y     float32    // 76, 80: the span's dx and dy
}

var _ = [1]struct{}{}[unsafe.Offsetof(ColorArgs{}.IW)-64+unsafe.Offsetof(ColorArgs{}.Y)-80]

// RowsArgs is ColorLessRows's per-entry input besides the planes; the
// assembly reads it by byte offset. It holds no pointer, so that the
// caller's stores into it need no write barrier.
type RowsArgs struct {
	DY0    int64 // 0: the first row's y minus the reference pixel's
	DX0    int64 // 8: minus the reference pixel's x
	Rows   int64 // 16
	Off0   int64 // 24: the index of (first row, x = 0) in depth and ids
	Stride int64 // 32: the rows' stride in pixels
	ID     int32 // 40: written to ids
}

var _ = [1]struct{}{}[unsafe.Offsetof(RowsArgs{}.Rows)-16+unsafe.Offsetof(RowsArgs{}.Stride)-32+unsafe.Offsetof(RowsArgs{}.ID)-40]
