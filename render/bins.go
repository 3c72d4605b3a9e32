package render

// The tile worker: one bin at a time, its entries rasterized (rasterList,
// fineSpans) and shaded in submission order (shadeEntry) into contiguous
// bin buffers that are then written to the frame (loadBin, storeBin), with
// the per-tile counters the heat maps show (account*).

import (
	"image"
	"math/bits"
	"sync"
	"time"
	"unsafe"

	"github.com/ppuwb/ppuwb/render/internal/simd"
)

// tileResult is what a worker reports for one tile.
type tileResult struct {
	pass, fail  int64
	fine, shade time.Duration
}

// tileWorker owns scratch memory for processing tiles.
type tileWorker struct {
	// the frame's stages this worker reads (su, geo, coarse) and the
	// fine stage's state it writes (its bins' pixels and tiles)
	su      *frameSetup
	geo     *geomState
	coarse  *coarseState
	fine    *fineState
	masks   []uint8 // MSAA: sample bits per pixel
	spans   []int32 // one sample: covered [lo, hi] per row (absolute x)
	passBuf []uint8
	entries []tileEntry
	scratch []float32
	cnt     []int32 // covered pixels per tile of the current bin entry
	tsShift uint    // log2(tile size)
	edges   evalEdges
	// rowsE is simd.ColorLessRows's input (shadeColorRows)
	rowsE simd.RowsArgs

	// The buffers the fast span loops (shadeFast) write: the frame's own
	// (stride Width, origin 0) or, when every mesh takes the fast path, a
	// contiguous copy of the current bin (stride = bin size, origin = the
	// bin's corner). The frame's rows are 4 KiB apart at 1024 px, so a bin's
	// rows would all compete for the same few L1 sets; the copy's rows are
	// adjacent.
	depth          []float32
	pix            []uint8
	ids            []int32
	stride, ox, oy int
	// npix: the pixels all three buffers hold (min(len(depth), len(ids),
	// len(pix)/4)), set with them (setBuffers)
	npix   int
	bs     int // bin size (pixels per side of the bin buffers)
	ldepth []float32
	// hierarchical Z the fast span loops use: the frame's (fine.hiz) or the
	// current bin's (lhiz, rows of bs>>hizShift runs); run sg of row y is
	// hiz[(y-oy)*hizX - hox + sg]. A bin's own copy keeps the two workers
	// from writing the same cache lines (adjacent bins share hiz lines).
	hiz       []float32
	hizX, hox int
	lhiz      []float32
	// readers[run], when not nil: the last entry of the bin that may read
	// the run (markReaders); cur is the entry being shaded
	readers, lreaders []int32
	cur               int32
	cdepth            []float32 // one cleared row of each buffer (clearBin)
	cpix              []uint8
	crow              []int32
	lpix              []uint8
	lids              []int32
}

type tileEntry struct {
	tri  int // the setup record, geomState.shades[tri]
	id   int // the triangle's number in the frame (its TriangleID)
	reg  region
	off  int
	n    int
	full bool
	// quiet: shading the entry reads no hierarchical-Z run (too few
	// pixels for the whole-triangle test, every span too short for the
	// span test)
	quiet bool
	// stale: the hierarchical Z need not stay exact after the entry's
	// depth writes (no later entry of the bin reads it; see bin)
	stale bool
	// rows: a quiet entry of at most 64 rows whose mesh and kind take
	// shadeColorRows (spanMode.rows), decided when it is rasterized
	rows bool
}

// workerPool keeps tile workers' memory from frame to frame: the span,
// mask and entry lists grow to a frame's busiest bin and the bin buffers
// are 12 bytes a pixel of a bin; made anew for every frame, they were
// 1.8 MB of garbage a frame on the mesh, and the pages the runtime then
// handed back to the kernel faulted in again (about 400 a frame).
var workerPool struct {
	sync.Mutex
	free []*tileWorker
}

