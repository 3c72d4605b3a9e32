package app

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// swatch is a compact legend entry: a small drawn sample (a patterned
// square, an edge style) and its label in a slightly smaller text with
// little padding, so a legend wraps into few short rows and leaves the
// view its height. The text follows the theme (colour, presentation
// scale).
type swatch struct {
	widget.BaseWidget
	img   image.Image
	w, h  float32
	label string
	color color.NRGBA // the colour shown (legendSwatch; tests read it)
}

func newSwatch(img image.Image, w, h float32, label string) *swatch {
	s := &swatch{img: img, w: w, h: h, label: label}
	s.ExtendBaseWidget(s)
	return s
}

// swatchEdge outlines the legend pictures of bars.
var swatchEdge = color.NRGBA{0x10, 0x10, 0x10, 0xff}

// drawnSwatch is a 28×16 legend picture that draw paints, and its label;
// c is the colour the entry stands for (the one the chart draws with).
func drawnSwatch(c color.NRGBA, label string, draw func(img *image.RGBA)) *swatch {
	img := image.NewRGBA(image.Rect(0, 0, 28, 16))
	draw(img)
	s := newSwatch(img, 28, 16, label)
	s.color = c
	return s
}

// legendSwatch is a small patterned square and its label.
func legendSwatch(c color.NRGBA, pat pattern, label string) fyne.CanvasObject {
	return drawnSwatch(c, label, func(img *image.RGBA) {
		fillPattern(img, img.Rect, c, pat)
		rectOutline(img, img.Rect, swatchEdge)
	})
}

func (s *swatch) CreateRenderer() fyne.WidgetRenderer {
	ci := canvas.NewImageFromImage(s.img)
	ci.ScaleMode = canvas.ImageScalePixels
	t := canvas.NewText(s.label, theme.Color(theme.ColorNameForeground))
	r := &swatchRenderer{s: s, img: ci, text: t}
	r.Refresh()
	return r
}

type swatchRenderer struct {
	s    *swatch
	img  *canvas.Image
	text *canvas.Text
}

func (r *swatchRenderer) gap() float32 { return theme.Padding() }

func (r *swatchRenderer) MinSize() fyne.Size {
	ts := fyne.MeasureText(r.text.Text, r.text.TextSize, r.text.TextStyle)
	return fyne.NewSize(r.s.w+r.gap()+ts.Width+r.gap(), max(r.s.h, ts.Height)+2)
}

func (r *swatchRenderer) Layout(size fyne.Size) {
	r.img.Resize(fyne.NewSize(r.s.w, r.s.h))
	r.img.Move(fyne.NewPos(0, (size.Height-r.s.h)/2))
	ts := fyne.MeasureText(r.text.Text, r.text.TextSize, r.text.TextStyle)
	r.text.Resize(ts)
	r.text.Move(fyne.NewPos(r.s.w+r.gap(), (size.Height-ts.Height)/2))
}

func (r *swatchRenderer) Refresh() {
	r.text.Text = r.s.label
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.text.TextSize = theme.TextSize() * 0.93
	r.text.Refresh()
	r.img.Image = r.s.img
	r.img.Refresh()
	r.Layout(r.s.Size())
}

func (r *swatchRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.img, r.text} }
func (r *swatchRenderer) Destroy()                     {}

// legendHead is a legend's heading ("Kinds:") in the entries' text size.
func legendHead(text string) fyne.CanvasObject {
	return newSwatch(image.NewRGBA(image.Rect(0, 0, 1, 1)), 0, 0, text)
}
