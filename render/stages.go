package render

import "unsafe"

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
