package render

import (
	"fmt"
)

// SnapMode selects how vertex positions are snapped in the viewport transform.
type SnapMode int

const (
	// SnapFixed snaps to 1/2^SubpixelBits of a pixel at every viewport size
	// (the OpenGL/Direct3D rule; 8 bits matches llvmpipe).
	SnapFixed SnapMode = iota
	// SnapConsistent keeps the snap grid fixed in normalized device
	// coordinates: when the viewport's larger dimension is ReferenceSize
	// pixels the spacing is 1/2^SubpixelBits px and each halving of the
	// viewport adds one sub-pixel bit, so every level of a power-of-two
	// hierarchy sees exactly the same snapped triangle.
	SnapConsistent
)

// String returns "fixed" or "consistent".
func (m SnapMode) String() string { return SnapModeNames.String(m) }

// ParseSnapMode parses "fixed" or "consistent".
func ParseSnapMode(s string) (SnapMode, error) {
	// The seed's names for the two modes are accepted too.
	switch s {
	case "standard":
		return SnapFixed, nil
	case "viewport-relative":
		return SnapConsistent, nil
	}
	return SnapModeNames.Parse(s, "snap mode")
}

// DebugView replaces the shaded colour by a visualisation.
type DebugView int

const (
	DebugNone          DebugView = iota // normal shading
	DebugDepth                          // depth as grey, near = white
	DebugNormals                        // world-space normal mapped to RGB
	DebugOverdraw                       // number of fragments that reached the pixel (heat map)
	DebugTriangleID                     // a distinct colour per triangle
	DebugCoverageLevel                  // MSAA: covered samples per pixel; else fill-rule edge ties (see docs)
	DebugMipLevel                       // textured meshes: the mip level sampled, coloured by MipLevelColor
)

// String returns the debug view's name as used in workspace files.
func (d DebugView) String() string { return DebugViewNames.String(d) }

// ParseDebugView parses a DebugView name ("none", "depth", "normals",
// "overdraw", "triangle-id", "coverage-level", "mip-level").
func ParseDebugView(s string) (DebugView, error) {
	return DebugViewNames.Parse(s, "debug view")
}

// DegenerateMode says what conservative rasterization does with a triangle
// whose snapped area is zero (a segment or a point).
type DegenerateMode int

const (
	// DegenerateCull culls it, as the hardware does: Vulkan's
	// VkPhysicalDeviceConservativeRasterizationPropertiesEXT reports
	// degenerateTrianglesRasterized = false for NVIDIA's conservative
	// rasterizer (and an H100 through GL_NV_conservative_raster drew
	// nothing for it).
	DegenerateCull DegenerateMode = iota
	// DegenerateRasterize covers the pixels whose closed square the
	// segment or point touches (degenerateTrianglesRasterized = true).
	DegenerateRasterize
)

// String returns "cull" or "rasterize".
func (d DegenerateMode) String() string { return DegenerateNames.String(d) }

// ParseDegenerateMode parses "cull" or "rasterize".
func ParseDegenerateMode(s string) (DegenerateMode, error) {
	return DegenerateNames.Parse(s, "degenerate mode")
}

// MaxViewport is the largest allowed viewport width or height in pixels.
const MaxViewport = 16384

// MaxSubpixelBits is the largest SubpixelBits accepted in fixed mode.
const MaxSubpixelBits = 12

// maxLevelBits bounds the effective sub-pixel bits of a consistent-mode level.
const maxLevelBits = 24

// Options control one Render call.
type Options struct {
	Width, Height int      // viewport in pixels, 1..16384 each
	Snap          SnapMode //
	SubpixelBits  int      // n in 0..12: snap spacing 1/2^n px (at ReferenceSize in consistent mode)
	// EdgeBits, when not 0, decides pixel coverage with a fixed-width
	// evaluator of that many bits (32, 40 or 48) of model EdgeEval instead
	// of the exact one (edgebits.go); one sample at the pixel centre only.
	EdgeBits int
	EdgeEval EdgeEvaluator // the zero value is EvalUnnormalized; workspaces default to EvalNormalized
	// Hierarchy, when set, renders hierarchically (hierarchy.go): the
	// viewport widths of the levels, finest first (Hierarchy[0] == Width).
	Hierarchy     []int
	ReferenceSize int  // consistent: the viewport's larger dimension at which SubpixelBits apply (0 = max(Width, Height))
	Conservative  bool // overestimating conservative rasterization
	// Degenerate: what conservative rasterization (and the conservative
	// coarse levels of Compare and of a hierarchy) does with zero-area
	// triangles; the zero value culls them, like the hardware.
	Degenerate DegenerateMode
	Samples    int // 1 or 4 (4 = D3D standard 4x MSAA pattern); 0 means 1
	Debug      DebugView
	TileSize   int // coarse tile size in pixels, power of two 4..256 (0 = 16)
	Workers    int // 0 = GOMAXPROCS; output is bit-identical for any value
	// TriangleIDs asks for Frame.TriangleID, the triangle that wrote each
	// pixel, and for the triangle records those IDs index (Frame.Triangle,
	// Source, NumTriangles, CoverageLevel, EdgeValues): the picking,
	// overlay and inspection views read them. Without it the frame has no
	// ID buffer (TriangleID is nil): the bins neither clear nor write back
	// IDs, 4 of the 12 bytes a pixel that a frame moves; and no triangle
	// records (NumTriangles is 0; Stats.PrimitivesOut still counts the
	// triangles). The triangle-id and coverage-level debug views need the
	// IDs and imply it; a hierarchical frame (Hierarchy) keeps the records.
	// Colour, depth, Tiles and Stats are the same either way.
	TriangleIDs bool
}

