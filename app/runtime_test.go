package app

import (
	"image"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/workspaces"
)

// TestRuntimeView: the runtime example fills the Runtime tab (devices with
// capabilities, the compile cache, one row per device, one bar per
// instance); tapping the brightness bar on the CPU row explains its placement; the clock runs
// to the end of the queue.
func TestRuntimeView(t *testing.T) {
	wb := newTestWorkbench(t)
	dir := filepath.Join(t.TempDir(), "rt")
	if err := workspaces.CreateFromExample("runtime", dir); err != nil {
		t.Fatal(err)
	}
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	p := wb.rt
	if p.rt == nil || !strings.Contains(p.devices.Text, "ppu2  ppu v2") || !strings.Contains(p.devices.Text, "compile cache:") {
		t.Fatalf("devices text %q", p.devices.Text)
	}
	if !strings.Contains(p.devices.Text, "critical path (red outline): avg → expose → brightness") {
		t.Fatalf("critical path in %q", p.devices.Text)
	}
	if len(p.rows.Objects) != 3 || p.list.Length() != 7 {
		t.Fatalf("rows %d list %d", len(p.rows.Objects), p.list.Length())
	}
	if wb.clock.End() != p.rt.Plan.Makespan {
		t.Fatalf("clock ends at %d, runtime at %d", wb.clock.End(), p.rt.Plan.Makespan)
	}
	// brightness needs fp64: only the CPU runs it.
	onCPU := -1
	for i, e := range p.rt.Plan.Events {
		if e.Instance == "brightness" {
			onCPU = i
		}
	}
	e := p.rt.Plan.Events[onCPU]
	// Tap the middle of brightness's bar on the CPU row.
	p.view.Resize(fyne.NewSize(600, 90))
	x := float32(float64(e.Start+e.End) / 2 / float64(p.rt.Plan.Makespan) * 600)
	p.view.Tapped(&fyne.PointEvent{Position: fyne.NewPos(x, 45)})
	if p.view.selected != onCPU || !strings.Contains(p.info.Text, "brightness (kernel luma) ran on cpu: earliest predicted completion") {
		t.Fatalf("selected %d info %q", p.view.selected, p.info.Text)
	}
	img := p.view.draw(600, 90).(*image.RGBA)
	if c := img.RGBAAt(int(x), 45); c.R == 0x1c && c.G == 0x1c {
		t.Fatal("no bar drawn under the tapped instance")
	}
	// An instance on the machine's PPU says when its CTAs ran on the SMs;
	// a split one lists its parts; the fragment-tile delay is shown.
	for i, e := range p.rt.Plan.Events {
		if e.Instance == "expose" {
			if txt := p.explain(i); !strings.Contains(txt, "As CTAs on the SMs (grid runtime/expose): first dispatched") {
				t.Fatalf("expose: %q", txt)
			}
		}
		if e.Instance == "soften" {
			if txt := p.explain(i); !strings.Contains(txt, "\nPart on ppu: ") || !strings.Contains(txt, " items, no executable for ppu v2: compiled online.") {
				t.Fatalf("soften: %q", txt)
			}
		}
	}
	if !strings.Contains(p.devices.Text, "fragment tiles: p99 delay 2232 cycles with the runtime's 349 CTAs on the SMs, 2232 alone (+0.0%)") {
		t.Fatalf("devices text %q", p.devices.Text)
	}
}
