//go:build js

package app

import (
	"sync/atomic"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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

// shiftHeld is whether the browser last saw a Shift key go down and not
// yet up, set on its event callbacks (before Fyne handles those events).
var shiftHeld atomic.Bool

// keys delivers those keys as Fyne would: to the focused widget (the
// editor, where Shift held extends the selection) or else to the window's
// key handler (playback). Each key is delivered only while glfw-js still
// gives it a placeholder, so an upstream fix ends the workaround by itself.
// Shortcuts with Ctrl, Alt or Meta are left alone (the window has none on
// these keys).
func (web *webShell) keys() {
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
		ke := args[0]
		if ke.Get("key").String() == "Shift" {
			shiftHeld.Store(true)
			return nil
		}
		k, ok := webPlaceholderKeys[ke.Get("keyCode").Int()]
		if !ok || k.glfw >= 0 || ke.Get("ctrlKey").Bool() || ke.Get("altKey").Bool() || ke.Get("metaKey").Bool() {
			return nil
		}
		shift := ke.Get("shiftKey").Bool()
		// (not on the browser's event callback: it must not block)
		go fyne.Do(func() { web.typedKey(k.name, shift) })
		return nil
	}))
	doc.Call("addEventListener", "keyup", js.FuncOf(func(this js.Value, args []js.Value) any {
		if args[0].Get("key").String() == "Shift" {
			shiftHeld.Store(false)
		}
		return nil
	}))
}

// typedKey types key name into the window as Fyne's driver does. shift is
// whether Shift was held when the key went down: the key reaches Fyne
// after the browser's event, when Fyne may already have seen Shift go up,
// so a focused widget that follows Shift (the Entry extends its selection
// while it is down) is told again that it is down, and that it is up once
// more if it was let go meanwhile.
func (web *webShell) typedKey(name fyne.KeyName, shift bool) {
	c := web.wb.win.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	f := c.Focused()
	if f == nil {
		if h := c.OnTypedKey(); h != nil {
			h(ev)
		}
		return
	}
	k, keyable := f.(desktop.Keyable)
	if !shift || !keyable {
		f.TypedKey(ev)
		return
	}
	sh := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	k.KeyDown(sh)
	f.TypedKey(ev)
	if !shiftHeld.Load() {
		k.KeyUp(sh)
	}
}
