package workspaces

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
)

func TestExamplesValidate(t *testing.T) {
	names := Examples()
	for _, want := range []string{"showcase", "snapping", "continuations", "streams"} {
		found := false
		for _, n := range names {
			found = found || n == want
		}
		if !found {
			t.Errorf("example %q missing from %v", want, names)
		}
	}
	for _, n := range names {
		ws, err := LoadExample(n)
		if err != nil {
			t.Errorf("example %s: %v", n, err)
			continue
		}
		if ws.Description == "" || ws.Name == "" {
			t.Errorf("example %s: no name or description", n)
		}
		if err := ws.Options.Validate(); err != nil {
			t.Errorf("example %s: options: %v", n, err)
		}
		if len(ws.Levels) == 0 || ws.Levels[0] != ws.Options.Width {
			t.Errorf("example %s: levels %v", n, ws.Levels)
		}
		if ws.Files[0] != WorkspaceFile {
			t.Errorf("example %s: files %v", n, ws.Files)
		}
	}
}

func TestDefaultShowcase(t *testing.T) {
	ws, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if ws.Machine.Name != "classroom" || ws.Machine.SMs != 4 {
		t.Errorf("machine %+v", ws.Machine)
	}
	if len(ws.Scene.Meshes) != 3 || ws.Scene.Meshes[0].Name != "torus" || ws.Scene.Meshes[1].Name != "gem" {
		t.Fatalf("meshes %+v", ws.Scene.Meshes)
	}
	if n := len(ws.Scene.Meshes[0].Indices); n != 32*16*2*3 {
		t.Errorf("torus has %d indices", n)
	}
	if n := len(ws.Scene.Meshes[1].Indices); n != 80*3 {
		t.Errorf("gem has %d indices", n)
	}
	// the OBJ and the glTF wind counter-clockwise seen from outside: face
	// normals agree with vertex normals (back faces are culled)
	for _, m := range ws.Scene.Meshes[:2] {
		agree := 0
		for i := 0; i < len(m.Indices); i += 3 {
			a, b, c := m.Vertices[m.Indices[i]], m.Vertices[m.Indices[i+1]], m.Vertices[m.Indices[i+2]]
			fn := b.Position.Sub(a.Position).Cross(c.Position.Sub(a.Position))
			if fn.Dot(a.Normal) > 0 {
				agree++
			}
		}
		if agree != len(m.Indices)/3 {
			t.Errorf("%s: %d of %d triangles wound counter-clockwise", m.Name, agree, len(m.Indices)/3)
		}
	}
	if m := ws.Scene.Materials[2]; m.Texture == nil || m.Shading != render.Textured {
		t.Errorf("floor material %+v", m)
	}
	if len(ws.Workload.Tasks) != 2 || ws.Workload.Tasks[0].Launch == nil || ws.Workload.Tasks[0].Launch.ContinuationKernel != "integrate" {
		t.Errorf("tasks %+v", ws.Workload.Tasks)
	}
	if ws.SchedOptions.Dispatch != scheduler.DispatchPriority {
		t.Errorf("dispatch %v", ws.SchedOptions.Dispatch)
	}
	want := "workspace.toml,scene.toml,checker.png,torus.obj,gem.glb,tasks.toml"
	if got := strings.Join(ws.Files, ","); got != want {
		t.Errorf("files %s, want %s", got, want)
	}
}

func TestSnappingExample(t *testing.T) {
	ws, err := LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	if ws.Viewport != "consistent" || ws.Options.Snap != render.SnapConsistent || ws.Scene.Camera.Projection != render.PixelOrtho {
		t.Errorf("viewport %s %+v camera %+v", ws.Viewport, ws.Options, ws.Scene.Camera)
	}
	fixed, err := ws.WithViewport("fixed")
	if err != nil {
		t.Fatal(err)
	}
	if fixed.Options.Snap != render.SnapFixed || len(fixed.Levels) != 4 {
		t.Errorf("fixed %+v %v", fixed.Options, fixed.Levels)
	}
	if ws.Options.Snap != render.SnapConsistent {
		t.Error("WithViewport modified the original")
	}
}

func TestCreateFromExample(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ws")
	if err := CreateFromExample("showcase", dir); err != nil {
		t.Fatal(err)
	}
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if ws.Name != "Showcase" {
		t.Errorf("name %q", ws.Name)
	}
	// refuses to overwrite, and writes nothing at all
	if err := os.WriteFile(filepath.Join(dir, "scene.toml"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, "tasks.toml"))
	err = CreateFromExample("showcase", dir)
	if err == nil || !strings.Contains(err.Error(), "scene.toml") {
		t.Fatalf("want overwrite refusal, got %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "tasks.toml")); err == nil {
		t.Error("tasks.toml was written despite the refusal")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "scene.toml")); string(b) != "mine" {
		t.Error("scene.toml overwritten")
	}
	if err := CreateFromExample("nope", t.TempDir()); err == nil || !strings.Contains(err.Error(), "showcase") {
		t.Errorf("unknown example: %v", err)
	}
}
