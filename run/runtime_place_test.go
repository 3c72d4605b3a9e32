package run

import (
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// runtimeWith is the runtime example with extra TOML appended to its
// workspace.toml.
func runtimeWith(t *testing.T, extra string) *Run {
	t.Helper()
	ws, err := workspaces.LoadFS(withFile(t, "runtime", "workspace.toml", func(s string) string { return s + extra }), ".")
	if err != nil {
		t.Fatal(err)
	}
	return executeWS(t, ws)
}

func decisionOf(t *testing.T, r *Run, name string) scheduler.HostDecision {
	t.Helper()
	for _, d := range r.Runtime.Plan.Decisions {
		if d.Instance == name {
			return d
		}
	}
	t.Fatalf("no decision for %s", name)
	return scheduler.HostDecision{}
}

// TestPlacementFollowsMatchingScore (issue 36, item 2): kernel dbl prefers
// fp64, image and raytracing; ppu scores 1 (lacks fp64), cpu 2 and gpx 3,
// so its logical device is gpx, and instance hi runs there. Before, hi ran
// on the CPU: "earliest predicted completion (cpu at 2172, gpx at 2321)".
func TestPlacementFollowsMatchingScore(t *testing.T) {
	r := runtimeWith(t, `
[[runtime.devices]]
name = "gpx"
vendor = "other"
sms = 2
fp64 = true
capabilities = ["raytracing"]

[[runtime.kernels]]
name = "dbl"
source = "v * 2"
domain = "buffer"
prefer = ["fp64", "image", "raytracing"]

[[runtime.instances]]
name = "hi"
kernel = "dbl"
buffer = [1, 2, 3, 4]
`)
	for _, m := range r.Runtime.Matches {
		if m.Kernel == "dbl" && strings.Join(m.Devices, ",") != "gpx" {
			t.Fatalf("dbl's logical device in `devices`: %v, want gpx", m.Devices)
		}
	}
	d := decisionOf(t, r, "hi")
	if d.Device != "gpx" || strings.Join(d.Logical, ",") != "gpx" || len(d.Predictions) != 1 {
		t.Fatalf("hi on %s within %v: %s", d.Device, d.Logical, d.Reason)
	}
	t.Logf("hi: %s (predicted end %d)", d.Reason, d.Predicted)
	if !strings.Contains(d.Reason, "logical device gpx") {
		t.Errorf("hi's reason does not name its logical device: %s", d.Reason)
	}
}

// TestCompileCacheKeyedBySourceAndTarget (issue 36, item 3): two kernels
// of the same source on the same target share one online compile: the
// first instance to run pays it, the second hits the cache and is charged
// nothing. Before, expose2 (kernel exposure2, the same source as exposure)
// was reported "compiled online (cache hit)" and still charged 3,160.
func TestCompileCacheKeyedBySourceAndTarget(t *testing.T) {
	r := runtimeWith(t, `
[[runtime.kernels]]
name = "exposure2"
builtin = "exposure"
require = ["image"]

[[runtime.instances]]
name = "expose2"
kernel = "exposure2"
device = "ppu"
wait = ["expose"]
params = ["gain = 1"]
output = "frame"
`)
	compile := map[string]int64{}
	for _, e := range r.Runtime.Plan.Events {
		compile[e.Instance] += e.Compile
	}
	hit := false
	for _, x := range r.Runtime.Runs {
		if x.Instance == "expose2" {
			hit = x.CacheHit
		}
	}
	if compile["expose"] == 0 || compile["expose2"] != 0 || !hit {
		t.Fatalf("compile charged: expose %d, expose2 %d (cache hit %v); want expose only", compile["expose"], compile["expose2"], hit)
	}
}

// TestRuntimeRunIsItsSMInterval (issue 35, defect 8): an instance's run on
// the machine's PPU is the interval its CTAs were on the SMs. Before, avg
// ran 3,868..4,088 while its CTAs were on the SMs from 3,768.
func TestRuntimeRunIsItsSMInterval(t *testing.T) {
	r := executeExample(t, "runtime")
	n := 0
	split := map[string]bool{}
	for _, d := range r.Runtime.Plan.Decisions {
		split[d.Instance] = len(d.Split) > 0
	}
	for _, e := range r.Runtime.Plan.Events {
		if !e.OnSMs {
			continue
		}
		n++
		if e.Start != e.SMStart || (!split[e.Instance] && e.End != e.SMEnd) {
			t.Errorf("%s: run %d..%d, on the SMs %d..%d", e.Instance, e.Start, e.End, e.SMStart, e.SMEnd)
		}
	}
	if n == 0 {
		t.Fatal("no instance ran on the SMs")
	}
}
