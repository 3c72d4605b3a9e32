package app

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/render"
)

// TestCompareVerdictAtAGlance: each coarse level carries a large verdict
// (✓ 0 violations / ✗ N violations) in the pass or violation colour, the
// levels fill the panel (one row when wide, a grid when tall), and no two
// captions overlap.
func TestCompareVerdictAtAGlance(t *testing.T) {
	c := snappingComparison(t, render.SnapConsistent)
	c.Pairs[0].Violations, c.Pairs[0].ViolationAt = 17, []image.Point{{3, 4}}
	test.NewTempApp(t)
	v := newCompareView()
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	for _, sz := range []fyne.Size{{Width: 900, Height: 320}, {Width: 500, Height: 600}} {
		w.Resize(sz)
		v.SetComparison(c)
		markup := test.RenderObjectToMarkup(v)
		if !strings.Contains(markup, "✗ 17 violations") {
			t.Fatalf("%v: no large verdict for the violating pair:\n%s", sz, markup)
		}
		if len(c.Pairs) > 1 && !strings.Contains(markup, "✓ 0 violations") {
			t.Fatalf("%v: no verdict for a clean pair", sz)
		}
		for _, l := range v.labels {
			if strings.HasPrefix(l.Text, "✗") && l.Color != cmpViolation {
				t.Fatalf("failing verdict drawn in %v", l.Color)
			}
			if strings.HasPrefix(l.Text, "✓") && l.Color != cmpPass {
				t.Fatalf("passing verdict drawn in %v", l.Color)
			}
		}
		// The levels fill the panel: the cells use most of the limiting side.
		g := v.grid(sz)
		usedW, usedH := g.size()
		if usedW < 0.9*sz.Width && usedH < 0.9*sz.Height {
			t.Fatalf("%v: levels use %v×%v of the panel", sz, usedW, usedH)
		}
		// Captions never overlap each other.
		var boxes []struct {
			r    [4]float32
			text string
		}
		for _, l := range v.labels {
			if !l.Visible() || l.Text == "" {
				continue
			}
			p, m := l.Position(), l.MinSize()
			boxes = append(boxes, struct {
				r    [4]float32
				text string
			}{[4]float32{p.X, p.Y, p.X + m.Width, p.Y + m.Height}, l.Text})
		}
		for i := range boxes {
			for j := i + 1; j < len(boxes); j++ {
				a, b := boxes[i].r, boxes[j].r
				if a[0] < b[2]-1 && b[0] < a[2]-1 && a[1] < b[3]-1 && b[1] < a[3]-1 {
					t.Fatalf("%v: captions %q and %q overlap", sz, boxes[i].text, boxes[j].text)
				}
			}
		}
	}
}
