package run

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

func TestRuntimeExampleCorrectsExposureFromTheAverageColour(t *testing.T) {
	r := executeExample(t, "runtime")
	ws := r.Workspace
	rt := r.Runtime
	if rt == nil {
		t.Fatal("no runtime result")
	}
	// The child task meant for the PPU arrived while graphics were busy, so
	// the CPU took it; when the fragment tiles left the PPU (at 1468, 40 %)
	// the placement was revisited: the PPU, taking it then, finishes long
	// before the CPU would (issue 24, defect 9).
	var d scheduler.HostDecision
	for _, x := range rt.Plan.Decisions {
		if x.Instance == "avg" {
			d = x
		}
	}
	if d.Device != "ppu" || d.Fallback || d.GraphicsPct <= 50 || !strings.Contains(d.Reason, "revisited at 1468") {
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

func TestRuntimeCyclesAndUnsatisfiableAreClearErrors(t *testing.T) {
	k := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average-colour\"\n"
	cyc := k + "[[runtime.instances]]\nname = \"a\"\nkernel = \"k\"\nwait = [\"b\"]\n[[runtime.instances]]\nname = \"b\"\nkernel = \"k\"\nwait = [\"a\"]\n"
	load := func(rt string) *workspaces.Workspace {
		ws, err := workspaces.LoadFS(fstest.MapFS{
			"workspace.toml": {Data: []byte("name = \"t\"\nscene = \"scene.toml\"\n" + rt)},
			"scene.toml":     {Data: []byte("[[viewports]]\nname = \"main\"\nwidth = 16\nheight = 16\n")},
		}, ".")
		if err != nil {
			t.Fatal(err)
		}
		return ws
	}
	// A wait cycle is found when the workspace loads, at the wait that
	// closes it (it was found only at run time, without a position).
	if _, err := workspaces.LoadFS(fstest.MapFS{
		"workspace.toml": {Data: []byte("name = \"t\"\nscene = \"scene.toml\"\n" + cyc)},
		"scene.toml":     {Data: []byte("[[viewports]]\nname = \"main\"\nwidth = 16\nheight = 16\n")},
	}, "."); err == nil || !strings.Contains(err.Error(), "workspace.toml:14:9: runtime.instances[1].wait[0]: a wait cycle: a waits on b waits on a") {
		t.Fatalf("cycle: %v", err)
	}
	uns := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average-colour\"\nrequire = [\"raytracing\"]\n[[runtime.instances]]\nname = \"a\"\nkernel = \"k\"\n"
	if _, err := Execute(context.Background(), load(uns)); err == nil || !strings.Contains(err.Error(), "ppu lacks raytracing; cpu lacks raytracing") {
		t.Fatalf("unsatisfiable: %v", err)
	}
}
