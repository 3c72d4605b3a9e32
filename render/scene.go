// Package render is the PPU's software graphics pipeline.
//
// A Scene (meshes, materials, camera, light, render state) is drawn by Render
// into a Frame through one file per stage:
//
//	vertex.go    model/view/projection transform, index and strip assembly
//	clip.go      homogeneous near/far and guard-band clipping, NaN/Inf and back-face culling
//	viewport.go  viewport transform with snap spacing (fixed or consistent)
//	setup.go     integer edge equations with normalized slopes
//	geometry.go  the stages above over chunks of primitives in parallel
//	coarse.go    binning into tiles with trivial reject/accept
//	fine.go      pixel-centre coverage, top-left rule, conservative, 4x MSAA
//	bins.go      the tile worker: a bin's entries rasterized and shaded in order
//	spans.go     one-sample span loops (depth test, colour and ID in one pass)
//	hiz.go       hierarchical Z per bin
//	fragment.go  perspective-correct interpolation and shading
//	rop.go       depth test, blending, colour mask
//	pipeline.go  the driver: Render, tile-parallel execution, statistics
//	inspect.go   a finished frame's coverage and edge values, on demand
//	coverage.go  outer (conservative), centre and inner coverage of whole pixels
//	coverageview.go  the coverage debug view (outer, centre, inner side by side)
//
// The amd64 kernels (SSE and AVX2 assembly) are in render/internal/simd,
// each beside its portable Go; the stage files call them, and these files
// pack their inputs:
//
//	spankernel.go     a narrow region's edge values for simd.SpanKernel (fine.go's fineSpans is its definition)
//	colorkernel.go    perspective vertex colour for simd.ColorKernel (vertexColorSpan is its definition)
//	litkernel.go      Blinn-Phong constants and planes for simd.LitKernel (litSpan is its definition)
//	nearestkernel.go  a texture level's constants for simd.NearestKernel (nearestSpanGo is its definition)
//
// The package imports nothing of ppuwb's; it is used by workspaces, app and the CLI.
package render

import (
	"image"

	"github.com/go-gl/mathgl/mgl32"
)

// Projection selects how the Camera maps world space to the viewport.
type Projection int

const (
	// Perspective is a pinhole camera: Eye looks at Target, FovY degrees vertically.
	Perspective Projection = iota
	// Orthographic is a parallel projection from Eye towards Target showing
	// OrthoHeight world units vertically (width follows the viewport aspect).
	Orthographic
	// PixelOrtho is a pixel-exact orthographic camera: world x,y are window
	// pixel coordinates (origin at the top-left corner of the viewport, y
	// down) and world z is the depth value, which must lie in [0,1] (smaller is
	// nearer for DepthLess). Eye, Target, Up and FovY are ignored. When
	// PixelWidth > 0 the coordinates are pixels of a PixelWidth-wide reference
	// viewport and are scaled by Width/PixelWidth (exact for power-of-two
	// ratios), so one scene can be drawn at several viewport sizes.
	PixelOrtho
)

// String returns the projection's name as used in workspace files.
func (p Projection) String() string { return ProjectionNames.String(p) }

// Camera describes the view. The zero value is not useful; see DefaultCamera.
type Camera struct {
	Projection  Projection
	Eye         mgl32.Vec3
	Target      mgl32.Vec3
	Up          mgl32.Vec3 // zero means +Y
	FovY        float32    // degrees, Perspective only
	Near, Far   float32    // clip planes (view-space distances); PixelOrtho ignores them
	OrthoHeight float32    // Orthographic only: world units visible vertically
	PixelWidth  int        // PixelOrtho only: reference width of the pixel coordinates (0 = the viewport's)
}

// DefaultCamera is a perspective camera at (0,0,3) looking at the origin with a 60° field of view.
func DefaultCamera() Camera {
	return Camera{Projection: Perspective, Eye: mgl32.Vec3{0, 0, 3}, Up: mgl32.Vec3{0, 1, 0}, FovY: 60, Near: 0.1, Far: 100}
}

// Light is a single directional light plus an ambient term.
type Light struct {
	Direction mgl32.Vec3 // world-space direction from the surface towards the light (normalized on use)
	Color     mgl32.Vec3 // diffuse and specular intensity, usually (1,1,1)
	Ambient   mgl32.Vec3 // ambient intensity added to lit shading modes
}

// DefaultLight shines from the upper left front with a little ambient light.
func DefaultLight() Light {
	return Light{Direction: mgl32.Vec3{-0.4, 0.6, 0.7}, Color: mgl32.Vec3{1, 1, 1}, Ambient: mgl32.Vec3{0.15, 0.15, 0.15}}
}

// Vertex is one input vertex in model space.
type Vertex struct {
	Position mgl32.Vec3
	Color    mgl32.Vec4 // RGBA in 0..1, used by VertexColor shading
	Normal   mgl32.Vec3 // used by Lambert and BlinnPhong
	UV       mgl32.Vec2 // used by Textured; (0,0) is the top-left of the texture
}

// Topology says how vertices (or indices) form triangles.
type Topology int

const (
	// TriangleList: every three vertices form a triangle.
	TriangleList Topology = iota
	// TriangleStrip: vertices i, i+1, i+2 form triangle i; odd triangles are
	// re-ordered (i+1, i, i+2) so all share the winding of the first, as in OpenGL.
	TriangleStrip
)

// String returns "list" or "strip".
func (t Topology) String() string { return TopologyNames.String(t) }

// Mesh is a set of triangles sharing a transform and a material.
type Mesh struct {
	Name      string
	Vertices  []Vertex
	Indices   []uint32   // nil = non-indexed
	Topology  Topology   //
	Transform mgl32.Mat4 // model matrix; the zero matrix is treated as identity
	Material  int        // index into Scene.Materials; out of range is an error
	State     *State     // optional override of Scene.State for this mesh
}