func newTileWorker(r *renderer) *tileWorker {
	ts := r.o.tileSize()
	fine := &r.fine
	bt := binTiles(ts)
	bs := ts * bt
	workerPool.Lock()
	var old *tileWorker
	if n := len(workerPool.free); n > 0 {
		old = workerPool.free[n-1]
		workerPool.free = workerPool.free[:n-1]
	}
	workerPool.Unlock()
	w := &tileWorker{}
	if old != nil {
		// what every bin resets before use (bin, loadBin, markReaders,
		// shadeFast); the bin buffers only for the same bin size
		w = old
		keep := tileWorker{masks: old.masks[:0], spans: old.spans[:0], entries: old.entries[:0], passBuf: old.passBuf,
			scratch: old.scratch, cnt: old.cnt}
		if old.bs == bs {
			keep.lhiz, keep.lreaders, keep.ldepth, keep.lpix, keep.lids = old.lhiz, old.lreaders, old.ldepth, old.lpix, old.lids
			keep.bs = bs
		}
		*w = keep
	}
	w.su, w.geo, w.coarse, w.fine = &r.frameSetup, &r.geom, &r.coarse, fine
	w.tsShift = uint(bits.TrailingZeros(uint(ts)))
	if cap(w.masks) < ts*ts*8 {
		w.masks = make([]uint8, 0, ts*ts*8)
	}
	if len(w.scratch) < 16 {
		w.scratch = make([]float32, 16)
	}
	if len(w.cnt) != bt*bt {
		w.cnt = make([]int32, bt*bt)
	}
	w.setBuffers(fine.depth, fine.pix, fine.ids, r.o.Width, 0, 0)
	w.hiz, w.hizX = fine.hiz, fine.hizX
	if fine.binLocal {
		w.bs = bs
		if len(w.ldepth) != bs*bs {
			w.lhiz = make([]float32, bs*(bs>>hizShift))
			w.lreaders = make([]int32, len(w.lhiz))
			w.ldepth = make([]float32, bs*bs)
			w.lpix = make([]uint8, 4*bs*bs)
			w.lids = make([]int32, bs*bs)
		}
	}
	return w
}

// putTileWorker keeps w's memory for a later frame (newTileWorker).
func putTileWorker(w *tileWorker) {
	w.su, w.geo, w.coarse, w.fine = nil, nil, nil, nil
	w.setBuffers(nil, nil, nil, 0, 0, 0)
	w.hiz, w.readers = nil, nil
	w.cpix, w.cdepth, w.crow = nil, nil, nil // hold the frame's clear values
	workerPool.Lock()
	defer workerPool.Unlock()
	if len(workerPool.free) < 64 {
		workerPool.free = append(workerPool.free, w)
	}
}

// bin processes one bin: fine raster of every triangle in every tile of
// the bin (phase 1), then fragment shading and ROP in submission order
// (phase 2). Each tile belongs to exactly one bin, so workers never share
// pixels or tile counters.
// binUsed reports whether one of a bin's lists (one per geometry chunk)
// has an entry.
func binUsed(lists [][]binEntry) bool {
	for _, l := range lists {
		if len(l) > 0 {
			return true
		}
	}
	return false
}

// bin rasterizes and shades bin idx: the entries of its lists, chunk
// by chunk (coarse.lists[idx*len(geo.chunks)+k] for chunk k).
func (w *tileWorker) bin(rect image.Rectangle, idx int) tileResult {
	var res tileResult
	su, geo, coarse, fine := w.su, w.geo, w.coarse, w.fine
	t0 := time.Now()
	w.entries = w.entries[:0]
	w.masks = w.masks[:0]
	w.spans = w.spans[:0]
	nc := len(geo.chunks)
	// one sample, the centre rule, the span kernel: rasterCentre's case
	centre := su.mode == modeCentre && su.o.EdgeBits == 0 && simd.SpanKernelOK && centreSpansEnabled && rasterCentreEnabled
	for k, list := range coarse.lists[idx*nc : (idx+1)*nc] {
		if c := geo.chunks[k]; len(list) > 0 && centre {
			w.rasterCentre(rect, list, c)
		} else if len(list) > 0 {
			w.rasterList(rect, list, c.base, c.out)
		}
	}
	t1 := time.Now()
	res.fine = t1.Sub(t0)
	if fine.binLocal && len(w.entries) == 0 {
		w.clearBin(rect)
	} else if fine.binLocal {
		w.loadBin(rect)
	}
	// The hierarchical Z of a bin is read only by the bin's own entries,
	// so the entries after the last one that reads it need not keep it
	// exact (on the mesh, half of them: recomputing run maxima was 7 % of
	// the frame); in the bin's own buffers, a run written by an entry is
	// recomputed only when a later entry reads that run (markReaders).
	ents := w.entries // (a local: not reloaded after each store)
	for i := len(ents) - 1; i >= 0 && ents[i].quiet; i-- {
		ents[i].stale = true
	}
	w.readers = nil
	if fine.binLocal && len(w.entries) > 0 {
		w.markReaders(rect)
	}
	work := 0
	shades, shaders, spans := geo.shades, su.shaders, w.spans // (shading appends to neither list)
	for i := range ents {
		en := &ents[i]
		if work += en.n + stopEntry; work > stopWork {
			if su.ctx.Err() != nil {
				break // the frame is dropped (run returns ctx.Err())
			}
			work = 0
		}
		w.cur = int32(i)
		if en.rows {
			// the mesh's entries: shadeEntry's, shadeFast's and
			// shadeColorLess's decisions for them taken once per mesh
			// (spanMode.rows, read by rasterList), the entry shaded by
			// shadeColorRows
			sh := &shades[en.tri]
			w.shadeColorRows(en, sh, &shaders[sh.mesh], spans[en.off:], &res)
			continue
		}
		w.shadeEntry(en, &res)
	}
	if fine.binLocal && len(w.entries) > 0 {
		w.storeBin(rect)
	}
	res.shade = time.Since(t1)
	return res
}

