package workspaces

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/scheduler"
)

func TestRuntimeExampleCorrectsExposureFromTheAverageColour(t *testing.T) {
	r := executeExample(t, "runtime")
	ws := r.Workspace
	rt := r.Runtime
	if rt == nil {
		t.Fatal("no runtime result")
	}
	// The child task meant for the PPU fell back to the CPU: graphics were busy.
	var d scheduler.HostDecision
	for _, x := range rt.Plan.Decisions {
		if x.Instance == "avg" {
			d = x
		}
	}
	if d.Device != "cpu" || !d.Fallback || d.GraphicsPct <= 50 {
		t.Fatalf("avg decision %+v", d)
	}
	// The framebuffer at the end is the corrected image: brighter than rendered.
	frame, _, err := FrameWorkload(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	sum := func(pix []uint8) (s int) {
		for i, v := range pix {
			if i%4 != 3 {
				s += int(v)
			}
		}
		return
	}
	if sum(r.Frame.Color.Pix) <= sum(frame.Color.Pix)*2 {
		t.Fatalf("exposure did not brighten the frame: %d vs %d", sum(r.Frame.Color.Pix), sum(frame.Color.Pix))
	}
	var avg, expose, bright bool
	for _, run := range rt.Runs {
		switch run.Instance {
		case "avg":
			avg = len(run.Output.Value) == 3 && run.Output.Value[0] > 0
		case "expose":
			expose = run.Params["gain"] > 1
		case "brightness":
			bright = run.Device == "cpu" && run.Compiled // fp64 is required: only the CPU qualifies
		}
	}
	if !avg || !expose || !bright {
		t.Fatalf("runs %+v", rt.Runs)
	}
	// Same workspace, same timeline and pixels.
	r2, _ := Execute(context.Background(), ws)
	if string(r2.Frame.Color.Pix) != string(r.Frame.Color.Pix) || r2.Runtime.Plan.Makespan != rt.Plan.Makespan {
		t.Fatal("runtime run is not deterministic")
	}
}

func runtimeWS(rt string, extra ...string) fstest.MapFS {
	fs := fstest.MapFS{
		"workspace.toml": {Data: []byte("name = \"t\"\nscene = \"scene.toml\"\n" + rt)},
		"scene.toml":     {Data: []byte("[[viewports]]\nname = \"main\"\nwidth = 16\nheight = 16\n")},
	}
	for i := 0; i+1 < len(extra); i += 2 {
		fs[extra[i]] = &fstest.MapFile{Data: []byte(extra[i+1])}
	}
	return fs
}

func TestRuntimeBadInputIsReportedAtFileLineCol(t *testing.T) {
	cases := []struct {
		ws   fstest.MapFS
		want string
	}{
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource = \"[r, g * q, b]\"\n"), `workspace.toml:6:19: kernel "k": unknown name q`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource = \"\"\"\n[r,\n  g * q, b]\"\"\"\n"), `workspace.toml:8:7: kernel "k": unknown name q`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource_file = \"k.expr\"\n", "k.expr", "[r,\n g +, b]"), `k.expr:2:`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average-colour\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\ndevice = \"gpu9\"\n"), `workspace.toml:10:10: runtime.instances[0].device: unknown device "gpu9"`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average\"\n"), `unknown built-in kernel "average"`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\nrequire = [\"local_mem\"]\n"), `workspace.toml:7:12: runtime.kernels[0].require[0]: capability "local_mem" is a number`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\nslowdown = 0\n"), `workspace.toml:10:12: runtime.instances[0].slowdown: 0 is outside 1..10000`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\nsplit = true\ndevice = \"cpu\"\n"), `runtime.instances[0].split: a split instance runs on every qualifying device`},
		{runtimeWS("[runtime]\ncpu_cores = 0\n"), `workspace.toml:4:13: runtime.cpu_cores: 0 is outside 1..1024`},
		{runtimeWS("[runtime]\n[[runtime.instances]]\nname = \"a\"\nkernel = \"k\"\nwait = [\"zz\"]\n"), `runtime.instances[0].wait[0]: unknown instance "zz"`},
	}
	for i, c := range cases {
		_, err := LoadFS(c.ws, ".")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("case %d: got %v\nwant %s", i, err, c.want)
		}
	}
}

func TestRuntimeCyclesAndUnsatisfiableAreClearErrors(t *testing.T) {
	k := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average-colour\"\n"
	cyc := k + "[[runtime.instances]]\nname = \"a\"\nkernel = \"k\"\nwait = [\"b\"]\n[[runtime.instances]]\nname = \"b\"\nkernel = \"k\"\nwait = [\"a\"]\n"
	// A wait cycle is found when the workspace loads, at the wait that
	// closes it (it was found only at run time, without a position).
	if _, err := LoadFS(runtimeWS(cyc), "."); err == nil || !strings.Contains(err.Error(), "workspace.toml:14:9: runtime.instances[1].wait[0]: a wait cycle: a waits on b waits on a") {
		t.Fatalf("cycle: %v", err)
	}
	uns := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average-colour\"\nrequire = [\"raytracing\"]\n[[runtime.instances]]\nname = \"a\"\nkernel = \"k\"\n"
	ws, err := LoadFS(runtimeWS(uns), ".")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Execute(context.Background(), ws); err == nil || !strings.Contains(err.Error(), "ppu lacks raytracing; cpu lacks raytracing") {
		t.Fatalf("unsatisfiable: %v", err)
	}
}
