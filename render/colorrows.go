package render

import (
	"math/bits"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// colorRowsEnabled lets tests compare shadeColorRows with shadeColorLess's
// per-span loop; directRowsEnabled, the tile worker's direct call of
// shadeColorRows with the call through shadeEntry.
var colorRowsEnabled, directRowsEnabled = true, true

// affineIW is the 1/w plane simd.ColorLessRows reads for an affine
// entry: 1/w = 1 everywhere, so w = 1 as vertexColorSpan's affine w.
var affineIW = plane{v: 1}

// planeFloats is p as the {v, dx, dy} float32s the kernels read.
func planeFloats(p *plane) *[3]float32 { return (*[3]float32)(unsafe.Pointer(p)) }

// colorRowsMax is the most rows shadeColorRows shades: the kernel
// returns the rows with a pass as the bits of a uint64.
const colorRowsMax = 64

// takesColorRows says whether the tile worker shades an entry of region
// reg by calling shadeColorRows directly: a quiet entry (see
// shadeColorRows) of at most colorRowsMax rows whose mesh's spanMode.rows
// holds for its kind (rows, persp). rasterList and rasterCentre decide it
// as they append the entry (tileEntry.rows).
func takesColorRows(quiet bool, rows *[2]bool, persp bool, reg region) bool {
	return quiet && rows[b2i(persp)] && reg.y1-reg.y0 < colorRowsMax
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// shadeColorRows is shadeColorLess for a quiet entry (every span shorter
// than hizSpanMin, fewer than hizTriMin pixels: no hierarchical-Z test
// reads, so no span is split or tested) of at most colorRowsMax rows: one call of
// simd.ColorLessRows shades every row, with the row terms shadeColorLess
// computes in the same operations. On the mesh (entries of about six
// pixels in three rows) shadeColorLess's own per-span work (the row
// terms, the bounds checks, the hierarchical-Z checks and the call)
// cost more instructions than the kernel's per-pixel work.
func (w *tileWorker) shadeColorRows(en *tileEntry, sh *triShade, shd *shader, spans []int32, res *tileResult) {
	reg := en.reg
	rows := reg.y1 - reg.y0 + 1
	stride, ox, oy := w.stride, w.ox, w.oy
	// every pixel the spans name lies in reg (rasterList clips them to it)
	lo, hi := (reg.y0-oy)*stride+reg.x0-ox, (reg.y1-oy)*stride+reg.x1-ox
	if lo < 0 || hi >= w.npix || len(spans) < 2*rows { // npix: setBuffers
		panic("render: bin entry outside the bin buffers")
	}
	rx, ry := sh.ref()
	// the worker's RowsArgs (no pointer in it: no write barriers), every
	// field set
	e := &w.rowsE
	e.DY0, e.DX0, e.Rows, e.ID = int64(reg.y0-ry), -int64(rx), int64(rows), int32(en.id)
	e.Off0, e.Stride = int64((reg.y0-oy)*stride-ox), int64(stride)
	iw := &affineIW
	if sh.persp {
		iw = &sh.iw
	}
	// the colour planes are inline, first (shadeColorLess's setColorArgs
	// reads them there too): the kernel gathers them itself
	if shd.lay.color != 0 {
		panic("render: the colour planes are not the first inline planes")
	}
	// (the buffers' and spans' first elements exist: checked above)
	pass, passRows := simd.ColorLessRows(e, planeFloats(&sh.z), planeFloats(iw), (*[4][3]float32)(unsafe.Pointer(&sh.inl)),
		(*[4]float32)(&shd.mat.Color), unsafe.SliceData(spans), unsafe.SliceData(w.depth), unsafe.SliceData(w.pix), unsafe.SliceData(w.ids))
	if !en.stale {
		hb := (reg.y0-oy)*w.hizX - w.hox
		for m := passRows; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			w.keepHiz(reg.y0+k, int(spans[2*k])>>hizShift, int(spans[2*k+1])>>hizShift, hb+k*w.hizX)
		}
	}
	res.pass += int64(pass)
	res.fail += int64(en.n - pass)
}
