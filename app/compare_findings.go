package app

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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
	for _, q := range v.cmp.Pairs {
		if q.Coarse == i {
			for _, a := range q.ViolationAt {
				if a == v.focus.at {
					v.focus.violation = true
				}
			}
		}
	}
	v.Refresh()
}

// Focus returns the ringed pixel's level and position (ok false: none).
func (v *compareView) Focus() (level int, at image.Point, ok bool) {
	if v.focus == nil {
		return 0, image.Point{}, false
	}
	return v.focus.level, v.focus.at, true
}

// drawFocus rings the focused pixel in its level's square and dots in it
// the finer level's pixels that the comparison takes as covered (whether
// or not the Finer level's coverage box is ticked): the dot inside a
// hatched violation is its reason.
func (v *compareView) drawFocus(img *image.RGBA, i int, dev func(x, y int) image.Rectangle) {
	if v.focus == nil || v.focus.level != i {
		return
	}
	r := dev(v.focus.at.X, v.focus.at.Y)
	ring(img, r)
	pr := v.pairFor(i)
	if pr == nil {
		return
	}
	f := pr.Factor
	for _, q := range v.focusFine() {
		dx, dy := q.X-v.focus.at.X*f, q.Y-v.focus.at.Y*f
		sub := image.Rect(r.Min.X+dx*r.Dx()/f, r.Min.Y+dy*r.Dy()/f, r.Min.X+(dx+1)*r.Dx()/f, r.Min.Y+(dy+1)*r.Dy()/f)
		fillRect(img, dotIn(sub), cmpFineDot)
	}
}

// drawFocusFine, on the finer level of the focused pixel's pair, rings the
// pixels that pixel stands for and dots those the comparison takes as
// covered: the finer level's coverage beside the finding, in its own
// square, without pointing across levels.
func (v *compareView) drawFocusFine(img *image.RGBA, i int, dev func(x, y int) image.Rectangle) {
	if v.focus == nil {
		return
	}
	pr := v.pairFor(v.focus.level)
	if pr == nil || pr.Fine != i {
		return
	}
	f, at := pr.Factor, v.focus.at
	ring(img, image.Rectangle{Min: dev(at.X*f, at.Y*f).Min, Max: dev((at.X+1)*f-1, (at.Y+1)*f-1).Max})
	for _, q := range v.focusFine() {
		fillRect(img, dotIn(dev(q.X, q.Y)), cmpFineDot)
	}
}

// focusFine lists the pixels of the finer level under the focused pixel
// that the comparison takes as covered (render.Comparison.FineCoverage).
func (v *compareView) focusFine() []image.Point {
	if v.focus == nil || v.cmp == nil {
		return nil
	}
	return fineUnder(v.cmp, v.focus.level, v.focus.at)
}

// fineUnder lists the covered pixels of the finer level of the pair whose
// coarse level is lv, under its pixel at.
func fineUnder(c *render.Comparison, lv int, at image.Point) []image.Point {
	var pr *render.LevelPair
	for k := range c.Pairs {
		if c.Pairs[k].Coarse == lv {
			pr = &c.Pairs[k]
		}
	}
	if pr == nil {
		return nil
	}
	fl, cov, f := c.Levels[pr.Fine], c.FineCoverage(pr.Fine), pr.Factor
	var out []image.Point
	for y := at.Y * f; y < min((at.Y+1)*f, fl.Height); y++ {
		for x := at.X * f; x < min((at.X+1)*f, fl.Width); x++ {
			if cov[y*fl.Width+x] {
				out = append(out, image.Pt(x, y))
			}
		}
	}
	return out
}

// ring draws the white ring around r (three pixels wide, outside it).
func ring(img *image.RGBA, r image.Rectangle) {
	c := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	for k := 2; k < 5; k++ {
		rectOutline(img, r.Inset(-k), c)
	}
}

// dotIn is the dot marking a covered finer pixel whose square is r: a
// third of its side (at least 2 pixels), in its middle.
func dotIn(r image.Rectangle) image.Rectangle {
	d := max(2, min(r.Dx(), r.Dy())/3)
	c := image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	return image.Rect(c.X-d/2, c.Y-d/2, c.X-d/2+d, c.Y-d/2+d)
}

