package cli

import (
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"image"
	"io"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/internal/sheet"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/workspaces"
)

// `ppuwb compare`: the Viewports view headless. The same scene at several
// viewport sizes (the levels of a rasterization hierarchy), with the
// conservative violations, the over-coverage and the sparse-allocation
// blocks of every adjacent pair; a contact sheet PNG; and a sweep of the
// sub-pixel bits for fixed against consistent snapping.

func init() {
	register(&command{
		name:    cmdname.Compare,
		summary: "compare a scene's coverage across viewport sizes (the Viewports view headless)",
		usage: "[WORKSPACE | EXAMPLE] [--viewport NAME] [--levels 512,256,128,64] [--snap fixed|consistent] [--bits N]\n" +
			"        [--conservative] [--json] [-o sheet.png] [--sweep-bits 0..12 [--csv FILE]]",
		run:     runCompare,
		timeout: true,
	})
}

func runCompare(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	viewport := fs.String("viewport", "", "which viewport of the scene file (default: the workspace's)")
	levels := fs.String("levels", "", "viewport widths from largest to smallest, each the previous divided by a power of two\n(default: the viewport's levels, else its width halved three times)")
	snap := fs.String("snap", "", "snap mode: "+alternatives(render.SnapModeNames.List(), "")+" (default: the viewport's)")
	bits := fs.Int("bits", -1, "sub-pixel bits, 0..12 (default: the viewport's)")
	conservative := fs.Bool("conservative", false, "compare against the finer level's conservative coverage instead of its pixel centres")
	asJSON := fs.Bool("json", false, "print the comparison (with positions) as JSON")
	out := outputFlag(fs, "o", "write a contact sheet PNG `file`: the levels side by side with the overlays and a legend")
	sweep := fs.String("sweep-bits", "", "a range A..B of sub-pixel bits: violations and over-coverage per bit count, fixed beside consistent")
	csvOut := outputFlag(fs, "csv", "with --sweep-bits: also write the table as CSV to this `file`")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}
	if *csvOut != "" && *sweep == "" {
		return usageError("--csv writes the --sweep-bits table; give --sweep-bits too")
	}
	var sweepFrom, sweepTo int
	if *sweep != "" {
		if sweepFrom, sweepTo, err = parseBitRange(*sweep); err != nil {
			return usageError("--sweep-bits: %v", err)
		}
		if *out != "" {
			return usageError("-o draws one comparison; it cannot be combined with --sweep-bits")
		}
		if *bits >= 0 || *snap != "" {
			return usageError("--sweep-bits runs both snap modes over a range of bits; drop --snap and --bits")
		}
	}
	var sizes []int
	if *levels != "" {
		if sizes, err = parseLevels(*levels); err != nil {
			return usageError("--levels: %v", err)
		}
	}
	ws, err := loadWorkspaceArg(cmdname.Compare, pos, stderr)
	if err != nil {
		return err
	}
	if *viewport != "" {
		if ws, err = ws.WithViewport(*viewport); err != nil {
			return err
		}
	}
	o := ws.Options
	if *snap != "" {
		m, err := render.ParseSnapMode(*snap)
		if err != nil {
			return usageError("--snap: %v", err)
		}
		o.Snap = m
	}
	if *bits >= 0 {
		o.SubpixelBits = *bits
	}
	o.Conservative = o.Conservative || *conservative
	if err := o.Validate(); err != nil {
		return err
	}
	if sizes == nil {
		sizes = ws.CompareLevels()
	} else if o.ReferenceSize == max(o.Width, o.Height) && sizes[0] != o.Width {
		// Levels of another size than the viewport: --bits applies at the
		// finest of them (consistent snapping's reference size is the
		// larger dimension).
		o.ReferenceSize = max(sizes[0], sizes[0]*o.Height/o.Width)
	}
	if err := checkCompareLevels(sizes, o); err != nil {
		if *levels != "" {
			return usageError("--levels: %v", err)
		}
		return err
	}
	ctx, _, stop := commandContext(fs, stderr)
	defer stop()

	if *sweep != "" {
		rows, err := sweepBits(ctx, ws, sizes, o, sweepFrom, sweepTo)
		if err != nil {
			return err
		}
		if *csvOut != "" {
			if err := writeFileAtomic(*csvOut, func(w io.Writer) error { return writeSweepCSV(w, rows) }); err != nil {
				return fmt.Errorf("--csv: %w", err)
			}
		}
		if *asJSON {
			return writeJSON(stdout, rows)
		}
		printSweep(stdout, ws, sizes, o, rows)
		return nil
	}

	c, err := render.Compare(ctx, ws.Scene, sizes, o)
	if err != nil {
		return err
	}
	rep := makeCompareReport(ws, c, o)
	if *out != "" {
		img := sheet.Contact(c, fmt.Sprintf("%s, viewport %s: %s snapping, %d sub-pixel bits", ws.Name, ws.Viewport, c.Snap, o.SubpixelBits))
		if err := writePNGImage(*out, img); err != nil {
			return err
		}
		rep.Sheet = *out
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	printCompare(stdout, rep)
	return nil
}

