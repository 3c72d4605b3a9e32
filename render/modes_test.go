package render

import (
	"bytes"
	"context"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

func snapRef(t refTri, bits int) (X, Y [3]int64) {
	one := math.Ldexp(1, bits)
	for k := 0; k < 3; k++ {
		X[k] = int64(math.RoundToEven(t[k][0] * one))
		Y[k] = int64(math.RoundToEven(t[k][1] * one))
	}
	return
}

// refTouches: the closed pixel square touches the closed snapped triangle
// (separating-axis test over the square's axes and every vertex pair's normal).
func refTouches(t refTri, bits, px, py int) bool {
	X, Y := snapRef(t, bits)
	one := int64(1) << bits
	sqX := [4]int64{int64(px) * one, int64(px+1) * one, int64(px+1) * one, int64(px) * one}
	sqY := [4]int64{int64(py) * one, int64(py) * one, int64(py+1) * one, int64(py+1) * one}
	axes := [][2]int64{{1, 0}, {0, 1}}
	for i := 0; i < 3; i++ {
		j := (i + 1) % 3
		if X[i] != X[j] || Y[i] != Y[j] {
			axes = append(axes, [2]int64{Y[i] - Y[j], X[j] - X[i]})
		}
	}
	for _, a := range axes {
		tmin, tmax := int64(math.MaxInt64), int64(math.MinInt64)
		for k := 0; k < 3; k++ {
			v := a[0]*X[k] + a[1]*Y[k]
			tmin, tmax = min(tmin, v), max(tmax, v)
		}
		smin, smax := int64(math.MaxInt64), int64(math.MinInt64)
		for k := 0; k < 4; k++ {
			v := a[0]*sqX[k] + a[1]*sqY[k]
			smin, smax = min(smin, v), max(smax, v)
		}
		if tmax < smin || smax < tmin {
			return false
		}
	}
	return true
}

// refSample: the sample at (px,py)+offset (1/16 px units from the centre)
// is covered, top-left rule.
func refSample(t refTri, bits, px, py int, ox, oy int64) bool {
	X, Y := snapRef(t, bits)
	area := (X[1]-X[0])*(Y[2]-Y[0]) - (Y[1]-Y[0])*(X[2]-X[0])
	if area == 0 {
		return false
	}
	if area < 0 {
		X[1], X[2] = X[2], X[1]
		Y[1], Y[2] = Y[2], Y[1]
	}
	// units of 2^-(bits+5) px
	sx := (int64(px)<<(bits+5) + 1<<(bits+4)) + ox<<(bits+1)
	sy := (int64(py)<<(bits+5) + 1<<(bits+4)) + oy<<(bits+1)
	for k := 0; k < 3; k++ {
		j := (k + 1) % 3
		dx, dy := X[j]-X[k], Y[j]-Y[k]
		e := dx*(sy-32*Y[k]) - dy*(sx-32*X[k])
		if e < 0 || (e == 0 && !(dy < 0 || (dy == 0 && dx > 0))) {
			return false
		}
	}
	return true
}

func TestConservativeMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	tris := randTris(rng, 150, 48, 40, 1.0/8, 10)
	// degenerate ones: a segment, a point, collinear triple
	tris = append(tris, refTri{{3.25, 30.5}, {20.75, 35.125}, {3.25, 30.5}}, refTri{{40.5, 5}, {40.5, 5}, {40.5, 5}},
		refTri{{10, 10}, {12, 12}, {14, 14}}, refTri{{30, 2}, {30, 2}, {30, 2}})
	for _, tile := range []int{4, 16} {
		for _, dg := range []DegenerateMode{DegenerateCull, DegenerateRasterize} {
			o := idOptions(48, 40)
			o.Conservative, o.TileSize, o.Degenerate = true, tile, dg
			for i := range tris {
				f := renderIDs(t, pixelScene(tris[i:i+1]), o)
				X, Y := snapRef(tris[i], 8)
				flat := (X[1]-X[0])*(Y[2]-Y[0])-(Y[1]-Y[0])*(X[2]-X[0]) == 0
				for py := 0; py < 40; py++ {
					for px := 0; px < 48; px++ {
						got := f.TriangleID[py*48+px] >= 0
						want := refTouches(tris[i], 8, px, py) && (!flat || dg == DegenerateRasterize)
						if got != want {
							t.Fatalf("tile %d %v triangle %d %v pixel (%d,%d): got %v want %v", tile, dg, i, tris[i], px, py, got, want)
						}
					}
				}
			}
		}
	}
}

func TestMSAAMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	tris := randTris(rng, 60, 40, 32, 1.0/16, 12)
	o := idOptions(40, 32)
	o.Samples = 4
	for i := range tris {
		s := pixelScene(tris[i : i+1])
		s.Clear = mgl32.Vec4{0, 0, 0, 1}
		f := renderIDs(t, s, o)
		for py := 0; py < 32; py++ {
			for px := 0; px < 40; px++ {
				want := 0
				for q := 0; q < 4; q++ {
					if refSample(tris[i], 8, px, py, d3d4x[q][0], d3d4x[q][1]) {
						want++
					}
				}
				// resolved white-on-black: 255·k/4 rounded
				if got := int(f.Color.Pix[4*(py*40+px)]); got != (255*want+2)/4 {
					t.Fatalf("triangle %d pixel (%d,%d): red %d, want %d samples", i, px, py, got, want)
				}
				if lvl := f.CoverageLevel(0, px, py, 4); f.TriangleID[py*40+px] >= 0 && lvl != want {
					t.Fatalf("CoverageLevel %d want %d", lvl, want)
				}
			}
		}
	}
}

func TestStripsAndIndexedMatchList(t *testing.T) {
	pts := []mgl32.Vec3{{2, 2, 0.5}, {4, 30, 0.5}, {20, 4, 0.5}, {22, 28, 0.5}, {40, 3, 0.5}, {44, 31, 0.5}}
	list := NewScene()
	list.Camera = Camera{Projection: PixelOrtho}
	list.State.Cull = CullBack // these strips are counter-clockwise on screen: front faces
	list.Materials = []Material{{Shading: VertexColor, Color: mgl32.Vec4{1, 1, 1, 1}}}
	vert := func(p mgl32.Vec3, i int) Vertex {
		return Vertex{Position: p, Color: mgl32.Vec4{float32(i) / 6, 1 - float32(i)/6, 0.5, 1}}
	}
	var lv []Vertex
	for k := 0; k+2 < len(pts); k++ {
		a, b := k, k+1
		if k%2 == 1 {
			a, b = b, a
		}
		lv = append(lv, vert(pts[a], a), vert(pts[b], b), vert(pts[k+2], k+2))
	}
	list.Meshes = []Mesh{{Vertices: lv}}
	var sv []Vertex
	for i, p := range pts {
		sv = append(sv, vert(p, i))
	}
	strip := *list
	strip.Meshes = []Mesh{{Vertices: sv, Topology: TriangleStrip}}
	idx := *list
	idx.Meshes = []Mesh{{Vertices: sv, Indices: []uint32{0, 1, 2, 1, 3, 2, 2, 3, 4, 4, 3, 5}}}
	istrip := *list
	istrip.Meshes = []Mesh{{Vertices: sv, Indices: []uint32{0, 1, 2, 3, 4, 5}, Topology: TriangleStrip}}
	o := idOptions(48, 34)
	want := renderIDs(t, list, o)
	if want.Stats.PrimitivesOut != 4 || want.Stats.BackFaceCulled != 0 {
		t.Fatalf("list: %d triangles drawn, %d culled", want.Stats.PrimitivesOut, want.Stats.BackFaceCulled)
	}
	for name, s := range map[string]*Scene{"strip": &strip, "indexed": &idx, "indexed strip": &istrip} {
		got := renderIDs(t, s, o)
		if !bytes.Equal(got.Color.Pix, want.Color.Pix) {
			t.Errorf("%s differs from the list", name)
		}
	}
	// front-face culling removes all of them
	list.State.Cull = CullFront
	if f := renderIDs(t, list, o); f.Stats.BackFaceCulled != 4 {
		t.Errorf("cull front: %d culled, want 4", f.Stats.BackFaceCulled)
	}
}

