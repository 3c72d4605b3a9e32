package render

import (
	"bytes"
	"context"
	"slices"
	"testing"
)

// TestFrameBuffersOverwritten: when the bins write the whole frame
// (binLocal), the colour, depth and ID buffers come from makeNoZero
// unzeroed; rendering with them filled with 0x00 and with 0xa5 first gives
// the same frame, so every byte is written before it is returned. Viewports
// that are not a whole number of bins and tiles, scenes with empty bins and
// an empty scene; the mesh also with debug views.
func TestFrameBuffersOverwritten(t *testing.T) {
	defer func() { poisonFrame = -1 }()
	type run struct {
		kind string
		n    int
		w, h int
		dbg  DebugView
	}
	runs := []run{
		{"mesh", 3000, 333, 197, DebugNone},
		{"mesh", 3000, 200, 130, DebugDepth},
		{"small", 500, 257, 131, DebugNone},
		{"large", 40, 130, 67, DebugNone},
		{"small", 1, 65, 1, DebugNone},
	}
	for _, c := range runs {
		s, err := GenerateBenchTriangles(c.kind, c.n, c.w, c.h, 3)
		if err != nil {
			t.Fatal(err)
		}
		o := DefaultOptions(c.w, c.h)
		o.Debug = c.dbg
		var frames [2]*Frame
		for k, p := range []int{0x00, 0xa5} {
			poisonFrame = p
			frames[k], err = Render(context.Background(), s, o)
			if err != nil {
				t.Fatal(err)
			}
		}
		a, b := frames[0], frames[1]
		if !bytes.Equal(a.Color.Pix, b.Color.Pix) || !slices.Equal(a.TriangleID, b.TriangleID) ||
			!slices.Equal(a.Depth, b.Depth) {
			t.Errorf("%s %dx%d debug %v: the frame depends on the buffers' previous content", c.kind, c.w, c.h, c.dbg)
		}
	}
	// an empty scene: every bin cleared by clearBin
	poisonFrame = 0xa5
	f, err := Render(context.Background(), NewScene(), DefaultOptions(99, 70))
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range f.TriangleID {
		if id != -1 || f.Depth[i] != 1 {
			t.Fatalf("empty scene: pixel %d has ID %d, depth %v", i, id, f.Depth[i])
		}
	}
}
