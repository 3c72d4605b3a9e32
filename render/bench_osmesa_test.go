//go:build osmesa

package render_test

// Speed against Mesa llvmpipe. Each benchmark draws one scene from
// render.GenerateBenchTriangles (the same scenes as the render package's own
// benchmarks) with render.Render and with llvmpipe (OSMesa) in the same
// iteration, at the same resolution, with the depth test on and the same
// thread count (Options.Workers = LP_NUM_THREADS, which is GOMAXPROCS when
// the first llvmpipe context of the process is created), and reports:
//
//	ours_ms      wall time of render.Render per frame
//	llvmpipe_ms  wall time of glClear + draw + glFinish per frame
//	speedup      llvmpipe_ms / ours_ms (> 1: ours is faster)
//	*_best_ms    the fastest single frame (least disturbed by other load)
//	best_speedup llvmpipe_best_ms / ours_best_ms
//	*_cpu_ms     process CPU time (user+system, all threads) per frame
//	cpu_speedup  llvmpipe_cpu_ms / ours_cpu_ms
//	ours_ids_ms, ours_ids_cpu_ms  the same for ours with the triangle IDs
//	             (Options.TriangleIDs, which the app asks for), b.N more
//	             frames after the pair's, alternating with llvmpipe frames
//	             that are not counted
//	speedup_ids, cpu_speedup_ids  llvmpipe_ms / ours_ids_ms, llvmpipe_cpu_ms / ours_ids_cpu_ms
//
// The two renderers alternate which goes first in each iteration.
// ns/op is the sum of both and means little on its own.
//
// Both get the same vertices. The small and large sets are window-space
// triangles with a colour per vertex (ours: VertexColor shading through the
// PixelOrtho camera; llvmpipe: GL_SMOOTH colours, 1:1 orthographic mapping).
// The mesh is an indexed torus in perspective with back faces culled: ours
// shades it per pixel with Lambert lighting; llvmpipe transforms it with the
// same matrix (render.ViewProjection), clips, culls and interpolates the
// vertex colours (no lighting), so it does somewhat less fragment work.
// The untimed warm-up frame checks that both drew the same coverage and depth.
//
// Included for ours: the whole Render call (vertex transform, clipping,
// snapping, setup, binning, fine raster, shading, depth test, the Frame's
// statistics and its colour and depth buffers: like-for-like with
// llvmpipe, which writes colour and depth only; the _ids metrics add the
// triangle-ID buffer). Each benchmark
// runs twice: new-frames allocates those buffers for every frame (the Go
// runtime zeroes them), released-frames releases each frame after timing
// it (Frame.Release) so that the next draws into its buffers — as llvmpipe
// draws every frame into the one buffer the harness gave OSMesa.
// New-frames starts timing once the heap has reached its steady size for
// the scene (untimed frames until then, warmHeap; reported as warmup_frames
// and ours_warmup_faults, the page faults per warm-up frame; the frames
// with IDs get warm-up frames of their own, not reported).
// Excluded: building the Scene. Included for llvmpipe: clearing colour and
// depth, vertex fetch and transform from the buffer objects, clipping,
// setup, binning, rasterization, shading, depth test, and the copy OSMesa
// makes into the caller's buffer at glFinish. Excluded: context creation,
// the buffer upload, and the first frame (LLVM compiles its shaders then;
// both renderers get one untimed warm-up frame).
//
// Run: go test -tags osmesa -run '^$' -bench Osmesa ./render
// (or make bench).

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"runtime"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/ppuwb/ppuwb/internal/cputime"
	"github.com/ppuwb/ppuwb/internal/llvmpipe"
	"github.com/ppuwb/ppuwb/render"
)

