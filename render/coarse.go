package render

import (
	"image"
	"math/bits"
)

// coarse stage: binning triangles into screen tiles.
//
// Each tile keeps a list of the triangles that may cover one of its samples,
// in submission order. A triangle is tested against every tile of its
// bounding box: it is trivially rejected when, for some edge, the edge
// function is negative at every sample of the tile (the maximum over the
// tile's sample lattice is attained at one corner), and trivially accepted
// when all three edges are non-negative at every sample of the tile; accepted
// tiles skip the per-pixel edge tests in the fine stage. Both tests are exact
// for the lattice, so the tile lists are conservative (they contain every
// tile with coverage) and tight (a listed tile has at least the possibility
// of coverage on every edge separately).

// evalEdges are a triangle's edge functions in evaluation form:
// E_k(x, y) = sx_k·x + sy_k·y + c_k for pixel indices x, y, where c_k
// depends on the sample; cmin/cmax bound it over the pixel's samples.
type evalEdges struct {
	sx, sy, cmin, cmax [3]int64
	cs                 [4][3]int64 // per-sample constants (ns samples)
	ns                 int
}

// d3d4x is the Direct3D standard 4x MSAA pattern in 1/16 pixel from the
// pixel centre (y down).
var d3d4x = [4][2]int64{{-2, -6}, {6, -2}, {-6, 2}, {2, 6}}

// rasterMode is the coverage rule.
type rasterMode int

const (
	modeCentre       rasterMode = iota // one sample at the pixel centre, top-left rule
	modeConservative                   // pixel square touches the triangle (closed)
	modeMSAA4                          // four samples, top-left rule
)

// makeEdges derives evaluation constants from t's integer edge equations.
// s is the evaluation shift (1 for centre/conservative, 5 for MSAA).
func makeEdges(t *rasterRec, mode rasterMode) evalEdges {
	var e evalEdges
	e.set(t, mode)
	return e
}

// set is makeEdges into e, which may hold another triangle's constants:
// it writes ns, sx, sy, cs[0..ns-1], cmin and cmax, all that the readers
// read (they read cs[q] for q < ns only). The fine raster reuses one
// evalEdges per worker this way instead of zeroing and copying 200 bytes
// per bin entry.
func (e *evalEdges) set(t *rasterRec, mode rasterMode) {
	e.setEdges(t, mode)
	for k := 0; k < 3; k++ {
		e.cmin[k], e.cmax[k] = e.cs[0][k], e.cs[0][k]
		for q := 1; q < e.ns; q++ {
			e.cmin[k] = min(e.cmin[k], e.cs[q][k])
			e.cmax[k] = max(e.cmax[k], e.cs[q][k])
		}
	}
}

// centreEdge is setEdges' steps and constant of one edge (A, B, C, top or
// left) for the pixel centres: evaluation shift 1, centre offset
// 2^(b+s-1) = 2^b, and ties outside unless the edge is top or left.
func centreEdge(a32, b32 int32, c int64, topLeft bool, b uint) (sx, sy, cs int64) {
	const s = 1
	a, bb := int64(a32), int64(b32)
	cs = c<<s + (a+bb)<<b
	if !topLeft {
		cs--
	}
	return a << ((b + s) & 63), bb << ((b + s) & 63), cs
}

// setEdges is set without cmin and cmax (which classify reads): all that
// fineSpans and fineRaster read (ns, sx, sy, cs[0..ns-1]).
func (e *evalEdges) setEdges(t *rasterRec, mode rasterMode) {
	b := uint(t.exp)
	switch mode {
	case modeCentre:
		// one sample per pixel, at its centre (every bin entry of the
		// mesh): the three edges written out, the shift counts masked
		// (b < 64) so that they compile to plain shifts
		e.ns = 1
		b &= 63
		e.sx[0], e.sy[0], e.cs[0][0] = centreEdge(t.a[0], t.b[0], t.c[0], t.topLeft&1 != 0, b)
		e.sx[1], e.sy[1], e.cs[0][1] = centreEdge(t.a[1], t.b[1], t.c[1], t.topLeft&2 != 0, b)
		e.sx[2], e.sy[2], e.cs[0][2] = centreEdge(t.a[2], t.b[2], t.c[2], t.topLeft&4 != 0, b)
	case modeConservative:
		const s = 1
		e.ns = 1
		for k := 0; k < 3; k++ {
			a, bb := int64(t.a[k]), int64(t.b[k])
			e.sx[k] = a << (b + s)
			e.sy[k] = bb << (b + s)
			c := t.c[k] << s
			if a > 0 {
				c += e.sx[k]
			}
			if bb > 0 {
				c += e.sy[k]
			}
			e.cs[0][k] = c
		}
	case modeMSAA4:
		const s = 5
		e.ns = 4
		half := int64(1) << (b + s - 1)
		unit := int64(1) << (b + s - 4) // 1/16 px
		for k := 0; k < 3; k++ {
			a, bb := int64(t.a[k]), int64(t.b[k])
			e.sx[k] = a << (b + s)
			e.sy[k] = bb << (b + s)
			for q := 0; q < 4; q++ {
				ox := half + d3d4x[q][0]*unit
				oy := half + d3d4x[q][1]*unit
				c := t.c[k]<<s + a*ox + bb*oy
				if t.topLeft&(1<<k) == 0 {
					c--
				}
				e.cs[q][k] = c
			}
		}
	}
}

