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
// a power of two). This file only packs the kernel's per-span input.
//
// Two steps are rearranged, exactly: floorInt then the clamp to [0, n-1]
// equals the clamp of the float to [0, n-1] then floorInt (floor is
// monotonic and the bounds are integers), and the texel index y·w + x is
// taken in float32, exact because it is an integer below 2^24.

// nearestArgs is the kernel's input; the assembly reads it by byte offset.
type nearestArgs struct {
	iw, u, v  rowPlane // 0, 12, 24: 1/w ({1, 0, 0} for affine triangles), u, v
	fw, fh    float32  // 36, 40: the level's size
	dx        float32  // 44: the span's offset from the reference pixel
	half      float32  // 48: 0.5
	nlim, lim float32  // 52, 56: ∓2^30 (texelSpace's clamp)
	one       float32  // 60: 1
	lox, hix  float32  // 64, 68: the clamp of fu+0.5 (clamp mode: 0, w-1; else ∓2^30, no effect)
	loy, hiy  float32  // 72, 76
	mx, my    int32    // 80, 84: the index masks (repeat: n-1; mirror: 2n-1; clamp: -1)
	fx, fy    int32    // 88, 92: the mirror bits (mirror: n; else 0)
	four      int32    // 96: 4
	tw        float32  // 100: the level's width, the row stride
	id        int32    // 104: the triangle ID
	_         int32    //
	lanes     [4]int32 // 112: 0, 1, 2, 3
}

var _ = [1]struct{}{}[unsafe.Offsetof(nearestArgs{}.fw)-36+unsafe.Offsetof(nearestArgs{}.lox)-64+unsafe.Offsetof(nearestArgs{}.mx)-80+unsafe.Offsetof(nearestArgs{}.lanes)-112]

// wrapArgs sets one axis's wrap terms of the kernel for a level of size n
// with mask m (n-1 when n is a power of two, else -1), or reports false
// for the modes the kernel does not take.
func wrapArgs(n, m int, mode WrapMode) (lo, hi float32, mask, flip int32, ok bool) {
	const lim = 1 << 30
	switch {
	case mode == WrapClamp:
		return 0, float32(n - 1), -1, 0, true
	case m < 0:
		return 0, 0, 0, 0, false
	case mode == WrapRepeat:
		return -lim, lim, int32(m), 0, true
	case mode == WrapMirror:
		return -lim, lim, int32(2*m + 1), int32(m + 1), true
	}
	return 0, 0, 0, 0, false
}

// nearestSpanKernel shades the first len(pb)&^3 pixels of nearestSpan's
// span through nearestKernel and returns how many it shaded (0 when the
// kernel does not take the span's wrap modes).
func nearestSpanKernel(sel texSel, pb, prow []uint8, irow []int32, pu, pv, iw rowPlane, dx float32, persp bool, ws, wt WrapMode, id int32) int {
	m := len(pb) &^ 3
	lv := sel.a
	if m == 0 || lv.w*lv.h > 1<<24 || len(sel.pa) < lv.w*lv.h {
		return 0
	}
	var p nearestArgs
	var okx, oky bool
	p.lox, p.hix, p.mx, p.fx, okx = wrapArgs(lv.w, lv.wm, ws)
	p.loy, p.hiy, p.my, p.fy, oky = wrapArgs(lv.h, lv.hm, wt)
	if !okx || !oky {
		return 0
	}
	p.iw = rowPlane{1, 0, 0} // at(x) = 1, the w of affine triangles
	if persp {
		p.iw = iw
	}
	p.u, p.v = pu, pv
	p.fw, p.fh, p.dx = lv.fw, lv.fh, dx
	p.half, p.nlim, p.lim, p.one = 0.5, -1<<30, 1<<30, 1
	p.four, p.tw, p.id = 4, float32(lv.w), id
	p.lanes = [4]int32{0, 1, 2, 3}
	_, _ = prow[4*m-1], irow[m-1]
	nearestKernel(&p, &pb[0], &sel.pa[0], &prow[0], &irow[0], m/4)
	return m
}
