package app

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
)

// revealFade is how far what lies after the clock is faded toward the
// background under "Reveal as it runs": faint enough that the class sees
// only what has happened, still there for the lecturer to point ahead.
const revealFade = 0.85

// fadeRect blends r (clipped to img) toward bg by a: under "Reveal as it
// runs" the part of a chart after the clock is drawn faint.
func fadeRect(img *image.RGBA, r image.Rectangle, bg color.NRGBA, a float64) {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return
	}
	m := func(d, s uint8) uint8 { return uint8(float64(d)*(1-a) + float64(s)*a + 0.5) }
	for y := r.Min.Y; y < r.Max.Y; y++ {
		off := img.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.Pix[off : off+4 : off+4]
			p[0], p[1], p[2] = m(p[0], bg.R), m(p[1], bg.G), m(p[2], bg.B)
			off += 4
		}
	}
}

// setReveal turns "Reveal as it runs" on or off (View menu; on by default
// in presentation mode): the timeline, the Utilization chart, the Runtime
// bars and the command-processor strip draw what lies after the clock
// faint, so bars appear as the clock reaches them. The task graph shows
// each TMD's state at the clock in any case.
func (wb *workbench) setReveal(on bool) {
	wb.reveal = on
	wb.tl.view.reveal = on
	wb.util.view.reveal = on
	wb.rt.view.reveal = on
	wb.cp.view.reveal = on
	wb.tl.view.raster.Refresh()
	wb.tl.view.layoutBarLabels(wb.tl.view.Size())
	wb.util.view.raster.Refresh()
	wb.rt.view.raster.Refresh()
	wb.cp.view.Refresh()
	if wb.revealItem != nil {
		wb.revealItem.Checked = on
	}
}

func (wb *workbench) toggleReveal() { wb.setReveal(!wb.reveal) }

// newRevealItem is View › Reveal as it runs, a check item.
func (wb *workbench) newRevealItem() *fyne.MenuItem {
	wb.revealItem = &fyne.MenuItem{Label: "Reveal as it runs", Checked: wb.reveal, Action: func() {
		wb.toggleReveal()
		if m := wb.win.MainMenu(); m != nil {
			m.Refresh()
		}
	}}
	return wb.revealItem
}
