package render

import (
	"image"
	"runtime"
	"sync"
	"unsafe"
)

// Frame buffer reuse.
//
// A full-HD frame is 25 MB of colour, depth and triangle IDs. Allocating
// them anew for every frame makes the Go runtime zero them and the kernel
// fault their pages in (the runtime hands freed memory back to the kernel
// while other work runs: about 5,000 page faults a frame on the mesh),
// although the pipeline overwrites every pixel anyway. So the buffers come
// from pools, one per kind of array (colour, depth, IDs, triangle
// records), and go back to them in two ways:
//
//   - Frame.Release hands a frame's buffers back at once (a playback loop,
//     a benchmark, a superseded reload), as a GPU gets back a swap-chain
//     image;
//   - a frame that is simply dropped gives them back when the collector
//     finds them unreachable: each large array Render hands out is watched
//     (runtime.SetFinalizer on its first element), and the finalizer puts
//     it back in its pool instead of letting it be freed. An array comes
//     back only when nothing at all references it (a slice of a frame's
//     Depth, or its Color image, kept after the frame is dropped keeps the
//     whole array), so a recycled buffer is never one somebody still reads.
//
// A pool serves any frame that fits: an array is taken for a frame whose
// need is from a quarter of its capacity up to all of it (so a resize or a
// viewport sweep reuses buffers across sizes, without a small frame
// pinning a huge array), the smallest fitting one first.

// poolKeep bounds the arrays each pool keeps (each up to a whole frame's).
const poolKeep = 2

// watchMin is the smallest array (in bytes) that is watched for recycling;
// smaller ones cost little to allocate and are left to the collector.
const watchMin = 64 << 10

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
)

// get returns an array of length n: the smallest kept one that fits (a
// capacity from n to 4n), else a new one; large ones are watched.
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
	p.watch(s)
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

// watched reports whether arrays of capacity c are watched.
func watched[T any](c int) bool {
	var z T
	return c > 0 && uintptr(c)*unsafe.Sizeof(z) >= watchMin
}

// watch makes s come back to p when nothing references its array any more.
// s starts its array (get and put keep arrays whole).
func (p *framePool[T]) watch(s []T) {
	c := cap(s)
	if !watched[T](c) {
		return
	}
	runtime.SetFinalizer(&s[:1][0], func(e *T) { p.put(unsafe.Slice(e, c)) })
}

// unwatch stops watching s (it is handed back explicitly).
func (p *framePool[T]) unwatch(s []T) {
	if watched[T](cap(s)) {
		runtime.SetFinalizer(&s[:1][0], nil)
	}
}

// Release hands the frame's colour, depth and triangle-ID buffers and its
// triangle records back to Render, which draws a later frame into them
// instead of allocating new ones (a frame of the same size, or of another
// size that fits). A frame that is dropped without Release gives them back
// too, once the collector has found them unreachable; Release only makes
// that immediate. The frame must not be used after Release: its buffers
// are detached from it (Color is nil, Depth and TriangleID are empty,
// NumTriangles is 0), so a use that was missed shows as an empty frame or
// a nil dereference, never as another frame's pixels. Releasing a frame
// twice, or a frame built by hand, is harmless.
func (f *Frame) Release() {
	if f == nil || f.Color == nil || !f.pooled {
		return
	}
	pix, depth, ids, tris := f.Color.Pix, f.Depth, f.TriangleID, f.tris
	f.Color, f.Depth, f.TriangleID, f.tris, f.pooled = nil, nil, nil, nil, false
	pixPool.unwatch(pix)
	pixPool.put(pix)
	depthPool.unwatch(depth)
	depthPool.put(depth)
	idPool.unwatch(ids)
	idPool.put(ids)
	if tris != nil {
		recsPool.unwatch(tris)
		recsPool.put(tris)
	}
}

// frameBuffers is a frame's colour, depth and ID buffers.
type frameBuffers struct {
	color *image.RGBA
	depth []float32
	ids   []int32
}

// getFrameBuffers returns a w×h frame's buffers from the pools, or new
// ones (zeroed by the runtime; the pipeline writes every pixel anyway).
func getFrameBuffers(w, h int) frameBuffers {
	n := w * h
	return frameBuffers{
		color: &image.RGBA{Pix: pixPool.get(4 * n), Stride: 4 * w, Rect: image.Rect(0, 0, w, h)},
		depth: depthPool.get(n),
		ids:   idPool.get(n),
	}
}
