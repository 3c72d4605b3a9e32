//go:build ignore

// Command gen draws the PPU Workbench application icon (icons/ppuwb.png).
// The icon is its own source: a triangle rasterized onto a coarse pixel grid
// with the top-left rule (the pipeline's subject), above three scheduler bars
// (the timeline's subject), on a rounded dark tile.
//
//	go run icons/gen/main.go
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

const size = 512

func main() {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	bgTop := color.NRGBA{0x1b, 0x26, 0x3b, 0xff}
	bgBot := color.NRGBA{0x0d, 0x13, 0x21, 0xff}
	const radius = 96.0
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			a := roundedAlpha(float64(x)+0.5, float64(y)+0.5, 16, 16, size-16, size-16, radius)
			if a == 0 {
				continue
			}
			t := float64(y) / size
			c := lerp(bgTop, bgBot, t)
			c.A = uint8(255 * a)
			img.SetNRGBA(x, y, c)
		}
	}
	// A 12x9 grid of "pixels", 28 px each, starting at (88, 72).
	const cell, gx, gy, cols, rows = 28, 88, 72, 12, 9
	// Triangle in grid units (pixel centres at i+0.5).
	v := [3][2]float64{{1.0, 8.5}, {6.5, 0.5}, {11.5, 8.0}}
	covered := color.NRGBA{0xff, 0x9f, 0x1c, 0xff}
	empty := color.NRGBA{0x2c, 0x3a, 0x55, 0xff}
	for j := 0; j < rows; j++ {
		for i := 0; i < cols; i++ {
			px, py := float64(i)+0.5, float64(j)+0.5
			c := empty
			if inside(v, px, py) {
				c = covered
			}
			fill(img, gx+i*cell+2, gy+j*cell+2, cell-4, cell-4, c)
		}
	}
	// Triangle outline on top of the cells.
	edge := color.NRGBA{0xff, 0xf3, 0xd6, 0xff}
	for k := 0; k < 3; k++ {
		a, b := v[k], v[(k+1)%3]
		line(img, gx+a[0]*cell, gy+a[1]*cell, gx+b[0]*cell, gy+b[1]*cell, 5, edge)
	}
	// Three timeline rows of bars.
	bars := [][]struct {
		x0, x1 int
		c      color.NRGBA
	}{
		{{88, 200, color.NRGBA{0x2e, 0xc4, 0xb6, 0xff}}, {208, 330, color.NRGBA{0xe7, 0x1d, 0x36, 0xff}}, {338, 424, color.NRGBA{0x2e, 0xc4, 0xb6, 0xff}}},
		{{88, 150, color.NRGBA{0xe7, 0x1d, 0x36, 0xff}}, {158, 300, color.NRGBA{0x41, 0x8f, 0xde, 0xff}}, {308, 424, color.NRGBA{0xff, 0x9f, 0x1c, 0xff}}},
		{{88, 250, color.NRGBA{0x41, 0x8f, 0xde, 0xff}}, {258, 424, color.NRGBA{0x2e, 0xc4, 0xb6, 0xff}}},
	}
	for r, row := range bars {
		y := 352 + r*30
		for _, b := range row {
			fill(img, b.x0, y, b.x1-b.x0, 22, b.c)
		}
	}
	f, err := os.Create("icons/ppuwb.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func inside(v [3][2]float64, x, y float64) bool {
	e := func(a, b [2]float64) float64 { return (b[0]-a[0])*(y-a[1]) - (b[1]-a[1])*(x-a[0]) }
	e0, e1, e2 := e(v[0], v[1]), e(v[1], v[2]), e(v[2], v[0])
	return (e0 >= 0 && e1 >= 0 && e2 >= 0) || (e0 <= 0 && e1 <= 0 && e2 <= 0)
}

func fill(img *image.NRGBA, x, y, w, h int, c color.NRGBA) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			img.SetNRGBA(i, j, c)
		}
	}
}

func line(img *image.NRGBA, x0, y0, x1, y1, width float64, c color.NRGBA) {
	minX, maxX := int(math.Min(x0, x1)-width), int(math.Max(x0, x1)+width)
	minY, maxY := int(math.Min(y0, y1)-width), int(math.Max(y0, y1)+width)
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	for y := minY; y <= maxY; y++ {
		for x := minX; x <= maxX; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			t := math.Max(0, math.Min(1, ((px-x0)*dx+(py-y0)*dy)/l2))
			d := math.Hypot(px-(x0+t*dx), py-(y0+t*dy))
			a := math.Max(0, math.Min(1, width/2-d+0.5))
			if a > 0 {
				old := img.NRGBAAt(x, y)
				img.SetNRGBA(x, y, lerp(old, c, a))
			}
		}
	}
}

func roundedAlpha(x, y, x0, y0, x1, y1, r float64) float64 {
	cx := math.Max(x0+r, math.Min(x, x1-r))
	cy := math.Max(y0+r, math.Min(y, y1-r))
	d := math.Hypot(x-cx, y-cy)
	if x < x0 || x > x1 || y < y0 || y > y1 {
		return 0
	}
	return math.Max(0, math.Min(1, r-d+0.5))
}

func lerp(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(p, q uint8) uint8 { return uint8(math.Round(float64(p)*(1-t) + float64(q)*t)) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}
