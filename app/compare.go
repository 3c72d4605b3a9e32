package app

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/internal/sheet"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/run"
)

var (
	cmpViolation = color.NRGBA{0xD5, 0x5E, 0x00, 0xff} // vermillion: conservative coverage missed a fine pixel
	cmpOver      = color.NRGBA{0x56, 0xB4, 0xE9, 0xff} // sky blue: covered coarse pixel with no fine coverage
	cmpFineDot   = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	cmpCovered   = color.NRGBA{0x00, 0x9E, 0x73, 0xff}
	// Allocation blocks on the finest level: needed and allocated (faint),
	// needed but not allocated (under-allocation: the vermillion of
	// violations), allocated but not needed (over-allocation: the sky blue
	// of over-coverage).
	cmpBlockOK = color.NRGBA{0xE0, 0xE0, 0xE0, 0xff}
)

// blockCounts are the allocation blocks outlined on the finest level.
type blockCounts struct {
	Level                          int // the low-resolution level deciding the allocation (0: none shown)
	BlockSize                      int // block side in finest-level pixels
	Needed, Allocated, Under, Over int
}

// compareView draws the levels of a render.Comparison side by side, each
// scaled to the same on-screen size so pixels line up: the level's
// conservative coverage, the next finer level's covered pixels (as the
// counts take them: centres on the finest level, conservative coverage
// below it) as dots on top, violations and over-coverage marked. Tapping a pixel selects
// the triangle drawn there.
type compareView struct {
	widget.BaseWidget
	cmp      *render.Comparison
	showFine bool
	selected int // index into cmp.Triangles, -1 none
	// blockLevel is the level whose sparse-allocation blocks are outlined
	// on the finest level (0 = none); blocks holds their states (row by
	// row, BlockCounts.BlockSize pixels each) and counts their totals.
	blockLevel int
	blocks     []render.BlockState
	counts     blockCounts
	// zoom (≥ 1) and the top-left of the visible window in normalized
	// coordinates (0..1 of the viewport), shared by every level so that
	// their pixels keep lining up.
	zoom   float32
	u0, v0 float32
	// focus is the pixel ringed after a click in the findings list (nil
	// none).
	focus *finding

	// OnSelect is called with the index into Comparison.Triangles (-1 none).
	OnSelect func(int)
	// onUnfocus is called when a double-click drops the ringed pixel.
	onUnfocus func()

	raster *canvas.Raster
	labels []*canvas.Text
}

// newCompareView returns an empty comparison view.
func newCompareView() *compareView {
	v := &compareView{showFine: true, selected: -1, zoom: 1}
	v.raster = canvas.NewRaster(v.draw)
	v.raster.ScaleMode = canvas.ImageScalePixels
	v.ExtendBaseWidget(v)
	return v
}

// SetComparison shows c (nil clears).
func (v *compareView) SetComparison(c *render.Comparison) {
	v.cmp = c
	if c == nil || v.selected >= len(c.Triangles) {
		v.selected = -1
	}
	v.computeBlocks()
	v.Refresh()
}

// SetAllocationLevel outlines on the finest level the sparse-allocation
// blocks that level i (a coarser level: its pixels are the blocks) would
// allocate, against the blocks the finest level needs; 0 hides them.
func (v *compareView) SetAllocationLevel(i int) {
	v.blockLevel = i
	v.computeBlocks()
	v.Refresh()
}

// Blocks returns the counts of the outlined blocks (Level 0: none shown).
func (v *compareView) Blocks() blockCounts { return v.counts }

// computeBlocks classifies every block with render.Comparison.Blocks,
// the same classification `ppuwb compare` and the Allocation counts use.
func (v *compareView) computeBlocks() {
	v.blocks, v.counts = nil, blockCounts{}
	c := v.cmp
	if c == nil || v.blockLevel <= 0 || v.blockLevel >= len(c.Levels) {
		return
	}
	bs, a := c.Blocks(v.blockLevel)
	v.blocks = bs
	v.counts = blockCounts{Level: a.Level, BlockSize: a.BlockSize, Needed: a.Needed, Allocated: a.Allocated, Under: a.Under, Over: a.Over}
}

// SetShowFine toggles the fine-coverage dots.
func (v *compareView) SetShowFine(b bool) { v.showFine = b; v.raster.Refresh() }

// cmpGap is the space between levels and around them (widget units).
const cmpGap = 10

