//go:build osmesa

package render_test

// Speed against Mesa llvmpipe. Each benchmark draws one triangle set with
// render.Render and with llvmpipe (OSMesa) in the same iteration, at the same
// resolution, with the depth test on and the same thread count
// (Options.Workers = LP_NUM_THREADS = GOMAXPROCS), and reports:
//
//	ours_ms      wall time of render.Render per frame
//	llvmpipe_ms  wall time of glClear + glDrawArrays + glFinish per frame
//	speedup      llvmpipe_ms / ours_ms (> 1: ours is faster)
//
// ns/op is the sum of both and means little on its own.
//
// Included for ours: the whole Render call (vertex transform, clipping,
// snapping, setup, binning, fine raster, shading, depth test, and allocating
// the Frame with colour, depth and triangle-ID buffers). Excluded: building
// the Scene. Included for llvmpipe: clearing colour and depth, vertex fetch
// and transform from a VBO, setup, binning, rasterization, depth test, and
// the copy OSMesa makes into the caller's buffer at glFinish. Excluded:
// context creation, the VBO upload, and the first draw (LLVM compiles its
// shaders then; both renderers get one untimed warm-up frame).
//
// Run: go test -tags osmesa -run '^$' -bench Osmesa ./render
// (or make bench).

import (
	"context"
	"math"
	"math/rand"
	"runtime"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/ppuwb/ppuwb/internal/llvmpipe"
	"github.com/ppuwb/ppuwb/render"
)

// benchTriangles returns n flat triangles of about size px across (vertices
// on a circle of diameter size around a random centre, random rotation,
// snapped to 1/256 px) inside w×h, each with a random constant depth and a
// random colour.
func benchTriangles(n int, size float64, w, h int, seed int64) []llvmpipe.Triangle {
	r := rand.New(rand.NewSource(seed))
	out := make([]llvmpipe.Triangle, n)
	rad := size / 2
	for i := range out {
		cx := rad + r.Float64()*(float64(w)-2*rad)
		cy := rad + r.Float64()*(float64(h)-2*rad)
		a := r.Float64() * 2 * math.Pi
		z := float32(r.Float64()*0.98 + 0.01)
		var t llvmpipe.Triangle
		for k := 0; k < 3; k++ {
			ang := a + float64(k)*2*math.Pi/3 + (r.Float64()-0.5)*0.5
			t.X[k] = float32(math.Round((cx+rad*math.Cos(ang))*256) / 256)
			t.Y[k] = float32(math.Round((cy+rad*math.Sin(ang))*256) / 256)
			t.Z[k] = z
		}
		t.Color = encodeID(r.Intn(1 << 23))
		out[i] = t
	}
	return out
}

// torusScene is a lit torus of about 2·seg·ring triangles seen in perspective,
// filling most of a w×h frame.
func torusScene(seg, ring, w, h int) (*render.Scene, render.Options) {
	const R, r = 1.0, 0.42
	verts := make([]render.Vertex, 0, (seg+1)*(ring+1))
	for i := 0; i <= seg; i++ {
		u := 2 * math.Pi * float64(i) / float64(seg)
		for j := 0; j <= ring; j++ {
			v := 2 * math.Pi * float64(j) / float64(ring)
			n := mgl32.Vec3{float32(math.Cos(u) * math.Cos(v)), float32(math.Sin(v)), float32(math.Sin(u) * math.Cos(v))}
			p := mgl32.Vec3{float32((R + r*math.Cos(v)) * math.Cos(u)), float32(r * math.Sin(v)), float32((R + r*math.Cos(v)) * math.Sin(u))}
			verts = append(verts, render.Vertex{Position: p, Normal: n, Color: mgl32.Vec4{1, 1, 1, 1}})
		}
	}
	idx := make([]uint32, 0, seg*ring*6)
	for i := 0; i < seg; i++ {
		for j := 0; j < ring; j++ {
			a := uint32(i*(ring+1) + j)
			b := uint32((i+1)*(ring+1) + j)
			idx = append(idx, a, b, a+1, b, b+1, a+1)
		}
	}
	s := render.NewScene()
	s.Camera = render.DefaultCamera()
	s.Camera.Eye = mgl32.Vec3{0, 1.6, 2.4}
	s.Camera.Target = mgl32.Vec3{0, 0, 0}
	s.Camera.FovY = 50
	s.Camera.Near, s.Camera.Far = 0.1, 20
	s.Materials = []render.Material{{Name: "torus", Shading: render.Lambert, Color: mgl32.Vec4{0.8, 0.6, 0.3, 1}}}
	s.Meshes = []render.Mesh{{Name: "torus", Vertices: verts, Indices: idx, Topology: render.TriangleList, Transform: mgl32.Ident4()}}
	o := render.DefaultOptions(w, h)
	o.Snap, o.SubpixelBits, o.Samples = render.SnapFixed, 8, 1
	return s, o
}

