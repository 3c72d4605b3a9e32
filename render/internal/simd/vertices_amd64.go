package simd

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// VerticesOK says TransformVertices (vertices_amd64.s, AVX2) is available.
var VerticesOK = cpu.X86.HasAVX2

// TransformVertices runs render's transformVertex for n vertices, from
// in (render.Vertex, 48 bytes each: position at 0, colour at 12, UV at
// 40) to out (render's shadedVertex, 120 bytes each), for a projective
// camera and a mesh without normals, with the same operations in the same
// order (no fused multiply-add), so the same bits: the clip position
// c = MVP·(p, 1) in float32 as mul4x1 computes it; X, Y, Z, W =
// (c.x + c.w)·Scale[0], (c.w − c.y)·Scale[1], (c.z + c.w)·0.5, c.w in
// float64; World = p (Ident) or Model·(p, 1); Normal = 0; Color and UV
// copied; bad = a NaN or infinity among X, Y, Z, W (then oc = 0, no
// snap); oc bit i = not (plane i's distance ≥ 0); when oc = 0, the snap:
// x, y, z, iw = (X, Y, Z, 1)/W (W = 1 gives X, Y, Z, 1 as snapVertex's
// shortcut does), none finite: snOK false and sn zero; else sn.X, sn.Y =
// round to even of min(max(x·One, −Clamp), Clamp), sn.Z = float32(z),
// sn.IW = iw, snOK true. sn is not written when oc ≠ 0 or bad.
//
//go:noescape
func TransformVertices(a *VertexArgs, in, out unsafe.Pointer, n int)
