package simd

import "unsafe"

// The vertex stage for a mesh whose only attribute is the vertex colour
// (vertices_amd64.s): render's transformVertex with its outcode and
// snapVertex, one vertex after another in one call, each vertex's clip
// position in the four float32 lanes of an X register and its window
// position in the four float64 lanes of a Y register. transformVertex
// stays the definition and the path for other meshes and machines.

// VertexArgs is TransformVertices' input; the assembly reads it by byte
// offset.
type VertexArgs struct {
	MVP   [16]float32 // 0: the mesh's view-projection · model, column-major
	Model [16]float32 // 64: the model matrix (unused when Ident)
	Scale [4]float64  // 128: width/2, height/2, 0.5, 1
	PA    [4]float64  // 160: the clip planes' X or Y coefficients: planes 0 and 1 of X, 2 and 3 of Y
	PB    [4]float64  // 192: their W coefficients
	PC    [2]float64  // 224: planes 4 and 5's Z coefficients
	PD    [2]float64  // 240: their W coefficients
	One   float64     // 256: 2^bits, the snapping grid's units per pixel
	Clamp float64     // 264: the snapped coordinates' bound
	Ident bool        // 272: the model matrix is the identity
}

var _ = [1]struct{}{}[unsafe.Offsetof(VertexArgs{}.Model)-64+unsafe.Offsetof(VertexArgs{}.Scale)-128+
	unsafe.Offsetof(VertexArgs{}.PA)-160+unsafe.Offsetof(VertexArgs{}.PB)-192+unsafe.Offsetof(VertexArgs{}.PC)-224+
	unsafe.Offsetof(VertexArgs{}.PD)-240+unsafe.Offsetof(VertexArgs{}.One)-256+unsafe.Offsetof(VertexArgs{}.Clamp)-264+
	unsafe.Offsetof(VertexArgs{}.Ident)-272]
