package workspaces

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
)

// writeWS writes files (slash paths) into a fresh folder.
func writeWS(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func loadErrs(t *testing.T, dir string) Errors {
	t.Helper()
	_, err := Load(dir)
	if err == nil {
		t.Fatal("expected errors, got none")
	}
	var errs Errors
	if !errors.As(err, &errs) {
		t.Fatalf("error is not Errors: %v", err)
	}
	return errs
}

func hasDiag(errs Errors, want string) bool {
	for _, d := range errs {
		if strings.Contains(d.String(), want) {
			return true
		}
	}
	return false
}

const minimalScene = `
[[meshes]]
vertices = [
  { position = [0, 0, 0] },
  { position = [1, 0, 0] },
  { position = [0, 1, 0] },
]
`

func TestLoadMinimal(t *testing.T) {
	dir := writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": minimalScene})
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if ws.Machine.Name != "standard" || len(ws.Scene.Meshes) != 1 || ws.Options.Width != 512 {
		t.Errorf("defaults: %+v", ws)
	}
	if n := ws.Scene.Meshes[0].Vertices[0].Normal; n.Len() < 0.99 {
		t.Errorf("normal not computed: %v", n)
	}
}

func TestLoadReportsEveryProblemWithPositions(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "name = \"x\"\ntasks = [\"tasks.toml\"]\n\n[machine]\npreset = \"clasroom\"\n\n[scheduler]\npolicy = \"wait\"\n",
		"scene.toml":     minimalScene + "\n[[materials]]\nname = \"m\"\nshadng = \"flat\"\n\n[[meshes]]\nfile = \"bunny.obj\"\nmaterial = \"n\"\n",
		"tasks.toml":     "[[kernels]]\nname = \"k\"\ncycles_per_thread = 10\n\n[[tasks]]\nname = \"t\"\nkernel = \"kk\"\ngrid = 0\n",
	})
	errs := loadErrs(t, dir)
	for _, want := range []string{
		`workspace.toml:5:10: machine.preset: unknown preset "clasroom"; did you mean "classroom"?`,
		`workspace.toml:8:10: scheduler.policy: unknown value "wait"`,
		`scene.toml:11:1: unknown key "shadng" in [materials[0]]; did you mean "shading"?`,
		`scene.toml:14:8: meshes[1].file: file "bunny.obj" not found in the workspace`,
		`tasks.toml:7:10: tasks[0].kernel: no kernel named "kk"; did you mean "k"?`,
		`tasks.toml:8:8: tasks[0].grid: dimension 1 is 0, want 1..`,
	} {
		if !hasDiag(errs, want) {
			t.Errorf("missing %q in\n%v", want, errs)
		}
	}
}

func TestLoadPositionsInSubtables(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "tasks = ['t.toml']\n[machine.per_sm]\nctas = 0\n",
		"scene.toml":     minimalScene + "[meshes.state]\ncull = 'bak'\n",
		"t.toml":         "[[kernels]]\nname = 'k'\ncycles_per_thread = 5\n[[tasks]]\nname = 'a'\nkernel = 'k'\n[tasks.launch]\nchildren = ['b']\nat = 2.0\n",
	})
	errs := loadErrs(t, dir)
	want := []string{
		"workspace.toml:3:8: machine: per-SM ctas must be in 1..1024, got 0",
		`scene.toml:9:8: meshes[0].state.cull: unknown value "bak"; did you mean "back"?`,
		`t.toml:8:13: tasks[0].launch.children[0]: no task named "b" (defined: a)`,
		"t.toml:9:6: tasks[0].launch.at: 2 out of range 0..1",
	}
	if len(errs) != len(want) {
		t.Fatalf("got %d problems:\n%v", len(errs), errs)
	}
	for i, w := range want {
		if !strings.HasPrefix(errs[i].String(), w) {
			t.Errorf("problem %d:\n got %s\nwant %s", i, errs[i], w)
		}
	}
}

