//go:build ci || wasm || js || android || ios || mobile

package app

import "fyne.io/fyne/v2"

// testWorkArea stands for the screen's work area in tests (zero: unknown).
var testWorkArea fyne.Size

// screenWorkArea is testWorkArea: the test driver has no screen.
func screenWorkArea(fyne.Window) (fyne.Size, bool) {
	return testWorkArea, testWorkArea.Width > 0 && testWorkArea.Height > 0
}

// placeInWorkArea does nothing: the test driver has no screen.
func placeInWorkArea(fyne.Window, fyne.Size) {}