// The fine raster and the fragment stage look at the context after about
// stopWork units of work in a bin: a covered sample is a unit, an entry
// stopEntry more (its set-up; the fine raster counts the samples of the
// entry's region). 2^18 samples are about 1 ms of depth tests
// and at most about 13 ms at the slowest shading measured (MSAA, lit,
// every sample passing: 50 ns a sample), while on the mesh a look (an
// atomic load) comes once per about 2,000 entries.
const (
	stopWork  = 1 << 18
	stopEntry = 128
)

// pollStop is work restarted from 0, and whether the frame is dropped
// (its context done), once work passes stopWork; else work and false.
func (su *frameSetup) pollStop(work int) (int, bool) {
	if work <= stopWork {
		return work, false
	}
	return 0, su.ctx.Err() != nil
}

// rasterList rasterizes the entries of list (a chunk's: record base+i,
// triangle out+i) within rect, appending to w.entries.
func (w *tileWorker) rasterList(rect image.Rectangle, list []binEntry, base, out int) {
	su, geo, fine := w.su, w.geo, w.fine
	ns := su.o.samples()
	// loop invariants, in registers
	shaders := su.shaders
	rx0, ry0, rx1, ry1 := rect.Min.X, rect.Min.Y, rect.Max.X-1, rect.Max.Y-1
	centre := su.mode == modeCentre && simd.SpanKernelOK && centreSpansEnabled // centreSpans applies
	work := 0
	for li, be := range list {
		var stop bool
		if work, stop = su.pollStop(work); stop {
			return // the frame is dropped (run returns ctx.Err())
		}
		work += stopEntry
		idx, full := entryIndex(be)
		id := out + idx
		idx += base
		if k := li + 4; k < len(list) {
			simd.Prefetch(recordAddr(geo.shades, base, list[k]))
		}
		sh := &geo.shades[idx]
		t := &sh.rasterRec
		reg := t.clip(rx0, ry0, rx1, ry1)
		if reg.x0 > reg.x1 || reg.y0 > reg.y1 {
			continue
		}
		rows := reg.y1 - reg.y0 + 1
		size := (reg.x1 - reg.x0 + 1) * rows
		work += size * ns
		cost := shaders[t.mesh].cost
		var n, off int
		quiet := false
		switch {
		case full:
			n = size * ns
			w.accountRect(id, reg, ns, cost)
		case su.o.EdgeBits != 0: // a narrow evaluator (edgebits.go): entries per run
			w.fineWidthEntries(idx, id, t, reg, cost)
			continue
		case ns == 1:
			off = len(w.spans)
			w.spans = growSpans(w.spans, off+2*rows)
			sp := w.spans[off : off+2*rows]
			var widest, first, last int
			if centre && reg.x1-reg.x0 < simd.SpanKernelMax {
				n, widest, first, last = centreSpans(t, reg, sp)
			} else {
				e := &w.edges
				e.setEdges(t, su.mode) // fineSpans reads no more
				n, widest, first, last = kernelSpans(e, reg, sp)
			}
			if n == 0 {
				w.spans = w.spans[:off]
				continue
			}
			// the region shrinks to the rows with coverage (a thin
			// triangle's bounds hold many empty rows): the entry names the
			// same pixels, and the later stages skip the empty rows
			reg.y0, reg.y1 = reg.y0+first, reg.y0+last
			off += 2 * first
			sp = sp[2*first : 2*last+2]
			if s := w.tsShift; reg.x0>>s == reg.x1>>s && reg.y0>>s == reg.y1>>s {
				// the whole region in one tile (most small triangles)
				w.accountTile((reg.y0>>s)*fine.tilesX+reg.x0>>s, id, n, cost)
			} else {
				w.accountSpans(id, reg, sp, n, cost)
			}
			// an entry this small never reads the hierarchical Z (shadeFast)
			quiet = n < hizTriMin && widest < hizSpanMin
		default:
			e := &w.edges
			e.set(t, su.mode) // in place, as setEdges above
			off = len(w.masks)
			if need := off + size; need > cap(w.masks) {
				nm := make([]uint8, off, 2*need)
				copy(nm, w.masks)
				w.masks = nm
			}
			w.masks = w.masks[:off+size]
			m := w.masks[off : off+size]
			n = fineRaster(e, reg, m)
			if n == 0 {
				w.masks = w.masks[:off]
				continue
			}
			rw := reg.x1 - reg.x0 + 1
			for y := reg.y0; y <= reg.y1; y++ {
				for x := reg.x0; x <= reg.x1; x++ {
					if c := bits.OnesCount8(m[(y-reg.y0)*rw+x-reg.x0]); c > 0 {
						w.accountN(id, y, x, c, cost)
					}
				}
			}
		}
		// set in place (a literal appended was built on the stack with
		// stores of mixed sizes and copied with 16-byte loads that
		// waited for them)
		w.entries = append(w.entries, tileEntry{})
		en := &w.entries[len(w.entries)-1]
		en.tri, en.id, en.reg, en.off, en.full, en.n, en.quiet = idx, id, reg, off, full, n, quiet
		en.rows = takesColorRows(quiet, &fine.spanModes[t.mesh].rows, sh.persp, reg)
	}
}

