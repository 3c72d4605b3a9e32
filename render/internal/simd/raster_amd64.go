package simd

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// SetupRasterOK says SetupRaster (raster_amd64.s, BMI2 shifts) is
// available.
var SetupRasterOK = cpu.X86.HasBMI2

// SetupRaster is render's setupRaster(t, r, area, bits, w, h,
// keepDegenerate, centre) for a *Triangle t and a *rasterRec r, with the
// same integer operations (wrapping as Go's int64 do), so the same
// results: false for a zero area unless keepDegenerate; for a negative
// area vertices 1 and 2 swap (X, Y, Z); the bounds, their centre inset,
// false when no pixel of the w×h viewport is left; t's Exp, centre and
// Bounds; r's edges A_i = Y_i − Y_j, B_i = X_j − X_i (as int32),
// C_i = −(A_i·X_i + B_i·Y_i), top-left bits, the bounds moved in by the
// inset when centre, exp, inset and mesh.
//
//go:noescape
func SetupRaster(t, r unsafe.Pointer, area int64, bits, w, h int, keepDegenerate, centre bool) bool
