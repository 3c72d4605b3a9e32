//go:build ci

package app

import (
	"fmt"
	"image"
	"image/color"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
)

// leastText is the smallest text the lesson's charts may use: 16 px in
// presentation mode (readable at 1280×720 from the back of a room), else
// least.
func leastText(wb *workbench, least float32) float32 {
	if wb.present.on {
		return 16
	}
	return least
}

// TestGraphFitKeepsLabelsReadable: the Fit button, in the showcase at
// every lesson size and mode, keeps every node label at 12 px or more
// (16 px in presentation mode), wraps the widest layer so the graph fits
// across the view, and shows the queue TMD whole beside its owner, its
// labels clear of its FIFO slots; every label is inside its node and the
// counters are whole. Failed before: Fit shrank the labels to 7–10 px
// (4–6 px in the narrow presentation panels) and the queue sat below
// everything, off-screen.
func TestGraphFitKeepsLabelsReadable(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	wb.bottom.SelectIndex(1)
	wb.clock.Set(wb.run.Result.Makespan / 2)
	counters := regexp.MustCompile(`^pending \d+ · in-dep \d+( · |$)`)
	forEachLayout(t, wb, func(what string) {
		g := wb.graph.view
		g.FitAll()
		least := leastText(wb, tgLabelMin)
		ws := g.Size()
		if g.size.Width*g.scale > ws.Width+0.5 {
			t.Fatalf("%s: the fitted graph is %v wide in a %v view (%d columns)", what, g.size.Width*g.scale, ws.Width, g.cols)
		}
		shown := 0
		for i, tx := range g.texts {
			if !tx.Visible() || tx.Text == "" {
				continue
			}
			shown++
			node, k := i/3, i%3
			if tx.TextSize < least-0.01 {
				t.Fatalf("%s: label %q at %.1f px after Fit", what, tx.Text, tx.TextSize)
			}
			right := g.toView(g.pos[node]).X + g.geo.w*g.scale
			if g.res.TMDs[node].Kind == scheduler.TMDQueue {
				right -= tgQueueSlots * g.scale
			}
			if end := tx.Position().X + tx.MinSize().Width; end > right+0.5 {
				t.Fatalf("%s: label %q of %s ends at %.1f, past %.1f", what, tx.Text, g.res.TMDs[node].Name, end, right)
			}
			if k == 1 && !counters.MatchString(tx.Text) {
				t.Fatalf("%s: counters cut: %q", what, tx.Text)
			}
		}
		if shown == 0 {
			t.Fatalf("%s: no label shown after Fit", what)
		}
		q := -1
		for i, m := range g.res.TMDs {
			if m.Kind == scheduler.TMDQueue {
				q = i
			}
		}
		a, b := g.toView(g.pos[q]), g.toView(g.pos[q].Add(fyne.NewPos(g.geo.w, g.geo.h)))
		if a.X < -0.5 || a.Y < -0.5 || b.X > ws.Width+0.5 || b.Y > ws.Height+0.5 {
			t.Fatalf("%s: the queue spans %v–%v in a %v view", what, a, b, ws)
		}
		if !g.texts[3*q].Visible() || !g.texts[3*q+1].Visible() {
			t.Fatalf("%s: the queue's labels are hidden", what)
		}
	})
}

// TestGraphTooltipWrapsAndScales: a node's tooltip wraps inside the view
// and is at least 16 px in presentation mode. Failed before: one line,
// run past the view's edge.
func TestGraphTooltipWrapsAndScales(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	wb.bottom.SelectIndex(1)
	g := wb.graph.view
	name := g.res.TMDs[0].Name
	t.Cleanup(func() { g.res.TMDs[0].Name = name }) // the run may be shared
	g.res.TMDs[0].Name = strings.Repeat("physics-step-with-a-very-long-name-", 6)
	forEachLayout(t, wb, func(what string) {
		g.FitAll()
		g.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.NodeCenter(0)}})
		lines := 0
		for _, tx := range append([]*canvas.Text{g.tip}, g.tipMore...) {
			if !tx.Visible() || tx.Text == "" {
				continue
			}
			lines++
			if tx.TextSize < leastText(wb, 12) {
				t.Fatalf("%s: tooltip at %.1f px", what, tx.TextSize)
			}
			if tx.Position().X < 0 || tx.Position().X+tx.MinSize().Width > g.Size().Width+0.5 {
				t.Fatalf("%s: tooltip line %q runs out of the view", what, tx.Text)
			}
		}
		if lines < 2 {
			t.Fatalf("%s: the long tooltip did not wrap (%d line)", what, lines)
		}
		g.MouseOut()
	})

}

