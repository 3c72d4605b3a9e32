package sweep

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/ppuwb/ppuwb/internal/safefile"
)

// PlotOptions say what a chart of a sweep's CSV shows.
type PlotOptions struct {
	X, Y   string // the parameter on the x axis, the metric on the y axis
	Series string // the parameter that makes one line per value ("" for one line)
	Title  string
	Width  vg.Length
	Height vg.Length
}

// Table is a sweep CSV read back.
type Table struct {
	File string // where it was read from, for located errors ("" if unknown)
	Head []string
	Rows [][]string
	col  map[string]int
}

// MaxTableBytes is the largest CSV sweep plot reads.
const MaxTableBytes = 256 << 20

// ReadTable reads a sweep CSV of at most MaxTableBytes.
func ReadTable(r io.Reader) (*Table, error) {
	lr := &io.LimitedReader{R: r, N: MaxTableBytes + 1}
	recs, err := csv.NewReader(lr).ReadAll()
	if lr.N == 0 {
		return nil, fmt.Errorf("over %d MiB; sweep plot reads at most that", MaxTableBytes>>20)
	}
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("empty CSV")
	}
	t := &Table{Head: recs[0], Rows: recs[1:], col: map[string]int{}}
	for i, h := range t.Head {
		t.col[h] = i
	}
	return t, nil
}

func (t *Table) column(name, what string) (int, error) {
	if i, ok := t.col[name]; ok {
		return i, nil
	}
	return 0, fmt.Errorf("%s %q: no such column%s (columns: %s)", what, name, didYouMean(name, t.Head), strings.Join(firstN(t.Head, 30), ", "))
}

func firstN(s []string, n int) []string {
	if len(s) > n {
		return append(append([]string{}, s[:n]...), "…")
	}
	return s
}

