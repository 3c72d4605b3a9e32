package simd

import (
	"math"
	"math/rand"
	"testing"
)

// TestRunMax16MatchesLoop checks the whole-run hierarchical-Z maximum
// against the element-by-element definition (fkey order: −0 < +0, NaN by
// its bits) on ordinary and special depths.
func TestRunMax16MatchesLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	special := []float32{0, float32(math.Copysign(0, -1)), 1, -1, float32(math.Inf(1)), float32(math.Inf(-1)),
		float32(math.NaN()), math.Float32frombits(0xffc00001), math.MaxFloat32, -math.MaxFloat32, 1e-45}
	for it := 0; it < 20000; it++ {
		var depths [16]float32
		for i := range depths {
			switch rng.Intn(4) {
			case 0:
				depths[i] = special[rng.Intn(len(special))]
			case 1:
				depths[i] = math.Float32frombits(rng.Uint32())
			default:
				depths[i] = rng.Float32()*2 - 0.5
			}
		}
		want := int32(math.MinInt32)
		for _, d := range depths {
			want = max(want, fkey(d))
		}
		if got := RunMax16(&depths); math.Float32bits(got) != math.Float32bits(funkey(want)) {
			t.Fatalf("depths %v: RunMax16 %v (%#x), loop %v (%#x)", depths, got, math.Float32bits(got), funkey(want), math.Float32bits(funkey(want)))
		}
	}
}

// TestSetAlpha checks that SetAlpha sets exactly every fourth byte, for
// rows of every length up to 9 pixels and at odd offsets.
func TestSetAlpha(t *testing.T) {
	for n := 0; n <= 9; n++ {
		for off := 0; off < 8; off += 4 {
			buf := make([]uint8, off+4*n+8)
			for i := range buf {
				buf[i] = uint8(i * 7)
			}
			want := append([]uint8(nil), buf...)
			for i := 0; i < n; i++ {
				want[off+4*i+3] = 255
			}
			SetAlpha(buf[off : off+4*n])
			for i := range buf {
				if buf[i] != want[i] {
					t.Fatalf("%d pixels at offset %d: byte %d = %d, want %d", n, off, i, buf[i], want[i])
				}
			}
		}
	}
}
