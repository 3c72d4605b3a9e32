package render

import (
	"image"
	"image/color"
)

// CoverageView colours: Okabe–Ito, as the comparison's pictures.
var (
	coverageBG     = color.RGBA{0x1b, 0x1b, 0x1f, 0xff}
	coverageOuter  = color.RGBA{0xE6, 0x9F, 0x00, 0xff} // orange: outer (overestimating)
	coverageCentre = color.RGBA{0x00, 0x9E, 0x73, 0xff} // bluish green: centre
	coverageInner  = color.RGBA{0x56, 0xB4, 0xE9, 0xff} // sky blue: inner (underestimating)
	coverageGap    = color.RGBA{0x33, 0x33, 0x38, 0xff}
)

// CoverageView draws level l of a comparison as the coverage debug view:
// three panels side by side, outer conservative coverage (the closed pixel
// square meets a triangle), centre-sampled coverage and inner conservative
// coverage (the square lies inside one triangle), each pixel scale×scale,
// with a gap of one scaled pixel between panels. A pixel of a panel is lit
// in that panel's colour; in the outer panel the pixels that are also
// centre-covered are drawn darker, and in the centre panel those that are
// also inner-covered, so each panel shows what the next rule loses.
func CoverageView(l *Level, scale int) *image.RGBA {
	if scale < 1 {
		scale = 1
	}
	w, h := l.Width, l.Height
	img := image.NewRGBA(image.Rect(0, 0, (3*w+2)*scale, h*scale))
	dark := func(c color.RGBA) color.RGBA { return color.RGBA{c.R / 2, c.G / 2, c.B / 2, 0xff} }
	for y := 0; y < h*scale; y++ {
		for x := 0; x < (3*w+2)*scale; x++ {
			img.SetRGBA(x, y, coverageGap)
		}
	}
	for p := 0; p < 3; p++ {
		x0 := p * (w + 1) * scale
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + x
				c := coverageBG
				switch p {
				case 0:
					if l.Conservative[i] {
						c = coverageOuter
						if l.Covered[i] {
							c = dark(coverageOuter)
						}
					}
				case 1:
					if l.Covered[i] {
						c = coverageCentre
						if i < len(l.Inner) && l.Inner[i] {
							c = dark(coverageCentre)
						}
					}
				case 2:
					if i < len(l.Inner) && l.Inner[i] {
						c = coverageInner
					}
				}
				for dy := 0; dy < scale; dy++ {
					for dx := 0; dx < scale; dx++ {
						img.SetRGBA(x0+x*scale+dx, y*scale+dy, c)
					}
				}
			}
		}
	}
	return img
}
