package simd

// SetupRaster (raster_amd64.s) is render's setupRaster in registers: the
// edge equations, the bounds and their centre inset of a snapped triangle
// go into its raster record. render's setupraster.go stays the definition
// and the path on other machines; render asserts the byte offsets below
// at compile time.

// Offsets SetupRaster reads and writes in render's Triangle and rasterRec.
const (
	TriMesh   = 0   // int
	TriX      = 24  // [3]int64, then Y [3]int64 at 48
	TriZ      = 72  // [3]float32
	TriExp    = 160 // int
	TriCentre = 171 // uint8
	TriBounds = 176 // image.Rectangle: four ints

	RecA       = 0  // [3]int32, then b [3]int32 at 12
	RecC       = 24 // [3]int64
	RecX0      = 48 // int16 x0, y0, x1, y1
	RecExp     = 56 // uint8, then topLeft, inset
	RecMesh    = 60 // int32
	RecTopLeft = RecExp + 1
	RecInset   = RecExp + 2
)