// cmpGrid is how the levels are laid out in the view: cols × rows squares
// of side × side·aspect, each with its caption either in a band above it
// (top) or in a column left of it (left), the whole centred in the view.
type cmpGrid struct {
	side       float32 // a level's width on screen
	aspect     float32 // a level's height / width
	cols, rows int
	top        float32 // the caption band above each level (0: captions beside)
	left       float32 // the caption column left of each level (0: captions above)
	counts     bool    // the count lines are shown under the verdict
	x0, y0     float32 // the grid's top-left corner
}

// cell returns the on-screen square of level i (widget units: its top-left
// corner and width) and the on-screen size of one of its pixels.
func (v *compareView) cell(i int) (fyne.Position, float32, float32) {
	g := v.grid(v.Size())
	l := v.cmp.Levels[i]
	col, row := i%g.cols, i/g.cols
	x := g.x0 + cmpGap + float32(col)*(g.left+g.side+cmpGap) + g.left
	y := g.y0 + cmpGap + float32(row)*(g.top+g.side*g.aspect+cmpGap) + g.top
	return fyne.NewPos(x, y), g.side, g.side * v.zoom / float32(l.Width)
}

// grid lays the levels out to fill the view: of the column counts and
// caption places (the verdict and counts above each level; the verdict
// alone above it; the verdict alone beside it) the one giving the largest
// levels, keeping the counts while the levels stay at least twice as large
// as their caption band. The grid is centred in the view, so what is left
// over is shared out around it.
func (v *compareView) grid(s fyne.Size) cmpGrid {
	g := v.gridWith(s, cmpCaptionHeight(), 0)
	g.counts = true
	if g.side < 2*g.top {
		// Too little room for the counts: keep only the verdict by each
		// level (the counts stay in the summary line above).
		for _, c := range []cmpGrid{v.gridWith(s, cmpVerdictHeight(), 0), v.gridWith(s, 0, v.verdictWidth()+cmpGap)} {
			if c.side > g.side {
				g = c
			}
		}
	}
	return g
}

// gridWith is the best grid with captions top high above each level or left
// wide beside it.
func (v *compareView) gridWith(s fyne.Size, top, left float32) cmpGrid {
	n := 1
	aspect := float32(1)
	if v.cmp != nil && len(v.cmp.Levels) > 0 {
		n = len(v.cmp.Levels)
		if l := v.cmp.Levels[0]; l.Width > 0 {
			aspect = float32(l.Height) / float32(l.Width)
		}
	}
	best := cmpGrid{side: -1, aspect: aspect, cols: 1, rows: n, top: top, left: left}
	for rows := 1; rows <= n; rows++ {
		c := (n + rows - 1) / rows
		r := (n + c - 1) / c
		sd := min((s.Width-cmpGap*float32(c+1))/float32(c)-left, ((s.Height-cmpGap*float32(r+1))/float32(r)-top)/aspect)
		if sd > best.side {
			best.side, best.cols, best.rows = sd, c, r
		}
	}
	best.side = max(best.side, 8)
	w, h := best.size()
	best.x0, best.y0 = max(0, (s.Width-w)/2), max(0, (s.Height-h)/2)
	return best
}

// size is the grid's extent, gaps around it included.
func (g cmpGrid) size() (float32, float32) {
	return cmpGap + float32(g.cols)*(g.left+g.side+cmpGap), cmpGap + float32(g.rows)*(g.top+g.side*g.aspect+cmpGap)
}

// verdictWidth is the width of the widest verdict as shown beside a level.
func (v *compareView) verdictWidth() float32 {
	w := float32(0)
	if v.cmp == nil {
		return w
	}
	for i := range v.cmp.Levels {
		text, _ := v.verdict(i)
		w = max(w, fyne.MeasureText(besideVerdict(text), cmpVerdictSize(), fyne.TextStyle{Bold: true}).Width)
	}
	return w
}

// cmpVerdictSize is the verdict's text size.
func cmpVerdictSize() float32 { return 18 * uiScale }

// cmpVerdictHeight is the caption band when only the verdict fits.
func cmpVerdictHeight() float32 { return 30 * uiScale }

// cmpCaptionHeight is the caption band above each level: the verdict line
// and three lines of counts.
func cmpCaptionHeight() float32 { return 32*uiScale + 3*cmpCountPitch() }

