package cli

import (
	"bytes"
	"encoding/json"
	"github.com/ppuwb/ppuwb/run"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDevicesCommand: the human table, --json with devices and matching
// scores, --help, bad usage (2) and a bad workspace (1).
func TestDevicesCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"devices", "runtime"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	for _, want := range []string{"ppu2", "raytracing", "luma  require [fp64]", "ppu    score 0  lacks fp64", "→ logical device 2: cpu"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if rc := Run([]string{"devices", "--json", "runtime"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	var j run.DevicesReport
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if len(j.Devices) != 3 || j.Devices[1].Caps.Type != "cpu" || j.Devices[1].Units != 4 || len(j.Matches) != 6 {
		t.Fatalf("json %+v", j)
	}
	if m := j.Matches[2]; m.Kernel != "luma" || m.Scores[1].Score != 1 || m.Scores[0].Qualifies {
		t.Fatalf("luma match %+v", m)
	}
	out.Reset()
	if rc := Run([]string{"devices", "--help"}, &out, &errb); rc != 0 || !strings.Contains(errb.String(), "usage: ppuwb devices") {
		t.Fatalf("--help rc %d: %s", rc, errb.String())
	}
	if rc := Run([]string{"devices", "a", "b"}, &out, &errb); rc != 2 {
		t.Fatalf("two workspaces: rc %d", rc)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "workspace.toml"), []byte("[runtime]\ncpu_cores = -1\n"), 0o644)
	errb.Reset()
	if rc := Run([]string{"devices", dir}, &out, &errb); rc != 1 || !strings.Contains(errb.String(), "workspace.toml:2:13: runtime.cpu_cores") {
		t.Fatalf("bad workspace rc %d: %s", rc, errb.String())
	}
}

// TestSimulateRuntimeJSON: simulate --json carries devices, matches,
// decisions with reasons, events and the compile cache.
func TestSimulateRuntimeJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"simulate", "runtime", "--json"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	var j struct {
		Runtime struct {
			Devices []any `json:"devices"`
			Matches []any `json:"matches"`
			Queue   struct {
				Events    []map[string]any `json:"events"`
				Decisions []map[string]any `json:"decisions"`
			} `json:"queue"`
			Cache    map[string]int `json:"compile_cache"`
			Critical []string       `json:"critical_path"`
		} `json:"runtime"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	rt := j.Runtime
	if strings.Join(rt.Critical, ",") != "avg,expose,brightness" {
		t.Fatalf("critical path %v", rt.Critical)
	}
	if len(rt.Devices) != 3 || len(rt.Matches) != 6 || len(rt.Queue.Events) != 7 || rt.Cache["misses"] == 0 {
		t.Fatalf("runtime json %+v", rt)
	}
	revisited := false
	for _, d := range rt.Queue.Decisions {
		if d["fallback"] == false && strings.Contains(d["reason"].(string), "threshold 50%") && strings.Contains(d["reason"].(string), "revisited at") {
			revisited = true
		}
	}
	if !revisited {
		t.Fatalf("no revisited CPU placement with its reason: %v", rt.Queue.Decisions)
	}
}

// TestSimulateRuntimeTrace: the Chrome trace has CPU cores as threads
// beside the SMs, the runtime's instances as slices (on every core for a
// CPU instance) and flows from an event to the instance it releases.
func TestSimulateRuntimeTrace(t *testing.T) {
	var out, errb bytes.Buffer
	path := filepath.Join(t.TempDir(), "t.json")
	if rc := Run([]string{"simulate", "runtime", "--trace", path}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatalf("trace is not JSON: %v", err)
	}
	threads := map[string]bool{}
	cpuSlices, flows, sm := 0, 0, false
	for _, e := range tr.TraceEvents {
		if e["name"] == "thread_name" {
			n := e["args"].(map[string]any)["name"].(string)
			threads[n] = true
			sm = sm || n == "SM 0"
		}
		if e["ph"] == "X" && e["name"] == "brightness" && e["cat"] == "runtime" {
			cpuSlices++ // brightness needs fp64: only the CPU runs it
		}
		if e["ph"] == "s" && e["name"] == "event" {
			flows++
		}
	}
	if !sm || !threads["cpu core 0"] || !threads["cpu core 3"] || !threads["ppu · runtime"] {
		t.Fatalf("threads %v", threads)
	}
	if cpuSlices != 4 || flows != 5 {
		t.Fatalf("brightness slices %d (want one per CPU core), flows %d (expose←avg, brightness←expose, hist←expose, and soften←expose for each of its two parts)", cpuSlices, flows)
	}
}