// llvmpipeMesh uploads a scene's meshes to c as llvmpipe vertices (colour =
// vertex colour × material colour, smooth shading) and sets the matching
// transform and culling. PixelOrtho scenes use the harness's 1:1 mapping;
// other cameras use render.ViewProjection · Transform, so llvmpipe does its
// own vertex transform, clipping and culling. Only a single mesh is needed
// by the benchmark scenes.
func llvmpipeMesh(c *llvmpipe.Context, s *render.Scene, w, h int) (*llvmpipe.Mesh, error) {
	if len(s.Meshes) != 1 {
		return nil, fmt.Errorf("want one mesh, got %d", len(s.Meshes))
	}
	m := s.Meshes[0]
	mat := mgl32.Vec4{1, 1, 1, 1}
	if m.Material >= 0 && m.Material < len(s.Materials) {
		mat = s.Materials[m.Material].Color
	}
	q := func(v float32) uint8 { return uint8(math.Round(float64(min(max(v, 0), 1)) * 255)) }
	verts := make([]llvmpipe.Vertex, len(m.Vertices))
	for i, v := range m.Vertices {
		c := mgl32.Vec4{v.Color[0] * mat[0], v.Color[1] * mat[1], v.Color[2] * mat[2], v.Color[3] * mat[3]}
		verts[i] = llvmpipe.Vertex{X: v.Position[0], Y: v.Position[1], Z: v.Position[2], Color: color.RGBA{q(c[0]), q(c[1]), q(c[2]), 255}}
	}
	st := s.State
	if m.State != nil {
		st = *m.State
	}
	ds := llvmpipe.DrawState{Smooth: true, FrontCW: st.FrontFace == render.CW}
	switch st.Cull {
	case render.CullBack:
		ds.Cull = llvmpipe.CullBack
	case render.CullFront:
		ds.Cull = llvmpipe.CullFront
	}
	if s.Camera.Projection != render.PixelOrtho {
		vp, err := render.ViewProjection(s.Camera, w, h)
		if err != nil {
			return nil, err
		}
		model := m.Transform
		if model == (mgl32.Mat4{}) {
			model = mgl32.Ident4()
		}
		mvp := [16]float32(vp.Mul4(model))
		ds.Matrix = &mvp
	} else if s.Camera.PixelWidth > 0 && s.Camera.PixelWidth != w {
		return nil, fmt.Errorf("PixelWidth scaling is not supported here")
	}
	if err := c.SetState(ds); err != nil {
		return nil, err
	}
	if m.Topology != render.TriangleList {
		return nil, fmt.Errorf("only triangle lists")
	}
	if m.Indices != nil {
		return c.UploadIndexed(verts, m.Indices)
	}
	return c.UploadVertices(verts)
}

// benchPair times render.Render and llvmpipe on the scene generated by
// render.GenerateBenchTriangles(kind, n, w, h, 1) in each iteration and
// reports both and their ratio.
func benchPair(b *testing.B, kind string, n, w, h int) {
	s, err := render.GenerateBenchTriangles(kind, n, w, h, 1)
	if err != nil {
		b.Fatal(err)
	}
	// llvmpipe's thread count is fixed per process by its first context
	// (GOMAXPROCS then); ours uses the same count.
	c, err := llvmpipe.New(llvmpipe.Options{Width: w, Height: h})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	threads := c.Info().Threads
	o := render.DefaultOptions(w, h)
	o.Workers = threads
	oi := o // with the IDs: the check below reads them, and the _ids metrics
	oi.TriangleIDs = true
	m, err := llvmpipeMesh(c, s, w, h)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Free()
	ctx := context.Background()

	// Warm-up frame for both (not timed), and a check that both drew the
	// same picture: coverage and, where both cover a pixel, depth.
	f, err := render.Render(ctx, s, oi)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := c.Draw(m); err != nil {
		b.Fatal(err)
	}
	img := c.Image()
	depth, err := c.Depth()
	if err != nil {
		b.Fatal(err)
	}
	oursPx, lpPx, both, depthOK := 0, 0, 0, 0
	for i, id := range f.TriangleID {
		lpCovered := img.Pix[4*i+3] != 0
		if id >= 0 {
			oursPx++
		}
		if lpCovered {
			lpPx++
		}
		if id >= 0 && lpCovered {
			both++
			if math.Abs(float64(f.Depth[i]-depth[i])) < 1e-3 {
				depthOK++
			}
		}
	}
	b.Logf("%s %dx%d: %d triangles in, %d rasterized by ours; covered pixels: ours %d, llvmpipe %d; same depth at %d of %d common pixels; %d threads; %s",
		kind, w, h, f.Stats.PrimitivesIn, f.NumTriangles(), oursPx, lpPx, depthOK, both, threads, c.Info().Renderer)
	if lpPx == 0 || math.Abs(float64(oursPx-lpPx)) > 0.01*float64(lpPx) || float64(depthOK) < 0.99*float64(both) {
		b.Fatalf("ours and llvmpipe drew different pictures; the comparison would be meaningless")
	}

	// new-frames: every Render allocates its frame (the runtime zeroes 8
	// bytes a pixel, 12 with the IDs); released-frames: the caller releases each frame when
	// done with it (Frame.Release) and Render draws the next one into its
	// buffers, as llvmpipe draws every frame into the one buffer OSMesa
	// was given. The two are separate runs so that the collector's work
	// for the new frames is not charged to the other contenders.
	for _, release := range []bool{false, true} {
		name := "new-frames"
		if release {
			name = "released-frames"
		}
		b.Run(name, func(b *testing.B) { timePair(b, ctx, s, o, oi, c, m, release) })
	}
}

