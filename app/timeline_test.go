package app

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/scheduler"
)

func newTestTimeline(t *testing.T) (*timeline, fyne.Window) {
	test.NewTempApp(t)
	tl := newTimeline()
	w := test.NewTempWindow(t, tl)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(600, 200))
	tl.SetResult(testResult())
	return tl, w
}

func TestTimelineDrawsBarsAndCursor(t *testing.T) {
	tl, w := newTestTimeline(t)
	tl.SetTime(500)
	assertMaster(t, "timeline_bars.png", tl.draw(600, 200), 2)
	tl.SetColorByKind(true)
	assertMaster(t, "timeline_bykind.png", tl.draw(600, 200), 2)
	if tl.DensityShown() {
		t.Fatal("a 21-CTA run must be drawn as bars")
	}
	test.AssertObjectRendersToMarkup(t, "timeline.xml", w.Canvas().Content())
}

func TestTimelineZoomPanAndClamp(t *testing.T) {
	tl, w := newTestTimeline(t)
	a, b := tl.Window()
	if a != 0 || b != 1000 {
		t.Fatalf("initial window [%v,%v), want whole run", a, b)
	}
	// Zoom in at the time under x: that time stays under x.
	x := float32(tlGutter + 274)
	before := tl.timeAt(x)
	tl.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, 100)}, Scrolled: fyne.Delta{DY: 20}})
	a, b = tl.Window()
	if b-a >= 1000 {
		t.Fatalf("scroll did not zoom: [%v,%v)", a, b)
	}
	if d := tl.timeAt(x) - before; d > 0.01 || d < -0.01 {
		t.Fatalf("time under cursor moved by %v", d)
	}
	// Drag right shows earlier times.
	a0, _ := tl.Window()
	test.Drag(w.Canvas(), fyne.NewPos(300, 100), 50, 0)
	a1, _ := tl.Window()
	if a1 >= a0 && a0 > 0 {
		t.Fatalf("drag right: window start %v → %v", a0, a1)
	}
	// Panning never leaves the run.
	for i := 0; i < 50; i++ {
		test.Drag(w.Canvas(), fyne.NewPos(300, 100), -500, 0)
	}
	a, b = tl.Window()
	if b > 1000 || a < 0 {
		t.Fatalf("window [%v,%v) outside the run", a, b)
	}
	tl.SetWindow(0, 1000)
}

func TestTimelineHoverAndSelect(t *testing.T) {
	tl, w := newTestTimeline(t)
	// The continuation CTA 0 runs on SM 0 from 650 to 900.
	rh := tl.rowHeight()
	x := tlGutter + float32((700.0-0)/1000)*tl.plotWidth()
	var found bool
	for y := float32(tlAxis + 1); y < tlAxis+rh; y++ {
		tl.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, y)}})
		if strings.Contains(tl.HoverText(), "parent.queue · CTA 0 · continuation · SM 0 · 650 – 900") {
			found = true
			break
		}
	}
	if !found {
		t.Fatalf("no tooltip for the continuation CTA; last %q", tl.HoverText())
	}
	selected := -2
	tl.OnSelectTask = func(i int) { selected = i }
	test.TapCanvas(w.Canvas(), tl.hoverPos)
	if selected != 3 || tl.Selected() != 3 {
		t.Fatalf("tap selected %d, want TMD 3", selected)
	}
	assertMaster(t, "timeline_selected.png", tl.draw(600, 200), 2)
	// Tapping the axis seeks.
	var seek int64 = -1
	tl.OnSeek = func(t int64) { seek = t }
	test.TapCanvas(w.Canvas(), fyne.NewPos(tlGutter+tl.plotWidth()/2, 5))
	if seek < 490 || seek > 510 {
		t.Fatalf("axis tap sought to %d, want ≈500", seek)
	}
	tl.MouseOut()
	if tl.HoverText() != "" {
		t.Fatal("tooltip stays after mouse out")
	}
}

func TestTimelineDensityWhenCrowded(t *testing.T) {
	test.NewTempApp(t)
	tl := newTimeline()
	w := test.NewTempWindow(t, tl)
	w.Resize(fyne.NewSize(800, 300))
	tl.SetResult(bigResult(100000))
	tl.draw(800, 300)
	if !tl.DensityShown() {
		t.Fatal("100,000 CTAs zoomed out must use the density view")
	}
	a, _ := tl.Window()
	tl.SetWindow(a, a+2000)
	tl.draw(800, 300)
	if tl.DensityShown() {
		t.Fatal("zoomed in to 2,000 cycles must draw bars")
	}
}

// BenchmarkTimelinePan draws a 100,000-CTA run while panning: each frame
// moves the window by 1% and redraws at 1600×400 device pixels. It reports
// frames/s for the zoomed-out (density) view and for a zoomed-in (bars) view.
func BenchmarkTimelinePan(b *testing.B) {
	test.NewTempApp(b)
	tl := newTimeline()
	w := test.NewTempWindow(b, tl)
	w.Resize(fyne.NewSize(1600, 400))
	r := bigResult(100000)
	tl.SetResult(r)
	for _, mode := range []struct {
		name string
		span float64
	}{{"whole-run", float64(r.Makespan)}, {"quarter", float64(r.Makespan) / 4}, {"zoomed-in", 20000}} {
		b.Run(mode.name, func(b *testing.B) {
			tl.SetWindow(0, mode.span)
			start := time.Now()
			for i := 0; i < b.N; i++ {
				a, _ := tl.Window()
				if a+mode.span >= float64(r.Makespan) {
					a = 0
				}
				tl.t0 = a + mode.span/100
				tl.clampWindow()
				tl.draw(1600, 400)
			}
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "frames/s")
		})
	}
}

