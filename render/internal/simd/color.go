package simd

import "unsafe"

// The perspective vertex-colour span kernel (color_amd64.s).
//
// The mesh's triangles cover a few pixels per span, so the kernel works
// one pixel at a time with its four colour channels in the four SSE lanes
// (four planes evaluated, multiplied and converted to bytes at once, where
// render's vertexColorSpan does each channel in turn). The operations per
// channel are vertexColorSpan's, in the same order, so the bytes are the
// same (render's TestShadeSpanMatchesShade). vertexColorSpan stays the
// definition and the path on other architectures.

// ColorArgs is the kernel's input; the assembly reads it by byte offset.
type ColorArgs struct {
	V, DX, DY [4]float32 // 0, 16, 32: the colour planes
	Base      [4]float32 // 48: the material colour
	IW        RowPlane   // 64: the 1/w plane's row terms ({1, 0, 0} for affine triangles)
	X0, Y     float32    // 76, 80: the span's dx and dy
}

var _ = [1]struct{}{}[unsafe.Offsetof(ColorArgs{}.IW)-64+unsafe.Offsetof(ColorArgs{}.Y)-80]

// RowsArgs is ColorLessRows's per-entry input; the assembly reads it by
// byte offset.
type RowsArgs struct {
	Z, ZDX, ZDY     float32 // 0, 4, 8: the depth plane
	IWV, IWDX, IWDY float32 // 12, 16, 20: the 1/w plane (when Persp != 0)
	Persp           int32   // 24
	ID              int32   // 28: written to ids
	DY0             int64   // 32: the first row's y minus the reference pixel's
	DX0             int64   // 40: minus the reference pixel's x
	Rows            int64   // 48
	Off0            int64   // 56: the index of (first row, x = 0) in depth and ids
	Stride          int64   // 64: the rows' stride in pixels
	// 72: the colour planes as render's triangle record holds them,
	// {v, dx, dy} per channel (ColorLessRows gathers them into its
	// registers: written as ColorArgs by the caller with 4-byte stores,
	// they were read with 16-byte loads that waited for the stores)
	Planes *[4][3]float32
	Base   *[4]float32 // 80: the material colour
}

var _ = [1]struct{}{}[unsafe.Offsetof(RowsArgs{}.Persp)-24+unsafe.Offsetof(RowsArgs{}.DY0)-32+unsafe.Offsetof(RowsArgs{}.Stride)-64+
	unsafe.Offsetof(RowsArgs{}.Planes)-72+unsafe.Offsetof(RowsArgs{}.Base)-80]
