package render

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
)

// A frame drawn into a released frame's buffers is the frame drawn into new
// ones, in every mode: the pipeline writes every pixel, whatever the earlier
// frame (a different scene) left there.
func TestReleasedBuffersGiveTheSameFrame(t *testing.T) {
	const w, h = 240, 160
	other, err := GenerateBenchTriangles("small", 3000, w, h, 5)
	if err != nil {
		t.Fatal(err)
	}
	// a few triangles: most bins have nothing to draw and are only cleared
	sparse, err := GenerateBenchTriangles("small", 12, w, h, 6)
	if err != nil {
		t.Fatal(err)
	}
	scenes := []*Scene{showcaseScene(t), sparse}
	cases := []struct {
		name string
		opt  func(*Options)
	}{
		{"shaded", func(o *Options) {}},
		{"two workers", func(o *Options) { o.Workers = 2 }},
		{"msaa4", func(o *Options) { o.Samples = 4 }},
		{"conservative", func(o *Options) { o.Conservative = true }},
		{"edge bits 32", func(o *Options) { o.EdgeBits = 32 }},
		{"debug depth", func(o *Options) { o.Debug = DebugDepth }},
		{"debug normals", func(o *Options) { o.Debug = DebugNormals }},
		{"debug overdraw", func(o *Options) { o.Debug = DebugOverdraw }},
		{"debug triangle id", func(o *Options) { o.Debug = DebugTriangleID }},
		{"debug coverage", func(o *Options) { o.Debug = DebugCoverageLevel; o.Samples = 4 }},
		{"debug mip level", func(o *Options) { o.Debug = DebugMipLevel }},
		{"hierarchy", func(o *Options) { o.Snap = SnapConsistent; o.Hierarchy = []int{w, w / 2, w / 4} }},
	}
	ctx := context.Background()
	for _, c := range cases {
		for si, s := range scenes {
			t.Run(fmt.Sprintf("%s/scene %d", c.name, si), func(t *testing.T) {
				o := DefaultOptions(w, h)
				c.opt(&o)
				fresh, err := Render(ctx, s, o)
				if err != nil {
					t.Fatal(err)
				}
				// a frame of another scene, released: its buffers hold
				// other pixels, depths, IDs and more triangle records
				junk, err := Render(ctx, other, DefaultOptions(w, h))
				if err != nil {
					t.Fatal(err)
				}
				pix, recs := junk.Color, junk.NumTriangles()
				junk.Release()
				if junk.Color != nil || junk.Depth != nil || junk.TriangleID != nil || junk.NumTriangles() != 0 {
					t.Fatal("a released frame keeps its buffers")
				}
				again, err := Render(ctx, s, o)
				if err != nil {
					t.Fatal(err)
				}
				if again.Color != pix {
					t.Fatal("the next frame of the same size did not reuse the released buffers")
				}
				if !sameFrame(fresh, again) {
					t.Fatalf("drawn into released buffers (%d triangles before) the frame differs from a new one", recs)
				}
				if fresh.NumTriangles() != again.NumTriangles() {
					t.Fatalf("%d triangles, %d in a new frame", again.NumTriangles(), fresh.NumTriangles())
				}
				for i := 0; i < fresh.NumTriangles(); i++ {
					if fresh.Triangle(i) != again.Triangle(i) {
						t.Fatalf("triangle %d differs", i)
					}
				}
				if !slices.Equal(fresh.Tiles, again.Tiles) || fresh.Stats.Fragments != again.Stats.Fragments {
					t.Fatal("tiles or statistics differ")
				}
				again.Release()
			})
		}
	}
}

// Frames of another size do not take released buffers; releasing twice, a
// nil frame or a frame built by hand keeps nothing and does not panic; and
// frames released and rendered from many goroutines stay whole (go test
// -race).
func TestReleaseSizesAndConcurrency(t *testing.T) {
	s := showcaseScene(t)
	ctx := context.Background()
	f, err := Render(ctx, s, DefaultOptions(64, 48))
	if err != nil {
		t.Fatal(err)
	}
	pix := f.Color
	f.Release()
	f.Release()
	var nilFrame *Frame
	nilFrame.Release()
	(&Frame{Width: 8, Height: 8}).Release()
	g, err := Render(ctx, s, DefaultOptions(48, 64))
	if err != nil {
		t.Fatal(err)
	}
	if g.Color == pix {
		t.Fatal("a 48×64 frame reused a 64×48 frame's buffers")
	}
	want, err := Render(ctx, s, DefaultOptions(64, 48))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for k := 0; k < 4; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 6; i++ {
				f, err := Render(ctx, s, DefaultOptions(64, 48))
				if err != nil {
					errs <- err.Error()
					return
				}
				if !sameFrame(f, want) {
					errs <- "a frame drawn while others were released differs"
					return
				}
				f.Release()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}
