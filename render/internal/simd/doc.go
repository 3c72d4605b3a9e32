// Package simd holds render's hand-written amd64 kernels: each is an
// assembly file (x_amd64.s), its Go declaration (x_amd64.go) and the
// build for other architectures (x_other.go), beside the portable Go that
// defines what the kernel computes.
//
//	color.go     ColorKernel, ColorLessKernel, ColorLessRows: perspective vertex colour, four channels in four lanes
//	vertices.go  TransformVertices: the vertex stage (transform, outcode, snap) of a mesh without normals (AVX2)
//	frontrun.go  FrontRun: the geometry loop's common case, a run of snapped, facing primitives
//	raster.go    SetupRaster: a triangle's raster record (edges, bounds, top-left bits; BMI2)
//	planesmesh.go  MeshPlanes: every interpolation plane of a vertex-colour triangle (AVX2)
//	depth.go     DepthLessSpan: the depth-less test with writes, four pixels at a time
//	lit.go       LitKernel: perspective Blinn-Phong with a whole exponent, four pixels at a time
//	nearest.go   NearestKernel: nearest-magnified texels, four pixels at a time
//	span.go      SpanKernel, CentreSpans: a narrow region's covered interval per row (AVX2)
//	runmax.go    RunMax, RunMax16: a hierarchical-Z run's largest depth
//	streamrows.go  CopyRows, CopyRowsOpaque: rows to the frame with non-temporal stores
//	prefetch_amd64.go  Prefetch, PrefetchWrite: cache hints for setup records
//	rowplane.go  RowPlane: an attribute plane on one row, the kernels' input
//
// Every kernel gives the bits of its definition, the same IEEE operations
// on the same operands in the same order. Where the definition needs only
// the kernel's arguments it is here, in Go: ToByte, DepthLessLoop, RunMax's loop,
// the streamrows_other.go copies, and the tests in this package compare
// kernel and loop. The shading and raster kernels compute what render's
// scalar code does per pixel (vertexColorSpan, litSpan, nearestSpanGo,
// fineSpans), which needs the renderer's triangles and textures; those
// scalar loops stay in render as the definition and the path on other
// architectures, and render's tests compare them with the kernels
// (TestShadeSpanMatchesShade, TestColorLessKernelMatchesSeparatePasses,
// TestNearestKernelMatchesSpan, TestSpanKernelMatchesFineSpans). Their
// x_other.go only says the kernel is absent (XKernelOK false).
//
// The argument structs (ColorArgs, RowsArgs, EdgeRec, LitArgs, LitConsts,
// NearestConsts, NearestRow) are read by the assembly by byte offset; each file checks
// the offsets it uses at compile time.
package simd
