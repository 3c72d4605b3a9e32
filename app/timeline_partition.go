package app

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/scheduler"
)

// preemptMarks indexes a run's preemptions by the intervals they cut and
// the intervals that resume them, for the SM timeline.
type preemptMarks struct {
	res     *scheduler.Result
	cut     map[int]int // interval saved or flushed → preemption
	resumed map[int]int // interval that restores or restarts → preemption
}

func (tl *timeline) marks() *preemptMarks {
	r := tl.res
	if r == nil || r.Partition == nil || len(r.Partition.Preemptions) == 0 {
		return nil
	}
	if tl.pmarks != nil && tl.pmarks.res == r {
		return tl.pmarks
	}
	m := &preemptMarks{res: r, cut: map[int]int{}, resumed: map[int]int{}}
	for i, p := range r.Partition.Preemptions {
		m.cut[p.Interval] = i
		if p.Restore >= 0 {
			m.resumed[p.Restore] = i
		}
	}
	tl.pmarks = m
	return m
}

var (
	saveHatch    = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	restoreHatch = color.NRGBA{0x70, 0xf0, 0x90, 0xff}
	flushMark    = color.NRGBA{0xff, 0xa0, 0x20, 0xff}
	inMemory     = color.NRGBA{0xc0, 0xc0, 0xc0, 0xff}
)

// drawPreemption marks bar r of interval id: the save (white hatch) at its
// end and, from there, a dotted line while the CTA's state sits in memory;
// a flush as an orange end; a restore (green hatch) at the start of the bar
// that resumes it.
func (tl *timeline) drawPreemption(img *image.RGBA, id int, r image.Rectangle, gx int, t0, dt float64) {
	m := tl.marks()
	if m == nil {
		return
	}
	xOf := func(t int64) int { return gx + int(math.Floor((float64(t)-t0)/dt)) }
	hatch := func(a, b int, c color.NRGBA) {
		sr := image.Rect(max(a, gx), r.Min.Y, max(b, a+1), r.Max.Y).Intersect(r)
		for y := sr.Min.Y; y < sr.Max.Y; y++ {
			for x := sr.Min.X; x < sr.Max.X; x++ {
				if (x+y)%3 == 0 {
					setPix(img, x, y, c)
				}
			}
		}
	}
	if pi, ok := m.cut[id]; ok {
		p := m.res.Partition.Preemptions[pi]
		if p.Kind == scheduler.ReduceFlush {
			fillRect(img, image.Rect(r.Max.X-2, r.Min.Y, r.Max.X, r.Max.Y), flushMark)
		} else {
			hatch(xOf(p.Stop), xOf(p.Saved)+1, saveHatch)
			end := m.res.Makespan
			if p.Restore >= 0 {
				end = m.res.Intervals[p.Restore].Start
			}
			y := (r.Min.Y + r.Max.Y) / 2
			for x := max(xOf(p.Saved), gx); x < min(xOf(end), img.Rect.Max.X); x++ {
				if (x/3)%2 == 0 {
					setPix(img, x, y, inMemory)
				}
			}
		}
	}
	if pi, ok := m.resumed[id]; ok {
		p := m.res.Partition.Preemptions[pi]
		hatch(r.Min.X, xOf(p.Restored)+1, restoreHatch)
	}
}

// explainPreemption is the decision behind interval id's save, flush or
// restore ("" when it has none).
func (tl *timeline) explainPreemption(id int) string {
	m := tl.marks()
	if m == nil {
		return ""
	}
	if pi, ok := m.cut[id]; ok {
		return " · " + m.res.Partition.Preemptions[pi].Describe(m.res)
	}
	if pi, ok := m.resumed[id]; ok {
		return " · resumed: " + m.res.Partition.Preemptions[pi].Describe(m.res)
	}
	return ""
}

// The preemption marks' legend entries: a grey bar with the mark as the
// timeline draws it.
var preemptSwatchBar = color.NRGBA{0x70, 0x70, 0x78, 0xff}

// hatchSwatch is a bar hatched in c (a save or a restore).
func hatchSwatch(c color.NRGBA, label string) fyne.CanvasObject {
	return drawnSwatch(c, label, func(img *image.RGBA) {
		fillRect(img, img.Rect, preemptSwatchBar)
		for y := 1; y < 15; y++ {
			for x := 1; x < 27; x++ {
				if (x+y)%3 == 0 {
					setPix(img, x, y, c)
				}
			}
		}
		rectOutline(img, img.Rect, swatchEdge)
	})
}

// flushSwatch is a bar ending in the flush mark.
func flushSwatch(label string) fyne.CanvasObject {
	return drawnSwatch(flushMark, label, func(img *image.RGBA) {
		fillRect(img, img.Rect, preemptSwatchBar)
		fillRect(img, image.Rect(22, 0, 28, 16), flushMark)
		rectOutline(img, img.Rect, swatchEdge)
	})
}

// memorySwatch is the dotted line drawn while a saved CTA's state waits in
// memory.
func memorySwatch(label string) fyne.CanvasObject {
	return drawnSwatch(inMemory, label, func(img *image.RGBA) {
		fillRect(img, img.Rect, tlBG)
		for x := 1; x < 27; x++ {
			if (x/3)%2 == 0 {
				setPix(img, x, 8, inMemory)
				setPix(img, x, 7, inMemory)
			}
		}
	})
}
