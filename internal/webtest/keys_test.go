//go:build webtest

package webtest

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// press types keys as a person would: real key events through Chromium's
// input pipeline (Input.dispatchKeyEvent), not the app's test hooks.
func press(t *testing.T, ctx context.Context, keys string, opts ...chromedp.KeyOption) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(keys, opts...)); err != nil {
		t.Fatalf("pressing %q: %v", keys, err)
	}
}

// shift holds the left Shift key down (down true) or lets it go, as a
// separate key event, as a keyboard sends it.
func shift(t *testing.T, ctx context.Context, down bool) {
	t.Helper()
	p := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyUp, Key: "Shift", Code: "ShiftLeft",
		WindowsVirtualKeyCode: 16, NativeVirtualKeyCode: 16, Location: 1}
	if down {
		p.Type, p.Modifiers = input.DispatchKeyEventTypeKeyDown, int64(chromedp.ModifierShift)
	}
	if _, err := chromedp.Call(ctx, input.DispatchKeyEvent, p); err != nil {
		t.Fatal(err)
	}
}

func hook(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("%s: %v", js, err)
	}
}

// TestWebKeys presses the documented keys in the browser: playback's
// Home, End, →, ← and Page Down/Up, F9, and the editor's Home, End and
// Shift+End, then types, and checks the clock, the caret, the selection
// and the text. Home, End and the Page keys did nothing in a browser
// (fyne-io/glfw-js gives them placeholder codes; app/web_keys_js.go).
func TestWebKeys(t *testing.T) {
	url := serve(t)
	ctx := browserCtx(t)
	c := watchConsole(t, ctx)
	openPage(t, ctx, url)
	s := waitFor(t, ctx, c, "the showcase", appStart, loaded("open", ""))
	if s.Time != s.End || s.End <= 0 {
		t.Fatalf("the showcase opened at t=%d of %d, want its end", s.Time, s.End)
	}
	hook(t, ctx, `ppuwbTest.unfocus()`)
	end := s.End
	at := func(what string, ok func(int64) bool) appState {
		t.Helper()
		return waitFor(t, ctx, c, what, 10*time.Second, func(s appState) bool { return ok(s.Time) })
	}
	press(t, ctx, kb.Home)
	at("Home: the clock at 0", func(t int64) bool { return t == 0 })
	press(t, ctx, kb.ArrowRight)
	s = at("→: the next event", func(t int64) bool { return t > 0 })
	step := s.Time
	press(t, ctx, kb.PageDown)
	s = at("Page Down: 100 events on", func(t int64) bool { return t > step })
	pd := s.Time
	press(t, ctx, kb.ArrowLeft)
	at("←: one event back", func(t int64) bool { return t < pd && t > 0 })
	press(t, ctx, kb.End)
	at("End: the clock at the end", func(t int64) bool { return t == end })
	press(t, ctx, kb.PageUp)
	at("Page Up: 100 events back", func(t int64) bool { return t < end })
	press(t, ctx, kb.F9)
	waitFor(t, ctx, c, "F9: the timeline alone", 10*time.Second, func(s appState) bool { return s.Single == "SM timeline" })
	press(t, ctx, kb.Escape)

	// The editor, on a copy of the continuations example.
	menu(t, ctx, "File", "Open example", "continuations")
	s = waitFor(t, ctx, c, "the continuations example", runLimit, loaded("open", "/continuations"))
	hook(t, ctx, `ppuwbTest.focusEditor("tasks.toml", 0, 0)`)
	s = waitFor(t, ctx, c, "the editor has the keyboard", 10*time.Second, func(s appState) bool { return s.Focused && s.File == "tasks.toml" })
	lines := strings.Split(s.Text, "\n")
	row := -1
	for i, l := range lines {
		if strings.Contains(l, "grid = [8]") {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("tasks.toml has no grid = [8] line:\n%s", s.Text)
	}
	line := lines[row]
	hook(t, ctx, `ppuwbTest.focusEditor("tasks.toml", `+strconv.Itoa(row)+`, 3)`)
	press(t, ctx, kb.End)
	waitFor(t, ctx, c, "End: the caret at the end of the line", 10*time.Second, func(s appState) bool {
		return s.Row == row && s.Col == len([]rune(line))
	})
	press(t, ctx, kb.Home)
	waitFor(t, ctx, c, "Home: the caret at the start of the line", 10*time.Second, func(s appState) bool {
		return s.Row == row && s.Col == 0
	})
	shift(t, ctx, true)
	press(t, ctx, kb.End, chromedp.KeyModifiers(chromedp.ModifierShift))
	shift(t, ctx, false)
	waitFor(t, ctx, c, "Shift+End: the line selected", 10*time.Second, func(s appState) bool {
		return s.Selected == line && s.Col == len([]rune(line))
	})
	press(t, ctx, kb.End) // the caret after the selection, nothing selected
	press(t, ctx, " # x")
	s = waitFor(t, ctx, c, "typing at the end of the line", 10*time.Second, func(s appState) bool {
		return strings.Contains(s.Text, line+" # x\n")
	})
	if got := strings.Split(s.Text, "\n")[row]; got != line+" # x" {
		t.Fatalf("line %d reads %q, want %q", row+1, got, line+" # x")
	}
	c.check(t)
}
