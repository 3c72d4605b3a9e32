package app

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// tlMaxLabels bounds the bar labels laid out at once.
const tlMaxLabels = 160

// timelineExtras are the texts drawn over the timeline's bars: a label in
// each bar wide and tall enough for one, the clock's position when it is
// outside the visible window, and the CTAs left waiting at a deadlock.
type timelineExtras struct {
	barTexts  []*canvas.Text
	barBGs    []*canvas.Rectangle // a light plate under each bar label (readable over patterns)
	clockBG   *canvas.Rectangle
	clockText *canvas.Text
	waitBG    *canvas.Rectangle
	waitText  *canvas.Text
}

func (tl *timeline) newExtras() {
	tl.clockBG = canvas.NewRectangle(tlCursor)
	tl.clockText = canvas.NewText("", color.White)
	tl.clockText.TextStyle.Bold = true
	tl.waitBG = canvas.NewRectangle(color.NRGBA{0x20, 0x20, 0x24, 0xe8})
	tl.waitBG.StrokeColor = cmpViolation
	tl.waitBG.StrokeWidth = 1
	tl.waitText = canvas.NewText("", color.White)
	for _, o := range []fyne.CanvasObject{tl.clockBG, tl.clockText, tl.waitBG, tl.waitText} {
		o.Hide()
	}
}

func (tl *timeline) extraObjects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 2*len(tl.barTexts)+4)
	for i, t := range tl.barTexts {
		objs = append(objs, tl.barBGs[i], t)
	}
	return append(objs, tl.waitBG, tl.waitText, tl.clockBG, tl.clockText)
}

// barLabel is the text of interval id's bar: its TMD's name (after the
// command-processor context that dispatched it, if any) and CTA index,
// and "waiting (deadlock)" for a CTA still stalled at a deadlock.
func (tl *timeline) barLabel(id int) string {
	iv := tl.res.Intervals[id]
	name := "?"
	if iv.Task >= 0 && iv.Task < len(tl.res.TMDs) {
		name = tl.res.TMDs[iv.Task].Name
		if c := tl.res.TMDs[iv.Task].Context; c != "" {
			name = c + "/" + name // dispatched by a command stream's context
		}
	}
	s := fmt.Sprintf("%s #%d", name, iv.CTA)
	if d := tl.res.Deadlock; d != nil && iv.End < 0 {
		s += " — waiting (deadlock)"
	}
	return s
}

// layoutBarLabels labels the bars that have room: a lane at least as tall
// as the text and a bar wide enough for a few characters (the text is
// shortened with "…" to the bar). Rows drawn as density strips get none,
// and while revealing as it runs, neither do bars after the clock.
func (tl *timeline) layoutBarLabels(s fyne.Size) {
	n := 0
	size := viewText(10)
	if tl.res != nil && len(tl.bySM) > 0 {
		rh := tl.rowHeight()
		pw := tl.plotWidth()
		t0, t1 := tl.t0, tl.t0+tl.span
		minW := 4 * size // room for about three characters and "…"
		for sm, ids := range tl.bySM {
			laneH := (rh - 2) / float32(tl.lanes[sm])
			if laneH < size+3 {
				continue
			}
			lo := sort.Search(len(ids), func(k int) bool {
				return float64(tl.res.Intervals[ids[k]].Start) > t0-float64(tl.maxDur[sm])-1
			})
			hi := sort.Search(len(ids), func(k int) bool { return float64(tl.res.Intervals[ids[k]].Start) >= t1 })
			if hi-lo > tlMaxLabels {
				continue // too many to read: the row is busy or a density strip
			}
			for _, id := range ids[lo:hi] {
				iv := tl.res.Intervals[id]
				e := float64(tl.endOf(iv))
				if tl.reveal {
					// Revealing as it runs: no name for a bar the clock
					// has not reached, and a running bar's name only
					// over the part drawn.
					if iv.Start >= tl.cursor {
						continue
					}
					e = min(e, float64(tl.cursor))
				}
				xa := tl.gutter() + float32((float64(iv.Start)-t0)/tl.span)*pw
				xb := tl.gutter() + float32((e-t0)/tl.span)*pw
				xa, xb = max(xa, tl.gutter()), min(xb, s.Width)
				if xb-xa < minW || n >= tlMaxLabels {
					continue
				}
				if n == len(tl.barTexts) {
					tl.barTexts = append(tl.barTexts, canvas.NewText("", color.Black))
					tl.barBGs = append(tl.barBGs, canvas.NewRectangle(color.NRGBA{0xf4, 0xf4, 0xf0, 0xc8}))
				}
				t, bg := tl.barTexts[n], tl.barBGs[n]
				n++
				t.Text = tl.barLabel(int(id))
				t.TextSize = size
				t.Color = color.NRGBA{0x10, 0x10, 0x10, 0xff}
				if tl.selected >= 0 && iv.Task != tl.selected {
					t.Color = color.NRGBA{0x10, 0x10, 0x10, 0x90}
				}
				fitText(t, xb-xa-6)
				ya := tlAxis + float32(sm)*rh + 1 + float32(tl.lane[id])*laneH
				ms := t.MinSize()
				t.Move(fyne.NewPos(xa+3, ya+(laneH-ms.Height)/2+1))
				bg.Move(fyne.NewPos(xa+2, ya+(laneH-ms.Height)/2+1))
				bg.Resize(fyne.NewSize(ms.Width+2, ms.Height))
				if tl.coversTag(bg) {
					// under the deadlock label or the waiting tag: the
					// tag wins, the bar keeps its tooltip
					n--
					t.Hide()
					bg.Hide()
					continue
				}
				bg.Show()
				bg.Refresh()
				t.Show()
				t.Refresh()
			}
		}
	}
	for ; n < len(tl.barTexts); n++ {
		tl.barTexts[n].Hide()
		tl.barBGs[n].Hide()
	}
}

