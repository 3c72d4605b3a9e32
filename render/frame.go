package render

import (
	"image"
	"time"
)

// Frame is the result of Render: the pixels plus everything the rest of the
// workbench shows about how they were made.
type Frame struct {
	Width, Height int
	Color         *image.RGBA // final colour (resolved when Samples == 4); opaque: the alpha channel is set to 255 for display
	Depth         []float32   // row-major, Width*Height (sample 0 when Samples == 4)
	// TriangleID is row-major, per pixel the index (see Triangle) of the
	// last triangle written, -1 = background; nil unless the frame was
	// rendered with Options.TriangleIDs (or a debug view that implies it).
	TriangleID []int32
	// tris are the post-setup triangles in submission order, kept compactly
	// (48 bytes each: positions, depths, mesh and primitive); Triangle(i)
	// recomputes the edge equations, orientation and bounds on demand.
	// Empty unless asked for with the IDs (Options.TriangleIDs).
	tris    []triRec
	Tiles   []TileWork // every coarse tile that has fragment work, in row-major tile order
	Batches []VertexBatch
	Stats   Stats
	// Bits is the effective sub-pixel bit count of this viewport (see Options.LevelBits).
	Bits int
	// TileSize is the coarse tile size in pixels used for Tiles.
	TileSize int
	// Hierarchy holds the hierarchical pass's levels, blocks and holes
	// (nil unless Options.Hierarchy was set).
	Hierarchy *HierarchyStats
	// pooled: Color, Depth, TriangleID and tris came from the pools
	// (reuse.go) and may go back to them (Release)
	pooled bool
}

// triRec is the compact form of a Triangle that a Frame keeps: snapped
// positions fit in int32 (|X|, |Y| ≤ 2^27 + 2^20, see clip.go), and the
// edge equations, top-left flags and bounds follow from them and the
// frame's sub-pixel bits.
type triRec struct {
	x, y       [3]int32
	z          [3]float32
	mesh, prim int32
	flags      uint8 // triClipped | triFront
}

const (
	triClipped = 1 << iota
	triFront
)

// setRec writes the compact form of t into r, field by field in place: a
// record returned by value was built with 4-byte stores and copied with
// 16-byte loads, which cannot be forwarded from those stores and stalled
// the geometry stage on every triangle.
func setRec(r *triRec, t *Triangle) {
	r.mesh, r.prim = int32(t.Mesh), int32(t.Primitive)
	for k := 0; k < 3; k++ {
		r.x[k], r.y[k], r.z[k] = int32(t.X[k]), int32(t.Y[k]), t.Z[k]
	}
	r.flags = 0
	if t.Clipped {
		r.flags |= triClipped
	}
	if t.Front {
		r.flags |= triFront
	}
}

// NumTriangles is the number of triangles that reached setup (the range of
// TriangleID values and of Triangle's index) when the frame keeps them
// (Options.TriangleIDs, or a hierarchical frame), else 0; Stats.PrimitivesOut
// counts them either way.
func (f *Frame) NumTriangles() int { return len(f.tris) }

// Source returns the mesh and primitive triangle i was made from, without
// recomputing its setup.
func (f *Frame) Source(i int) (meshIndex, primitive int) {
	return int(f.tris[i].mesh), int(f.tris[i].prim)
}

// Triangle returns triangle i (0 ≤ i < NumTriangles) with its edge
// equations, top-left flags and bounds, as setup computed them.
func (f *Frame) Triangle(i int) Triangle {
	r := &f.tris[i]
	t := Triangle{Mesh: int(r.mesh), Primitive: int(r.prim), Clipped: r.flags&triClipped != 0, Front: r.flags&triFront != 0}
	for k := 0; k < 3; k++ {
		t.X[k], t.Y[k], t.Z[k] = int64(r.x[k]), int64(r.y[k]), r.z[k]
	}
	// The stored order is the final (clockwise) one, so setup keeps it and
	// recomputes exactly the A, B, C, flags and bounds it computed before.
	setupTriangle(&t, f.Bits, f.Width, f.Height, true)
	return t
}

// SetTriangles replaces the frame's triangles (for frames built by hand,
// e.g. in tests): each is kept compactly and, like a rendered one, read
// back through Triangle with its edge equations and bounds recomputed from
// its positions (oriented clockwise on screen) and the frame's Bits.
func (f *Frame) SetTriangles(ts []Triangle) {
	f.tris = make([]triRec, len(ts))
	for i := range ts {
		setRec(&f.tris[i], &ts[i])
	}
}