// shownTexts are the visible, non-empty texts of a pool.
func shownTexts(pool []*canvas.Text) []*canvas.Text {
	var out []*canvas.Text
	for _, t := range pool {
		if t.Visible() && t.Text != "" {
			out = append(out, t)
		}
	}
	return out
}

// checkTexts fails unless every text lies inside size and is at least
// least px.
func checkTexts(t *testing.T, what, kind string, texts []*canvas.Text, size fyne.Size, least float32) {
	t.Helper()
	for _, tx := range texts {
		p, s := tx.Position(), tx.Size()
		if tx.TextSize < least-0.01 {
			t.Fatalf("%s: %s %q at %.1f px, want ≥ %.0f", what, kind, tx.Text, tx.TextSize, least)
		}
		if p.X < -0.5 || p.Y < -0.5 || p.X+s.Width > size.Width+0.5 || p.Y+s.Height > size.Height+0.5 {
			t.Fatalf("%s: %s %q at %v+%v outside its %v chart", what, kind, tx.Text, p, s, size)
		}
	}
}

// openCP opens the replay example on the Command processor tab with the
// spacing sweep arrived.
func openCP(t *testing.T) *workbench {
	t.Cleanup(func() { uiScale = 1 })
	wb, _ := openExample(t, "replay")
	wb.bottom.SelectIndex(5)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) && len(wb.cp.sweep.rows) == 0 {
		pump(20 * time.Millisecond)
	}
	if len(wb.cp.sweep.rows) == 0 {
		t.Fatal("the spacing sweep never arrived")
	}
	wb.clock.Set(500)
	return wb
}

// TestCPStripAxisLettersAndRing: the command-processor strip names its
// contexts, has a time axis and writes each operation's letter on its
// steps; the trace ring's counters are one wrapped line, whole, under the
// strip. In every layout no text sticks out of the strip and the counters
// are whole; shown alone (F9) the strip has room for all of it, the text
// at least 16 px in presentation mode. Failed before: no axis, no letters,
// the counters a five-line column clipped to the strip's height.
func TestCPStripAxisLettersAndRing(t *testing.T) {
	wb := openCP(t)
	p := wb.cp
	cmds := wb.run.Workload.Commands
	check := func(what string, alone bool) {
		v := p.view
		v.Refresh()
		r := test.WidgetRenderer(v).(*cpRenderer)
		least := leastText(wb, cpAxisText)
		names, times, letters := shownTexts(r.names), shownTexts(r.times), shownTexts(r.letters)
		checkTexts(t, what, "context name", names, v.Size(), least)
		checkTexts(t, what, "time label", times, v.Size(), least)
		checkTexts(t, what, "operation letter", letters, v.Size(), least)
		if !strings.Contains(p.ring.Text, "read pointer") || !strings.Contains(p.ring.Text, "full save") || p.ring.Wrapping != fyne.TextWrapWord {
			t.Fatalf("%s: ring counters %q (wrapping %v)", what, p.ring.Text, p.ring.Wrapping)
		}
		inWindow(t, wb, p.ring, "ring counters ("+what+")")
		if h, need := p.ring.Size().Height, p.ring.MinSize().Height; h < need-0.5 {
			t.Fatalf("%s: ring counters %v high, need %v: cut", what, h, need)
		}
		if !alone {
			return
		}
		if len(names) != len(cmds.Contexts) {
			t.Fatalf("%s: %d context names for %d contexts", what, len(names), len(cmds.Contexts))
		}
		for i, n := range names {
			if n.Text != cmds.Contexts[i].Name {
				t.Fatalf("%s: row %d named %q", what, i, n.Text)
			}
		}
		if len(times) < 3 {
			t.Fatalf("%s: %d time labels", what, len(times))
		}
		for i := 1; i < len(times); i++ {
			if times[i].Position().X <= times[i-1].Position().X+times[i-1].Size().Width {
				t.Fatalf("%s: time labels %q and %q overlap", what, times[i-1].Text, times[i].Text)
			}
		}
		if len(letters) < 3 {
			t.Fatalf("%s: %d operation letters on the strip", what, len(letters))
		}
		labels := map[string]bool{}
		for _, c := range cmds.Contexts {
			for _, op := range c.Stream.Ops {
				labels[op.Label] = true
			}
		}
		for _, l := range letters {
			if !labels[l.Text] {
				t.Fatalf("%s: letter %q is no operation's", what, l.Text)
			}
		}
		// The spacing chart: axis labels and its legend.
		sr := test.WidgetRenderer(p.sweep).(*sweepRenderer)
		ax := shownTexts(sr.texts)
		checkTexts(t, what, "spacing-chart label", ax, p.sweep.Size(), least)
		has := map[string]bool{}
		for _, tx := range ax {
			has[tx.Text] = true
		}
		for _, want := range []string{"0", "4", "128"} {
			if !has[want] {
				t.Fatalf("%s: the spacing chart has no %q label (has %v)", what, want, has)
			}
		}
		keys := map[string]bool{}
		for _, o := range p.sweepKey.Objects {
			if s, ok := o.(*swatch); ok {
				keys[s.label] = true
				inWindow(t, wb, s, "spacing legend "+s.label+" ("+what+")")
			}
		}
		for _, want := range []string{"any", "draw", "submission", "latency, cycles (left)", "replayed ops (right)"} {
			if !keys[want] {
				t.Fatalf("%s: the spacing legend has no %q", what, want)
			}
		}
	}
	forEachLayout(t, wb, func(what string) {
		check(what, false)
		wb.setSingleView(wb.cp)
		wb.settleLayout()
		check(what+", shown alone", true)
		wb.setSingleView(nil)
	})
}

