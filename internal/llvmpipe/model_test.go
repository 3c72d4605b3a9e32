//go:build osmesa

package llvmpipe

import (
	"image/color"
	"math"
	"math/rand"
	"testing"
)

// randomTriangles makes n triangles inside a w×w viewport with vertices on a
// grid of 1/grid px, clustered (size ~ spread px) so that many are small.
func randomTriangles(r *rand.Rand, n, w int, grid, spread float64) []Triangle {
	tris := make([]Triangle, n)
	for i := range tris {
		cx, cy := r.Float64()*float64(w), r.Float64()*float64(w)
		for k := 0; k < 3; k++ {
			x := math.Round((cx+(r.Float64()-0.5)*spread)*grid) / grid
			y := math.Round((cy+(r.Float64()-0.5)*spread)*grid) / grid
			tris[i].X[k] = float32(math.Min(math.Max(x, 0), float64(w)))
			tris[i].Y[k] = float32(math.Min(math.Max(y, 0), float64(w)))
			tris[i].Z[k] = 0.5
		}
		tris[i].Color = color.RGBA{255, 255, 255, 255}
	}
	return tris
}

// TestModelMatchesLLVMpipe checks ModelCoverage against llvmpipe one triangle
// at a time, and checks that the test can tell snapping modes apart: rounding
// ties up instead of to even must disagree somewhere on a 1/1024 grid.
func TestModelMatchesLLVMpipe(t *testing.T) {
	const w = 64
	c := newCtx(t, w, w)
	r := rand.New(rand.NewSource(7))
	var tris []Triangle
	tris = append(tris, randomTriangles(r, 400, w, 1024, 3)...)  // small, fine grid
	tris = append(tris, randomTriangles(r, 300, w, 1024, 20)...) // medium, fine grid
	tris = append(tris, randomTriangles(r, 300, w, 2, 12)...)    // half-pixel grid: ties
	tris = append(tris, randomTriangles(r, 100, w, 4, 80)...)    // large
	upDiffers := 0
	for i, tri := range tris {
		img, _, err := c.Render([]Triangle{tri})
		if err != nil {
			t.Fatal(err)
		}
		model := ModelCoverage(tri, w, w)
		up := refCover(tri, w, w, func(v float64) int64 { return int64(math.Floor(v + 0.5)) })
		upBad := false
		for p := 0; p < w*w; p++ {
			got := img.Pix[p*4+3] != 0
			if got != model[p] {
				t.Fatalf("triangle %d %+v: pixel (%d,%d) llvmpipe=%v model=%v", i, tri, p%w, p/w, got, model[p])
			}
			if got != up[p] {
				upBad = true
			}
		}
		if upBad {
			upDiffers++
		}
	}
	t.Logf("%d triangles: model == llvmpipe for all; round-half-up would differ on %d", len(tris), upDiffers)
	if upDiffers == 0 {
		t.Error("test cannot distinguish tie rounding modes")
	}
}

// refCover is a second, independently written reference (different loop
// structure, explicit tie test) with a pluggable snap of v·256.
func refCover(t Triangle, w, h int, snap func(float64) int64) []bool {
	var X, Y [3]int64
	for k := 0; k < 3; k++ {
		X[k] = snap(float64(t.X[k]) * 256)
		Y[k] = snap(float64(t.Y[k]) * 256)
	}
	out := make([]bool, w*h)
	area := (X[1]-X[0])*(Y[2]-Y[0]) - (X[2]-X[0])*(Y[1]-Y[0])
	if area == 0 {
		return out
	}
	if area < 0 {
		X[1], X[2] = X[2], X[1]
		Y[1], Y[2] = Y[2], Y[1]
	}
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			cx, cy := int64(px)*256+128, int64(py)*256+128
			in := true
			for i := 0; i < 3 && in; i++ {
				j := (i + 1) % 3
				A, B := -(Y[j] - Y[i]), X[j]-X[i]
				e := A*(cx-X[i]) + B*(cy-Y[i])
				if e < 0 || (e == 0 && !(A > 0 || (A == 0 && B > 0))) {
					in = false
				}
			}
			out[py*w+px] = in
		}
	}
	return out
}
