package workspaces

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qmuntal/gltf"
	"github.com/qmuntal/gltf/modeler"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// Texel colours of the 2×2 test texture (top-left, top-right, bottom-left,
// bottom-right); the top-right one is transparent for the MASK tests.
var quadTexels = [4]color.NRGBA{{220, 30, 30, 255}, {30, 200, 40, 0}, {30, 60, 210, 255}, {240, 240, 240, 255}}

func pngBytes(t testing.TB, img image.Image) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func quadTexture(t testing.TB) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 2, 2))
	for i, c := range quadTexels {
		img.SetNRGBA(i%2, i/2, c)
	}
	return pngBytes(t, img)
}

// texturedQuadDoc is a quad filling [-1,1]² at z=0 facing +z, uv (0,0) at
// the top left, with one material using texture 0 through a NEAREST sampler.
func texturedQuadDoc() *gltf.Document {
	doc := gltf.NewDocument()
	pos := modeler.WritePosition(doc, [][3]float32{{-1, -1, 0}, {1, -1, 0}, {1, 1, 0}, {-1, 1, 0}})
	nrm := modeler.WriteNormal(doc, [][3]float32{{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}})
	uv := modeler.WriteTextureCoord(doc, [][2]float32{{0, 1}, {1, 1}, {1, 0}, {0, 0}})
	idx := modeler.WriteIndices(doc, []uint16{0, 1, 2, 0, 2, 3})
	doc.Meshes = []*gltf.Mesh{{Name: "quad", Primitives: []*gltf.Primitive{{Material: gltf.Index(0),
		Indices: gltf.Index(idx), Attributes: gltf.PrimitiveAttributes{gltf.POSITION: pos, gltf.NORMAL: nrm, gltf.TEXCOORD_0: uv}}}}}
	doc.Nodes = []*gltf.Node{{Mesh: gltf.Index(0), Rotation: gltf.DefaultRotation, Scale: gltf.DefaultScale, Matrix: gltf.DefaultMatrix}}
	doc.Scenes = []*gltf.Scene{{Nodes: []int{0}}}
	doc.Scene = gltf.Index(0)
	doc.Samplers = []*gltf.Sampler{{MagFilter: gltf.MagNearest, MinFilter: gltf.MinNearest}}
	doc.Textures = []*gltf.Texture{{Source: gltf.Index(0), Sampler: gltf.Index(0)}}
	doc.Materials = []*gltf.Material{{Name: "tex", PBRMetallicRoughness: &gltf.PBRMetallicRoughness{
		BaseColorFactor: &[4]float64{1, 0.5, 1, 1}, BaseColorTexture: &gltf.TextureInfo{Index: 0}}}}
	return doc
}

