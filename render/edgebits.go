package render

import "fmt"

// Fixed-width edge evaluation (seed vertex-snapping: "through the
// normalization of edge equations … the increased precision needed for
// smaller snap spacings can be accomplished without increasing the fixed
// point precision of the rasterizer"). The renderer evaluates edge
// functions exactly in 64 bits; this models a rasterizer whose accumulator
// has only Width bits and counts the pixel-centre coverage decisions it gets
// wrong, for every level of a Comparison.
//
// With snapped vertices in units of 2^-e px and a pixel centre at
// ((2x+1)/2, (2y+1)/2) px, the exact edge value in units of 2^-(2e+1) px² is
//
//	E = A·(2x+1)·2^e + B·(2y+1)·2^e + 2C
//
// Three evaluators of width W (two's complement, wrapping like hardware
// adders). The start value is computed in wide arithmetic by setup, as the
// start value at a tile corner would be; the W bits hold the per-pixel
// steps and the value at every pixel:
//
//   - unnormalized: E itself. Its magnitude grows with 2^e, so fine snap
//     spacings (consistent mode's coarse levels, or many sub-pixel bits)
//     need a wide accumulator.
//   - normalized: the seed's design. The slopes A, B stay as they are (in
//     consistent mode their mantissas are the same at every level) and the
//     rasterizer steps in pixel units; only the start value is shifted right
//     by e bits and its low bits are dropped: E_n = A·(2x+1) + B·(2y+1) +
//     (2C >> e). E_n has the sign of E whenever E_n ≠ 0.
//   - normalized-sticky: the same plus one sticky bit saying whether any
//     dropped bit of 2C was set, so that E_n = 0 with dropped bits reads as
//     the positive E it is. Without it, an exact E slightly above zero on
//     an edge that is not top or left truncates to a tie the top-left rule
//     then rejects: the dropped bits *can* change a decision, at ties.

// EdgeEvaluator names a fixed-width evaluation model.
type EdgeEvaluator int

// The evaluation models (see above).
const (
	EvalUnnormalized EdgeEvaluator = iota
	EvalNormalized
	EvalNormalizedSticky
)

// String spells the model as workspace files write it (EdgeEvaluatorNames).
func (m EdgeEvaluator) String() string {
	if m >= 0 && int(m) < len(EdgeEvaluatorNames) {
		return EdgeEvaluatorNames[m]
	}
	return fmt.Sprintf("EdgeEvaluator(%d)", int(m))
}

// MarshalText makes the evaluator a name in JSON.
func (m EdgeEvaluator) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// EdgeWidths are the accumulator widths a viewport's edge_bits may name (0:
// exact 64-bit evaluation, the renderer's own).
var EdgeWidths = []int{32, 40, 48}

// EdgeWidthStats compares one evaluator of one width with the exact
// evaluation at one level.
type EdgeWidthStats struct {
	Level     int           `json:"level"` // index into Comparison.Levels
	Width     int           `json:"width"` // accumulator bits
	Evaluator EdgeEvaluator `json:"evaluator"`
	Pixels    int64         `json:"pixels"`    // pixel-centre decisions made (pixels of every triangle's bounds)
	Differ    int64         `json:"differ"`    // decisions that differ from the exact evaluation
	Overflows int64         `json:"overflows"` // edge evaluations (or coefficients) that did not fit the width
}

// EdgeWidthReport evaluates every triangle of c at every level with each
// evaluator at each of widths (nil: EdgeWidths) and counts the coverage
// decisions that differ from the exact ones.
func (c *Comparison) EdgeWidthReport(widths []int) []EdgeWidthStats {
	if widths == nil {
		widths = EdgeWidths
	}
	var out []EdgeWidthStats
	for li, l := range c.Levels {
		for _, w := range widths {
			for m := EvalUnnormalized; m <= EvalNormalizedSticky; m++ {
				st := EdgeWidthStats{Level: li, Width: w, Evaluator: m}
				for _, tl := range c.Triangles {
					if li < len(tl.Levels) && tl.Levels[li] != nil {
						evalTriangleWidth(tl.Levels[li], l.Width, l.Height, w, m, &st)
					}
				}
				out = append(out, st)
			}
		}
	}
	return out
}

// wrapBits returns v reduced to a w-bit two's-complement value and whether
// v already fitted.
func wrapBits(v int64, w int) (int64, bool) {
	s := uint(64 - w)
	r := v << s >> s
	return r, r == v
}

