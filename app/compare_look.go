package app

import (
	"image"

	"github.com/ppuwb/ppuwb/render"
)

// compareLook is the Viewports view's look for sheet.Level and
// sheet.Blocks: a pixel grid once pixels are 8 screen pixels wide,
// violations hatched, the finer level's centres once 2 screen pixels apart
// (when shown), blocks outlined by blending, errors two pixels wide when
// large enough.
type compareLook struct {
	dev      func(x, y int) image.Rectangle // a level pixel on screen
	vis      image.Rectangle                // the level pixels drawn
	px       float32                        // screen pixels per level pixel
	ox, oy   float32                        // the level's origin on screen
	showFine bool
}

func (l *compareLook) AfterPixels(img *image.RGBA) {
	if l.px < 8 {
		return
	}
	// Pixel boundaries once pixels are large enough to tell apart.
	for x := l.vis.Min.X; x <= l.vis.Max.X; x++ {
		gx := l.dev(x, 0).Min.X
		for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
			blendPix(img, gx, y, fbGrid, 0.5)
		}
	}
	for y := l.vis.Min.Y; y <= l.vis.Max.Y; y++ {
		gy := l.dev(0, y).Min.Y
		for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
			blendPix(img, x, gy, fbGrid, 0.5)
		}
	}
}

func (l *compareLook) Over(img *image.RGBA, r image.Rectangle) { rectOutline(img, r, cmpOver) }

func (l *compareLook) Violation(img *image.RGBA, r image.Rectangle) {
	fillPattern(img, r, cmpViolation, patCross)
}

func (l *compareLook) FineDot(pr *render.LevelPair) func(x, y int) image.Rectangle {
	fpx := l.px / float32(pr.Factor)
	if !l.showFine || fpx < 2 {
		return nil
	}
	return func(x, y int) image.Rectangle {
		cx := int(l.ox + (float32(x)+0.5)*fpx)
		cy := int(l.oy + (float32(y)+0.5)*fpx)
		return image.Rect(cx-(int(fpx)/6), cy-(int(fpx)/6), cx+1+int(fpx)/6, cy+1+int(fpx)/6)
	}
}

func (l *compareLook) Block(img *image.RGBA, r image.Rectangle, s render.BlockState) {
	if !r.Overlaps(img.Rect) {
		return
	}
	switch s {
	case render.BlockOK:
		for x := r.Min.X; x < r.Max.X; x++ {
			blendPix(img, x, r.Min.Y, cmpBlockOK, 0.35)
			blendPix(img, x, r.Max.Y-1, cmpBlockOK, 0.35)
		}
		for y := r.Min.Y + 1; y < r.Max.Y-1; y++ {
			blendPix(img, r.Min.X, y, cmpBlockOK, 0.35)
			blendPix(img, r.Max.X-1, y, cmpBlockOK, 0.35)
		}
	default:
		c := cmpViolation
		if s == render.BlockOver {
			c = cmpOver
		}
		rectOutline(img, r, c)
		if r.Dx() >= 8 && r.Dy() >= 8 {
			rectOutline(img, r.Inset(1), c)
		}
	}
}
