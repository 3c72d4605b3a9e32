package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestTimelineBarLabelsAndClockMarker: bars wide and tall enough carry
// their TMD's name and CTA index (none when zoomed out so far that bars are
// slivers); a clock outside the visible window is shown by a tag at that
// edge.
func TestTimelineBarLabelsAndClockMarker(t *testing.T) {
	tl, w := newTestTimeline(t)
	w.Resize(fyne.NewSize(1200, 300))
	tl.SetWindow(0, 1000)
	labels := tl.BarLabels()
	if len(labels) == 0 {
		t.Fatal("no bar labels in a 1200×300 view")
	}
	found := false
	for _, l := range labels {
		if strings.HasPrefix(l, tl.res.TMDs[tl.res.Intervals[0].Task].Name) {
			found = true
		}
	}
	if !found {
		t.Fatalf("no label names the first bar's TMD: %q", labels)
	}
	for _, txt := range tl.barTexts {
		if txt.Visible() && txt.Position().X+txt.MinSize().Width > 1200 {
			t.Fatalf("label %q runs off the view", txt.Text)
		}
	}
	// Zoomed out so far that bars are slivers: no labels.
	w.Resize(fyne.NewSize(120, 300))
	if l := tl.BarLabels(); len(l) != 0 {
		t.Fatalf("labels on sliver bars: %q", l)
	}
	w.Resize(fyne.NewSize(1200, 300))

	// The clock.
	tl.SetTime(50)
	if m := tl.ClockMarker(); m != "" {
		t.Fatalf("clock in view but marker %q", m)
	}
	tl.SetWindow(200, 300)
	tl.SetTime(50)
	if m := tl.ClockMarker(); m != "◀ t = 50" {
		t.Fatalf("clock left of the view: marker %q", m)
	}
	tl.SetTime(900)
	if m := tl.ClockMarker(); m != "t = 900 ▶" {
		t.Fatalf("clock right of the view: marker %q", m)
	}
}

// TestTimelineMarksWaitingCTAsAtDeadlock: under wait-in-place the
// continuations example deadlocks; the timeline lists the CTAs that were
// never dispatched under the deadlock label, and the parents' bars still
// resident say they are waiting.
func TestTimelineMarksWaitingCTAsAtDeadlock(t *testing.T) {
	wb := openDeadlocked(t)
	tl := wb.tl.view
	tl.Resize(fyne.NewSize(1100, 300))
	tl.SetWindow(0, float64(wb.clock.End()))
	if !tl.waitText.Visible() || !strings.Contains(tl.waitText.Text, "CTAs waiting, never dispatched:") || !strings.Contains(tl.waitText.Text, "parents/0:children ×2") {
		t.Fatalf("waiting CTAs not marked: %q (visible %v)", tl.waitText.Text, tl.waitText.Visible())
	}
	waiting := 0
	for _, l := range tl.BarLabels() {
		if strings.Contains(l, "waiting (deadlock)") {
			waiting++
		}
	}
	if waiting == 0 {
		t.Fatalf("no bar says it is waiting at the deadlock: %q", tl.BarLabels())
	}
}