// DefaultOptions returns fixed snapping with 8 sub-pixel bits, one sample,
// 16-pixel tiles and GOMAXPROCS workers at w×h.
func DefaultOptions(w, h int) Options {
	return Options{Width: w, Height: h, Snap: SnapFixed, SubpixelBits: 8, ReferenceSize: max(w, h), Samples: 1, TileSize: 16}
}

// Validate reports the first problem with o, or nil.
func (o Options) Validate() error {
	if o.Width <= 0 || o.Height <= 0 {
		return fmt.Errorf("viewport %dx%d has zero area (width and height must be at least 1)", o.Width, o.Height)
	}
	if o.Width > MaxViewport || o.Height > MaxViewport {
		return fmt.Errorf("viewport %dx%d exceeds the maximum of %d pixels per side", o.Width, o.Height, MaxViewport)
	}
	if o.SubpixelBits < 0 || o.SubpixelBits > MaxSubpixelBits {
		return fmt.Errorf("subpixel bits %d out of range 0..%d", o.SubpixelBits, MaxSubpixelBits)
	}
	if o.Snap != SnapFixed && o.Snap != SnapConsistent {
		return fmt.Errorf("unknown snap mode %d", o.Snap)
	}
	if o.Samples != 0 && o.Samples != 1 && o.Samples != 4 {
		return fmt.Errorf("samples %d not supported (want 1 or 4)", o.Samples)
	}
	if o.Samples == 4 && o.Conservative {
		return fmt.Errorf("conservative rasterization and 4x MSAA cannot be combined")
	}
	if ts := o.TileSize; ts != 0 && (ts < 4 || ts > 256 || ts&(ts-1) != 0) {
		return fmt.Errorf("tile size %d must be a power of two between 4 and 256", ts)
	}
	if o.Workers < 0 {
		return fmt.Errorf("workers %d must not be negative", o.Workers)
	}
	if o.Degenerate != DegenerateCull && o.Degenerate != DegenerateRasterize {
		return fmt.Errorf("unknown degenerate mode %d", o.Degenerate)
	}
	if o.Debug < DebugNone || o.Debug > DebugMipLevel {
		return fmt.Errorf("unknown debug view %d", o.Debug)
	}
	if _, err := o.LevelBits(); err != nil {
		return err
	}
	if o.EdgeBits != 0 {
		if o.EdgeBits != 32 && o.EdgeBits != 40 && o.EdgeBits != 48 {
			return fmt.Errorf("edge bits %d: want 32, 40, 48 or 0 (exact)", o.EdgeBits)
		}
		if o.Samples == 4 || o.Conservative {
			return fmt.Errorf("edge bits: a fixed-width evaluator decides pixel centres only (no MSAA, not conservative)")
		}
	}
	if o.EdgeEval < EvalUnnormalized || o.EdgeEval > EvalNormalizedSticky {
		return fmt.Errorf("unknown edge evaluator %d", o.EdgeEval)
	}
	return o.checkHierarchy()
}

// LevelBits returns the effective number of sub-pixel bits used at this
// viewport: SubpixelBits in fixed mode; in consistent mode SubpixelBits +
// log2(ReferenceSize/D), D the viewport's larger dimension, which requires
// the ratio to be a power of two.
//
// Why the larger dimension: sub-pixel units are square (x and y share one
// exponent, so A, B and C stay integers of one scale), so a viewport has one
// snap spacing, not one per axis. Taken from the larger dimension, the grid
// is at most 1/(ReferenceSize·2^n) of the surface along both axes (finer
// along the shorter one), and the coordinate range the guard band must hold
// is set by that dimension too. In a hierarchy every level keeps the aspect
// ratio, so width, height or the larger one give the same per-level ratio;
// the rule decides what ReferenceSize means for a tall viewport.
func (o Options) LevelBits() (int, error) {
	if o.Snap != SnapConsistent {
		return o.SubpixelBits, nil
	}
	dim := max(o.Width, o.Height)
	ref := o.ReferenceSize
	if ref == 0 {
		ref = dim
	}
	if ref < 0 || ref > MaxViewport {
		return 0, fmt.Errorf("reference size %d out of range 1..%d", ref, MaxViewport)
	}
	bits := o.SubpixelBits
	w := dim
	for w < ref {
		w *= 2
		bits++
	}
	for w > ref {
		if w%2 != 0 {
			break
		}
		w /= 2
		bits--
	}
	if w != ref {
		return 0, fmt.Errorf("consistent snapping needs a power-of-two ratio between reference size %d and the viewport's larger dimension %d", ref, dim)
	}
	if bits < 0 {
		return 0, fmt.Errorf("viewport %dx%d is too large for reference size %d with %d sub-pixel bits (needs %d bits)", o.Width, o.Height, ref, o.SubpixelBits, bits)
	}
	if bits > maxLevelBits {
		return 0, fmt.Errorf("viewport %dx%d needs %d sub-pixel bits (max %d)", o.Width, o.Height, bits, maxLevelBits)
	}
	return bits, nil
}

func (o Options) tileSize() int {
	if o.TileSize == 0 {
		return 16
	}
	return o.TileSize
}

func (o Options) samples() int {
	if o.Samples == 4 {
		return 4
	}
	return 1
}
