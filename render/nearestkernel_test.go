package render

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// TestNearestKernelMatchesSpan: nearestSpan (through the SSE kernel where
// it is available) writes the same texels and IDs as its scalar definition
// nearestSpanGo, pixel by pixel, over random planes (ordinary, huge, NaN
// and infinite coordinates, a 1/w plane that is 0 at a pixel, affine
// triangles), every wrap mode, power-of-two and other sizes, partial masks
// and spans of every length from 1 to 3 groups and a tail.
func TestNearestKernelMatchesSpan(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	coord := func() float32 {
		switch rng.IntN(10) {
		case 0:
			return float32(rng.NormFloat64() * 1e6)
		case 1:
			return float32(rng.NormFloat64() * 1e30)
		case 2:
			return 0
		case 3:
			return []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 1e-40}[rng.IntN(4)]
		}
		return float32(rng.NormFloat64() * 4)
	}
	slope := func() float32 {
		if rng.IntN(4) == 0 {
			return coord()
		}
		return float32(rng.NormFloat64() * 0.1)
	}
	plane := func() simd.RowPlane { return simd.RowPlane{V: coord(), DX: slope(), DYC: coord()} }
	modes := []WrapMode{WrapRepeat, WrapClamp, WrapMirror}
	kernelPixels := 0
	for _, sz := range [][2]int{{64, 64}, {32, 8}, {1, 1}, {1, 16}, {48, 32}, {5, 3}, {64, 6}} {
		lv := newLevel(sz[0], sz[1])
		tb := make([]uint32, sz[0]*sz[1])
		for i := range tb {
			tb[i] = uint32(i)*2654435761 | 1
		}
		sel := texSel{a: lv, pa: tb, near: true}
		for trial := 0; trial < 3000; trial++ {
			n := 1 + rng.IntN(13)
			pb := make([]uint8, n)
			full := rng.IntN(3) == 0
			for i := range pb {
				if full || rng.IntN(5) != 0 {
					pb[i] = uint8(1 + rng.IntN(2)*254)
				}
			}
			pu, pv, iw := plane(), plane(), plane()
			dx := float32(rng.IntN(40)) - 0.5
			if rng.IntN(4) == 0 {
				dx = float32(rng.IntN(2000)) + 0.5
			}
			if rng.IntN(5) == 0 { // 1/w exactly 0 at pixel k
				k := float32(rng.IntN(n))
				iw = simd.RowPlane{V: -iw.DX * (dx + k), DX: iw.DX}
			}
			if rng.IntN(3) != 0 { // a plausible 1/w: positive, slowly varying
				iw = simd.RowPlane{V: float32(0.2 + rng.Float64()), DX: float32(rng.NormFloat64() * 1e-3), DYC: float32(rng.NormFloat64() * 1e-2)}
			}
			persp := rng.IntN(4) != 0
			ws, wt := modes[rng.IntN(3)], modes[rng.IntN(3)]
			gp, wp := make([]uint8, 4*n), make([]uint8, 4*n)
			for i := range gp {
				gp[i], wp[i] = 0xa5, 0xa5
			}
			gi, wi := make([]int32, n), make([]int32, n)
			for i := range gi {
				gi[i], wi[i] = -7, -7
			}
			nearestSpan(&sel, pb, gp, gi, pu, pv, iw, dx, persp, ws, wt, 42)
			nearestSpanGo(0, &sel, pb, wp, wi, pu, pv, iw, dx, persp, ws, wt, 42)
			if simd.NearestKernelOK && nearestConstsOf(&sel, ws, wt) != nil {
				kernelPixels += n &^ 3
			}
			for i := range pb {
				if gp[4*i] != wp[4*i] || gp[4*i+1] != wp[4*i+1] || gp[4*i+2] != wp[4*i+2] || gp[4*i+3] != wp[4*i+3] || gi[i] != wi[i] {
					t.Fatalf("size %v, wrap %v/%v, persp %v, dx %v, u %v, v %v, 1/w %v, pb %v: pixel %d is %v id %d, want %v id %d",
						sz, ws, wt, persp, dx, pu, pv, iw, pb, i, gp[4*i:4*i+4], gi[i], wp[4*i:4*i+4], wi[i])
				}
			}
		}
	}
	if simd.NearestKernelOK && kernelPixels < 10000 {
		t.Errorf("the kernel shaded only %d pixels", kernelPixels)
	}
}

// TestAllSet: allSet is false exactly when some byte is zero, wherever it
// stands and whatever the other bytes are.
func TestAllSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := 0; trial < 20000; trial++ {
		pb := make([]uint8, rng.IntN(40))
		want := true
		for i := range pb {
			pb[i] = uint8(1 + rng.IntN(255))
			if rng.IntN(3) == 0 {
				pb[i] = []uint8{1, 0x80, 0xff, 0x01}[rng.IntN(4)]
			}
			if rng.IntN(30) == 0 {
				pb[i], want = 0, false
			}
		}
		if got := allSet(pb); got != want {
			t.Fatalf("allSet(%v) = %v", pb, got)
		}
	}
}
