package scheduler

import (
	"strings"
	"testing"
)

// TestHostRevisitsUnpinnedPlacement (issue 35, defect 7): an instance that
// names no device is placed at submission and revisited, like a fallback,
// at each change of the graphics load before its device would finish it.
// Graphics fill the PPU until 2,000; the unpinned k, submitted at 1,000,
// goes to a 64-core CPU (the PPU, at one SM, would take longer). When
// graphics leave, the PPU finishes it sooner from then: it moves, and the
// CPU's begun work is dropped. Before, k stayed on the CPU to 4,175 with
// the PPU idle from 2,000 (it ends there at 2,982).
func TestHostRevisitsUnpinnedPlacement(t *testing.T) {
	devs := hostDevs()
	devs[1].Units = 64
	in := []HostInstance{{Name: "k", Allowed: []string{"ppu", "cpu"}, Ops: 50, Items: 4000, SubmitAt: 1000}}
	load, next := graphicsUntil(100, 2000)
	r, err := PlanHost(devs, in, HostOptions{Threshold: 50, GraphicsLoad: load, GraphicsNext: next})
	if err != nil {
		t.Fatal(err)
	}
	e, _ := r.Event("k")
	d := r.Decisions[0]
	t.Logf("k on %s, begin %d, end %d: %s", e.Device, e.Begin, e.End, d.Reason)
	if e.Device != "ppu" || e.Begin != 2000 || len(d.Revisits) != 1 || d.Revisits[0].To != "ppu" || d.Revisits[0].From != "cpu" ||
		!strings.Contains(d.Reason, "revisited at 2000") || !strings.Contains(d.Reason, "that work is dropped") {
		t.Fatalf("k ran on %s from %d to %d, revisits %+v (%s); want the PPU from 2000", e.Device, e.Begin, e.End, d.Revisits, d.Reason)
	}
	if d.Predicted != e.End {
		t.Errorf("k predicted to end at %d when it moved, ended at %d", d.Predicted, e.End)
	}
}

// TestHostPredictsWithTheLoadWhenTheDeviceBegins (issue 35, defect 7): a
// prediction takes the graphics load when the device would begin the
// instance, not the stale load at submission. The PPU is busy with p
// until after graphics leave at 2,000; q, submitted at 100 with graphics
// at 100 %, is predicted on the PPU at the free SMs of 2,000 on. Before,
// the prediction computed at one SM: 27,900 against 25,713 (off by 426 %
// of q's run).
func TestHostPredictsWithTheLoadWhenTheDeviceBegins(t *testing.T) {
	in := []HostInstance{
		{Name: "p", Device: "ppu", Allowed: []string{"ppu"}, Ops: 40, Items: 20000},
		{Name: "q", Allowed: []string{"ppu"}, Ops: 10, Items: 8000, SubmitAt: 100},
	}
	load, next := graphicsUntil(100, 2000)
	r, err := PlanHost(hostDevs(), in, HostOptions{Threshold: 100, GraphicsLoad: load, GraphicsNext: next})
	if err != nil {
		t.Fatal(err)
	}
	d := r.Decisions[1]
	e, _ := r.Event("q")
	if d.PredictionError > 1 || d.Predicted != e.End {
		t.Fatalf("q predicted to end at %d, ended at %d (error %.1f%%)", d.Predicted, e.End, d.PredictionError)
	}
}

// TestHostReasonComparesTheRightWay (issue 36, item 4): an instance meant
// for the PPU while graphics load it past the threshold, with no CPU to
// fall back to, said "graphics load 100% ≤ threshold 50%"; and one meant
// for the CPU quoted the PPU's load against the threshold. Each reason is
// now checked against its numbers by the audit (audit_runtime.go).
func TestHostReasonComparesTheRightWay(t *testing.T) {
	in := []HostInstance{
		{Name: "gpu-only", Device: "ppu", Allowed: []string{"ppu"}, Ops: 10, Items: 1000},
		{Name: "cpu-pinned", Device: "cpu", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 100},
	}
	busy := func(int64) int { return 100 }
	r, err := PlanHost(hostDevs(), in, HostOptions{Threshold: 50, GraphicsLoad: busy})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Decisions {
		if strings.Contains(d.Reason, "100% ≤ threshold 50%") {
			t.Errorf("%s: %s", d.Instance, d.Reason)
		}
	}
	if d := r.Decisions[0]; d.Device != "ppu" || !strings.Contains(d.Reason, "graphics load 100% > threshold 50%, but no CPU qualifies") {
		t.Errorf("gpu-only: %s", d.Reason)
	}
}