// clip is the triangle's raster bounds (setRaster) clipped to the
// pixels x0..x1, y0..y1 (a bin): empty when x0 > x1 or y0 > y1.
func (r *rasterRec) clip(x0, y0, x1, y1 int) region {
	return region{max(x0, int(r.x0)), max(y0, int(r.y0)), min(x1, int(r.x1)), min(y1, int(r.y1))}
}

// entryIndex is a bin entry's triangle (its index in the chunk) and
// whether the entry covers its region (binEntry).
func entryIndex(be binEntry) (idx int, full bool) {
	return int(be ^ be>>31), be < 0 // -be-1 = ^be
}

// recordAddr is the address of the setup record of bin entry be (a
// chunk's; base: the chunk's first record), for a software prefetch a few
// entries ahead of the one being rasterized.
func recordAddr(shades []triShade, base int, be binEntry) uintptr {
	return uintptr(unsafe.Pointer(&shades[base+int(be^be>>31)]))
}

// growSpans is spans extended to length need, its first len(spans)
// values kept (the capacity doubles when it runs out).
func growSpans(spans []int32, need int) []int32 {
	if need > cap(spans) {
		nsp := make([]int32, len(spans), 2*need)
		copy(nsp, spans)
		spans = nsp
	}
	return spans[:need]
}

// setBuffers points the fast span loops at depth, pix and ids (stride,
// origin ox, oy) and sets npix.
func (w *tileWorker) setBuffers(depth []float32, pix []uint8, ids []int32, stride, ox, oy int) {
	w.depth, w.pix, w.ids, w.stride, w.ox, w.oy = depth, pix, ids, stride, ox, oy
	w.npix = min(len(depth), len(ids), len(pix)/4)
}

// loadBin clears the worker's contiguous bin buffers (the frame's pixels
// of rect are not read: nothing else writes them) and points the fast span
// loops at them.
func (w *tileWorker) loadBin(rect image.Rectangle) {
	fine := w.fine
	w.setBuffers(w.ldepth, w.lpix, w.lids, w.bs, rect.Min.X, rect.Min.Y)
	// without IDs (fine.ids nil) the span loops still store them in the
	// bin's own buffer (in cache; a branch per pixel would cost more), but
	// it is neither cleared nor written back
	var ids []int32
	if fine.ids != nil {
		ids = w.ids
	}
	clearBuffers(w.pix, w.depth, ids, fine.clearCol, fine.clearZ)
	w.hiz, w.hizX, w.hox = w.lhiz, w.bs>>hizShift, rect.Min.X>>hizShift
	w.hiz[0] = fine.clearZ
	fill(w.hiz, 1)
}

