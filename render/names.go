package render

import "github.com/ppuwb/ppuwb/internal/enum"

// The spellings of render's enums, as workspace files and the command line
// write them: each list is the only one (String, Parse and the workspace
// loader read it; TestEnumKeysDocumented in workspaces checks docs/formats.md
// against it).
var (
	SnapModeNames      = enum.Names[SnapMode]{SnapFixed: "fixed", SnapConsistent: "consistent"}
	DebugViewNames     = enum.Names[DebugView]{DebugNone: "none", DebugDepth: "depth", DebugNormals: "normals", DebugOverdraw: "overdraw", DebugTriangleID: "triangle-id", DebugCoverageLevel: "coverage-level", DebugMipLevel: "mip-level"}
	DegenerateNames    = enum.Names[DegenerateMode]{DegenerateCull: "cull", DegenerateRasterize: "rasterize"}
	ProjectionNames    = enum.Names[Projection]{Perspective: "perspective", Orthographic: "orthographic", PixelOrtho: "pixel"}
	TopologyNames      = enum.Names[Topology]{TriangleList: "list", TriangleStrip: "strip"}
	ShadingNames       = enum.Names[Shading]{Flat: "flat", VertexColor: "vertex-color", Lambert: "lambert", BlinnPhong: "blinn-phong", Textured: "textured"}
	FilterNames        = enum.Names[Filter]{Nearest: "nearest", Bilinear: "bilinear", Trilinear: "trilinear"}
	DepthFuncNames     = enum.Names[DepthFunc]{DepthLess: "less", DepthLEqual: "lequal", DepthAlways: "always", DepthNever: "never"}
	BlendModeNames     = enum.Names[BlendMode]{BlendOff: "off", BlendAlpha: "alpha", BlendAdditive: "additive"}
	CullModeNames      = enum.Names[CullMode]{CullNone: "none", CullBack: "back", CullFront: "front"}
	WindingNames       = enum.Names[Winding]{CCW: "ccw", CW: "cw"}
	EdgeEvaluatorNames = enum.Names[EdgeEvaluator]{EvalUnnormalized: "unnormalized", EvalNormalized: "normalized", EvalNormalizedSticky: "normalized-sticky"}
)
