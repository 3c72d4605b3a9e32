package app

import (
	"fmt"

	"fyne.io/fyne/v2"
)

// machineTip is the tooltip over the SM labels: the machine, and where a
// measured preset's values come from (docs/hardware.md); "" elsewhere.
func (tl *timeline) machineTip(p fyne.Position) string {
	if tl.res == nil || p.X >= tl.gutter() || p.Y < tlAxis {
		return ""
	}
	if k := int((p.Y - tlAxis) / tl.rowHeight()); k < 0 || k >= len(tl.bySM) {
		return ""
	}
	m := tl.res.Machine
	s := fmt.Sprintf("machine %s · %d SMs × %d CTAs, %d warps, %d KB shared · %d MHz", m.Name, m.SMs, m.PerSM.CTAs, m.PerSM.Warps, m.PerSM.SharedMem/1024, m.ClockMHz)
	if m.Origin != "" {
		s += " · " + m.Origin + " (docs/hardware.md)"
	}
	return s
}