// clearBin clears the frame's pixels of rect directly (a bin with nothing
// to draw), opaque unless a debug view is drawn afterwards.
func (w *tileWorker) clearBin(rect image.Rectangle) {
	su, fine := w.su, w.fine
	n := rect.Dx()
	if len(w.crow) < n {
		cc := fine.clearCol
		if su.o.Debug == DebugNone {
			cc[3] = 255
		}
		w.cpix, w.cdepth, w.crow = make([]uint8, 4*w.bs), make([]float32, w.bs), make([]int32, w.bs)
		clearBuffers(w.cpix, w.cdepth, w.crow, cc, fine.clearZ)
	}
	W := su.o.Width
	dst, rows := rect.Min.Y*W+rect.Min.X, rect.Dy()
	simd.CopyRows(fine.depth, dst, W, w.cdepth, 0, rows, n)
	simd.CopyRows(fine.pix, 4*dst, 4*W, w.cpix, 0, rows, 4*n)
	if fine.ids != nil {
		simd.CopyRows(fine.ids, dst, W, w.crow, 0, rows, n)
	}
}

// storeBin copies the bin buffers back into the frame (see loadBin).
func (w *tileWorker) storeBin(rect image.Rectangle) {
	su, fine := w.su, w.fine
	W := su.o.Width
	bs := w.stride
	n := rect.Dx()
	opaque := su.o.Debug == DebugNone // else run() makes the frame opaque after debugPost
	dst, rows := rect.Min.Y*W+rect.Min.X, rect.Dy()
	if opaque {
		simd.CopyRowsOpaque(fine.pix, 4*dst, 4*W, w.pix, 4*bs, rows, 4*n)
	} else {
		simd.CopyRows(fine.pix, 4*dst, 4*W, w.pix, 4*bs, rows, 4*n)
	}
	simd.CopyRows(fine.depth, dst, W, w.depth, bs, rows, n)
	if fine.ids != nil {
		simd.CopyRows(fine.ids, dst, W, w.ids, bs, rows, n)
	}
	w.setBuffers(fine.depth, fine.pix, fine.ids, W, 0, 0)
	w.hiz, w.hizX, w.hox = fine.hiz, fine.hizX, 0
}

// accountRect adds every pixel of reg (ns samples each) of triangle idx to
// the per-tile counters (a trivially accepted region).
func (w *tileWorker) accountRect(idx int, reg region, ns int, cost int64) {
	s := w.tsShift
	for ty := reg.y0 >> s; ty <= reg.y1>>s; ty++ {
		h := min(reg.y1, (ty+1)<<s-1) - max(reg.y0, ty<<s) + 1
		for tx := reg.x0 >> s; tx <= reg.x1>>s; tx++ {
			c := min(reg.x1, (tx+1)<<s-1) - max(reg.x0, tx<<s) + 1
			w.accountTile(ty*w.fine.tilesX+tx, idx, c*h*ns, cost)
		}
	}
}

