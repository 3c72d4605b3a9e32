package app

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// bannerKind is what the banner over the views says.
type bannerKind int

const (
	bannerNone     bannerKind = iota
	bannerError               // a failed load or reload: red, file:line:col and the reason
	bannerDeadlock            // the run deadlocked: the deadlock verdict's colour
)

// banner is the line over the views that carries a failed (re)load or a
// deadlock. It sits above the side column and the views, outside both, so
// it is shown in presentation mode, with the side column hidden and at
// every window size; its text wraps rather than being cut. A click goes to
// the spot: the error's file, line and column in the editor (showing the
// editor column first), or the Task graph for a deadlock. Hints (the
// status bar's) never replace it.
type banner struct {
	wb      *workbench
	kind    bannerKind
	diag    workspaces.Diagnostic // the first error (bannerError)
	bg      *canvas.Rectangle
	text    *widget.RichText
	content *tapBox
}

// bannerError's and bannerDeadlock's background colours. Both carry white
// text; the deadlock's is the vermillion of the timeline's and the task
// graph's deadlock marks.
var (
	bannerErrorColor    = color.NRGBA{0xC6, 0x28, 0x28, 0xff}
	bannerDeadlockColor = deadlockRed
)

func newBanner(wb *workbench) *banner {
	b := &banner{wb: wb}
	b.bg = canvas.NewRectangle(bannerErrorColor)
	b.text = widget.NewRichText()
	b.text.Wrapping = fyne.TextWrapWord
	b.content = newTapBox(container.NewStack(b.bg, b.text), b.tapped)
	b.content.Hide()
	return b
}

// showError shows a failed load or reload: the first problem located by
// file:line:col, its reason on one line, and how many more there are.
func (b *banner) showError(why string, err error, kept bool) {
	var list workspaces.Errors
	if !errors.As(err, &list) || len(list) == 0 {
		list = workspaces.Errors{{Msg: err.Error()}}
	}
	b.kind, b.diag = bannerError, list[0]
	reason, _, _ := strings.Cut(strings.TrimSpace(list[0].Msg), "\n")
	loc := list[0]
	loc.Msg = reason
	msg := fmt.Sprintf("✗ %s failed: %s", why, loc.String())
	if n := len(list) - 1; n > 0 {
		msg += fmt.Sprintf(" (and %d more)", n)
	}
	if loc.File != "" {
		msg += " — click to open it"
	}
	if kept {
		msg += "; the last good state stays on screen"
	}
	b.set(bannerErrorColor, msg)
}

// showRun shows a finished run's verdict: a deadlock, or nothing.
func (b *banner) showRun(r *scheduler.Result) {
	if r == nil || r.Deadlock == nil {
		b.clear()
		return
	}
	d := r.Deadlock
	b.kind, b.diag = bannerDeadlock, workspaces.Diagnostic{}
	msg := fmt.Sprintf("DEADLOCK at cycle %d under %s: %d resident CTA(s) hold their SM slots and wait; %d grid(s) can never start — click for the task graph",
		d.Time, d.Policy, len(d.Holders), len(d.Blocked))
	b.set(bannerDeadlockColor, msg)
}

func (b *banner) clear() {
	b.kind = bannerNone
	b.text.Segments = nil
	b.text.Refresh()
	b.content.Hide()
}

func (b *banner) set(bg color.Color, msg string) {
	b.bg.FillColor = bg
	b.bg.Refresh()
	b.text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg, Style: widget.RichTextStyle{
		ColorName: theme.ColorNameForegroundOnError, SizeName: theme.SizeNameSubHeadingText,
		TextStyle: fyne.TextStyle{Bold: true}, Inline: true,
	}}}
	b.text.Refresh()
	b.content.Show()
	b.content.Refresh()
}

// message is the banner's text ("" when hidden).
func (b *banner) message() string {
	if !b.content.Visible() {
		return ""
	}
	return b.text.String()
}

// tapped goes to the spot the banner names.
func (b *banner) tapped() {
	wb := b.wb
	switch b.kind {
	case bannerError:
		if b.diag.File == "" {
			return
		}
		// The editor is needed: leave presentation mode, show the column.
		wb.setPresentation(false)
		if wb.present.sideHidden {
			wb.setSideVisible(true)
		}
		wb.side.jumpTo(b.diag)
	case bannerDeadlock:
		wb.setSingleView(nil)
		wb.bottom.SelectIndex(1) // Task graph
	}
}

// tapBox is obj made tappable, with a pointer cursor.
type tapBox struct {
	widget.BaseWidget
	obj   fyne.CanvasObject
	onTap func()
}

func newTapBox(obj fyne.CanvasObject, onTap func()) *tapBox {
	t := &tapBox{obj: obj, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped runs the action.
func (t *tapBox) Tapped(*fyne.PointEvent) {
	if t.onTap != nil {
		t.onTap()
	}
}

// Cursor is the pointer hand: the banner is a link.
func (t *tapBox) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer draws obj.
func (t *tapBox) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.obj) }
