package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/render"
)

// The coverage debug view: for one level of the comparison, the outer
// conservative coverage, the centre-sampled coverage and the inner
// conservative coverage side by side (drawn by render.CoverageView), with
// their counts. Opened from View › Coverage: outer, centre, inner….

// showCoverage opens the view for the Viewports view's comparison (the
// workspace's viewport at its levels, with the snap mode and bits chosen
// there).
func (wb *workbench) showCoverage() {
	if wb.compare == nil || wb.compare.view.cmp == nil || len(wb.compare.view.cmp.Levels) == 0 {
		dialog.ShowInformation("Coverage", "No comparison yet: open a workspace with a scene (the Viewports view compares its levels).", wb.win)
		return
	}
	showCoverageView(wb.win, wb.compare.view.cmp)
}

// coverageCaption is the counts line under the view for level l.
func coverageCaption(l *render.Level) string {
	n := l.Counts()
	return fmt.Sprintf("%d×%d, %d bits: outer %d pixels (orange; darker where the centre is covered too), centre %d (green; darker where inner), inner %d (blue)",
		l.Width, l.Height, l.Bits, n.Outer, n.Centre, n.Inner)
}

// coverageImage is level l's picture, scaled to about 768 px across.
func coverageImage(l *render.Level) *canvas.Image {
	scale := max(1, 768/(3*l.Width+2))
	img := canvas.NewImageFromImage(render.CoverageView(l, scale))
	img.ScaleMode = canvas.ImageScalePixels
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(float32(768), float32(768*l.Height/(3*l.Width+2))))
	return img
}

func showCoverageView(win fyne.Window, c *render.Comparison) {
	var names []string
	for _, l := range c.Levels {
		names = append(names, fmt.Sprintf("%d×%d", l.Width, l.Height))
	}
	caption := widget.NewLabel(coverageCaption(&c.Levels[0]))
	caption.Wrapping = fyne.TextWrapWord
	holder := container.NewStack(coverageImage(&c.Levels[0]))
	level := widget.NewSelect(names, func(s string) {
		for i, n := range names {
			if n == s {
				holder.Objects = []fyne.CanvasObject{coverageImage(&c.Levels[i])}
				holder.Refresh()
				caption.SetText(coverageCaption(&c.Levels[i]))
			}
		}
	})
	level.SetSelectedIndex(0)
	body := container.NewBorder(container.NewHBox(widget.NewLabel("Level"), level), caption, nil, nil, holder)
	d := dialog.NewCustom("Coverage: outer, centre, inner", "Close", body, win)
	d.Resize(fyne.NewSize(820, 520))
	d.Show()
}