// evalTriangleWidth adds one triangle's decisions at one level to st.
func evalTriangleWidth(t *EdgeSet, vw, vh, width int, m EdgeEvaluator, st *EdgeWidthStats) {
	e := uint(t.Exp)
	var tl [3]bool
	for k := 0; k < 3; k++ {
		tl[k] = t.A[k] > 0 || (t.A[k] == 0 && t.B[k] > 0)
	}
	// the pixels whose centre may be covered: the bounding box, clamped
	minX, maxX := min3(t.X[0], t.X[1], t.X[2]), max3(t.X[0], t.X[1], t.X[2])
	minY, maxY := min3(t.Y[0], t.Y[1], t.Y[2]), max3(t.Y[0], t.Y[1], t.Y[2])
	x0, y0 := max(ceilShift(minX, int(e))-1, 0), max(ceilShift(minY, int(e))-1, 0)
	x1, y1 := min(maxX>>e, int64(vw-1)), min(maxY>>e, int64(vh-1))
	if x0 > x1 || y0 > y1 {
		return
	}
	// The setup unit computes each edge's value at a start pixel in wide
	// arithmetic; the raster unit steps from pixel to pixel in the W-bit
	// accumulator. So the per-pixel steps must fit, and the value at every
	// pixel evaluated; a step that does not fit overflows every evaluation
	// of that edge.
	var coefOK [3]bool
	for k := 0; k < 3; k++ {
		sa, sb := 2*t.A[k], 2*t.B[k]
		if m == EvalUnnormalized {
			sa, sb = sa<<e, sb<<e
		}
		_, okA := wrapBits(sa, width)
		_, okB := wrapBits(sb, width)
		coefOK[k] = okA && okB
	}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			exact, fixed := true, true
			for k := 0; k < 3; k++ {
				full := t.A[k]*(2*x+1)<<e + t.B[k]*(2*y+1)<<e + 2*t.C[k] // exact: |full| < 2^62 (clip.go bounds)
				exact = exact && (full > 0 || full == 0 && tl[k])
				in, ok := edgeInside(t.A[k], t.B[k], t.C[k], e, tl[k], x, y, width, m)
				if !ok || !coefOK[k] {
					st.Overflows++
				}
				fixed = fixed && in
			}
			st.Pixels++
			if exact != fixed {
				st.Differ++
			}
		}
	}
}

// edgeInside is one edge's coverage decision at the centre of pixel (x, y)
// by a width-bit evaluator of model m, and whether the value fitted.
func edgeInside(a, b, c int64, e uint, topLeft bool, x, y int64, width int, m EdgeEvaluator) (inside, fits bool) {
	var v int64
	sticky := false
	if m == EvalUnnormalized {
		v = a*(2*x+1)<<e + b*(2*y+1)<<e + 2*c
	} else {
		v = a*(2*x+1) + b*(2*y+1) + (2*c)>>e
		sticky = m == EvalNormalizedSticky && (2*c)&(int64(1)<<e-1) != 0
	}
	wv, ok := wrapBits(v, width)
	return wv > 0 || wv == 0 && (sticky || topLeft), ok
}

// ParseEdgeEvaluator reads an evaluator name.
func ParseEdgeEvaluator(s string) (EdgeEvaluator, error) {
	return EdgeEvaluatorNames.Parse(s, "edge evaluator")
}

// fineWidthEntries is the fine stage for a viewport with EdgeBits set: each
// pixel centre of reg is decided by the fixed-width evaluator, and every run
// of covered pixels in a row becomes its own entry (a narrow evaluator's
// coverage need not be one span per row). It returns the covered count.
func (w *tileWorker) fineWidthEntries(idx, id int, t *rasterRec, reg region, cost int64) int {
	su := w.su
	width, m := su.o.EdgeBits, su.o.EdgeEval
	e := uint(t.exp)
	total := 0
	for y := reg.y0; y <= reg.y1; y++ {
		lo := -1
		flush := func(hi int) {
			if lo < 0 {
				return
			}
			off := len(w.spans)
			w.spans = append(w.spans, int32(lo), int32(hi))
			row := region{lo, y, hi, y}
			n := hi - lo + 1
			w.accountSpans(id, row, w.spans[off:off+2], n, cost)
			w.entries = append(w.entries, tileEntry{tri: idx, id: id, reg: row, off: off, n: n})
			total += n
			lo = -1
		}
		for x := reg.x0; x <= reg.x1; x++ {
			in := true
			for k := 0; k < 3 && in; k++ {
				in, _ = edgeInside(int64(t.a[k]), int64(t.b[k]), t.c[k], e, t.topLeft&(1<<k) != 0, int64(x), int64(y), width, m)
			}
			if in && lo < 0 {
				lo = x
			} else if !in {
				flush(x - 1)
			}
		}
		flush(reg.x1)
	}
	return total
}
