package render

import (
	"context"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/internal/cputime"
)

// Benchmarks of our own pipeline. The llvmpipe side lives in
// bench_osmesa_test.go (conformance engineer) and renders the same sets from
// GenerateBenchTriangles.

func benchScene(b *testing.B, kind string, n, w, h int) { benchFrames(b, kind, n, w, h, false) }

// benchFrames is benchScene; with release, every frame is released after
// it is timed (Frame.Release), so that the next draws into its buffers.
func benchFrames(b *testing.B, kind string, n, w, h int, release bool) {
	b.Helper()
	s, err := GenerateBenchTriangles(kind, n, w, h, 1)
	if err != nil {
		b.Fatal(err)
	}
	o := DefaultOptions(w, h)
	ctx := context.Background()
	var f *Frame
	if release { // the first timed frame has a frame to reuse
		if f, err = Render(ctx, s, o); err != nil {
			b.Fatal(err)
		}
	}
	var st StageTimes
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		if release {
			f.Release()
		}
		f, err = Render(ctx, s, o)
		if err != nil {
			b.Fatal(err)
		}
		t := f.Stats.Time
		st.Vertex += t.Vertex
		st.Clip += t.Clip
		st.Setup += t.Setup
		st.Coarse += t.Coarse
		st.Fine += t.Fine
		st.FragmentROP += t.FragmentROP
	}
	b.StopTimer()
	// Where the time goes (host time per frame, summed over workers for the
	// per-chunk and per-tile stages; see StageTimes). docs/performance.md
	// tabulates these per set.
	ms := func(d time.Duration) float64 { return float64(d) / 1e6 / float64(b.N) }
	b.ReportMetric(ms(st.Vertex), "vertex-ms")
	b.ReportMetric(ms(st.Clip+st.Setup), "clip+setup-ms")
	b.ReportMetric(ms(st.Coarse), "coarse-ms")
	b.ReportMetric(ms(st.Fine), "fine-ms")
	b.ReportMetric(ms(st.FragmentROP), "frag+rop-ms")
	b.ReportMetric(float64(cputime.Process()-c0)/1e6/float64(b.N), "cpu-ms/frame")
	per := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(per*1000, "ms/frame")
	b.ReportMetric(float64(f.Stats.PrimitivesIn)/per/1e6, "Mtri/s")
	b.ReportMetric(float64(f.Stats.Fragments)/per/1e6, "Mfrag/s")
}

// BenchmarkSmallTriangles: 200,000 triangles about 16 px across at 1024x768.
func BenchmarkSmallTriangles(b *testing.B) { benchScene(b, "small", 200000, 1024, 768) }

// BenchmarkLargeTriangles: 20,000 triangles about 128 px across at 1024x768.
func BenchmarkLargeTriangles(b *testing.B) { benchScene(b, "large", 20000, 1024, 768) }

// BenchmarkMeshScene: a torus of about 200,000 triangles at 1920x1080, lit
// per vertex (Gouraud vertex colours: the llvmpipe comparison's work).
func BenchmarkMeshScene(b *testing.B) { benchScene(b, "mesh", 200000, 1920, 1080) }

// BenchmarkMeshSceneReleased: BenchmarkMeshScene with each frame released
// before the next is drawn (Frame.Release: no buffers allocated and zeroed
// per frame).
func BenchmarkMeshSceneReleased(b *testing.B) { benchFrames(b, "mesh", 200000, 1920, 1080, true) }

// BenchmarkMeshSceneLit: the same torus lit per pixel (Lambert).
func BenchmarkMeshSceneLit(b *testing.B) { benchScene(b, "mesh-lit", 200000, 1920, 1080) }

// BenchmarkConservativeCost: what a conservative viewport costs, on the
// small-triangle set (200,000 triangles about 16 px across at 1024x768)
// drawn with pixel-centre coverage and conservatively (degenerate = cull).
func BenchmarkConservativeCost(b *testing.B) {
	s, err := GenerateBenchTriangles("small", 200000, 1024, 768, 1)
	if err != nil {
		b.Fatal(err)
	}
	for _, cons := range []bool{false, true} {
		name := "centre"
		if cons {
			name = "conservative"
		}
		b.Run(name, func(b *testing.B) {
			o := DefaultOptions(1024, 768)
			o.Conservative = cons
			var frags int64
			b.ResetTimer()
			c0 := cputime.Process()
			for i := 0; i < b.N; i++ {
				f, err := Render(context.Background(), s, o)
				if err != nil {
					b.Fatal(err)
				}
				frags = f.Stats.Fragments
				f.Release()
			}
			b.StopTimer()
			per := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(per*1000, "ms/frame")
			b.ReportMetric(float64(cputime.Process()-c0)/1e6/float64(b.N), "cpu-ms/frame")
			b.ReportMetric(float64(frags), "fragments")
		})
	}
}
