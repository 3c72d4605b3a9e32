package app

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/workspaces"
)

// TestEmptyTabsOfferTheirExample: on the showcase (no partitioning, no
// runtime, no command streams) the Utilization, Runtime and Command
// processor tabs explain what is missing instead of showing empty charts,
// and their button opens New workspace from example with the example that
// shows the feature; a workspace that has it shows the tab's content.
func TestEmptyTabsOfferTheirExample(t *testing.T) {
	wb := loadedWorkbench(t)
	for _, c := range []struct {
		name    string
		e       *emptyState
		example string
	}{{"Utilization", wb.util.empty, "partitioning"}, {"Runtime", wb.rt.empty, "runtime"}, {"Command processor", wb.cp.empty, "replay"}} {
		if !c.e.card.Visible() || c.e.body.Visible() {
			t.Fatalf("%s: the showcase shows the empty charts", c.name)
		}
		test.Tap(c.e.button)
		es := overlayEntries(wb)
		if len(es) != 2 || es[1].Text != c.example {
			t.Fatalf("%s: the form has %d entries (want 2, the name being the %s example)", c.name, len(es), c.example)
		}
		tapButton(t, wb.win.Canvas().Overlays().Top(), "Cancel")
		if wb.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s: Cancel left the form open", c.name)
		}
	}
	dir := filepath.Join(t.TempDir(), "rp")
	if err := workspaces.CreateFromExample("replay", dir); err != nil {
		t.Fatal(err)
	}
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if wb.cp.empty.card.Visible() || !wb.cp.empty.body.Visible() {
		t.Fatal("the replay example's Command processor tab still says it is empty")
	}
	if !wb.rt.empty.card.Visible() {
		t.Fatal("the replay example has no runtime, but the Runtime tab shows its charts")
	}
}