func TestHugeCoordinatesClipped(t *testing.T) {
	const k = 1 << 20
	for _, big := range []float64{1e6, 1e9, 1e30} {
		// hypotenuse x + y = 40.25 through exactly representable points
		// (never through a pixel centre), far vertex at -big
		tri := refTri{{-big, -big}, {40.25 + k, -k}, {-k, 40.25 + k}}
		f := renderIDs(t, pixelScene([]refTri{tri}), idOptions(64, 64))
		if f.Stats.ClipInputs != 1 {
			t.Errorf("big %g: ClipInputs = %d, want 1", big, f.Stats.ClipInputs)
		}
		for y := 0; y < 64; y++ {
			for x := 0; x < 64; x++ {
				want := float64(x)+0.5+float64(y)+0.5 < 40.25
				if got := f.TriangleID[y*64+x] >= 0; got != want {
					t.Fatalf("big %g pixel (%d,%d): covered %v want %v", big, x, y, got, want)
				}
			}
		}
	}
}

func TestPerspectiveNearClip(t *testing.T) {
	s := NewScene()
	s.Camera = Camera{Projection: Perspective, Eye: mgl32.Vec3{0, 1, 0}, Target: mgl32.Vec3{0, 1, -1}, FovY: 60, Near: 0.1, Far: 50}
	s.Materials = []Material{{Shading: Lambert, Color: mgl32.Vec4{0.5, 0.8, 0.3, 1}}}
	// a floor that extends behind the camera
	n := mgl32.Vec3{0, 1, 0}
	s.Meshes = []Mesh{{Vertices: []Vertex{{Position: mgl32.Vec3{-20, 0, 20}, Normal: n}, {Position: mgl32.Vec3{20, 0, 20}, Normal: n},
		{Position: mgl32.Vec3{20, 0, -40}, Normal: n}, {Position: mgl32.Vec3{-20, 0, -40}, Normal: n}}, Indices: []uint32{0, 1, 2, 0, 2, 3}}}
	f := renderIDs(t, s, idOptions(64, 48))
	if f.Stats.ClipInputs == 0 || f.Stats.ClipOutputs == 0 {
		t.Fatalf("expected near clipping, stats %+v", f.Stats)
	}
	// bottom row is floor, top row is sky
	if f.TriangleID[63*0+5] >= 0 || f.TriangleID[47*64+32] < 0 {
		t.Fatalf("floor/sky split wrong: top %d bottom %d", f.TriangleID[5], f.TriangleID[47*64+32])
	}
}

func TestNonFiniteCulled(t *testing.T) {
	nan := float32(math.NaN())
	inf := float32(math.Inf(1))
	s := pixelScene([]refTri{{{1, 1}, {10, 1}, {1, 10}}})
	v := s.Meshes[0].Vertices
	v = append(v,
		Vertex{Position: mgl32.Vec3{nan, 1, 0.5}}, Vertex{Position: mgl32.Vec3{5, 5, 0.5}}, Vertex{Position: mgl32.Vec3{1, 5, 0.5}},
		Vertex{Position: mgl32.Vec3{inf, 1, 0.5}}, Vertex{Position: mgl32.Vec3{5, 5, 0.5}}, Vertex{Position: mgl32.Vec3{1, 5, 0.5}},
		Vertex{Position: mgl32.Vec3{3, 1, 0.5}}, Vertex{Position: mgl32.Vec3{5, -inf, 0.5}}, Vertex{Position: mgl32.Vec3{1, 5, nan}})
	s.Meshes[0].Vertices = v
	for _, cam := range []Projection{PixelOrtho, Perspective} {
		s.Camera.Projection = cam
		if cam == Perspective {
			s.Camera = DefaultCamera()
		}
		f := renderIDs(t, s, idOptions(16, 16))
		if f.Stats.NonFinite != 3 {
			t.Errorf("%v: NonFinite = %d, want 3", cam, f.Stats.NonFinite)
		}
	}
}

func TestDegenerateAndEnormous(t *testing.T) {
	s := pixelScene([]refTri{{{1, 1}, {1, 1}, {1, 1}}, {{1, 1}, {5, 5}, {9, 9}}, {{-3e38, -3e38}, {3e38, -3e38}, {0, 3e38}}})
	f := renderIDs(t, s, idOptions(32, 32))
	if f.Stats.Degenerate != 2 {
		t.Errorf("Degenerate = %d, want 2", f.Stats.Degenerate)
	}
	for p, id := range f.TriangleID {
		if id < 0 {
			t.Fatalf("enormous triangle misses pixel %d", p)
		}
	}
}