// Plot draws the mean of Y over the rows that share X (and the series
// value) — seeds and the parameters not shown are averaged — as a line
// chart with axes, labels and a legend, and writes it as PNG (or SVG/PDF by
// the file's extension). It returns how many rows it skipped (failed runs,
// non-numeric values).
func Plot(t *Table, o PlotOptions, out string) (skipped int, err error) {
	format, err := plotFormat(out)
	if err != nil {
		return 0, err
	}
	xi, err := t.column(o.X, "--x")
	if err != nil {
		return 0, err
	}
	yi, err := t.column(o.Y, "--y")
	if err != nil {
		return 0, err
	}
	si := -1
	if o.Series != "" {
		if si, err = t.column(o.Series, "--series"); err != nil {
			return 0, err
		}
	}
	ei := t.col["error"]
	// X may be numeric (a line over the values) or categorical (policies):
	// categories are placed at 0, 1, 2… in order of first appearance.
	numericX := true
	for _, r := range t.Rows {
		if _, err := strconv.ParseFloat(r[xi], 64); err != nil && r[xi] != "" {
			numericX = false
			break
		}
	}
	cats := map[string]float64{}
	var catNames []string
	type acc struct{ sum, n float64 }
	series := map[string]map[float64]*acc{}
	var order []string
	for row, r := range t.Rows {
		if r[ei] != "" {
			skipped++
			continue
		}
		y, err := strconv.ParseFloat(r[yi], 64)
		if err != nil {
			skipped++
			continue
		}
		if err := t.plottable(o.Y, y, row); err != nil {
			return skipped, err
		}
		var x float64
		if numericX {
			if x, err = strconv.ParseFloat(r[xi], 64); err != nil {
				skipped++
				continue
			}
			if err := t.plottable(o.X, x, row); err != nil {
				return skipped, err
			}
		} else {
			c, ok := cats[r[xi]]
			if !ok {
				c = float64(len(catNames))
				cats[r[xi]] = c
				catNames = append(catNames, r[xi])
			}
			x = c
		}
		s := ""
		if si >= 0 {
			s = r[si]
		}
		m, ok := series[s]
		if !ok {
			m = map[float64]*acc{}
			series[s] = m
			order = append(order, s)
		}
		a, ok := m[x]
		if !ok {
			a = &acc{}
			m[x] = a
		}
		a.sum += y
		a.n++
	}
	if len(series) == 0 {
		return skipped, fmt.Errorf("no row has a numeric %s (every run failed, or the column is not a number)", o.Y)
	}
	p := plot.New()
	p.Title.Text = o.Title
	if p.Title.Text == "" {
		p.Title.Text = fmt.Sprintf("%s by %s", o.Y, o.X)
	}
	p.X.Label.Text = o.X
	p.Y.Label.Text = o.Y
	p.Add(plotter.NewGrid())
	p.Y.Tick.Marker = fineTicks{}
	if numericX {
		p.X.Tick.Marker = fineTicks{}
	}
	if !numericX {
		ticks := make(plot.ConstantTicks, len(catNames))
		for i, c := range catNames {
			ticks[i] = plot.Tick{Value: float64(i), Label: c}
		}
		p.X.Tick.Marker = ticks
		p.X.Min, p.X.Max = -0.5, float64(len(catNames))-0.5
	}
	p.Legend.Top = true
	for i, s := range order {
		m := series[s]
		xs := make([]float64, 0, len(m))
		for x := range m {
			xs = append(xs, x)
		}
		sort.Float64s(xs)
		pts := make(plotter.XYs, len(xs))
		for k, x := range xs {
			pts[k].X, pts[k].Y = x, m[x].sum/m[x].n
		}
		l, pt, err := plotter.NewLinePoints(pts)
		if err != nil {
			return skipped, err
		}
		l.Color = plotutil.Color(i)
		l.Width = vg.Points(1.5)
		pt.Color = plotutil.Color(i)
		pt.Shape = plotutil.Shape(i)
		p.Add(l, pt)
		if o.Series != "" {
			p.Legend.Add(fmt.Sprintf("%s = %s", o.Series, s), l, pt)
		}
	}
	w, h := o.Width, o.Height
	if w == 0 {
		w, h = 8*vg.Inch, 5*vg.Inch
	}
	wt, err := p.WriterTo(w, h, format)
	if err != nil {
		return skipped, fmt.Errorf("%s: %v", out, err)
	}
	if err := safefile.Write(out, func(w io.Writer) error { _, err := wt.WriteTo(w); return err }); err != nil {
		return skipped, err
	}
	return skipped, nil
}

// PlotFormats are the chart formats, by the output file's extension.
var PlotFormats = []string{"png", "svg", "pdf"}

// plotFormat is the chart format out's extension names.
func plotFormat(out string) (string, error) {
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(out), "."))
	if !contains(PlotFormats, ext) {
		what := "has no extension"
		if ext != "" {
			what = fmt.Sprintf("has the extension .%s", ext)
		}
		return "", fmt.Errorf("-o %s: the file %s; a chart is written as .%s", out, what, strings.Join(PlotFormats, ", ."))
	}
	return ext, nil
}

// MaxPlotValue is the largest magnitude a chart plots: gonum/plot's axis
// and tick arithmetic loses every digit beyond it (at 1e17 it panics with
// "illegal range", at 1e308 its tick labelling never ends), so larger
// values and infinities are refused before it is called.
const MaxPlotValue = 1e15

// plottable says why v (of column col, on data row row) cannot be plotted.
func (t *Table) plottable(col string, v float64, row int) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > MaxPlotValue {
		return fmt.Errorf("%s:%d:1: %s = %v: a chart plots finite values within ±%g", t.File, row+2, col, v, MaxPlotValue)
	}
	return nil
}

// fineTicks are gonum's default ticks with labels precise enough to tell
// close values apart (2.38 and 2.42, not 2.4 twice).
type fineTicks struct{}

func (fineTicks) Ticks(min, max float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = strconv.FormatFloat(ts[i].Value, 'g', 6, 64)
		}
	}
	return ts
}
