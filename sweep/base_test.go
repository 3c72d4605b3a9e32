package sweep

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/workspaces"
)

// baseDir makes a copy of example in dir/name and returns its path.
func baseDir(t *testing.T, dir, name, example string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := workspaces.CreateFromExample(example, p); err != nil {
		t.Fatal(err)
	}
	return p
}

func loadSpec(t *testing.T, dir, text string) *Spec {
	t.Helper()
	p := filepath.Join(dir, "spec.toml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func keys(m map[string][]byte) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// The sweep copies the files the base workspace references and nothing
// else: an unreferenced file beside them is never read (before, every file
// of the folder was read before the 256 MiB cap was checked).
func TestBaseReadsOnlyReferencedFiles(t *testing.T) {
	dir := t.TempDir()
	base := baseDir(t, dir, "base", "showcase")
	os.WriteFile(filepath.Join(base, "notes.bin"), make([]byte, 1<<20), 0o644)
	os.MkdirAll(filepath.Join(base, "old"), 0o755)
	os.WriteFile(filepath.Join(base, "old", "scene.toml"), []byte("junk ="), 0o644)
	s := loadSpec(t, dir, "workspace = \"base\"\ncommand = \"render\"\n[params]\n\"scheduler.seed\" = [1]\n")
	sw, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := keys(sw.Base.Files), "checker.png gem.glb scene.toml tasks.toml torus.obj workspace.toml"; got != want {
		t.Fatalf("the sweep copies %s, want %s", got, want)
	}
}

// Case 5: an unreferenced 6 GB sparse file in the base folder (check
// passes) is not read: the sweep loads in far less memory than the file.
func TestHostileSparseFileInBase(t *testing.T) {
	dir := t.TempDir()
	base := baseDir(t, dir, "base", "partitioning")
	f, err := os.Create(filepath.Join(base, "huge.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(6 << 30); err != nil {
		f.Close()
		t.Skip("no sparse files here:", err)
	}
	f.Close()
	s := loadSpec(t, dir, "workspace = \"base\"\ncommand = \"simulate\"\n[params]\npolicy = [\"share-save\"]\n")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	within(t, 10e9, "sparse", func() {
		if _, err := New(s); err != nil {
			t.Fatal(err)
		}
	})
	runtime.ReadMemStats(&after)
	if d := after.TotalAlloc - before.TotalAlloc; d > 256<<20 {
		t.Fatalf("loading the base allocated %d MiB", d>>20)
	}
	// A referenced file over the sweep's 256 MiB is refused by its size,
	// before it is read.
	os.Rename(filepath.Join(base, "huge.bin"), filepath.Join(base, "tasks.toml"))
	if _, err := New(s); err == nil || !strings.Contains(err.Error(), "tasks.toml") {
		t.Fatalf("a 6 GB tasks.toml: err = %v", err)
	}
}

// Case 7: a base workspace whose scene lies outside it is refused by the
// loader's rules, located in its workspace.toml, and a point setting scene
// outside is refused at the spec's location; nothing outside the sweep's
// temporary copy is ever written.
func TestHostileBaseReferencesOutside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir) // the sweep's copies: dir/ppuwb-sweep-*/W/base
	victim := filepath.Join(dir, "victim.toml")
	os.WriteFile(victim, []byte("keep = true\n"), 0o644)
	inner := filepath.Join(dir, "x")
	base := baseDir(t, inner, "base", "partitioning")
	ws := filepath.Join(base, "workspace.toml")
	src, _ := os.ReadFile(ws)
	// from a worker's copy, ../../../victim.toml is dir/victim.toml
	os.WriteFile(ws, []byte(strings.Replace(string(src), `scene = "scene.toml"`, `scene = "../../../victim.toml"`, 1)), 0o644)
	run := func(context.Context, string) ([]byte, error) { return []byte("{}"), nil }
	s := loadSpec(t, inner, "workspace = \"base\"\ncommand = \"simulate\"\n[[points]]\nscene = \"scene.toml\"\n\"scene.clear\" = [1, 0, 0]\n")
	sw, err := New(s)
	if err == nil || !strings.Contains(err.Error(), ws+":7:") || !strings.Contains(err.Error(), "leaves the workspace") {
		t.Errorf("err = %v, want %s:7: located", err, ws)
	}
	if sw != nil {
		sw.Run(context.Background(), run, 0, 1, 1, nil)
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep = true\n" {
		t.Fatalf("the file outside was written: %q", b)
	}
	// A sound base, and points that set scene outside.
	os.WriteFile(ws, src, 0o644)
	s = loadSpec(t, inner, "workspace = \"base\"\ncommand = \"simulate\"\n[[points]]\nscene = \"../../../victim.toml\"\n\"scene.clear\" = [1, 0, 0]\n")
	sw, err = New(s)
	if err == nil || !strings.Contains(err.Error(), "spec.toml:4:") {
		t.Errorf("err = %v, want spec.toml:4: located", err)
	}
	if sw != nil {
		sw.Run(context.Background(), run, 0, 1, 1, nil)
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep = true\n" {
		t.Fatalf("the file outside was written: %q", b)
	}
}

// A broken base workspace.toml is reported file:line:col, as everywhere,
// not as "toml: line 20" inside a message.
func TestHostileBrokenBase(t *testing.T) {
	dir := t.TempDir()
	base := baseDir(t, dir, "base", "partitioning")
	ws := filepath.Join(base, "workspace.toml")
	src, _ := os.ReadFile(ws)
	os.WriteFile(ws, append(src, []byte("\n[scheduler\n")...), 0o644)
	s := loadSpec(t, dir, "workspace = \"base\"\ncommand = \"simulate\"\n[params]\npolicy = [\"share-save\"]\n")
	_, err := New(s)
	if err == nil || !strings.HasPrefix(err.Error(), ws+":") || strings.Contains(err.Error(), "toml: line") {
		t.Fatalf("err = %v, want %s:LINE:COL: …", err, ws)
	}
}

// A file a swept value references (a second scene) is read when the value
// is checked and copied with the base, though the base does not name it.
func TestSweptValuesBringTheirFiles(t *testing.T) {
	dir := t.TempDir()
	base := baseDir(t, dir, "base", "partitioning")
	scene, _ := os.ReadFile(filepath.Join(base, "scene.toml"))
	os.WriteFile(filepath.Join(base, "other.toml"), scene, 0o644)
	os.WriteFile(filepath.Join(base, "unused.toml"), scene, 0o644)
	s := loadSpec(t, dir, "workspace = \"base\"\ncommand = \"simulate\"\n[params]\nscene = [\"scene.toml\", \"other.toml\"]\n")
	sw, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := sw.Base.Files["other.toml"]; !ok {
		t.Fatalf("other.toml is not copied: %s", keys(sw.Base.Files))
	}
	if _, ok := sw.Base.Files["unused.toml"]; ok {
		t.Fatal("unused.toml was read")
	}
	var seen []string
	rows, err := sw.Run(context.Background(), func(_ context.Context, d string) ([]byte, error) {
		ws, err := workspaces.Load(d)
		if err != nil {
			return nil, err
		}
		seen = append(seen, ws.Files[1])
		return []byte("{}"), nil
	}, 0, 2, 1, nil)
	if err != nil || rows[0].Err != "" || rows[1].Err != "" || strings.Join(seen, " ") != "scene.toml other.toml" {
		t.Fatalf("rows %+v, %v; the points loaded %v", rows, err, seen)
	}
}
