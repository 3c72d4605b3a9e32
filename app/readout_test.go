package app

import (
	"strings"
	"testing"
	"time"
)

// TestDebugViewIsOneChoiceWithScale: depth, overdraw and triangle IDs are
// one choice (choosing one turns the other off), depth and overdraw show a
// colour scale with their range, colour and triangle IDs none.
func TestDebugViewIsOneChoiceWithScale(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	d := wb.fb.debug
	v := wb.fb.view
	d.sel.SetSelected("Depth")
	if v.Overlays()&overlayDepth == 0 {
		t.Fatal("Depth not shown")
	}
	if lo, hi := d.Scale(); !strings.HasPrefix(lo, "near ") || !strings.HasSuffix(hi, " far") {
		t.Fatalf("depth scale %q … %q", lo, hi)
	}
	d.sel.SetSelected("Overdraw")
	if v.Overlays()&overlayDepth != 0 || v.Overlays()&overlayOverdraw == 0 {
		t.Fatalf("overlays %b after choosing Overdraw", v.Overlays())
	}
	deadline := time.Now().Add(20 * time.Second)
	for v.maxOver <= 1 && time.Now().Before(deadline) {
		pump(20 * time.Millisecond)
	}
	if lo, hi := d.Scale(); lo != "0" || !strings.HasSuffix(hi, " fragments") || hi == "1 fragments" {
		t.Fatalf("overdraw scale %q … %q (max %d)", lo, hi, v.maxOver)
	}
	d.sel.SetSelected("Triangle IDs")
	if v.Overlays()&(overlayOverdraw|overlayDepth) != 0 || v.Overlays()&overlayTriangleIDs == 0 {
		t.Fatalf("overlays %b after choosing Triangle IDs", v.Overlays())
	}
	if lo, _ := d.Scale(); lo != "" {
		t.Fatal("a scale for triangle IDs")
	}
	d.sel.SetSelected("Colour")
	if v.Overlays()&(overlayOverdraw|overlayDepth|overlayTriangleIDs) != 0 {
		t.Fatal("a debug view still on with Colour chosen")
	}
	for _, c := range wb.fb.checks {
		if c.Text == "Depth" || c.Text == "Overdraw" || c.Text == "Triangle IDs" {
			t.Fatalf("%s is still a check box", c.Text)
		}
	}
}

// TestReadoutNamesMeshAndClearsOnLeave: the readout names the mesh (the
// showcase's torus) and goes back to the hint when the pointer leaves.
func TestReadoutNamesMeshAndClearsOnLeave(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	v := wb.fb.view
	f := v.Frame()
	found := ""
	for y := 0; y < f.Height && found == ""; y += 4 {
		for x := 0; x < f.Width; x += 4 {
			if id := f.TriangleID[y*f.Width+x]; id >= 0 {
				found = v.Describe(x, y)
				break
			}
		}
	}
	names := meshNamesOf(wb.run.Workspace.Scene)
	ok := false
	for _, n := range names {
		if n != "" && strings.Contains(found, n+" triangle") {
			ok = true
		}
	}
	if !ok || strings.Contains(found, "mesh ") {
		t.Fatalf("readout %q names none of the meshes %q", found, names)
	}
	v.OnHover(found)
	if wb.fb.readout.Text != found {
		t.Fatal("readout not shown")
	}
	v.OnHover("")
	if wb.fb.readout.Text != wb.fb.idleText() {
		t.Fatalf("readout after leaving: %q", wb.fb.readout.Text)
	}
}