// windowTriangles converts a frame's post-setup triangles (snapped window
// positions and depths) into llvmpipe triangles with a flat colour each.
func windowTriangles(f *render.Frame) []llvmpipe.Triangle {
	out := make([]llvmpipe.Triangle, len(f.Triangles))
	for i, t := range f.Triangles {
		scale := math.Ldexp(1, -t.Exp)
		for k := 0; k < 3; k++ {
			out[i].X[k] = float32(float64(t.X[k]) * scale)
			out[i].Y[k] = float32(float64(t.Y[k]) * scale)
			out[i].Z[k] = t.Z[k]
		}
		out[i].Color = encodeID(i)
	}
	return out
}

// benchPair times render.Render(scene, o) and llvmpipe drawing tris in each
// iteration and reports both and their ratio.
func benchPair(b *testing.B, scene *render.Scene, o render.Options, tris []llvmpipe.Triangle) {
	threads := runtime.GOMAXPROCS(0)
	o.Workers = threads
	c, err := llvmpipe.New(llvmpipe.Options{Width: o.Width, Height: o.Height, Threads: threads})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	m, err := c.Upload(tris)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Free()
	ctx := context.Background()

	// Warm-up frame for both (not timed); check that both drew comparable work.
	f, err := render.Render(ctx, scene, o)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := c.Draw(m); err != nil {
		b.Fatal(err)
	}
	img := c.Image()
	oursPx, lpPx := 0, 0
	for i, id := range f.TriangleID {
		if id >= 0 {
			oursPx++
		}
		if img.Pix[4*i+3] != 0 {
			lpPx++
		}
	}
	b.Logf("%dx%d, %d triangles in, %d after setup; covered pixels: ours %d, llvmpipe %d; %d threads; %s",
		o.Width, o.Height, f.Stats.PrimitivesIn, len(f.Triangles), oursPx, lpPx, threads, c.Info().Renderer)

	var ours, lp time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if _, err := render.Render(ctx, scene, o); err != nil {
			b.Fatal(err)
		}
		ours += time.Since(t0)
		d, err := c.Draw(m)
		if err != nil {
			b.Fatal(err)
		}
		lp += d
	}
	b.StopTimer()
	n := float64(b.N)
	oursMs := float64(ours) / n / 1e6
	lpMs := float64(lp) / n / 1e6
	b.ReportMetric(oursMs, "ours_ms")
	b.ReportMetric(lpMs, "llvmpipe_ms")
	if oursMs > 0 {
		b.ReportMetric(lpMs/oursMs, "speedup")
	}
}

// BenchmarkOsmesaSmall: 200,000 triangles about 16 px across at 1024×768.
func BenchmarkOsmesaSmall(b *testing.B) {
	tris := benchTriangles(200000, 16, 1024, 768, 1)
	s, o := idScene(tris, 1024, 768)
	benchPair(b, s, o, tris)
}

// BenchmarkOsmesaLarge: 20,000 triangles about 128 px across at 1024×768.
func BenchmarkOsmesaLarge(b *testing.B) {
	tris := benchTriangles(20000, 128, 1024, 768, 2)
	s, o := idScene(tris, 1024, 768)
	benchPair(b, s, o, tris)
}

// BenchmarkOsmesaMesh: a lit torus mesh (~260,000 triangles, perspective)
// at 1920×1080. Ours runs the whole pipeline from model space with Lambert
// shading; llvmpipe gets our snapped window-space triangles (computed once,
// untimed) with flat colours, so it does less work per frame than ours.
func BenchmarkOsmesaMesh(b *testing.B) {
	s, o := torusScene(512, 256, 1920, 1080)
	f, err := render.Render(context.Background(), s, o)
	if err != nil {
		b.Fatal(err)
	}
	benchPair(b, s, o, windowTriangles(f))
}
