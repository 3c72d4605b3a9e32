package workspaces

import (
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

// TestExamplesMeasureCanBind: no embedded example carries a warning that
// its utilization measure cannot bind (docs/partitioning.md).
func TestExamplesMeasureCanBind(t *testing.T) {
	for _, name := range Examples() {
		ws, err := LoadExample(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range ws.Warnings {
			t.Errorf("%s: %s", name, d)
		}
	}
}

// TestLoadDispatchRateAndSIMDs: [machine] dispatch_rate, dispatch_per and
// per_sm.simds reach the machine; bad values are located errors; the simd
// measure is a utilization choice.
func TestLoadDispatchRateAndSIMDs(t *testing.T) {
	dir := writeWS(t, map[string]string{"scene.toml": minimalScene, "workspace.toml": `
[machine]
preset = "tiny"
dispatch_rate = 0.25
dispatch_per = "sm"
[machine.per_sm]
simds = 2
[scheduler]
partition = "share-save"
utilization = "simd"
`})
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := ws.Machine
	if m.DispatchRate != 0.25 || !m.DispatchPerSM || m.SIMDs() != 2 || ws.SchedOptions.Partition.Measure != scheduler.MeasureSIMD {
		t.Errorf("machine %+v, measure %v", m, ws.SchedOptions.Partition.Measure)
	}
	bad := writeWS(t, map[string]string{"scene.toml": minimalScene, "workspace.toml": `
[machine]
preset = "tiny"
dispatch_rate = -1
dispatch_per = "cluster"
[machine.per_sm]
simds = 64
`})
	errs := loadErrs(t, bad)
	for _, want := range []string{"workspace.toml:4:17: machine: dispatch_rate must be 0 (no limit) or in 10^-6..10^6", `workspace.toml:5:16: machine.dispatch_per: unknown value "cluster"`,
		"workspace.toml:7:9: machine: per-SM simds must be in 0..per-SM warps (16), got 64"} {
		if !hasDiag(errs, want) {
			t.Errorf("errors %v lack %q", errs, want)
		}
	}
}
