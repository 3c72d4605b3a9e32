package render

import (
	"context"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/golden")

// checker is a procedural 8x8 texture.
func checker() image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			c := color.NRGBA{230, 230, 230, 255}
			if (x+y)%2 == 1 {
				c = color.NRGBA{40, 90, 200, 255}
			}
			if x == 0 && y == 0 {
				c = color.NRGBA{220, 30, 30, 255}
			}
			img.Set(x, y, c)
		}
	}
	return img
}

func quad(x0, y0, x1, y1, z float32) Mesh {
	n := mgl32.Vec3{0, 0, 1}
	return Mesh{Vertices: []Vertex{
		{Position: mgl32.Vec3{x0, y0, z}, Normal: n, UV: mgl32.Vec2{0, 1}, Color: mgl32.Vec4{1, 0, 0, 1}},
		{Position: mgl32.Vec3{x1, y0, z}, Normal: n, UV: mgl32.Vec2{1, 1}, Color: mgl32.Vec4{0, 1, 0, 1}},
		{Position: mgl32.Vec3{x1, y1, z}, Normal: n, UV: mgl32.Vec2{1, 0}, Color: mgl32.Vec4{0, 0, 1, 1}},
		{Position: mgl32.Vec3{x0, y1, z}, Normal: n, UV: mgl32.Vec2{0, 0}, Color: mgl32.Vec4{1, 1, 0, 1}},
	}, Indices: []uint32{0, 1, 2, 0, 2, 3}}
}

// showcaseScene uses every shading mode, blending and a perspective camera.
func showcaseScene(t testing.TB) *Scene {
	s := NewScene()
	s.Camera = Camera{Projection: Perspective, Eye: mgl32.Vec3{0, 1.2, 4.2}, Target: mgl32.Vec3{0, 0, 0}, FovY: 50, Near: 0.1, Far: 30}
	tex := checker()
	s.Materials = []Material{
		{Name: "flat", Shading: Flat, Color: mgl32.Vec4{0.9, 0.6, 0.2, 1}},
		{Name: "vertex", Shading: VertexColor, Color: mgl32.Vec4{1, 1, 1, 1}},
		{Name: "lambert", Shading: Lambert, Color: mgl32.Vec4{0.3, 0.8, 0.4, 1}},
		{Name: "phong", Shading: BlinnPhong, Color: mgl32.Vec4{0.8, 0.25, 0.25, 1}, Specular: mgl32.Vec3{1, 1, 1}, Shininess: 40},
		{Name: "checker-nearest", Shading: Textured, Color: mgl32.Vec4{1, 1, 1, 1}, Texture: tex, Filter: Nearest},
		{Name: "checker-bilinear", Shading: Textured, Color: mgl32.Vec4{1, 1, 1, 1}, Texture: tex, Filter: Bilinear, Wrap: true},
		{Name: "glass", Shading: Flat, Color: mgl32.Vec4{0.4, 0.7, 1, 0.5}},
	}
	floor := quad(-3, -3, 3, 3, 0)
	floor.Transform = mgl32.Translate3D(0, -1, 0).Mul4(mgl32.HomogRotate3DX(-mgl32.DegToRad(90)))
	floor.Material = 5
	for i := range floor.Vertices {
		floor.Vertices[i].UV = floor.Vertices[i].UV.Mul(3)
	}
	lambertTorus := Torus(0.6, 0.22, 32, 16)
	lambertTorus.Transform = mgl32.Translate3D(-1.3, 0, 0).Mul4(mgl32.HomogRotate3DX(0.9))
	lambertTorus.Material = 2
	phongTorus := Torus(0.6, 0.22, 32, 16)
	phongTorus.Transform = mgl32.Translate3D(1.3, 0, 0).Mul4(mgl32.HomogRotate3DX(1.2))
	phongTorus.Material = 3
	vq := quad(-0.6, 0.3, 0.6, 1.3, 0)
	vq.Material = 1
	tq := quad(-0.6, -0.9, 0.6, 0.1, 0)
	tq.Material = 4
	fl := quad(-2.2, 0.9, -1.4, 1.6, 0.3)
	fl.Material = 0
	glass := quad(-0.9, -0.4, 0.9, 0.6, 0.8)
	glass.Material = 6
	glassState := DefaultState()
	glassState.Blend = BlendAlpha
	glassState.DepthWrite = false
	glass.State = &glassState
	s.Meshes = []Mesh{floor, lambertTorus, phongTorus, vq, tq, fl, glass}
	return s
}

// compareGolden compares img with testdata/golden/name.png: at most 0.5% of
// the pixels may differ by more than 2 per channel (exact depth ties between
// adjacent triangles may legitimately flip with float rounding).
func compareGolden(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name+".png")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		f.Close()
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run go test ./render -run Golden -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if want.Bounds() != img.Bounds() {
		t.Fatalf("%s: size %v, golden %v", name, img.Bounds(), want.Bounds())
	}
	differ, worst := 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r0, g0, b0, a0 := img.At(x, y).RGBA()
			r1, g1, b1, a1 := want.At(x, y).RGBA()
			d := 0
			for _, p := range [][2]uint32{{r0, r1}, {g0, g1}, {b0, b1}, {a0, a1}} {
				v := int(p[0]>>8) - int(p[1]>>8)
				if v < 0 {
					v = -v
				}
				d = max(d, v)
			}
			if d > 2 {
				differ++
			}
			worst = max(worst, d)
		}
	}
	if differ > b.Dx()*b.Dy()/200 {
		t.Errorf("%s: %d pixels differ from the golden image (worst channel difference %d)", name, differ, worst)
	}
}

func TestGoldenImages(t *testing.T) {
	s := showcaseScene(t)
	cases := []struct {
		name string
		opt  func(*Options)
	}{
		{"shaded", func(o *Options) {}},
		{"shaded-msaa4", func(o *Options) { o.Samples = 4 }},
		{"debug-depth", func(o *Options) { o.Debug = DebugDepth }},
		{"debug-normals", func(o *Options) { o.Debug = DebugNormals }},
		{"debug-overdraw", func(o *Options) { o.Debug = DebugOverdraw }},
		{"debug-triangle-id", func(o *Options) { o.Debug = DebugTriangleID }},
		{"debug-coverage-level", func(o *Options) { o.Debug = DebugCoverageLevel; o.Samples = 4 }},
		{"debug-coverage-conservative", func(o *Options) { o.Debug = DebugCoverageLevel; o.Conservative = true }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := DefaultOptions(240, 160)
			c.opt(&o)
			f, err := Render(context.Background(), s, o)
			if err != nil {
				t.Fatal(err)
			}
			compareGolden(t, c.name, f.Color)
		})
	}
}

// The golden comparison itself must be able to fail.
func TestGoldenDetectsChanges(t *testing.T) {
	if *update {
		t.Skip("updating")
	}
	f, err := Render(context.Background(), showcaseScene(t), DefaultOptions(240, 160))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(f.Color.Pix)/20; i++ {
		f.Color.Pix[i] ^= 0x80
	}
	ft := &testing.T{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		compareGolden(ft, "shaded", f.Color)
	}()
	<-done
	if !ft.Failed() {
		t.Fatal("a corrupted image passed the golden comparison")
	}
	_ = fmt.Sprint()
}