// gltfJSON encodes doc as a .gltf with its buffer embedded as a data URI.
func gltfJSON(t testing.TB, doc *gltf.Document) []byte {
	for _, b := range doc.Buffers {
		b.EmbeddedResource()
	}
	var buf bytes.Buffer
	enc := gltf.NewEncoder(&buf)
	enc.AsBinary = false
	if err := enc.Encode(doc); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// materialScene views [-1,1]² straight on at 64×64 with a light along the
// view direction and no ambient term, so a lit material shows its colour.
const materialScene = `
[[cameras]]
projection = "orthographic"
eye = [0, 0, 3]
ortho_height = 2
[[viewports]]
width = 64
height = 64
[light]
direction = [0, 0, 1]
ambient = 0
`

// backMaterial and backPlane: a flat yellow plane behind the test models.
const (
	backMaterial = "[[materials]]\nname = \"back\"\nshading = \"flat\"\ncolor = [1.0, 1.0, 0.0]\n"
	backPlane    = `[[meshes]]
material = "back"
vertices = [{ position = [-1, -1, -1] }, { position = [1, -1, -1] }, { position = [1, 1, -1] }, { position = [-1, 1, -1] }]
indices = [0, 1, 2, 0, 2, 3]
`
)

func renderWS(t *testing.T, dir string) (*Workspace, *image.RGBA) {
	t.Helper()
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	fr, err := render.Render(context.Background(), ws.Scene, ws.Options)
	if err != nil {
		t.Fatal(err)
	}
	return ws, fr.Color
}

// checkPixel compares the pixel with want within 1 per channel (RGB).
func checkPixel(t *testing.T, img *image.RGBA, x, y int, want color.NRGBA, what string) {
	t.Helper()
	got := img.RGBAAt(x, y)
	d := func(a, b uint8) bool { return int(a) > int(b)+1 || int(b) > int(a)+1 }
	if d(got.R, want.R) || d(got.G, want.G) || d(got.B, want.B) {
		t.Errorf("%s: pixel (%d,%d) = %v, want %v", what, x, y, got, want)
	}
}

// scaled is c with green multiplied by 0.5 (the test material's factor).
func scaled(c color.NRGBA) color.NRGBA {
	return color.NRGBA{c.R, uint8(float32(c.G)*0.5 + 0.5), c.B, 255}
}

func TestFromFileGLTFExternalPNG(t *testing.T) {
	doc := texturedQuadDoc()
	doc.Images = []*gltf.Image{{URI: "tex/quad.png"}}
	doc.Materials[0].DoubleSided = true
	dir := writeWS(t, map[string]string{"workspace.toml": "", "models/quad.gltf": string(gltfJSON(t, doc)),
		"models/tex/quad.png": string(quadTexture(t)),
		"scene.toml":          materialScene + "[[meshes]]\nfile = \"models/quad.gltf\"\nmaterial = \"from-file\"\n"})
	ws, img := renderWS(t, dir)
	if len(ws.Scene.Meshes) != 1 || ws.Scene.Meshes[0].State != nil && ws.Scene.Meshes[0].State.Cull != render.CullNone {
		t.Fatalf("a double-sided material draws with culling off: %+v", ws.Scene.Meshes)
	}
	checkPixel(t, img, 16, 16, scaled(quadTexels[0]), "top-left texel")
	checkPixel(t, img, 48, 16, scaled(quadTexels[1]), "top-right texel")
	checkPixel(t, img, 16, 48, scaled(quadTexels[2]), "bottom-left texel")
	checkPixel(t, img, 48, 48, scaled(quadTexels[3]), "bottom-right texel")
	if !containsString(ws.Files, "models/tex/quad.png") {
		t.Errorf("the texture is not watched: %v", ws.Files)
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// embeddedQuadGLB is texturedQuadDoc as a .glb with the PNG in a buffer view.
func embeddedQuadGLB(t testing.TB, edit func(*gltf.Document)) []byte {
	doc := texturedQuadDoc()
	if _, err := modeler.WriteImage(doc, "quad", "image/png", bytes.NewReader(quadTexture(t))); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(doc)
	}
	return encodeGLB(t, doc)
}

func TestFromFileGLBEmbeddedPNGAndCulling(t *testing.T) {
	dir := writeWS(t, map[string]string{"workspace.toml": "", "quad.glb": string(embeddedQuadGLB(t, nil)),
		"scene.toml": materialScene + "[[meshes]]\nfile = \"quad.glb\"\nmaterial = \"from-file\"\n" +
			"[[meshes]]\nfile = \"quad.glb\"\nmaterial = \"from-file\"\nrotate = [0, 180, 0]\ntranslate = [0, 0, -0.5]\n"})
	ws, img := renderWS(t, dir)
	for i, m := range ws.Scene.Meshes {
		if m.State == nil || m.State.Cull != render.CullBack {
			t.Fatalf("mesh %d: a single-sided glTF material culls back faces: %+v", i, m.State)
		}
	}
	// the second quad (behind, turned away) is culled: the first shows whole
	checkPixel(t, img, 16, 16, scaled(quadTexels[0]), "top-left texel")
	checkPixel(t, img, 16, 48, scaled(quadTexels[2]), "bottom-left texel")
	checkPixel(t, img, 48, 48, scaled(quadTexels[3]), "bottom-right texel")
}

func TestFromFileMaskAlphaDiscards(t *testing.T) {
	glb := embeddedQuadGLB(t, func(d *gltf.Document) {
		d.Materials[0].AlphaMode = gltf.AlphaMask
		d.Materials[0].AlphaCutoff = gltf.Float(0.5)
	})
	// the quad is drawn first, nearer; a flat plane behind it afterwards:
	// where the quad's alpha is 0 nothing (not even depth) was written,
	// so the plane shows through
	dir := writeWS(t, map[string]string{"workspace.toml": "", "quad.glb": string(glb),
		"scene.toml": materialScene + backMaterial + "[[meshes]]\nfile = \"quad.glb\"\nmaterial = \"from-file\"\n" + backPlane})
	ws, img := renderWS(t, dir)
	if ws.Scene.Materials[1].AlphaCutoff != 0.5 {
		t.Fatalf("cutoff: %+v", ws.Scene.Materials[1])
	}
	checkPixel(t, img, 48, 16, color.NRGBA{255, 255, 0, 255}, "discarded texel shows the plane behind")
	checkPixel(t, img, 16, 16, scaled(quadTexels[0]), "opaque texel")
	checkPixel(t, img, 48, 48, scaled(quadTexels[3]), "opaque texel")
}

// blockTexture is 8×8: each quadrant a 4×4 block of one of quadTexels
// (opaque), so bilinear filtering inside a block returns its colour.
func blockTexture(t testing.TB) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			c := quadTexels[y/4*2+x/4]
			c.A = 255
			img.SetNRGBA(x, y, c)
		}
	}
	return pngBytes(t, img)
}

