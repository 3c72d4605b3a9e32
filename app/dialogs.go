package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// The file choosers, forms and error messages are Fyne's dialogs (see
// menus.go); the questions about an editor tab (unsaved changes, recovery, a
// file changed on disk) are Fyne dialogs with one button per answer.

// showChoice shows a modal question with one button per choice (the first
// is the recommended one); choose gets the index of the button pressed.
func showChoice(win fyne.Window, title, msg string, choices []string, choose func(int)) *dialog.CustomDialog {
	body := widget.NewLabel(msg)
	body.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(title, body, win)
	var buttons []fyne.CanvasObject
	for i, label := range choices {
		i := i
		b := widget.NewButton(label, func() {
			d.Hide()
			if choose != nil {
				choose(i)
			}
		})
		if i == 0 {
			b.Importance = widget.HighImportance
		}
		buttons = append(buttons, b)
	}
	d.SetButtons(buttons)
	d.Resize(fyne.NewSize(520, d.MinSize().Height))
	d.Show()
	return d
}
