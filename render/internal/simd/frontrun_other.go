//go:build !amd64

package simd

import "unsafe"

// FrontRunOK says FrontRun is available: not on this architecture.
const FrontRunOK = false

// FrontRun is amd64 only (render's geometry loop is the path elsewhere).
func FrontRun(tris, verts unsafe.Pointer, nv uint32, lo, hi, mode int, out *[FrontRunMax]int32) (next, culled, n int) {
	panic("simd: FrontRun is amd64 only")
}
