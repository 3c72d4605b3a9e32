//go:build ci

package app

import (
	"fmt"
	"image"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/ppuwb/ppuwb/render"
)

// viewportsWorkbench opens the snapping example on the Viewports tab with
// fixed snapping (violations on every coarse level) and waits for the
// comparison.
func viewportsWorkbench(t *testing.T) *workbench {
	t.Helper()
	wb, _ := openExample(t, "snapping")
	t.Cleanup(func() { uiScale = 1 })
	p := wb.compare
	wait := func(old *render.Comparison) {
		deadline := time.Now().Add(30 * time.Second)
		for (p.view.cmp == nil || p.view.cmp == old) && time.Now().Before(deadline) {
			pump(20 * time.Millisecond)
		}
		if p.view.cmp == nil || p.view.cmp == old {
			t.Fatal("no comparison")
		}
	}
	wait(nil)
	p.snap.SetSelected("fixed")
	wait(p.view.cmp)
	wb.center.SelectIndex(1)
	return wb
}

// forEachViewportsLayout runs check on the Viewports tab at every lesson
// size, normally and in presentation mode, with both halves of the views,
// with the bottom half hidden by Ctrl+↓ (View › Top views larger, pressed
// until it hides) and with the Viewports alone (F9).
func forEachViewportsLayout(t *testing.T, wb *workbench, check func(what string)) {
	t.Helper()
	for _, sz := range lessonSizes {
		for _, present := range []bool{false, true} {
			for _, halves := range []string{"both halves", "Ctrl+↓", "F9 alone"} {
				wb.setSingleView(nil)
				wb.rightSplit.Leading.Show()
				wb.rightSplit.Trailing.Show()
				wb.rightSplit.SetOffset(0.5)
				wb.setPresentation(present)
				wb.win.Resize(sz)
				wb.settleLayout()
				switch halves {
				case "Ctrl+↓":
					for i := 0; i < 10 && wb.rightSplit.Trailing.Visible(); i++ {
						pressShortcut(t, wb, fyne.KeyDown)
					}
					if wb.rightSplit.Trailing.Visible() {
						t.Fatalf("%v: Ctrl+↓ never hid the bottom views", sz)
					}
				case "F9 alone":
					for wb.single != view(wb.compare) {
						pressKey(wb.win.Canvas(), fyne.KeyF9)
					}
				}
				wb.win.Resize(sz)
				wb.settleLayout()
				wb.compare.root.Refresh()
				mode := "normal"
				if present {
					mode = "presentation"
				}
				check(fmt.Sprintf("%s, %s, %s", sizeText(sz), mode, halves))
			}
		}
	}
	wb.setSingleView(nil)
	wb.rightSplit.Trailing.Show()
	wb.setPresentation(false)
}

// pressShortcut runs the View menu item bound to Ctrl+key (Cmd on
// macOS), as the key does.
func pressShortcut(t *testing.T, wb *workbench, key fyne.KeyName) {
	t.Helper()
	name := (&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}).ShortcutName()
	for _, m := range wb.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == name {
				it.Action()
				return
			}
		}
	}
	t.Fatalf("no menu item with Ctrl+%s", key)
}

// captionBox is a visible caption of a level: its text, its level and its
// rectangle (view coordinates).
type captionBox struct {
	text   string
	level  int
	x0, y0 float32
	x1, y1 float32
}

func captionBoxes(v *compareView) []captionBox {
	var out []captionBox
	for i, l := range v.labels {
		if !l.Visible() || l.Text == "" {
			continue
		}
		p, m := l.Position(), l.MinSize()
		out = append(out, captionBox{l.Text, i / cmpLines, p.X, p.Y, p.X + m.Width, p.Y + m.Height})
	}
	return out
}

// apart reports whether a and b are at least gap apart (along either axis).
func (a captionBox) apart(b captionBox, gap float32) bool {
	return a.x1+gap <= b.x0 || b.x1+gap <= a.x0 || a.y1+gap <= b.y0 || b.y1+gap <= a.y0
}

