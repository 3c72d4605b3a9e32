package sheet

import (
	"image"
	"image/color"

	"github.com/ppuwb/ppuwb/render"
)

// The colours every picture of a comparison shares (Okabe–Ito, safe for
// colour-blind readers).
var (
	Panel     = color.RGBA{0x20, 0x20, 0x24, 0xff} // a pixel with no frame behind it
	Covered   = color.RGBA{0x00, 0x9E, 0x73, 0xff} // bluish green: conservatively covered
	Violation = color.RGBA{0xD5, 0x5E, 0x00, 0xff} // vermillion: violation / missing block
	Over      = color.RGBA{0x56, 0xB4, 0xE9, 0xff} // sky blue: over-coverage / wasted block
	FineDot   = color.RGBA{0xff, 0xff, 0xff, 0xff} // the centre of a covered pixel of the finer level
	BlockOK   = color.RGBA{0xE0, 0xE0, 0xE0, 0xff} // a block needed and allocated
)

// Look is how a medium draws the marks whose shape is its own: the window
// hatches a violation and outlines blocks by blending, the contact sheet
// crosses it and outlines blocks two pixels wide. Level and Blocks decide
// what is marked where; the Look only paints a mark into its rectangle.
type Look interface {
	// AfterPixels runs once the level's pixels are drawn (the window
	// draws its pixel grid there).
	AfterPixels(img *image.RGBA)
	// Over marks a coarse pixel covered with no fine pixel under it.
	Over(img *image.RGBA, r image.Rectangle)
	// Violation marks a fine pixel the coarse level missed, on the coarse
	// pixel r.
	Violation(img *image.RGBA, r image.Rectangle)
	// FineDot returns where the finer level's pixel (x, y) of pr has its
	// dot, or nil when the dots are not shown (too small at this scale).
	FineDot(pr *render.LevelPair) func(x, y int) image.Rectangle
	// Block outlines one allocation block in the colour of its state.
	Block(img *image.RGBA, r image.Rectangle, s render.BlockState)
}

// Level draws level i of c into img: each level pixel of vis (in level
// coordinates) filled at cell(x, y) with the frame's colour darkened and
// tinted where covered (conservatively; the finest level by centre), then,
// where i is the coarse level of a pair, its over-covered pixels, its
// violations and, at their centres, the finer level's pixels that the
// pair's counts take as covered (Comparison.FineCoverage: conservatively
// when the comparison is conservative, so that every violation has a dot
// in it).
func Level(img *image.RGBA, c *render.Comparison, i int, cell func(x, y int) image.Rectangle, vis image.Rectangle, look Look) {
	l := c.Levels[i]
	cov := l.Conservative
	if i == 0 || len(cov) == 0 {
		cov = l.Covered
	}
	for y := vis.Min.Y; y < vis.Max.Y; y++ {
		for x := vis.Min.X; x < vis.Max.X; x++ {
			col := Panel
			if l.Frame != nil && l.Frame.Color != nil {
				o := l.Frame.Color.PixOffset(x, y)
				p := l.Frame.Color.Pix[o : o+3]
				col = color.RGBA{uint8(float64(p[0]) * 0.6), uint8(float64(p[1]) * 0.6), uint8(float64(p[2]) * 0.6), 0xff}
			}
			if k := y*l.Width + x; k < len(cov) && cov[k] {
				col = mix(col, Covered, 0.3)
			}
			fill(img, cell(x, y), col)
		}
	}
	look.AfterPixels(img)
	pr := pairWithCoarse(c, i)
	if pr == nil {
		return
	}
	for _, q := range pr.OverAt {
		look.Over(img, cell(q.X, q.Y))
	}
	for _, q := range pr.ViolationAt {
		look.Violation(img, cell(q.X, q.Y))
	}
	if dot := look.FineDot(pr); dot != nil {
		fl, cov := c.Levels[pr.Fine], c.FineCoverage(pr.Fine)
		for y := 0; y < fl.Height; y++ {
			for x := 0; x < fl.Width; x++ {
				if cov[y*fl.Width+x] {
					fill(img, dot(x, y), FineDot)
				}
			}
		}
	}
}

// Blocks outlines on the finest level (cell maps its pixels into img) the
// allocation blocks that the coarse level low decides, blockSize finest
// pixels a side, with states from render.Comparison.Blocks: the allocated
// and needed ones first, the over- and under-allocated ones on top.
func Blocks(img *image.RGBA, c *render.Comparison, blocks []render.BlockState, low, blockSize int, cell func(x, y int) image.Rectangle, look Look) {
	lo, full, f := c.Levels[low], c.Levels[0], blockSize
	for _, pass := range []render.BlockState{render.BlockOK, render.BlockOver, render.BlockUnder} { // errors drawn last, on top
		for by := 0; by < lo.Height; by++ {
			for bx := 0; bx < lo.Width; bx++ {
				if blocks[by*lo.Width+bx] != pass {
					continue
				}
				r := image.Rectangle{cell(bx*f, by*f).Min, cell(min((bx+1)*f, full.Width)-1, min((by+1)*f, full.Height)-1).Max}
				look.Block(img, r, pass)
			}
		}
	}
}

// fill paints r, clipped to img, with the opaque colour c.
func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
		for k := 0; k < len(row); k += 4 {
			row[k], row[k+1], row[k+2], row[k+3] = c.R, c.G, c.B, 0xff
		}
	}
}
