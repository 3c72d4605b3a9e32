// Package sheet draws a viewport comparison (render.Compare): each level's
// picture — its pixels, the coverage, over-covered pixels, violations, the
// finer level's covered pixels and the allocation blocks — and the contact
// sheet of `ppuwb compare -o`, which lays the levels side by side. The
// window's Viewports view (app/compare.go) draws its levels with Level and
// Blocks too, in its own look (Look); this package imports no Fyne.
package sheet

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/ppuwb/ppuwb/render"
)

// The contact sheet of `ppuwb compare -o`: the levels side by side, each
// scaled to the same width so their pixels line up, with the overlay
// colours of the Viewports view and a legend.

var (
	sheetBG   = color.RGBA{0xff, 0xff, 0xff, 0xff}
	sheetText = color.RGBA{0x10, 0x10, 0x10, 0xff}
)

const (
	sheetMargin = 24
	sheetGap    = 24
	sheetText2x = 2 // text is basicfont's 7×13 drawn at twice its size
	sheetLine   = 13*sheetText2x + 6
)

// Contact draws the contact sheet of c with a title line.
func Contact(c *render.Comparison, title string) *image.RGBA {
	n := len(c.Levels)
	side := max(192, min(512, 1800/n))
	l0 := c.Levels[0]
	sideH := side * l0.Height / l0.Width
	w := 2*sheetMargin + n*side + (n-1)*sheetGap
	top := sheetMargin + sheetLine + 8 // title
	capH := 3 * sheetLine
	imgTop := top + capH
	legendTop := imgTop + sideH + 16
	h := legendTop + 3*sheetLine + sheetMargin
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Rect, &image.Uniform{sheetBG}, image.Point{}, draw.Src)
	sheetString(img, sheetMargin, sheetMargin, title, sheetText)

	var blocks []render.BlockState
	var alloc render.Allocation
	if n > 1 {
		blocks, alloc = c.Blocks(n - 1) // as the view shows by default: the coarsest level's blocks
	}
	for i, l := range c.Levels {
		x0 := sheetMargin + i*(side+sheetGap)
		// captions
		sheetString(img, x0, top, fmt.Sprintf("%dx%d, %d bits", l.Width, l.Height, l.Bits), sheetText)
		line2, col2 := "finest level", sheetText
		if p := pairWithCoarse(c, i); p != nil {
			line2 = fmt.Sprintf("violations %d, over %d", p.Violations, p.Over)
			if p.Violations > 0 {
				col2 = Violation
			}
		} else if alloc.Level > 0 {
			line2 = fmt.Sprintf("%dpx blocks from %dx%d", alloc.BlockSize, c.Levels[alloc.Level].Width, c.Levels[alloc.Level].Height)
		}
		sheetString(img, x0, top+sheetLine, line2, col2)
		line3, col3 := "", sheetText
		if i == 0 && alloc.Level > 0 {
			line3 = fmt.Sprintf("%d missing, %d wasted", alloc.Under, alloc.Over)
			if alloc.Under > 0 {
				col3 = Violation
			}
		}
		for _, a := range c.Allocation {
			if a.Level == i {
				line3 = fmt.Sprintf("allocated %d, needed %d", a.Allocated, a.Needed)
			}
		}
		sheetString(img, x0, top+2*sheetLine, line3, col3)

		// the level's pixels and marks
		px := float64(side) / float64(l.Width)
		cell := func(x, y int) image.Rectangle {
			return image.Rect(x0+int(float64(x)*px), imgTop+int(float64(y)*px), x0+int(float64(x+1)*px), imgTop+int(float64(y+1)*px))
		}
		Level(img, c, i, cell, image.Rect(0, 0, l.Width, l.Height), sheetLook{x0: x0, top: imgTop, px: px})
		if i == 0 && alloc.Level > 0 {
			Blocks(img, c, blocks, alloc.Level, alloc.BlockSize, cell, sheetLook{})
		}
	}

	// legend
	items := []struct {
		col   color.RGBA
		style int // 0 fill, 1 outline, 2 cross, 3 dot
		label string
	}{
		{mix(Panel, Covered, 0.5), 0, "conservatively covered (finest: centre covered)"},
		{FineDot, 3, "finer level's covered pixel (as the counts take it)"},
		{Violation, 2, "violation: fine pixel covered, coarse pixel not"},
		{Over, 1, "over-covered: coarse pixel covered, no fine pixel"},
		{Violation, 1, "block missing (needed, not allocated)"},
		{Over, 1, "block wasted (allocated, not needed)"},
	}
	colW := (w - 2*sheetMargin) / 2
	for k, it := range items {
		x := sheetMargin + (k%2)*colW
		y := legendTop + (k/2)*sheetLine
		sw := image.Rect(x, y+2, x+22, y+24)
		switch it.style {
		case 0:
			draw.Draw(img, sw, &image.Uniform{it.col}, image.Point{}, draw.Src)
		case 1:
			draw.Draw(img, sw, &image.Uniform{Panel}, image.Point{}, draw.Src)
			outline(img, sw, it.col, 2)
		case 2:
			draw.Draw(img, sw, &image.Uniform{Panel}, image.Point{}, draw.Src)
			cross(img, sw, it.col)
		case 3:
			draw.Draw(img, sw, &image.Uniform{Panel}, image.Point{}, draw.Src)
			draw.Draw(img, image.Rect(x+8, y+10, x+14, y+16), &image.Uniform{it.col}, image.Point{}, draw.Src)
		}
		sheetString(img, x+32, y, it.label, sheetText)
	}
	return img
}