// cmpCountSize is the size of a level's count lines: 13 px, 16 px in
// presentation mode (labelFloor; were 10 px, issue 37).
func cmpCountSize() float32 { return viewText(10) }

// cmpCountPitch is the distance between two count lines.
func cmpCountPitch() float32 {
	return fyne.MeasureText("0", cmpCountSize(), fyne.TextStyle{}).Height
}

// levelOrigin is where pixel (0, 0) of level i lies on screen (widget
// units), given the zoom and pan.
func (v *compareView) levelOrigin(i int) fyne.Position {
	o, _, px := v.cell(i)
	l := v.cmp.Levels[i]
	return fyne.NewPos(o.X-v.u0*float32(l.Width)*px, o.Y-v.v0*float32(l.Height)*px)
}

// cellAt returns the level whose square contains p (-1 none).
func (v *compareView) cellAt(p fyne.Position) int {
	if v.cmp == nil {
		return -1
	}
	for i, l := range v.cmp.Levels {
		o, side, _ := v.cell(i)
		if p.X >= o.X && p.X < o.X+side && p.Y >= o.Y && p.Y < o.Y+side*float32(l.Height)/float32(l.Width) {
			return i
		}
	}
	return -1
}

// Zoom returns the comparison's zoom (1 = whole viewport in each square).
func (v *compareView) Zoom() float32 { return v.zoom }

func (v *compareView) clampPan() {
	span := 1 / v.zoom
	v.u0 = max(0, min(v.u0, 1-span))
	v.v0 = max(0, min(v.v0, 1-span))
}

// Scrolled zooms every level together at the pointer (up to 64×).
func (v *compareView) Scrolled(e *fyne.ScrollEvent) {
	i := v.cellAt(e.Position)
	if i < 0 || e.Scrolled.DY == 0 {
		return
	}
	o, side, _ := v.cell(i)
	l := v.cmp.Levels[i]
	sideY := side * float32(l.Height) / float32(l.Width)
	fx, fy := (e.Position.X-o.X)/side, (e.Position.Y-o.Y)/sideY
	u, w := v.u0+fx/v.zoom, v.v0+fy/v.zoom
	v.zoom = max(1, min(64, v.zoom*float32(math.Pow(1.25, float64(e.Scrolled.DY)/10))))
	v.u0, v.v0 = u-fx/v.zoom, w-fy/v.zoom
	v.clampPan()
	v.raster.Refresh()
}

// Dragged pans every level together.
func (v *compareView) Dragged(e *fyne.DragEvent) {
	if v.cmp == nil {
		return
	}
	_, side, _ := v.cell(0)
	v.u0 -= e.Dragged.DX / side / v.zoom
	v.v0 -= e.Dragged.DY / side / v.zoom * float32(v.cmp.Levels[0].Width) / float32(v.cmp.Levels[0].Height)
	v.clampPan()
	v.raster.Refresh()
}

// DragEnd completes a pan.
func (v *compareView) DragEnd() {}

// DoubleTapped shows the whole viewport again.
func (v *compareView) DoubleTapped(*fyne.PointEvent) {
	v.zoom, v.u0, v.v0 = 1, 0, 0
	v.focus = nil
	v.raster.Refresh()
	if v.onUnfocus != nil {
		v.onUnfocus()
	}
}

// pairFor returns the LevelPair whose coarse level is i (nil for level 0).
func (v *compareView) pairFor(i int) *render.LevelPair {
	for k := range v.cmp.Pairs {
		if v.cmp.Pairs[k].Coarse == i {
			return &v.cmp.Pairs[k]
		}
	}
	return nil
}

// Tapped selects the triangle at the tapped pixel of any level.
func (v *compareView) Tapped(e *fyne.PointEvent) {
	if v.cmp == nil {
		return
	}
	sel := -1
	if i := v.cellAt(e.Position); i >= 0 {
		l := v.cmp.Levels[i]
		lo := v.levelOrigin(i)
		_, _, px := v.cell(i)
		x := int((e.Position.X - lo.X) / px)
		y := int((e.Position.Y - lo.Y) / px)
		if x >= 0 && y >= 0 && x < l.Width && y < l.Height && l.Frame != nil {
			if id := l.Frame.TriangleID[y*l.Width+x]; id >= 0 {
				sel = v.sourceTriangle(l.Frame.Triangle(int(id)))
			}
		}
	}
	v.selected = sel
	v.raster.Refresh()
	if v.OnSelect != nil {
		v.OnSelect(sel)
	}
}