// accountSpans adds the covered spans sp of triangle idx in reg (n pixels in
// all) to the per-tile counters: the pixels are first summed per tile, then
// every tile with coverage is updated once.
func (w *tileWorker) accountSpans(idx int, reg region, sp []int32, n int, cost int64) {
	s := w.tsShift
	tx0, tx1 := reg.x0>>s, reg.x1>>s
	ty0, ty1 := reg.y0>>s, reg.y1>>s
	tilesX := w.fine.tilesX
	if tx0 == tx1 && ty0 == ty1 {
		// the whole region lies in one tile
		w.accountTile(ty0*tilesX+tx0, idx, n, cost)
		return
	}
	sp = sp[:2*(reg.y1-reg.y0+1)]
	if ty0 == ty1 && tx1 == tx0+1 {
		// two tiles side by side (a small triangle across a column
		// boundary): the left one's pixels, the rest (of n) right
		bx := tx1 << s
		l := 0
		for i := 0; i+1 < len(sp); i += 2 {
			lo, hi := int(sp[i]), int(sp[i+1]) // lo > hi: empty row, counts 0
			l += max(0, min(hi, bx-1)-lo+1)
		}
		if l > 0 {
			w.accountTile(ty0*tilesX+tx0, idx, l, cost)
		}
		if n > l {
			w.accountTile(ty0*tilesX+tx1, idx, n-l, cost)
		}
		return
	}
	if tx0 == tx1 && ty1 == ty0+1 {
		// one tile above the other: the rows above the boundary, the rest
		// (of n) below
		top := 2 * (ty1<<s - reg.y0)
		u := 0
		for i := 0; i+1 < top; i += 2 {
			u += max(0, int(sp[i+1])-int(sp[i])+1)
		}
		if u > 0 {
			w.accountTile(ty0*tilesX+tx0, idx, u, cost)
		}
		if n > u {
			w.accountTile(ty1*tilesX+tx0, idx, n-u, cost)
		}
		return
	}
	if tx1-tx0 <= 1 && ty1-ty0 <= 1 {
		// 2×2 tiles: split every row at the column boundary bx and the
		// rows at the row boundary by
		bx, by := (tx0+1)<<s, (ty0+1)<<s
		top := 2 * (min(by, reg.y1+1) - reg.y0)
		sp = sp[:2*(reg.y1-reg.y0+1)]
		var c [4]int
		for k, part := range [2][]int32{sp[:top], sp[top:]} {
			var l, rt int
			for i := 0; i+1 < len(part); i += 2 {
				lo, hi := int(part[i]), int(part[i+1]) // lo > hi: empty row, counts 0
				l += max(0, min(hi, bx-1)-lo+1)
				rt += max(0, hi-max(lo, bx)+1)
			}
			c[2*k], c[2*k+1] = l, rt
		}
		for k, v := range c {
			if v > 0 {
				w.accountTile((ty0+k/2)*tilesX+tx0+k%2, idx, v, cost)
			}
		}
		return
	}
	cw := tx1 - tx0 + 1
	cnt := w.cnt[:cw*(ty1-ty0+1)]
	clear(cnt)
	sp = sp[:2*(reg.y1-reg.y0+1)]
	y := reg.y0 - 1
	for i := 0; i+1 < len(sp); i += 2 {
		y++
		lo, hi := int(sp[i]), int(sp[i+1])
		if lo > hi {
			continue
		}
		base := (y>>s-ty0)*cw - tx0
		a, b := lo>>s, hi>>s
		if a == b {
			cnt[base+a] += int32(hi - lo + 1)
			continue
		}
		cnt[base+a] += int32((a+1)<<s - lo)
		for tx := a + 1; tx < b; tx++ {
			cnt[base+tx] += int32(1) << s
		}
		cnt[base+b] += int32(hi - b<<s + 1)
	}
	k := 0
	for ty := ty0; ty <= ty1; ty++ {
		for tx := tx0; tx <= tx1; tx++ {
			if c := cnt[k]; c > 0 {
				w.accountTile(ty*tilesX+tx, idx, int(c), cost)
			}
			k++
		}
	}
}

func (w *tileWorker) accountN(idx, y, x, n int, cost int64) {
	s := w.tsShift
	w.accountTile((y>>s)*w.fine.tilesX+x>>s, idx, n, cost)
}

// tileStat is one coarse tile's counters, together so that counting a
// triangle's pixels in a tile touches one cache line, not four arrays.
type tileStat struct {
	frags, tris int32
	last        int32 // last triangle (index+1) counted in the tile
	cost        int64
}

func (w *tileWorker) accountTile(tile, idx, n int, cost int64) {
	ts := &w.fine.tiles[tile]
	ts.frags += int32(n)
	ts.cost += int64(n) * cost
	if ts.last != int32(idx+1) {
		ts.last = int32(idx + 1)
		ts.tris++
	}
}

