// Package gldriver draws triangles with whatever OpenGL 4.5 driver EGL finds
// on this machine — the real GPU on a desktop (NVIDIA, AMD, Intel), Mesa
// (llvmpipe) on a machine without one — without a window, so that render's
// coverage can be compared with the user's own hardware pixel for pixel
// (render's TestCoverageMatchesDriver).
//
// The implementation needs cgo and libEGL (Debian: libegl-dev, plus
// libegl1-mesa-dev and libgl1-mesa-dri for Mesa) and is compiled only with
// the build tag "egl":
//
//	go test -tags egl -run TestCoverageMatchesDriver ./render
//
// Without the tag Run returns ErrUnavailable, so the default build works on
// machines without EGL.
//
// # Display
//
// EGL's device platform (EGL_EXT_platform_device: every GPU and, with Mesa,
// a software device) is tried first, device by device, then Mesa's
// surfaceless platform (EGL_MESA_platform_surfaceless), then the default
// display. The first display that gives an OpenGL 4.5 core context without
// a surface is used; PPUWB_EGL_DEVICE=N picks device N of the device
// platform, PPUWB_EGL_PLATFORM=surfaceless skips the devices.
//
// # Coordinates
//
// As in internal/llvmpipe: triangles are in image coordinates (x right, y
// down, pixel (col, row) covers [col, col+1) × [row, row+1)), handed to GL
// unchanged as window coordinates (the vertex shader maps x to
// 2x/W − 1, exact for power-of-two W on a 1/1024 px grid), and GL window row
// y is read back as image row y. GL's fill rule (ties to edges whose
// interior lies at larger x, or, for horizontal edges, at larger y, in
// window coordinates) is then render's top-left rule.
//
// # Output
//
// Each triangle writes its index (gl_VertexID/3) into a 32-bit integer
// colour attachment with no depth test, so the last triangle drawn owns a
// pixel; -1 is background. With Batch.Conservative the draw enables
// GL_CONSERVATIVE_RASTERIZATION_NV (only where Info.Conservative says the
// driver has GL_NV_conservative_raster), with the subpixel precision bias
// left at 0.
package gldriver

import "errors"

// ErrUnavailable is returned by Run when the package was built without the
// "egl" build tag.
var ErrUnavailable = errors.New("gldriver: built without EGL support (build with -tags egl; needs libegl-dev)")

// Batch is one draw: triangles (x0, y0, x1, y1, x2, y2 in image pixels) in
// a Width × Height integer framebuffer.
type Batch struct {
	Width, Height int
	Tris          [][6]float32
	// Conservative draws with GL_NV_conservative_raster (an error where
	// the driver lacks it).
	Conservative bool
}

// Info describes the driver that drew.
type Info struct {
	Platform     string // "device 0", "surfaceless" or "default"
	Vendor       string // GL_VENDOR
	Renderer     string // GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
	Version      string // GL_VERSION
	SubpixelBits int    // GL_SUBPIXEL_BITS
	Conservative bool   // GL_NV_conservative_raster is available
}

// MaxSize is the largest accepted width or height.
const MaxSize = 4096

func (b *Batch) validate() error {
	if b.Width < 1 || b.Height < 1 || b.Width > MaxSize || b.Height > MaxSize {
		return errors.New("gldriver: width and height must be in 1..4096")
	}
	return nil
}
