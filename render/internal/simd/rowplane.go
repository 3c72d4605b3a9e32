package simd

// RowPlane is an attribute plane restricted to one row: At(dx) is
// v + dx·dx + dy·dy with the row's dy·dy (DYC) computed once (the same
// operations, so the same result, as render's interp). The kernels read
// it as three float32s: V at 0, DX at 4, DYC at 8.
type RowPlane struct{ V, DX, DYC float32 }

// At is the plane's value at dx from the reference pixel.
func (p RowPlane) At(dx float32) float32 { return p.V + p.DX*dx + p.DYC }

// Weight is, for the 1/w plane p of a perspective triangle, the w that
// interp multiplies the attribute planes by at dx (1 where 1/w is 0, and
// for affine triangles).
func (p RowPlane) Weight(dx float32, persp bool) float32 {
	if persp {
		if iv := p.At(dx); iv != 0 {
			return 1 / iv
		}
	}
	return 1
}