// TestViewportsFillThePanel: at every lesson size, normally and in
// presentation mode, with the other half shown or hidden (Ctrl+↓) and
// alone (F9), the levels fill the Viewports panel: the edge table takes
// only the lines it shows (not a fixed third of the height), the grid of
// levels spans at least 90 % of the view along the side that bounds it,
// no two captions intersect (with a gap of at least 4 px) and every
// caption is inside the view. At 1280×720 in presentation mode with Ctrl+↓
// the levels are larger than before (185 px, with about 200 px unused).
// The legend and the summary line give way to the levels only in a short
// tab, and a failed comparison's line stays even there.
// Failed before: the edge table kept 36 % of the height, the levels stayed
// 185 px wide, and the verdicts were fitted 8 px past their level, up to
// the next level's caption.
func TestViewportsFillThePanel(t *testing.T) {
	wb := viewportsWorkbench(t)
	p := wb.compare
	v := p.view
	forEachViewportsLayout(t, wb, func(what string) {
		vs := v.Size()
		if vs.Width < 100 || vs.Height < 20 {
			t.Fatalf("%s: the levels' view is %v", what, vs)
		}
		// The edge table takes its one line (no triangle tapped).
		table := p.body.Objects[1].Size().Height
		if one := (&cmpBodyLayout{text: p.edges}).tableHeight(0); table > one+0.5 {
			t.Fatalf("%s: the edge table is %v high for one line (%v)", what, table, one)
		}
		if got, want := p.body.Objects[0].Size().Height, p.body.Size().Height-table-10; got < want {
			t.Fatalf("%s: the levels get %v of the body's %v", what, got, p.body.Size().Height)
		}
		g := v.grid(vs)
		w, h := g.size()
		if w > vs.Width+0.5 || h > vs.Height+0.5 {
			t.Fatalf("%s: the grid (%v×%v) is larger than the view %v", what, w, h, vs)
		}
		if w < 0.9*vs.Width && h < 0.9*vs.Height {
			t.Fatalf("%s: the levels use %v×%v of the %v view", what, w, h, vs)
		}
		t.Logf("%s: view %v×%v, levels %.0f px, %d×%d, captions %s", what, vs.Width, vs.Height, g.side, g.cols, g.rows,
			map[bool]string{true: "beside", false: "above"}[g.left > 0])
		boxes := captionBoxes(v)
		if len(boxes) < len(v.cmp.Levels) {
			t.Fatalf("%s: %d captions for %d levels", what, len(boxes), len(v.cmp.Levels))
		}
		for i, b := range boxes {
			if b.x0 < -0.5 || b.y0 < -0.5 || b.x1 > vs.Width+0.5 || b.y1 > vs.Height+0.5 {
				t.Fatalf("%s: caption %q at %v is outside the view %v", what, b.text, b, vs)
			}
			for _, c := range boxes[i+1:] {
				gap := float32(0) // the lines of one level's caption may touch
				if c.level != b.level {
					gap = 4 // neighbours' captions keep a gap
				}
				if !b.apart(c, gap) {
					t.Fatalf("%s: captions %q %v and %q %v run into each other", what, b.text, b, c.text, c)
				}
			}
		}
		if what == "1280×720, presentation, Ctrl+↓" && g.side < 220 {
			t.Fatalf("%s: levels %v px wide", what, g.side)
		}
		// The legend and the summary line give way only in a short tab.
		switch what {
		case "1920×1080, normal, Ctrl+↓", "1280×720, presentation, F9 alone":
			if !p.legend.Visible() || !p.info.Visible() {
				t.Fatalf("%s: legend shown %v, summary shown %v in a tall tab", what, p.legend.Visible(), p.info.Visible())
			}
		case "1024×700, presentation, both halves":
			if p.legend.Visible() {
				t.Fatalf("%s: the legend kept the levels' room", what)
			}
			// Without levels the summary line (here: why) always stays.
			c := v.cmp
			v.SetComparison(nil)
			p.info.SetText("comparison failed: test")
			p.root.Refresh()
			inWindow(t, wb, p.info, "the failed comparison's line ("+what+")")
			v.SetComparison(c)
			p.showCounts()
			p.root.Refresh()
		}
	})
}