// legendSwatches are the swatches of a legend container by label.
func legendSwatches(c *fyne.Container) map[string]*swatch {
	out := map[string]*swatch{}
	for _, o := range c.Objects {
		if s, ok := o.(*swatch); ok {
			out[s.label] = s
		}
	}
	return out
}

// checkSwatch fails unless legend entry s is shown whole in the window in
// the theme's foreground colour at least least px.
func checkSwatch(t *testing.T, wb *workbench, s *swatch, least float32, what string) {
	t.Helper()
	inWindow(t, wb, s, "legend entry "+s.label+" ("+what+")")
	r := test.WidgetRenderer(s).(*swatchRenderer)
	if r.text.TextSize < least-0.01 {
		t.Fatalf("%s: legend entry %q at %.1f px", what, s.label, r.text.TextSize)
	}
	if r.text.Color != theme.Color(theme.ColorNameForeground) {
		t.Fatalf("%s: legend entry %q in %v, not the foreground colour", what, s.label, r.text.Color)
	}
	if w := s.Size().Width; w < r.MinSize().Width-0.5 {
		t.Fatalf("%s: legend entry %q cut (%v of %v)", what, s.label, w, r.MinSize().Width)
	}
}

// swatchHas reports whether the swatch's sample shows colour c.
func swatchHas(s *swatch, c color.NRGBA) bool {
	b := s.img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if toNRGBA(s.img.At(x, y)) == c {
				return true
			}
		}
	}
	return false
}

// TestTimelineLegendNamesPreemptionMarks: with saves and restores in the
// run (the wavefronts example) the SM timeline's legend has entries for
// the save and restore hatches, the flush mark and the in-memory line, in
// the colours the bars are marked with, whole and in the window at every
// size, at least 16 px in presentation mode; a run without preemptions has
// none. Failed before: the hatches had no legend entry.
func TestTimelineLegendNamesPreemptionMarks(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb, _ := openExample(t, "wavefronts")
	wb.bottom.SelectIndex(0)
	marks := map[string]color.NRGBA{"saved": saveHatch, "restored": restoreHatch, "flushed": flushMark, "state in memory": inMemory}
	forEachLayout(t, wb, func(what string) {
		sw := legendSwatches(wb.tl.legend)
		for label, c := range marks {
			s := sw[label]
			if s == nil {
				t.Fatalf("%s: no legend entry %q", what, label)
			}
			if !swatchHas(s, c) {
				t.Fatalf("%s: legend entry %q does not show the mark's colour %v", what, label, c)
			}
			checkSwatch(t, wb, s, leastText(wb, 12), what)
		}
	})
	wb2 := presentTestWorkbench(t, 1280, 720) // the showcase preempts nothing
	if sw := legendSwatches(wb2.tl.legend); sw["saved"] != nil {
		t.Fatal("a legend entry for saves in a run without preemptions")
	}
}

