package app

import (
	"context"
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/device"
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
	if len(wb.pols.rows) != len(scheduler.PartitionPolicyNames.List()) {
		t.Fatalf("policies view has %d rows, want %d (%s)", len(wb.pols.rows), len(scheduler.PartitionPolicyNames.List()), wb.pols.status.Text)
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

// TestTimelineExplainsPreemptions: on the wavefronts run the SM timeline
// draws the save and restore marks and explains a saved CTA's decision.
func TestTimelineExplainsPreemptions(t *testing.T) {
	r, err := scheduler.Run(context.Background(), mustPreset(t, "tiny"), wavefrontsWorkload(t), wavefrontsOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	tl := newTimeline()
	tl.Resize(fyne.NewSize(800, 200))
	tl.SetResult(r)
	pr := r.Partition.Preemptions[0]
	why := tl.explainPreemption(pr.Interval)
	if !strings.Contains(why, "saved task1 CTA 2") || !strings.Contains(why, "task2 arrived") {
		t.Fatalf("explanation %q", why)
	}
	if !strings.Contains(tl.explainPreemption(pr.Restore), "resumed") {
		t.Fatal("the restored CTA is not explained")
	}
	plain := 0
	for i := range r.Intervals {
		if tl.explainPreemption(i) == "" {
			plain++
		}
	}
	if plain != len(r.Intervals)-4 {
		t.Fatalf("%d intervals without a preemption, want %d", plain, len(r.Intervals)-4)
	}
	img := tl.draw(800, 200)
	white := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := img.(*image.RGBA).RGBAAt(x, y); c.R == 0xff && c.G == 0xff && c.B == 0xff {
				white++
			}
		}
	}
	if white == 0 {
		t.Fatal("no save hatch drawn")
	}
}

func mustPreset(t *testing.T, name string) device.PPU {
	m, err := device.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func wavefrontsWorkload(t *testing.T) scheduler.Workload {
	ws, err := workspaces.LoadExample("wavefronts")
	if err != nil {
		t.Fatal(err)
	}
	return ws.Workload
}

func wavefrontsOptions(t *testing.T) scheduler.Options {
	ws, err := workspaces.LoadExample("wavefronts")
	if err != nil {
		t.Fatal(err)
	}
	return ws.SchedOptions
}
