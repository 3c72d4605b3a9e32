package render

import (
	"context"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
)

// The records each stage hands the next, in pipeline order (issue 39; the
// counterpart of llvmpipe's lp_rast.h, lp_scene.h and lp_setup_context.h).
// Every record is written by one stage, read by the next ones, and never
// written again in the frame; the arrays that hold them come from pools
// (vertex.go's scratch pools, reuse.go's frame pools, bins.go's
// workerPool) and keep their memory from frame to frame.
//
//	Scene, Options                       the input (scene.go, options.go)
//	  │ vertex stage (vertex.go: transformMesh), per mesh
//	  ▼
//	vertexOut                            per mesh: verts []shadedVertex (120 B:
//	                                     clip position, world position, normal,
//	                                     colour, UV, outcode, snapped window
//	                                     position) and tris [][3]uint32 (the
//	                                     index list, read in place when the mesh
//	                                     has one)
//	  │ clip, viewport, snap, cull, setup (clip.go, geometry.go, setup.go),
//	  │ per geomChunk of 4,096 primitives, in parallel
//	  ▼
//	triRec   (48 B)                      per triangle that reached setup, the
//	                                     frame's compact record (frame.go):
//	                                     snapped positions, depths, mesh,
//	                                     primitive; Frame.Triangle recomputes
//	                                     the rest from it
//	triShade (152 B) = rasterRec (64 B)  per triangle: edge equations, bounds,
//	                 + planes            top-left bits (what the coarse and fine
//	                                     stages read) and the depth, 1/w and
//	                                     first four attribute planes (what the
//	                                     fragment stage reads); planes 4.. in
//	                                     the mesh's shader.more
//	geomChunk.fill                       the bounding-box pixels, for the fill
//	                                     budget (budget.go, MaxFill)
//	  │ coarse stage (coarse.go: bin), per chunk as it finishes
//	  ▼
//	binEntry (int32)                     per (bin, chunk): the triangle's index
//	                                     in its chunk, negative when it covers
//	                                     the whole bin; a bin's entries are its
//	                                     chunks' lists in chunk order, so the
//	                                     order is the submission order on any
//	                                     number of workers
//	  │ fine raster (bins.go: rasterList, fine.go, spankernel.go), per bin
//	  ▼
//	tileEntry (88 B)                     per bin entry with coverage: the
//	                                     region, where its spans (one covered
//	                                     [lo, hi] per row) or sample masks
//	                                     start in the worker's lists, the
//	                                     covered count, and whether it reads
//	                                     the hierarchical Z
//	tileStat (24 B)                      per coarse tile: triangles, fragments,
//	                                     cost (the heat maps)
//	  │ fragment stage and ROP (spans.go, bins.go: shadeEntry, fragment.go,
//	  │ rop.go, hiz.go), per bin, entries in order
//	  ▼
//	Frame                                Color, Depth, TriangleID (the bin
//	                                     buffers written back per bin), Tiles
//	                                     (from tileStat), Batches (from the
//	                                     vertex stage), the triRecs, Stats
//	                                     (tileResult per bin, summed)
//
// The sizes are checked at compile time below: a record that grows is a
// change to the memory each frame moves, to be measured (docs/performance.md).

var (
	_ = [1]struct{}{}[unsafe.Sizeof(triRec{})-48]
	_ = [1]struct{}{}[unsafe.Sizeof(rasterRec{})-64]
	_ = [1]struct{}{}[unsafe.Sizeof(triShade{})-152]
	_ = [1]struct{}{}[unsafe.Sizeof(binEntry(0))-4]
	_ = [1]struct{}{}[unsafe.Sizeof(tileEntry{})-88]
	_ = [1]struct{}{}[unsafe.Sizeof(tileStat{})-24]
	_ = [1]struct{}{}[unsafe.Sizeof(shadedVertex{})-120]
)

// The state of one Render call, split by the stage that owns it (renderer
// holds one of each; a stage's functions take the parts they use).

// frameSetup is the frame's input after validation and what is derived
// from it once: written by newRenderer (prepareShaders), read by every
// stage; the geometry stage only appends the overflow attribute planes to
// shaders[i].more (joinPlanes) before the fragment stage reads them.
type frameSetup struct {
	ctx      context.Context
	s        *Scene
	o        Options
	bits     int // effective sub-pixel bits
	one      float64
	workers  int
	mode     rasterMode
	viewProj mgl32.Mat4
	planes   clipPlanes
	shaders  []shader     // per mesh
	states   []State      // per mesh
	layouts  []attrLayout // per mesh
}

// geomState is the geometry stage's output: written by runGeometry, read
// by the coarse stage (the setup records of a chunk) and by the fine and
// fragment stage (shades, chunks).
type geomState struct {
	frame *Frame
	vouts []vertexOut
	// shades holds the setup records where the geometry chunks wrote
	// them, chunk c's at c.base (gaps where triangles were culled); the
	// bins name a record by its index in its chunk (c.base + it is the
	// record, c.out + it the triangle's number in the frame).
	shades []triShade
	chunks []*geomChunk
}

// coarseState is the coarse stage's bins (binTiles×binTiles tiles):
// written by bin as each geometry chunk finishes, read by the fine stage.
// lists[i*nc+k] is chunk k's list for bin i (nc chunks; nil: runGeometry
// does not bin).
type coarseState struct {
	lists                     [][]binEntry
	binSize, binsX, binsY, nb int
}

// fineState is the fine raster, fragment and ROP stage's: its buffers and
// counters, written by the tile workers (each bin's pixels and tiles by
// the one worker that takes the bin), set up by prepareFine and read back
// by the driver.
type fineState struct {
	// alloc, in the hierarchical mode, is the framebuffer blocks the
	// coarse levels allocated: the fine stage visits only the bins that
	// hold one (hierarchy.go)
	alloc     *blockAlloc
	spanModes []spanMode // per mesh: how shadeFast shades it

	// buffers
	pix       []uint8
	depth     []float32
	ids       []int32
	overdraw  []uint16
	sampleCol []uint8   // MSAA: 4 samples × RGBA per pixel
	sampleDep []float32 // MSAA: 4 depths per pixel

	// per coarse tile (index ty*tilesX+tx): triangles, fragments, cycles
	tilesX  int
	tiles   []tileStat
	results []tileResult // per bin of the fine stage's work list

	// hierarchical Z: for every row, the maximum depth of each run of
	// 2^hizShift pixels (an upper bound, exact after a full-run write)
	hiz  []float32
	hizX int

	// binLocal: every triangle takes the fast span path (shadeFast), so
	// workers shade each bin in contiguous bin buffers, which they clear
	// and copy into the frame (every bin is visited, with work or not).
	binLocal bool
	clearCol [4]uint8
	clearZ   float32
}
