package render

import (
	"math"
	"math/rand"
	"slices"
	"testing"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// The span kernel gives fineSpans' spans, pixel count and widest row, and
// the first and last rows with coverage, for every narrow region of random
// triangles of every size, in every coverage mode that has one sample
// (horizontal and vertical edges included); so does centreSpans
// (simd.CentreSpans) for the centre rule.
func TestSpanKernelMatchesFineSpans(t *testing.T) {
	if !simd.SpanKernelOK {
		t.Skip("no span kernel on this machine")
	}
	rng := rand.New(rand.NewSource(11))
	var e evalEdges
	want, got, got2 := make([]int32, 64), make([]int32, 64), make([]int32, 64)
	centred := 0
	checked := 0
	for it := 0; it < 200000; it++ {
		scale := []float64{2, 6, 20, 4096}[rng.Intn(4)]
		bits := rng.Intn(9)
		one := float64(int64(1) << bits)
		var tri Triangle
		cx, cy := rng.Float64()*64, rng.Float64()*64
		for k := 0; k < 3; k++ {
			x, y := cx+(rng.Float64()-0.5)*scale, cy+(rng.Float64()-0.5)*scale
			if k > 0 && rng.Intn(6) == 0 { // axis-aligned edges (sx or sy == 0)
				if rng.Intn(2) == 0 {
					x = float64(tri.X[k-1]) / one
				} else {
					y = float64(tri.Y[k-1]) / one
				}
			}
			tri.X[k], tri.Y[k] = int64(math.Round(x*one)), int64(math.Round(y*one))
		}
		if !setupTriangle(&tri, bits, 4096, 4096, false) {
			continue
		}
		rr := rasterOf(&tri)
		mode := []rasterMode{modeCentre, modeConservative}[rng.Intn(2)]
		e.set(&rr, mode)
		w, h := 1+rng.Intn(simd.SpanKernelMax), 1+rng.Intn(24)
		x0 := int(rr.x0) - 2 + rng.Intn(max(1, int(rr.x1-rr.x0)+4))
		y0 := int(rr.y0) - 2 + rng.Intn(max(1, int(rr.y1-rr.y0)+4))
		reg := region{x0, y0, x0 + w - 1, y0 + h - 1}
		n1, w1 := fineSpans(&e, reg, want)
		n2, w2, f2, l2 := kernelSpans(&e, reg, got)
		if n1 != n2 || w1 != w2 || !slices.Equal(want[:2*h], got[:2*h]) {
			t.Fatalf("triangle %+v in %+v: fineSpans %d px, widest %d, %v; kernel %d, %d, %v", tri, reg, n1, w1, want[:2*h], n2, w2, got[:2*h])
		}
		// the first and last rows with coverage, counted here
		f1, l1 := 0, 0
		if n1 > 0 {
			f1, l1 = h, -1
			for k := 0; k < h; k++ {
				if want[2*k] <= want[2*k+1] {
					f1, l1 = min(f1, k), max(l1, k)
				}
			}
		}
		if f1 != f2 || l1 != l2 {
			t.Fatalf("triangle %+v in %+v, spans %v: covered rows %d..%d, kernel %d..%d", tri, reg, want[:2*h], f1, l1, f2, l2)
		}
		if mode == modeCentre {
			// centreSpans (the edges straight from the record) gives all
			// of the same
			clear(got2)
			n3, w3, f3, l3 := centreSpans(&rr, reg, got2)
			if n3 != n1 || w3 != w1 || f3 != f1 || l3 != l1 || !slices.Equal(want[:2*h], got2[:2*h]) {
				t.Fatalf("triangle %+v in %+v: fineSpans %d px, widest %d, rows %d..%d, %v; centreSpans %d, %d, %d..%d, %v",
					tri, reg, n1, w1, f1, l1, want[:2*h], n3, w3, f3, l3, got2[:2*h])
			}
			// whatever address it is given to prefetch (none, another
			// buffer's)
			for _, next := range []uintptr{0, uintptr(unsafe.Pointer(&want[0]))} {
				clear(got2)
				n4, w4, f4, l4 := simd.CentreSpans((*simd.EdgeRec)(unsafe.Pointer(&rr)), reg.x0, reg.y0, reg.x1-reg.x0+1, h, &got2[0], next)
				if n4 != n1 || w4 != w1 || f4 != f1 || l4 != l1 || !slices.Equal(want[:2*h], got2[:2*h]) {
					t.Fatalf("triangle %+v in %+v, prefetching %#x: fineSpans %d px, widest %d, rows %d..%d, %v; CentreSpans %d, %d, %d..%d, %v",
						tri, reg, next, n1, w1, f1, l1, want[:2*h], n4, w4, f4, l4, got2[:2*h])
				}
			}
			centred++
		}
		if n1 > 0 {
			checked++
		}
	}
	if checked < 10000 || centred < 50000 {
		t.Fatalf("only %d regions with coverage compared, %d under the centre rule", checked, centred)
	}
}
