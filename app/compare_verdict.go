package app

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2/canvas"
)

// cmpLines is the number of caption lines above each level: the verdict and
// three lines of counts.
const cmpLines = 4

var (
	cmpPass = color.NRGBA{0x3c, 0xc8, 0x6e, 0xff} // verdict: no violation
)

// verdict is the large caption of level i, read from across a room: for a
// coarse level whether its conservative coverage contains the finer level's
// ("✓ 0 violations" / "✗ 17 violations"), for the finest level what it is.
func (v *compareView) verdict(i int) (string, color.Color) {
	p := v.pairFor(i)
	if p == nil {
		return "finest level", panelText
	}
	if p.Violations == 0 {
		return "✓ 0 violations", cmpPass
	}
	if p.Violations == 1 {
		return "✗ 1 violation", cmpViolation
	}
	return fmt.Sprintf("✗ %d violations", p.Violations), cmpViolation
}

// fitText shortens t with "…" until it is at most w wide, so the captions of
// neighbouring levels never print over each other.
func fitText(t *canvas.Text, w float32) {
	if w <= 0 || t.MinSize().Width <= w {
		return
	}
	r := []rune(t.Text)
	lo, hi := 1, len(r)-1 // the longest prefix that fits with "…", by bisection
	for lo < hi {
		mid := (lo + hi + 1) / 2
		t.Text = string(r[:mid]) + "…"
		if t.MinSize().Width <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	t.Text = string(r[:max(lo, 1)]) + "…"
}

// besideVerdict is the verdict as shown in a caption column beside the
// level, where every character widens the column: without its noun
// ("✗ 17 violations" → "✗ 17", "finest level" → "finest").
func besideVerdict(s string) string {
	if s == "finest level" {
		return "finest"
	}
	return shortVerdict(s)
}

// shortVerdict is the verdict without its noun ("✗ 17 violations" → "✗ 17")
// for cells too narrow for the whole line.
func shortVerdict(s string) string {
	if i := strings.LastIndex(s, " violation"); i > 0 {
		return s[:i]
	}
	return s
}