// sourceTriangle finds the Comparison.Triangles entry of a level triangle.
func (v *compareView) sourceTriangle(t render.Triangle) int {
	for k, tl := range v.cmp.Triangles {
		if tl.Mesh == t.Mesh && tl.Primitive == t.Primitive {
			return k
		}
	}
	return -1
}

// CreateRenderer draws the levels into one raster with captions on top.
func (v *compareView) CreateRenderer() fyne.WidgetRenderer { return &compareRenderer{v: v} }

type compareRenderer struct{ v *compareView }

func (r *compareRenderer) MinSize() fyne.Size { return fyne.NewSize(300, 100) }
func (r *compareRenderer) Destroy()           {}
func (r *compareRenderer) Layout(s fyne.Size) { r.v.raster.Resize(s); r.layoutText() }
func (r *compareRenderer) Refresh()           { r.layoutText(); r.v.raster.Refresh(); canvas.Refresh(r.v) }
func (r *compareRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.v.raster}
	for _, l := range r.v.labels {
		objs = append(objs, l)
	}
	return objs
}

func (r *compareRenderer) layoutText() {
	v := r.v
	n := 0
	if v.cmp != nil {
		n = cmpLines * len(v.cmp.Levels)
	}
	for len(v.labels) < n {
		t := canvas.NewText("", color.White)
		t.TextSize = cmpCountSize()
		v.labels = append(v.labels, t)
	}
	var g cmpGrid
	if n > 0 {
		g = v.grid(v.Size())
	}
	fg := panelText // the view's background is dark in both themes
	for i, t := range v.labels {
		if i >= n {
			t.Hide()
			continue
		}
		lv := i / cmpLines
		l := v.cmp.Levels[lv]
		o, side, _ := v.cell(lv)
		// fits is the first of a caption's wordings, longest first, that
		// fits the level's width at the captions' size (the last if none).
		fits := func(wordings ...string) string {
			for _, w := range wordings {
				if fyne.MeasureText(w, cmpCountSize(), fyne.TextStyle{}).Width <= side {
					return w
				}
			}
			return wordings[len(wordings)-1]
		}
		t.Color = fg
		t.TextSize = cmpCountSize()
		t.TextStyle.Bold = false
		line := i % cmpLines
		if line == 1 && !g.counts {
			// Compact (a projector's thumbnails): the verdict above, and
			// the level's size inside its bottom-left corner.
			t.Text = fmt.Sprintf("%d×%d", l.Width, l.Height)
			t.TextSize = axisLabelSize()
			t.TextStyle.Bold = true
			if t.MinSize().Width > side-6 && l.Width == l.Height {
				t.Text = fmt.Sprintf("%d²", l.Width) // "256²" in a small cell
			}
			th := t.MinSize().Height
			t.Move(fyne.NewPos(o.X+3, o.Y+side*g.aspect-th-2))
			fitText(t, side-6)
			t.Show()
			t.Refresh()
			continue
		}
		if line > 0 && !g.counts {
			t.Hide() // compact: verdict (and size) only
			continue
		}
		if line == 0 {
			t.Text, t.Color = v.verdict(lv)
			t.TextSize = cmpVerdictSize()
			t.TextStyle.Bold = true
			room := side // the level's width: a gap stays between neighbours' captions
			if g.left > 0 {
				t.Text = besideVerdict(t.Text)
				room = g.left - cmpGap
				t.Move(fyne.NewPos(o.X-g.left, o.Y-2))
			} else {
				t.Move(fyne.NewPos(o.X, o.Y-g.top+1))
			}
			if t.MinSize().Width > room {
				t.Text = shortVerdict(t.Text)
			}
			fitText(t, room)
			t.Show()
			t.Refresh()
			continue
		}
		switch line - 1 {
		case 0:
			t.Text = fits(fmt.Sprintf("%d×%d · %d sub-pixel bits", l.Width, l.Height, l.Bits), fmt.Sprintf("%d×%d · %d bits", l.Width, l.Height, l.Bits))
		case 1:
			if p := v.pairFor(lv); p != nil {
				t.Text = fmt.Sprintf("violations %d · over %d", p.Violations, p.Over)
				if p.Violations > 0 {
					t.Color = cmpViolation
				}
			} else if b := v.counts; b.Level > 0 {
				l := v.cmp.Levels[b.Level]
				t.Text = fits(fmt.Sprintf("%d px blocks from %d×%d: %d missing · %d wasted", b.BlockSize, l.Width, l.Height, b.Under, b.Over),
					fmt.Sprintf("blocks: %d missing · %d wasted", b.Under, b.Over), fmt.Sprintf("%d missing · %d wasted", b.Under, b.Over), fmt.Sprintf("%d missing", b.Under))
				if b.Under > 0 {
					t.Color = cmpViolation
				}
			} else {
				t.Text = "finest level"
			}
		case 2:
			t.Text = ""
			if b := v.counts; lv == 0 && b.Level > 0 {
				t.Text = fmt.Sprintf("%d needed · %d allocated", b.Needed, b.Allocated)
			}
			for _, a := range v.cmp.Allocation {
				if a.Level == lv {
					miss := ""
					if a.Under > 0 {
						miss = fmt.Sprintf(" · %d missing", a.Under)
						t.Color = cmpViolation
					}
					t.Text = fits(fmt.Sprintf("blocks %d allocated / %d needed", a.Allocated, a.Needed)+miss, fmt.Sprintf("%d alloc / %d needed", a.Allocated, a.Needed)+miss,
						fmt.Sprintf("%d/%d", a.Allocated, a.Needed)+miss)
				}
			}
		}
		t.Move(fyne.NewPos(o.X, o.Y-g.top+28*uiScale+float32(line-1)*cmpCountPitch()))
		fitText(t, side)
		t.Show()
		t.Refresh()
	}
}

