package app

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// TestMachineTooltipShowsOrigin: over the SM labels the tooltip names the
// machine and, for a measured preset, the GPU and dates it was measured on.
func TestMachineTooltipShowsOrigin(t *testing.T) {
	tl, r := exampleTimeline(t, "h100-priorities")
	tl.SetResult(r.Result)
	tl.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(tlGutter/2, tlAxis+tl.rowHeight()/2)}})
	want := "machine h100 · 132 SMs × 32 CTAs, 64 warps, 228 KB shared · 1000 MHz · measured on an NVIDIA H100 80GB HBM3 (driver 580.159.04), 2026-11-26 and 2026-11-28"
	if !strings.HasPrefix(tl.HoverText(), want) {
		t.Fatalf("tooltip %q, want %q…", tl.HoverText(), want)
	}
	// a designed preset has no origin
	ws, _ := workspaces.LoadExample("streams")
	r, _ = run.Execute(context.Background(), ws)
	tl.SetResult(r.Result)
	tl.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(tlGutter/2, tlAxis+tl.rowHeight()/2)}})
	if txt := tl.HoverText(); !strings.HasPrefix(txt, "machine ") || strings.Contains(txt, "measured") {
		t.Fatalf("tooltip %q", txt)
	}
}
