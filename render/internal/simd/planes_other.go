//go:build !amd64

package simd

// ColorPlanesOK says ColorPlanes is available: not on this architecture.
const ColorPlanesOK = false

func ColorPlanes(pa *PlaneArgs, c0, c1, c2 *[4]float32, out *[4][3]float32) {
	panic("simd: ColorPlanes is amd64 only")
}
