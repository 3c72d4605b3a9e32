package render

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"
)

// layersScene is n full-screen triangles (each covers a viewport of up to
// 9000 px a side), Lambert-lit; with pass, each is nearer than the one
// before, so every sample passes the depth test and is shaded.
func layersScene(n int, pass bool) *Scene {
	s := NewScene()
	s.Camera = Camera{Projection: PixelOrtho}
	s.Materials = []Material{{Name: "lit", Shading: Lambert, Color: mgl32.Vec4{1, 1, 1, 1}}}
	v := make([]Vertex, 0, 3*n)
	for i := 0; i < n; i++ {
		z := float32(0.5)
		if pass {
			z = 0.9 - 0.8*float32(i)/float32(n)
		}
		nz := mgl32.Vec3{0, 0, 1}
		v = append(v, Vertex{Position: mgl32.Vec3{-10, -10, z}, Normal: nz},
			Vertex{Position: mgl32.Vec3{20000, -10, z}, Normal: nz},
			Vertex{Position: mgl32.Vec3{-10, 20000, z}, Normal: nz})
	}
	s.Meshes = []Mesh{{Name: "layers", Vertices: v}}
	return s
}

// A render stops within a fraction of a second of its context's
// cancellation, even inside one bin of a fill-heavy frame (issue 41, case
// 19: 200 full-screen triangles at 4096² could only be killed). Before,
// the workers looked at the context once per bin, and the one bin of this
// scene (256×256 pixels with 256-pixel tiles) holds 2,000 full triangles:
// 1.3·10⁸ samples, all passing the depth test, several seconds (its
// geometry takes about a millisecond, so the cancel comes in the bin).
func TestRenderStopsSoonAfterCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("renders for 50 ms per case")
	}
	for _, workers := range []int{1, 2} {
		s := layersScene(2000, true)
		o := DefaultOptions(256, 256)
		o.TileSize = 256
		o.Workers = workers
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() {
			_, err := Render(ctx, s, o)
			done <- err
		}()
		time.Sleep(50 * time.Millisecond)
		cancel()
		t0 := time.Now()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("workers %d: err = %v, want context.Canceled", workers, err)
			}
			// a look at the context comes every millisecond or so of
			// work; the bound leaves room for a machine busy with other
			// jobs (the frame takes seconds)
			if d := time.Since(t0); d > time.Second {
				t.Errorf("workers %d: returned %v after the cancel, want under 1 s", workers, d)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("workers %d: still rendering 5 s after the cancel", workers)
		}
	}
}

// A deadline stops a render the same way.
func TestRenderStopsAtDeadline(t *testing.T) {
	if testing.Short() {
		t.Skip("renders for 50 ms")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	o := DefaultOptions(256, 256)
	o.TileSize = 256
	_, err := Render(ctx, layersScene(2000, true), o)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(t0); d > 50*time.Millisecond+time.Second {
		t.Errorf("returned after %v, want under 1 s after the 50 ms deadline", d)
	}
}

// A scene whose bounding boxes exceed MaxFill is refused after setup,
// before any pixel is drawn, with an error naming the limit, the viewport
// and the mesh (issue 41, case 19).
func TestFillBudgetNamesTheLimit(t *testing.T) {
	s := layersScene(200, false)
	t0 := time.Now()
	_, err := Render(context.Background(), s, DefaultOptions(4096, 4096))
	if err == nil {
		t.Fatal("200 full-screen triangles at 4096x4096 rendered; want the fill limit")
	}
	for _, want := range []string{"3355443200 pixel samples", "4096x4096", "200 times the viewport", `mesh 0 ("layers")`, "fill limit of 1073741824", "render.MaxFill"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("refusing took %v; the check comes before the fine raster", d)
	}
	// with MSAA each pixel counts its four samples
	o := DefaultOptions(2048, 2048)
	o.Samples = 4
	_, err = Render(context.Background(), layersScene(65, false), o)
	if err == nil || !strings.Contains(err.Error(), "1090519040 pixel samples") {
		t.Errorf("65 layers of 2048x2048 at 4 samples: err = %v, want 1090519040 pixel samples over the limit", err)
	}
}

// checkFill accepts MaxFill and refuses one more.
func TestFillBudgetBoundary(t *testing.T) {
	s := layersScene(1, false)
	r, err := newRenderer(context.Background(), s, DefaultOptions(64, 64))
	if err != nil {
		t.Fatal(err)
	}
	at := []*geomChunk{{fill: MaxFill / 2}, {fill: MaxFill / 2}}
	if err := r.checkFill(at); err != nil {
		t.Errorf("a fill of exactly MaxFill: %v", err)
	}
	over := []*geomChunk{{fill: MaxFill / 2}, {fill: MaxFill/2 + 1}}
	if err := r.checkFill(over); err == nil {
		t.Error("a fill of MaxFill+1 was accepted")
	}
}
