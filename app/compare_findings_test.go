package app

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

// TestViewportsFindingsListZoomsToEach: with fixed snapping the snapping
// example has violations; the Viewports list names each (level size and
// pixel), violations first; clicking one zooms every level so that pixel is
// in the middle of its level's square and rings it; double-click returns to
// the whole viewport. Consistent snapping lists no violation.
func TestViewportsFindingsListZoomsToEach(t *testing.T) {
	wb, _ := openExample(t, "snapping")
	p := wb.compare
	wb.win.Resize(fyne.NewSize(1400, 900))
	wait := func(old any) {
		deadline := time.Now().Add(30 * time.Second)
		for (p.view.cmp == nil || any(p.view.cmp) == old) && time.Now().Before(deadline) {
			pump(20 * time.Millisecond)
		}
	}
	wait(nil)
	p.snap.SetSelected("fixed")
	wait(p.view.cmp)
	c := p.view.cmp
	viol := 0
	for _, pr := range c.Pairs {
		viol += pr.Violations
	}
	if viol == 0 {
		t.Fatal("fixed snapping shows no violation (test premise)")
	}
	f := p.finds
	if len(f.items) == 0 || !f.items[0].violation {
		t.Fatalf("findings %d, first violation %v", len(f.items), len(f.items) > 0 && f.items[0].violation)
	}
	if !strings.Contains(f.head.Text, "✗ "+itoa(viol)) {
		t.Fatalf("list heading %q", f.head.Text)
	}
	it := f.items[0]
	l := c.Levels[it.level]
	if s := it.String(c); !strings.HasPrefix(s, "✗ ") || !strings.Contains(s, strings.Join([]string{itoa(l.Width), itoa(l.Height)}, "×")) {
		t.Fatalf("entry %q", s)
	}
	f.list.Select(0)
	lv, at, ok := p.view.Focus()
	if !ok || lv != it.level || at != it.at {
		t.Fatalf("focus %v %v %v, want level %d at %v", lv, at, ok, it.level, it.at)
	}
	if p.view.Zoom() <= 1 {
		t.Fatal("clicking a finding did not zoom in")
	}
	// The pixel's centre is near the middle of its level's square.
	o := p.view.levelOrigin(it.level)
	co, side, px := p.view.cell(it.level)
	cx := o.X + (float32(it.at.X)+0.5)*px
	cy := o.Y + (float32(it.at.Y)+0.5)*px
	sideY := side * float32(l.Height) / float32(l.Width)
	if abs32(cx-(co.X+side/2)) > side/4 || abs32(cy-(co.Y+sideY/2)) > sideY/4 {
		t.Fatalf("pixel centre at (%v, %v), square %v side %v", cx, cy, co, side)
	}
	p.view.DoubleTapped(nil)
	if _, _, ok := p.view.Focus(); ok || p.view.Zoom() != 1 {
		t.Fatal("double-click kept the zoom or the ring")
	}
	p.snap.SetSelected("consistent")
	wait(c)
	for _, it := range p.finds.items {
		if it.violation {
			t.Fatal("consistent snapping lists a violation")
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
