package app

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// TestUtilizationAndPoliciesViews: opening the wavefronts example fills the
// Utilization view (values at t name both tasks and their allotments) and
// the Policies view (one row per policy); switching the policy from the
// window reruns without touching the files.
func TestUtilizationAndPoliciesViews(t *testing.T) {
	wb := newTestWorkbench(t)
	dir := filepath.Join(t.TempDir(), "wf")
	if err := workspaces.CreateFromExample("wavefronts", dir); err != nil {
		t.Fatal(err)
	}
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	txt := wb.util.view.TextAt(700)
	for _, want := range []string{"task1 75.0%", "task2 25.0%", "allotted 50%", "total 100.0% of 100%"} {
		if !strings.Contains(txt, want) {
			t.Errorf("utilization at 700: %q lacks %q", txt, want)
		}
	}
	img := wb.util.view.draw(300, 100)
	if img.Bounds().Dx() != 300 {
		t.Fatal("no image")
	}
	deadline := time.Now().Add(20 * time.Second)
	for len(wb.pols.rows) == 0 && time.Now().Before(deadline) {
		pump(10 * time.Millisecond)
	}
	if len(wb.pols.rows) != len(scheduler.PartitionPolicyNames()) {
		t.Fatalf("policies view has %d rows, want %d (%s)", len(wb.pols.rows), len(scheduler.PartitionPolicyNames()), wb.pols.status.Text)
	}
	wb.pols.override.SetSelected("share-drain")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if got := wb.run.Result.Partition.Options.Policy; got != scheduler.PartitionShareDrain {
		t.Fatalf("after the override the window runs %s", got)
	}
	if n := len(wb.run.Result.Partition.Preemptions); n != 0 {
		t.Fatalf("share-drain preempted %d CTAs", n)
	}
	if ws, err := workspaces.Load(dir); err != nil || ws.SchedOptions.Partition.Policy != scheduler.PartitionShareSave {
		t.Fatalf("the override changed the workspace files (%v)", err)
	}
}