// TestUtilizationLegendAndTicks: the Utilization legend names every task
// and the chart's marks (threshold, allotment, save, flush, playback time)
// in the theme's foreground colour, whole, at least 16 px in presentation
// mode; the legend line under the chart is in the foreground colour too;
// the save ticks are at least 4 px wide. Failed before: the legend line
// was low-contrast grey and the ticks 1–2 px.
func TestUtilizationLegendAndTicks(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb, _ := openExample(t, "wavefronts")
	wb.bottom.SelectIndex(2)
	pr := wb.run.Result.Partition
	if len(pr.Preemptions) == 0 {
		t.Fatal("no preemptions in the wavefronts example (test premise)")
	}
	forEachLayout(t, wb, func(what string) {
		sw := legendSwatches(wb.util.legend)
		for _, tn := range pr.Tenants {
			if sw[tn.Name] == nil {
				t.Fatalf("%s: no legend entry for %s", what, tn.Name)
			}
			checkSwatch(t, wb, sw[tn.Name], leastText(wb, 12), what)
		}
		for _, label := range []string{"threshold", "allotment (task colour)", "save (bottom)", "flush (bottom)", "playback time"} {
			if sw[label] == nil {
				t.Fatalf("%s: no legend entry %q", what, label)
			}
			checkSwatch(t, wb, sw[label], leastText(wb, 12), what)
		}
		if !swatchHas(sw["save (bottom)"], utilSaveTick) || !swatchHas(sw["flush (bottom)"], utilFlushTick) {
			t.Fatalf("%s: the tick entries are not in the ticks' colours", what)
		}
		if wb.util.key.label.Importance == widget.LowImportance {
			t.Fatalf("%s: the legend line is low-contrast grey", what)
		}
		// The first save's tick, in the band under 0 %, at least 4 px wide.
		v := wb.util.view
		s := v.raster.Size()
		w, h := int(s.Width), int(s.Height)
		img := v.draw(w, h).(*image.RGBA)
		x := int(float64(pr.Preemptions[0].Time) / float64(wb.run.Result.Makespan) * float64(w))
		run := 0
		for xx := max(x-8, 0); xx < min(x+12, w); xx++ {
			if toNRGBA(img.At(xx, h-3)) == utilSaveTick || toNRGBA(img.At(xx, h-3)) == utilFlushTick {
				run++
			}
		}
		if run < 4 {
			t.Fatalf("%s: the save tick is %d px wide", what, run)
		}
	})
}

// TestPoliciesColumnsWholeAndKeyed: the Policies table's columns are each
// as wide as their widest cell, so no cell is ever cut, and the whole
// table fits across the tab in presentation mode at 1280×720 and at
// 1920×1080; the bars' legend names ANTT, STP and fairness in the bars'
// colours, whole, in the foreground colour, at least 16 px in presentation
// mode; the active policy stays marked; the bars are greys, none near a
// task colour the other tabs share, so no bar reads as a task. Failed
// before: equal columns in 45 % of the tab cut the table at "fairnes", the
// key was a grey line, and the bars were red and blue like tasks.
func TestPoliciesColumnsWholeAndKeyed(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb, p := openPolicies(t)
	if len(p.rows) == 0 {
		t.Fatalf("no policies compared (%s)", p.status.Text)
	}
	forEachLayout(t, wb, func(what string) {
		grid := p.table.Objects[0].(*fyne.Container)
		for _, o := range grid.Objects {
			if s, m := o.Size(), o.MinSize(); s.Width < m.Width-0.5 || s.Height < m.Height-0.5 {
				t.Fatalf("%s: table cell %q cut to %v of %v", what, o.(*widget.Label).Text, s, m)
			}
		}
		tableW := grid.MinSize().Width
		tabW := p.chart.Size().Width
		big := wb.win.Canvas().Size().Width >= 1900 || (wb.present.on && wb.win.Canvas().Size().Width >= 1280)
		if big && tableW > tabW+0.5 {
			t.Fatalf("%s: the table is %v wide in a %v tab: columns cut", what, tableW, tabW)
		}
		sw := legendSwatches(p.key)
		for i, label := range []string{"ANTT ÷ the largest (lower is better)", "STP ÷ the largest", "fairness (0–1)"} {
			s := sw[label]
			if s == nil || s.color != policyBarColors[i] {
				t.Fatalf("%s: no legend entry %q in the bars' colour", what, label)
			}
			checkSwatch(t, wb, s, leastText(wb, 12), what)
		}
	})
	// No bar reads as a task: the chart draws its metrics in greys that
	// are none of the task colours the other tabs share.
	img := p.drawChart(900, 200).(*image.RGBA)
	for i, c := range policyBarColors {
		if !hasColor(img, c) {
			t.Fatalf("the chart has no bar in metric %d's colour %v", i, c)
		}
	}
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
			q := img.Pix[img.PixOffset(x, y):]
			for _, c := range taskPalette {
				if max(absInt(int(q[0])-int(c.R)), absInt(int(q[1])-int(c.G)), absInt(int(q[2])-int(c.B))) <= 32 {
					t.Fatalf("the Policies chart draws %v at (%d, %d), close to task colour %v", q[:3], x, y, c)
				}
			}
		}
	}
}