// shadeEntry runs fragment shading and the ROP for one triangle in one tile.
func (w *tileWorker) shadeEntry(en *tileEntry, res *tileResult) {
	su, geo, fine := w.su, w.geo, w.fine
	sh := &geo.shades[en.tri]
	mi := int(sh.mesh)
	shd := &su.shaders[mi]
	st := &su.states[mi]
	reg := en.reg
	rw := reg.x1 - reg.x0 + 1
	W := su.o.Width
	id := int32(en.id)
	msaa := su.mode == modeMSAA4
	var masks []uint8
	var spans []int32
	if !en.full {
		if msaa {
			masks = w.masks[en.off : en.off+rw*(reg.y1-reg.y0+1)]
		} else {
			spans = w.spans[en.off : en.off+2*(reg.y1-reg.y0+1)]
		}
	}
	var pass, fail int64
	if sm := &fine.spanModes[mi]; sm.fast {
		w.shadeFast(en, sh, shd, st, sm, spans, res)
		return
	}
	fast := false
	var flat [4]uint8
	allSamples := uint8(1)<<su.o.samples() - 1
	rx, ry := sh.ref()
	for y := reg.y0; y <= reg.y1; y++ {
		dy := float32(y - ry)
		row := y * W
		var mrow []uint8
		if masks != nil {
			mrow = masks[(y-reg.y0)*rw : (y-reg.y0+1)*rw]
		}
		xlo, xhi := reg.x0, reg.x1
		if spans != nil {
			xlo, xhi = int(spans[2*(y-reg.y0)]), int(spans[2*(y-reg.y0)+1])
		}
		for x := xlo; x <= xhi; x++ {
			m := allSamples
			if mrow != nil {
				m = mrow[x-reg.x0]
				if m == 0 {
					continue
				}
			}
			dx := float32(x - rx)
			p := row + x
			if fine.overdraw != nil {
				fine.overdraw[p]++
			}
			if msaa {
				w.shadeMSAA(sh, shd, st, p, x, y, dx, dy, m, id, &pass, &fail)
				continue
			}
			z := sh.z.v + sh.z.dx*dx + sh.z.dy*dy
			if st.DepthTest && !depthPass(st.DepthFunc, z, fine.depth[p]) {
				fail++
				continue
			}
			pass++
			var c [4]float32
			if shd.alphaTest {
				// alpha test before anything is written (alphatest.go)
				var keep bool
				if c, keep = shd.alphaTested(sh, dx, dy, z, w.scratch); !keep {
					continue
				}
			}
			if st.DepthTest && st.DepthWrite {
				fine.depth[p] = z
				if hz := &fine.hiz[y*fine.hizX+x>>hizShift]; !(z <= *hz) {
					*hz = z
				}
			}
			if fast {
				o := 4 * p
				fine.pix[o], fine.pix[o+1], fine.pix[o+2], fine.pix[o+3] = flat[0], flat[1], flat[2], flat[3]
			} else {
				if !shd.alphaTest {
					c = shd.shade(sh, dx, dy, z, w.scratch)
				}
				writeColor(fine.pix[4*p:4*p+4], c, st.Blend, st.ColorMask)
			}
			fine.ids[p] = id
		}
	}
	res.pass += pass
	res.fail += fail
}

// shadeMSAA shades once at the pixel centre and writes every covered sample
// that passes its own depth test.
func (w *tileWorker) shadeMSAA(sh *triShade, shd *shader, st *State, p, x, y int, dx, dy float32, m uint8, id int32, pass, fail *int64) {
	fine := w.fine
	var c [4]float32
	shaded, killed := false, false
	if shd.alphaTest {
		var keep bool
		c, keep = shd.alphaTested(sh, dx, dy, sh.z.v+sh.z.dx*dx+sh.z.dy*dy, w.scratch)
		shaded, killed = true, !keep
	}
	for q := 0; q < 4; q++ {
		if m&(1<<q) == 0 {
			continue
		}
		ox := float32(d3d4x[q][0]) / 16
		oy := float32(d3d4x[q][1]) / 16
		z := sh.z.v + sh.z.dx*(dx+ox) + sh.z.dy*(dy+oy)
		si := 4*p + q
		if st.DepthTest {
			if !depthPass(st.DepthFunc, z, fine.sampleDep[si]) {
				*fail++
				continue
			}
			if st.DepthWrite && !killed {
				fine.sampleDep[si] = z
			}
		}
		*pass++
		if killed {
			continue
		}
		if !shaded {
			zc := sh.z.v + sh.z.dx*dx + sh.z.dy*dy
			c = shd.shade(sh, dx, dy, zc, w.scratch)
			shaded = true
		}
		writeColor(fine.sampleCol[4*si:4*si+4], c, st.Blend, st.ColorMask)
		fine.ids[p] = id
	}
}

