//go:build !amd64

package simd

import "unsafe"

// VerticesOK says TransformVertices is available: not on this architecture.
const VerticesOK = false

// TransformVertices is amd64 only (render's transformVertex is the path
// elsewhere).
func TransformVertices(a *VertexArgs, in, out unsafe.Pointer, n int) {
	panic("simd: TransformVertices is amd64 only")
}
