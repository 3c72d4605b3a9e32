package llvmpipe

import "testing"

// TestModelTopLeft runs without OSMesa: a square with edges through pixel
// centres keeps its left column and top row and loses its right column and
// bottom row; the shared diagonal goes to exactly one triangle.
func TestModelTopLeft(t *testing.T) {
	const w = 12
	a := Triangle{X: [3]float32{2.5, 8.5, 8.5}, Y: [3]float32{3.5, 3.5, 9.5}}
	b := Triangle{X: [3]float32{2.5, 8.5, 2.5}, Y: [3]float32{3.5, 9.5, 9.5}}
	ma, mb := ModelCoverage(a, w, w), ModelCoverage(b, w, w)
	for y := 0; y < w; y++ {
		for x := 0; x < w; x++ {
			want := x >= 2 && x < 8 && y >= 3 && y < 9
			pa, pb := ma[y*w+x], mb[y*w+x]
			if pa && pb {
				t.Errorf("(%d,%d) covered twice", x, y)
			}
			if (pa || pb) != want {
				t.Errorf("(%d,%d) covered=%v want %v", x, y, pa || pb, want)
			}
		}
	}
	if !ma[4*w+3] || mb[4*w+3] {
		t.Error("diagonal centre (3.5,4.5) should belong to the upper-right triangle (its left edge)")
	}
}

func TestModelDegenerateAndSnap(t *testing.T) {
	flat := Triangle{X: [3]float32{1, 5, 9}, Y: [3]float32{1, 5, 9}}
	for _, v := range ModelCoverage(flat, 10, 10) {
		if v {
			t.Fatal("collinear triangle covered a pixel")
		}
	}
	for _, tc := range []struct {
		v    float32
		want int64
	}{{0.5 / 256, 0}, {1.5 / 256, 2}, {-0.5 / 256, 0}, {10 + 2.5/256, 2562}} {
		if got := SnapFixed8(tc.v); got != tc.want {
			t.Errorf("SnapFixed8(%v) = %d, want %d", tc.v, got, tc.want)
		}
	}
}
