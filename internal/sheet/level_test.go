package sheet

import (
	"context"
	"image"
	"testing"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces"
)

// countLook records what Level and Blocks ask a look to paint.
type countLook struct {
	over, violation, dots int
	blocks                map[render.BlockState]int
}

func (l *countLook) AfterPixels(*image.RGBA)                { l.dots = 0 }
func (l *countLook) Over(*image.RGBA, image.Rectangle)      { l.over++ }
func (l *countLook) Violation(*image.RGBA, image.Rectangle) { l.violation++ }
func (l *countLook) FineDot(*render.LevelPair) func(x, y int) image.Rectangle {
	return func(x, y int) image.Rectangle { l.dots++; return image.Rect(x, y, x+1, y+1) }
}
func (l *countLook) Block(_ *image.RGBA, _ image.Rectangle, s render.BlockState) { l.blocks[s]++ }

// Level marks every over-covered pixel and violation of the pair whose
// coarse level it draws, and every covered centre of the finer level;
// Blocks outlines every block of the allocation once.
func TestLevelMarksWhatTheComparisonFound(t *testing.T) {
	ws, err := workspaces.LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	o := ws.Options
	o.Snap, o.SubpixelBits = render.SnapFixed, 2
	c, err := render.Compare(context.Background(), ws.Scene, ws.Levels, o)
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, 64, 64))
	cell := func(x, y int) image.Rectangle { return image.Rect(x, y, x+1, y+1) }
	violations := 0
	for _, p := range c.Pairs {
		look := &countLook{}
		l := c.Levels[p.Coarse]
		Level(img, c, p.Coarse, cell, image.Rect(0, 0, l.Width, l.Height), look)
		covered := 0
		for _, b := range c.FineCoverage(p.Fine) {
			if b {
				covered++
			}
		}
		if look.over != len(p.OverAt) || look.violation != len(p.ViolationAt) || look.dots != covered {
			t.Errorf("level %d: painted %d over, %d violations, %d dots; want %d, %d, %d",
				p.Coarse, look.over, look.violation, look.dots, len(p.OverAt), len(p.ViolationAt), covered)
		}
		violations += look.violation
	}
	if violations == 0 {
		t.Fatal("fixed snapping at 2 bits shows no violation: the test proves nothing")
	}
	blocks, alloc := c.Blocks(len(c.Levels) - 1)
	look := &countLook{blocks: map[render.BlockState]int{}}
	Blocks(img, c, blocks, alloc.Level, alloc.BlockSize, cell, look)
	if n := look.blocks[render.BlockOK] + look.blocks[render.BlockOver] + look.blocks[render.BlockUnder]; n == 0 || look.blocks[render.BlockUnder] != alloc.Under || look.blocks[render.BlockOver] != alloc.Over {
		t.Errorf("blocks painted %v; allocation has %d under, %d over", look.blocks, alloc.Under, alloc.Over)
	}
}
