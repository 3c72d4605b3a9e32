package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestCaptionOpensAndCloses: a long legend takes one line until its button
// opens it to the whole text, wrapped, and closes again.
func TestCaptionOpensAndCloses(t *testing.T) {
	test.NewTempApp(t)
	c := newCaption(strings.Repeat("a legend entry · ", 30))
	w := test.NewWindow(c.content)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 300))
	one := c.content.MinSize().Height
	test.Tap(c.toggle)
	c.content.Resize(fyne.NewSize(400, c.content.MinSize().Height))
	if open := c.content.MinSize().Height; open < 3*one/2 {
		t.Fatalf("opened legend is %v high, closed %v: not wrapped", open, one)
	}
	test.Tap(c.toggle)
	if h := c.content.MinSize().Height; h != one {
		t.Fatalf("closed again: %v high, want %v", h, one)
	}
}
