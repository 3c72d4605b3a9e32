package app

import (
	"fmt"
	"image"
	"image/color"
)

// pattern tells how a bar is textured so that kinds differ in shape as well as
// colour.
type pattern int

const (
	patSolid pattern = iota
	patDiagonal
	patDots
	patVertical
	patChecker
	patCross
)

// patternOn reports whether the pattern marks pixel (x, y) (in image space, so
// patterns line up across bars and stay put while the view pans by whole
// pixels).
func patternOn(p pattern, x, y int) bool {
	switch p {
	case patDiagonal:
		return (x+y)&7 < 2
	case patDots:
		return x&3 == 1 && y&3 == 1
	case patVertical:
		return x&5 == 0 || x%6 == 0
	case patChecker:
		return ((x>>2)+(y>>2))&1 == 0
	case patCross:
		return (x+y)&7 == 0 || (x-y)&7 == 0
	}
	return false
}

// darker returns c with its RGB scaled by f (0..1).
func darker(c color.NRGBA, f float64) color.NRGBA {
	return color.NRGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), c.A}
}

// blend mixes src over dst with opacity a (0..1).
func blend(dst, src color.NRGBA, a float64) color.NRGBA {
	m := func(d, s uint8) uint8 { return uint8(float64(d)*(1-a) + float64(s)*a + 0.5) }
	return color.NRGBA{m(dst.R, src.R), m(dst.G, src.G), m(dst.B, src.B), 0xff}
}

// fillRect paints r (clipped to img) with c.
func fillRect(img *image.RGBA, r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		off := img.PixOffset(r.Min.X, y)
		row := img.Pix[off : off+4*r.Dx()]
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 0xff
		}
	}
}

// fillPattern paints r with base colour c and the pattern in a darker shade.
func fillPattern(img *image.RGBA, r image.Rectangle, c color.NRGBA, p pattern) {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return
	}
	if p == patSolid {
		fillRect(img, r, c)
		return
	}
	d := darker(c, 0.45)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		off := img.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x++ {
			k := c
			if patternOn(p, x, y) {
				k = d
			}
			img.Pix[off], img.Pix[off+1], img.Pix[off+2], img.Pix[off+3] = k.R, k.G, k.B, 0xff
			off += 4
		}
	}
}

// setPix writes one opaque pixel if it is inside img.
func setPix(img *image.RGBA, x, y int, c color.NRGBA) {
	if !(image.Point{x, y}).In(img.Rect) {
		return
	}
	o := img.PixOffset(x, y)
	img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = c.R, c.G, c.B, 0xff
}

// blendPix mixes c into one pixel with opacity a.
func blendPix(img *image.RGBA, x, y int, c color.NRGBA, a float64) {
	if !(image.Point{x, y}).In(img.Rect) {
		return
	}
	o := img.PixOffset(x, y)
	d := color.NRGBA{img.Pix[o], img.Pix[o+1], img.Pix[o+2], 0xff}
	k := blend(d, c, a)
	img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = k.R, k.G, k.B, 0xff
}

// line draws a 1-pixel line from (x0,y0) to (x1,y1) (Bresenham), clipped.
func line(img *image.RGBA, x0, y0, x1, y1 int, c color.NRGBA) {
	// Reject lines far outside to keep the loop bounded.
	const lim = 1 << 15
	if x0 < -lim || x0 > lim || x1 < -lim || x1 > lim || y0 < -lim || y0 > lim || y1 < -lim || y1 > lim {
		return
	}
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := 1, 1
	if x0 > x1 {
		sx = -1
	}
	if y0 > y1 {
		sy = -1
	}
	err := dx + dy
	for {
		setPix(img, x0, y0, c)
		if x0 == x1 && y0 == y1 {
			return
		}
		e2 := 2 * err
		if e2 >= dy {
			err += dy
			x0 += sx
		}
		if e2 <= dx {
			err += dx
			y0 += sy
		}
	}
}

// rectOutline draws the 1-pixel outline of r.
func rectOutline(img *image.RGBA, r image.Rectangle, c color.NRGBA) {
	if r.Empty() {
		return
	}
	line(img, r.Min.X, r.Min.Y, r.Max.X-1, r.Min.Y, c)
	line(img, r.Min.X, r.Max.Y-1, r.Max.X-1, r.Max.Y-1, c)
	line(img, r.Min.X, r.Min.Y, r.Min.X, r.Max.Y-1, c)
	line(img, r.Max.X-1, r.Min.Y, r.Max.X-1, r.Max.Y-1, c)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// heat maps v in [0,1] to a perceptually ordered, colour-blind safe ramp
// (dark blue → teal → yellow, like viridis).
func heat(v float64) color.NRGBA {
	if v < 0 {
		v = 0
	}
	if v > 1 {
		v = 1
	}
	stops := []color.NRGBA{{0x44, 0x01, 0x54, 0xff}, {0x3b, 0x52, 0x8b, 0xff}, {0x21, 0x91, 0x8c, 0xff}, {0x5e, 0xc9, 0x62, 0xff}, {0xfd, 0xe7, 0x25, 0xff}}
	f := v * float64(len(stops)-1)
	i := int(f)
	if i >= len(stops)-1 {
		return stops[len(stops)-1]
	}
	return blend(stops[i], stops[i+1], f-float64(i))
}

// idColor gives a stable, well-spread colour for an integer ID (golden-ratio hue).
func idColor(id int) color.NRGBA {
	if id < 0 {
		return color.NRGBA{0, 0, 0, 0xff}
	}
	h := float64(id) * 0.61803398875
	h -= float64(int(h))
	return hsv(h, 0.65, 0.95)
}

func hsv(h, s, v float64) color.NRGBA {
	i := int(h * 6)
	f := h*6 - float64(i)
	p, q, t := v*(1-s), v*(1-f*s), v*(1-(1-f)*s)
	var r, g, b float64
	switch i % 6 {
	case 0:
		r, g, b = v, t, p
	case 1:
		r, g, b = q, v, p
	case 2:
		r, g, b = p, v, t
	case 3:
		r, g, b = p, q, v
	case 4:
		r, g, b = t, p, v
	default:
		r, g, b = v, p, q
	}
	return color.NRGBA{uint8(r * 255), uint8(g * 255), uint8(b * 255), 0xff}
}

// panelText is the colour of text drawn over the dark raster panels
// (timeline, viewport comparison), whatever the theme.
var panelText = color.NRGBA{0xdd, 0xdd, 0xe2, 0xff}

// axisLabelSize is the size of the timeline's axis and row labels: at
// least 13 px, and 16 px in presentation mode, so the back of a lecture
// room reads them (issue 37).
func axisLabelSize() float32 {
	if uiScale > 1 {
		return max(16, 10*uiScale)
	}
	return 13
}

// labelFloor is the smallest text any view draws: 13 px, 16 px in
// presentation mode (issue 37); past what fits, views group or leave out
// labels rather than shrink them (TestViewLabelsReadable).
func labelFloor() float32 {
	if uiScale > 1 {
		return 16
	}
	return 13
}

// viewText is a view's text of base px before uiScale, never below
// labelFloor.
func viewText(base float32) float32 { return max(base*uiScale, labelFloor()) }

// timeTick is the label of a time axis tick at t cycles; the first tick
// says the unit ("0 cycles"), so every time axis says what it counts.
func timeTick(t float64, first bool) string {
	if first {
		return fmt.Sprintf("%.0f cycles", t)
	}
	return fmt.Sprintf("%.0f", t)
}
