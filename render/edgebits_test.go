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

// A viewport with edge_bits renders through the narrow evaluator: with the
// seed's normalization and a sticky bit, 32 bits give exactly the exact
// image; evaluated unnormalized with 12 sub-pixel bits, 32 bits get
// coverage wrong and the image shows it. Output is the same for any number
// of workers.
func TestRenderWithEdgeBits(t *testing.T) {
	s := randomLevelScene(5)
	o := DefaultOptions(512, 512)
	exact, err := Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	o.EdgeBits, o.EdgeEval = 32, EvalNormalizedSticky
	for _, workers := range []int{1, 3} {
		o.Workers = workers
		f, err := Render(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		if !sameFrame(f, exact) {
			t.Fatalf("%d workers: 32-bit normalized-sticky evaluation changed the image", workers)
		}
	}
	o.SubpixelBits, o.EdgeEval, o.Workers = 12, EvalUnnormalized, 0
	exact12 := o
	exact12.EdgeBits = 0
	e12, err := Render(context.Background(), s, exact12)
	if err != nil {
		t.Fatal(err)
	}
	var prev *Frame
	for _, workers := range []int{1, 2} {
		o.Workers = workers
		f, err := Render(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		if sameFrame(f, e12) {
			t.Fatal("a 32-bit unnormalized evaluator at 12 bits rendered the exact image")
		}
		if prev != nil && !sameFrame(f, prev) {
			t.Fatal("the narrow evaluator's image depends on the worker count")
		}
		prev = f
	}
	bad := DefaultOptions(64, 64)
	bad.EdgeBits = 36
	if bad.Validate() == nil {
		t.Error("edge bits 36 accepted")
	}
}
