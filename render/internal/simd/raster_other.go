//go:build !amd64

package simd

import "unsafe"

// SetupRasterOK says SetupRaster is available: not on this architecture.
const SetupRasterOK = false

// SetupRaster is amd64 only (render's setupRaster is the path elsewhere).
func SetupRaster(t, r unsafe.Pointer, area int64, bits, w, h int, keepDegenerate, centre bool) bool {
	panic("simd: SetupRaster is amd64 only")
}
