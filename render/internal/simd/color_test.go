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
	for it := 0; it < 20000; it++ {
		p := randColorPlanes(rng)
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
				depth[i] = specialFloats[rng.Intn(len(specialFloats))]
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

// ColorLessRows writes the same depths, colours and IDs, and counts the
// same passing pixels per row, as ColorLessKernel called per row with the
// row terms render's shadeColorLess computes (dy, rowOf's 1/w terms, the
// span's first depth), for random planes, entries of 1 to 64 rows with
// empty rows, colour planes and material colours sometimes from the whole
// float32 range (so ColorLessKernel's toByte is checked against
// ColorLessRows', which TestColorLessRowsMatchesGo checks against Go),
// and stored depths with NaN, infinities and ties; the planes and the
// material colour read from the triangle's record layout.
func TestColorLessRowsMatchesKernelPerRow(t *testing.T) {
	if !ColorKernelOK {
		t.Skip("no colour kernel on this architecture")
	}
	rng := rand.New(rand.NewSource(5))
	f := func() float32 { return float32(rng.NormFloat64()) }
	for it := 0; it < 5000; it++ {
		p := randColorPlanes(rng)
		for c := 0; c < 4; c++ { // colours of the whole float32 range, sometimes
			switch rng.Intn(16) {
			case 0:
				p.V[c] = wildFloat(rng)
			case 1:
				p.DX[c] = wildFloat(rng)
			case 2:
				p.Base[c] = wildFloat(rng)
			}
		}
		persp := rng.Intn(4) != 0
		iw := [3]float32{0.5 + rng.Float32(), f() * 0.01, f() * 0.01}
		if rng.Intn(50) == 0 {
			iw = [3]float32{0, 0, 0} // 1/w of 0: w = 1
		}
		z0, zdx, zdy := rng.Float32(), f()*0.01, f()*0.01
		stride, ox, oy := 8+rng.Intn(40), rng.Intn(100), rng.Intn(100)
		rows := 1 + rng.Intn(64)
		refX, refY := ox+rng.Intn(stride)-4, oy+rng.Intn(rows)-2
		y0 := oy + rng.Intn(3)
		h := y0 - oy + rows
		spans := make([]int32, 2*rows)
		for k := 0; k < rows; k++ {
			lo := ox + rng.Intn(stride)
			hi := min(lo+rng.Intn(20), ox+stride-1)
			if rng.Intn(6) == 0 {
				lo, hi = hi+1, lo // empty
			}
			spans[2*k], spans[2*k+1] = int32(lo), int32(hi)
		}
		depth := make([]float32, stride*h)
		for i := range depth {
			depth[i] = rng.Float32()
			if rng.Intn(10) == 0 {
				depth[i] = specialFloats[rng.Intn(len(specialFloats))]
			} else if rng.Intn(9) == 0 {
				depth[i] = z0
			}
		}
		pix := make([]uint8, 4*len(depth))
		for i := range pix {
			pix[i] = uint8(rng.Intn(256))
		}
		ids := make([]int32, len(depth))
		for i := range ids {
			ids[i] = int32(rng.Intn(9))
		}
		id := int32(rng.Intn(1000))
		// per row, as shadeColorLess
		d1, p1, i1 := slices.Clone(depth), slices.Clone(pix), slices.Clone(ids)
		q := p
		want, wantRows := 0, uint64(0)
		for k := 0; k < rows; k++ {
			lo, hi := int(spans[2*k]), int(spans[2*k+1])
			if lo > hi {
				continue
			}
			y := y0 + k
			dy := float32(y - refY)
			zy := z0 + zdy*dy
			q.IW, q.Y = RowPlane{V: 1}, dy
			if persp {
				q.IW = RowPlane{V: iw[0], DX: iw[1], DYC: iw[2] * dy}
			}
			dx := float32(lo - refX)
			z := zy + zdx*dx
			q.X0 = dx
			row := (y-oy)*stride + lo - ox
			np := ColorLessKernel(&q, &d1[row], &p1[4*row], &i1[row], hi-lo+1, id, z, zdx)
			want += np
			if np > 0 {
				wantRows |= 1 << k
			}
		}
		// one call, the planes as render's records hold them
		d2, p2, i2 := slices.Clone(depth), slices.Clone(pix), slices.Clone(ids)
		r := rowsEntry{z: [3]float32{z0, zdx, zdy}, iw: iw, persp: persp, base: p.Base}
		for c := range r.planes {
			r.planes[c] = [3]float32{p.V[c], p.DX[c], p.DY[c]}
		}
		r.e = RowsArgs{ID: id, DY0: int64(y0 - refY), DX0: int64(-refX), Rows: int64(rows),
			Off0: int64((y0-oy)*stride - ox), Stride: int64(stride)}
		got, gotRows := r.run(spans, d2, p2, i2)
		if got != want || gotRows != wantRows {
			t.Fatalf("iteration %d: %d passing in rows %b, want %d in rows %b", it, got, gotRows, want, wantRows)
		}
		for i := range d1 {
			if math.Float32bits(d1[i]) != math.Float32bits(d2[i]) || i1[i] != i2[i] || !slices.Equal(p1[4*i:4*i+4], p2[4*i:4*i+4]) {
				t.Fatalf("iteration %d, pixel %d: depth %v id %d rgba %v, want %v %d %v", it, i, d2[i], i2[i], p2[4*i:4*i+4], d1[i], i1[i], p1[4*i:4*i+4])
			}
		}
	}
}

// specialFloats are the stored depths the kernel tests mix in.
var specialFloats = []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 0, 1}

// randColorPlanes is a ColorArgs with random colour planes and material
// colour (the span terms zero).
func randColorPlanes(rng *rand.Rand) ColorArgs {
	var p ColorArgs
	for k := 0; k < 4; k++ {
		p.V[k], p.DX[k], p.DY[k], p.Base[k] = rng.Float32(), float32(rng.NormFloat64())*0.05, float32(rng.NormFloat64())*0.05, rng.Float32()
	}
	return p
}
