package app

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// symbolsTTF is the glyphs of DejaVu Sans (fonts/LICENSE-DejaVu.txt) for
// the runes the window shows that Fyne's bundled fonts lack (✓ ✗ − ● ▭ ≠ ≤
// ─, and ▶ ◀, which only Fyne's emoji font has and the web edition leaves
// out) and the spaces, with Noto Sans's vertical metrics and space width; scripts/make-symbols-font.py
// writes it. Desktop systems fall back on their own fonts for these; the
// web edition and Windows under Wine have none, and drew "�".
//
//go:embed fonts/PPUWBSymbols.ttf
var symbolsTTF []byte

// symbolsFont is the theme's first font for all text: a rune it lacks (all
// but those above) comes from Fyne's Noto Sans next, so text looks as it
// did.
var symbolsFont = fyne.NewStaticResource("PPUWBSymbols.ttf", symbolsTTF)

// Font puts symbolsFont before the default text fonts (Fyne looks a rune
// up in the theme's font, then in the default font of the style, then in
// its symbol and emoji fonts).
func (t workbenchTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Symbol {
		return t.Theme.Font(s)
	}
	return symbolsFont
}
