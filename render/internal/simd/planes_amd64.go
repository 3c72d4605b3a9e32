package simd

import "golang.org/x/sys/cpu"

// ColorPlanesOK says ColorPlanes (planes_amd64.s, AVX) is available.
var ColorPlanesOK = cpu.X86.HasAVX

// ColorPlanes writes to out[k] the plane (value at the reference pixel,
// x slope, y slope) of colour channel k with vertex values c0[k], c1[k],
// c2[k]: a, b, c = c0[k]·W[0], c1[k]·W[1], c2[k]·W[2] in float64, then
// d1, d2 = b−a, c−a; dx = (d1·Y2 − d2·Y1)·Inv; dy = (d2·X1 − d1·X2)·Inv;
// v = a + dx·RX + dy·RY, each rounded to float32 — render's setupPlanes.
//
//go:noescape
func ColorPlanes(pa *PlaneArgs, c0, c1, c2 *[4]float32, out *[4][3]float32)
