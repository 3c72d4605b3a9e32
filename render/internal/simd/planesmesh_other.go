//go:build !amd64

package simd

import "unsafe"

// MeshPlanesOK says MeshPlanes is available: not on this architecture.
const MeshPlanesOK = false

// MeshPlanes is amd64 only (render's setupPlanes is the path elsewhere).
func MeshPlanes(ulp float64, xy *[6]int64, ref *[2]int, s *[3]*Snapped, v *[3]unsafe.Pointer, out *MeshOut) {
	panic("simd: MeshPlanes is amd64 only")
}
