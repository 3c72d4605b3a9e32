package app

import (
	"os"
	"path/filepath"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// The dialogs here are small modal pop-ups built from widgets. (Fyne's dialog
// package is not used: its dependency set is not part of this module's pinned
// modules.)

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

// showTextPrompt asks for one line of text (for example a file name).
func showTextPrompt(c fyne.Canvas, title, initial string, ok func(string)) *widget.PopUp {
	var pop *widget.PopUp
	e := widget.NewEntry()
	e.SetText(initial)
	done := func() {
		pop.Hide()
		if ok != nil && e.Text != "" {
			ok(e.Text)
		}
	}
	e.OnSubmitted = func(string) { done() }
	buttons := container.NewHBox(layout.NewSpacer(),
		widget.NewButton("Cancel", func() { pop.Hide() }),
		&widget.Button{Text: "OK", Importance: widget.HighImportance, OnTapped: done})
	content := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), e, buttons)
	pop = widget.NewModalPopUp(content, c)
	pop.Resize(fyne.NewSize(560, 140))
	pop.Show()
	c.Focus(e)
	return pop
}

// showFolderPicker is a small folder browser: a path entry, the subfolders of
// the current folder (a tap opens one), Up, and Choose.
func showFolderPicker(c fyne.Canvas, title, start string, choose func(dir string)) *widget.PopUp {
	var pop *widget.PopUp
	if start == "" {
		start, _ = os.Getwd()
	}
	cur, _ := filepath.Abs(start)
	var subdirs []string
	pathEntry := widget.NewEntry()
	list := widget.NewList(
		func() int { return len(subdirs) },
		func() fyne.CanvasObject { return widget.NewLabel("folder name") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(subdirs[i] + "/") })
	var open func(dir string)
	open = func(dir string) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			pathEntry.SetText(dir)
			return
		}
		cur = dir
		pathEntry.SetText(dir)
		subdirs = subdirs[:0]
		for _, e := range ents {
			if e.IsDir() && e.Name()[0] != '.' {
				subdirs = append(subdirs, e.Name())
			}
		}
		sort.Strings(subdirs)
		list.UnselectAll()
		list.Refresh()
	}
	list.OnSelected = func(i widget.ListItemID) { open(filepath.Join(cur, subdirs[i])) }
	pathEntry.OnSubmitted = func(s string) { open(filepath.Clean(s)) }
	up := widget.NewButton("Up", func() { open(filepath.Dir(cur)) })
	buttons := container.NewHBox(layout.NewSpacer(),
		widget.NewButton("Cancel", func() { pop.Hide() }),
		&widget.Button{Text: "Choose this folder", Importance: widget.HighImportance, OnTapped: func() {
			pop.Hide()
			if choose != nil {
				choose(filepath.Clean(pathEntry.Text))
			}
		}})
	top := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, up, nil, pathEntry))
	pop = widget.NewModalPopUp(container.NewBorder(top, buttons, nil, nil, list), c)
	pop.Resize(fyne.NewSize(600, 460))
	open(cur)
	pop.Show()
	return pop
}
