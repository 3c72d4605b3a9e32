//go:build egl

package gldriver

import "testing"

// One triangle through the driver: the half-square below the diagonal of
// an 8×8 target, each pixel centre decided by GL's fill rule.
func TestRunDrawsATriangle(t *testing.T) {
	info, px, err := Run([]Batch{{Width: 8, Height: 8, Tris: [][6]float32{{0, 0, 8, 8, 0, 8}}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s on %s (%s), %d sub-pixel bits, NV_conservative_raster %v", info.Renderer, info.Platform, info.Version, info.SubpixelBits, info.Conservative)
	if info.Renderer == "" {
		t.Fatal("no renderer string")
	}
	n := 0
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			want := x < y // below the diagonal; its centres tie on a right edge: out
			if got := px[0][y*8+x] == 0; got != want {
				t.Errorf("pixel (%d,%d): covered %v, want %v", x, y, got, want)
			}
			if px[0][y*8+x] == 0 {
				n++
			}
		}
	}
	if n != 28 {
		t.Errorf("%d pixels covered, want 28", n)
	}
}
