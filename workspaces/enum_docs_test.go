package workspaces

import (
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
)

// enumKeys are the keys whose values are an enum's spellings, with the
// names the loader accepts for them (the enums' own lists).
var enumKeys = []struct {
	key   string
	names []string
}{
	{"scheduler.policy", scheduler.PolicyNames.List()},
	{"scheduler.dispatch", scheduler.DispatchNames.List()},
	{"scheduler.counting", scheduler.CountingNames.List()},
	{"scheduler.membar", scheduler.MembarModeNames.List()},
	{"scheduler.queue", scheduler.QueueGranularityNames.List()},
	{"scheduler.partition", scheduler.PartitionPolicyNames.List()},
	{"scheduler.utilization", scheduler.MeasureNames.List()},
	{"commands.replay", scheduler.ReplayModeNames.List()},
	{"commands.preemption", scheduler.PreemptLevelNames.List()},
	{"tasks[].reduce", scheduler.ReductionNames.List()},
	{"kernels[].cache_split", scheduler.CacheSplitNames.List()},
	{"cameras[].projection", render.ProjectionNames.List()},
	{"viewports[].snap", render.SnapModeNames.List()},
	{"viewports[].degenerate", render.DegenerateNames.List()},
	{"viewports[].edge_eval", render.EdgeEvaluatorNames.List()},
	{"state.depth_func", render.DepthFuncNames.List()},
	{"state.blend", render.BlendModeNames.List()},
	{"state.cull", render.CullModeNames.List()},
	{"state.front_face", render.WindingNames.List()},
	{"materials[].shading", render.ShadingNames.List()},
	{"materials[].filter", render.FilterNames.List()},
	{"materials[].mag_filter", render.FilterNames[:render.Trilinear].List()},
	{"meshes[].topology", render.TopologyNames.List()},
	{"runtime.kernels[].reduce", hostrt.ReduceNames.List()},
	{"runtime.kernels[].domain", hostrt.DomainNames.List()},
	{"runtime.kernels[].executables[].type", []string{device.TypePPU, device.TypeCPU}},
	{"machine.dispatch_per", device.DispatchScopeNames.List()},
	{"commands.overflow", scheduler.OverflowModeNames.List()},
}

// valueRE finds a documented value in a key's description: a spelling in
// backquotes (quoted or not) followed by what ends an item of a list.
var valueRE = regexp.MustCompile("`\"?([a-z][a-z0-9-]*)\"?`(?:,| or|;| \\(|\\.| \\||$)")

// TestEnumKeysDocumented fails when the values docs/formats.md documents
// for a key and the names its parser accepts differ: every name must be
// documented in the key's row, every value listed there must be a name,
// and the default must be one (unless there is none, or the key is
// required).
func TestEnumKeysDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/formats.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		if k, rest, ok := strings.Cut(line, "` |"); ok && strings.HasPrefix(k, "| `") {
			if _, seen := rows[k[3:]]; !seen {
				rows[k[3:]] = rest
			}
		}
	}
	for _, e := range enumKeys {
		row, ok := rows[e.key]
		if !ok {
			t.Errorf("docs/formats.md has no row for `%s`", e.key)
			continue
		}
		cells := strings.Split(row, " | ")
		if len(cells) < 3 {
			t.Errorf("%s: row %q has no default and description", e.key, row)
			continue
		}
		def, desc := strings.Trim(strings.TrimSpace(cells[1]), "`\""), strings.Join(cells[2:], " | ")
		for _, n := range e.names {
			if !strings.Contains(desc, "`"+n+"`") && !strings.Contains(desc, "`\""+n+"\"`") {
				t.Errorf("%s: the parser accepts %q, the documentation does not list it", e.key, n)
			}
		}
		for _, m := range valueRE.FindAllStringSubmatch(desc, -1) {
			if !slices.Contains(e.names, m[1]) && !strings.Contains(e.key, m[1]) {
				t.Errorf("%s: the documentation lists %q, the parser does not accept it (names: %s)", e.key, m[1], strings.Join(e.names, ", "))
			}
		}
		if !strings.Contains(def, " ") && def != "none" && def != "required" && !slices.Contains(e.names, def) {
			t.Errorf("%s: the documented default %q is not one of the names", e.key, def)
		}
	}
}

// The keys whose spellings were once literals in the loader (overflow,
// dispatch_per, and a runtime kernel's domain and reduce) read the enums'
// own names: a good value reaches its field, a bad one is reported at its
// file:line:col with the valid values.
func TestLoadEnumKeysFromNames(t *testing.T) {
	replay := func(line string) fstest.MapFS {
		m := fstest.MapFS{}
		sub, err := ExampleFS("replay")
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"workspace.toml", "scene.toml", "tasks.toml", "app.cmd", "ui.cmd"} {
			data, err := fs.ReadFile(sub, name)
			if err != nil {
				t.Fatal(err)
			}
			if name == "workspace.toml" {
				data = []byte(strings.Replace(string(data), "overflow = \"error\"", line, 1))
				data = []byte(strings.Replace(string(data), "preset = \"standard\"", "preset = \"standard\"\ndispatch_per = \"sm\"", 1))
			}
			m[name] = &fstest.MapFile{Data: data}
		}
		return m
	}
	ws, err := LoadFS(replay(`overflow = "save"`), ".")
	if err != nil {
		t.Fatal(err)
	}
	if !ws.Workload.Commands.OverflowSave || !ws.Machine.DispatchPerSM {
		t.Errorf("overflow = save, dispatch_per = sm: OverflowSave %v, DispatchPerSM %v", ws.Workload.Commands.OverflowSave, ws.Machine.DispatchPerSM)
	}
	_, err = LoadFS(replay(`overflow = "spill"`), ".")
	if want := `workspace.toml:22:12: commands.overflow: unknown value "spill" (want one of: error, save)`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %s", err, want)
	}
	fsys := runtimeWS("[machine]\ndispatch_per = \"cluster\"\n[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource = \"v\"\ndomain = \"pixels\"\nreduce = \"average\"\n")
	_, err = LoadFS(fsys, ".")
	for _, want := range []string{
		`workspace.toml:4:16: machine.dispatch_per: unknown value "cluster" (want one of: machine, sm)`,
		`workspace.toml:9:10: runtime.kernels[0].domain: unknown value "pixels" (want one of: image, buffer)`,
		`workspace.toml:10:10: runtime.kernels[0].reduce: unknown value "average" (want one of: none, sum, mean, min, max, histogram, scan)`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %s", err, want)
		}
	}
	ws, err = LoadFS(runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource = \"v * 2\"\ndomain = \"buffer\"\nreduce = \"scan\"\n"), ".")
	if err != nil {
		t.Fatal(err)
	}
	if k := ws.Runtime.Kernels[0]; k.Domain != hostrt.DomainBuffer || k.Reduce != hostrt.ReduceScan {
		t.Errorf("domain = buffer, reduce = scan: %v, %v", k.Domain, k.Reduce)
	}
}
