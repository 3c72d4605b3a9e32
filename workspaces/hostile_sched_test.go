package workspaces

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

// time_slice = 1 on two 5000-operation streams: the step log, quadratic in
// a stream's length, ran out of memory; it now stops at its bound with a
// clean error well within memory.
func TestHostileTimeSliceStepLog(t *testing.T) {
	dir := copyExample(t, "replay")
	ws := `scene = "scene.toml"
tasks = ["tasks.toml"]
[machine]
preset = "standard"
[commands]
replay = "trace"
trace_nodes = 16
overflow = "save"
time_slice = 1
[[commands.contexts]]
name = "a"
stream = "a.cmd"
[[commands.contexts]]
name = "b"
stream = "b.cmd"
`
	var ops strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&ops, "set r%d = %d\n", i%50, i)
	}
	for name, data := range map[string]string{"workspace.toml": ws, "a.cmd": ops.String(), "b.cmd": ops.String()} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = scheduler.Run(context.Background(), w.Machine, w.Workload, w.SchedOptions)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("past the bound %d", scheduler.MaxCPSteps)) {
		t.Fatalf("err %v", err)
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > 1<<30 {
		t.Errorf("allocated %d MB", a>>20)
	}
}

// A partitioned run has at most scheduler.MaxTenants tenants, refused at
// the task that makes one too many (memory grew with tenants²: 8000 ran
// out of memory).
func TestHostilePartitionTenants(t *testing.T) {
	dir := copyExample(t, "partitioning")
	var b strings.Builder
	b.WriteString("[[kernels]]\nname = \"k\"\ncycles_per_thread = 100\nregisters = 32\nblock = [128]\n")
	for i := range 8000 {
		fmt.Fprintf(&b, "\n[[tasks]]\nname = \"t%d\"\nkernel = \"k\"\ngrid = [2]\nshare = 10\nsubmit_at = %d\n", i, i*10)
	}
	if err := os.WriteFile(filepath.Join(dir, "tasks.toml"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	errs := loadErrs(t, dir)
	want := fmt.Sprintf("tasks.toml:%d:1: task \"t1024\": is partition tenant 1025, more than 1024 (the limit on tenants", 7+1024*7)
	if !hasDiag(errs, want) {
		t.Errorf("want %q in %v", want, errs)
	}
}