// sheetLook is the contact sheet's look: violations crossed, blocks
// outlined two pixels wide, the finer level's centres once they are three
// sheet pixels apart.
type sheetLook struct {
	x0, top int     // the level's top-left corner on the sheet
	px      float64 // sheet pixels per level pixel
}

func (sheetLook) AfterPixels(*image.RGBA) {}

func (sheetLook) Over(img *image.RGBA, r image.Rectangle) { outline(img, r, Over, 1) }

func (sheetLook) Violation(img *image.RGBA, r image.Rectangle) { cross(img, r, Violation) }

func (s sheetLook) FineDot(p *render.LevelPair) func(x, y int) image.Rectangle {
	fpx := s.px / float64(p.Factor)
	if fpx < 3 {
		return nil
	}
	r := max(1, int(fpx)/6)
	return func(x, y int) image.Rectangle {
		cx := s.x0 + int((float64(x)+0.5)*fpx)
		cy := s.top + int((float64(y)+0.5)*fpx)
		return image.Rect(cx-r/2, cy-r/2, cx-r/2+r, cy-r/2+r)
	}
}

func (sheetLook) Block(img *image.RGBA, r image.Rectangle, s render.BlockState) {
	switch s {
	case render.BlockOK:
		outline(img, r, mix(Panel, BlockOK, 0.35), 1)
	case render.BlockOver:
		outline(img, r, Over, 2)
	case render.BlockUnder:
		outline(img, r, Violation, 2)
	}
}

// pairWithCoarse returns the pair whose coarse level is i (nil for level 0).
func pairWithCoarse(c *render.Comparison, i int) *render.LevelPair {
	for k := range c.Pairs {
		if c.Pairs[k].Coarse == i {
			return &c.Pairs[k]
		}
	}
	return nil
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

func outline(img *image.RGBA, r image.Rectangle, c color.RGBA, width int) {
	u := &image.Uniform{c}
	for k := 0; k < width; k++ {
		draw.Draw(img, image.Rect(r.Min.X, r.Min.Y+k, r.Max.X, r.Min.Y+k+1), u, image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(r.Min.X, r.Max.Y-1-k, r.Max.X, r.Max.Y-k), u, image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(r.Min.X+k, r.Min.Y, r.Min.X+k+1, r.Max.Y), u, image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(r.Max.X-1-k, r.Min.Y, r.Max.X-k, r.Max.Y), u, image.Point{}, draw.Src)
	}
}

// cross fills r with its colour where the view's hatch would be, or the
// whole cell when it is too small to show a pattern.
func cross(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	if r.Dx() < 4 || r.Dy() < 4 {
		draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src)
		return
	}
	outline(img, r, c, 1)
	for k := 0; k < min(r.Dx(), r.Dy()); k++ {
		img.SetRGBA(r.Min.X+k, r.Min.Y+k, c)
		img.SetRGBA(r.Max.X-1-k, r.Min.Y+k, c)
	}
}

// sheetString draws s with its top-left at (x, y), at twice basicfont's size.
func sheetString(img *image.RGBA, x, y int, s string, c color.RGBA) {
	if s == "" {
		return
	}
	face := basicfont.Face7x13
	wd := font.MeasureString(face, s).Ceil()
	mask := image.NewAlpha(image.Rect(0, 0, wd, 13))
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face, Dot: fixed.P(0, 11)}
	d.DrawString(s)
	u := &image.Uniform{c}
	for my := 0; my < 13; my++ {
		for mx := 0; mx < wd; mx++ {
			if mask.AlphaAt(mx, my).A > 0x7f {
				r := image.Rect(x+mx*sheetText2x, y+my*sheetText2x, x+(mx+1)*sheetText2x, y+(my+1)*sheetText2x)
				draw.Draw(img, r, u, image.Point{}, draw.Src)
			}
		}
	}
}