func TestBadInputErrors(t *testing.T) {
	s := pixelScene([]refTri{{{1, 1}, {10, 1}, {1, 10}}})
	ctx := context.Background()
	check := func(name string, o Options, want string) {
		t.Helper()
		_, err := Render(ctx, s, o)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want containing %q", name, err, want)
		}
	}
	check("zero width", idOptions(0, 10), "zero area")
	check("zero height", idOptions(10, 0), "zero area")
	check("too wide", idOptions(16385, 10), "16384")
	o := idOptions(16, 16)
	o.SubpixelBits = 13
	check("bits", o, "subpixel bits")
	o = idOptions(16, 16)
	o.Samples = 2
	check("samples", o, "samples")
	o = idOptions(48, 16)
	o.Snap, o.ReferenceSize = SnapConsistent, 64
	check("ratio", o, "power-of-two")
	// a 16384-wide viewport is fine
	if _, err := Render(ctx, s, idOptions(16384, 2)); err != nil {
		t.Errorf("16384 wide: %v", err)
	}
	bad := *s
	bad.Meshes = []Mesh{{Vertices: s.Meshes[0].Vertices, Indices: []uint32{0, 1, 7}}}
	if _, err := Render(ctx, &bad, idOptions(16, 16)); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("bad index: %v", err)
	}
	// a long list (checked in parallel ranges) with one bad index late:
	// the error names its position, for any number of workers
	long := make([]uint32, 300000)
	long[200001] = 9
	bad.Meshes = []Mesh{{Vertices: s.Meshes[0].Vertices, Indices: long}}
	for _, workers := range []int{1, 2, 3} {
		o := idOptions(16, 16)
		o.Workers = workers
		if _, err := Render(ctx, &bad, o); err == nil || !strings.Contains(err.Error(), "index 9 at position 200001 is out of range") {
			t.Errorf("bad index in a long list, %d workers: %v", workers, err)
		}
	}
	bad.Meshes = []Mesh{{Vertices: s.Meshes[0].Vertices, Material: 3}}
	if _, err := Render(ctx, &bad, idOptions(16, 16)); err == nil || !strings.Contains(err.Error(), "material") {
		t.Errorf("bad material: %v", err)
	}
	bad.Meshes = []Mesh{{Vertices: s.Meshes[0].Vertices[:2]}}
	if _, err := Render(ctx, &bad, idOptions(16, 16)); err == nil || !strings.Contains(err.Error(), "multiple of 3") {
		t.Errorf("short list: %v", err)
	}
	if _, err := Render(ctx, nil, idOptions(16, 16)); err == nil {
		t.Errorf("nil scene accepted")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Render(cctx, s, idOptions(16, 16)); err == nil {
		t.Errorf("cancelled context accepted")
	}
}

// A textured material without a texture is an error that names the
// material. (Reading texture files is the loader's: workspaces decodes
// them with its size limits and file:line:col errors.)
func TestTexturedWithoutTextureNamesMaterial(t *testing.T) {
	s := pixelScene([]refTri{{{1, 1}, {10, 1}, {1, 10}}})
	s.Materials[0] = Material{Name: "brick", Shading: Textured}
	if _, err := Render(context.Background(), s, idOptions(16, 16)); err == nil || !strings.Contains(err.Error(), "brick") {
		t.Errorf("textured without texture: %v", err)
	}
}

