package workspaces

import (
	"bytes"
	"strings"
	"testing"

	"github.com/qmuntal/gltf"
	"github.com/qmuntal/gltf/modeler"

	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

func TestParseMTL(t *testing.T) {
	src := "# two materials\nnewmtl red\nKa 0 0 0\nKd 1 0 0\nd 0.5\nnewmtl tex\nKd 0.5 0.5 0.5\nTr 0\nmap_Kd -clamp on -s 1 1 1 wood.png\nillum 2\n"
	mats, err := mesh.ParseMTL([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(mats) != 2 || mats[0].Name != "red" || mats[0].Color != [4]float32{1, 0, 0, 0.5} || mats[0].Alpha != mesh.AlphaBlend {
		t.Fatalf("red: %+v", mats)
	}
	m := mats[1]
	if m.Color != [4]float32{0.5, 0.5, 0.5, 1} || m.Alpha != mesh.AlphaOpaque || m.Image == nil || m.Image.URI != "wood.png" || m.Image.Line != 9 || m.Image.Col != 27 || m.Wrap {
		t.Fatalf("tex: %+v %+v", m, m.Image)
	}
	for _, c := range []struct{ src, want string }{
		{"Kd 1 1 1\n", "1:1: Kd before the first newmtl"},
		{"newmtl a\nKd 1 x 1\n", "2:6: \"x\" is not a finite number"},
		{"newmtl a\nKd 2 1 1\n", "2:4: Kd component 2 out of range 0..1"},
		{"newmtl a\nfoo 1\n", "2:1: unknown .mtl statement \"foo\""},
		{"newmtl a\nmap_Kd -zz 1 a.png\n", "2:8: unknown map_Kd option \"-zz\""},
		{"# nothing\n", "1:1: no materials"},
	} {
		_, err := mesh.ParseMTL([]byte(c.src))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
}

// materialQuadGLB is quadDoc with a textured material (also a fuzz seed).
func materialQuadGLB(t testing.TB) []byte {
	doc := quadDoc()
	doc.Meshes[0].Primitives[0].Material = gltf.Index(0)
	img, err := modeler.WriteImage(doc, "checker", "image/png", strings.NewReader("png"))
	if err != nil {
		t.Fatal(err)
	}
	doc.Textures = []*gltf.Texture{{Source: gltf.Index(img)}}
	doc.Materials = []*gltf.Material{{AlphaMode: gltf.AlphaBlend,
		PBRMetallicRoughness: &gltf.PBRMetallicRoughness{BaseColorTexture: &gltf.TextureInfo{Index: 0}}}}
	return encodeGLB(t, doc)
}

func TestGLTFMaterials(t *testing.T) {
	if md, err := mesh.ParseGLTF(materialQuadGLB(t), nil); err != nil || len(md.Materials) != 1 || md.Materials[0].Alpha != mesh.AlphaBlend || string(md.Materials[0].Image.Data) != "png" {
		t.Fatalf("blend material: %v %+v", err, md)
	}
	doc := quadDoc()
	doc.Meshes[0].Primitives[0].Material = gltf.Index(0)
	img, err := modeler.WriteImage(doc, "checker", "image/png", strings.NewReader("not really a png"))
	if err != nil {
		t.Fatal(err)
	}
	doc.Images[img].Name = "checker"
	doc.Samplers = []*gltf.Sampler{{MagFilter: gltf.MagNearest, MinFilter: gltf.MinNearest, WrapS: gltf.WrapClampToEdge, WrapT: gltf.WrapClampToEdge}}
	doc.Textures = []*gltf.Texture{{Source: gltf.Index(img), Sampler: gltf.Index(0)}}
	cut := 0.25
	doc.Materials = []*gltf.Material{{Name: "leaf", AlphaMode: gltf.AlphaMask, AlphaCutoff: &cut, DoubleSided: true,
		PBRMetallicRoughness: &gltf.PBRMetallicRoughness{BaseColorFactor: &[4]float64{1, 0.5, 0.25, 1}, BaseColorTexture: &gltf.TextureInfo{Index: 0}}}}
	md, err := mesh.ParseGLTF(encodeGLB(t, doc), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(md.Groups) != 1 || md.Groups[0] != (mesh.Group{Start: 0, Count: 6, Material: 0}) || len(md.Materials) != 1 {
		t.Fatalf("groups %+v materials %+v", md.Groups, md.Materials)
	}
	m := md.Materials[0]
	if m.Name != "leaf" || m.Color != [4]float32{1, 0.5, 0.25, 1} || m.Alpha != mesh.AlphaMask || m.Cutoff != 0.25 || !m.DoubleSided || m.Wrap || m.Filter != 0 {
		t.Fatalf("material %+v", m)
	}
	if m.Image == nil || string(m.Image.Data) != "not really a png" || m.Image.Mime != "image/png" || m.Image.Where != "images[0]" {
		t.Fatalf("image %+v", m.Image)
	}
	// bad input: each names the JSON path
	for _, c := range []struct {
		edit func(d *gltf.Document)
		want string
	}{
		{func(d *gltf.Document) { d.Materials[0].PBRMetallicRoughness.BaseColorTexture.Index = 7 }, "materials[0].pbrMetallicRoughness.baseColorTexture.index: texture 7 out of range"},
		{func(d *gltf.Document) { d.Meshes[0].Primitives[0].Material = gltf.Index(3) }, "meshes[0].primitives[0].material: 3 out of range"},
		{func(d *gltf.Document) { d.Textures[0].Source = gltf.Index(9) }, "textures[0].source: image 9 out of range"},
		{func(d *gltf.Document) { d.Textures[0].Sampler = gltf.Index(2) }, "textures[0].sampler: 2 out of range"},
		{func(d *gltf.Document) { d.Images[0].BufferView = nil; d.Images[0].URI = "http://x/y.png" }, "images[0].uri: \"http://x/y.png\" is not a file inside the workspace"},
		{func(d *gltf.Document) { d.Images[0].BufferView = gltf.Index(40) }, "images[0].bufferView: 40 out of range"},
	} {
		d := quadDocWithMaterial(t, doc)
		c.edit(d)
		_, err := mesh.ParseGLTF(encodeGLB(t, d), nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %s", err, c.want)
		}
	}
}

// quadDocWithMaterial is a copy of doc (encoded and decoded again) for one edit.
func quadDocWithMaterial(t *testing.T, doc *gltf.Document) *gltf.Document {
	var d gltf.Document
	if err := gltf.NewDecoder(bytes.NewReader(encodeGLB(t, doc))).Decode(&d); err != nil {
		t.Fatal(err)
	}
	return &d
}
