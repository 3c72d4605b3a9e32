package app

import (
	"fmt"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// debugViews are the framebuffer's whole-image views, one at a time: the
// rendered colour, or depth, overdraw or triangle IDs in its place. (Edges,
// Tiles, Coverage and Blocks are overlays drawn on top of any of them.)
var debugViews = []struct {
	name    string
	overlay overlay
}{
	{"Colour", 0},
	{"Depth", overlayDepth},
	{"Overdraw", overlayOverdraw},
	{"Triangle IDs", overlayTriangleIDs},
}

// isDebugView reports whether overlay o is one of the exclusive views.
func isDebugView(o overlay) bool {
	for _, d := range debugViews[1:] {
		if d.overlay == o {
			return true
		}
	}
	return false
}

// debugChoice is the "View" select and the colour scale beside it.
type debugChoice struct {
	p       *fbPanel
	sel     *widget.Select
	scale   *canvas.Image
	lo, hi  *widget.Label
	content *fyne.Container
	scaleC  *fyne.Container
}

func newDebugChoice(p *fbPanel) *debugChoice {
	d := &debugChoice{p: p}
	var names []string
	for _, v := range debugViews {
		names = append(names, v.name)
	}
	d.sel = widget.NewSelect(names, func(s string) { d.choose(s) })
	nonSticky(d.sel)
	d.scale = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	d.scale.ScaleMode = canvas.ImageScalePixels
	d.scale.SetMinSize(fyne.NewSize(96, 14))
	d.lo, d.hi = widget.NewLabel(""), widget.NewLabel("")
	d.scaleC = container.NewHBox(d.lo, container.NewCenter(d.scale), d.hi)
	d.scaleC.Hide()
	d.content = container.NewHBox(widget.NewLabel("View"), d.sel, d.scaleC)
	d.sel.SetSelected("Colour")
	return d
}

// choose shows view s alone.
func (d *debugChoice) choose(s string) {
	for _, v := range debugViews[1:] {
		d.p.view.SetOverlay(v.overlay, v.name == s)
	}
	if s == "Overdraw" {
		d.p.ensureOverdraw()
	}
	d.updateScale()
}

// updateScale draws the colour scale of the chosen view: depth grey from
// near (white) to far, overdraw black (0) then the heat ramp up to the most
// fragments a pixel receives; none for Colour and Triangle IDs.
func (d *debugChoice) updateScale() {
	v := d.p.view
	const w, h = 96, 14
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	switch d.sel.Selected {
	case "Depth":
		for x := 0; x < w; x++ {
			g := uint8(255 - 215*float64(x)/float64(w-1))
			fillRect(img, image.Rect(x, 0, x+1, h), color.NRGBA{g, g, g, 0xff})
		}
		if v.depthMin <= v.depthMax {
			d.lo.SetText(fmt.Sprintf("near %.3f", v.depthMin))
			d.hi.SetText(fmt.Sprintf("%.3f far", v.depthMax))
		} else {
			d.lo.SetText("near")
			d.hi.SetText("far")
		}
	case "Overdraw":
		fillRect(img, image.Rect(0, 0, w/8, h), color.NRGBA{0, 0, 0, 0xff})
		for x := w / 8; x < w; x++ {
			fillRect(img, image.Rect(x, 0, x+1, h), heat(float64(x-w/8+1)/float64(w-w/8)))
		}
		d.lo.SetText("0")
		d.hi.SetText(fmt.Sprintf("%d fragments", v.maxOver))
	default:
		d.scaleC.Hide()
		return
	}
	rectOutline(img, img.Rect, color.NRGBA{0x10, 0x10, 0x10, 0xff})
	d.scale.Image = img
	d.scale.Refresh()
	d.scaleC.Show()
}

// Scale returns the colour scale's end labels ("" when none is shown).
func (d *debugChoice) Scale() (string, string) {
	if !d.scaleC.Visible() {
		return "", ""
	}
	return d.lo.Text, d.hi.Text
}
