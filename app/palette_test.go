package app

import (
	"image"
	"image/color"
	"math"
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

// TestATaskKeepsItsColourAcrossAReload: switching the continuations
// example to wait-in-place drops the queue TMD; every task still named
// keeps its colour (parents/*:children stayed sand, not the queue's rose),
// and a task that is gone leaves its colour unused.
func TestATaskKeepsItsColourAcrossAReload(t *testing.T) {
	wb, dir := openExample(t, "continuations")
	before := map[string]color.NRGBA{}
	for _, g := range wb.colors.groups {
		before[g] = wb.colors.group(g)
	}
	if before["parents/*:children"] == (color.NRGBA{}) {
		t.Fatalf("no parents/*:children group in %v", wb.colors.groups)
	}
	setWaitInPlace(t, dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if wb.run.Result.Deadlock == nil {
		t.Fatal("the reload did not run wait-in-place")
	}
	kept, gone := 0, map[color.NRGBA]string{}
	for g, c := range before {
		if _, ok := wb.colors.index[g]; !ok {
			gone[c] = g
		}
	}
	for _, g := range wb.colors.groups {
		c := wb.colors.group(g)
		if old, ok := before[g]; ok {
			kept++
			if c != old {
				t.Errorf("%s changed colour on reload: %v → %v", g, old, c)
			}
		} else if was, ok := gone[c]; ok {
			t.Errorf("new task %s took the colour of %s, gone", g, was)
		}
	}
	if kept == 0 || len(gone) == 0 {
		t.Fatalf("kept %d tasks, %d gone: the test does not test a reload that drops a task (%v)", kept, len(gone), wb.colors.groups)
	}
	// Another workspace starts from the palette's first colours again.
	wb.Open("")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if c := wb.colors.group(wb.colors.groups[0]); c != taskPalette[0] {
		t.Fatalf("the showcase's first task is %v after the continuations, want %v", c, taskPalette[0])
	}
}

// contrast is the WCAG contrast ratio of a and b.
func contrast(a, b color.NRGBA) float64 {
	lum := func(c color.NRGBA) float64 {
		ch := func(v uint8) float64 {
			f := float64(v) / 255
			if f <= 0.03928 {
				return f / 12.92
			}
			return math.Pow((f+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
	}
	la, lb := lum(a), lum(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// TestStateColoursStandApart: the task graph's "complete" fill and the
// timeline's stall cross-hatch are never read as a task (each is far from
// every task colour) and stand at least 3:1 against the background they
// are drawn on (the graph's: either theme's; the hatch's: the timeline's).
func TestStateColoursStandApart(t *testing.T) {
	dist := func(a, b color.NRGBA) float64 {
		dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	darkBG := color.NRGBA{0x17, 0x17, 0x18, 0xff} // Fyne's dark theme
	lightBG := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	for _, c := range []struct {
		name string
		col  color.NRGBA
		bgs  []color.NRGBA
	}{
		{"complete", nodeStateColors[stComplete], []color.NRGBA{darkBG, lightBG}},
		{"stall hatch", stallHatch, []color.NRGBA{tlBG}},
	} {
		for _, bg := range c.bgs {
			r := contrast(c.col, bg)
			t.Logf("%s %v on %v: contrast %.2f:1", c.name, c.col, bg, r)
			if r < 3 {
				t.Errorf("%s %v on %v: contrast %.2f:1, want ≥ 3", c.name, c.col, bg, r)
			}
		}
		for _, p := range taskPalette {
			if d := dist(c.col, p); d < 80 {
				t.Errorf("%s %v is %.0f from task colour %v (want ≥ 80)", c.name, c.col, d, p)
			}
		}
	}
}