func TestLoadGraphicsMustFitTheMachine(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "[machine]\npreset = 'tiny'\n[graphics]\nfragment_registers = 64\n",
		"scene.toml":     "[[viewports]]\nwidth = 64\ntile_size = 32\n",
	})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, `workspace.toml:3:1: graphics: fragment CTAs of viewport "viewport1" (1024 threads`) {
		t.Errorf("%v", errs)
	}
}

func TestLoadPathsStayInside(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.obj"), []byte("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"), 0o644)
	for _, ref := range []string{"../secret.obj", "/etc/passwd.obj", `..\\secret.obj`, "a/../../secret.obj", "C:/x.obj"} {
		dir := writeWS(t, map[string]string{
			"workspace.toml": "",
			"scene.toml":     "[[meshes]]\nfile = '" + ref + "'\n",
		})
		errs := loadErrs(t, dir)
		if !hasDiag(errs, "scene.toml:2:8: meshes[0].file: path") {
			t.Errorf("%s: %v", ref, errs)
		}
	}
	// a symbolic link pointing outside the workspace is refused
	dir := writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": "[[meshes]]\nfile = 'link.obj'\n"})
	if err := os.Symlink(filepath.Join(outside, "secret.obj"), filepath.Join(dir, "link.obj")); err != nil {
		t.Skip("no symlinks")
	}
	errs := loadErrs(t, dir)
	if !hasDiag(errs, "scene.toml:2:8: meshes[0].file") {
		t.Errorf("symlink escape: %v", errs)
	}
	// and so is workspace.toml itself being a link outside
	dir2 := t.TempDir()
	os.WriteFile(filepath.Join(outside, "workspace.toml"), nil, 0o644)
	os.Symlink(filepath.Join(outside, "workspace.toml"), filepath.Join(dir2, "workspace.toml"))
	if _, err := Load(dir2); err == nil {
		t.Error("workspace.toml symlink escape loaded")
	}
}

func TestLoadLimits(t *testing.T) {
	big := strings.Repeat("# padding padding padding padding padding padding\n", MaxTextFileSize/50+10)
	dir := writeWS(t, map[string]string{"workspace.toml": big})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, "larger than the") {
		t.Errorf("size limit: %v", errs)
	}
	dir = writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": "[[viewports]]\nwidth = 8192\n"})
	errs = loadErrs(t, dir)
	if !hasDiag(errs, "scene.toml:2:9: viewports[0]: 8192x8192 is more than 16777216 pixels (limit)") {
		t.Errorf("viewport limit: %v", errs)
	}
	// too many triangles: per OBJ file, and for the scene as a whole
	faces := strings.Repeat("f 1 2 3\n", 150000)
	dir = writeWS(t, map[string]string{"workspace.toml": "",
		"scene.toml": "[[meshes]]\nfile = 'a.obj'\n[[meshes]]\nfile = 'a.obj'\n",
		"a.obj":      "v 0 0 0\nv 1 0 0\nv 0 1 0\n" + faces,
		"b.obj":      "v 0 0 0\nv 1 0 0\nv 0 1 0\n" + faces + faces,
	})
	errs = loadErrs(t, dir)
	if !hasDiag(errs, "scene.toml:3:1: meshes[1]: the scene has more than 262144 triangles (limit)") {
		t.Errorf("scene triangle limit: %v", errs)
	}
	os.WriteFile(filepath.Join(dir, "scene.toml"), []byte("[[meshes]]\nfile = 'b.obj'\n"), 0o644)
	errs = loadErrs(t, dir)
	if !hasDiag(errs, "b.obj:262148:1: more than 262144 triangles") {
		t.Errorf("file triangle limit: %v", errs)
	}
}

func TestLoadOBJErrorsPointIntoTheOBJ(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "",
		"scene.toml":     "[[meshes]]\nfile = 'm.obj'\n",
		"m.obj":          "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\nf 1 2 9\n",
	})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, "m.obj:5:7: vertex index 9 out of range (3 defined so far)") {
		t.Errorf("%v", errs)
	}
}