func (v *compareView) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, fbBackground)
	if v.cmp == nil || len(v.cmp.Levels) == 0 {
		return img
	}
	ws := v.Size()
	sc := float32(1)
	if ws.Width > 0 {
		sc = float32(w) / ws.Width
	}
	full := img
	for i, l := range v.cmp.Levels {
		co, side, px := v.cell(i)
		// Draw into the level's square only (the zoomed view is cropped).
		sq := image.Rect(int(co.X*sc), int(co.Y*sc), int((co.X+side)*sc), int((co.Y+side*float32(l.Height)/float32(l.Width))*sc))
		img, _ := full.SubImage(sq.Intersect(full.Rect)).(*image.RGBA)
		if img == nil || img.Rect.Empty() {
			continue
		}
		o := v.levelOrigin(i)
		ox, oy, p := o.X*sc, o.Y*sc, px*sc
		dev := func(x, y int) image.Rectangle {
			return image.Rect(int(ox+float32(x)*p), int(oy+float32(y)*p), int(ox+float32(x+1)*p), int(oy+float32(y+1)*p))
		}
		// The level's pixels that fall in the square.
		xa := max(0, int((float32(img.Rect.Min.X)-ox)/p)-1)
		ya := max(0, int((float32(img.Rect.Min.Y)-oy)/p)-1)
		xb := min(l.Width, int((float32(img.Rect.Max.X)-ox)/p)+1)
		yb := min(l.Height, int((float32(img.Rect.Max.Y)-oy)/p)+1)
		sheet.Level(img, v.cmp, i, dev, image.Rect(xa, ya, xb, yb), &compareLook{dev: dev, vis: image.Rect(xa, ya, xb, yb),
			px: p, ox: ox, oy: oy, showFine: v.showFine})
		v.drawFocus(img, i, dev)
		v.drawFocusFine(img, i, dev)
		// The allocation blocks, outlined on the finest level.
		if i == 0 && len(v.blocks) > 0 {
			v.drawBlocks(img, dev)
		}
		// The selected triangle's snapped edges at this level.
		if v.selected >= 0 && v.selected < len(v.cmp.Triangles) {
			tl := v.cmp.Triangles[v.selected]
			if i < len(tl.Levels) && tl.Levels[i] != nil {
				e := tl.Levels[i]
				unit := float32(1) / float32(int64(1)<<e.Exp)
				var xs, ys [3]int
				for k := 0; k < 3; k++ {
					xs[k] = int(ox + float32(e.X[k])*unit*p)
					ys[k] = int(oy + float32(e.Y[k])*unit*p)
				}
				for k := 0; k < 3; k++ {
					line(img, xs[k], ys[k], xs[(k+1)%3], ys[(k+1)%3], fbSelected)
				}
			}
		}
	}
	return full
}

