package app

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/workspaces"
)

// TestCommandProcessorView: the replay example fills the Command processor
// tab — each context's operation list follows the clock (processed,
// replayed, from the trace), the trace ring has its pointers, and the
// trace-on/trace-off comparison and the spacing chart arrive from the
// background.
func TestCommandProcessorView(t *testing.T) {
	wb := newTestWorkbench(t)
	dir := filepath.Join(t.TempDir(), "rp")
	if err := workspaces.CreateFromExample("replay", dir); err != nil {
		t.Fatal(err)
	}
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	p := wb.cp
	if len(p.labels) != 2 || len(p.pick.Options) != 2 {
		t.Fatalf("%d op lists, %d contexts to pick", len(p.labels), len(p.pick.Options))
	}
	// Before the first switch (t=60) C was read for the first time; after
	// the replay (t=520) C was replayed from the trace.
	p.setTime(60)
	if s := p.labels[0].Text; !strings.Contains(s, "P  C:  read c = C") {
		t.Fatalf("at 60:\n%s", s)
	}
	// After the replay C shows as replayed from the trace (the time of
	// the replay depends on the scheduler's timings: it is searched for).
	var app string
	replayed := false
	for tt := int64(60); tt <= wb.clock.End() && !replayed; tt += 10 {
		p.setTime(tt)
		app = p.labels[0].Text
		replayed = strings.Contains(app, "RT C:  read c = C")
	}
	if !replayed {
		t.Fatalf("C never shows as replayed from the trace; at the end:\n%s", app)
	}
	if !strings.Contains(p.ring.Text, "read pointer") {
		t.Fatalf("ring text %q", p.ring.Text)
	}
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) && (len(p.sweep.rows) == 0 || !strings.Contains(p.diff.Text, "no-trace")) {
		pump(20 * time.Millisecond)
	}
	if !strings.Contains(p.diff.Text, "replay trace: ✓ identical") || !strings.Contains(p.diff.Text, "replay no-trace: ✗") || !strings.Contains(p.diff.Text, "memory E: uninterrupted 51, replayed 91") {
		t.Fatalf("diff text:\n%s", p.diff.Text)
	}
	if len(p.sweep.rows) != 18 {
		t.Fatalf("sweep rows %d", len(p.sweep.rows))
	}
	img := p.view.draw(600, 160).(*image.RGBA)
	lit := 0
	for y := 0; y < 160; y++ {
		for x := 0; x < 600; x++ {
			if c := img.RGBAAt(x, y); c.R != 0x1c || c.G != 0x1c {
				lit++
			}
		}
	}
	if lit < 2000 {
		t.Fatalf("the view drew only %d pixels", lit)
	}
	// The SM timeline names the context that dispatched each grid.
	tv := wb.tl.view
	named := 0
	for i, iv := range wb.run.Result.Intervals {
		if c := wb.run.Result.TMDs[iv.Task].Context; c != "" {
			if l := tv.barLabel(i); !strings.HasPrefix(l, c+"/") {
				t.Fatalf("bar %d of context %s is labelled %q", i, c, l)
			}
			named++
		}
	}
	if named == 0 {
		t.Fatal("no SM-timeline bar belongs to a context")
	}
	// ... and marks the switches in its axis band.
	tv.SetWindow(0, float64(wb.run.Result.Makespan))
	img2 := tv.draw(1200, 400).(*image.RGBA)
	sw := wb.run.Result.Commands.Switches[0]
	gx := int(tlGutter)
	xs := gx + int(float64(sw.Start+sw.End)/2/float64(wb.run.Result.Makespan)*float64(1200-gx))
	red := 0
	for y := 0; y < int(tlAxis); y++ {
		for x := xs - 3; x <= xs+3; x++ {
			if img2.RGBAAt(x, y) == (color.RGBA{0xe0, 0x40, 0x40, 0xff}) {
				red++
			}
		}
	}
	if red == 0 {
		t.Fatalf("no switch marked in the SM timeline's axis band at x=%d", xs)
	}
	// a workspace without streams says how to get them
	p.setRun(nil)
	if !strings.Contains(p.diff.Text, "no command streams") {
		t.Fatalf("empty: %q", p.diff.Text)
	}
}
