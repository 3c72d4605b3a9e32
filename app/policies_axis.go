package app

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// policyAxisValues are the Policies chart's value axis: every bar is a
// fraction (ANTT and STP of the largest, fairness itself), so 0, 0.5 and 1
// read all three. drawChart draws their lines.
var policyAxisValues = []float64{0, 0.5, 1}

// newPolicyAxis is the value axis left of the Policies chart; names is what
// lies under the chart in the same column (the policies' names), which the
// axis leaves out of its height.
func newPolicyAxis(names fyne.CanvasObject) *fyne.Container {
	l := &policyAxisLayout{names: names}
	c := container.New(l)
	for _, v := range policyAxisValues {
		t := canvas.NewText(strconv.FormatFloat(v, 'f', -1, 64), panelText)
		t.Alignment = fyne.TextAlignTrailing
		c.Add(t)
	}
	return c
}

// policyAxisLayout puts each value's label at the height drawChart puts
// that value's bar top, in a column as wide as the widest label.
type policyAxisLayout struct{ names fyne.CanvasObject }

func (l *policyAxisLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		t := o.(*canvas.Text)
		t.TextSize = axisLabelSize()
		w = max(w, t.MinSize().Width)
	}
	return fyne.NewSize(w+6, 0)
}

func (l *policyAxisLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := size.Height - l.names.MinSize().Height // the chart's height
	for i, o := range objs {
		t := o.(*canvas.Text)
		t.TextSize = axisLabelSize()
		th := t.MinSize().Height
		y := h - float32(policyAxisValues[i])*(h-2) - th/2
		t.Move(fyne.NewPos(0, min(max(y, 0), h-th)))
		t.Resize(fyne.NewSize(size.Width-4, th))
		t.Refresh()
	}
}