// drawBlocks outlines the allocation blocks on the finest level (dev maps a
// finest-level pixel to the screen): needed and allocated blocks faintly,
// under- and over-allocated ones in their colours, two pixels wide when
// the blocks are large enough on screen.
func (v *compareView) drawBlocks(img *image.RGBA, dev func(x, y int) image.Rectangle) {
	sheet.Blocks(img, v.cmp, v.blocks, v.counts.Level, v.counts.BlockSize, dev, &compareLook{})
}

// edgeTable formats a triangle's A, B, C at every level.
func edgeTable(c *render.Comparison, k int) string {
	if c == nil || k < 0 || k >= len(c.Triangles) {
		return "Tap a triangle in any level (or in the framebuffer) to see its edge equations at every level."
	}
	tl := c.Triangles[k]
	var b strings.Builder
	fmt.Fprintf(&b, "mesh %d, primitive %d (part %d) — edge functions E = A·x + B·y + C·2^-Exp\n", tl.Mesh, tl.Primitive, tl.Part)
	for i, e := range tl.Levels {
		l := c.Levels[i]
		if e == nil {
			fmt.Fprintf(&b, "%5d px: culled\n", l.Width)
			continue
		}
		fmt.Fprintf(&b, "%5d px  Exp %2d  ", l.Width, e.Exp)
		for j := 0; j < 3; j++ {
			fmt.Fprintf(&b, " E%d: A=%d B=%d C=%d ", j, e.A[j], e.B[j], e.C[j])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// comparePanel is the viewport-comparison tab: snap mode and sub-pixel bit
// controls, the CompareView and the selected triangle's edge table.
type comparePanel struct {
	h      panelHost
	view   *compareView
	finds  *findingsList
	blocks *widget.Select // which level's allocation blocks are outlined
	// blockLevel is the level chosen in blocks (0 = off, -1 = not chosen
	// yet: the coarsest).
	blockLevel int
	summary    string // the comparison's totals, before the block counts
	snap       *widget.RadioGroup
	bits       *widget.Select
	info       *widget.Label
	edges      *widget.Label
	body       *fyne.Container // the levels and findings over the edge table
	legend     *fyne.Container // the colours' legend (gives way in a short tab)
	root       fyne.CanvasObject
	cancel     context.CancelFunc
	job        int
}

func newComparePanel(h panelHost) *comparePanel {
	p := &comparePanel{h: h, view: newCompareView(), blockLevel: -1}
	p.snap = widget.NewRadioGroup([]string{"fixed", "consistent"}, func(string) { p.recompute() })
	p.snap.Horizontal = true
	var bits []string
	for i := 0; i <= render.MaxSubpixelBits; i++ {
		bits = append(bits, strconv.Itoa(i))
	}
	p.bits = widget.NewSelect(bits, func(string) { p.recompute() })
	fine := widget.NewCheck("Finer level's coverage", p.view.SetShowFine)
	fine.SetChecked(true)
	p.blocks = widget.NewSelect(nil, func(s string) { p.chooseBlocks(s) })
	p.blocks.PlaceHolder = "0000×0000" // (never shown: sets the width)
	nonSticky(p.snap, p.bits, fine, p.blocks)
	p.info = widget.NewLabel("")
	p.info.Truncation = fyne.TextTruncateEllipsis // one line (the captions carry the counts too)
	p.edges = widget.NewLabel(edgeTable(nil, -1))
	p.edges.TextStyle.Monospace = true
	p.view.OnSelect = func(k int) { p.setEdges(edgeTable(p.view.cmp, k)) }
	tools := newFlow(nil, 0, container.NewHBox(widget.NewLabel("Snap"), p.snap), container.NewHBox(widget.NewLabel("sub-pixel bits"), p.bits), fine,
		container.NewHBox(widget.NewLabel("Allocation blocks from"), p.blocks))
	p.legend = newFlow(nil, 0,
		legendSwatch(cmpCovered, patSolid, "covered (conservative on coarse levels)"),
		legendSwatch(cmpViolation, patCross, "violation"),
		legendSwatch(cmpOver, patSolid, "over-coverage (outlined)"),
		legendOutline(cmpViolation, "block missing"),
		legendOutline(cmpOver, "block wasted"))
	edges := container.NewScroll(p.edges)
	edges.SetMinSize(fyne.NewSize(100, 0))
	p.finds = newFindingsList(p.view)
	split := container.NewHSplit(p.view, p.finds.content)
	split.SetOffset(0.78)
	// the edge table takes the height of its lines (one until a triangle
	// is tapped), at most a third; the levels take the rest
	p.body = container.New(&cmpBodyLayout{text: p.edges}, split, edges)
	p.root = container.New(&cmpTabLayout{levels: func() bool { return p.view.cmp != nil }}, tools, p.legend, p.info, p.body)
	return p
}

// cmpTabLayout lays out the Viewports tab: the controls (objects[0], a
// flow), the legend (objects[1], a flow), the summary line (objects[2])
// and the levels over the edge table (objects[3]). The controls are always
// shown; the legend and then the summary line give way while they would
// leave the levels less than half the tab (a short top half in
// presentation mode on a laptop: the levels had no height at all). The
// levels' captions carry the verdicts and counts either way. Without
// levels (comparing, or the comparison failed) the summary line, which
// says so, always stays.
type cmpTabLayout struct{ levels func() bool }

// flowHeight is the height of a flow's rows at width w.
func flowHeight(c fyne.CanvasObject, w float32) float32 {
	f := c.(*fyne.Container)
	_, hs := f.Layout.(*flowLayout).rows(f.Objects, w)
	return total(hs)
}

func (l *cmpTabLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, objs[0].MinSize().Height+theme.Padding()+objs[3].MinSize().Height)
}

func (l *cmpTabLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	tools, legend, info, body := objs[0], objs[1], objs[2], objs[3]
	head := []fyne.CanvasObject{tools}
	heights := []float32{flowHeight(tools, size.Width)}
	used := heights[0] + pad
	keep := size.Height / 2 // the levels' share that the optional lines leave
	for _, o := range []fyne.CanvasObject{legend, info} {
		h := o.MinSize().Height
		if o == legend {
			h = flowHeight(legend, size.Width)
		}
		if size.Height-used-h-pad >= keep || o == info && !l.levels() {
			o.Show()
			head = append(head, o)
			heights = append(heights, h)
			used += h + pad
		} else {
			o.Hide()
		}
	}
	y := float32(0)
	for i, o := range head {
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, heights[i]))
		y += heights[i] + pad
	}
	body.Move(fyne.NewPos(0, y))
	body.Resize(fyne.NewSize(size.Width, max(0, size.Height-y)))
}

