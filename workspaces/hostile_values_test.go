package workspaces

import (
	"fmt"
	"strings"
	"testing"
)

// Nonsense values are refused at their place with their range; before,
// they were accepted (dispatch_rate 1e-16 livelocked, submit_at 2^63-1 gave
// a negative makespan, width 0 became 512, per_sm ctas 4e9 ran 250× slower)
// or reported without a line (more than 4096 streams).
func TestHostileValuesAreRefusedWithTheirRange(t *testing.T) {
	const tasks = "[[kernels]]\nname = \"k\"\ncycles_per_thread = 10\nregisters = 16\nblock = [32]\n\n[[tasks]]\nname = \"t\"\nkernel = \"k\"\ngrid = [1]\n"
	var streams strings.Builder
	for i := range 4100 {
		fmt.Fprintf(&streams, "[[streams]]\nname = \"s%d\"\n", i)
	}
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"dispatch_rate", map[string]string{"workspace.toml": "[machine]\ndispatch_rate = 1e-16\n"},
			"workspace.toml:2:17: machine: dispatch_rate must be 0 (no limit) or in 10^-6..10^6 CTAs per cycle, got 1e-16"},
		{"per_sm ctas", map[string]string{"workspace.toml": "[machine.per_sm]\nctas = 4000000000\n"},
			"workspace.toml:2:8: machine: per-SM ctas must be in 1..1024, got 4000000000"},
		{"per_sm warps", map[string]string{"workspace.toml": "[machine.per_sm]\nwarps = 1000000000\n"},
			"workspace.toml:2:9: machine: per-SM warps must be in 1..4096, got 1000000000"},
		{"task submit_at", map[string]string{"workspace.toml": "tasks = [\"tasks.toml\"]\n", "tasks.toml": tasks + "submit_at = 9223372036854775807\n"},
			"tasks.toml:11:13: tasks[0].submit_at: 9223372036854775807 is out of range 0..1125899906842624 cycles (the limit on virtual time)"},
		{"graphics submit_at", map[string]string{"workspace.toml": "[graphics]\nsubmit_at = 9223372036854775807\n"},
			"workspace.toml:2:13: graphics.submit_at: 9223372036854775807 is out of range"},
		{"viewport width 0", map[string]string{"workspace.toml": "", "scene.toml": minimalScene + "\n[[viewports]]\nwidth = 0\n"},
			"scene.toml:10:9: viewports[0].width: 0 is out of range 1..16384"},
		{"streams", map[string]string{"workspace.toml": "tasks = [\"tasks.toml\"]\n", "tasks.toml": streams.String()},
			"tasks.toml:8193:1: streams[4096]: more than 4096 streams (the limit on streams)"},
	} {
		if c.files["scene.toml"] == "" {
			c.files["scene.toml"] = minimalScene
		}
		errs := loadErrs(t, writeWS(t, c.files))
		if !hasDiag(errs, c.want) {
			t.Errorf("%s: want %q in\n%v", c.name, c.want, errs)
		}
	}
}

// Devices × kernels is bounded where the kernels are declared: 4000 of
// each (668 KB) ran out of memory building the table of matches.
func TestHostileDevicesTimesKernels(t *testing.T) {
	var b strings.Builder
	b.WriteString("[runtime]\n")
	for i := range 4000 {
		fmt.Fprintf(&b, "[[runtime.devices]]\nname = \"d%d\"\n", i)
	}
	for i := range 4000 {
		fmt.Fprintf(&b, "[[runtime.kernels]]\nname = \"k%d\"\nsource = \"v\"\ndomain = \"buffer\"\n", i)
	}
	errs := loadErrs(t, writeWS(t, map[string]string{"workspace.toml": b.String(), "scene.toml": minimalScene}))
	if !hasDiag(errs, "workspace.toml:8262:1: runtime.kernels[65]: 4002 devices × 4000 kernels is more than 262144 device-kernel pairs (the limit on capability matching)") {
		t.Errorf("%v", errs)
	}
}
