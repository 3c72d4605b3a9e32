package render

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"testing"
	"time"
	"unsafe"
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
	// no collection (so no recycled array joins the pools) while the test
	// checks which arrays a frame gets
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
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
				pix, recs := &junk.Color.Pix[0], junk.NumTriangles()
				junk.Release()
				if junk.Color != nil || junk.Depth != nil || junk.TriangleID != nil || junk.NumTriangles() != 0 {
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
				if !slices.Equal(fresh.Tiles, again.Tiles) || fresh.Stats.Fragments != again.Stats.Fragments {
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
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
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

// holds reports whether the pool holds the array starting at address a
// (an address, not a pointer, which would keep the array alive).
func (p *framePool[T]) holds(a uintptr) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, v := range p.free {
		if addr(v) == a {
			return true
		}
	}
	return false
}

// addr is the address of s's array.
func addr[T any](s []T) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(s))) }

// A frame dropped without Release gives its buffers back once the
// collector finds them unreachable, and the next frame draws into them
// (new frames fault no fresh pages: issue 38); an array that something
// still references is never taken, even when the frame itself is gone.
func TestDroppedFramesAreRecycled(t *testing.T) {
	s := showcaseScene(t)
	ctx := context.Background()
	o := DefaultOptions(320, 240) // every array above watchMin
	want, err := Render(ctx, s, o)
	if err != nil {
		t.Fatal(err)
	}
	drainPools()
	f, err := Render(ctx, s, o)
	if err != nil {
		t.Fatal(err)
	}
	pix, depth, ids := addr(f.Color.Pix), addr(f.Depth), addr(f.TriangleID)
	kept := f.Depth // still referenced after the frame is dropped
	f = nil
	// the finalizers run on their own goroutine after a collection
	deadline := time.Now().Add(5 * time.Second)
	for !(pixPool.holds(pix) && idPool.holds(ids)) {
		if time.Now().After(deadline) {
			t.Fatal("a dropped frame's colour and ID arrays did not come back to their pools")
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if depthPool.holds(depth) {
		t.Fatal("a depth array still referenced (a slice kept) came back to its pool")
	}
	keptCopy := slices.Clone(kept)
	g, err := Render(ctx, s, o)
	if err != nil {
		t.Fatal(err)
	}
	if addr(g.Color.Pix) != pix || addr(g.TriangleID) != ids {
		t.Fatal("the next frame did not draw into the recycled arrays")
	}
	if addr(g.Depth) == depth {
		t.Fatal("the next frame took the depth array a slice still references")
	}
	if !sameFrame(g, want) {
		t.Fatal("a frame drawn into recycled arrays differs from a new one")
	}
	if !slices.Equal(kept, keptCopy) {
		t.Fatal("the kept depth slice changed")
	}
	runtime.KeepAlive(kept)
}