// setEdges shows text in the edge table and gives the levels the height it
// leaves.
func (p *comparePanel) setEdges(text string) {
	p.edges.SetText(text)
	p.body.Refresh()
}

// cmpBodyLayout lays out the Viewports tab's body: the levels and findings
// (objects[0]) over the edge table (objects[1], a scroll of text). The
// table is as high as its text, at most a third of the body, at least one
// line; the levels take the rest — a fixed share for the table left the
// levels small and the table's area mostly empty.
type cmpBodyLayout struct{ text *widget.Label }

// tableHeight is the edge table's height in a body h high.
func (l *cmpBodyLayout) tableHeight(h float32) float32 {
	one := fyne.MeasureText("E", theme.TextSize(), l.text.TextStyle).Height + 2*theme.InnerPadding()
	return max(one, min(l.text.MinSize().Height, h/3))
}

func (l *cmpBodyLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	top := objs[0].MinSize()
	return fyne.NewSize(max(top.Width, objs[1].MinSize().Width), top.Height+theme.Padding()+l.tableHeight(0))
}

func (l *cmpBodyLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	th := l.tableHeight(size.Height)
	top := max(0, size.Height-th-theme.Padding())
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, top))
	objs[1].Move(fyne.NewPos(0, size.Height-th))
	objs[1].Resize(fyne.NewSize(size.Width, th))
}

// setRun takes the workspace's snap settings and compares its levels.
func (p *comparePanel) title() string { return "Viewports" }

func (p *comparePanel) content() fyne.CanvasObject { return p.root }

// setTime: the view does not follow the clock.
func (p *comparePanel) setTime(int64) {}

func (p *comparePanel) setRun(rn *run.Run) {
	if rn == nil || rn.Workspace == nil {
		p.view.SetComparison(nil)
		p.finds.set(nil)
		return
	}
	o := rn.Workspace.Options
	p.snap.Selected = o.Snap.String()
	p.snap.Refresh()
	p.bits.Selected = strconv.Itoa(o.SubpixelBits)
	p.bits.Refresh()
	p.recompute()
}

