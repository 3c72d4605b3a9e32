package render

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// idOptions is DefaultOptions with the triangle IDs asked for, for the
// tests that read Frame.TriangleID.
func idOptions(w, h int) Options {
	o := DefaultOptions(w, h)
	o.TriangleIDs = true
	return o
}

// idScenes are the render tests' scenes, with a mesh that takes the
// general loop (an alpha-tested one) and one with another depth function
// (both make the fine stage write the frame directly, not through bin
// buffers).
func idScenes(t *testing.T, w, h int) map[string]*Scene {
	t.Helper()
	out := map[string]*Scene{
		"showcase":    showcaseScene(t),
		"layers":      layersScene(6, true),
		"random":      randomLevelScene(3),
		"tilted":      tiltedPlane(Material{Shading: Lambert, Color: mgl32.Vec4{1, 1, 1, 1}}),
		"alpha test":  tiltedPlane(Material{Shading: VertexColor, Color: mgl32.Vec4{1, 1, 1, 1}, AlphaCutoff: 0.5}),
		"depth equal": showcaseScene(t),
	}
	out["depth equal"].State.DepthFunc = DepthLEqual
	out["depth always"] = showcaseScene(t)
	out["depth always"].State.DepthFunc = DepthAlways
	for _, kind := range []string{"small", "large", "mesh"} {
		s, err := GenerateBenchTriangles(kind, 3000, w, h, 5)
		if err != nil {
			t.Fatal(err)
		}
		out[kind] = s
	}
	return out
}

// TestTriangleIDsChangeNothingElse: a frame rendered without
// Options.TriangleIDs has no ID buffer, no triangle records (but in the
// hierarchical mode) and the same colour, depth, Tiles and Stats as one
// rendered with it, for every scene, in every mode that takes
// another path through the fine stage, on 1 and 3 workers; and the IDs
// themselves do not depend on the worker count.
func TestTriangleIDsChangeNothingElse(t *testing.T) {
	const w, h = 200, 150
	modes := []struct {
		name string
		opt  func(*Options)
	}{
		{"shaded", func(o *Options) {}},
		{"msaa4", func(o *Options) { o.Samples = 4 }},
		{"conservative", func(o *Options) { o.Conservative = true }},
		{"edge bits 40", func(o *Options) { o.EdgeBits = 40 }},
		{"tiles 4", func(o *Options) { o.TileSize = 4 }},
		{"debug depth", func(o *Options) { o.Debug = DebugDepth }},
		{"debug overdraw", func(o *Options) { o.Debug = DebugOverdraw }},
		{"hierarchy", func(o *Options) { o.Snap = SnapConsistent; o.Hierarchy = []int{w, w / 2} }},
	}
	ctx := context.Background()
	scenes := idScenes(t, w, h)
	names := make([]string, 0, len(scenes))
	for n := range scenes {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, m := range modes {
		for _, name := range names {
			s := scenes[name]
			t.Run(fmt.Sprintf("%s/%s", m.name, name), func(t *testing.T) {
				var ref []int32
				for _, workers := range []int{1, 3} {
					o := DefaultOptions(w, h)
					m.opt(&o)
					o.Workers = workers
					o.TriangleIDs = true
					with, err := Render(ctx, s, o)
					if err != nil {
						t.Fatal(err)
					}
					o.TriangleIDs = false
					without, err := Render(ctx, s, o)
					if err != nil {
						t.Fatal(err)
					}
					if without.TriangleID != nil {
						t.Fatal("a frame rendered without TriangleIDs has an ID buffer")
					}
					if len(with.TriangleID) != w*h {
						t.Fatalf("%d IDs for %d pixels", len(with.TriangleID), w*h)
					}
					if !bytes.Equal(with.Color.Pix, without.Color.Pix) || !slices.Equal(with.Depth, without.Depth) {
						t.Fatalf("%d workers: the colour or depth differs without the IDs", workers)
					}
					ws, wos := with.Stats, without.Stats
					ws.Time, wos.Time = StageTimes{}, StageTimes{}
					if ws != wos || !slices.Equal(with.Tiles, without.Tiles) {
						t.Fatalf("%d workers: the statistics differ without the IDs:\n%+v\n%+v", workers, ws, wos)
					}
					if !reflect.DeepEqual(with.Hierarchy, without.Hierarchy) {
						t.Fatalf("%d workers: the hierarchy's statistics differ without the IDs", workers)
					}
					// the triangle records go with the IDs (and with a
					// hierarchy, which counts its holes from them)
					if with.NumTriangles() != ws.PrimitivesOut {
						t.Fatalf("%d workers: %d triangle records with the IDs, %d triangles", workers, with.NumTriangles(), ws.PrimitivesOut)
					}
					wantRecs := 0
					if len(o.Hierarchy) > 0 {
						wantRecs = ws.PrimitivesOut
					}
					if without.NumTriangles() != wantRecs {
						t.Fatalf("%d workers: %d triangle records without the IDs, want %d", workers, without.NumTriangles(), wantRecs)
					}
					for i := 0; i < without.NumTriangles(); i++ {
						if without.Triangle(i) != with.Triangle(i) {
							t.Fatalf("%d workers: triangle %d differs without the IDs", workers, i)
						}
					}
					if ref == nil {
						ref = with.TriangleID
					} else if !slices.Equal(ref, with.TriangleID) {
						t.Fatal("the IDs differ between 1 and 3 workers")
					}
					with.Release()
					without.Release()
				}
			})
		}
	}
}

// The IDs' debug views imply them: the frame keeps them, and an ID names
// a covering triangle (or -1 for the background).
func TestTriangleIDDebugViewsKeepIDs(t *testing.T) {
	s := showcaseScene(t)
	for _, d := range []DebugView{DebugTriangleID, DebugCoverageLevel} {
		o := DefaultOptions(120, 90)
		o.Debug = d
		f, err := Render(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.TriangleID) != 120*90 {
			t.Fatalf("%v: %d IDs", d, len(f.TriangleID))
		}
		covered := 0
		for _, id := range f.TriangleID {
			if id < -1 || int(id) >= f.NumTriangles() {
				t.Fatalf("%v: ID %d out of range", d, id)
			}
			if id >= 0 {
				covered++
			}
		}
		if covered == 0 {
			t.Fatalf("%v: no pixel has a triangle", d)
		}
	}
}
