package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// emptyState is what a tab shows while the open workspace has nothing for
// it: a centred explanation, and a button that makes a workspace from the
// example that shows the feature, in place of empty charts and lists.
type emptyState struct {
	body    fyne.CanvasObject // the tab's real content
	card    *container.Scroll
	button  *widget.Button
	content *fyne.Container // what the tab holds: body and card stacked
}

// newEmptyState wraps body; lines are short (about 40 characters), as they
// do not wrap.
func newEmptyState(h panelHost, body fyne.CanvasObject, title string, lines []string, example string) *emptyState {
	objs := []fyne.CanvasObject{widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})}
	objs = append(objs, widget.NewLabelWithStyle(strings.Join(lines, "\n"), fyne.TextAlignCenter, fyne.TextStyle{}))
	e := &emptyState{body: body}
	e.button = widget.NewButton("New workspace from the "+example+" example…", func() { h.openExample(example) })
	objs = append(objs, container.NewCenter(e.button))
	// in a scroll, so that the card never raises the window's minimum size;
	// hidden, it takes no events from body
	e.card = container.NewScroll(container.NewCenter(container.NewVBox(objs...)))
	e.card.Hide()
	e.content = container.NewStack(body, e.card)
	return e
}

// set shows the explanation (empty) or the tab's content.
func (e *emptyState) set(empty bool) {
	if empty == e.card.Visible() {
		return
	}
	if empty {
		e.body.Hide()
		e.card.Show()
	} else {
		e.card.Hide()
		e.body.Show()
	}
	e.content.Refresh()
}
