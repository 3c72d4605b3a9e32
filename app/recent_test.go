package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"

	"github.com/ppuwb/ppuwb/workspaces"
)

// TestRecentWorkspacesAndTypedPath: opened workspaces are listed in File ›
// Open recent (most recent first); Open workspace… starts at the current
// workspace and accepts a typed path; a path that is not a folder is
// refused; dialogs start at the last folder used, else the home folder.
func TestRecentWorkspacesAndTypedPath(t *testing.T) {
	wb, dir := openExample(t, "continuations")
	if r := wb.recentWorkspaces(); len(r) == 0 || r[0] != dir {
		t.Fatalf("recent %q, want %q first", r, dir)
	}
	found := false
	for _, it := range wb.recentItem.ChildMenu.Items {
		if it.Label == dir {
			found = true
		}
	}
	if !found {
		t.Fatal("File › Open recent does not list the workspace")
	}
	dir2 := filepath.Join(t.TempDir(), "second")
	if err := workspaces.CreateFromExample("snapping", dir2); err != nil {
		t.Fatal(err)
	}
	f := wb.openWorkspaceForm()
	if wb.openPath.Text != dir {
		t.Fatalf("Open workspace starts at %q, want %q", wb.openPath.Text, dir)
	}
	wb.openPath.SetText(dir2)
	f.Submit()
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if wb.dir != dir2 {
		t.Fatalf("typed path opened %q", wb.dir)
	}
	if r := wb.recentWorkspaces(); len(r) < 2 || r[0] != dir2 || r[1] != dir {
		t.Fatalf("recent %q", r)
	}
	// Not a folder: refused, nothing changes.
	f = wb.openWorkspaceForm()
	wb.openPath.SetText(filepath.Join(dir2, "no-such-folder"))
	f.Submit()
	if wb.dir != dir2 {
		t.Fatal("a path that is not a folder was opened")
	}
	// Dialogs start at the last folder used.
	if got := wb.lastFolder(); got != filepath.Dir(dir2) {
		t.Fatalf("last folder %q, want %q", got, filepath.Dir(dir2))
	}
	wb.prefs().SetString(prefLastFolder, "")
	if h := homeDir(); h != "" && wb.lastFolder() != h {
		t.Fatalf("no last folder: starts at %q, want home %q", wb.lastFolder(), h)
	}
	if h := homeDir(); h != "" && expandHome("~/ws") != filepath.Join(h, "ws") {
		t.Fatalf("~ not expanded: %q", expandHome("~/ws"))
	}
	_ = os.Remove
}

// TestThemeAndDividersKeptInPreferences: the light/dark choice and the
// divider positions are kept and a new window starts with them.
func TestThemeAndDividersKeptInPreferences(t *testing.T) {
	wb := newTestWorkbench(t)
	wb.setVariant(theme.VariantLight)
	wb.present.split.SetOffset(0.2)
	wb.rightSplit.SetOffset(0.65)
	wb.graph.split.SetOffset(0.6)
	wb.exit()
	wb2 := newWorkbench(wb.app, wb.app.NewWindow("again"))
	t.Cleanup(wb2.Close)
	if th := wb2.app.Settings().Theme().(workbenchTheme); !th.forced || th.variant != theme.VariantLight {
		t.Fatalf("theme not restored: %+v", th)
	}
	for name, want := range map[string]float64{"side": 0.2, "views": 0.65, "graph": 0.6} {
		if got := wb2.splits()[name].Offset; got < want-1e-6 || got > want+1e-6 {
			t.Fatalf("divider %s at %v, want %v", name, got, want)
		}
	}
}

// TestFirstLaunchShowsFinishedFrameAndHint: a freshly opened workspace
// shows its finished frame (the clock at the end), the tile legend, and
// until playback is first started a hint to press Space; after that the
// hint is gone, also in a new window.
func TestFirstLaunchShowsFinishedFrameAndHint(t *testing.T) {
	wb := presentTestWorkbench(t, 1280, 720)
	if wb.clock.Time() != wb.clock.End() || wb.clock.End() == 0 {
		t.Fatalf("opened at t=%d of %d, want the end", wb.clock.Time(), wb.clock.End())
	}
	if wb.fb.readout.Text != playHintText {
		t.Fatalf("first launch readout %q", wb.fb.readout.Text)
	}
	if !strings.Contains(playHintText, "Space") {
		t.Fatal("the hint does not say which key plays")
	}
	wb.clock.SetPlaying(true)
	wb.clock.SetPlaying(false)
	if wb.fb.readout.Text != readoutHint {
		t.Fatalf("hint stays after playing: %q", wb.fb.readout.Text)
	}
	wb2 := newWorkbench(wb.app, wb.app.NewWindow("again"))
	t.Cleanup(wb2.Close)
	if wb2.fb.readout.Text != readoutHint {
		t.Fatalf("hint back in a new window: %q", wb2.fb.readout.Text)
	}
}