// Random scenes with random options never panic, and the statistics are
// consistent: every rasterized sample is either a depth pass or a fail, and
// the tiles add up to the frame.
func TestRandomScenesAndOptions(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	vals := []float32{0, 1, -1, 0.5, 17.25, 1e-30, 1e6, -1e6, 3e38, -3e38, float32(math.NaN()), float32(math.Inf(1))}
	coord := func(scale float32) float32 {
		if rng.Intn(10) == 0 {
			return vals[rng.Intn(len(vals))]
		}
		return (rng.Float32()*1.4 - 0.2) * scale
	}
	for it := 0; it < 150; it++ {
		s := NewScene()
		w, h := 1+rng.Intn(90), 1+rng.Intn(70)
		persp := rng.Intn(2) == 0
		scale := float32(w)
		if persp {
			s.Camera = Camera{Projection: Perspective, Eye: mgl32.Vec3{0, 0, 2}, FovY: 60, Near: 0.1, Far: 10}
			scale = 2
		} else {
			s.Camera = Camera{Projection: PixelOrtho}
		}
		s.Materials = []Material{{Shading: Shading(rng.Intn(5)), Color: mgl32.Vec4{0.5, 0.6, 0.7, 0.8}, Texture: checker(), Filter: Filter(rng.Intn(2)), Wrap: rng.Intn(2) == 0}}
		s.State.Cull = CullMode(rng.Intn(3))
		s.State.Blend = BlendMode(rng.Intn(3))
		s.State.DepthFunc = DepthFunc(rng.Intn(4))
		s.State.DepthTest = rng.Intn(4) != 0
		s.State.DepthWrite = rng.Intn(4) != 0
		var v []Vertex
		nv := 3 * rng.Intn(40)
		for i := 0; i < nv; i++ {
			z := rng.Float32()
			if persp {
				z = rng.Float32()*4 - 2
			}
			v = append(v, Vertex{Position: mgl32.Vec3{coord(scale), coord(scale), z}, Normal: mgl32.Vec3{0, 0, 1},
				Color: mgl32.Vec4{1, 0.5, 0.25, 1}, UV: mgl32.Vec2{coord(2), coord(2)}})
		}
		s.Meshes = []Mesh{{Vertices: v, Topology: Topology(rng.Intn(2))}}
		if s.Meshes[0].Topology == TriangleStrip && len(v) > 0 {
			s.Meshes[0].Vertices = v[:len(v)-rng.Intn(3)]
		}
		o := idOptions(w, h)
		o.SubpixelBits = rng.Intn(13)
		o.TileSize = 4 << rng.Intn(4)
		o.Workers = 1 + rng.Intn(3)
		o.Debug = DebugView(rng.Intn(6))
		switch rng.Intn(3) {
		case 1:
			o.Samples = 4
		case 2:
			o.Conservative = true
		}
		f, err := Render(context.Background(), s, o)
		if err != nil {
			t.Fatalf("iteration %d (topology %v, %d vertices): %v", it, s.Meshes[0].Topology, len(s.Meshes[0].Vertices), err)
		}
		st := f.Stats
		if st.DepthPass+st.DepthFail != st.Fragments {
			t.Fatalf("iteration %d: pass %d + fail %d != fragments %d", it, st.DepthPass, st.DepthFail, st.Fragments)
		}
		sum := 0
		for _, tw := range f.Tiles {
			sum += tw.Fragments
		}
		if int64(sum) != st.Fragments || st.PrimitivesOut != f.NumTriangles() {
			t.Fatalf("iteration %d: tiles %d fragments vs %d", it, sum, st.Fragments)
		}
	}
}

// Hierarchical Z only skips work: colour, depth, IDs and statistics are the
// same with it switched off.
func TestHierarchicalZChangesNothing(t *testing.T) {
	for _, kind := range []string{"small", "large"} {
		s, err := GenerateBenchTriangles(kind, 3000, 256, 192, 5)
		if err != nil {
			t.Fatal(err)
		}
		for _, flat := range []bool{false, true} {
			if flat {
				s.Materials[0].Shading = Flat
			}
			for _, fn := range []DepthFunc{DepthLess, DepthLEqual} {
				s.State.DepthFunc = fn
				o := idOptions(256, 192)
				on := renderIDs(t, s, o)
				hizEnabled = false
				off := renderIDs(t, s, o)
				hizEnabled = true
				if !bytes.Equal(on.Color.Pix, off.Color.Pix) {
					t.Fatalf("%s flat=%v %v: colour differs", kind, flat, fn)
				}
				for i := range on.Depth {
					if on.Depth[i] != off.Depth[i] || on.TriangleID[i] != off.TriangleID[i] {
						t.Fatalf("%s flat=%v %v: depth/ID differ at %d", kind, flat, fn, i)
					}
				}
				if on.Stats.DepthPass != off.Stats.DepthPass || on.Stats.DepthFail != off.Stats.DepthFail {
					t.Fatalf("%s: statistics differ", kind)
				}
			}
		}
	}
}
