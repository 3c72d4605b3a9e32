package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// caption is a tab's legend line: one line ending in "…" with a button
// that opens it to the whole text (wrapped) and closes it again, so a
// long legend never takes a small window's chart space unless asked for.
type caption struct {
	label   *widget.Label
	toggle  *widget.Button
	content fyne.CanvasObject
	open    bool
}

func newCaption(text string) *caption {
	// In the theme's foreground colour: a legend must read from the back
	// of a room (LowImportance's grey did not).
	c := &caption{label: widget.NewLabel(text)}
	c.toggle = widget.NewButtonWithIcon("", theme.MenuExpandIcon(), c.flip)
	c.toggle.Importance = widget.LowImportance
	c.content = container.NewBorder(nil, nil, nil, c.toggle, c.label)
	c.set(false)
	return c
}

func (c *caption) flip() { c.set(!c.open) }

// set shows the whole legend (open) or its first line.
func (c *caption) set(open bool) {
	c.open = open
	if open {
		c.label.Truncation, c.label.Wrapping = fyne.TextTruncateOff, fyne.TextWrapWord
		c.toggle.SetIcon(theme.MenuDropUpIcon())
	} else {
		c.label.Wrapping, c.label.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis
		c.toggle.SetIcon(theme.MenuDropDownIcon())
	}
	c.label.Refresh()
}
