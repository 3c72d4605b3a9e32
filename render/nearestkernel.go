package render

import "unsafe"

// The nearest-magnification span kernel (nearestkernel_amd64.s).
//
// The showcase's floor is magnified: most of its pixels copy one
// pre-multiplied texel, and nearestSpan's per-pixel work (the perspective
// divide, texelSpace, floorInt, the wrap, the texel index) was about a
// quarter of the frame's instructions. On amd64 the kernel does that work
// four pixels at a time in SSE: the same IEEE float32 operations on the
// same operands in the same order as nearestSpanGo (no fused multiply-add),
// masks in place of the branches, so each lane gives the texel the scalar
// loop gives (TestNearestKernelMatchesSpan compares the two pixel by
// pixel). nearestSpanGo stays the definition, the path on other
// architectures, for the last len%4 pixels of a span, and for the wrap
// modes the kernel does not take (repeat and mirror of a size that is not
// a power of two). This file only packs the kernel's constants per level.
//
// Three steps are rearranged, exactly: texelSpace's clamp to ±2^30, the
// + 0.5, floorInt and the clamp mode's clamp to [0, n-1] equal the clamp
// to [-0.5, n-1.5], the + 0.5 and floorInt (floor is monotonic, the
// bounds are integers, and -0.5 + 0.5 and n-1.5 + 0.5 are exact); the
// texel index y·w + x is taken in float32, exact because it is an integer
// below 2^24.

// nearestConsts is the part of the kernel's input that depends only on
// the level and the wrap modes, each value in four lanes (one instruction
// loads it): newLevel builds it once per level for each pair of modes
// (texture.near). The assembly reads it by byte offset.
type nearestConsts struct {
	fw, fh    [4]float32 // 0, 16: the level's size
	lox, hix  [4]float32 // 32, 48: the clamp of fu (clamp mode: -0.5, w-1.5; else ∓2^30, texelSpace's)
	loy, hiy  [4]float32 // 64, 80
	mx, my    [4]int32   // 96, 112: the index masks (repeat: n-1; mirror: 2n-1; clamp: -1)
	fx, fy    [4]int32   // 128, 144: the mirror bits (mirror: n; else 0)
	tw        [4]float32 // 160: the level's width, the row stride
	half, one [4]float32 // 176, 192: 0.5, 1
	four      [4]int32   // 208: 4
	lanes     [4]int32   // 224: 0, 1, 2, 3
	ok        bool       // the kernel takes these modes at this size
}

// nearestRow is the kernel's per-span input; the assembly reads it by
// byte offset.
type nearestRow struct {
	iw, u, v rowPlane // 0, 12, 24: 1/w ({1, 0, 0} for affine triangles), u, v
	dx       float32  // 36: the span's offset from the reference pixel
	id       int32    // 40: the triangle ID
}

var _ = [1]struct{}{}[unsafe.Offsetof(nearestConsts{}.tw)-160+unsafe.Offsetof(nearestConsts{}.lanes)-224+unsafe.Offsetof(nearestRow{}.dx)-36+unsafe.Offsetof(nearestRow{}.id)-40]

// nearestConstsFor builds the kernel's constants for a level of w×h texels
// with masks wm, hm (see texture) for every pair of wrap modes, indexed by
// mode-1.
func nearestConstsFor(w, h, wm, hm int) (c [3][3]nearestConsts) {
	for s := range c {
		for t := range c[s] {
			f4 := func(v float32) [4]float32 { return [4]float32{v, v, v, v} }
			i4 := func(v int32) [4]int32 { return [4]int32{v, v, v, v} }
			lox, hix, mx, fx, okx := wrapArgs(w, wm, WrapMode(s+1))
			loy, hiy, my, fy, oky := wrapArgs(h, hm, WrapMode(t+1))
			c[s][t] = nearestConsts{fw: f4(float32(w)), fh: f4(float32(h)),
				lox: f4(lox), hix: f4(hix), loy: f4(loy), hiy: f4(hiy),
				mx: i4(mx), my: i4(my), fx: i4(fx), fy: i4(fy),
				tw: f4(float32(w)), half: f4(0.5), one: f4(1), four: i4(4), lanes: [4]int32{0, 1, 2, 3},
				ok: okx && oky && w*h <= 1<<24}
		}
	}
	return c
}

// wrapArgs is one axis's wrap terms of the kernel for a level of size n
// with mask m (n-1 when n is a power of two, else -1), or false for the
// modes the kernel does not take.
func wrapArgs(n, m int, mode WrapMode) (lo, hi float32, mask, flip int32, ok bool) {
	const lim = 1 << 30
	switch {
	case mode == WrapClamp:
		return -0.5, float32(n) - 1.5, -1, 0, n <= 1<<22
	case m < 0:
		return 0, 0, 0, 0, false
	case mode == WrapRepeat:
		return -lim, lim, int32(m), 0, true
	case mode == WrapMirror:
		return -lim, lim, int32(2*m + 1), int32(m + 1), m < 1<<22
	}
	return 0, 0, 0, 0, false
}

// nearestConstsOf is the kernel's constants for sel's level and the wrap
// modes, or nil where the kernel does not take them.
func nearestConstsOf(sel *texSel, ws, wt WrapMode) *nearestConsts {
	lv := sel.a
	if ws-1 > 2 || wt-1 > 2 || len(sel.pa) < lv.w*lv.h {
		return nil
	}
	if c := &lv.near[ws-1][wt-1]; c.ok {
		return c
	}
	return nil
}