// rasterCentreEnabled lets tests compare rasterCentre with rasterList.
var rasterCentreEnabled = true

// rasterCentre is rasterList for one sample under the centre rule with
// the span kernel (su.mode == modeCentre, no narrow evaluator: the
// mesh's case), the same entries in the same order. Its loop keeps what
// it appends to (the entries, set in place in room made once for the
// whole list, and the spans) and the chunk's mesh's cost and
// spanMode.rows in locals, calls simd.CentreSpans directly, and has no other case's
// values live across the calls: on the mesh rasterList's loop, shared
// with every case, was about 300 instructions an entry.
func (w *tileWorker) rasterCentre(rect image.Rectangle, list []binEntry, c *geomChunk) {
	su, fine := w.su, w.fine
	shades, base, out := w.geo.shades, c.base, c.out
	// a chunk holds one mesh's triangles (runGeometry)
	cost, rowsOK := su.shaders[c.mesh].cost, fine.spanModes[c.mesh].rows
	rx0, ry0, rx1, ry1 := rect.Min.X, rect.Min.Y, rect.Max.X-1, rect.Max.Y-1
	s, tilesX := w.tsShift, fine.tilesX
	entries, spans := w.entries, w.spans
	ne := len(entries)
	if cap(entries)-ne < len(list) {
		grown := make([]tileEntry, ne, 2*(ne+len(list)))
		copy(grown, entries)
		entries = grown
	}
	entries = entries[:ne+len(list)]
	work := 0
	for li, be := range list {
		// pollStop written out: the call cost 1.4·10⁶ instructions a
		// mesh frame here (docs/performance.md)
		if work > stopWork {
			if su.ctx.Err() != nil {
				break // the frame is dropped (run returns ctx.Err())
			}
			work = 0
		}
		work += stopEntry
		idx, full := entryIndex(be)
		id := out + idx
		idx += base
		t := &shades[idx].rasterRec
		// software prefetch: a later entry's record, loaded while this
		// one is rasterized (by the span kernel, saving a call, or here)
		next := uintptr(unsafe.Pointer(t))
		if k := li + 4; k < len(list) {
			next = recordAddr(shades, base, list[k])
		}
		reg := t.clip(rx0, ry0, rx1, ry1)
		if reg.x0 > reg.x1 || reg.y0 > reg.y1 {
			simd.Prefetch(next)
			continue
		}
		rows := reg.y1 - reg.y0 + 1
		size := (reg.x1 - reg.x0 + 1) * rows
		work += size
		var n, off int
		quiet := false
		if full {
			simd.Prefetch(next)
			n = size
			w.accountRect(id, reg, 1, cost)
		} else {
			off = len(spans)
			spans = growSpans(spans, off+2*rows)
			var widest, first, last int
			if reg.x1-reg.x0 < simd.SpanKernelMax {
				n, widest, first, last = simd.CentreSpans((*simd.EdgeRec)(unsafe.Pointer(t)), reg.x0, reg.y0, reg.x1-reg.x0+1, rows, &spans[off], next)
			} else {
				simd.Prefetch(next)
				e := &w.edges
				e.setEdges(t, modeCentre)
				n, widest, first, last = kernelSpans(e, reg, spans[off:])
			}
			if n == 0 {
				spans = spans[:off]
				continue
			}
			// the region shrinks to the rows with coverage (rasterList)
			reg.y0, reg.y1 = reg.y0+first, reg.y0+last
			off += 2 * first
			if reg.x0>>s == reg.x1>>s && reg.y0>>s == reg.y1>>s {
				// the whole region in one tile (most small triangles)
				w.accountTile((reg.y0>>s)*tilesX+reg.x0>>s, id, n, cost)
			} else {
				w.accountSpans(id, reg, spans[off:off+2*(last-first+1)], n, cost)
			}
			// an entry this small never reads the hierarchical Z (shadeFast)
			quiet = n < hizTriMin && widest < hizSpanMin
		}
		en := &entries[ne]
		ne++
		en.tri, en.id, en.reg, en.off, en.n = idx, id, reg, off, n
		en.full, en.quiet, en.stale = full, quiet, false
		en.rows = takesColorRows(quiet, &rowsOK, shades[idx].persp, reg)
	}
	w.entries, w.spans = entries[:ne], spans
}