// parseLevels reads "512,256,128,64".
func parseLevels(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, fmt.Errorf("%q is not a list of widths (for example 512,256,128,64)", s)
		}
		out = append(out, n)
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("%q: give at least two levels to compare", s)
	}
	return out, nil
}

// parseBitRange reads "A..B" (or a single N) with 0 ≤ A ≤ B ≤ MaxSubpixelBits.
func parseBitRange(s string) (int, int, error) {
	as, bs, ok := strings.Cut(s, "..")
	if !ok {
		bs = as
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(as))
	b, err2 := strconv.Atoi(strings.TrimSpace(bs))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("%q is not a range of bits like 0..12", s)
	}
	if a < 0 || b > render.MaxSubpixelBits || a > b {
		return 0, 0, fmt.Errorf("%q: bits run from 0 to %d, smallest first", s, render.MaxSubpixelBits)
	}
	return a, b, nil
}

// checkCompareLevels reports, in one line, what render.Compare would
// reject, and bounds the memory: every level renders a full frame.
func checkCompareLevels(sizes []int, o render.Options) error {
	total := 0
	for i, sz := range sizes {
		if sz < 1 || sz > render.MaxViewport {
			return fmt.Errorf("level %d is out of range 1..%d", sz, render.MaxViewport)
		}
		if i > 0 {
			p := sizes[i-1]
			if sz >= p || p%sz != 0 || (p/sz)&(p/sz-1) != 0 {
				return fmt.Errorf("levels must go from largest to smallest, each the previous divided by a power of two (%d then %d)", p, sz)
			}
		}
		if (sz*o.Height)%o.Width != 0 {
			return fmt.Errorf("level %d does not keep the viewport's %d:%d aspect ratio in whole pixels", sz, o.Width, o.Height)
		}
		total += sz * sz * o.Height / o.Width
	}
	if total > maxRenderPixels {
		return fmt.Errorf("the levels add up to %d pixels; a comparison is limited to %d (8192x8192)", total, maxRenderPixels)
	}
	return nil
}

func makeCompareReport(ws *workspaces.Workspace, c *render.Comparison, o render.Options) render.CompareReport {
	name := func(i int) string { return fmt.Sprintf("%dx%d", c.Levels[i].Width, c.Levels[i].Height) }
	rep := render.CompareReport{Workspace: ws.Name, Viewport: ws.Viewport, Snap: c.Snap.String(), Bits: o.SubpixelBits, Conservative: c.ConservativeFine, Degenerate: o.Degenerate.String()}
	for _, l := range c.Levels {
		rep.Levels = append(rep.Levels, render.CompareLevel{Width: l.Width, Height: l.Height, Bits: l.Bits, Coverage: l.Counts()})
	}
	for _, p := range c.Pairs {
		rep.Pairs = append(rep.Pairs, render.ComparePair{Fine: name(p.Fine), Coarse: name(p.Coarse), Factor: p.Factor,
			Violations: p.Violations, Over: p.Over, ViolationAt: nonNil(p.ViolationAt), OverAt: nonNil(p.OverAt)})
		rep.Violations += p.Violations
		rep.Over += p.Over
	}
	for _, e := range c.EdgeWidthReport(nil) {
		rep.EdgeWidths = append(rep.EdgeWidths, render.EdgeWidthRow{Level: name(e.Level), Bits: c.Levels[e.Level].Bits, Width: e.Width,
			Evaluator: e.Evaluator.String(), Pixels: e.Pixels, Differ: e.Differ, Overflows: e.Overflows})
	}
	for _, a := range c.Allocation {
		rep.Allocation = append(rep.Allocation, render.CompareAllocation{Level: name(a.Level), BlockSize: a.BlockSize,
			Allocated: a.Allocated, Needed: a.Needed, Missing: a.Under, Wasted: a.Over})
	}
	return rep
}

func nonNil(p []image.Point) []image.Point {
	if p == nil {
		return []image.Point{}
	}
	return p
}