func TestLoadMissingFolderAndFile(t *testing.T) {
	if _, err := Load(filepath.Join(t.TempDir(), "nope")); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing folder: %v", err)
	}
	errs := loadErrs(t, t.TempDir())
	if !hasDiag(errs, "no workspace.toml") {
		t.Errorf("%v", errs)
	}
}

func TestLoadDuplicatesAcrossTaskFiles(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "tasks = ['a.toml', 'b.toml']\n",
		"scene.toml":     minimalScene,
		"a.toml":         "[[kernels]]\nname = 'k'\ncycles_per_thread = 5\n",
		"b.toml":         "[[kernels]]\nname = 'k'\ncycles_per_thread = 5\n\n[[tasks]]\nname = 't'\nkernel = 'k'\nstream = 'main'\n",
	})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, `b.toml:2:8: kernels[0].name: a kernel named "k" is already defined at a.toml:1:1`) {
		t.Errorf("%v", errs)
	}
	if !hasDiag(errs, `b.toml:8:10: tasks[0].stream: no stream named "main" (none are defined)`) {
		t.Errorf("%v", errs)
	}
}

func TestLoadFSOnExample(t *testing.T) {
	sub, err := ExampleFS("streams")
	if err != nil {
		t.Fatal(err)
	}
	ws, err := LoadFS(sub, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(ws.Workload.Streams) != 2 || len(ws.Workload.Tasks) != 5 {
		t.Errorf("%+v", ws.Workload)
	}
}

// The hierarchy and fixed-width evaluation keys: good values load into the
// render options, bad ones are errors at the key.
func TestLoadHierarchyAndEdgeBits(t *testing.T) {
	dir := writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": minimalScene +
		"\n[[viewports]]\nwidth = 128\nlevels = [128, 64, 32]\nhierarchy = true\nedge_bits = 40\nedge_eval = 'unnormalized'\n"})
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if o := ws.Options; len(o.Hierarchy) != 3 || o.EdgeBits != 40 || o.EdgeEval != render.EvalUnnormalized {
		t.Fatalf("options %+v", o)
	}
	for _, c := range []struct{ viewport, want string }{
		{"width = 128\nhierarchy = true\n", "scene.toml:3:13: viewports[0].hierarchy: a hierarchical render needs levels"},
		{"width = 128\nlevels = [128, 64]\nhierarchy = true\nsamples = 4\n", "viewports[0].hierarchy: hierarchy: the hierarchical pass works with one sample"},
		{"width = 128\nedge_bits = 36\n", "scene.toml:3:13: viewports[0]: edge bits 36: want 32, 40, 48 or 0"},
		{"width = 128\nedge_bits = 32\nedge_eval = 'sloppy'\n", `scene.toml:4:13: viewports[0].edge_eval: unknown value "sloppy" (want one of: unnormalized, normalized, normalized-sticky)`},
		{"width = 128\nedge_eval = 'normalized'\n", "viewports[0].edge_eval: set edge_bits"},
	} {
		dir := writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": "[[viewports]]\n" + c.viewport})
		errs := loadErrs(t, dir)
		if !hasDiag(errs, c.want) {
			t.Errorf("%q: errors %v, want one containing %q", c.viewport, errs, c.want)
		}
	}
}

