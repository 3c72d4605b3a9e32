package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestEditorMarksProblemLines: a problem in a file is marked in the
// gutter ("✗ 3" in the error colour), underlined at its column, and the
// file carries a "✗ 1" badge in the tree; fixing it clears all three.
func TestEditorMarksProblemLines(t *testing.T) {
	wb, _ := openExample(t, "continuations")
	e := wb.side.openFile("workspace.toml")
	orig := e.entry.Text
	e.entry.SetText("# c\n# d\nbogus_key = 1\n" + orig)
	wb.side.saveCurrent()
	if err := waitLoaded(t, wb); err == nil {
		t.Fatal("broken file loaded (test premise)")
	}
	d := wb.side.errs[0]
	if d.Line != 3 {
		t.Fatalf("problem at line %d (test premise)", d.Line)
	}
	if m := e.GutterMarked(); len(m) != 1 || m[0] != 3 {
		t.Fatalf("gutter marks %v, want [3]", m)
	}
	u := e.Underlines()
	if len(u) != 1 {
		t.Fatalf("%d underlines", len(u))
	}
	r := u[0].(*canvas.Rectangle)
	lh := e.lineHeight()
	if y := r.Position().Y; y < 2*lh || y > 3*lh+8 {
		t.Fatalf("underline at y=%v, line height %v: not under line 3", y, lh)
	}
	if w := r.Size().Width; w < float32(len("bogus_key"))*lh/3 {
		t.Fatalf("underline only %v wide for bogus_key", w)
	}
	if b := wb.side.treeBadge("workspace.toml"); b != "  ✗ 1" {
		t.Fatalf("tree badge %q", b)
	}
	if b := wb.side.treeBadge("scene.toml"); b != "" {
		t.Fatalf("badge on a file without problems: %q", b)
	}
	e.entry.SetText(orig)
	wb.side.saveCurrent()
	if err := waitLoaded(t, wb); err != nil {
		t.Fatal(err)
	}
	if len(e.GutterMarked()) != 0 || len(e.Underlines()) != 0 || wb.side.treeBadge("workspace.toml") != "" {
		t.Fatal("marks stay after the problem was fixed")
	}
}

// TestEditorKeysHomeEndFind: Ctrl+End puts the cursor at the very end of
// the file, Ctrl+Home at its start; Ctrl+F opens the find bar, typing finds
// the first match (case-insensitive) and Enter the next, wrapping round.
func TestEditorKeysHomeEndFind(t *testing.T) {
	wb, _ := openExample(t, "continuations")
	e := wb.side.openFile("workspace.toml")
	e.entry.SetText("alpha\nBeta gamma\nbeta\nlast line")
	ctrl := func(k fyne.KeyName) {
		e.entry.TypedShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault})
	}
	ctrl(fyne.KeyEnd)
	if e.entry.CursorRow != 3 || e.entry.CursorColumn != len("last line") {
		t.Fatalf("Ctrl+End: cursor %d:%d", e.entry.CursorRow, e.entry.CursorColumn)
	}
	ctrl(fyne.KeyHome)
	if e.entry.CursorRow != 0 || e.entry.CursorColumn != 0 {
		t.Fatalf("Ctrl+Home: cursor %d:%d", e.entry.CursorRow, e.entry.CursorColumn)
	}
	ctrl(fyne.KeyF)
	f := wb.side.find
	if !f.content.Visible() {
		t.Fatal("Ctrl+F did not open the find bar")
	}
	test.Type(f.field, "beta")
	if e.entry.CursorRow != 1 || e.entry.CursorColumn != 0 || f.count.Text != "1 of 2" {
		t.Fatalf("find beta: cursor %d:%d, %q", e.entry.CursorRow, e.entry.CursorColumn, f.count.Text)
	}
	f.field.OnSubmitted(f.field.Text)
	if e.entry.CursorRow != 2 || f.count.Text != "2 of 2" {
		t.Fatalf("next: cursor %d, %q", e.entry.CursorRow, f.count.Text)
	}
	f.field.OnSubmitted(f.field.Text)
	if e.entry.CursorRow != 1 || f.count.Text != "1 of 2" {
		t.Fatalf("wrap: cursor %d, %q", e.entry.CursorRow, f.count.Text)
	}
	f.field.SetText("zebra")
	if f.count.Text != "no match" || f.count.Importance != widget.DangerImportance {
		t.Fatalf("no match: %q", f.count.Text)
	}
	if !strings.Contains(f.field.PlaceHolder, "Enter") {
		t.Fatal("find bar does not say how to go on")
	}
}
