package simd

import (
	"math"
	"math/rand"
	"runtime"
	"slices"
	"sync"
	"testing"
)

// toByteSteps is ColorLessRows's toByte (color_amd64.s): t = v·255 + 0.5,
// then MAXPS with 0 (a NaN t gives 0), MINPS with 255, truncated.
func toByteSteps(v float32) uint8 {
	t := float32(v*255) + 0.5
	if !(t > 0) {
		t = 0
	}
	if !(t < 255) {
		t = 255
	}
	return uint8(int32(t))
}

// ColorLessRows's toByte steps give toByte's byte for every float32.
func TestToByteSteps(t *testing.T) {
	step := uint64(1)
	if testing.Short() {
		step = 4099
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var bad []uint32
	parts := uint64(runtime.GOMAXPROCS(0))
	for part := uint64(0); part < parts; part++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := part<<32/parts, (part+1)<<32/parts
			for b := lo; b < hi; b += step {
				v := math.Float32frombits(uint32(b))
				if toByteSteps(v) != ToByte(v) {
					mu.Lock()
					bad = append(bad, uint32(b))
					mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, b := range bad {
		v := math.Float32frombits(b)
		t.Errorf("toByte(%v = %#x): steps give %d, want %d", v, b, toByteSteps(v), ToByte(v))
	}
}

// rowsEntry is one bin entry's input to ColorLessRows.
type rowsEntry struct {
	e      RowsArgs
	z, iw  [3]float32 // {v, dx, dy}; iw is read only where persp
	persp  bool
	planes [4][3]float32
	base   [4]float32
}

// run is ColorLessRows on r, with {1, 0, 0} as an affine entry's 1/w
// plane (as render's shadeColorRows passes it).
func (r *rowsEntry) run(spans []int32, depth []float32, pix []uint8, ids []int32) (pass int, rows uint64) {
	iw := r.iw
	if !r.persp {
		iw = [3]float32{1, 0, 0}
	}
	return ColorLessRows(&r.e, &r.z, &iw, &r.planes, &r.base, &spans[0], &depth[0], &pix[0], &ids[0])
}

// colorLessRowsRef is ColorLessRows in Go, from render's definitions:
// shadeColorLess's row terms, DepthLessLoop's test and
// vertexColorSpan's colour (interp's perspective divide, RowPlane.Weight,
// toByte).
func colorLessRowsRef(r *rowsEntry, spans []int32, depth []float32, pix []uint8, ids []int32) (pass int, rows uint64) {
	e := &r.e
	for k := 0; k < int(e.Rows); k++ {
		lo, hi := int(spans[2*k]), int(spans[2*k+1])
		if lo > hi {
			continue
		}
		dy := float32(e.DY0 + int64(k))
		var dyc [4]float32
		for c := range dyc {
			dyc[c] = r.planes[c][2] * dy
		}
		iw := RowPlane{V: r.iw[0], DX: r.iw[1], DYC: r.iw[2] * dy}
		zy := r.z[0] + r.z[2]*dy
		dx := float32(int64(lo) + e.DX0)
		z := zy + r.z[1]*dx
		row := int(e.Off0) + k*int(e.Stride)
		np := 0
		for i := 0; i <= hi-lo; i++ {
			j := row + lo + i
			if z < depth[j] {
				depth[j] = z
				np++
				x := dx + float32(i)
				w := iw.Weight(x, r.persp)
				for c := 0; c < 4; c++ {
					v := r.planes[c][0] + r.planes[c][1]*x + dyc[c]
					pix[4*j+c] = ToByte(v * w * r.base[c])
				}
				ids[j] = e.ID
			}
			z += r.z[1]
		}
		pass += np
		if np > 0 {
			rows |= 1 << k
		}
	}
	return pass, rows
}

// wildFloat is a float32 from the whole range: the special values, colour
// values about 0 and 1 (toByte's edges), huge and tiny magnitudes.
func wildFloat(rng *rand.Rand) float32 {
	switch rng.Intn(8) {
	case 0:
		return []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 0, float32(math.Copysign(0, -1)), 1, -1, 1e-45}[rng.Intn(8)]
	case 1:
		return math.Float32frombits(rng.Uint32())
	case 2:
		return 1 + float32(rng.NormFloat64())*1e-6
	case 3:
		return float32(rng.NormFloat64()) * 1e-6
	default:
		return float32(rng.NormFloat64())
	}
}

// ColorLessRows writes the same depths, colours and IDs, and counts the
// same passing pixels and rows, as colorLessRowsRef (Go, from render's
// definitions), for entries of 1 to 64 rows of 1 to 70 pixels with empty
// rows, spans that end where the buffers end, colour planes and material
// colours from the whole float32 range (NaN, infinities, values about 0
// and 1), 1/w planes with NaN, infinities and 0, affine entries, and
// stored depths with NaN, infinities and ties.
func TestColorLessRowsMatchesGo(t *testing.T) {
	if !ColorKernelOK {
		t.Skip("no colour kernel on this architecture")
	}
	rng := rand.New(rand.NewSource(11))
	f := func() float32 { return float32(rng.NormFloat64()) }
	for it := 0; it < 20000; it++ {
		var r rowsEntry
		for c := range r.planes {
			r.planes[c] = [3]float32{rng.Float32(), f() * 0.05, f() * 0.05}
			r.base[c] = rng.Float32()
			if rng.Intn(4) == 0 {
				r.planes[c][rng.Intn(3)] = wildFloat(rng)
			}
			if rng.Intn(8) == 0 {
				r.base[c] = wildFloat(rng)
			}
		}
		r.z = [3]float32{rng.Float32(), f() * 0.01, f() * 0.01}
		r.e.ID = int32(rng.Intn(1000))
		zs := float32(1) // depths of either sign, sometimes
		if rng.Intn(3) == 0 {
			r.z[0], zs = f(), f()
		}
		r.iw = [3]float32{f(), f(), f()} // not read where affine
		if rng.Intn(4) != 0 {
			r.persp, r.iw = true, [3]float32{0.5 + rng.Float32(), f() * 0.01, f() * 0.01}
			switch rng.Intn(12) {
			case 0:
				r.iw = [3]float32{0, 0, 0} // 1/w of 0: w = 1
			case 1:
				r.iw[0] = wildFloat(rng)
			case 2:
				r.iw[1] = wildFloat(rng)
			}
		}
		e := &r.e
		width := 1 + rng.Intn(70)
		rows := 1 + rng.Intn(64)
		if rng.Intn(2) == 0 {
			rows = 1 + rng.Intn(4) // the mesh's entries
		}
		stride, ox := width+rng.Intn(8), rng.Intn(100)
		refX, refY := ox+rng.Intn(width+8)-4, rng.Intn(rows+4)-2
		e.DY0, e.DX0, e.Rows = int64(-refY), int64(-refX), int64(rows)
		e.Off0, e.Stride = int64(-ox), int64(stride)
		spans := make([]int32, 2*rows)
		last := 0
		for k := 0; k < rows; k++ {
			lo := ox + rng.Intn(width)
			hi := min(lo+rng.Intn(width), ox+width-1)
			if rng.Intn(6) == 0 {
				lo, hi = hi+1, lo // empty
			} else {
				last = max(last, k*stride+hi-ox)
			}
			spans[2*k], spans[2*k+1] = int32(lo), int32(hi)
		}
		// the buffers end at the last pixel a span names
		n := last + 1
		depth := make([]float32, n)
		for i := range depth {
			depth[i] = zs * rng.Float32()
			switch rng.Intn(12) {
			case 0:
				depth[i] = specialFloats[rng.Intn(len(specialFloats))]
			case 1, 2:
				depth[i] = r.z[0] // ties with the depth at the reference pixel
			}
		}
		pix := make([]uint8, 4*n)
		for i := range pix {
			pix[i] = uint8(rng.Intn(256))
		}
		ids := make([]int32, n)
		for i := range ids {
			ids[i] = int32(rng.Intn(9))
		}
		d1, p1, i1 := slices.Clone(depth), slices.Clone(pix), slices.Clone(ids)
		want, wantRows := colorLessRowsRef(&r, spans, d1, p1, i1)
		d2, p2, i2 := slices.Clone(depth), slices.Clone(pix), slices.Clone(ids)
		got, gotRows := r.run(spans, d2, p2, i2)
		if got != want || gotRows != wantRows {
			t.Fatalf("iteration %d: %d passing in rows %b, want %d in rows %b", it, got, gotRows, want, wantRows)
		}
		for i := range d1 {
			if math.Float32bits(d1[i]) != math.Float32bits(d2[i]) || i1[i] != i2[i] || !slices.Equal(p1[4*i:4*i+4], p2[4*i:4*i+4]) {
				t.Fatalf("iteration %d, pixel %d (entry %+v): depth %v id %d rgba %v, want %v %d %v",
					it, i, r, d2[i], i2[i], p2[4*i:4*i+4], d1[i], i1[i], p1[4*i:4*i+4])
			}
		}
	}
}
