package render

import (
	"image"
	"sync"
)

// Frame buffer reuse.
//
// A full-HD frame is 25 MB of colour, depth and triangle IDs. Allocating
// them anew for every frame makes the Go runtime zero them (and the kernel
// fault the pages in) although the pipeline overwrites every pixel anyway:
// on the 200k-triangle mesh that was 13 % of the CPU time of a frame on two
// workers. A caller that renders frame after frame (a playback loop, a
// benchmark, a viewport comparison re-run) hands a frame it no longer needs
// back with Release, and the next Render of the same size draws into its
// buffers, as a GPU draws into a swap-chain image it got back.

// releasedFrames bounds the buffers kept for reuse (each set is a whole
// frame: 12 bytes a pixel plus the per-triangle records).
const releasedFrames = 2

type frameBuffers struct {
	color *image.RGBA
	depth []float32
	ids   []int32
	tris  []triRec
}

var released struct {
	sync.Mutex
	sets []frameBuffers // most recently released last
}

// Release hands the frame's colour, depth and triangle-ID buffers and its
// triangle records to Render, which draws a later frame of the same size
// into them instead of allocating new ones. The frame must not be used
// after Release: its buffers are detached from it (Color is nil, Depth and
// TriangleID are empty, NumTriangles is 0), so a use that was missed shows
// as an empty frame or a nil dereference, never as another frame's pixels.
// Releasing a frame twice, or a frame built by hand, is harmless.
func (f *Frame) Release() {
	if f == nil || f.Color == nil {
		return
	}
	n := f.Width * f.Height
	b := f.Color.Bounds()
	if b.Min != (image.Point{}) || b.Dx() != f.Width || b.Dy() != f.Height ||
		len(f.Color.Pix) != 4*n || f.Color.Stride != 4*f.Width || len(f.Depth) != n || len(f.TriangleID) != n {
		return // not a frame Render made: keep nothing
	}
	set := frameBuffers{color: f.Color, depth: f.Depth, ids: f.TriangleID, tris: f.tris[:0]}
	f.Color, f.Depth, f.TriangleID, f.tris = nil, nil, nil, nil
	released.Lock()
	defer released.Unlock()
	if len(released.sets) == releasedFrames {
		copy(released.sets, released.sets[1:])
		released.sets = released.sets[:releasedFrames-1]
	}
	released.sets = append(released.sets, set)
}

// takeBuffers returns released buffers for a w×h frame (the most recently
// released first), or ok == false when there are none.
func takeBuffers(w, h int) (set frameBuffers, ok bool) {
	released.Lock()
	defer released.Unlock()
	for i := len(released.sets) - 1; i >= 0; i-- {
		s := released.sets[i]
		if s.color.Rect.Dx() == w && s.color.Rect.Dy() == h {
			released.sets = append(released.sets[:i], released.sets[i+1:]...)
			return s, true
		}
	}
	return frameBuffers{}, false
}

// newFrameBuffers allocates a w×h frame's colour, depth and ID buffers
// (zeroed by the runtime; the pipeline writes every pixel anyway).
func newFrameBuffers(w, h int) frameBuffers {
	n := w * h
	return frameBuffers{color: image.NewRGBA(image.Rect(0, 0, w, h)), depth: make([]float32, n), ids: make([]int32, n)}
}
