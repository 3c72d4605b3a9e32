package simd

import "unsafe"

// The lit span shader's four-pixel kernel (lit_amd64.s).
//
// render's litSpan does per pixel Blinn-Phong work (three normalisations
// with a float64 square root and divide each, the exponent's squarings)
// that is most of the showcase frame. On amd64 the perspective Blinn-Phong
// case with a whole exponent runs four pixels at a time in SSE: the same
// IEEE operations on the same operands in the same order, so the same bits
// as litSpan's scalar loop (no fused multiply-add; render's
// TestShadeSpanMatchesShade compares the two pixel by pixel through
// shade). litSpan stays the definition and the path for every other case
// and architecture.

// LitArgs is the kernel's per-span input; the assembly reads it by byte
// offset.
type LitArgs struct {
	Planes [7]RowPlane // 0: 1/w, 12: normal x y z, 48: world x y z
	_      [3]float32  //
	Col    [12]float32 // 96: the kernel's scratch: red, green, blue of a group
}

// LitConsts is the kernel's per-material input, each value broadcast to
// the four lanes once per frame (render's litConstsOf) so that the kernel
// loads it with one instruction; the assembly reads it by byte offset.
type LitConsts struct {
	L     [3][4]float32 // 0: light direction
	LC    [3][4]float32 // 48: light colour
	Amb   [3][4]float32 // 96: ambient
	Base  [3][4]float32 // 144: material colour
	Spec  [3][4]float32 // 192: specular colour
	Eye   [3][4]float32 // 240
	C255  [4]float32    // 288: 255 (toByte)
	CHalf [4]float32    // 304: 0.5 (toByte)
	I255  [4]uint32     // 320: 255
	Alpha [4]uint32     // 336: the alpha byte, shifted to bits 24..31
	Pow   int64         // 352: the whole exponent (powExp)
}

// the offsets lit_amd64.s uses
var _ = [1]struct{}{}[unsafe.Offsetof(LitArgs{}.Col)-96+unsafe.Offsetof(LitConsts{}.Eye)-240+unsafe.Offsetof(LitConsts{}.C255)-288+unsafe.Offsetof(LitConsts{}.Pow)-352]
