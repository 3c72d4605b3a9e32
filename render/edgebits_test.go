package render

import (
	"context"
	"testing"
)

// The seed's hardware argument, checked: with normalized slopes (the start
// value shifted right, low bits dropped) a 32-bit evaluator makes exactly
// the exact evaluator's coverage decisions at every level; evaluating the
// unnormalized edge function in 32 bits overflows and gets decisions wrong,
// more so at the coarse levels of consistent snapping, whose exponent grows.
// Dropping C's low bits without a sticky bit changes decisions only at
// ties, and never more often than with one.
func TestEdgeWidthNormalization(t *testing.T) {
	for _, mode := range []SnapMode{SnapFixed, SnapConsistent} {
		o := DefaultOptions(512, 512)
		o.Snap = mode
		c, err := Compare(context.Background(), randomLevelScene(5), []int{512, 256, 128, 64, 32}, o)
		if err != nil {
			t.Fatal(err)
		}
		rep := c.EdgeWidthReport(nil)
		get := func(level, width int, m EdgeEvaluator) EdgeWidthStats {
			for _, s := range rep {
				if s.Level == level && s.Width == width && s.Evaluator == m {
					return s
				}
			}
			t.Fatalf("no row for level %d width %d %s", level, width, m)
			return EdgeWidthStats{}
		}
		unnorm32 := int64(0)
		for li := range c.Levels {
			for _, w := range EdgeWidths {
				s := get(li, w, EvalNormalizedSticky)
				if s.Pixels == 0 || s.Differ != 0 || s.Overflows != 0 {
					t.Errorf("%s level %d, %d bits, normalized-sticky: %+v, want exact", mode, li, w, s)
				}
				if n := get(li, w, EvalNormalized); n.Differ < s.Differ || n.Overflows != 0 {
					t.Errorf("%s level %d, %d bits, normalized (truncated): %+v", mode, li, w, n)
				}
			}
			if s := get(li, 48, EvalUnnormalized); s.Differ != 0 || s.Overflows != 0 {
				t.Errorf("%s level %d: 48-bit unnormalized %+v, want exact", mode, li, s)
			}
			unnorm32 += get(li, 32, EvalUnnormalized).Differ
		}
		if unnorm32 == 0 {
			t.Errorf("%s: the unnormalized 32-bit evaluator never erred; the test scene does not exercise the width", mode)
		}
		if mode == SnapConsistent && get(4, 32, EvalUnnormalized).Overflows == 0 {
			t.Errorf("consistent: the 32-px level (12 bits) does not overflow 32 bits unnormalized")
		}
	}
}

// wrapBits is two's-complement wrapping to a width.
func TestWrapBits(t *testing.T) {
	for _, c := range []struct {
		v    int64
		w    int
		want int64
		ok   bool
	}{
		{5, 32, 5, true}, {1<<31 - 1, 32, 1<<31 - 1, true}, {1 << 31, 32, -1 << 31, false},
		{-1 << 31, 32, -1 << 31, true}, {-1<<31 - 1, 32, 1<<31 - 1, false}, {1 << 40, 40, 0, false},
	} {
		if got, ok := wrapBits(c.v, c.w); got != c.want || ok != c.ok {
			t.Errorf("wrapBits(%d, %d) = %d, %v; want %d, %v", c.v, c.w, got, ok, c.want, c.ok)
		}
	}
}
