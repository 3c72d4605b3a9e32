package app

import "fyne.io/fyne/v2/driver/desktop"

// clearSelection drops every selection: the task (timeline bars, task
// graph node and its details), the triangle (framebuffer and Viewports)
// and the Runtime instance. Esc does it, and so does every new run (a
// reload), so a selection can never dim a view it no longer belongs to.
func (wb *workbench) clearSelection() {
	wb.selectTask(-1)
	if wb.fb.view.Selected() >= 0 {
		wb.fb.view.SelectTriangle(-1)
		wb.compare.selectTriangle(-1)
	}
	if wb.rt.view.selected >= 0 {
		wb.rt.view.Select(-1)
	}
}

// MouseDown notes whether this click takes the keyboard back from another
// widget (an editor tab, a list): such a click only gives the keys back to
// playback, it does not select (see Tapped).
func (v *frameView) MouseDown(*desktop.MouseEvent) {
	v.focusClick = v.KeyboardElsewhere != nil && v.KeyboardElsewhere()
}

// MouseUp completes a click.
func (v *frameView) MouseUp(*desktop.MouseEvent) {}