// BarLabels returns the bar labels shown (tests).
func (tl *timeline) BarLabels() []string {
	var out []string
	for _, t := range tl.barTexts {
		if t.Visible() {
			out = append(out, t.Text)
		}
	}
	return out
}

// layoutClockMarker shows, when the clock is outside the visible window, a
// red tag at that edge of the axis: "◀ t = 1234" or "t = 1234 ▶".
func (tl *timeline) layoutClockMarker(s fyne.Size) {
	c := float64(tl.cursor)
	if tl.res == nil || (c >= tl.t0 && c <= tl.t0+tl.span) {
		tl.clockBG.Hide()
		tl.clockText.Hide()
		return
	}
	txt := fmt.Sprintf("◀ t = %d", tl.cursor)
	if c > tl.t0+tl.span {
		txt = fmt.Sprintf("t = %d ▶", tl.cursor)
	}
	tl.clockText.Text = txt
	tl.clockText.TextSize = viewText(10)
	ms := tl.clockText.MinSize()
	x := tl.gutter()
	if c > tl.t0+tl.span {
		x = s.Width - ms.Width - 6
	}
	tl.clockBG.Move(fyne.NewPos(x, 0))
	tl.clockBG.Resize(fyne.NewSize(ms.Width+6, min(ms.Height, tlAxis)))
	tl.clockText.Move(fyne.NewPos(x+3, (min(ms.Height, tlAxis)-ms.Height)/2))
	tl.clockBG.Show()
	tl.clockText.Show()
	tl.clockBG.Refresh()
	tl.clockText.Refresh()
}

// ClockMarker returns the off-screen clock tag's text ("" hidden).
func (tl *timeline) ClockMarker() string {
	if !tl.clockText.Visible() {
		return ""
	}
	return tl.clockText.Text
}

// waitingText lists the CTAs that could not be dispatched at a deadlock
// (from Result.Deadlock.Blocked).
func (tl *timeline) waitingText() string {
	if tl.res == nil || tl.res.Deadlock == nil || len(tl.res.Deadlock.Blocked) == 0 {
		return ""
	}
	var parts []string
	total := 0
	for i, b := range tl.res.Deadlock.Blocked {
		total += b.CTAsLeft
		if i < 3 {
			parts = append(parts, fmt.Sprintf("%s ×%d", b.Name, b.CTAsLeft))
		}
	}
	if len(tl.res.Deadlock.Blocked) > 3 {
		parts = append(parts, fmt.Sprintf("+%d grids", len(tl.res.Deadlock.Blocked)-3))
	}
	return fmt.Sprintf("%d CTAs waiting, never dispatched: %s", total, strings.Join(parts, ", "))
}

// layoutWaiting shows the waiting CTAs under the deadlock label when the
// deadlock cycle is in view.
func (tl *timeline) layoutWaiting(s fyne.Size) {
	txt := tl.waitingText()
	if txt == "" || !tl.deadText.Visible() {
		tl.waitBG.Hide()
		tl.waitText.Hide()
		return
	}
	tl.waitText.Text = txt
	tl.waitText.TextSize = viewText(10)
	fitText(tl.waitText, s.Width-tl.gutter()-8)
	ms := tl.waitText.MinSize()
	p := tl.deadBG.Position()
	x := max(tl.gutter(), min(p.X, s.Width-ms.Width-6))
	y := p.Y + tl.deadBG.Size().Height + 2
	tl.waitBG.Move(fyne.NewPos(x, y))
	tl.waitBG.Resize(fyne.NewSize(ms.Width+6, ms.Height))
	tl.waitText.Move(fyne.NewPos(x+3, y))
	tl.waitBG.Show()
	tl.waitText.Show()
	tl.waitBG.Refresh()
	tl.waitText.Refresh()
}

