package app

import (
	"image"
	"image/color"
)

// cpSwitchColor marks command-processor context switches on the SM
// timeline's axis band (docs/replay.md).
var cpSwitchColor = color.NRGBA{0xe0, 0x40, 0x40, 0xff}

// drawSwitches draws each context switch of a run with command streams in
// the axis band: a hatched block from the outgoing context stopping to the
// incoming one running, and a tick where the interrupt was requested.
func (tl *timeline) drawSwitches(img *image.RGBA, gx, ay int, t0, t1, dt float64) {
	if tl.res == nil || tl.res.Commands == nil || ay < 4 {
		return
	}
	x := func(t int64) int { return gx + int((float64(t)-t0)/dt) }
	for _, sw := range tl.res.Commands.Switches {
		if sw.To < 0 || sw.Reason == "finished" || float64(sw.End) < t0 || float64(sw.Start) > t1 {
			continue
		}
		r := image.Rect(max(x(sw.Start), gx), ay-ay/3, max(x(sw.End), x(sw.Start)+2), ay)
		fillPattern(img, r, cpSwitchColor, patDiagonal)
		if rq := float64(sw.Request); rq >= t0 && rq <= t1 {
			fillRect(img, image.Rect(x(sw.Request), ay-ay/2, x(sw.Request)+1, ay), cpSwitchColor)
		}
	}
}
