//go:build !ci && !wasm && !js && !android && !ios && !mobile

package app

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// screenWorkArea is the primary monitor's work area (the screen less
// panels and docks; the whole screen where no window manager says), in the
// window's units. Call it on the UI goroutine after the window is shown.
func screenWorkArea(w fyne.Window) (area fyne.Size, ok bool) {
	defer func() {
		if recover() != nil { // no monitor (a broken display): keep the size
			ok = false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	_, _, wd, ht := m.GetWorkarea()
	if wd <= 0 || ht <= 0 {
		return fyne.Size{}, false
	}
	sc := w.Canvas().Scale()
	if sc <= 0 {
		sc = 1
	}
	return fyne.NewSize(float32(wd)/sc, float32(ht)/sc), true
}
