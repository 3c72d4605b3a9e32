package app

import (
	"image"
	"image/color"
	"testing"
)

// hasColor reports whether img has a pixel of exactly c.
func hasColor(img image.Image, c color.NRGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if uint8(r>>8) == c.R && uint8(g>>8) == c.G && uint8(bl>>8) == c.B {
				return true
			}
		}
	}
	return false
}

// TestOneColourPerTaskEverywhere: every tab draws a task in the colour the
// timeline gives it, from the one palette of the run. Failed before: the
// Utilization tab and the Runtime tab coloured by their own index in
// another palette (task1 orange there, blue on the timeline).
func TestOneColourPerTaskEverywhere(t *testing.T) {
	wb, _ := openExample(t, "partitioning")
	if wb.colors == nil {
		t.Fatal("no palette for the run")
	}
	for name, p := range map[string]*taskColors{"timeline": wb.tl.view.palette, "task graph": wb.graph.view.colors,
		"utilization": wb.util.view.colors, "command processor": wb.cp.view.colors, "runtime": wb.rt.view.colors} {
		if p != wb.colors {
			t.Errorf("the %s tab does not use the run's palette", name)
		}
	}
	r := wb.run.Result
	pr := r.Partition
	if pr == nil || len(pr.Tenants) < 2 {
		t.Fatal("the partitioning example has no tenants")
	}
	util := wb.util.view.draw(800, 300)
	seen := map[color.NRGBA]string{}
	for k := range pr.Tenants {
		c := wb.colors.tenant(k)
		if c == noTask {
			t.Fatalf("tenant %s has no colour", pr.Tenants[k].Name)
		}
		if other, dup := seen[c]; dup {
			t.Fatalf("tenants %s and %s share a colour", other, pr.Tenants[k].Name)
		}
		seen[c] = pr.Tenants[k].Name
		// The timeline's bars of the tenant's TMDs have the same colour.
		g := wb.colors.tenantGroup(k)
		bars := 0
		for i := range r.TMDs {
			if taskGroup(r.TMDs[i].Name) == g {
				bars++
				if wb.tl.view.colorOf[i] != c {
					t.Fatalf("tenant %s: timeline colour %v, Utilization %v", g, wb.tl.view.colorOf[i], c)
				}
			}
		}
		if bars == 0 {
			t.Fatalf("tenant %s matches no TMD of the timeline", g)
		}
		if pr.Tenants[k].Done >= 0 && !hasColor(util, c) {
			t.Fatalf("the Utilization chart does not draw tenant %s in %v", g, c)
		}
	}

	wb, _ = openExample(t, "runtime")
	rt := wb.run.Runtime
	img := wb.rt.view.draw(900, 200)
	shared := 0
	for _, e := range rt.Plan.Events {
		c := wb.colors.instance(e.Instance)
		if c == noTask || !hasColor(img, c) {
			t.Fatalf("instance %s not drawn in its colour %v", e.Instance, c)
		}
		if _, ok := wb.tl.view.host.grid[e.Instance]; ok || wb.tl.view.hostColor(e.Instance) != hostBar {
			shared++
			if hc := wb.tl.view.hostColor(e.Instance); hc != c {
				t.Fatalf("instance %s: timeline %v, Runtime tab %v", e.Instance, hc, c)
			}
		}
	}
	if shared == 0 {
		t.Fatal("no runtime instance also ran as a grid on the timeline")
	}
}