// classify tests the pixel rectangle r (inclusive bounds x0..x1, y0..y1)
// against the edges: reject (no sample can be covered), accept (every sample
// is covered) or partial.
func (e *evalEdges) classify(x0, y0, x1, y1 int64) (reject, accept bool) {
	accept = true
	for k := 0; k < 3; k++ {
		sx, sy := e.sx[k], e.sy[k]
		var hiX, loX, hiY, loY int64
		if sx > 0 {
			hiX, loX = x1, x0
		} else {
			hiX, loX = x0, x1
		}
		if sy > 0 {
			hiY, loY = y1, y0
		} else {
			hiY, loY = y0, y1
		}
		if sx*hiX+sy*hiY+e.cmax[k] < 0 {
			return true, false
		}
		if sx*loX+sy*loY+e.cmin[k] < 0 {
			accept = false
		}
	}
	return false, accept
}

// binEntry is a triangle index in a tile list; negative values -(i+1) mark
// a trivially accepted (fully covered) tile.
type binEntry = int32

// bin appends triangles lo..hi-1 of tris to the tile lists. The coarse
// stage splits the triangles into consecutive ranges, one per worker, each
// with its own set of lists; a tile's list is then the concatenation of its
// lists in range order, the same entries in the same order whatever the
// number of workers (an earlier split by tile rows had every worker read
// every triangle).
//
// Tile idx's list is lists[idx*stride+part].
func bin(tris []triShade, lo, hi int, mode rasterMode, ts, tilesX, width, height int, lists [][]binEntry, stride, part int) {
	// ts is a power of two and the bounds are inside the viewport: a
	// shift instead of four divisions per triangle
	sh := uint(bits.TrailingZeros(uint(ts)))
	var e evalEdges
	for i := lo; i < hi; i++ {
		t := &tris[i].rasterRec
		if t.x0 > t.x1 || t.y0 > t.y1 {
			continue // centre bounds without a pixel centre (setRaster)
		}
		ty0, ty1 := int(t.y0)>>sh, int(t.y1)>>sh
		tx0, tx1 := int(t.x0)>>sh, int(t.x1)>>sh
		if tx0 == tx1 && ty0 == ty1 {
			// one tile: the fine stage does the work
			idx := (ty0*tilesX+tx0)*stride + part
			lists[idx] = append(lists[idx], binEntry(i))
			continue
		}
		e.set(t, mode) // in place: a copy waited for the stores that built it
		for ty := ty0; ty <= ty1; ty++ {
			py0, py1 := int64(ty*ts), int64(min((ty+1)*ts, height)-1)
			for tx := tx0; tx <= tx1; tx++ {
				idx := (ty*tilesX+tx)*stride + part
				px0, px1 := int64(tx*ts), int64(min((tx+1)*ts, width)-1)
				rej, acc := e.classify(px0, py0, px1, py1)
				if rej {
					continue
				}
				if acc {
					lists[idx] = append(lists[idx], binEntry(-(i + 1)))
				} else {
					lists[idx] = append(lists[idx], binEntry(i))
				}
			}
		}
	}
}

func tileRect(tx, ty, ts, w, h int) image.Rectangle {
	return image.Rect(tx*ts, ty*ts, min((tx+1)*ts, w), min((ty+1)*ts, h))
}
