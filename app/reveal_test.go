//go:build ci

package app

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
)

// busyAfter counts the pixels of img right of column x (rows y0..) that
// stand out from the background bg (some channel more than 48 away).
func busyAfter(img *image.RGBA, x, y0 int, bg color.NRGBA) (after, before int) {
	b := img.Bounds()
	for y := y0; y < b.Max.Y; y++ {
		for xx := b.Min.X; xx < b.Max.X; xx++ {
			p := img.Pix[img.PixOffset(xx, y):]
			d := max(absInt(int(p[0])-int(bg.R)), absInt(int(p[1])-int(bg.G)), absInt(int(p[2])-int(bg.B)))
			if d <= 48 {
				continue
			}
			if xx > x+2 {
				after++
			} else if xx < x-2 {
				before++
			}
		}
	}
	return after, before
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// TestRevealAsItRuns: presentation mode turns "Reveal as it runs" on, and
// then the timeline and the Utilization chart draw nothing that stands out
// after the clock, while what came before is drawn as usual; leaving
// presentation mode turns it off. Failed before: the whole run was drawn
// at t = 0 and only the clock line moved.
func TestRevealAsItRuns(t *testing.T) {
	wb, _ := openExample(t, "partitioning")
	for _, sz := range lessonSizes {
		wb.win.Resize(sz)
		wb.setPresentation(true)
		if !wb.reveal || !wb.tl.view.reveal || !wb.util.view.reveal {
			t.Fatal("presentation mode did not turn Reveal as it runs on")
		}
		mid := wb.clock.End() / 3
		wb.clock.Set(mid)
		tl := wb.tl.view
		tl.SetWindow(0, float64(wb.clock.End()))
		const W, H = 900, 240
		img := tl.draw(W, H).(*image.RGBA)
		scale := 1.0
		if ws := tl.Size(); ws.Width > 0 {
			scale = float64(W) / float64(ws.Width)
		}
		gx, ay := int(float64(tl.gutter())*scale), int(tlAxis*scale)
		_, span := tl.Window()
		dt := span / float64(W-gx)
		cx := gx + int(float64(mid)/dt)
		after, before := busyAfter(img, cx, ay, tlBG)
		if before == 0 {
			t.Fatalf("%v: nothing drawn before the clock", sz)
		}
		if after > 0 {
			t.Fatalf("%v: %d timeline pixels stand out after the clock", sz, after)
		}
		u := wb.util.view
		uimg := u.draw(W, H).(*image.RGBA)
		ux := int(float64(mid) / float64(max(wb.run.Result.Makespan, 1)) * W)
		ua, ub := busyAfter(uimg, ux, 0, color.NRGBA{0x1c, 0x1c, 0x20, 0xff})
		if ub == 0 || ua > 0 {
			t.Fatalf("%v: Utilization %d pixels before the clock, %d after", sz, ub, ua)
		}
		wb.setPresentation(false)
		if wb.reveal {
			t.Fatal("Reveal as it runs stayed on after presentation mode")
		}
		img = tl.draw(W, H).(*image.RGBA)
		if after, _ := busyAfter(img, cx, ay, tlBG); after == 0 {
			t.Fatalf("%v: without reveal nothing is drawn after the clock (the test cannot tell)", sz)
		}
	}
}

// TestRevealHidesNamesAfterTheClock: while revealing as it runs, the SM
// timeline names no bar the clock has not reached — at t = 0 no bar label
// shows, at the middle only bars begun before the clock, each label left
// of it — and at the end of the run every labelled bar is named again.
// Failed before: the faint bars after the clock kept their names, so the
// class read the whole run at t = 0.
func TestRevealHidesNamesAfterTheClock(t *testing.T) {
	wb, _ := openExample(t, "continuations")
	wb.bottom.SelectIndex(0)
	wb.win.Resize(fyne.NewSize(1280, 720))
	wb.setPresentation(true)
	wb.settleLayout()
	tl := wb.tl.view
	shown := func() (n int, maxX float32) {
		for _, txt := range tl.barTexts {
			if txt.Visible() {
				n++
				maxX = max(maxX, txt.Position().X+txt.MinSize().Width)
			}
		}
		return n, maxX
	}
	wb.clock.Set(0)
	if n, _ := shown(); n != 0 {
		t.Fatalf("at t = 0, %d bar names show", n)
	}
	wb.clock.GoEnd()
	all, _ := shown()
	if all == 0 {
		t.Fatal("no bar named at the end of the run")
	}
	mid := wb.clock.End() / 2
	wb.clock.Set(mid)
	n, maxX := shown()
	pw := tl.plotWidth()
	clockX := tl.gutter() + float32((float64(mid)-tl.t0)/tl.span)*pw
	if n == 0 || n >= all || maxX > clockX+1 {
		t.Fatalf("at t = %d: %d of %d names show, reaching x = %.0f, the clock at x = %.0f", mid, n, all, maxX, clockX)
	}
	wb.setPresentation(false)
	if n, _ := shown(); n != all {
		t.Fatalf("after presentation mode: %d of %d names show", n, all)
	}
}