func TestTimelineShowsStallsPastADeadlock(t *testing.T) {
	tl := deadlockedTimeline(t)
	if _, b := tl.Window(); b <= 500 {
		t.Fatalf("window ends at %v: the stalled CTA past the deadlock is not visible", b)
	}
	img := tl.draw(600, 200)
	// Stall hatching (red) appears right of the deadlock line.
	x0 := tlGutter + int(float64(tl.plotWidth())*500/(tl.span)) + 3
	found := false
	for x := x0; x < 600 && !found; x++ {
		for y := tlAxis; y < 200; y++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if r>>8 == 0xff && g>>8 == 0x30 && b>>8 == 0x30 {
				found = true
				break
			}
		}
	}
	if !found {
		t.Fatal("no stall hatching after the deadlock")
	}
}

// TestRevealLeavesTheDeadlockedWaitingVisible: with "Reveal as it runs"
// (on in presentation mode) and the clock on the deadlock, the cross-hatch
// of the CTAs waiting past it is drawn at full strength, not faded as the
// future is (it was dark red on dimmed grey, almost invisible).
func TestRevealLeavesTheDeadlockedWaitingVisible(t *testing.T) {
	tl := deadlockedTimeline(t)
	tl.reveal = true
	tl.SetTime(500)
	img := tl.draw(600, 200)
	x0 := tlGutter + int(float64(tl.plotWidth())*500/(tl.span)) + 3
	for x := x0; x < 600; x++ {
		for y := tlAxis; y < 200; y++ {
			if color.NRGBAModel.Convert(img.At(x, y)) == stallHatch {
				return
			}
		}
	}
	t.Fatal("no full-strength stall hatching past the deadlock with reveal on")
}

// deadlockedTimeline is a 600×200 timeline of a run deadlocked at cycle
// 500, with a CTA on SM 1 waiting for its children from then on.
func deadlockedTimeline(t *testing.T) *timeline {
	test.NewTempApp(t)
	tl := newTimeline()
	w := test.NewTempWindow(t, tl)
	w.Resize(fyne.NewSize(600, 200))
	r := testResult()
	r.Makespan = 500
	r.Deadlock = &scheduler.Deadlock{Time: 500}
	r.Intervals = append(r.Intervals, scheduler.Interval{SM: 1, Start: 300, End: -1, Task: 1, CTA: 9,
		Kind: scheduler.KindCompute, Stall: scheduler.StallWaitChildren, StallStart: 500, StallEnd: -1, Parent: -1})
	tl.SetResult(r)
	return tl
}

// TestTimelineLabelsReadFromTheBack: the axis says "cycles", and the axis
// and SM labels are at least 13 px, 16 px in presentation mode (they were
// 10 and 11 px, the axis unitless).
func TestTimelineLabelsReadFromTheBack(t *testing.T) {
	t.Cleanup(func() { uiScale = 1 })
	for _, c := range []struct {
		scale float32
		min   float32
	}{{1, 13}, {presentScale, 16}} {
		uiScale = c.scale
		tl, w := newTestTimeline(t)
		w.Resize(fyne.NewSize(600, 200))
		tl.Refresh()
		if !strings.HasSuffix(tl.ticks[0].Text, " cycles") {
			t.Errorf("scale %v: the first tick reads %q, not ending in \" cycles\"", c.scale, tl.ticks[0].Text)
		}
		for _, tx := range append(tl.ticks, tl.labels...) {
			if tx.Visible() && tx.TextSize < c.min {
				t.Errorf("scale %v: label %q is %v px, want ≥ %v", c.scale, tx.Text, tx.TextSize, c.min)
			}
		}
	}
}

// TestBarNamesStayClearOfTheDeadlockTags: no bar name is drawn under the
// deadlock label or the "CTAs waiting" tag ("12 CTAs waiting…" was drawn
// over "parents #0").
func TestBarNamesStayClearOfTheDeadlockTags(t *testing.T) {
	wb := openDeadlocked(t)
	wb.clock.GoEnd()
	for _, sz := range lessonSizes {
		wb.win.Resize(sz)
		wb.settleLayout()
		tl := wb.tl.view
		tl.SetWindow(0, float64(wb.clock.End())*1.2)
		tl.Refresh()
		if !tl.waitBG.Visible() || !tl.deadBG.Visible() {
			t.Fatalf("%v: the deadlock tags are not shown (test premise)", sz)
		}
		for i, bg := range tl.barBGs {
			if bg.Visible() && tl.coversTag(bg) {
				t.Fatalf("%v: bar name %q lies under a deadlock tag", sz, tl.barTexts[i].Text)
			}
		}
	}
}
