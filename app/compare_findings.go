package app

import (
	"fmt"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/render"
)

// finding is one entry of the Viewports list: a violation or an
// over-covered pixel of a coarse level.
type finding struct {
	level     int // coarse level (index into Comparison.Levels)
	at        image.Point
	violation bool
}

// findingsOf lists the comparison's violations (first) and over-covered
// pixels, pair by pair, as far as the comparison records their positions
// (render.MaxComparePositions per pair; the counts above are exact).
func findingsOf(c *render.Comparison) []finding {
	if c == nil {
		return nil
	}
	var out []finding
	for _, pr := range c.Pairs {
		for _, q := range pr.ViolationAt {
			out = append(out, finding{pr.Coarse, q, true})
		}
	}
	for _, pr := range c.Pairs {
		for _, q := range pr.OverAt {
			out = append(out, finding{pr.Coarse, q, false})
		}
	}
	return out
}

func (f finding) String(c *render.Comparison) string {
	l := c.Levels[f.level]
	what := "over"
	if f.violation {
		what = "✗"
	}
	return fmt.Sprintf("%s %d×%d (%d, %d)", what, l.Width, l.Height, f.at.X, f.at.Y)
}

// FocusPixel zooms every level so that pixel (x, y) of level i is in the
// middle of its square, about an eighth of the square wide, and rings it.
func (v *compareView) FocusPixel(i, x, y int) {
	if v.cmp == nil || i < 0 || i >= len(v.cmp.Levels) {
		return
	}
	l := v.cmp.Levels[i]
	v.zoom = max(1, min(64, float32(l.Width)/8))
	span := 1 / v.zoom
	v.u0 = (float32(x)+0.5)/float32(l.Width) - span/2
	v.v0 = (float32(y)+0.5)/float32(l.Height) - span/2
	v.clampPan()
	v.focus = &finding{level: i, at: image.Pt(x, y)}
	v.Refresh()
}

// Focus returns the ringed pixel's level and position (ok false: none).
func (v *compareView) Focus() (level int, at image.Point, ok bool) {
	if v.focus == nil {
		return 0, image.Point{}, false
	}
	return v.focus.level, v.focus.at, true
}

// drawFocus rings the focused pixel in its level's square.
func (v *compareView) drawFocus(img *image.RGBA, i int, dev func(x, y int) image.Rectangle) {
	if v.focus == nil || v.focus.level != i {
		return
	}
	r := dev(v.focus.at.X, v.focus.at.Y)
	ring := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	for k := 2; k < 5; k++ {
		rectOutline(img, r.Inset(-k), ring)
	}
}

// findingsList is the Viewports tab's list of violations and over-covered
// pixels; clicking one zooms every level to it.
type findingsList struct {
	view    *compareView
	items   []finding
	head    *widget.Label
	list    *widget.List
	content fyne.CanvasObject
}

func newFindingsList(v *compareView) *findingsList {
	f := &findingsList{view: v}
	f.head = truncLabel("")
	f.head.TextStyle.Bold = true
	f.list = widget.NewList(
		func() int { return len(f.items) },
		func() fyne.CanvasObject { return truncLabel("over 1920×1080 (1920, 1080)") },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			if id < 0 || id >= len(f.items) || v.cmp == nil {
				l.SetText("")
				return
			}
			it := f.items[id]
			l.Importance = widget.MediumImportance
			if it.violation {
				l.Importance = widget.DangerImportance
			}
			l.SetText(it.String(v.cmp))
		})
	f.list.OnSelected = func(id widget.ListItemID) {
		if id >= 0 && id < len(f.items) {
			it := f.items[id]
			v.FocusPixel(it.level, it.at.X, it.at.Y)
		}
	}
	f.content = container.NewBorder(f.head, nil, nil, nil, f.list)
	f.set(nil)
	return f
}

// set lists c's findings.
func (f *findingsList) set(c *render.Comparison) {
	f.items = findingsOf(c)
	f.list.UnselectAll()
	f.view.focus = nil
	viol, over := 0, 0
	if c != nil {
		for _, pr := range c.Pairs {
			viol += pr.Violations
			over += pr.Over
		}
	}
	switch {
	case c == nil:
		f.head.SetText("Findings")
	case viol == 0 && over == 0:
		f.head.SetText("✓ no violation, no over-coverage")
	default:
		f.head.SetText(fmt.Sprintf("✗ %d · over %d — click to zoom", viol, over))
	}
	f.list.Refresh()
}
