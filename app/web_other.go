//go:build !js

package app

import "fyne.io/fyne/v2"

// The desktop side of the web edition's hooks (web_js.go): none changes
// anything.

func (wb *workbench) webSetup()                                 {}
func (wb *workbench) webOpened(dir string) bool                 { return false }
func (wb *workbench) webSaved(e *editorTab)                     {}
func (wb *workbench) webMenus(m *fyne.MainMenu) *fyne.MainMenu  { return m }
func (wb *workbench) webDownload(name string, data []byte) bool { return false }
