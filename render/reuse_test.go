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
				o := idOptions(w, h)
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
				pix, recs := &junk.Color.Pix[0], junk.NumTriangles()
				junk.Release()
				if junk.Color != nil || junk.Depth != nil || junk.TriangleID != nil || junk.NumTriangles() != 0 || junk.Tiles != nil || junk.Batches != nil {
					t.Fatal("a released frame keeps its buffers")
				}
				again, err := Render(ctx, s, o)
				if err != nil {
					t.Fatal(err)
				}
				if &again.Color.Pix[0] != pix {
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
				fs, as := fresh.Stats, again.Stats
				fs.Time, as.Time = StageTimes{}, StageTimes{}
				if !slices.Equal(fresh.Tiles, again.Tiles) || !slices.Equal(fresh.Batches, again.Batches) || fs != as {
					t.Fatal("tiles or statistics differ")
				}
				again.Release()
			})
		}
	}
}

// Frames of another size take released buffers that fit (need from a
// quarter of an array to all of it) and draw the same pixels as into new
// ones; releasing twice, a nil frame or a frame built by hand keeps
// nothing and does not panic; and frames released and rendered from many
// goroutines stay whole (go test -race).
func TestReleaseSizesAndConcurrency(t *testing.T) {
	s := showcaseScene(t)
	ctx := context.Background()
	drainPools()
	f, err := Render(ctx, s, DefaultOptions(96, 72))
	if err != nil {
		t.Fatal(err)
	}
	pix := &f.Color.Pix[0]
	f.Release()
	f.Release()
	var nilFrame *Frame
	nilFrame.Release()
	(&Frame{Width: 8, Height: 8}).Release()
	fresh, err := Render(ctx, s, DefaultOptions(64, 60))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Render(ctx, s, DefaultOptions(60, 64))
	if err != nil {
		t.Fatal(err)
	}
	if &g.Color.Pix[0] == pix || &fresh.Color.Pix[0] != pix {
		t.Fatal("a 64×60 frame did not reuse a released 96×72 frame's buffers")
	}
	fresh.Release()
	g, err = Render(ctx, s, DefaultOptions(64, 60))
	if err != nil {
		t.Fatal(err)
	}
	if &g.Color.Pix[0] != pix {
		t.Fatal("a 64×60 frame did not reuse a released 64×60 frame's buffers")
	}
	tiny, err := Render(ctx, s, DefaultOptions(20, 20))
	if err != nil {
		t.Fatal(err)
	}
	g.Release()
	if other, _ := Render(ctx, s, DefaultOptions(20, 20)); &other.Color.Pix[0] == pix {
		t.Fatal("a 20×20 frame took a 96×72 array (more than 4 times its need)")
	}
	_ = tiny
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

// drainPools empties the buffer pools (tests that check which array a
// frame gets).
func drainPools() {
	for _, p := range []interface{ drain() }{&pixPool, &depthPool, &idPool, &recsPool} {
		p.drain()
	}
}

func (p *framePool[T]) drain() {
	p.mu.Lock()
	p.free = nil
	p.mu.Unlock()
}

// Tile workers kept from frame to frame (workerPool) draw what new ones
// draw, whatever the frames before them left: other scenes, sizes, tile
// sizes, clear colours and modes.
func TestPooledTileWorkersGiveTheSameFrame(t *testing.T) {
	ctx := context.Background()
	// sparse scenes: most bins are empty and only cleared (clearBin)
	show, err := GenerateBenchTriangles("small", 3, 240, 160, 6)
	if err != nil {
		t.Fatal(err)
	}
	other, err := GenerateBenchTriangles("small", 1, 200, 150, 7)
	if err != nil {
		t.Fatal(err)
	}
	other.Clear[0], other.Clear[1] = 0.9, 0.2 // another clear colour (clearBin caches a cleared row)
	opts := []func(*Options){
		func(o *Options) {},
		func(o *Options) { o.Samples = 4 },
		func(o *Options) { o.TileSize = 8 },
		func(o *Options) { o.TileSize = 128 },
		func(o *Options) { o.EdgeBits = 32 },
		func(o *Options) { o.Debug = DebugOverdraw },
	}
	for i, fi := range opts {
		o := DefaultOptions(240, 160)
		o.Workers = 2
		fi(&o)
		workerPool.Lock()
		workerPool.free = nil
		workerPool.Unlock()
		want, err := Render(ctx, show, o)
		if err != nil {
			t.Fatal(err)
		}
		for j, fj := range opts {
			d := DefaultOptions(200, 150)
			d.Workers = 3
			fj(&d)
			if _, err := Render(ctx, other, d); err != nil {
				t.Fatal(err)
			}
			got, err := Render(ctx, show, o)
			if err != nil {
				t.Fatal(err)
			}
			if !sameFrame(got, want) || !slices.Equal(got.Tiles, want.Tiles) || got.Stats.Fragments != want.Stats.Fragments {
				t.Fatalf("options %d after a frame with options %d: the frame differs from one drawn by new workers", i, j)
			}
		}
	}
}
