package simd

import "unsafe"

// The nearest-magnification span kernel (nearest_amd64.s).
//
// The showcase's floor is magnified: most of its pixels copy one
// pre-multiplied texel, and render's nearestSpan's per-pixel work (the
// perspective divide, texelSpace, floorInt, the wrap, the texel index) was
// about a quarter of the frame's instructions. On amd64 the kernel does
// that work four pixels at a time in SSE: the same IEEE float32 operations
// on the same operands in the same order as render's nearestSpanGo (no
// fused multiply-add), masks in place of the branches, so each lane gives
// the texel the scalar loop gives (render's TestNearestKernelMatchesSpan
// compares the two pixel by pixel). nearestSpanGo stays the definition, the
// path on other architectures, for the last len%4 pixels of a span, and for
// the wrap modes the kernel does not take (repeat and mirror of a size
// that is not a power of two).
//
// Three steps are rearranged, exactly: texelSpace's clamp to ±2^30, the
// + 0.5, floorInt and the clamp mode's clamp to [0, n-1] equal the clamp
// to [-0.5, n-1.5], the + 0.5 and floorInt (floor is monotonic, the
// bounds are integers, and -0.5 + 0.5 and n-1.5 + 0.5 are exact); the
// texel index y·w + x is taken in float32, exact because it is an integer
// below 2^24.

// NearestConsts is the part of the kernel's input that depends only on
// the level and the wrap modes, each value in four lanes (one instruction
// loads it): render's newLevel builds it once per level for each pair of
// modes (nearestConstsFor). The assembly reads it by byte offset.
type NearestConsts struct {
	FW, FH    [4]float32 // 0, 16: the level's size
	LoX, HiX  [4]float32 // 32, 48: the clamp of fu (clamp mode: -0.5, w-1.5; else ∓2^30, texelSpace's)
	LoY, HiY  [4]float32 // 64, 80
	MX, MY    [4]int32   // 96, 112: the index masks (repeat: n-1; mirror: 2n-1; clamp: -1)
	FX, FY    [4]int32   // 128, 144: the mirror bits (mirror: n; else 0)
	TW        [4]float32 // 160: the level's width, the row stride
	Half, One [4]float32 // 176, 192: 0.5, 1
	Four      [4]int32   // 208: 4
	Lanes     [4]int32   // 224: 0, 1, 2, 3
	OK        bool       // the kernel takes these modes at this size
}

// NearestRow is the kernel's per-span input; the assembly reads it by
// byte offset.
type NearestRow struct {
	IW, U, V RowPlane // 0, 12, 24: 1/w ({1, 0, 0} for affine triangles), u, v
	DX       float32  // 36: the span's offset from the reference pixel
	ID       int32    // 40: the triangle ID
}

var _ = [1]struct{}{}[unsafe.Offsetof(NearestConsts{}.TW)-160+unsafe.Offsetof(NearestConsts{}.Lanes)-224+unsafe.Offsetof(NearestRow{}.DX)-36+unsafe.Offsetof(NearestRow{}.ID)-40]
