//go:build !ci && !wasm && !js && !android && !ios && !mobile

package app

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// screenWorkArea is the room the window's content has on the primary
// monitor: its work area (the screen less panels, docks and task bars; the
// whole screen where no window manager says) less the window's own frame
// (title bar and borders: under Windows and Wine they are outside the
// content, so a content as tall as the work area put the frame past the
// screen and the menu bar under its top edge), in the window's units. Call
// it on the UI goroutine after the window is shown.
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
	l, t, r, b := frameExtents(w)
	wd, ht = wd-l-r, ht-t-b
	if wd <= 0 || ht <= 0 {
		return fyne.Size{}, false
	}
	sc := w.Canvas().Scale()
	if sc <= 0 {
		sc = 1
	}
	return fyne.NewSize(float32(wd)/sc, float32(ht)/sc), true
}

// withGLFW runs f with the window's GLFW window (nil where the driver has
// none).
func withGLFW(w fyne.Window, f func(*glfw.Window)) {
	rc, ok := w.(interface{ RunWithContext(func()) })
	if !ok {
		return
	}
	rc.RunWithContext(func() {
		if gw := glfw.GetCurrentContext(); gw != nil {
			f(gw)
		}
	})
}

// frameExtents are the window's frame (left, top, right, bottom), in
// screen pixels: zeros where no one draws one.
func frameExtents(w fyne.Window) (l, t, r, b int) {
	withGLFW(w, func(gw *glfw.Window) { l, t, r, b = gw.GetFrameSize() })
	return max(l, 0), max(t, 0), max(r, 0), max(b, 0)
}

// placeInWorkArea moves the window, frame and all, into the primary
// monitor's work area where part of it lies outside (Wine put a 705 px
// content at y = 23 on a 720 px screen, the frame's top off screen); size
// is the content's size (units) it is being given.
func placeInWorkArea(w fyne.Window, size fyne.Size) {
	defer func() { _ = recover() }()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return
	}
	ax, ay, aw, ah := m.GetWorkarea()
	withGLFW(w, func(gw *glfw.Window) {
		l, t, r, b := gw.GetFrameSize()
		x, y := gw.GetPos() // the content's top left
		sc := w.Canvas().Scale()
		if sc <= 0 {
			sc = 1
		}
		cw, ch := int(size.Width*sc+0.5), int(size.Height*sc+0.5)
		nx := min(max(x, ax+l), ax+aw-r-cw)
		ny := min(max(y, ay+t), ay+ah-b-ch)
		nx, ny = max(nx, ax+l), max(ny, ay+t)
		if nx != x || ny != y {
			gw.SetPos(nx, ny)
		}
	})
}