func TestFromFileOBJWithMTL(t *testing.T) {
	// two triangles split along x+y = 0: the lower left one textured, the
	// upper right one red; vt in OBJ's convention (v = 0 at the bottom of
	// the image), so the image shows upright
	obj := "mtllib mats/quad.mtl\nv -1 -1 0\nv 1 -1 0\nv 1 1 0\nv -1 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nvn 0 0 1\n" +
		"usemtl red\nf 2/2/1 3/3/1 4/4/1\nusemtl tex\nf 1/1/1 2/2/1 4/4/1\n"
	mtl := "newmtl red\nKd 1 0 0\nnewmtl tex\nKd 1 1 1\nmap_Kd ../quad.png\n"
	dir := writeWS(t, map[string]string{"workspace.toml": "", "quad.obj": obj, "mats/quad.mtl": mtl, "quad.png": string(blockTexture(t)),
		"scene.toml": materialScene + "[[meshes]]\nname = \"q\"\nfile = \"quad.obj\"\nmaterial = \"from-file\"\n"})
	ws, img := renderWS(t, dir)
	if len(ws.Scene.Meshes) != 2 || ws.Scene.Meshes[0].Name != "q/red" || ws.Scene.Meshes[1].Name != "q/tex" {
		t.Fatalf("one mesh per usemtl group: %+v", ws.Scene.Meshes)
	}
	if m := ws.Scene.Meshes[1]; len(m.Vertices) != 3 || len(m.Indices) != 3 {
		t.Errorf("the group keeps only its vertices: %d vertices, %d indices", len(m.Vertices), len(m.Indices))
	}
	checkPixel(t, img, 56, 40, color.NRGBA{255, 0, 0, 255}, "red group")
	checkPixel(t, img, 40, 8, color.NRGBA{255, 0, 0, 255}, "red group")
	opaque := func(c color.NRGBA) color.NRGBA { c.A = 255; return c }
	checkPixel(t, img, 8, 20, opaque(quadTexels[0]), "textured group, top-left block")
	checkPixel(t, img, 12, 40, opaque(quadTexels[2]), "textured group, bottom-left block")
	checkPixel(t, img, 40, 56, opaque(quadTexels[3]), "textured group, bottom-right block")
}

