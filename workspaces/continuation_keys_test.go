package workspaces

import (
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

const dsTasks = `[[kernels]]
name = "k"
cycles_per_thread = 100

[[streams]]
name = "ds"

[[tasks]]
name = "p"
kernel = "k"
launch = { children = ["c"] }

[[tasks]]
name = "c"
kernel = "k"
stream = "ds"

[[tasks]]
name = "h"
kernel = "k"
stream = "ds"
`

// A stream named by a child template and a host task is reported at the
// child's stream key.
func TestLoadDeviceStreamMixedWithHostTask(t *testing.T) {
	dir := writeWS(t, map[string]string{"workspace.toml": `tasks = ["tasks.toml"]`, "scene.toml": minimalScene,
		"tasks.toml": dsTasks})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, `tasks.toml:16:10: `) || !hasDiag(errs, `also holds host task "h"`) {
		t.Fatalf("errors: %v", errs)
	}
}

// Bad values of the scheduler's variant keys are reported at their
// file:line:col; good ones reach the scheduler options.
func TestLoadSchedulerVariantKeys(t *testing.T) {
	dir := writeWS(t, map[string]string{"scene.toml": minimalScene,
		"workspace.toml": "[scheduler]\ncounting = \"per-kid\"\nmembar = \"fixed\"\nqueue = \"per-block\"\n"})
	errs := loadErrs(t, dir)
	for _, want := range []string{
		`workspace.toml:2:12: scheduler.counting: unknown value "per-kid"; did you mean "per-child"?`,
		`workspace.toml:3:10: scheduler.membar: unknown value "fixed" (want one of: delay, counted)`,
		`workspace.toml:4:9: scheduler.queue: unknown value "per-block" (want one of: per-grid, per-cta)`,
	} {
		if !hasDiag(errs, want) {
			t.Errorf("missing %q in %v", want, errs)
		}
	}
	dir = writeWS(t, map[string]string{"scene.toml": minimalScene,
		"workspace.toml": "[scheduler]\ncounting = \"per-child\"\nmembar = \"counted\"\nqueue = \"per-cta\"\n"})
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if ws.SchedOptions.Counting != scheduler.CountPerChild || ws.SchedOptions.Membar != scheduler.MembarCounted ||
		ws.SchedOptions.Queue != scheduler.QueuePerCTA {
		t.Fatalf("options %+v", ws.SchedOptions)
	}
}