// recompute runs render.Compare off the UI goroutine with the chosen snap
// mode and bits.
func (p *comparePanel) recompute() {
	rn := p.h.currentRun()
	if rn == nil || rn.Workspace == nil {
		return
	}
	ws := rn.Workspace
	o := ws.Options
	o.TriangleIDs = true // the comparison view selects by the levels' IDs
	if m, err := render.ParseSnapMode(p.snap.Selected); err == nil {
		o.Snap = m
	}
	if b, err := strconv.Atoi(p.bits.Selected); err == nil {
		o.SubpixelBits = b
	}
	sizes := ws.CompareLevels()
	if p.cancel != nil {
		p.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.job++
	job := p.job
	p.info.SetText(fmt.Sprintf("comparing %v …", sizes))
	go func() {
		c, err := render.Compare(ctx, ws.Scene, sizes, o)
		uiDo(func() {
			if job != p.job {
				return
			}
			if err != nil {
				p.info.SetText("comparison failed: " + err.Error())
				p.view.SetComparison(nil)
				p.finds.set(nil)
				return
			}
			v, over := 0, 0
			for _, pr := range c.Pairs {
				v += pr.Violations
				over += pr.Over
			}
			p.summary = fmt.Sprintf("%s snapping, sizes %v: %d conservative violations, %d over-covered pixels in total", c.Snap, sizes, v, over)
			p.view.SetComparison(c)
			p.finds.set(c)
			p.setBlockChoices(c)
			p.setEdges(edgeTable(c, p.view.selected))
		})
	}()
}

// blockOption names the choice of level i's allocation blocks.
func blockOption(c *render.Comparison, i int) string {
	l := c.Levels[i]
	return fmt.Sprintf("%d×%d", l.Width, l.Height)
}

const blocksOff = "off"

// setBlockChoices lists the coarse levels of c in the blocks select and
// keeps the chosen one (at first the coarsest).
func (p *comparePanel) setBlockChoices(c *render.Comparison) {
	opts := []string{blocksOff}
	for i := 1; i < len(c.Levels); i++ {
		opts = append(opts, blockOption(c, i))
	}
	p.blocks.Options = opts
	lv := p.blockLevel
	if lv < 0 || lv >= len(c.Levels) {
		lv = len(c.Levels) - 1
	}
	sel := blocksOff
	if lv > 0 {
		sel = blockOption(c, lv)
	}
	p.blocks.Selected = sel
	p.blocks.Refresh()
	p.view.SetAllocationLevel(lv)
	p.showCounts()
}

// chooseBlocks applies the blocks select.
func (p *comparePanel) chooseBlocks(s string) {
	c := p.view.cmp
	if c == nil {
		return
	}
	lv := 0
	for i := 1; i < len(c.Levels); i++ {
		if blockOption(c, i) == s {
			lv = i
		}
	}
	p.blockLevel = lv
	p.view.SetAllocationLevel(lv)
	p.showCounts()
}

// showCounts puts the comparison's totals and the outlined blocks' counts
// in the info line.
func (p *comparePanel) showCounts() {
	t := p.summary
	if b := p.view.Blocks(); b.Level > 0 {
		l := p.view.cmp.Levels[b.Level]
		t += fmt.Sprintf(". Blocks from %d×%d (%d px): %d needed, %d allocated, %d missing, %d wasted",
			l.Width, l.Height, b.BlockSize, b.Needed, b.Allocated, b.Under, b.Over)
	}
	p.info.SetText(t)
}

// legendOutline is a legend entry for an outline colour.
func legendOutline(c color.NRGBA, label string) fyne.CanvasObject {
	img := image.NewRGBA(image.Rect(0, 0, 28, 16))
	fillRect(img, img.Rect, fbBackground)
	rectOutline(img, img.Rect, c)
	rectOutline(img, img.Rect.Inset(1), c)
	return newSwatch(img, 28, 16, label)
}

// selectTriangle selects the comparison triangle of framebuffer triangle i.
func (p *comparePanel) selectTriangle(i int) {
	rn := p.h.currentRun()
	if rn == nil || rn.Frame == nil || p.view.cmp == nil {
		return
	}
	k := -1
	if i >= 0 && i < rn.Frame.NumTriangles() {
		k = p.view.sourceTriangle(rn.Frame.Triangle(i))
	}
	p.view.selected = k
	p.view.raster.Refresh()
	p.setEdges(edgeTable(p.view.cmp, k))
}