// TestZoomedFindingShowsFinerCoverage: clicking a violation in the list
// zooms to it and, at every lesson size and layout, shows the finer
// level's coverage beside it — the finer level's pixels under the ringed
// coarse pixel are ringed in the finer level's square, those the
// comparison takes as covered carry a white dot there and inside the
// hatched coarse pixel — even with Finer level's coverage unticked; the
// line under the list says why in words. Failed before: the dots showed
// centre coverage while the snapping example compares conservative
// coverage, so a zoomed violation had no dot, and nothing was marked on
// the finer level.
func TestZoomedFindingShowsFinerCoverage(t *testing.T) {
	wb := viewportsWorkbench(t)
	p := wb.compare
	v := p.view
	c := v.cmp
	f := p.finds
	if len(f.items) == 0 || !f.items[0].violation {
		t.Fatal("no violation listed")
	}
	it := f.items[0]
	f.list.Select(0)
	v.SetShowFine(false)
	pr := v.pairFor(it.level)
	fine := fineUnder(c, it.level, it.at)
	if len(fine) == 0 {
		t.Fatalf("violation %v of level %d has no covered finer pixel", it.at, it.level)
	}
	if !f.whyBox.Visible() || f.why.Text != it.why(c) {
		t.Fatalf("no explanation under the list: %q", f.why.Text)
	}
	t.Logf("why: %s", f.why.Text)
	white := func(img *image.RGBA, x, y int) bool {
		if !image.Pt(x, y).In(img.Rect) {
			return false
		}
		o := img.PixOffset(x, y)
		return img.Pix[o] == cmpFineDot.R && img.Pix[o+1] == cmpFineDot.G && img.Pix[o+2] == cmpFineDot.B
	}
	// dot: white at (x, y) or a pixel next to it (the dot is rounded to
	// whole pixels).
	dot := func(img *image.RGBA, x, y int) bool {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if white(img, x+dx, y+dy) {
					return true
				}
			}
		}
		return false
	}
	forEachViewportsLayout(t, wb, func(what string) {
		// The explanation stays in the findings column, under its heading.
		wy, wh := f.whyBox.Position().Y, f.whyBox.Size().Height
		if hb := f.head.Position().Y + f.head.Size().Height; wy < hb || wy+wh > f.content.Size().Height+0.5 || wh <= 0 {
			t.Fatalf("%s: the explanation at %v (%v high) runs out of the findings column (heading to %v, column %v)", what, wy, wh, hb, f.content.Size())
		}
		vs := v.Size()
		img := v.draw(int(vs.Width), int(vs.Height)).(*image.RGBA)
		// On the coarse level: a dot in the middle of each covered finer
		// pixel's quarter of the ringed pixel.
		co, _, px := v.cell(it.level)
		lo := v.levelOrigin(it.level)
		fpx := px / float32(pr.Factor)
		for _, q := range fine {
			x, y := int(lo.X+(float32(q.X)+0.5)*fpx), int(lo.Y+(float32(q.Y)+0.5)*fpx)
			if !dot(img, x, y) {
				_ = writePNG("/tmp/zoomdot.png", img)
				t.Fatalf("%s: no dot for finer pixel %v inside the coarse pixel %v (level square at %v)", what, q, it.at, co)
			}
		}
		// On the finer level: the same pixels dotted, the block ringed.
		flo := v.levelOrigin(pr.Fine)
		_, _, ppx := v.cell(pr.Fine)
		for _, q := range fine {
			x, y := int(flo.X+(float32(q.X)+0.5)*ppx), int(flo.Y+(float32(q.Y)+0.5)*ppx)
			if !dot(img, x, y) {
				_ = writePNG("/tmp/zoomdot.png", img)
				t.Fatalf("%s: finer pixel %v not dotted on the finer level", what, q)
			}
		}
		bx := int(flo.X + float32(it.at.X*pr.Factor)*ppx)
		by := int(flo.Y + float32(it.at.Y*pr.Factor)*ppx)
		ringed := 0
		for k := 2; k < 5; k++ {
			if white(img, bx-k, by+int(ppx)) {
				ringed++
			}
		}
		if ringed == 0 {
			t.Fatalf("%s: the block under the finding is not ringed on the finer level", what)
		}
	})
	// Double-click: the whole viewport again, no ring, no explanation.
	v.DoubleTapped(nil)
	if f.whyBox.Visible() {
		t.Fatal("the explanation outlived the zoom")
	}
}

// TestLevelThumbnailsSayTheirSize: where the levels are too small for the
// counts (a projector with both halves of the views: 90 px thumbnails),
// each level still says its size, inside its bottom-left corner (they were
// bare thumbnails).
func TestLevelThumbnailsSayTheirSize(t *testing.T) {
	wb := viewportsWorkbench(t)
	v := wb.compare.view
	compact := 0
	forEachViewportsLayout(t, wb, func(what string) {
		if v.grid(v.Size()).counts {
			return
		}
		compact++
		for lv, l := range v.cmp.Levels {
			tx := v.labels[lv*cmpLines+1]
			o, side, _ := v.cell(lv)
			p := tx.Position()
			if want := fmt.Sprintf("%d×%d", l.Width, l.Height); !tx.Visible() || tx.Text != want && tx.Text != fmt.Sprintf("%d²", l.Width) {
				t.Fatalf("%s: level %d says %q (visible %v), want %q", what, lv, tx.Text, tx.Visible(), want)
			}
			if p.X < o.X || p.X > o.X+side || p.Y < o.Y || p.Y > o.Y+side {
				t.Fatalf("%s: level %d's size at %v, outside the level at %v (%v wide)", what, lv, p, o, side)
			}
			if tx.TextSize < 13 {
				t.Fatalf("%s: level %d's size is %v px", what, lv, tx.TextSize)
			}
		}
	})
	if compact == 0 {
		t.Fatal("no lesson layout shows compact levels: the test tests nothing")
	}
}
