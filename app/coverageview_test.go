package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces"
)

// The coverage view's caption carries the level's three counts, and the
// dialog opens on a comparison without trouble.
func TestCoverageViewCaptionAndDialog(t *testing.T) {
	a := test.NewTempApp(t)
	ws, err := workspaces.LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	o := ws.Options
	o.TriangleIDs = true // as the compare panel asks (recompute)
	c, err := render.Compare(t.Context(), ws.Scene, ws.CompareLevels(), o)
	if err != nil {
		t.Fatal(err)
	}
	n := c.Levels[0].Counts()
	got := coverageCaption(&c.Levels[0])
	for _, want := range []string{"256×256", "outer 3573 pixels", "centre 773", "inner 417"} {
		if !strings.Contains(got, want) {
			t.Errorf("caption %q lacks %q (counts %+v)", got, want, n)
		}
	}
	w := a.NewWindow("t")
	showCoverageView(w, c)
}