// Shading selects the fragment colour computation of a Material.
type Shading int

const (
	// Flat uses Material.Color for every fragment.
	Flat Shading = iota
	// VertexColor interpolates Vertex.Color (perspective-correct) and multiplies by Material.Color.
	VertexColor
	// Lambert is diffuse lighting with the directional light: Color·(Ambient + max(0,N·L)·Light).
	Lambert
	// BlinnPhong adds a specular term Specular·max(0,N·H)^Shininess to Lambert.
	BlinnPhong
	// Textured samples Material.Texture at the interpolated UV and multiplies by Material.Color.
	Textured
)

// String returns the shading mode's name as used in workspace files.
func (s Shading) String() string { return ShadingNames.String(s) }

// Filter is the texture sampling filter.
type Filter int

const (
	// Nearest picks the texel containing the sample point.
	Nearest Filter = iota
	// Bilinear blends the four nearest texels.
	Bilinear
	// Trilinear blends bilinear samples of the two mip levels around the
	// pixel's level of detail (see mip.go).
	Trilinear
)

// String returns the filter's name as used in workspace files.
func (f Filter) String() string { return FilterNames.String(f) }

// Material describes how a mesh's fragments are coloured.
type Material struct {
	Name      string
	Shading   Shading
	Color     mgl32.Vec4 // base colour RGBA 0..1 (alpha is used by BlendAlpha)
	Specular  mgl32.Vec3 // BlinnPhong specular colour
	Shininess float32    // BlinnPhong exponent (0 means 32)
	// Texture is the Textured shading's image. It must not change after
	// it is first drawn: its converted texels and mip chain are cached.
	Texture image.Image
	// Filter samples the texture. Nearest and bilinear sample the mip
	// level nearest the pixel's level of detail, trilinear blends two
	// (see mip.go); with NoMipmaps every filter samples level 0.
	Filter    Filter
	Wrap      bool // Textured: repeat UVs outside [0,1] (false = clamp to edge)
	NoMipmaps bool // Textured: sample level 0 only, however minified
	// MagNearest samples the nearest texel of level 0 where the texture
	// is magnified (level of detail ≤ 0), whatever Filter says (a
	// magnification filter of nearest, as glTF's magFilter NEAREST).
	MagNearest bool
	// WrapS and WrapT override Wrap per axis (u and v) unless WrapDefault.
	WrapS, WrapT WrapMode
	// Lit multiplies a Textured colour by the Lambert term
	// (Ambient + max(0,N·L)·Light), as for a lit base colour.
	Lit bool
	// AlphaCutoff > 0 is an alpha test (glTF MASK): fragments whose
	// alpha is below it are discarded (no colour, depth or ID written);
	// the others are written with alpha 1.
	AlphaCutoff float32
}

// DepthFunc is the depth comparison applied when State.DepthTest is on.
type DepthFunc int

const (
	DepthLess   DepthFunc = iota // pass if fragment depth < stored depth
	DepthLEqual                  // pass if fragment depth <= stored depth
	DepthAlways                  // always pass
	DepthNever                   // never pass
)

// BlendMode is the colour blend equation.
type BlendMode int

const (
	BlendOff      BlendMode = iota // write the source colour
	BlendAlpha                     // src·srcα + dst·(1−srcα)
	BlendAdditive                  // src + dst, saturated
)

// CullMode selects which triangles are discarded by facing.
type CullMode int

const (
	CullNone  CullMode = iota // keep both faces
	CullBack                  // discard back faces
	CullFront                 // discard front faces
)

// Winding is the vertex order of front faces as seen on screen.
type Winding int

const (
	// CCW: counter-clockwise on screen is front (OpenGL default).
	CCW Winding = iota
	// CW: clockwise on screen is front (Direct3D default).
	CW
)

// ColorMask selects the colour channels written by the ROP.
type ColorMask uint8

// Colour mask bits.
const (
	MaskR   ColorMask = 1 << iota
	MaskG             //
	MaskB             //
	MaskA             //
	MaskAll = MaskR | MaskG | MaskB | MaskA
)

// State is the fixed-function render state. The zero value is NOT the usual
// one (it writes no colour); start from DefaultState.
type State struct {
	DepthTest  bool
	DepthFunc  DepthFunc
	DepthWrite bool
	Blend      BlendMode
	ColorMask  ColorMask
	Cull       CullMode
	FrontFace  Winding
}

// DefaultState: depth test less with writes, no blending, all channels, no culling, CCW front faces.
func DefaultState() State {
	return State{DepthTest: true, DepthFunc: DepthLess, DepthWrite: true, ColorMask: MaskAll, Cull: CullNone, FrontFace: CCW}
}

// Scene is everything Render draws. Meshes are drawn in order; within a
// mesh triangles are drawn in index order, and every pixel sees its
// triangles in that submission order.
type Scene struct {
	Camera     Camera
	Light      Light
	Meshes     []Mesh
	Materials  []Material
	Clear      mgl32.Vec4 // clear colour RGBA 0..1
	ClearDepth float32    // depth clear value; 0 is treated as 1 (far) unless ClearDepthSet
	// ClearDepthSet makes ClearDepth be used literally even when it is 0.
	ClearDepthSet bool
	State         State
}

// NewScene returns an empty scene with DefaultCamera, DefaultLight,
// DefaultState, a dark grey clear colour and depth cleared to 1.
func NewScene() *Scene {
	return &Scene{Camera: DefaultCamera(), Light: DefaultLight(), State: DefaultState(),
		Clear: mgl32.Vec4{0.1, 0.1, 0.12, 1}, ClearDepth: 1}
}
