package simd

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// MeshPlanesOK says MeshPlanes (meshplanes_amd64.s, AVX2) is available.
var MeshPlanesOK = cpu.X86.HasAVX2

// MeshPlanes is render's setupPlanes for a triangle whose only attribute
// is the vertex colour, with the same float64 operations in the same
// order (no fused multiply-add), so the same bits: with xy = the snapped
// X[0..2] then Y[0..2] (a Triangle's X and Y, oriented), ulp = 2^-Exp,
// ref = the reference pixel, s the vertices' snapped values and c their
// colours (four float32 at byte MeshColorOffset of each of v's vertices),
//
//	x0, y0 = X0·ulp, Y0·ulp; x1, y1, x2, y2 = X1·ulp − x0, …
//	inv = 1 / (x1·y2 − x2·y1), 0 when that is 0
//	rx, ry = ref + 0.5 − (x0, y0)
//	persp = not all three IW equal; W = IW when persp, else 1
//	plane(a, b, c): d1, d2 = b − a, c − a; dx = (d1·y2 − d2·y1)·inv;
//	  dy = (d2·x1 − d1·x2)·inv; v = a + dx·rx + dy·ry, each to float32
//
// out.Z = plane(Z), out.Color[k] = plane(c[k]·W), out.IW = plane(IW)
// when persp, else zeros, out.Persp = persp, out.ZMin = min(Z0, Z1, Z2) as Go
// computes it (MINSS both ways and OR, -0 below +0), out.N = 4,
// out.More = 0.
//
//go:noescape
func MeshPlanes(ulp float64, xy *[6]int64, ref *[2]int, s *[3]*Snapped, v *[3]unsafe.Pointer, out *MeshOut)
