package workspaces

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/qmuntal/gltf"
	"github.com/qmuntal/gltf/modeler"

	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// quadDoc is a unit quad (two triangles) under a node translated by +2 in x.
func quadDoc() *gltf.Document {
	doc := gltf.NewDocument()
	pos := modeler.WritePosition(doc, [][3]float32{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}})
	nrm := modeler.WriteNormal(doc, [][3]float32{{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}})
	uv := modeler.WriteTextureCoord(doc, [][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 1}})
	idx := modeler.WriteIndices(doc, []uint16{0, 1, 2, 0, 2, 3})
	doc.Meshes = []*gltf.Mesh{{Name: "quad", Primitives: []*gltf.Primitive{{
		Indices:    gltf.Index(idx),
		Attributes: gltf.PrimitiveAttributes{gltf.POSITION: pos, gltf.NORMAL: nrm, gltf.TEXCOORD_0: uv},
	}}}}
	doc.Nodes = []*gltf.Node{{Name: "n", Mesh: gltf.Index(0), Translation: [3]float64{2, 0, 0},
		Rotation: gltf.DefaultRotation, Scale: gltf.DefaultScale, Matrix: gltf.DefaultMatrix}}
	doc.Scenes = []*gltf.Scene{{Nodes: []int{0}}}
	doc.Scene = gltf.Index(0)
	return doc
}

func encodeGLB(t testing.TB, doc *gltf.Document) []byte {
	var buf bytes.Buffer
	if err := gltf.NewEncoder(&buf).Encode(doc); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestGLTFBinaryAndJSON(t *testing.T) {
	glb := encodeGLB(t, quadDoc())
	md, err := mesh.ParseGLTF(glb, nil)
	if err != nil {
		t.Fatal(err)
	}
	if md.Triangles() != 2 || len(md.Positions) != 4 || md.Positions[1][0] != 3 || md.Normals[0][2] != 1 || md.UVs[2] != [2]float32{1, 1} {
		t.Fatalf("glb mesh %+v", md)
	}
	// JSON with an external buffer inside the workspace
	doc := quadDoc()
	doc.Buffers[0].URI = "quad.bin"
	js, _ := json.Marshal(doc)
	dir := writeWS(t, map[string]string{
		"workspace.toml":   "",
		"scene.toml":       "[[meshes]]\nfile = 'models/quad.gltf'\n",
		"models/quad.gltf": string(js),
		"models/quad.bin":  string(doc.Buffers[0].Data),
	})
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws.Scene.Meshes[0].Indices) != 6 {
		t.Fatalf("mesh %+v", ws.Scene.Meshes[0])
	}
	if strings.Join(ws.Files, ",") != "workspace.toml,scene.toml,models/quad.gltf,models/quad.bin" {
		t.Errorf("files %v (the external buffer must be watched)", ws.Files)
	}
	// a buffer outside the workspace is refused
	doc.Buffers[0].URI = "../../secret.bin"
	js, _ = json.Marshal(doc)
	os.WriteFile(filepath.Join(dir, "models/quad.gltf"), js, 0o644)
	errs := loadErrs(t, dir)
	if !hasDiag(errs, "scene.toml:2:8: meshes[0].file: models/quad.gltf: glTF") {
		t.Errorf("escape: %v", errs)
	}
}

func TestGLTFHostileCounts(t *testing.T) {
	doc := quadDoc()
	doc.Accessors[0].Count = 1 << 30 // claims a billion positions
	if _, err := mesh.ParseGLTF(encodeGLB(t, doc), nil); err == nil || !strings.Contains(err.Error(), "count") {
		t.Fatalf("huge count: %v", err)
	}
	doc = quadDoc()
	doc.Nodes[0].Children = []int{0} // a cycle
	if _, err := mesh.ParseGLTF(encodeGLB(t, doc), nil); err == nil {
		t.Fatal("node cycle accepted")
	}
	glb := encodeGLB(t, quadDoc())
	for _, cut := range []int{3, 12, 20, 40, len(glb) / 2, len(glb) - 1} {
		if _, err := mesh.ParseGLTF(glb[:cut], nil); err == nil {
			t.Errorf("truncated at %d accepted", cut)
		}
	}
}
