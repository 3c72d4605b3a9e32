package run

import (
	"context"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/workspaces"
)

// The runtime-contexts example: the PPU is v2 and the kernel "tone" ships
// PPU v1 and CPU v1 executables. On the PPU it is compiled online (compile
// cycles charged to the first instance, the second hits the cache); the
// CPU would run the shipped executable at its declared cost.
func TestDeclaredExecutablesSelection(t *testing.T) {
	r := executeExample(t, "runtime-contexts")
	rt := r.Runtime
	runs := map[string]hostrt.RunRecord{}
	for _, x := range rt.Runs {
		runs[x.Instance] = x
	}
	if x := runs["expose"]; x.Device != "ppu" || !x.Compiled || x.CacheHit || !strings.Contains(x.Executable, "no executable for ppu v2 (only ppu v1 exists): compiled online") {
		t.Fatalf("expose: %+v, want an online compile for ppu v2", x)
	}
	if x := runs["expose2"]; !x.CacheHit {
		t.Fatalf("expose2: %+v, want the cached compile", x)
	}
	compile := map[string]int64{}
	for _, e := range rt.Plan.Events {
		compile[e.Instance] = e.Compile
	}
	var tone *hostrt.KernelMatch
	for i := range rt.Matches {
		if rt.Matches[i].Kernel == "tone" {
			tone = &rt.Matches[i]
		}
	}
	if tone == nil || len(tone.Executables) != 2 {
		t.Fatalf("tone's executables per device: %+v", tone)
	}
	ppu, cpu := tone.Executables[0], tone.Executables[1]
	if ppu.Device != "ppu" || ppu.Compile == 0 || compile["expose"] != ppu.Compile || compile["expose2"] != 0 {
		t.Fatalf("ppu choice %+v; compile charged expose %d, expose2 %d: want the compile once", ppu, compile["expose"], compile["expose2"])
	}
	if cpu.Device != "cpu" || cpu.Compile != 0 || cpu.Reason != "executable for cpu v1 (shipped, 24 ops per item)" {
		t.Fatalf("cpu choice %+v, want the shipped cpu v1 executable", cpu)
	}
	// a PPU v1 runs the shipped PPU executable: nothing compiled
	ws, err := workspaces.LoadFS(withFile(t, "runtime-contexts", "workspace.toml", func(s string) string {
		return strings.Replace(s, "ppu_version = 2", "ppu_version = 1", 1)
	}), ".")
	if err != nil {
		t.Fatal(err)
	}
	r1 := executeWS(t, ws)
	for _, x := range r1.Runtime.Runs {
		if x.Instance == "expose" && (x.Compiled || x.Executable != "executable for ppu v1 (shipped, 10 ops per item)") {
			t.Fatalf("on a PPU v1 expose ran %+v, want the shipped executable", x)
		}
	}
}

// Two contexts own their queues, kernels and buffers; the last release
// frees what each owns, and the record shows it.
func TestContextsOwnAndFree(t *testing.T) {
	r := executeExample(t, "runtime-contexts")
	cs := r.Runtime.Contexts
	if len(cs) != 2 || cs[0].Name != "render" || cs[1].Name != "analysis" {
		t.Fatalf("contexts %+v", cs)
	}
	if !slices.Equal(cs[1].Devices, []string{"cpu"}) {
		t.Fatalf("analysis devices %v", cs[1].Devices)
	}
	want := []string{"queue analysis", "kernel average", "kernel prefix", "kernel double", "buffer scan", "buffer twice"}
	if !slices.Equal(cs[1].Owned, want) || !slices.Equal(cs[1].Freed, want) {
		t.Fatalf("analysis owned %v freed %v, want %v both", cs[1].Owned, cs[1].Freed, want)
	}
	if !slices.Equal(cs[0].Queue, []string{"expose", "expose2"}) || cs[0].ReleasedAfter != "expose2" {
		t.Fatalf("render queue %v released after %q", cs[0].Queue, cs[0].ReleasedAfter)
	}
	for _, c := range cs {
		if last := c.History[len(c.History)-1]; !strings.HasPrefix(last, "release (last): context freed with queue "+c.Name) {
			t.Fatalf("%s history ends %q", c.Name, last)
		}
	}
	// an analysis instance runs only on the analysis context's devices
	for _, e := range r.Runtime.Plan.Events {
		if (e.Instance == "mean" || e.Instance == "scan" || e.Instance == "twice") && e.Device != "cpu" {
			t.Fatalf("%s ran on %s, outside its context", e.Instance, e.Device)
		}
		// an instance reading another's buffer has that buffer's items
		if e.Instance == "twice" && e.Items != 4 {
			t.Fatalf("twice (input = scan, 4 elements) planned with %d items", e.Items)
		}
	}
}

// Using another context's buffer or kernel, a device outside the context,
// or an unknown context is an error at its place in workspace.toml.
func TestContextErrorsAreLocated(t *testing.T) {
	for _, c := range []struct{ edit, want string }{
		{"[[runtime.instances]]\nname = \"steal\"\nkernel = \"tone\"\ncontext = \"render\"\ninput = \"scan\"\n", `.input: the buffer of "scan" belongs to context analysis, not to this instance's context render`},
		{"[[runtime.instances]]\nname = \"mix\"\nkernel = \"prefix\"\ncontext = \"render\"\nbuffer = [1]\n", `.kernel: kernel "prefix" belongs to context analysis, not to this instance's context render`},
		{"[[runtime.instances]]\nname = \"far\"\nkernel = \"average\"\ncontext = \"analysis\"\ndevice = \"ppu\"\n", `.device: "ppu" is not one of context analysis's devices (cpu)`},
		{"[[runtime.instances]]\nname = \"lost\"\nkernel = \"average\"\ncontext = \"nowhere\"\n", `.context: unknown context "nowhere" (contexts: render, analysis)`},
	} {
		fsys := withFile(t, "runtime-contexts", "workspace.toml", func(s string) string { return s + "\n" + c.edit })
		_, err := workspaces.LoadFS(fsys, ".")
		if err == nil || !strings.Contains(err.Error(), "workspace.toml:") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error = %v, want a located %q", err, c.want)
		}
	}
}

// withFile returns an example's files with one file edited.
func withFile(t *testing.T, ex, name string, edit func(string) string) fs.FS {
	t.Helper()
	base := example(t, ex)
	data, err := fs.ReadFile(base, name)
	if err != nil {
		t.Fatal(err)
	}
	return layers{fstest.MapFS{name: &fstest.MapFile{Data: []byte(edit(string(data)))}}, base}
}

func executeWS(t *testing.T, ws *workspaces.Workspace) *Run {
	t.Helper()
	r, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
