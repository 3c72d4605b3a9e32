package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// findBar is the editor's Ctrl+F search: a field (Enter: next match,
// case-insensitive, wrapping round), the match count and a close button.
type findBar struct {
	s       *sidePanel
	field   *widget.Entry
	count   *widget.Label
	content *fyne.Container
}

func newFindBar(s *sidePanel) *findBar {
	f := &findBar{s: s}
	f.field = widget.NewEntry()
	f.field.SetPlaceHolder("find in file — Enter: next")
	f.count = widget.NewLabel("")
	f.field.OnChanged = func(string) { f.find(false) }
	f.field.OnSubmitted = func(string) { f.find(true) }
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), f.hide)
	closeBtn.Importance = widget.LowImportance
	f.content = container.NewBorder(nil, nil, nil, container.NewHBox(f.count, closeBtn), f.field)
	f.content.Hide()
	return f
}

// showFind opens the find bar over the current tab and focuses it.
func (s *sidePanel) showFind() {
	if s.current() == nil {
		return
	}
	s.find.content.Show()
	s.wb.win.Canvas().Focus(s.find.field)
	if s.find.field.Text != "" {
		s.find.find(false)
	}
}

func (f *findBar) hide() {
	f.content.Hide()
	if e := f.s.current(); e != nil {
		f.s.wb.win.Canvas().Focus(e.entry)
	}
}

// find moves the current tab's cursor to the next match of the field's text
// after the cursor (next) or at/after it, wrapping to the start, and
// shows "k of n".
func (f *findBar) find(next bool) {
	e := f.s.current()
	q := strings.ToLower(f.field.Text)
	if e == nil || q == "" {
		f.count.SetText("")
		return
	}
	text := []rune(strings.ToLower(e.entry.Text))
	qr := []rune(q)
	var at []int
	for i := 0; i+len(qr) <= len(text); i++ {
		if string(text[i:i+len(qr)]) == q {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		f.count.Importance = widget.DangerImportance
		f.count.SetText("no match")
		return
	}
	cur := runeOffset(e.entry.Text, e.entry.CursorRow, e.entry.CursorColumn)
	k := 0
	for i, a := range at {
		if a > cur || (!next && a == cur) {
			k = i
			break
		}
		if i == len(at)-1 {
			k = 0 // wrap round
		}
	}
	row, col := rowCol(e.entry.Text, at[k])
	e.entry.CursorRow, e.entry.CursorColumn = row, col
	e.entry.Refresh()
	f.s.scrollToLine(e, row+1)
	f.count.Importance = widget.MediumImportance
	f.count.SetText(fmt.Sprintf("%d of %d", k+1, len(at)))
}

// runeOffset is the rune index of (row, col) in text.
func runeOffset(text string, row, col int) int {
	off := 0
	for i, l := range strings.Split(text, "\n") {
		n := len([]rune(l))
		if i == row {
			return off + min(col, n)
		}
		off += n + 1
	}
	return off
}

// rowCol is the (row, col) of rune index off in text.
func rowCol(text string, off int) (int, int) {
	row, col := 0, 0
	for i, r := range []rune(text) {
		if i == off {
			break
		}
		if r == '\n' {
			row, col = row+1, 0
		} else {
			col++
		}
	}
	return row, col
}

// scrollToLine scrolls e so that line (1-based) is in the upper third.
func (s *sidePanel) scrollToLine(e *editorTab, line int) {
	y := e.lineHeight() * float32(line-1)
	e.scroll.Offset = fyne.NewPos(e.scroll.Offset.X, max(0, y-e.scroll.Size().Height/3))
	e.scroll.Refresh()
}

// installFindShortcut makes Ctrl+F open the find bar when the editor does
// not have the keyboard focus too.
func (s *sidePanel) installFindShortcut() {
	s.wb.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { s.showFind() })
}
