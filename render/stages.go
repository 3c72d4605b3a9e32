package render

import (
	"context"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
)

// The stage contract: the records each stage hands the next, in pipeline
// order, and the state each stage owns (the counterpart of llvmpipe's
// lp_rast.h, lp_scene.h and lp_setup_context.h). Every record is written by
// one stage, read by the later ones, and never written again in the frame;
// the arrays that hold them come from pools (vertex.go's scratch pools,
// reuse.go's frame pools, bins.go's workerPool) and keep their memory from
// frame to frame. One driver runs the stages (pipeline.go: Render, run);
// the hierarchical mode is the same run with a block allocation.
//
//	Scene, Options        the input (scene.go, options.go)
//	  │ setup (pipeline.go: newRenderer, prepareShaders)
//	  ▼
//	frameSetup            the validated options and per-mesh shader, State, attrLayout
//	  │ [hierarchical mode: allocateBlocks runs the coarse levels → blockAlloc]
//	  │ vertex stage (vertex.go: transformMesh), per mesh
//	  ▼
//	vertexOut             shadedVertex per vertex, the index triples
//	  │ clip, viewport, snap, cull, setup (clip.go, geometry.go, setup.go),
//	  │ per geomChunk of 4,096 primitives, in parallel
//	  ▼
//	geomChunk             triRec, triShade (= rasterRec + planes), overflow planes, fill
//	  │ coarse stage (coarse.go: bin), per chunk as it finishes
//	  ▼
//	coarseState           binEntry lists per (bin, chunk)
//	  │ fine raster (bins.go: rasterList, rasterCentre; fine.go, spankernel.go), per bin
//	  ▼
//	tileEntry             spans or sample masks; tileStat per coarse tile
//	  │ fragment stage and ROP (bins.go: shadeEntry, spans.go, fragment.go,
//	  │ rop.go, hiz.go), per bin, entries in submission order
//	  ▼
//	fineState             the frame's buffers, hierarchical Z, tileResult per bin
//	  │ finishFrame (pipeline.go): statistics, MSAA resolve, debug views
//	  ▼
//	Frame                 the output
//
// The records, one sentence each, in that order:
//
//   - Scene, Options: what Render is given; read by setup and, for the
//     camera, the meshes and the clear values, by the vertex stage and the
//     fine stage.
//   - frameSetup: owned by setup (newRenderer), read by every stage: the
//     context, the scene, the validated options, the effective sub-pixel
//     bits, the raster mode, the view-projection matrix, the clip planes,
//     and per mesh its shader (material, light, attribute layout, cost),
//     its State and its attrLayout; the geometry stage only appends the
//     overflow planes to shader.more (joinPlanes).
//   - blockAlloc (hierarchy.go): in the hierarchical mode only, the
//     framebuffer blocks the coarse levels allocated, made before the
//     pipeline runs and read by the fine stage (which bins it visits) and
//     by finishFrame (the pixels outside every block, the holes).
//   - vertexOut (120 B shadedVertex per vertex): written by the vertex
//     stage, one per mesh: clip and world position, normal, colour, UV,
//     outcode and the snapped window position when it needs no clipping,
//     with the index triples (read in place when the mesh has indices).
//   - geomChunk: one per 4,096 primitives of a mesh, written by the
//     geometry stage on one worker: its window of the record arrays, its
//     statistics, its first bad index and its fill (budget.go, MaxFill).
//   - triRec (48 B): per triangle that reached setup, the frame's compact
//     record (snapped positions, depths, mesh, primitive), copied into
//     Frame in submission order; Frame.Triangle recomputes the rest.
//   - triShade (152 B) = rasterRec (64 B) + planes: per triangle, the edge
//     equations, bounds and top-left bits the coarse and fine stages read
//     (under the centre rule the bounds are the pixels whose centre lies
//     in the triangle's box, setRaster, or setupRaster in the geometry
//     stage, simd.SetupRaster on amd64; ref gives the planes' reference
//     pixel), then the depth, 1/w and first four attribute planes the
//     fragment stage reads (planes 4 and on in shader.more; setupPlanes,
//     or simd.MeshPlanes for a vertex-colour mesh).
//   - geomState: owned by the geometry stage (runGeometry), read by the
//     fine stage: the frame being built, the vertexOuts, the chunks and
//     the triShade array, chunk c's records at c.base.
//   - binEntry (int32): per (bin, chunk), written by the coarse stage: the
//     triangle's index in its chunk, negative when the triangle covers the
//     whole bin; a bin's entries are its chunks' lists in chunk order, so
//     the order is the submission order on any number of workers.
//   - coarseState: owned by the coarse stage (layout, then bin per chunk),
//     read by the fine stage: the bin size and grid, and the lists,
//     lists[i*nc+k] chunk k's list for bin i.
//   - tileEntry (88 B): per bin entry with coverage, written by the fine
//     raster in the tile worker's own lists: the region, where its spans
//     (one covered [lo, hi] per row) or sample masks start, the covered
//     count and whether it reads the hierarchical Z; read by the fragment
//     stage of the same bin.
//   - tileStat (24 B): per coarse tile, the triangles, fragments and cost
//     the fine raster counts (the heat maps, Frame.Tiles); each tile is
//     written by the one worker that owns its bin.
//   - spanMode: per mesh, the fragment stage's decisions (the fast span
//     loop and its cases), taken once per frame by prepareFine.
//   - tileResult: per bin of the work list, the depth passes and fails and
//     the fine and fragment times its worker measured, summed by
//     finishFrame.
//   - fineState: owned by the fine, fragment and ROP stage: set up by
//     prepareFine (buffers, clear values, span modes, hierarchical Z,
//     whether bins are shaded in bin buffers), written by the tile workers
//     (each bin's pixels and tiles by one worker), read by finishFrame.
//   - Frame (frame.go): the output: Color, Depth, TriangleID (when
//     Options.TriangleIDs asks), Tiles (from
//     tileStat), Batches (from the vertex stage), the triRecs (with the
//     IDs, and in the hierarchical mode), Stats and, in the hierarchical
//     mode, Hierarchy.
//
// The sizes are checked at compile time below: a record that grows is a
// change to the memory each frame moves, to be measured (docs/performance.md).

var (
	_ = [1]struct{}{}[unsafe.Sizeof(triRec{})-48]
	_ = [1]struct{}{}[unsafe.Sizeof(rasterRec{})-64]
	_ = [1]struct{}{}[unsafe.Sizeof(triShade{})-152]
	_ = [1]struct{}{}[unsafe.Sizeof(binEntry(0))-4]
	_ = [1]struct{}{}[unsafe.Sizeof(tileEntry{})-72]
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
	// dropRecs: the frame keeps no triangle records (Frame.Triangle), so
	// the chunks write none (set by run from keepRecs; a geometry-only
	// run, levelGeometry and the comparison's coverage, keeps them)
	dropRecs bool
}

// coarseState is the coarse stage's bins (binTiles×binTiles tiles):
// written by bin as each geometry chunk finishes, read by the fine stage.
// lists[i*nc+k] is chunk k's list for bin i (nc chunks; nil: runGeometry
// does not bin).
type coarseState struct {
	lists                     [][]binEntry
	binSize, binsX, binsY, nb int
	// centre: the bins and the fine raster take a triangle's centreBounds
	// (the centre rule), not its conservative bounds
	centre bool
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
	ids       []int32 // nil without IDs when the bins shade in bin buffers
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
