package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// runtimeLabelText is the Runtime bars' name size before uiScale (11 px;
// 17.6 px in presentation mode).
const runtimeLabelText = 11

// runtimeRenderer draws the raster and each instance's name on its bar
// (shortened with "…" to the bar; hidden when the bar is too narrow or
// the row too low to read it). Under "Reveal as it runs" a name appears
// when its instance starts.
type runtimeRenderer struct {
	v     *runtimeView
	names []*canvas.Text
}

func (r *runtimeRenderer) Layout(size fyne.Size) {
	v := r.v
	v.raster.Resize(size)
	n := 0
	if v.rt != nil && v.rt.Plan != nil {
		p := v.rt.Plan
		rowH := size.Height / float32(max(len(p.Devices), 1))
		span := float32(v.span())
		ts := viewText(runtimeLabelText)
		for _, e := range p.Events {
			if n == len(r.names) {
				r.names = append(r.names, canvas.NewText("", color.NRGBA{0x10, 0x10, 0x10, 0xff}))
			}
			tx := r.names[n]
			n++
			x0 := float32(e.Start) / span * size.Width
			x1 := float32(e.End) / span * size.Width
			tx.Text, tx.TextSize = e.Instance, ts
			fitText(tx, x1-x0-4)
			if x1-x0 < 3*ts || rowH < ts+8 || v.reveal && v.t < e.Start {
				tx.Hide()
				continue
			}
			row := float32(v.rowOf(e.Device))
			tx.Move(fyne.NewPos(x0+2, row*rowH+(rowH-ts)/2-ts*0.15))
			tx.Show()
			tx.Refresh()
		}
	}
	for _, tx := range r.names[n:] {
		tx.Hide()
	}
}

func (r *runtimeRenderer) MinSize() fyne.Size { return r.v.MinSize() }

func (r *runtimeRenderer) Refresh() {
	r.Layout(r.v.Size())
	r.v.raster.Refresh()
}

func (r *runtimeRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.v.raster}
	for _, tx := range r.names {
		objs = append(objs, tx)
	}
	return objs
}

func (r *runtimeRenderer) Destroy() {}
