package render

import (
	"image"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// Hierarchical Z inside a bin: the maximum depth of each run of 16 pixels
// of a row, kept in the tile worker's hiz array. A bin entry or a span
// whose nearest depth is not below a run's maximum is rejected without
// per-pixel tests (occluded, spanOccluded); after writes, the runs a later
// entry reads are recomputed (markReaders, keepHiz). The bound is
// conservative, so it changes work, never output
// (TestHierarchicalZChangesNothing).

const hizShift = 4

// hizEnabled lets tests check that hierarchical Z never changes a pixel.
var hizEnabled = true

// markReaders sets, for every hierarchical-Z run of the bin (indexed as
// the bin's lhiz), the last entry that may read it: every run of the
// region of an entry that may take the whole-region test (occluded), the
// runs of the spans of hizSpanMin pixels or more of an entry that may only
// take the span test (shadeFast). Runs no entry reads are -1. The entries
// are walked from the last, so a run is set once, and the walk stops when
// every run of the bin has its reader: on the large set (each pixel under
// about 90 triangles) the last few entries cover the bin, and marking
// every entry's region cost 7 % of the frame.
func (w *tileWorker) markReaders(rect image.Rectangle) {
	rd := w.lreaders
	for i := range rd {
		rd[i] = -1
	}
	hx := w.bs >> hizShift
	ox, oy := rect.Min.X>>hizShift, rect.Min.Y
	left := rect.Dy() * ((rect.Max.X-1)>>hizShift - ox + 1) // runs without a reader
	for i := len(w.entries) - 1; i >= 0 && left > 0; i-- {
		en := &w.entries[i]
		if en.quiet {
			continue
		}
		if en.full || en.n >= hizTriMin || w.su.mode != modeCentre {
			// the whole-region test reads every run of the region
			a, b := en.reg.x0>>hizShift-ox, en.reg.x1>>hizShift-ox
			for y := en.reg.y0; y <= en.reg.y1; y++ {
				row := rd[(y-oy)*hx:]
				for sg := a; sg <= b; sg++ {
					if row[sg] < 0 {
						row[sg] = int32(i)
						left--
					}
				}
			}
			continue
		}
		// only the span test: the runs of the spans long enough for it
		sp := w.spans[en.off : en.off+2*(en.reg.y1-en.reg.y0+1)]
		for k, y := 0, en.reg.y0; y <= en.reg.y1; k, y = k+2, y+1 {
			lo, hi := int(sp[k]), int(sp[k+1])
			if hi-lo+1 < hizSpanMin {
				continue
			}
			row := rd[(y-oy)*hx:]
			for sg := lo>>hizShift - ox; sg <= hi>>hizShift-ox; sg++ {
				if row[sg] < 0 {
					row[sg] = int32(i)
					left--
				}
			}
		}
	}
	w.readers = rd
}

// hizSpanMin is the shortest span shadeFast tests against the
// hierarchical-Z runs: a shorter one goes straight to the depth test, which
// fails every pixel the run test would have rejected (the run test is a
// conservative bound, so the output is the same). A test also costs the
// upkeep of the runs it reads (markReaders, keepHiz): from 4 pixels to 16
// (with hizTriMin 16 → 32) the mesh took 4.9 % fewer instructions, the
// showcase 1.1 % fewer, the small set the same and the large set 1.3 %
// more (callgrind, docs/performance.md).
const hizSpanMin = 16

// hizTriMin is the fewest covered pixels for which shadeFast tests a bin
// entry's whole region against the hierarchical-Z runs first: a smaller
// entry goes to the span tests, which fail the same pixels (see
// hizSpanMin).
const hizTriMin = 32

// spanOccluded reports whether every pixel of an n-pixel span whose depth
// starts at z and steps by zdx fails the depth test against the
// hierarchical-Z runs hz it touches: even its nearest end is behind the
// farthest stored depth of every run (with a margin for the rounding of
// the per-pixel depth steps). Plain comparisons instead of min/max: a NaN
// end can only make the bound smaller for pixels that are NaN and fail.
func (w *tileWorker) spanOccluded(z, zdx float32, n int, hz []float32, lequal bool) bool {
	zend := z + zdx*float32(n-1)
	zmin, za, ze := z, fabs32(z), fabs32(zend)
	if zend < z {
		zmin = zend
	}
	if ze > za {
		za = ze
	}
	// incremental stepping adds at most ½ ulp per pixel
	zmin -= (1e-5+1.2e-7*float32(n))*za + 1e-6
	for _, h := range hz {
		if !(zmin > h || (!lequal && zmin == h)) {
			return false
		}
	}
	return true
}

// keepHiz recomputes the maxima of the hierarchical-Z runs sa..sb of row y
// (run sg at w.hiz[hb+sg]) after a span lowered some of their depths, so
// that the bound stays exact (simd.RunMax; whole runs straight to simd.RunMax16) —
// except the runs no later entry of the bin reads (markReaders).
func (w *tileWorker) keepHiz(y, sa, sb, hb int) {
	W := w.su.o.Width
	rb := (y-w.oy)*w.stride - w.ox
	for sg := sa; sg <= sb; sg++ {
		if w.readers != nil && w.readers[hb+sg] <= w.cur {
			continue // no later entry reads the run
		}
		g0, g1 := sg<<hizShift, (sg+1)<<hizShift
		if g1 <= W {
			w.hiz[hb+sg] = simd.RunMax16((*[1 << hizShift]float32)(w.depth[rb+g0:]))
		} else {
			w.hiz[hb+sg] = simd.RunMax(w.depth[rb+g0 : rb+W])
		}
	}
}

// keepHiz passes whole runs of 1<<hizShift depths to simd.RunMax16.
var _ = [1]struct{}{}[1<<hizShift-16]

// occluded reports whether the hierarchical-Z buffer proves that no sample
// of the triangle in region reg can pass the depth test.
func (w *tileWorker) occluded(sh *triShade, reg region, lequal bool) bool {
	rw, rh := float32(reg.x1-reg.x0+1), float32(reg.y1-reg.y0+1)
	// margin for the rounding of the per-pixel depth evaluation
	zabs := fabs32(sh.zmin) + fabs32(sh.z.dx)*rw + fabs32(sh.z.dy)*rh // bounds |z| over the region
	zmin := sh.zmin - ((1e-5+1.2e-7*rw)*zabs + 1e-6)
	s0, s1 := reg.x0>>hizShift, reg.x1>>hizShift
	for y := reg.y0; y <= reg.y1; y++ {
		hb := (y-w.oy)*w.hizX - w.hox
		row := w.hiz[hb+s0 : hb+s1+1]
		for _, hz := range row {
			if !(zmin > hz || (!lequal && zmin == hz)) {
				return false
			}
		}
	}
	return true
}