// TestRuntimeExplanationWraps: the Runtime tab's tap explanation ("why
// the instance ran there") wraps to its column in the theme's text size
// (at least 16 px in presentation mode) at every size, never wider than
// the column. The timeline's (why a CTA was saved) is
// TestTimelineTipWrapsAndScales; the task graph's tooltip
// TestGraphTooltipWrapsAndScales.
func TestRuntimeExplanationWraps(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb, _ := openExample(t, "runtime")
	wb.bottom.SelectIndex(4)
	p := wb.rt
	forEachLayout(t, wb, func(what string) {
		p.view.Select(0)
		wb.settleLayout()
		text := p.info.Text
		if !strings.Contains(text, "\n") && len(text) < 80 {
			t.Fatalf("%s: explanation %q is not the long tap explanation", what, text)
		}
		if p.info.Wrapping != fyne.TextWrapWord || p.info.Truncation != fyne.TextTruncateOff {
			t.Fatalf("%s: the explanation does not wrap", what)
		}
		if ts := theme.TextSize(); ts < leastText(wb, 12) {
			t.Fatalf("%s: explanation at %.1f px", what, ts)
		}
		col := p.info.Size().Width
		scroll := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.info).X + col
		if scroll > wb.win.Canvas().Size().Width+0.5 {
			t.Fatalf("%s: the explanation runs past the window (%v > %v)", what, scroll, wb.win.Canvas().Size().Width)
		}
		// Wrapped: no line is wider than the column.
		for _, line := range strings.Split(text, "\n") {
			if w := fyne.MeasureText(line, theme.TextSize(), fyne.TextStyle{}).Width; w > col && p.info.MinSize().Height < 2*theme.TextSize() {
				t.Fatalf("%s: line %q (%v wide) in a %v column, not wrapped", what, line, w, col)
			}
		}
	})
}

// TestDeadlockedNodesSayItWhole: in the deadlocked continuations run every
// shown stuck node's state line begins with DEADLOCKED, whole, at every
// size and mode. Failed before: "resident: 4 CTAs, 4 stalled · D…".
func TestDeadlockedNodesSayItWhole(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb := openDeadlocked(t)
	if wb.run.Result.Deadlock == nil {
		t.Fatal("no deadlock under wait-in-place (test premise)")
	}
	wb.clock.GoEnd()
	wb.bottom.SelectIndex(1)
	forEachLayout(t, wb, func(what string) {
		// The graph alone (F9): in presentation mode at 1024×700 the banner
		// and the framebuffer leave the bottom tabs less than a node's
		// height. (Chosen in each mode: F11 brings back all views.)
		wb.setSingleView(wb.graph)
		wb.settleLayout()
		g := wb.graph.view
		g.FitAll()
		shown := 0
		for i, tx := range g.texts {
			if i%3 != 2 || !tx.Visible() || !g.stuck[i/3] {
				continue
			}
			shown++
			if !strings.HasPrefix(tx.Text, "DEADLOCKED") {
				t.Fatalf("%s: stuck node %s reads %q", what, g.res.TMDs[i/3].Name, tx.Text)
			}
		}
		if shown == 0 {
			t.Fatalf("%s: no stuck node shown", what)
		}
	})
}

