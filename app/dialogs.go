package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// The file choosers, forms and error messages are Fyne's dialogs (see
// menus.go). The pop-ups here remain for the questions about one editor tab
// (unsaved changes, recovery, a file changed on disk), whose buttons tests
// press by label.

// showChoice shows a modal message with one button per choice; choose gets the
// index of the button pressed. It returns the pop-up (tests press its buttons).
func showChoice(c fyne.Canvas, title, msg string, choices []string, choose func(int)) *widget.PopUp {
	var pop *widget.PopUp
	buttons := container.NewHBox(layout.NewSpacer())
	for i, label := range choices {
		i := i
		b := widget.NewButton(label, func() {
			pop.Hide()
			if choose != nil {
				choose(i)
			}
		})
		if i == 0 {
			b.Importance = widget.HighImportance
		}
		buttons.Add(b)
	}
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	body := widget.NewLabel(msg)
	body.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(t, buttons, nil, nil, body)
	pop = widget.NewModalPopUp(content, c)
	pop.Resize(fyne.NewSize(520, 200))
	pop.Show()
	return pop
}

// showMessage shows a modal message with an OK button.
func showMessage(c fyne.Canvas, title, msg string) *widget.PopUp {
	return showChoice(c, title, msg, []string{"OK"}, nil)
}
