package workspaces

import "testing"

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
