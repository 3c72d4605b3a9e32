package render

import (
	"image"
	"sync"
)

// Frame buffer reuse.
//
// A full-HD frame is 16.6 MB of colour and depth (25 MB with the triangle
// IDs, Options.TriangleIDs). Allocating
// them anew for every frame makes the Go runtime zero them (memory the
// collector freed) or the kernel fault their pages in (memory the heap
// never held: while the heap grows to its steady size in a process's
// first frames, about 5,000 page faults a frame on the mesh; the
// scavenger returns next to nothing here), although the pipeline
// overwrites every pixel anyway. So the buffers come
// from pools, one per kind of array (colour, depth, IDs, triangle
// records): Frame.Release hands a frame's arrays back (a playback loop, a
// benchmark, a superseded reload, a viewport sweep), as a GPU gets back a
// swap-chain image, and the next Render takes them.
//
// A pool serves any frame that fits: an array is taken for a frame whose
// need is from a quarter of its capacity up to all of it (so a resize or a
// viewport sweep reuses buffers across sizes, without a small frame
// pinning a huge array), the smallest fitting one first.
//
// Tried and dropped: recycling the arrays of frames dropped without
// Release (a finalizer on each array putting it back in its pool once the
// collector found it unreachable; safe, since a kept slice keeps its
// array). In the benchmarks' new-frames runs the collector runs only every
// three to five frames, so almost every frame still found its pool empty,
// and the arrays a finalizer could not keep took a second cycle to be
// freed: new frames faulted more pages (mesh 7,100 against 5,600 a
// frame), not fewer.

// poolKeep bounds the arrays each pool keeps (each up to a whole frame's).
const poolKeep = 2

// framePool keeps arrays of one kind for reuse.
type framePool[T any] struct {
	mu   sync.Mutex
	free [][]T // most recently put last
}

var (
	pixPool   framePool[uint8]
	depthPool framePool[float32]
	idPool    framePool[int32]
	recsPool  framePool[triRec]
	// a frame's Tiles and Batches, which Release hands back too
	tileWorkPool framePool[TileWork]
	batchPool    framePool[VertexBatch]
)

// get returns an array of length n: the smallest kept one that fits (a
// capacity from n to 4n), else a new one.
func (p *framePool[T]) get(n int) []T {
	p.mu.Lock()
	best := -1
	for i := len(p.free) - 1; i >= 0; i-- { // the most recently put of equal ones
		if c := cap(p.free[i]); c >= n && c/4 <= n && (best < 0 || c < cap(p.free[best])) {
			best = i
		}
	}
	var s []T
	if best >= 0 {
		s = p.free[best][:n]
		p.free = append(p.free[:best], p.free[best+1:]...)
	}
	p.mu.Unlock()
	if s == nil {
		s = make([]T, n)
	}
	return s
}

// put keeps s (whole capacity) for reuse, dropping the oldest kept array
// when the pool is full.
func (p *framePool[T]) put(s []T) {
	if cap(s) == 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) == poolKeep {
		copy(p.free, p.free[1:])
		p.free = p.free[:poolKeep-1]
	}
	p.free = append(p.free, s[:0])
}

// Release hands the frame's colour, depth and triangle-ID buffers, its
// triangle records and its Tiles and Batches lists back to Render, which draws a later frame into them
// instead of allocating new ones (a frame of the same size, or of another
// size that fits). The frame must not be used after Release: its buffers
// are detached from it (Color is nil, Depth, TriangleID, Tiles and
// Batches are empty, NumTriangles is 0), so a use that was missed shows as an empty frame or
// a nil dereference, never as another frame's pixels. Releasing a frame
// twice, or a frame built by hand, is harmless.
func (f *Frame) Release() {
	if f == nil || f.Color == nil || !f.pooled {
		return
	}
	pix, depth, ids, tris := f.Color.Pix, f.Depth, f.TriangleID, f.tris
	f.Color, f.Depth, f.TriangleID, f.tris, f.pooled = nil, nil, nil, nil, false
	tileWorkPool.put(f.Tiles)
	batchPool.put(f.Batches)
	f.Tiles, f.Batches = nil, nil
	pixPool.put(pix)
	depthPool.put(depth)
	idPool.put(ids)
	recsPool.put(tris)
}

// frameBuffers is a frame's colour, depth and ID buffers.
type frameBuffers struct {
	color *image.RGBA
	depth []float32
	ids   []int32
}

// getFrameBuffers returns a w×h frame's buffers from the pools, or new
// ones (zeroed by the runtime; the pipeline writes every pixel anyway);
// the ID buffer only when ids is set.
func getFrameBuffers(w, h int, ids bool) frameBuffers {
	n := w * h
	b := frameBuffers{
		color: &image.RGBA{Pix: pixPool.get(4 * n), Stride: 4 * w, Rect: image.Rect(0, 0, w, h)},
		depth: depthPool.get(n),
	}
	if ids {
		b.ids = idPool.get(n)
	}
	return b
}
