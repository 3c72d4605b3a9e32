package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// TestCalibrateH100Anchors: `ppuwb calibrate` on the shared H100 anchors
// (internal/calibrate/testdata/h100) writes the h100 preset, value for
// value, and prints predicted beside measured for every anchor.
func TestCalibrateH100Anchors(t *testing.T) {
	dir := filepath.Join("..", "calibrate", "testdata", "h100")
	preset := filepath.Join(t.TempDir(), "preset.toml")
	var out, errb bytes.Buffer
	args := []string{"calibrate", dir, "--cc", "9.0", "--gpu", "NVIDIA H100 80GB HBM3", "--driver", "580.159.04", "-o", preset}
	if rc := Run(args, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	for _, want := range []string{"the same values as the h100 preset", "== priorities case 2", "== timeslice", "== mps 25/75",
		"5 of 5 figures within the tolerance", "20 of 20 figures within the tolerance", "12 of 12 figures within the tolerance"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	// the written preset, loaded as a workspace's machine, is the h100 preset
	ws := t.TempDir()
	toml, err := os.ReadFile(preset)
	if err != nil {
		t.Fatal(err)
	}
	scene := "[[viewports]]\nname = \"main\"\nwidth = 8\nheight = 8\n"
	if err := os.WriteFile(filepath.Join(ws, "workspace.toml"), toml, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ws, "scene.toml"), []byte(scene), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if rc := Run([]string{"check", "--json", ws}, &out, &errb); rc != 0 {
		t.Fatalf("check of the written preset: rc %d: %s%s", rc, out.String(), errb.String())
	}
	out.Reset()
	if rc := Run([]string{"calibrate", "--json", dir, "--cc", "9.0", "--gpu", "NVIDIA H100 80GB HBM3", "--driver", "580.159.04"}, &out, &errb); rc != 0 {
		t.Fatalf("--json: rc %d: %s", rc, errb.String())
	}
	var j calibrateReport
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	h, _ := device.Preset("h100")
	j.Preset.Name = h.Name
	if j.Preset != h || len(j.VsH100) != 0 || len(j.Anchors) != 7 {
		t.Errorf("json: preset %+v, differs %v, %d anchors", j.Preset, j.VsH100, len(j.Anchors))
	}
}

// TestCalibrateUsage: no directory is a usage error; a directory without
// CSVs, or without device.csv and --cc, a clear error.
func TestCalibrateUsage(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"calibrate"}, &out, &errb); rc != 2 || !strings.Contains(errb.String(), "expected one RESULTS_DIR") {
		t.Errorf("no dir: rc %d: %s", rc, errb.String())
	}
	errb.Reset()
	empty := t.TempDir()
	if rc := Run([]string{"calibrate", empty}, &out, &errb); rc != 1 || !strings.Contains(errb.String(), "no measured CSVs") {
		t.Errorf("empty dir: rc %d: %s", rc, errb.String())
	}
	errb.Reset()
	if rc := Run([]string{"calibrate", filepath.Join("..", "calibrate", "testdata", "h100")}, &out, &errb); rc != 1 || !strings.Contains(errb.String(), "give the compute capability (--cc") {
		t.Errorf("no device.csv: rc %d: %s", rc, errb.String())
	}
	errb.Reset()
	bad := t.TempDir()
	os.WriteFile(filepath.Join(bad, "prio.csv"), []byte("case,kernel,block,sm,start_ns,end_ns\n1,L,0,3,x,5\n"), 0o644)
	if rc := Run([]string{"calibrate", bad}, &out, &errb); rc != 1 || !strings.Contains(errb.String(), "prio.csv:2: field 5") {
		t.Errorf("bad csv: rc %d: %s", rc, errb.String())
	}
}
