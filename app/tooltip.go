package app

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// tipTextSize is the timeline tooltip's text size before uiScale, never
// below labelFloor (13 px; 19.2 px in presentation mode; was 12 px).
const tipTextSize = 12

// wrapWords breaks s into lines no wider than maxW at size ts (a word
// longer than maxW, such as a long task name, is broken where it must).
func wrapWords(s string, ts float32, style fyne.TextStyle, maxW float32) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		var words []string
		for _, w := range strings.Fields(para) {
			words = append(words, breakWord(w, ts, style, maxW)...)
		}
		for _, w := range words {
			try := w
			if line != "" {
				try = line + " " + w
			}
			if line != "" && fyne.MeasureText(try, ts, style).Width > maxW {
				lines = append(lines, line)
				line = w
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

// breakWord cuts a word wider than maxW into pieces that fit (after a
// '/', '-', '.' or ':' when there is one in the piece).
func breakWord(w string, ts float32, style fyne.TextStyle, maxW float32) []string {
	var out []string
	for fyne.MeasureText(w, ts, style).Width > maxW {
		r := []rune(w)
		n := 1
		for n < len(r) && fyne.MeasureText(string(r[:n+1]), ts, style).Width <= maxW {
			n++
		}
		for k := n; k > n/2; k-- {
			if strings.ContainsRune("/-.:", r[k-1]) {
				n = k
				break
			}
		}
		out = append(out, string(r[:n]))
		w = string(r[n:])
	}
	return append(out, w)
}

// layoutTipLines wraps the tooltip's text to the view's width (less a
// margin) at the tooltip's size, scaled in presentation mode, fills its
// lines and returns the size they need.
func (tl *timeline) layoutTipLines() fyne.Size {
	ts := viewText(tipTextSize)
	maxW := max(tl.Size().Width-24, 120)
	lines := wrapWords(tl.hoverText, ts, fyne.TextStyle{}, maxW)
	for len(tl.tipMore) < len(lines)-1 {
		tl.tipMore = append(tl.tipMore, canvas.NewText("", color.White))
	}
	return fillTipLines(append([]*canvas.Text{tl.tip}, tl.tipMore...), lines, ts)
}

// fillTipLines puts a tooltip's wrapped lines into its texts (as many as
// there are lines; the rest are emptied and hidden) in the theme's
// foreground colour at size ts, and returns the size the lines need.
func fillTipLines(all []*canvas.Text, lines []string, ts float32) fyne.Size {
	fg := theme.Color(theme.ColorNameForeground)
	var size fyne.Size
	for i, t := range all {
		if i >= len(lines) {
			t.Text = ""
			t.Hide()
			continue
		}
		t.Text, t.TextSize, t.Color = lines[i], ts, fg
		m := t.MinSize()
		size.Width = max(size.Width, m.Width)
		size.Height += m.Height
	}
	return size
}

// placeTipLines shows the tooltip's lines one under the other from p.
func (tl *timeline) placeTipLines(p fyne.Position) {
	all := append([]*canvas.Text{tl.tip}, tl.tipMore...)
	for _, t := range all {
		if t.Text == "" {
			continue
		}
		m := t.MinSize()
		t.Move(p)
		t.Resize(m)
		t.Show()
		p.Y += m.Height
	}
}
