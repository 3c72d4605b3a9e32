#!/usr/bin/python3
"""Writes app/fonts/PPUWBSymbols.ttf: the glyphs of DejaVu Sans (Debian's
fonts-dejavu-core, a free licence: app/fonts/LICENSE-DejaVu.txt) for the
runes the window shows that Fyne's bundled fonts lack. Its vertical metrics
are Noto Sans's (Fyne's text font), so a line that uses one of these glyphs
is as tall as one that does not. Needs python3-fonttools.

Usage: scripts/make-symbols-font.py RUNES...   (e.g. ✓ ✗ − ● ▭)
TestEveryUIGlyphIsInABundledFont (app/glyphs_test.go) says which runes are
missing.
"""
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

SRC = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
OUT = "app/fonts/PPUWBSymbols.ttf"
runes = sorted({ord(c) for arg in sys.argv[1:] for c in arg if not c.isspace()})
if not runes:
    sys.exit(__doc__)
# The spaces too, as wide as Noto Sans's: text shaping keeps the space after
# a symbol in the symbol's font, which drew it as a missing glyph ("✓�0").
SPACES = (0x20, 0xA0)
runes = sorted(set(runes) | set(SPACES))
font = TTFont(SRC)
opts = subset.Options()
opts.name_IDs = ["*"]
opts.notdef_outline = True
opts.layout_features = []
opts.hinting = False
opts.desubroutinize = True
sub = subset.Subsetter(opts)
sub.populate(unicodes=runes)
sub.subset(font)
scale_upem(font, 1000)
cmap = font.getBestCmap()
for sp in SPACES:
    g = cmap[sp]
    font["hmtx"][g] = (260, 0)  # Noto Sans's space advance (UPM 1000)
# Noto Sans's vertical metrics (Fyne's NotoSans-Regular.ttf, UPM 1000).
hhea, os2 = font["hhea"], font["OS/2"]
hhea.ascent, hhea.descent, hhea.lineGap = 1069, -293, 0
os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = 1069, -293, 0
os2.usWinAscent, os2.usWinDescent = 1069, 293
for rec in font["name"].names:
    if rec.nameID in (1, 4, 16):
        rec.string = "PPUWB Symbols (DejaVu Sans subset)"
    elif rec.nameID == 6:
        rec.string = "PPUWBSymbols"
font.save(OUT)
print(OUT, ", ".join("U+%04X" % r for r in runes))
