package render

import (
	"bytes"
	"context"
	"slices"
	"testing"
)

func sameFrame(a, b *Frame) bool {
	return bytes.Equal(a.Color.Pix, b.Color.Pix) && slices.Equal(a.Depth, b.Depth) && slices.Equal(a.TriangleID, b.TriangleID)
}

// With consistent snapping the hierarchical render equals the dense one bit
// for bit, while skipping the tiles and bins no coarse level reached and
// allocating only the blocks the coarse pass covered.
func TestHierarchyConsistentEqualsDense(t *testing.T) {
	s := randomLevelScene(7)
	o := idOptions(512, 512)
	o.Snap = SnapConsistent
	dense, err := Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	o.Hierarchy = []int{512, 256, 128, 64}
	for _, workers := range []int{1, 2, 5} {
		o.Workers = workers
		f, err := Render(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		h := f.Hierarchy
		if h == nil {
			t.Fatal("no hierarchy statistics")
		}
		if !sameFrame(f, dense) {
			t.Fatalf("%d workers: the hierarchical image differs from the dense one", workers)
		}
		if h.Holes != 0 {
			t.Errorf("consistent snapping left %d holes", h.Holes)
		}
		if len(h.Levels) != 3 || h.Levels[0].Width != 64 || h.BlockSize != 2 {
			t.Errorf("levels %+v, block size %d", h.Levels, h.BlockSize)
		}
		if h.BytesAllocated >= h.BytesDense || h.BlocksAllocated == 0 {
			t.Errorf("allocated %d of %d bytes (%d blocks): not sparse", h.BytesAllocated, h.BytesDense, h.BlocksAllocated)
		}
		if h.TilesSkipped == 0 || h.Levels[1].TilesSkipped == 0 {
			t.Errorf("no tile skipped: full resolution %d, 128 px %d", h.TilesSkipped, h.Levels[1].TilesSkipped)
		}
	}
}

// With fixed snapping at low precision the coarse triangles miss covered
// fine pixels: those pixels are holes in the rendered image (background
// where the dense render drew a triangle), and they are counted.
func TestHierarchyFixedLeavesHoles(t *testing.T) {
	s := randomLevelScene(7)
	o := idOptions(512, 512)
	o.Snap, o.SubpixelBits = SnapFixed, 0
	dense, err := Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	o.Hierarchy = []int{512, 256, 128, 64}
	f, err := Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	h := f.Hierarchy
	if h.Holes == 0 {
		t.Fatal("fixed snapping at 0 bits left no holes")
	}
	lost := 0
	for i := range f.TriangleID {
		switch {
		case f.TriangleID[i] == dense.TriangleID[i]:
		case f.TriangleID[i] == -1 && dense.TriangleID[i] >= 0:
			lost++
		default:
			t.Fatalf("pixel %d: triangle %d, dense %d: only holes may differ", i, f.TriangleID[i], dense.TriangleID[i])
		}
	}
	if lost != h.Holes || len(h.HoleAt) != min(h.Holes, MaxComparePositions) {
		t.Errorf("%d pixels lost against the dense render, %d holes counted (%d listed)", lost, h.Holes, len(h.HoleAt))
	}
}

func TestHierarchyBadOptions(t *testing.T) {
	for _, c := range []struct {
		levels []int
		tweak  func(*Options)
	}{
		{[]int{512}, nil},
		{[]int{256, 128}, nil},
		{[]int{512, 200}, nil},
		{[]int{512, 256}, func(o *Options) { o.Samples = 4 }},
	} {
		o := idOptions(512, 512)
		o.Hierarchy = c.levels
		if c.tweak != nil {
			c.tweak(&o)
		}
		if _, err := Render(context.Background(), randomLevelScene(1), o); err == nil {
			t.Errorf("levels %v: no error", c.levels)
		}
	}
}

// Inner coverage in the hierarchy: with consistent snapping a pixel whose
// parent is inner-covered is covered without tests, and the coverage of
// every level is exactly what testing every pixel gives (Compare's levels,
// inside the parents' coverage). With fixed snapping nothing is skipped.
func TestHierarchyInnerCoverageSkipsTests(t *testing.T) {
	s := randomLevelScene(7)
	o := idOptions(512, 512)
	o.Snap = SnapConsistent
	sizes := []int{512, 256, 128, 64}
	cmp, err := Compare(context.Background(), s, sizes, o)
	if err != nil {
		t.Fatal(err)
	}
	o.Hierarchy = sizes
	f, err := Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	h := f.Hierarchy
	var sum int64
	for i, lv := range h.Levels {
		// Levels are coarsest first; cmp.Levels finest first. The coarsest
		// has no parent: everything is tested.
		cl := cmp.Levels[len(sizes)-1-i]
		cnt := cl.Counts()
		if i == 0 && (lv.TestsSaved != 0 || lv.Covered != cnt.Outer || lv.Inner != cnt.Inner) {
			t.Errorf("coarsest level %+v, comparison %+v", lv, cnt)
		}
		// with consistent snapping no parent misses a child's coverage,
		// so the hierarchy's coverage equals the dense coverage
		if lv.Covered != cnt.Outer || lv.Inner != cnt.Inner {
			t.Errorf("level %dx%d: covered %d inner %d, dense %+v", lv.Width, lv.Height, lv.Covered, lv.Inner, cnt)
		}
		sum += lv.TestsSaved
	}
	if h.Levels[1].TestsSaved == 0 || h.Levels[2].TestsSaved == 0 || sum != h.TestsSaved {
		t.Errorf("tests saved per level %d, %d; total %d of %d", h.Levels[1].TestsSaved, h.Levels[2].TestsSaved, h.TestsSaved, sum)
	}
	o.Snap = SnapFixed
	f, err = Render(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	if f.Hierarchy.TestsSaved != 0 {
		t.Errorf("fixed snapping saved %d tests: its levels see different triangles", f.Hierarchy.TestsSaved)
	}
}
