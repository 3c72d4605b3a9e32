package render

import (
	"fmt"
	"math"
	"math/rand"

	"github.com/go-gl/mathgl/mgl32"
)

// Scene generators shared by our benchmarks, the llvmpipe benchmarks and tests.

// BenchKinds are the kinds accepted by GenerateBenchTriangles.
var BenchKinds = []string{"small", "large", "mesh", "mesh-lit"}

// GenerateBenchTriangles returns a deterministic scene for benchmarks:
//
//   - "small": n triangles about 16 px across, "large": n triangles about
//     128 px across. Both use the PixelOrtho camera (world x,y = window pixels
//     of a w×h viewport, y down, z = depth in [0,1]), one non-indexed
//     TriangleList mesh with VertexColor shading (a random colour per vertex),
//     depth test less with writes, no culling. Each triangle's three vertices
//     share one random depth. Vertex coordinates are float32 values on a 1/256
//     pixel grid so that any rasterizer with 8 sub-pixel bits sees the same
//     triangles.
//   - "mesh": a torus of about n triangles (indexed list, back-face
//     culling) seen by a perspective camera, lit per vertex: the Lambert
//     colour of each vertex under the default light is baked into its
//     vertex colour and the material is VertexColor, so that a renderer
//     with smooth (Gouraud) vertex colours, like the llvmpipe harness, does
//     the same shading work; use ViewProjection to get the exact matrix our
//     vertex stage uses.
//   - "mesh-lit": the same torus with per-pixel Lambert shading (our
//     pipeline only: more work than the llvmpipe harness does).
//
// The same (kind, n, w, h, seed) always gives the same scene.
func GenerateBenchTriangles(kind string, n, w, h int, seed int64) (*Scene, error) {
	if n <= 0 || w <= 0 || h <= 0 {
		return nil, fmt.Errorf("generate: need n, w, h > 0 (got %d, %d, %d)", n, w, h)
	}
	rng := rand.New(rand.NewSource(seed))
	switch kind {
	case "small", "large":
		size := 16.0
		if kind == "large" {
			size = 128
		}
		s := NewScene()
		s.Camera = Camera{Projection: PixelOrtho}
		s.Clear = mgl32.Vec4{0, 0, 0, 1}
		s.Materials = []Material{{Name: "vertex-colour", Shading: VertexColor, Color: mgl32.Vec4{1, 1, 1, 1}}}
		verts := make([]Vertex, 0, 3*n)
		q := func(v float64) float32 { return float32(math.Round(v*256) / 256) }
		for i := 0; i < n; i++ {
			cx := rng.Float64() * float64(w)
			cy := rng.Float64() * float64(h)
			z := float32(rng.Intn(1<<16)) / (1 << 16)
			// three points on a circle of diameter size, angles spread
			a0 := rng.Float64() * 2 * math.Pi
			for k := 0; k < 3; k++ {
				a := a0 + float64(k)*2*math.Pi/3 + (rng.Float64()-0.5)*0.8
				r := size / 2 * (0.75 + 0.25*rng.Float64())
				verts = append(verts, Vertex{
					Position: mgl32.Vec3{q(cx + r*math.Cos(a)), q(cy + r*math.Sin(a)), z},
					Color:    mgl32.Vec4{float32(rng.Intn(256)) / 255, float32(rng.Intn(256)) / 255, float32(rng.Intn(256)) / 255, 1},
				})
			}
		}
		s.Meshes = []Mesh{{Name: kind, Vertices: verts, Topology: TriangleList, Material: 0}}
		return s, nil
	case "mesh", "mesh-lit":
		s := NewScene()
		s.Camera = Camera{Projection: Perspective, Eye: mgl32.Vec3{0, 1.6, 3.2}, Target: mgl32.Vec3{0, 0, 0}, Up: mgl32.Vec3{0, 1, 0}, FovY: 45, Near: 0.1, Far: 20}
		s.State.Cull = CullBack
		base := mgl32.Vec4{0.85, 0.55, 0.25, 1}
		// n ≈ 2·seg·ring
		ring := int(math.Max(3, math.Round(math.Sqrt(float64(n)/8))))
		seg := int(math.Max(3, math.Round(float64(n)/float64(2*ring))))
		s.Meshes = []Mesh{Torus(1, 0.4, seg, ring)}
		s.Meshes[0].Name = "torus"
		_ = rng
		if kind == "mesh-lit" {
			s.Materials = []Material{{Name: "torus", Shading: Lambert, Color: base}}
			return s, nil
		}
		// Gouraud: Lambert per vertex (identity model matrix), as
		// fixed-function per-vertex lighting would compute it.
		s.Materials = []Material{{Name: "torus", Shading: VertexColor, Color: mgl32.Vec4{1, 1, 1, 1}}}
		l := s.Light
		ld := l.Direction.Normalize()
		vs := s.Meshes[0].Vertices
		for i := range vs {
			d := max(0, vs[i].Normal.Normalize().Dot(ld))
			var c mgl32.Vec4
			for k := 0; k < 3; k++ {
				c[k] = min(1, base[k]*(l.Ambient[k]+d*l.Color[k]))
			}
			c[3] = 1
			vs[i].Color = c
		}
		return s, nil
	}
	return nil, fmt.Errorf("generate: unknown kind %q (want one of %v)", kind, BenchKinds)
}

// Torus returns an indexed triangle-list torus around the Y axis with major
// radius R and minor radius r, seg segments around Y and ring around the
// tube (2·seg·ring triangles, counter-clockwise outside, UVs in [0,1]).
func Torus(R, r float32, seg, ring int) Mesh {
	var m Mesh
	for i := 0; i <= seg; i++ {
		u := float64(i) / float64(seg) * 2 * math.Pi
		for j := 0; j <= ring; j++ {
			v := float64(j) / float64(ring) * 2 * math.Pi
			cu, su, cv, sv := float32(math.Cos(u)), float32(math.Sin(u)), float32(math.Cos(v)), float32(math.Sin(v))
			p := mgl32.Vec3{(R + r*cv) * cu, r * sv, (R + r*cv) * su}
			n := mgl32.Vec3{cv * cu, sv, cv * su}
			m.Vertices = append(m.Vertices, Vertex{Position: p, Normal: n, Color: mgl32.Vec4{(n[0] + 1) / 2, (n[1] + 1) / 2, (n[2] + 1) / 2, 1},
				UV: mgl32.Vec2{float32(i) / float32(seg), float32(j) / float32(ring)}})
		}
	}
	for i := 0; i < seg; i++ {
		for j := 0; j < ring; j++ {
			a := uint32(i*(ring+1) + j)
			b := uint32((i+1)*(ring+1) + j)
			m.Indices = append(m.Indices, a, a+1, b, b, a+1, b+1)
		}
	}
	m.Topology = TriangleList
	return m
}

// ViewProjection returns the view-projection matrix Render uses for camera c
// at a w×h viewport (clip = ViewProjection · Transform · position). It is an
// error for PixelOrtho cameras, which bypass the matrix path.
func ViewProjection(c Camera, w, h int) (mgl32.Mat4, error) {
	if c.Projection == PixelOrtho {
		return mgl32.Mat4{}, fmt.Errorf("pixel cameras do not use a projection matrix")
	}
	return cameraMatrix(c, w, h)
}
