//go:build js

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
	glfw "github.com/fyne-io/glfw-js"
)

// webPlaceholderKeys are the keys that fyne-io/glfw-js (v0.4.0, the
// browser side of Fyne's GLFW driver) gives placeholder codes that no
// browser event has (its constants KeyHome, KeyEnd, KeyPageUp, KeyPageDown
// and KeyInsert are negative, "-iota - 2", while toKey uses the event's
// keyCode): Fyne sees them as unknown keys, so neither playback nor the
// editor got Home, End, Page Up or Page Down in a browser, with or without
// Shift. Keyed by the browser's keyCode.
var webPlaceholderKeys = map[int]struct {
	name fyne.KeyName
	glfw glfw.Key
}{
	33: {fyne.KeyPageUp, glfw.KeyPageUp},
	34: {fyne.KeyPageDown, glfw.KeyPageDown},
	35: {fyne.KeyEnd, glfw.KeyEnd},
	36: {fyne.KeyHome, glfw.KeyHome},
	45: {fyne.KeyInsert, glfw.KeyInsert},
}

// keys delivers those keys as Fyne would: to the focused widget (the
// editor: Shift held extends the selection, as the Entry's KeyDown saw the
// Shift key, which glfw-js maps right) or else to the window's key handler
// (playback). Each key is delivered only while glfw-js still gives it a
// placeholder, so an upstream fix ends the workaround by itself. Shortcuts
// with Ctrl, Alt or Meta are left alone (the window has none on these keys).
func (web *webShell) keys() {
	js.Global().Get("document").Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
		ke := args[0]
		k, ok := webPlaceholderKeys[ke.Get("keyCode").Int()]
		if !ok || k.glfw >= 0 || ke.Get("ctrlKey").Bool() || ke.Get("altKey").Bool() || ke.Get("metaKey").Bool() {
			return nil
		}
		// (not on the browser's event callback: it must not block)
		go fyne.Do(func() { web.typedKey(k.name) })
		return nil
	}))
}

// typedKey types key name into the window as Fyne's driver does.
func (web *webShell) typedKey(name fyne.KeyName) {
	c := web.wb.win.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}
