package simd

import (
	"math"
	"math/rand"
	"slices"
	"testing"
)

// ColorLessKernel writes the depths, colours and IDs, and counts the
// passing pixels, exactly as DepthLessLoop followed by ColorKernel on the
// pass bytes (the path it replaces in render's shadeColorLess), for random planes,
// spans of 1 to 40 pixels and stored depths that include NaN, infinities
// and ties.
func TestColorLessKernelMatchesSeparatePasses(t *testing.T) {
	if !ColorKernelOK {
		t.Skip("no colour kernel on this architecture")
	}
	rng := rand.New(rand.NewSource(3))
	f := func() float32 { return float32(rng.NormFloat64()) }
	special := []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 0, 1}
	for it := 0; it < 20000; it++ {
		var p ColorArgs
		for k := 0; k < 4; k++ {
			p.V[k], p.DX[k], p.DY[k], p.Base[k] = rng.Float32(), f()*0.05, f()*0.05, rng.Float32()
		}
		p.IW = RowPlane{V: 0.5 + rng.Float32(), DX: f() * 0.01, DYC: f() * 0.01}
		if rng.Intn(5) == 0 {
			p.IW = RowPlane{V: 1}
		}
		p.X0, p.Y = float32(rng.Intn(30)), float32(rng.Intn(30))
		n := 1 + rng.Intn(40)
		z, zdx := rng.Float32(), f()*0.01
		depth := make([]float32, n)
		for i := range depth {
			depth[i] = rng.Float32()
			switch rng.Intn(10) {
			case 0:
				depth[i] = special[rng.Intn(len(special))]
			case 1:
				depth[i] = z + zdx*float32(i) // a likely tie
			}
		}
		pix0 := make([]uint8, 4*n)
		for i := range pix0 {
			pix0[i] = uint8(rng.Intn(256))
		}
		ids0 := make([]int32, n)
		for i := range ids0 {
			ids0[i] = int32(rng.Intn(9))
		}
		// the two passes
		d1, p1, i1, pb := slices.Clone(depth), slices.Clone(pix0), slices.Clone(ids0), make([]uint8, n)
		q := p
		n1 := DepthLessLoop(d1, pb, z, zdx, 0)
		ColorKernel(&q, &pb[0], &p1[0], &i1[0], n, 77)
		// the fused kernel
		d2, p2, i2 := slices.Clone(depth), slices.Clone(pix0), slices.Clone(ids0)
		r := p
		n2 := ColorLessKernel(&r, &d2[0], &p2[0], &i2[0], n, 77, z, zdx)
		same := func(a, b []float32) bool {
			for i := range a {
				if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
					return false
				}
			}
			return true
		}
		if n1 != n2 || !same(d1, d2) || !slices.Equal(p1, p2) || !slices.Equal(i1, i2) {
			t.Fatalf("iteration %d (n %d, z %v, zdx %v, depths %v): passes %d/%d, depths %v/%v, colours %v/%v, ids %v/%v",
				it, n, z, zdx, depth, n1, n2, d1, d2, p1, p2, i1, i2)
		}
	}
}