func printCompare(w io.Writer, r render.CompareReport) {
	fine := "pixel-centre"
	if r.Conservative {
		fine = "conservative"
	}
	fmt.Fprintf(w, "%s, viewport %s: %s snapping, %d sub-pixel bits, %s coverage of the finer level\n", r.Workspace, r.Viewport, r.Snap, r.Bits, fine)
	fmt.Fprintf(w, "%-12s %4s %14s %24s\n", "level", "bits", "snap spacing", "grid across the surface")
	for _, l := range r.Levels {
		fmt.Fprintf(w, "%-12s %4d %14s %24s\n", l.Name(), l.Bits, fmt.Sprintf("1/%d px", 1<<l.Bits), fmt.Sprintf("1/%d of its width", l.Width<<l.Bits))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-22s %6s %11s %10s\n", "pair (fine → coarse)", "factor", "violations", "over")
	for _, p := range r.Pairs {
		fmt.Fprintf(w, "%-22s %6d %11d %10d\n", p.Fine+" → "+p.Coarse, p.Factor, p.Violations, p.Over)
	}
	fmt.Fprintf(w, "\nsparse allocation of the %s surface (blocks = pixels of the low-resolution level):\n", r.Levels[0].Name())
	fmt.Fprintf(w, "%-12s %6s %10s %8s %8s %8s\n", "from level", "block", "allocated", "needed", "missing", "wasted")
	for _, a := range r.Allocation {
		fmt.Fprintf(w, "%-12s %5dpx %10d %8d %8d %8d\n", a.Level, a.BlockSize, a.Allocated, a.Needed, a.Missing, a.Wasted)
	}
	printEdgeWidths(w, r)
	verdict := "no conservative violations"
	if r.Violations > 0 {
		verdict = fmt.Sprintf("%d conservative violations: a coarse pass would skip covered pixels", r.Violations)
	}
	fmt.Fprintf(w, "\n%s; %d over-covered pixels in all\n", verdict, r.Over)
	if r.Sheet != "" {
		fmt.Fprintf(w, "contact sheet → %s\n", r.Sheet)
	}
}

// printEdgeWidths prints, per level, the pixel-centre decisions each
// fixed-width evaluator gets wrong (overflowing evaluations in brackets).
func printEdgeWidths(w io.Writer, r render.CompareReport) {
	fmt.Fprintf(w, "\nfixed-width edge evaluation: pixel-centre decisions that differ from exact (overflowing evaluations)\n")
	fmt.Fprintf(w, "%-12s %4s", "level", "bits")
	type col struct {
		width int
		eval  string
	}
	var cols []col
	for _, e := range r.EdgeWidths {
		if e.Level != r.EdgeWidths[0].Level {
			break
		}
		cols = append(cols, col{e.Width, e.Evaluator})
	}
	short := map[string]string{render.EvalUnnormalized.String(): "unnorm", render.EvalNormalized.String(): "norm", render.EvalNormalizedSticky.String(): "sticky"}
	for _, c := range cols {
		fmt.Fprintf(w, " %17s", fmt.Sprintf("%d %s", c.width, short[c.eval]))
	}
	fmt.Fprintln(w)
	for i := 0; i < len(r.EdgeWidths); i += len(cols) {
		row := r.EdgeWidths[i:min(i+len(cols), len(r.EdgeWidths))]
		fmt.Fprintf(w, "%-12s %4d", row[0].Level, row[0].Bits)
		for _, e := range row {
			cell := fmt.Sprint(e.Differ)
			if e.Overflows > 0 {
				cell += fmt.Sprintf(" (%d)", e.Overflows)
			}
			fmt.Fprintf(w, " %17s", cell)
		}
		fmt.Fprintln(w)
	}
}

// sweepBits compares at every bit count from..to with both snap modes.
func sweepBits(ctx context.Context, ws *workspaces.Workspace, sizes []int, o render.Options, from, to int) ([]render.BitSweepRow, error) {
	var rows []render.BitSweepRow
	for b := from; b <= to; b++ {
		row := render.BitSweepRow{Bits: b}
		for _, m := range []render.SnapMode{render.SnapFixed, render.SnapConsistent} {
			oo := o
			oo.Snap, oo.SubpixelBits = m, b
			c, err := render.Compare(ctx, ws.Scene, sizes, oo)
			if err != nil {
				return nil, fmt.Errorf("%d bits, %s snapping: %w", b, m, err)
			}
			v, over := 0, 0
			for _, p := range c.Pairs {
				v += p.Violations
				over += p.Over
			}
			if m == render.SnapFixed {
				row.FixedViolations, row.FixedOver = v, over
			} else {
				row.ConsistentViolations, row.ConsistentOver = v, over
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func printSweep(w io.Writer, ws *workspaces.Workspace, sizes []int, o render.Options, rows []render.BitSweepRow) {
	fine := "pixel-centre"
	if o.Conservative {
		fine = "conservative"
	}
	fmt.Fprintf(w, "%s, viewport %s, levels %v, %s coverage of the finer level; totals over every adjacent pair\n",
		ws.Name, ws.Viewport, sizes, fine)
	fmt.Fprintf(w, "%4s │ %-21s │ %-21s\n", "", "fixed snapping", "consistent snapping")
	fmt.Fprintf(w, "%4s │ %10s %10s │ %10s %10s\n", "bits", "violations", "over", "violations", "over")
	for _, r := range rows {
		fmt.Fprintf(w, "%4d │ %10d %10d │ %10d %10d\n", r.Bits, r.FixedViolations, r.FixedOver, r.ConsistentViolations, r.ConsistentOver)
	}
}

func writeSweepCSV(w io.Writer, rows []render.BitSweepRow) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"bits", "fixed_violations", "fixed_over", "consistent_violations", "consistent_over"})
	for _, r := range rows {
		cw.Write([]string{strconv.Itoa(r.Bits), strconv.Itoa(r.FixedViolations), strconv.Itoa(r.FixedOver),
			strconv.Itoa(r.ConsistentViolations), strconv.Itoa(r.ConsistentOver)})
	}
	cw.Flush()
	return cw.Error()
}