// coversTag reports whether o overlaps the deadlock label or the "CTAs
// waiting" tag, when shown (they are laid out before the bar names).
func (tl *timeline) coversTag(o fyne.CanvasObject) bool {
	a, as := o.Position(), o.Size()
	for _, tag := range []fyne.CanvasObject{tl.deadBG, tl.waitBG} {
		if tag == nil || !tag.Visible() {
			continue
		}
		b, bs := tag.Position(), tag.Size()
		if a.X < b.X+bs.Width && b.X < a.X+as.Width && a.Y < b.Y+bs.Height && b.Y < a.Y+as.Height {
			return true
		}
	}
	return false
}

// gutter is the width of the row labels' column: tlGutter, or wider where
// a label needs it ("SM 120–131" in presentation mode).
func (tl *timeline) gutter() float32 { return max(float32(tlGutter), tl.gutterW) }

// rowLabelSpan is one row label: its text and the rows it names.
type rowLabelSpan struct {
	text        string
	first, last int
}

// rowLabelSpans are the row labels for rows of height rh when a label is
// lineH high: one per row where the rows have room, else one per group of
// rows ("SM 0–3", "cpu 0–5"; the groups as even as they can be, none
// shorter than a label): the SMs, then each CPU's cores. A host row of its
// own (another device) much thinner than a label has none.
func (tl *timeline) rowLabelSpans(rh, lineH float32) []rowLabelSpan {
	group := max(1, int(math.Ceil(float64(lineH/rh))))
	out := groupSpans(nil, "SM", 0, len(tl.bySM), group)
	nSM := len(tl.bySM)
	for i := 0; i < tl.hostRowCount(); {
		dev := tl.host.rows[i].device
		j := i
		for j < tl.hostRowCount() && tl.host.rows[j].device == dev {
			j++
		}
		if j-i == 1 && tl.host.rows[i].label == dev {
			// A row of its own keeps its label down to ¾ of the label's
			// line: the glyphs stay inside the row, the neighbours'
			// labels are centred on theirs.
			if rh >= 0.75*lineH {
				out = append(out, rowLabelSpan{dev, nSM + i, nSM + i})
			}
		} else {
			out = groupSpans(out, dev, nSM+i, j-i, group) // cores count from 0
		}
		i = j
	}
	return out
}

// groupSpans appends the labels of n rows from row first, group rows a
// label at least (the groups as even as they can be), named prefix and
// the rows' numbers from 0.
func groupSpans(out []rowLabelSpan, prefix string, first, n, group int) []rowLabelSpan {
	if n <= 0 {
		return out
	}
	ng := max(1, n/group)
	for k := 0; k < ng; k++ {
		a, b := k*n/ng, (k+1)*n/ng-1
		out = append(out, rowLabelSpan{spanText(prefix, a, b), first + a, first + b})
	}
	return out
}

// spanText is "SM 3" for one row, "SM 0–3" for several.
func spanText(prefix string, a, b int) string {
	if b > a {
		return fmt.Sprintf("%s %d–%d", prefix, a, b)
	}
	return fmt.Sprintf("%s %d", prefix, a)
}

// layoutRowLabels writes the row labels at the views' label size (13 px,
// 16 px in presentation mode) and widens the gutter to the widest; where
// the rows are thinner than a label, a label names a group of SMs rather
// than shrink (issue 37).
func (r *timelineRenderer) layoutRowLabels() {
	tl := r.tl
	size := axisLabelSize()
	lineH := fyne.MeasureText("SM 0", size, fyne.TextStyle{}).Height
	rh := tl.rowHeight()
	spans := tl.rowLabelSpans(rh, lineH)
	for len(tl.labels) < len(spans) {
		tl.labels = append(tl.labels, canvas.NewText("", panelText))
	}
	gutter := float32(0)
	for i, l := range tl.labels {
		if i >= len(spans) {
			l.Hide()
			continue
		}
		sp := spans[i]
		l.Text, l.Color, l.TextSize = sp.text, panelText, size
		ms := l.MinSize()
		gutter = max(gutter, ms.Width+8)
		y := tlAxis + float32(sp.first)*rh + (float32(sp.last-sp.first+1)*rh-ms.Height)/2
		l.Move(fyne.NewPos(4, max(min(y, tl.Size().Height-ms.Height), tlAxis))) // inside the view
		l.Show()
		l.Refresh()
	}
	tl.gutterW = gutter
}
