package app

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/workspaces"
)

// codeEntry is the editor's text field: a monospace multi-line entry that
// also knows Ctrl+Home / Ctrl+End (start and end of the file) and Ctrl+F
// (find).
type codeEntry struct {
	widget.Entry
	onFind func()
}

func newCodeEntry() *codeEntry {
	e := &codeEntry{}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapOff
	e.TextStyle = fyne.TextStyle{Monospace: true}
	e.Scroll = container.ScrollNone
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut handles Ctrl+Home, Ctrl+End and Ctrl+F; everything else is
// the entry's (copy, paste, undo…).
func (e *codeEntry) TypedShortcut(s fyne.Shortcut) {
	if cs, ok := s.(*desktop.CustomShortcut); ok && cs.Modifier == fyne.KeyModifierShortcutDefault {
		switch cs.KeyName {
		case fyne.KeyHome:
			e.CursorRow, e.CursorColumn = 0, 0
			e.Refresh()
			return
		case fyne.KeyEnd:
			lines := strings.Split(e.Text, "\n")
			e.CursorRow = len(lines) - 1
			e.CursorColumn = len([]rune(lines[len(lines)-1]))
			e.Refresh()
			return
		case fyne.KeyF:
			if e.onFind != nil {
				e.onFind()
			}
			return
		}
	}
	e.Entry.TypedShortcut(s)
}

// diagsFor returns the problems in the workspace file rel (slash path).
func (s *sidePanel) diagsFor(rel string) []workspaces.Diagnostic {
	var out []workspaces.Diagnostic
	for _, d := range s.errs {
		if d.File != "" && filepath.ToSlash(d.File) == rel {
			out = append(out, d)
		}
	}
	return out
}

// errorLines maps each line with a problem in e's file to its first
// problem.
func (s *sidePanel) errorLines(e *editorTab) map[int]workspaces.Diagnostic {
	m := map[int]workspaces.Diagnostic{}
	for _, d := range s.diagsFor(e.rel) {
		if d.Line > 0 {
			if _, ok := m[d.Line]; !ok {
				m[d.Line] = d
			}
		}
	}
	return m
}

// updateGutter writes the line numbers, marking lines with a problem with
// "✗" in the error colour.
func (s *sidePanel) updateGutter(e *editorTab) {
	n := strings.Count(e.entry.Text, "\n") + 1
	bad := s.errorLines(e)
	// One paragraph of inline runs (separate paragraphs would add space
	// between them and the numbers would drift from the text's lines).
	var segs []widget.RichTextSegment
	var run strings.Builder
	flush := func() {
		if run.Len() > 0 {
			segs = append(segs, &widget.TextSegment{Text: run.String(), Style: gutterStyle(theme.ColorNameDisabled)})
			run.Reset()
		}
	}
	for i := 1; i <= n; i++ {
		nl := ""
		if i < n {
			nl = "\n"
		}
		if _, ok := bad[i]; ok {
			flush()
			segs = append(segs, &widget.TextSegment{Text: "✗ " + strconv.Itoa(i) + nl, Style: gutterStyle(theme.ColorNameError)})
			continue
		}
		run.WriteString(strconv.Itoa(i) + nl)
	}
	flush()
	e.gutter.Segments = segs
	e.gutter.Refresh()
	s.layoutMarks(e)
}

func gutterStyle(c fyne.ThemeColorName) widget.RichTextStyle {
	return widget.RichTextStyle{Inline: true, Alignment: fyne.TextAlignTrailing, ColorName: c, TextStyle: fyne.TextStyle{Monospace: true}}
}

// GutterMarked returns the line numbers marked as having a problem.
func (e *editorTab) GutterMarked() []int {
	var out []int
	for _, sg := range e.gutter.Segments {
		if ts, ok := sg.(*widget.TextSegment); ok && ts.Style.ColorName == theme.ColorNameError {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(ts.Text, "✗ ")))
			out = append(out, n)
		}
	}
	return out
}

// layoutMarks underlines each problem at its line and column: from the
// column to the end of the word there (at least one character).
func (s *sidePanel) layoutMarks(e *editorTab) {
	e.marks.RemoveAll()
	bad := s.diagsFor(e.rel)
	if len(bad) == 0 {
		e.marks.Refresh()
		return
	}
	lines := strings.Split(e.entry.Text, "\n")
	size := theme.TextSize()
	cw := fyne.MeasureText("M", size, fyne.TextStyle{Monospace: true}).Width
	lh := e.lineHeight()
	pad := theme.InnerPadding()
	for _, d := range bad {
		if d.Line <= 0 || d.Line > len(lines) {
			continue
		}
		line := []rune(lines[d.Line-1])
		c0 := max(d.Col-1, 0)
		if c0 > len(line) {
			c0 = len(line)
		}
		c1 := c0
		for c1 < len(line) && line[c1] != ' ' && line[c1] != '\t' {
			c1++
		}
		c1 = max(c1, c0+1)
		r := canvas.NewRectangle(theme.Color(theme.ColorNameError))
		r.Move(fyne.NewPos(pad+float32(c0)*cw, pad+float32(d.Line)*lh-2))
		r.Resize(fyne.NewSize(float32(c1-c0)*cw, 2))
		e.marks.Add(r)
	}
	e.marks.Refresh()
}

// lineHeight is the height of one line of the editor's text.
func (e *editorTab) lineHeight() float32 {
	return fyne.MeasureText("M", theme.TextSize(), fyne.TextStyle{Monospace: true}).Height
}

// Underlines returns the underline marks (position, width) drawn.
func (e *editorTab) Underlines() []fyne.CanvasObject { return e.marks.Objects }

// refreshMarks re-marks every open tab and the file tree after the list of
// problems changed.
func (s *sidePanel) refreshMarks() {
	for _, e := range s.editors {
		s.updateGutter(e)
	}
	s.tree.Refresh()
}

// treeBadge is the suffix of a file's name in the tree: "✗ N" when the file
// has N problems ("" none).
func (s *sidePanel) treeBadge(rel string) string {
	if n := len(s.diagsFor(rel)); n > 0 {
		return fmt.Sprintf("  ✗ %d", n)
	}
	return ""
}
