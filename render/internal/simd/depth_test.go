package simd

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestDepthKernelMatchesLoop: DepthLessSpan (through the SSE kernel where
// it is available) leaves the same depth row bits, pass bytes and count as
// its definition DepthLessLoop, over random rows and depth planes with
// ties, signed zeros, NaN and infinite depths, and spans of 1 to 40 pixels.
func TestDepthKernelMatchesLoop(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 13))
	val := func() float32 {
		switch rng.IntN(12) {
		case 0:
			return float32(math.NaN())
		case 1:
			return float32(math.Inf(1 - 2*rng.IntN(2)))
		case 2:
			return float32(math.Copysign(0, float64(1-2*rng.IntN(2))))
		case 3:
			return 1
		}
		return float32(rng.Float64()*2 - 0.5)
	}
	for trial := 0; trial < 20000; trial++ {
		n := 1 + rng.IntN(40)
		a, b := make([]float32, n), make([]float32, n)
		for i := range a {
			a[i] = val()
			b[i] = a[i]
		}
		z, zdx := val(), float32(rng.NormFloat64()*0.05)
		if rng.IntN(8) == 0 {
			zdx = val()
		}
		if rng.IntN(4) == 0 { // ties: the row is the plane itself
			zz := z
			for i := range a {
				a[i], b[i] = zz, zz
				zz += zdx
			}
		}
		pa, pbb := make([]uint8, n), make([]uint8, n)
		for i := range pa {
			pa[i], pbb[i] = 9, 9
		}
		got := DepthLessSpan(a, pa, z, zdx)
		want := DepthLessLoop(b, pbb, z, zdx, 0)
		if got != want {
			t.Fatalf("z %v zdx %v: %d passes, want %d", z, zdx, got, want)
		}
		for i := range a {
			if math.Float32bits(a[i]) != math.Float32bits(b[i]) || pa[i] != pbb[i] {
				t.Fatalf("z %v zdx %v pixel %d: depth %v pass %d, want %v pass %d", z, zdx, i, a[i], pa[i], b[i], pbb[i])
			}
		}
	}
}
