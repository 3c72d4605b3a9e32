package workspaces

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// glbOf builds a GLB from a JSON chunk and a BIN chunk, lengths as given.
func glbOf(js string, bin []byte) []byte {
	for len(js)%4 != 0 {
		js += " "
	}
	out := make([]byte, 12, 12+8+len(js)+8+len(bin))
	copy(out, "glTF")
	binary.LittleEndian.PutUint32(out[4:], 2)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(js)))
	out = append(out, "JSON"...)
	out = append(out, js...)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(bin)))
	out = append(out, "BIN\x00"...)
	out = append(out, bin...)
	binary.LittleEndian.PutUint32(out[8:], uint32(len(out)))
	return out
}

// A GLB whose buffers[0].byteLength is 2^40+36 (the decoder compared it
// with the chunk length truncated to 32 bits and allocated a terabyte: a
// fatal out-of-memory error in an 888-byte file) is refused before the
// decoder runs.
func TestHostileGLBBufferLength(t *testing.T) {
	js := `{"asset":{"version":"2.0"},"buffers":[{"byteLength":1099511627812}],"bufferViews":[{"buffer":0,"byteLength":36}],` +
		`"accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3"}],"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}]}`
	glb := glbOf(js, make([]byte, 800))
	_, err := mesh.ParseGLTF(glb, nil)
	if err == nil || !strings.Contains(err.Error(), "buffers[0].byteLength 1099511627812 out of range") {
		t.Fatalf("err %v", err)
	}
	glb = glbOf(strings.Replace(js, "1099511627812", "4096", 1), make([]byte, 800))
	if _, err := mesh.ParseGLTF(glb, nil); err == nil || !strings.Contains(err.Error(), "more than the 800 bytes of the GLB's BIN chunk") {
		t.Fatalf("err %v", err)
	}
}

// Unknown component types and primitive modes are refused (the decoder
// read them as FLOAT and TRIANGLES).
func TestHostileGLTFEnums(t *testing.T) {
	doc := quadDoc()
	js, _ := json.Marshal(doc)
	var m map[string]any
	json.Unmarshal(js, &m)
	m["accessors"].([]any)[0].(map[string]any)["componentType"] = 5130
	bad, _ := json.Marshal(m)
	if _, err := mesh.ParseGLTF(bad, nil); err == nil || !strings.Contains(err.Error(), "accessors[0].componentType 5130 is not one of") {
		t.Errorf("componentType: err %v", err)
	}
	json.Unmarshal(js, &m)
	m["meshes"].([]any)[0].(map[string]any)["primitives"].([]any)[0].(map[string]any)["mode"] = 99
	bad, _ = json.Marshal(m)
	if _, err := mesh.ParseGLTF(bad, nil); err == nil || !strings.Contains(err.Error(), "meshes[0].primitives[0].mode 99 out of range 0..6") {
		t.Errorf("mode: err %v", err)
	}
}

// 80 buffers naming one 31 MiB file read it once (80 reads ran out of
// memory), and the files one glTF names together stay within the mesh
// size limit.
func TestHostileGLTFSharedExternalBuffer(t *testing.T) {
	doc := quadDoc()
	data := doc.Buffers[0].Data
	big := make([]byte, 31<<20)
	copy(big, data)
	var m map[string]any
	js, _ := json.Marshal(doc)
	json.Unmarshal(js, &m)
	var bufs []any
	for range 80 {
		bufs = append(bufs, map[string]any{"uri": "big.bin", "byteLength": len(big)})
	}
	m["buffers"] = bufs
	js, _ = json.Marshal(m)
	dir := writeWS(t, map[string]string{
		"workspace.toml":   "",
		"scene.toml":       "[[meshes]]\nfile = 'models/quad.gltf'\n",
		"models/quad.gltf": string(js),
	})
	if err := os.WriteFile(filepath.Join(dir, "models/big.bin"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	ws, err := Load(dir)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws.Scene.Meshes[0].Indices) != 6 {
		t.Fatalf("mesh %+v", ws.Scene.Meshes[0])
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > 200<<20 {
		t.Errorf("loading allocated %d MB (the 31 MiB file once is enough)", a>>20)
	}
	// Two different files of 31 MiB exceed the total.
	m["buffers"] = []any{bufs[0], map[string]any{"uri": "big2.bin", "byteLength": len(big)}}
	js, _ = json.Marshal(m)
	os.WriteFile(filepath.Join(dir, "models/quad.gltf"), js, 0o644)
	os.WriteFile(filepath.Join(dir, "models/big2.bin"), big, 0o644)
	errs := loadErrs(t, dir)
	if !hasDiag(errs, fmt.Sprintf("the files one glTF references total at most %d bytes", mesh.MaxFileSize)) {
		t.Errorf("total: %v", errs)
	}
}