// The degenerate key: absent is the hardware's "cull", "rasterize" loads,
// a misspelling is an error at the key.
func TestLoadDegenerateKey(t *testing.T) {
	for _, c := range []struct {
		viewport string
		want     render.DegenerateMode
	}{
		{"width = 64\nconservative = true\n", render.DegenerateCull},
		{"width = 64\nconservative = true\ndegenerate = 'cull'\n", render.DegenerateCull},
		{"width = 64\nconservative = true\ndegenerate = 'rasterize'\n", render.DegenerateRasterize},
	} {
		dir := writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": minimalScene + "\n[[viewports]]\n" + c.viewport})
		ws, err := Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		if ws.Options.Degenerate != c.want {
			t.Errorf("%q: degenerate %v, want %v", c.viewport, ws.Options.Degenerate, c.want)
		}
	}
	dir := writeWS(t, map[string]string{"workspace.toml": "", "scene.toml": "[[viewports]]\nwidth = 64\ndegenerate = 'rasterise'\n"})
	errs := loadErrs(t, dir)
	if want := "scene.toml:3:14: viewports[0].degenerate: unknown value \"rasterise\"; did you mean \"rasterize\"?"; !hasDiag(errs, want) {
		t.Errorf("errors %v, want %q", errs, want)
	}
}

// A kernel's CTA that fits an SM only without its cache split is reported
// at the task's file:line:col by the loader, beside the workspace's other
// problems. The loader's own copy of the fit rule ignored the split: the
// problem surfaced only from the scheduler's check, which runs once every
// other problem is fixed.
func TestCTAFitHonoursCacheSplitAtFileLineCol(t *testing.T) {
	tasks := "[[kernels]]\nname = \"k\"\ncycles_per_thread = 10\nregisters = 16\nblock = [64]\nshared_mem = 30000\ncache_split = \"prefer-l1\"\n" +
		"[[tasks]]\nname = \"t\"\nkernel = \"k\"\ngrid = [1]\n" +
		"[[tasks]]\nname = \"u\"\nkernel = \"nope\"\ngrid = [1]\n"
	ws := runtimeWS("tasks = [\"tasks.toml\"]\n", "tasks.toml", tasks)
	ws["workspace.toml"].Data = []byte("name = \"t\"\nscene = \"scene.toml\"\ntasks = [\"tasks.toml\"]\n")
	_, err := LoadFS(ws, ".")
	if err == nil {
		t.Fatal("loaded")
	}
	for _, want := range []string{`tasks.toml:14:10: tasks[1].kernel: no kernel named "nope"`,
		`tasks.toml:10:10: tasks[0]: a CTA needs 30000 shared memory but an SM of "standard" has only 24576 with cache split prefer-l1`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("errors lack %q:\n%v", want, err)
		}
	}
}

// TestShareZeroIsBestEffortNotUnset (issue 35, defect 2): share = 0 in
// tasks.toml (and on a stream) is best effort, distinct from no share key
// (unset). Before the fix both read as 0, unset.
func TestShareZeroIsBestEffortNotUnset(t *testing.T) {
	tasks := "[[kernels]]\nname = \"k\"\ncycles_per_thread = 10\nregisters = 16\nblock = [64]\n" +
		"[[streams]]\nname = \"s\"\nshare = 0\n" +
		"[[tasks]]\nname = \"be\"\nkernel = \"k\"\ngrid = [1]\nshare = 0\n" +
		"[[tasks]]\nname = \"unset\"\nkernel = \"k\"\ngrid = [1]\n" +
		"[[tasks]]\nname = \"in\"\nkernel = \"k\"\ngrid = [1]\nstream = \"s\"\n"
	fs := runtimeWS("tasks = [\"tasks.toml\"]\n", "tasks.toml", tasks)
	fs["workspace.toml"].Data = []byte("name = \"t\"\nscene = \"scene.toml\"\ntasks = [\"tasks.toml\"]\n")
	ws, err := LoadFS(fs, ".")
	if err != nil {
		t.Fatal(err)
	}
	if s := ws.Workload.Tasks[0].Share; s != scheduler.ShareBestEffort {
		t.Errorf("share = 0 reads as %d, want ShareBestEffort", s)
	}
	if s := ws.Workload.Tasks[1].Share; s != 0 {
		t.Errorf("no share key reads as %d, want 0 (unset)", s)
	}
	if s := ws.Workload.Streams[0].Share; s != scheduler.ShareBestEffort {
		t.Errorf("a stream's share = 0 reads as %d, want ShareBestEffort", s)
	}
}