// TestGraphFitShowsSelectedNode: when the fitted graph is taller than its
// view, Fit brings the selected node into the view. Failed before the
// 12 px floor (Fit then showed everything, too small to read).
func TestGraphFitShowsSelectedNode(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	wb.bottom.SelectIndex(1)
	g := wb.graph.view
	last := len(g.pos) - 1
	forEachLayout(t, wb, func(what string) {
		g.SetSelected(last)
		g.FitAll()
		ws := g.Size()
		if g.size.Height*g.scale <= ws.Height {
			return // the whole graph shows
		}
		a, b := g.toView(g.pos[last]), g.toView(g.pos[last].Add(fyne.NewPos(g.geo.w, g.geo.h)))
		if a.Y < -0.5 || b.Y > ws.Height+0.5 {
			t.Fatalf("%s: the selected node spans %v–%v in a %v view", what, a, b, ws)
		}
	})
	g.SetSelected(-1)
}

// TestPoliciesChartHasAValueAxis: the Policies bars stand against a value
// axis, 0 at the bars' foot and 1 at a full bar, beside the chart at every
// lesson size (it had none).
func TestPoliciesChartHasAValueAxis(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	wb, p := openPolicies(t)
	if len(p.rows) == 0 {
		t.Fatalf("no policies compared (%s)", p.status.Text)
	}
	forEachLayout(t, wb, func(what string) {
		var ys []float32
		for i, o := range p.axis.Objects {
			tx := o.(*canvas.Text)
			if want := []string{"0", "0.5", "1"}[i]; tx.Text != want || !tx.Visible() {
				t.Fatalf("%s: axis label %d reads %q (visible %v), want %q", what, i, tx.Text, tx.Visible(), want)
			}
			if tx.TextSize < 13 {
				t.Fatalf("%s: axis label %q is %v px", what, tx.Text, tx.TextSize)
			}
			ys = append(ys, tx.Position().Y)
		}
		if !(ys[0] > ys[1] && ys[1] > ys[2]) {
			t.Fatalf("%s: axis labels at y %v: not 0 below 0.5 below 1", what, ys)
		}
		if h := p.chart.Size().Height; ys[0] > h || ys[2] < 0 {
			t.Fatalf("%s: axis labels at y %v beside a chart %v high", what, ys, h)
		}
	})
}

// openPolicies opens the wavefronts example on the Policies tab and waits
// for its comparison of the policies.
func openPolicies(t *testing.T) (*workbench, *policiesPanel) {
	t.Helper()
	wb, _ := openExample(t, "wavefronts")
	wb.bottom.SelectIndex(3)
	deadline := time.Now().Add(20 * time.Second)
	for len(wb.pols.rows) == 0 && time.Now().Before(deadline) {
		pump(10 * time.Millisecond)
	}
	p := wb.pols
	return wb, p
}

// TestCheckpointChartHasRoom: with the Command processor shown alone (F9,
// as the user guide says) at 1024×700 and 1280×720, normally and in
// presentation mode, the checkpoint-spacing chart is at least 110 px tall —
// its axes' text and a plot of sweepPlotMin over them — and the strip
// above keeps its own minimum. Failed before: the chart was 59–77 px, the
// plot between its axes a strip (issue 37).
func TestCheckpointChartHasRoom(t *testing.T) {
	wb := openCP(t)
	for _, sz := range lessonSizes[:2] {
		for _, present := range []bool{false, true} {
			wb.setPresentation(present)
			wb.win.Resize(sz)
			wb.settleLayout()
			for i := 0; i < 10 && (wb.bottom.SelectedIndex() != 5 || wb.single == nil); i++ {
				pressKey(wb.win.Canvas(), fyne.KeyF9)
			}
			wb.settleLayout()
			what := fmt.Sprintf("%s, presentation %v", sizeText(sz), present)
			if wb.single == nil || wb.bottom.SelectedIndex() != 5 {
				t.Fatalf("%s: F9 never showed the Command processor alone", what)
			}
			h := wb.cp.sweep.Size().Height
			t.Logf("%s: checkpoint chart %.0f px tall, strip %.0f px", what, h, wb.cp.view.Size().Height)
			if h < 110 || h < test.WidgetRenderer(wb.cp.sweep).MinSize().Height-0.5 {
				t.Errorf("%s: the checkpoint chart is %.0f px tall", what, h)
			}
			if sh, need := wb.cp.view.Size().Height, test.WidgetRenderer(wb.cp.view).MinSize().Height; sh < need-0.5 {
				t.Errorf("%s: the strip is %.0f px tall, needs %.0f", what, sh, need)
			}
			for wb.single != nil {
				pressKey(wb.win.Canvas(), fyne.KeyF9)
			}
		}
	}
}