func TestFromFileErrors(t *testing.T) {
	scene := materialScene + "[[meshes]]\nfile = \"%s\"\nmaterial = \"from-file\"\n"
	sceneFor := func(model string) string { return strings.Replace(scene, "%s", model, 1) }
	bigPNG := pngBytes(t, image.NewNRGBA(image.Rect(0, 0, mesh.MaxTextureSide+1, 1)))
	jsonDoc := func(edit func(*gltf.Document)) string {
		d := texturedQuadDoc()
		d.Images = []*gltf.Image{{URI: "quad.png"}}
		edit(d)
		return string(gltfJSON(t, d))
	}
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"missing image", map[string]string{"m.gltf": jsonDoc(func(*gltf.Document) {})},
			`scene.toml:13:8: meshes[0].file: m.gltf: glTF: images[0]: image "quad.png" not found in the workspace`},
		{"oversized image", map[string]string{"m.gltf": jsonDoc(func(*gltf.Document) {}), "quad.png": string(bigPNG)},
			"glTF: images[0]: quad.png is 4097x1; textures must be 1..4096 pixels per side"},
		{"unsupported format", map[string]string{"m.gltf": jsonDoc(func(*gltf.Document) {}), "quad.png": "GIF89a not really"},
			"glTF: images[0]: quad.png: unsupported image format (want PNG or JPEG)"},
		{"texture index out of range", map[string]string{"m.gltf": jsonDoc(func(d *gltf.Document) {
			d.Materials[0].PBRMetallicRoughness.BaseColorTexture.Index = 3
		})}, "materials[0].pbrMetallicRoughness.baseColorTexture.index: texture 3 out of range (1 textures)"},
		{"image outside the workspace", map[string]string{"m.gltf": jsonDoc(func(d *gltf.Document) { d.Images[0].URI = "../x.png" })},
			`glTF: images[0]: path "../x.png" leaves the workspace folder`},
		{"mtl outside the workspace", map[string]string{"m.obj": "mtllib ../../etc/x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl a\nf 1 2 3\n"},
			`m.obj:1:8: mtllib: path "../../etc/x.mtl" leaves the workspace folder`},
		{"mtl missing", map[string]string{"m.obj": "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"},
			`m.obj:1:8: mtllib: file "x.mtl" not found in the workspace`},
		{"unknown usemtl", map[string]string{"m.obj": "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl blue\nf 1 2 3\n", "x.mtl": "newmtl red\n"},
			`m.obj:5:8: usemtl "blue": no such material in the mtllib files`},
		{"bad mtl", map[string]string{"m.obj": "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n", "x.mtl": "newmtl red\nKd 1 2 1\n"},
			"x.mtl:2:6: Kd component 2 out of range 0..1"},
		{"map_Kd missing", map[string]string{"m.obj": "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl red\nf 1 2 3\n", "x.mtl": "newmtl red\nmap_Kd  wood.png\n"},
			`x.mtl:2:9: map_Kd: image "wood.png" not found in the workspace`},
		{"map_Kd unsupported", map[string]string{"m.obj": "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl red\nf 1 2 3\n", "x.mtl": "newmtl red\nmap_Kd wood.tga\n", "wood.tga": "\x00\x00\x02junk"},
			`x.mtl:2:8: map_Kd: wood.tga: unsupported image format (want PNG or JPEG)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{"workspace.toml": ""}
			model := ""
			for k, v := range c.files {
				files[k] = v
				if strings.HasPrefix(k, "m.") {
					model = k
				}
			}
			files["scene.toml"] = sceneFor(model)
			errs := loadErrs(t, writeWS(t, files))
			if !hasDiag(errs, c.want) {
				t.Errorf("want %q in\n%v", c.want, errs)
			}
		})
	}
	// from-file needs a mesh file
	errs := loadErrs(t, writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": materialScene +
		"[[meshes]]\nmaterial = \"from-file\"\nvertices = [{ position = [0, 0, 0] }, { position = [1, 0, 0] }, { position = [0, 1, 0] }]\n"}))
	if !hasDiag(errs, `meshes[0].material: "from-file" needs a mesh file`) {
		t.Errorf("inline mesh: %v", errs)
	}
}

// FuzzFromFile loads (and, when it loads, renders) a workspace whose two
// meshes use material = "from-file" — a .glb with an embedded PNG and an
// OBJ with a .mtl and an external PNG — with one of those files replaced
// by the fuzzer's bytes: a workspace or diagnostics, never a panic.
//
//	go test -run XXX -fuzz FuzzFromFile -fuzztime 30s ./workspaces
func FuzzFromFile(f *testing.F) {
	glb := embeddedQuadGLB(f, func(d *gltf.Document) {
		d.Materials[0].AlphaMode = gltf.AlphaMask
		d.Samplers[0].WrapS = gltf.WrapMirroredRepeat
	})
	base := fstest.MapFS{
		"workspace.toml": {Data: []byte("")},
		"scene.toml": {Data: []byte(materialScene + "[[meshes]]\nfile = \"quad.glb\"\nmaterial = \"from-file\"\n" +
			"[[meshes]]\nfile = \"quad.obj\"\nmaterial = \"from-file\"\n")},
		"quad.glb": {Data: glb},
		"quad.obj": {Data: []byte("mtllib quad.mtl\nv -1 -1 0\nv 1 -1 0\nv 1 1 0\nvt 0 1\nvt 1 1\nvt 1 0\nusemtl tex\nf 1/1 2/2 3/3\n")},
		"quad.mtl": {Data: []byte("newmtl tex\nKd 1 0.5 1\nd 0.5\nmap_Kd -clamp on quad.png\n")},
		"quad.png": {Data: quadTexture(f)},
	}
	files := []string{"quad.glb", "quad.obj", "quad.mtl", "quad.png"}
	for i, name := range files {
		f.Add(uint8(i), base[name].Data)
	}
	f.Add(uint8(0), gltfJSON(f, texturedQuadDoc()))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := files[int(which)%len(files)]
		fuzzLoad(t, base, name, data)
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		m[name] = &fstest.MapFile{Data: data}
		ws, err := LoadFS(m, ".")
		if err != nil {
			return
		}
		o := ws.Options
		o.Width, o.Height = 16, 16
		if _, err := render.Render(context.Background(), ws.Scene, o); err != nil {
			t.Fatalf("a loaded workspace does not render: %v", err)
		}
	})
}

// TestFromFileGLTFPerPrimitiveMaterials: one glTF mesh with two primitives
// and two materials — an opaque red one on the left, a BLEND half-
// transparent blue one with an embedded JPEG texture on the right — over a
// yellow plane drawn before it.
func TestFromFileGLTFPerPrimitiveMaterials(t *testing.T) {
	doc := gltf.NewDocument()
	half := func(x0, x1 float32) *gltf.Primitive {
		pos := modeler.WritePosition(doc, [][3]float32{{x0, -1, 0}, {x1, -1, 0}, {x1, 1, 0}, {x0, 1, 0}})
		nrm := modeler.WriteNormal(doc, [][3]float32{{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}})
		uv := modeler.WriteTextureCoord(doc, [][2]float32{{0, 1}, {1, 1}, {1, 0}, {0, 0}})
		idx := modeler.WriteIndices(doc, []uint16{0, 1, 2, 0, 2, 3})
		return &gltf.Primitive{Indices: gltf.Index(idx), Attributes: gltf.PrimitiveAttributes{gltf.POSITION: pos, gltf.NORMAL: nrm, gltf.TEXCOORD_0: uv}}
	}
	left, right := half(-1, 0), half(0, 1)
	left.Material, right.Material = gltf.Index(0), gltf.Index(1)
	doc.Meshes = []*gltf.Mesh{{Primitives: []*gltf.Primitive{left, right}}}
	doc.Nodes = []*gltf.Node{{Mesh: gltf.Index(0), Rotation: gltf.DefaultRotation, Scale: gltf.DefaultScale, Matrix: gltf.DefaultMatrix}}
	doc.Scenes = []*gltf.Scene{{Nodes: []int{0}}}
	doc.Scene = gltf.Index(0)
	solid := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	for i := 0; i < len(solid.Pix); i += 4 {
		copy(solid.Pix[i:], []uint8{0, 0, 255, 255})
	}
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, solid, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	if _, err := modeler.WriteImage(doc, "blue", "image/jpeg", &jpg); err != nil {
		t.Fatal(err)
	}
	doc.Textures = []*gltf.Texture{{Source: gltf.Index(0)}}
	doc.Materials = []*gltf.Material{
		{Name: "red", DoubleSided: true, PBRMetallicRoughness: &gltf.PBRMetallicRoughness{BaseColorFactor: &[4]float64{1, 0, 0, 1}}},
		{Name: "glass", DoubleSided: true, AlphaMode: gltf.AlphaBlend, PBRMetallicRoughness: &gltf.PBRMetallicRoughness{
			BaseColorFactor: &[4]float64{1, 1, 1, 0.5}, BaseColorTexture: &gltf.TextureInfo{Index: 0}}},
	}
	dir := writeWS(t, map[string]string{"workspace.toml": "", "two.glb": string(encodeGLB(t, doc)),
		"scene.toml": materialScene + backMaterial + backPlane + "[[meshes]]\nname = \"two\"\nfile = \"two.glb\"\nmaterial = \"from-file\"\n"})
	ws, img := renderWS(t, dir)
	if n := len(ws.Scene.Meshes); n != 3 || ws.Scene.Meshes[1].Name != "two/red" || ws.Scene.Meshes[2].Name != "two/glass" {
		t.Fatalf("meshes: %d", n)
	}
	if st := ws.Scene.Meshes[2].State; st == nil || st.Blend != render.BlendAlpha {
		t.Fatalf("BLEND draws with alpha blending: %+v", st)
	}
	checkPixel(t, img, 16, 32, color.NRGBA{255, 0, 0, 255}, "opaque primitive")
	got := img.RGBAAt(48, 32)
	if d := func(a, b int) int { return max(a-b, b-a) }; d(int(got.R), 128) > 3 || d(int(got.G), 128) > 3 || d(int(got.B), 128) > 3 {
		t.Errorf("half-transparent blue JPEG over yellow: %v, want about (128,128,128)", got)
	}
}
