// Package llvmpipe renders triangles with Mesa's llvmpipe rasterizer through
// OSMesa, so that the PPU pipeline in render/ can be checked against it pixel
// for pixel and timed against it.
//
// The real implementation needs cgo and libOSMesa (Debian: libosmesa6-dev) and
// is compiled only with the build tag "osmesa":
//
//	go test -tags osmesa ./internal/llvmpipe
//
// Without the tag, New returns ErrUnavailable, so the default build and
// `go vet ./...` work on machines without Mesa.
//
// # Coordinates
//
// Triangles are given in image coordinates: x grows to the right, y grows
// downward, and pixel (col, row) of the returned image covers the square
// [col, col+1) × [row, row+1) with its sample at (col+0.5, row+0.5). These
// numbers are handed to GL unchanged as window coordinates (glViewport(0, 0,
// W, H) with glOrtho(0, W, 0, H, 0, -1)), and the colour buffer is read with
// OSMESA_Y_UP, so GL window row y is image row y. The picture is therefore
// mirrored vertically relative to how GL would show it on a screen, but every
// coordinate, and so every fill-rule decision, is the same number on both
// sides. Mesa applies its fill rule in GL window coordinates: a pixel centre
// exactly on an edge belongs to the triangle when the edge is a "left" edge
// (interior at larger x) or a horizontal edge with the interior at larger y.
// In image coordinates (y down) that is exactly the Direct3D top-left rule.
// The tests in this package check that correspondence on llvmpipe itself,
// and ModelCoverage is a small exact model of the measured rules.
//
// SetState can replace the 1:1 mapping by a clip-space matrix (for meshes in
// perspective), switch to smooth colours and enable face culling; faces are
// oriented as seen in the image in every mode.
//
// # Threads
//
// llvmpipe reads LP_NUM_THREADS once per process, when OSMesa creates its
// gallium screen (at the first context). New sets LP_NUM_THREADS to
// Options.Threads (0 means runtime.GOMAXPROCS(0)) before the first context is
// created; later contexts get the same count (Threads 0) or an error (a
// different explicit count).
package llvmpipe

import (
	"errors"
	"image/color"
)

// ErrUnavailable is returned by New when the package was built without the
// "osmesa" build tag (no cgo OSMesa binding compiled in).
var ErrUnavailable = errors.New("llvmpipe: built without OSMesa support (build with -tags osmesa and libosmesa6-dev installed)")

// Triangle is one flat-coloured triangle in image coordinates (see the
// package comment). Z is the window depth of each vertex in [0, 1]; smaller is
// nearer (depth test GL_LESS).
type Triangle struct {
	X, Y, Z [3]float32
	Color   color.RGBA
}

// Vertex is one vertex of UploadVertices: a position (image coordinates and
// window depth for the default 1:1 mapping, or the input of
// DrawState.Matrix) and a colour.
type Vertex struct {
	X, Y, Z float32
	Color   color.RGBA
}

// CullMode selects faces discarded by llvmpipe.
type CullMode int

// Cull modes.
const (
	CullNone CullMode = iota
	CullBack
	CullFront
)

// DrawState is the per-draw state beyond the fixed depth test (GL_LESS with
// writes) and clear values.
type DrawState struct {
	// Matrix, when non-nil, maps input positions to clip coordinates
	// (column-major, like mgl32.Mat4) with the convention of render's
	// vertex stage: window x = (x/w+1)·W/2, window y = (1−y/w)·H/2 in image
	// coordinates (y down), depth = (z/w+1)/2. The harness flips y for GL
	// so the image comes out the same way up. Nil means the 1:1 mapping of
	// image coordinates described in the package comment.
	Matrix *[16]float32
	// Smooth interpolates vertex colours (GL_SMOOTH); otherwise the colour
	// of the last vertex of each triangle is used (GL_FLAT).
	Smooth bool
	// Cull discards back or front faces. Front faces are counter-clockwise
	// as seen in the image (y down) unless FrontCW.
	Cull    CullMode
	FrontCW bool
}

// Options configures a Context.
type Options struct {
	// Width and Height of the colour and depth buffers, 1..MaxSize.
	Width, Height int
	// Threads is the llvmpipe rasterizer thread count (LP_NUM_THREADS). It
	// is fixed per process by the first context: 0 means that count, or
	// runtime.GOMAXPROCS(0) for the first context; asking for a different
	// count later is an error. Info reports the count in effect.
	Threads int
	// DepthBits is 16, 24 or 32; 0 means 24.
	DepthBits int
}

// MaxSize is the largest accepted width or height.
const MaxSize = 16384

// Info describes the GL implementation behind a Context.
type Info struct {
	Renderer string // GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
	Version  string // GL_VERSION
	Vendor   string // GL_VENDOR
	Threads  int    // LP_NUM_THREADS in effect
}

func (o Options) validate() error {
	if o.Width < 1 || o.Height < 1 || o.Width > MaxSize || o.Height > MaxSize {
		return errors.New("llvmpipe: width and height must be in 1..16384")
	}
	switch o.DepthBits {
	case 0, 16, 24, 32:
	default:
		return errors.New("llvmpipe: DepthBits must be 16, 24 or 32")
	}
	if o.Threads < 0 {
		return errors.New("llvmpipe: Threads must be >= 0")
	}
	return nil
}