// Triangle is one primitive after clipping, snapping and setup.
//
// Positions are integers in units of 2^-Exp pixels (window space, origin at
// the top-left corner, y down). Edge i runs from vertex i to vertex i+1 (mod
// 3) after orientation, and its edge function at a point (x, y) in pixels is
//
//	E_i(x, y) = A_i·x + B_i·y + C_i·2^-Exp
//
// with A_i = Y_i − Y_{i+1} and B_i = X_{i+1} − X_i (the vertex differences,
// the mantissas of the normalized edge slopes) and C_i = −(A_i·X_i + B_i·Y_i).
// The exponent Exp is shared by the pair (A_i, B_i) and by C_i. A point is
// inside when all three E_i ≥ 0 (ties resolved by the top-left rule).
//
// In SnapConsistent mode the snapped integers, and therefore A, B and C, are
// identical at every power-of-two level of the hierarchy; only Exp grows by
// one per halving, i.e. the value of C in pixels shifts right by one bit.
type Triangle struct {
	Mesh      int  // index into Scene.Meshes
	Primitive int  // triangle index within the mesh (before clipping)
	Clipped   bool // produced by clipping
	Front     bool // front-facing according to State.FrontFace
	X, Y      [3]int64
	Z         [3]float32 // window depth 0..1
	A, B, C   [3]int64
	Exp       int
	TopLeft   [3]bool // edge i is a top or left edge (ties on it are inside)
	// centre: how far Bounds move in to the pixels whose centre lies in
	// the triangle's bounding box (rasterRec.inset; set by setupTriangle)
	centre uint8
	Bounds image.Rectangle // pixels the triangle may touch (conservative), clamped to the viewport
}

// Area2 returns twice the triangle's signed area in units of 2^-2Exp px²
// (positive after orientation; zero for degenerate triangles).
func (t *Triangle) Area2() int64 {
	return (t.X[1]-t.X[0])*(t.Y[2]-t.Y[0]) - (t.Y[1]-t.Y[0])*(t.X[2]-t.X[0])
}

// TileWork is the fragment work of one coarse tile: a CTA of the fragment grid.
type TileWork struct {
	Rect      image.Rectangle // the pixels this tile writes
	Triangles int             // triangles binned to the tile
	Fragments int             // covered samples rasterized in the tile
	Cost      int64           // estimated PPU cycles
}

// VertexBatch is a CTA of the vertex grid: 32 consecutive vertices.
type VertexBatch struct {
	First, Count int
	Cost         int64 // estimated PPU cycles
}

// Stats are per-stage counters and host times of one Render.
type Stats struct {
	VerticesIn     int        `json:"vertices_in"`      // vertices transformed
	PrimitivesIn   int        `json:"primitives_in"`    // triangles assembled
	NonFinite      int        `json:"non_finite"`       // culled: a NaN or Inf coordinate
	OutsideFrustum int        `json:"outside_frustum"`  // culled: entirely outside a clip plane
	ClipInputs     int        `json:"clip_inputs"`      // triangles that needed clipping
	ClipOutputs    int        `json:"clip_outputs"`     // triangles produced by clipping them
	BackFaceCulled int        `json:"back_face_culled"` // culled by facing
	Degenerate     int        `json:"degenerate"`       // culled: zero area after snapping
	PrimitivesOut  int        `json:"primitives_out"`   // triangles that reached setup (Frame.NumTriangles)
	TilesTouched   int        `json:"tiles_touched"`    // tiles with at least one triangle
	BinEntries     int        `json:"bin_entries"`      // triangle references in all tile lists
	Fragments      int64      `json:"fragments"`
	DepthPass      int64      `json:"depth_pass"`
	DepthFail      int64      `json:"depth_fail"`
	Time           StageTimes `json:"time_ns"`
}

// StageTimes is the host time spent per stage. Fine raster runs per tile
// before that tile's fragment and ROP work, which are fused per pixel (early
// depth test); tile times are summed over workers, so with several workers
// Fine+FragmentROP can exceed Total. The coarse raster bins each geometry
// chunk as it finishes it: Clip, Setup and Coarse share the wall time of
// that parallel section in proportion to their times summed over workers.
type StageTimes struct {
	Vertex      time.Duration `json:"vertex"`
	Clip        time.Duration `json:"clip"`
	Setup       time.Duration `json:"setup"`
	Coarse      time.Duration `json:"coarse"`
	Fine        time.Duration `json:"fine"`
	FragmentROP time.Duration `json:"fragment_rop"`
	Total       time.Duration `json:"total"`
}
