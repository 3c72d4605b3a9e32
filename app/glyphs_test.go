package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// uiTextDirs are the packages whose strings the window shows: its own and
// the messages, names and explanations it prints from the others.
var uiTextDirs = []string{".", "../scheduler", "../hostrt", "../run", "../workspaces", "../render", "../device"}

// uiRunes is every non-ASCII rune in the string and rune literals of
// uiTextDirs' product files, with one file it is in.
func uiRunes(t *testing.T) map[rune]string {
	t.Helper()
	out := map[rune]string{}
	for _, d := range uiTextDirs {
		files, err := filepath.Glob(filepath.Join(d, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", d, err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(af, func(n ast.Node) bool {
				bl, ok := n.(*ast.BasicLit)
				if !ok || (bl.Kind != token.STRING && bl.Kind != token.CHAR) {
					return true
				}
				s := bl.Value
				if bl.Kind == token.STRING {
					s, _ = strconv.Unquote(bl.Value)
				} else if r, _, _, err := strconv.UnquoteChar(s[1:len(s)-1], '\''); err == nil {
					s = string(r)
				}
				for _, r := range s {
					if r > 127 {
						if _, seen := out[r]; !seen {
							out[r] = f
						}
					}
				}
				return true
			})
		}
	}
	return out
}

// covers reports whether one of fonts has a glyph for r.
func covers(t *testing.T, fonts []*sfnt.Font, r rune) bool {
	var buf sfnt.Buffer
	for _, f := range fonts {
		if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 {
			return true
		}
	}
	return false
}

func parseFonts(t *testing.T, rs ...fyne.Resource) []*sfnt.Font {
	t.Helper()
	var fonts []*sfnt.Font
	for _, r := range rs {
		if r == nil {
			continue
		}
		f, err := sfnt.Parse(r.Content())
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		fonts = append(fonts, f)
	}
	return fonts
}

// TestEveryUIGlyphIsInABundledFont: every non-ASCII rune the window can
// show is in a font that ships inside every binary (Fyne's Noto Sans, its
// symbol font and our symbols font; not the emoji font, which the web
// edition leaves out), so that the web edition
// and Windows under Wine, which have no system fonts to fall back on,
// draw it instead of "�".
func TestEveryUIGlyphIsInABundledFont(t *testing.T) {
	// Not the emoji font: the web edition is built without it (no_emoji).
	fonts := parseFonts(t, symbolsFont, theme.DefaultTextFont(), theme.DefaultSymbolFont())
	var missing []string
	for r, f := range uiRunes(t) {
		if !covers(t, fonts, r) {
			missing = append(missing, string(r)+" "+strconv.QuoteRune(r)+" in "+f)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Fatalf("%d runes in no bundled font:\n%s", len(missing), strings.Join(missing, "\n"))
	}
}

// TestSymbolsFontSpacesMatchTheTextFont: text shaping keeps the space
// after a symbol in the symbol's font (the verdict "✓ 0 violations" drew
// "✓�0"), so the symbols font has the spaces, exactly as wide as Noto
// Sans's: text without symbols looks as it did.
func TestSymbolsFontSpacesMatchTheTextFont(t *testing.T) {
	fonts := parseFonts(t, symbolsFont, theme.DefaultTextFont())
	var buf sfnt.Buffer
	for _, r := range []rune{' ', '\u00a0'} {
		var adv [2]fixed.Int26_6
		for k, f := range fonts {
			g, err := f.GlyphIndex(&buf, r)
			if err != nil || g == 0 {
				t.Fatalf("font %d has no %U", k, r)
			}
			ppem := fixed.I(int(f.UnitsPerEm()))
			if adv[k], err = f.GlyphAdvance(&buf, g, ppem, font.HintingNone); err != nil {
				t.Fatal(err)
			}
		}
		if adv[0] != adv[1] {
			t.Errorf("%U: %v units wide in the symbols font, %v in Noto Sans", r, adv[0], adv[1])
		}
	}
}
