package app

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/recovery"
)

// menuItem finds a File/View/Help item (or a screenshot submenu item) by label.
func menuItem(t *testing.T, wb *workbench, label string) *fyne.MenuItem {
	t.Helper()
	for _, menu := range wb.win.MainMenu().Items {
		for _, it := range menu.Items {
			if it.Label == label {
				return it
			}
			if it.ChildMenu != nil {
				for _, sub := range it.ChildMenu.Items {
					if sub.Label == label {
						return sub
					}
				}
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// overlayEntries lists the entries of the top overlay, in layout order.
func overlayEntries(wb *workbench) []*widget.Entry {
	var out []*widget.Entry
	top := wb.win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if e, ok := o.(*widget.Entry); ok && e.Visible() {
			out = append(out, e)
		}
	}
	return out
}

// overlayText joins the texts of the labels and rich texts of the top overlay.
func overlayText(wb *workbench) string {
	var b strings.Builder
	top := wb.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	for _, o := range test.LaidOutObjects(top) {
		switch l := o.(type) {
		case *widget.Label:
			b.WriteString(l.Text + "\n")
		case *widget.RichText:
			b.WriteString(l.String() + "\n")
		}
	}
	return b.String()
}

func loadedWorkbench(t *testing.T) *workbench {
	t.Helper()
	wb := newTestWorkbench(t)
	wb.Open("")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	return wb
}

// The exports use Fyne's save dialog: it proposes a file name with the right
// extension in the last export folder, writes there, asks before replacing a
// file, and leaves the file alone when the user says no.
func TestExportUsesSaveDialog(t *testing.T) {
	wb := loadedWorkbench(t)
	dir := t.TempDir()
	wb.lastSaveDir = dir
	for _, c := range []struct{ item, prefix, ext string }{
		{"Export metrics CSV…", "metrics-", ".csv"},
		{"Export timeline (Chrome trace)…", "timeline-", ".json"},
		{"Export framebuffer PNG…", "framebuffer-", ".png"},
	} {
		menuItem(t, wb, c.item).Action()
		if wb.fileDialog == nil {
			t.Fatalf("%s: no file dialog", c.item)
		}
		es := overlayEntries(wb)
		if len(es) == 0 {
			t.Fatalf("%s: the save dialog has no file name field", c.item)
		}
		name := es[len(es)-1].Text
		if !strings.HasPrefix(name, c.prefix) || !strings.HasSuffix(name, c.ext) {
			t.Fatalf("%s: proposed %q", c.item, name)
		}
		tapButton(t, wb.win.Canvas().Overlays().Top(), "Save")
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || len(data) == 0 {
			t.Fatalf("%s: %v (%d bytes)", c.item, err, len(data))
		}
		if !strings.Contains(wb.status.message.Text, name) {
			t.Errorf("status %q does not name the file", wb.status.message.Text)
		}
	}
	if strings.HasPrefix(mustRead(t, filepath.Join(dir, "metrics-"+slug(wb.run.Workspace.Name)+".csv")), "name,kind,created,") == false {
		t.Fatal("metrics file is not the CSV")
	}

	// An existing file: the dialog asks; "No" keeps it.
	keep := filepath.Join(dir, "keep.csv")
	if err := os.WriteFile(keep, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	menuItem(t, wb, "Export metrics CSV…").Action()
	es := overlayEntries(wb)
	es[len(es)-1].SetText("keep.csv")
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Save")
	if !strings.Contains(overlayText(wb), "overwrite") {
		t.Fatalf("no overwrite question: %q", overlayText(wb))
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "No")
	if got := mustRead(t, keep); got != "precious" {
		t.Fatalf("existing file changed to %q after No", got)
	}
	// Yes replaces it.
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Save")
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Yes")
	if got := mustRead(t, keep); !strings.HasPrefix(got, "name,kind,created,") {
		t.Fatalf("file not replaced after Yes: %q", got)
	}

	// A screenshot is taken before the dialog covers the window.
	wb.fileDialog = nil
	wb.lastSaveDir = dir
	menuItem(t, wb, "Framebuffer").Action()
	if wb.fileDialog == nil {
		t.Fatal("screenshot: no save dialog")
	}
	es = overlayEntries(wb)
	if name := es[len(es)-1].Text; name != "screenshot-framebuffer.png" {
		t.Fatalf("screenshot proposed %q", name)
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Save")
	if st, err := os.Stat(filepath.Join(dir, "screenshot-framebuffer.png")); err != nil || st.Size() == 0 {
		t.Fatalf("screenshot not written: %v", err)
	}
}

// With nothing loaded an export says so in an error dialog and opens no
// save dialog.
func TestExportWithoutRunShowsError(t *testing.T) {
	wb := newTestWorkbench(t)
	menuItem(t, wb, "Export timeline (Chrome trace)…").Action()
	if wb.fileDialog != nil {
		t.Fatal("a save dialog opened with nothing to save")
	}
	if txt := overlayText(wb); !strings.Contains(txt, "nothing to export yet") {
		t.Fatalf("error dialog says %q", txt)
	}
}

// Open workspace… is a form with a typed path and Browse… for Fyne's
// folder dialog; choosing a folder fills the path, Open opens it.
func TestOpenWorkspaceUsesFolderDialog(t *testing.T) {
	wb := loadedWorkbench(t)
	ws := filepath.Join(t.TempDir(), "mine")
	if err := workspaces.CreateFromExample(workspaces.Examples()[0], ws); err != nil {
		t.Fatal(err)
	}
	menuItem(t, wb, "Open workspace…").Action()
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Browse…")
	d := wb.fileDialog
	if d == nil {
		t.Fatal("no folder dialog")
	}
	d.SetLocation(listable(ws))
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Choose")
	if wb.openPath.Text != ws {
		t.Fatalf("path field %q after choosing %q", wb.openPath.Text, ws)
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Open")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if wb.dir != ws {
		t.Fatalf("opened %q, want %q", wb.dir, ws)
	}
	// The next folder dialog starts beside it.
	wb.openWorkspaceDialog()
	if txt := overlayText(wb); !strings.Contains(txt, "mine") {
		t.Fatalf("folder dialog does not list the workspace's siblings: %q", txt)
	}
}

// New workspace from example… is a form (example, folder, name, with a
// Browse… button for Fyne's folder dialog); it never overwrites files.
func TestNewFromExampleForm(t *testing.T) {
	wb := loadedWorkbench(t)
	parent := t.TempDir()
	wb.newFromExample()
	es := overlayEntries(wb)
	if len(es) != 2 {
		t.Fatalf("%d entries in the form", len(es))
	}
	ex := workspaces.Examples()[0]
	if es[1].Text != ex {
		t.Fatalf("proposed name %q, want the example's %q", es[1].Text, ex)
	}
	// Browse… opens the folder dialog and fills the field.
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Browse…")
	if wb.fileDialog == nil {
		t.Fatal("Browse… opened no folder dialog")
	}
	wb.fileDialog.SetLocation(listable(parent))
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Choose")
	if es[0].Text != parent {
		t.Fatalf("folder field %q after choosing %q", es[0].Text, parent)
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Create")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(parent, ex)
	if wb.dir != want {
		t.Fatalf("opened %q, want %q", wb.dir, want)
	}
	// Again into the same folder: refused, with an error, files untouched.
	files, _ := os.ReadDir(want)
	if len(files) == 0 {
		t.Fatal("no files created")
	}
	p := filepath.Join(want, files[0].Name())
	before := mustRead(t, p)
	if err := os.WriteFile(p, []byte(before+"\n# mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wb.newFromExample()
	es = overlayEntries(wb)
	es[0].SetText(parent)
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Create")
	if txt := overlayText(wb); !strings.Contains(txt, "refusing to overwrite") {
		t.Fatalf("no error shown: %q", txt)
	}
	if got := mustRead(t, p); got != before+"\n# mine\n" {
		t.Fatal("an existing file was overwritten")
	}
}

// dirtyWorkbench opens a copy of an example with two edited tabs; quitting
// is counted instead of ending the test app.
func dirtyWorkbench(t *testing.T) (*workbench, string, *int) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample("continuations", dir); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PPUWB_RECOVERY_DIR", t.TempDir())
	wb := newTestWorkbench(t)
	quits := 0
	wb.quitApp = func() { quits++ }
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"workspace.toml", "tasks.toml"} {
		e := wb.side.openFile(f)
		if e == nil {
			t.Fatalf("cannot open %s", f)
		}
		e.entry.SetText(e.entry.Text + "\n# edited\n")
	}
	return wb, dir, &quits
}

// Quitting with unsaved tabs asks; Cancel keeps everything, Save all saves
// and quits, Discard quits leaving the files alone (with recovery copies).
func TestQuitAsksAboutUnsavedTabs(t *testing.T) {
	wb, dir, quits := dirtyWorkbench(t)
	before := mustRead(t, filepath.Join(dir, "tasks.toml"))
	wb.quit()
	if *quits != 0 {
		t.Fatal("quit without asking")
	}
	txt := overlayText(wb)
	if !strings.Contains(txt, "2 editor tabs have unsaved changes") || !strings.Contains(txt, "tasks.toml") {
		t.Fatalf("question says %q", txt)
	}
	// A second Ctrl+Q (or window close) does not stack another question.
	n := len(wb.win.Canvas().Overlays().List())
	wb.quit()
	if len(wb.win.Canvas().Overlays().List()) != n {
		t.Fatal("a second question was stacked")
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Cancel")
	if *quits != 0 || len(wb.side.dirtyTabs()) != 2 {
		t.Fatalf("Cancel: quits %d, dirty %d", *quits, len(wb.side.dirtyTabs()))
	}

	// Asking again (the window's close button is intercepted by quit too;
	// the test driver cannot press it).
	wb.quit()
	if *quits != 0 || wb.quitAsk == nil {
		t.Fatal("quitting again did not ask")
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Discard")
	if *quits != 1 {
		t.Fatal("Discard did not quit")
	}
	if got := mustRead(t, filepath.Join(dir, "tasks.toml")); got != before {
		t.Fatal("Discard changed the file")
	}
	rs, err := recovery.Default()
	if err != nil {
		t.Fatal(err)
	}
	if list, _ := rs.List(dir); len(list) != 2 {
		t.Fatalf("%d recovery copies after Discard, want 2", len(list))
	}
}

func TestQuitSaveAll(t *testing.T) {
	wb, dir, quits := dirtyWorkbench(t)
	wb.quit()
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Save all")
	if *quits != 1 {
		t.Fatal("Save all did not quit")
	}
	for _, f := range []string{"workspace.toml", "tasks.toml"} {
		if !strings.HasSuffix(mustRead(t, filepath.Join(dir, f)), "\n# edited\n") {
			t.Fatalf("%s not saved", f)
		}
	}
	if len(wb.side.dirtyTabs()) != 0 {
		t.Fatal("tabs still dirty")
	}
}

// A failed save during Save all keeps the app open and the edits in the tab.
func TestQuitSaveAllFailureKeepsWindow(t *testing.T) {
	wb, dir, quits := dirtyWorkbench(t)
	// Make the tasks file unwritable: replace it by a folder.
	e := wb.side.dirtyTabs()[1]
	if err := os.Remove(filepath.Join(dir, "tasks.toml")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "tasks.toml"), 0o755); err != nil {
		t.Fatal(err)
	}
	wb.quit()
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Save all")
	if *quits != 0 {
		t.Fatal("quit although a save failed")
	}
	if !e.dirty || !strings.HasSuffix(e.entry.Text, "\n# edited\n") {
		t.Fatal("the unsaved edits were lost")
	}
	if txt := overlayText(wb); !strings.Contains(strings.ToLower(txt), "could not save tasks.toml") {
		t.Fatalf("error says %q", txt)
	}
}

// Without unsaved tabs quitting does not ask.
func TestQuitWithoutUnsavedTabs(t *testing.T) {
	wb := newTestWorkbench(t)
	quits := 0
	wb.quitApp = func() { quits++ }
	wb.quit()
	if quits != 1 || wb.quitAsk != nil {
		t.Fatalf("quits %d, asking %v", quits, wb.quitAsk != nil)
	}
}

// Opening another workspace with unsaved tabs asks the same question;
// Discard switches and keeps the edits in the recovery store, offered when
// the workspace is opened again.
func TestSwitchWorkspaceAsksAboutUnsavedTabs(t *testing.T) {
	wb, dir, quits := dirtyWorkbench(t)
	menuItem(t, wb, "Open built-in showcase").Action()
	if wb.dir != dir || !strings.Contains(overlayText(wb), "Save them before opening the built-in showcase?") {
		t.Fatalf("switched without asking (dir %q): %q", wb.dir, overlayText(wb))
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Cancel")
	if wb.dir != dir || len(wb.side.dirtyTabs()) != 2 {
		t.Fatal("Cancel did not keep the workspace and its edits")
	}
	wb.switchTo("")
	tapButton(t, wb.win.Canvas().Overlays().Top(), "Discard")
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if wb.dir != "" || *quits != 0 {
		t.Fatalf("Discard: dir %q, quits %d", wb.dir, *quits)
	}
	wb.Open(dir)
	if txt := overlayText(wb); !strings.Contains(txt, "tasks.toml") || !strings.Contains(txt, "workspace.toml") {
		t.Fatalf("the discarded edits were not offered back: %q", txt)
	}
	_ = waitLoaded(t, wb)
}

// failingWriter stands for a file that cannot be written (a full disk).
type failingWriter struct{ uri fyne.URI }

func (w failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }
func (w failingWriter) Close() error              { return nil }
func (w failingWriter) URI() fyne.URI             { return w.uri }

// Failures while saving an export are shown in an error dialog naming the
// file and the cause; cancelling writes nothing and says nothing.
func TestExportWriteErrorsShown(t *testing.T) {
	wb := newTestWorkbench(t)
	p := filepath.Join(t.TempDir(), "metrics.csv")
	wb.writeExport("Export metrics", nil, errors.New("permission denied"), []byte("x"))
	if txt := overlayText(wb); !strings.Contains(txt, "could not open the file") || !strings.Contains(txt, "permission denied") {
		t.Fatalf("open error shown as %q", txt)
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "OK")
	wb.writeExport("Export metrics", failingWriter{storage.NewFileURI(p)}, nil, []byte("x"))
	if txt := overlayText(wb); !strings.Contains(txt, p) || !strings.Contains(txt, "no space left") {
		t.Fatalf("write error shown as %q", txt)
	}
	tapButton(t, wb.win.Canvas().Overlays().Top(), "OK")
	wb.writeExport("Export metrics", nil, nil, []byte("x")) // cancelled
	if wb.win.Canvas().Overlays().Top() != nil {
		t.Fatal("cancelling showed something")
	}
}
