package render

import "github.com/ppuwb/ppuwb/render/internal/simd"

// The nearest-magnification span kernel's Go side: the constants of
// simd.NearestKernel (render/internal/simd/nearest.go) per texture level
// and pair of wrap modes. nearestSpanGo stays the definition.

// nearestConstsFor builds the kernel's constants for a level of w×h texels
// with masks wm, hm (see texture) for every pair of wrap modes, indexed by
// mode-1.
func nearestConstsFor(w, h, wm, hm int) (c [3][3]simd.NearestConsts) {
	for s := range c {
		for t := range c[s] {
			f4 := func(v float32) [4]float32 { return [4]float32{v, v, v, v} }
			i4 := func(v int32) [4]int32 { return [4]int32{v, v, v, v} }
			lox, hix, mx, fx, okx := wrapArgs(w, wm, WrapMode(s+1))
			loy, hiy, my, fy, oky := wrapArgs(h, hm, WrapMode(t+1))
			c[s][t] = simd.NearestConsts{FW: f4(float32(w)), FH: f4(float32(h)),
				LoX: f4(lox), HiX: f4(hix), LoY: f4(loy), HiY: f4(hiy),
				MX: i4(mx), MY: i4(my), FX: i4(fx), FY: i4(fy),
				TW: f4(float32(w)), Half: f4(0.5), One: f4(1), Four: i4(4), Lanes: [4]int32{0, 1, 2, 3},
				OK: okx && oky && w*h <= 1<<24}
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
func nearestConstsOf(sel *texSel, ws, wt WrapMode) *simd.NearestConsts {
	lv := sel.a
	if ws-1 > 2 || wt-1 > 2 || len(sel.pa) < lv.w*lv.h {
		return nil
	}
	if c := &lv.near[ws-1][wt-1]; c.OK {
		return c
	}
	return nil
}