// timePair times ours (options o) and llvmpipe drawing the same scene,
// alternately; then ours with options oi (the triangle IDs), alternating
// with llvmpipe frames that are not counted, so that it runs on the same
// terms (a cache llvmpipe shares, a heap grown for its own frames).
func timePair(b *testing.B, ctx context.Context, s *render.Scene, o, oi render.Options, c *llvmpipe.Context, m *llvmpipe.Mesh, release bool) {
	var ours, lp, oursCPU, lpCPU, oursIDs, oursIDsCPU time.Duration
	oursBest, lpBest := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
	var oursFaults, lpFaults int64
	render1 := func(o render.Options) {
		f, err := render.Render(ctx, s, o)
		if err != nil {
			b.Fatal(err)
		}
		if release {
			f.Release()
		}
	}
	runOurs := func() {
		c0, f0 := processUsage()
		t0 := time.Now()
		render1(o)
		d := time.Since(t0)
		c1, f1 := processUsage()
		oursCPU += c1 - c0
		oursFaults += f1 - f0
		ours += d
		oursBest = min(oursBest, d)
	}
	runIDs := func() {
		c0, _ := processUsage()
		t0 := time.Now()
		render1(oi)
		oursIDs += time.Since(t0)
		c1, _ := processUsage()
		oursIDsCPU += c1 - c0
	}
	// Untimed frames first, as llvmpipe's first frame is untimed.
	// Released frames: one, so that the first timed frame has a released
	// frame to draw into. New frames: until the Go heap has reached its
	// steady size for this scene (see warmHeap).
	warm := func() { render1(o) }
	warmFrames, warmFaults := 1, int64(0)
	if release {
		warm()
	} else {
		warmFrames, warmFaults = warmHeap(warm)
	}
	if _, err := c.Draw(m); err != nil {
		b.Fatal(err)
	}
	runLP := func() {
		c0, f0 := processUsage()
		d, err := c.Draw(m)
		if err != nil {
			b.Fatal(err)
		}
		c1, f1 := processUsage()
		lpCPU += c1 - c0
		lpFaults += f1 - f0
		lp += d
		lpBest = min(lpBest, d)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Alternate the order so neither always runs on a warm cache.
		if i%2 == 0 {
			runOurs()
			runLP()
		} else {
			runLP()
			runOurs()
		}
	}
	// with the IDs: warmed as above, llvmpipe's frames not counted
	if release {
		render1(oi)
	} else {
		warmHeap(func() { render1(oi) })
	}
	for i := 0; i < b.N; i++ {
		var err error
		if i%2 == 0 {
			runIDs()
			_, err = c.Draw(m)
		} else {
			_, err = c.Draw(m)
			runIDs()
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	per := func(d time.Duration) float64 { return float64(d) / float64(b.N) / 1e6 }
	b.ReportMetric(per(ours), "ours_ms")
	b.ReportMetric(per(lp), "llvmpipe_ms")
	b.ReportMetric(float64(oursBest)/1e6, "ours_best_ms")
	b.ReportMetric(float64(lpBest)/1e6, "llvmpipe_best_ms")
	b.ReportMetric(per(oursCPU), "ours_cpu_ms")
	b.ReportMetric(per(lpCPU), "llvmpipe_cpu_ms")
	b.ReportMetric(float64(oursFaults)/float64(b.N), "ours_faults")
	b.ReportMetric(float64(lpFaults)/float64(b.N), "llvmpipe_faults")
	if !release {
		// what the untimed frames that grew the heap took (warmHeap)
		b.ReportMetric(float64(warmFrames), "warmup_frames")
		b.ReportMetric(float64(warmFaults)/float64(warmFrames), "ours_warmup_faults")
	}
	if ours > 0 && oursCPU > 0 {
		b.ReportMetric(float64(lp)/float64(ours), "speedup")
		b.ReportMetric(float64(lpBest)/float64(oursBest), "best_speedup")
		b.ReportMetric(float64(lpCPU)/float64(oursCPU), "cpu_speedup")
	}
	b.ReportMetric(per(oursIDs), "ours_ids_ms")
	b.ReportMetric(per(oursIDsCPU), "ours_ids_cpu_ms")
	if oursIDs > 0 && oursIDsCPU > 0 {
		b.ReportMetric(float64(lp)/float64(oursIDs), "speedup_ids")
		b.ReportMetric(float64(lpCPU)/float64(oursIDsCPU), "cpu_speedup_ids")
	}
}

// warmHeap draws untimed new frames (frame) until the Go heap has reached
// its steady size: two collections in a row that end without the heap
// having taken memory it did not hold before (its mapped, unreleased bytes
// more than 1/64 above their earlier maximum), at most warmupMax frames. It returns the
// frames drawn and the page faults they took.
//
// A frame the caller drops is garbage that only a collection reclaims; the
// collector runs when the heap reaches twice what was live at the last
// one, so a process's first few dropped frames (and the collector's goal
// settling to the scene's live size) take pages the heap never had — about
// one frame's worth each (22 MB, 5,600 faults, on the mesh), the
// process starting rather than a frame being drawn. With one untimed frame
// the five timed frames of a short run fell in that window. From the
// steady size on, a new frame reuses the memory the collector freed (the
// runtime zeroes it) and faults only where the collector's goal moves
// above its earlier maximum or the scavenger has returned pages.
func warmHeap(frame func()) (frames int, faults int64) {
	const warmupMax = 32
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	most, since := ms.HeapSys-ms.HeapReleased, ms.NumGC
	_, f0 := processUsage()
	for frames < warmupMax {
		frame()
		frames++
		runtime.ReadMemStats(&ms)
		if held := ms.HeapSys - ms.HeapReleased; held > most+most/64 {
			most, since = held, ms.NumGC
		} else if ms.NumGC >= since+2 {
			break
		}
	}
	_, f1 := processUsage()
	return frames, f1 - f0
}

// processUsage is the user+system CPU time of the whole process,
// llvmpipe's threads included (on a shared machine it is steadier than wall
// time), and its count of minor page faults: memory the kernel had to map
// and zero because the allocator had handed it back (Go's scavenger, or
// glibc's mmap threshold for llvmpipe's per-frame buffers).
func processUsage() (time.Duration, int64) {
	return cputime.Process(), cputime.MinorFaults()
}

// BenchmarkOsmesaSmall: 200,000 triangles about 16 px across at 1024×768.
func BenchmarkOsmesaSmall(b *testing.B) { benchPair(b, "small", 200000, 1024, 768) }

// BenchmarkOsmesaLarge: 20,000 triangles about 128 px across at 1024×768.
func BenchmarkOsmesaLarge(b *testing.B) { benchPair(b, "large", 20000, 1024, 768) }

// BenchmarkOsmesaMesh: a lit torus of about 200,000 triangles in perspective
// at 1920×1080 (indexed, back faces culled).
func BenchmarkOsmesaMesh(b *testing.B) { benchPair(b, "mesh", 200000, 1920, 1080) }
