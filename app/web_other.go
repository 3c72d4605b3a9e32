//go:build !js

package app

import "fyne.io/fyne/v2"

// The desktop side of the web edition's hooks (web_js.go): none changes
// anything.

func (web *webShell) setup()                                 {}
func (web *webShell) opened(dir string) bool                 { return false }
func (web *webShell) saved(e *editorTab)                     {}
func (web *webShell) menus(m *fyne.MainMenu) *fyne.MainMenu  { return m }
func (web *webShell) download(name string, data []byte) bool { return false }