// why says in words what the focused finding is: for a violation, which
// finer pixels under the coarse pixel are covered; for over-coverage, that
// none is.
func (f finding) why(c *render.Comparison) string {
	l := c.Levels[f.level]
	var pr *render.LevelPair
	for k := range c.Pairs {
		if c.Pairs[k].Coarse == f.level {
			pr = &c.Pairs[k]
		}
	}
	if pr == nil {
		return ""
	}
	fl := c.Levels[pr.Fine]
	how := ""
	if c.ConservativeFine {
		how = " conservatively"
	}
	fine := fineUnder(c, f.level, f.at)
	if f.violation {
		var at []string
		for _, q := range fine {
			at = append(at, fmt.Sprintf("(%d, %d)", q.X, q.Y))
		}
		return fmt.Sprintf("%d×%d (%d, %d): not covered, yet %d of the %d %d×%d pixels under it %s%s covered: %s — ringed on both levels, dotted white.",
			l.Width, l.Height, f.at.X, f.at.Y, len(fine), pr.Factor*pr.Factor, fl.Width, fl.Height, isAre(len(fine)), how, strings.Join(at, ", "))
	}
	return fmt.Sprintf("%d×%d (%d, %d): covered, yet none of the %d %d×%d pixels under it is%s covered — ringed on both levels.",
		l.Width, l.Height, f.at.X, f.at.Y, pr.Factor*pr.Factor, fl.Width, fl.Height, how)
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// findingsList is the Viewports tab's list of violations and over-covered
// pixels; clicking one zooms every level to it.
type findingsList struct {
	view    *compareView
	items   []finding
	head    *widget.Label
	list    *widget.List
	why     *widget.Label // the focused finding in words ("" none)
	whyBox  *container.Scroll
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
			f.showWhy()
		}
	}
	f.why = widget.NewLabel("")
	f.why.Wrapping = fyne.TextWrapWord
	f.whyBox = container.NewVScroll(f.why)
	f.whyBox.Hide()
	v.onUnfocus = func() { f.list.UnselectAll(); f.showWhy() }
	f.content = container.New(&findingsLayout{why: f.why}, f.head, f.list, f.whyBox)
	f.set(nil)
	return f
}

// set lists c's findings.
func (f *findingsList) set(c *render.Comparison) {
	f.items = findingsOf(c)
	f.list.UnselectAll()
	f.view.focus = nil
	f.showWhy()
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

// showWhy explains the focused finding under the list (hidden without one).
func (f *findingsList) showWhy() {
	v := f.view
	if v.focus == nil || v.cmp == nil {
		f.why.SetText("")
		f.whyBox.Hide()
	} else {
		f.why.SetText(v.focus.why(v.cmp))
		f.whyBox.Show()
		f.whyBox.ScrollToTop()
	}
	f.content.Refresh()
}

// findingsLayout stacks the findings column: the heading (objects[0]),
// the list (objects[1]) and, when a finding is focused, its explanation
// (objects[2], a scroll of wrapped text) at the bottom, as high as its
// lines but at most half the column, so that it never runs over the
// heading in a short panel.
type findingsLayout struct{ why *widget.Label }

func (l *findingsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h, w := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(h.Width, w.Width), h.Height+theme.Padding()+w.Height)
}

func (l *findingsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	head, list, why := objs[0], objs[1], objs[2]
	hh := head.MinSize().Height
	head.Move(fyne.NewPos(0, 0))
	head.Resize(fyne.NewSize(size.Width, hh))
	wh := float32(0)
	if why.Visible() {
		l.why.Resize(fyne.NewSize(size.Width, l.why.MinSize().Height)) // wraps at this width
		wh = min(l.why.MinSize().Height, (size.Height-hh-pad)/2)
		why.Move(fyne.NewPos(0, size.Height-wh))
		why.Resize(fyne.NewSize(size.Width, wh))
		wh += pad
	}
	list.Move(fyne.NewPos(0, hh+pad))
	list.Resize(fyne.NewSize(size.Width, max(0, size.Height-hh-pad-wh)))
}
