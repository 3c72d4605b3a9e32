package app

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// tileSwatch is a legend sample of a framebuffer tile state: c hatched as
// the view draws pending tiles (hatched false: a finished tile's pixels).
func tileSwatch(c color.NRGBA, hatched bool, label string) fyne.CanvasObject {
	img := image.NewRGBA(image.Rect(0, 0, 28, 16))
	for y := 0; y < 16; y++ {
		for x := 0; x < 28; x++ {
			p := c
			if hatched && (x+y)%8 < 2 {
				p = darker(c, 0.6)
			}
			if !hatched {
				// A finished tile: a bit of a rendered image.
				p = blend(color.NRGBA{0xE6, 0xB0, 0x30, 0xff}, color.NRGBA{0x30, 0x50, 0xA0, 0xff}, float64(x)/27)
			}
			setPix(img, x, y, p)
		}
	}
	rectOutline(img, img.Rect, color.NRGBA{0x10, 0x10, 0x10, 0xff})
	return newSwatch(img, 28, 16, label)
}

// playHintText is the readout's idle line until playback has been started
// once (kept in the preferences): how to play, then how to read pixels.
const playHintText = "▶ press Space (or Play) to play the run from the start — tiles appear as their fragment CTAs finish · hover a pixel for its values"

// frameLegend is the legend under the framebuffer: what finished and
// pending tiles look like.
func (p *fbPanel) frameLegend() *fyne.Container {
	return newFlow(nil, 0,
		tileSwatch(color.NRGBA{}, false, "tile finished"),
		tileSwatch(fbRunning, true, "being shaded (its CTA is on an SM)"),
		tileSwatch(fbPending, true, "not dispatched yet"))
}

// idleText is the readout when no pixel is hovered: the play hint until
// playback has been started once, then the readout's own hint.
func (p *fbPanel) idleText() string {
	if p.h.prefs().Bool(prefPlayed) {
		return readoutHint
	}
	return playHintText
}

// played drops the first-launch hint for good once playback has started.
func (p *fbPanel) played() {
	if !p.h.prefs().Bool(prefPlayed) {
		p.h.prefs().SetBool(prefPlayed, true)
		if p.readout.Text == playHintText {
			p.setReadout(readoutHint)
		}
	}
}

// setReadout shows s under the framebuffer. The play hint is prominent
// (bold, in the accent colour, wrapped whole rather than cut) until the
// first play; pixel values and the readout's own hint are a monospace line
// shortened with "…".
func (p *fbPanel) setReadout(s string) {
	r := p.readout
	if s == playHintText {
		r.TextStyle = fyne.TextStyle{Bold: true}
		r.Importance = widget.HighImportance
		r.Truncation = fyne.TextTruncateOff
		r.Wrapping = fyne.TextWrapWord
	} else {
		r.TextStyle = fyne.TextStyle{Monospace: true}
		r.Importance = widget.MediumImportance
		r.Wrapping = fyne.TextWrapOff
		r.Truncation = fyne.TextTruncateEllipsis
	}
	r.SetText(s)
}
