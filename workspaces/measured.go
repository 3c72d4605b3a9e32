package workspaces

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/scheduler"
)

// A measured timeline beside the workspace (workspace.toml's `measured`
// key, docs/formats.md): figures taken on a real GPU that `ppuwb simulate`
// prints beside the model's prediction of the same figures
// (docs/hardware.md). Each figure is a start and an end in nanoseconds:
// of a range of a task's CTAs (the first start and the last end among
// them) or of one running slice of a command-processor context.

// MeasuredKind says what a measured figure is of.
type MeasuredKind uint8

const (
	MeasuredCTAs  MeasuredKind = iota // CTAs first..last of a task
	MeasuredSlice                     // running slice number first of a context (1-based)
)

// Measured is a measured timeline: its source line and its figures.
type Measured struct {
	File    string // the file's name in the workspace
	Source  string // the comment lines at its top, joined (where it was measured)
	Figures []MeasuredFigure
}

// MeasuredFigure is one measured figure. Times are nanoseconds from the
// start of the file's first figure.
type MeasuredFigure struct {
	Line  int          `json:"line"` // in the file
	Label string       `json:"figure"`
	Kind  MeasuredKind `json:"kind"`
	Name  string       `json:"name"` // the task or context
	First int          `json:"first"`
	Last  int          `json:"last"` // CTA range, or the slice number (First == Last)
	Start int64        `json:"start_ns"`
	End   int64        `json:"end_ns"`
}

// String names the kind as measured.csv spells it.
func (k MeasuredKind) String() string {
	if k == MeasuredSlice {
		return "slice"
	}
	return "ctas"
}

// MarshalText writes the kind's name.
func (k MeasuredKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads "ctas" or "slice".
func (k *MeasuredKind) UnmarshalText(b []byte) error {
	switch string(b) {
	case "ctas":
		*k = MeasuredCTAs
	case "slice":
		*k = MeasuredSlice
	default:
		return fmt.Errorf("unknown measured kind %q (want ctas or slice)", b)
	}
	return nil
}

const measuredHeader = "figure,kind,name,first,last,start_ns,end_ns"

// MeasuredError is a problem in a measured.csv, located.
type MeasuredError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *MeasuredError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ParseMeasured reads a measured.csv: `#` comment lines (the first ones
// say where it was measured), the header measuredHeader, then one figure
// per line. Errors name file:line:col.
func ParseMeasured(file string, data []byte) (*Measured, *MeasuredError) {
	m := &Measured{File: file}
	var src []string
	header := false
	for i, line := range strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n") {
		n := i + 1
		if strings.TrimSpace(line) == "" {
			continue
		}
		if strings.HasPrefix(line, "#") {
			if !header {
				src = append(src, strings.TrimSpace(strings.TrimPrefix(line, "#")))
			}
			continue
		}
		if !header {
			if strings.TrimSpace(line) != measuredHeader {
				return nil, &MeasuredError{file, n, 1, fmt.Sprintf("the header must be %q", measuredHeader)}
			}
			header = true
			continue
		}
		f, err := parseFigure(line)
		if err != nil {
			return nil, &MeasuredError{file, n, err.col, err.msg}
		}
		f.Line = n
		m.Figures = append(m.Figures, f)
		if len(m.Figures) > 100000 {
			return nil, &MeasuredError{file, n, 1, "more than 100000 figures"}
		}
	}
	if len(m.Figures) == 0 {
		return nil, &MeasuredError{file, 1, 1, fmt.Sprintf("no figures (want the header %q and one figure per line)", measuredHeader)}
	}
	m.Source = strings.Join(src, " ")
	return m, nil
}

type colErr struct {
	col int
	msg string
}

func parseFigure(line string) (MeasuredFigure, *colErr) {
	cols := strings.Split(line, ",")
	if len(cols) != 7 {
		return MeasuredFigure{}, &colErr{1, fmt.Sprintf("want 7 comma-separated fields (%s), found %d", measuredHeader, len(cols))}
	}
	pos := make([]int, 7)
	for i, c := 1, 0; i < 7; i++ {
		c += len(cols[i-1]) + 1
		pos[i] = c
	}
	f := MeasuredFigure{Label: strings.TrimSpace(cols[0]), Name: strings.TrimSpace(cols[2])}
	if f.Label == "" {
		return f, &colErr{1, "the figure needs a label"}
	}
	switch strings.TrimSpace(cols[1]) {
	case "ctas":
		f.Kind = MeasuredCTAs
	case "slice":
		f.Kind = MeasuredSlice
	default:
		return f, &colErr{pos[1] + 1, fmt.Sprintf("kind %q: want ctas or slice", strings.TrimSpace(cols[1]))}
	}
	if f.Name == "" {
		return f, &colErr{pos[2] + 1, "the figure needs the name of a task or context"}
	}
	ints := []*int64{new(int64), new(int64), &f.Start, &f.End}
	for j, dst := range ints {
		v, err := strconv.ParseInt(strings.TrimSpace(cols[3+j]), 10, 64)
		if err != nil || v < 0 || v > 1<<50 {
			return f, &colErr{pos[3+j] + 1, fmt.Sprintf("%q is not an integer in 0..2^50", strings.TrimSpace(cols[3+j]))}
		}
		*dst = v
	}
	f.First, f.Last = int(*ints[0]), int(*ints[1])
	if f.Last < f.First || (f.Kind == MeasuredSlice && (f.First < 1 || f.Last != f.First)) {
		return f, &colErr{pos[3] + 1, "first..last is not a range (a slice: one number from 1)"}
	}
	if f.End < f.Start {
		return f, &colErr{pos[6] + 1, "end_ns is before start_ns"}
	}
	return f, nil
}

// Comparison is one figure measured and predicted (nanoseconds from each
// timeline's start of the first figure). Found is false when the run has
// no such CTAs or slice.
type Comparison struct {
	Figure      MeasuredFigure `json:"measured"`
	Found       bool           `json:"found"`
	PredStart   int64          `json:"predicted_start_ns"`
	PredEnd     int64          `json:"predicted_end_ns"`
	StartDelta  int64          `json:"start_delta_ns"`
	EndDelta    int64          `json:"end_delta_ns"`
	StartWithin bool           `json:"start_within"`
	EndWithin   bool           `json:"end_within"`
}

// Within reports whether the figure was predicted within the tolerance.
func (c Comparison) Within() bool { return c.Found && c.StartWithin && c.EndWithin }

// Tolerance is the agreement the h100 tests hold every figure to: 1 % of
// the measured value, or 2 µs where 1 % is smaller.
func Tolerance(measured int64) int64 {
	return max(measured/100, 2000)
}

// Compare predicts each figure of m from a run's result and sets it beside
// the measured one. The predicted timeline is converted to nanoseconds by
// the machine's clock and shifted so that the first figure starts where it
// does in the measured one.
func (m *Measured) Compare(r *scheduler.Result) []Comparison {
	mhz := int64(max(r.Machine.ClockMHz, 1))
	ns := func(c int64) int64 { return c * 1000 / mhz }
	out := make([]Comparison, len(m.Figures))
	for i, f := range m.Figures {
		c := Comparison{Figure: f}
		c.PredStart, c.PredEnd, c.Found = predict(r, f)
		c.PredStart, c.PredEnd = ns(c.PredStart), ns(c.PredEnd)
		out[i] = c
	}
	shift := int64(0)
	if len(out) > 0 && out[0].Found {
		shift = out[0].Figure.Start - out[0].PredStart
	}
	for i := range out {
		c := &out[i]
		if !c.Found {
			continue
		}
		c.PredStart += shift
		c.PredEnd += shift
		c.StartDelta = c.PredStart - c.Figure.Start
		c.EndDelta = c.PredEnd - c.Figure.End
		c.StartWithin = abs64(c.StartDelta) <= Tolerance(c.Figure.Start)
		c.EndWithin = abs64(c.EndDelta) <= Tolerance(c.Figure.End)
	}
	return out
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// predict returns the figure's start and end in the run (cycles).
func predict(r *scheduler.Result, f MeasuredFigure) (start, end int64, ok bool) {
	if f.Kind == MeasuredSlice {
		sl := ContextSlices(r, f.Name)
		if f.First > len(sl) {
			return 0, 0, false
		}
		return sl[f.First-1][0], sl[f.First-1][1], true
	}
	task := map[int]bool{}
	for i, t := range r.TMDs {
		if t.Name == f.Name && t.Kind == scheduler.TMDGrid && t.Depth == 0 {
			task[i] = true
		}
	}
	start, end = math.MaxInt64, -1
	for _, iv := range r.Intervals {
		if !task[iv.Task] || iv.CTA < f.First || iv.CTA > f.Last {
			continue
		}
		start = min(start, iv.Start)
		if iv.End < 0 {
			return 0, 0, false
		}
		end = max(end, iv.End)
	}
	return start, end, end >= 0
}

// ContextSlices returns the running slices [start, end) of the named
// command-processor context, in order: from its first start or a switch
// to it, to a switch away from it (its last one ends with the run).
func ContextSlices(r *scheduler.Result, name string) [][2]int64 {
	cp := r.Commands
	if cp == nil {
		return nil
	}
	idx := -1
	for i, c := range cp.Contexts {
		if c.Name == name {
			idx = i
		}
	}
	if idx < 0 {
		return nil
	}
	var out [][2]int64
	sw := append([]scheduler.CPSwitch(nil), cp.Switches...)
	sort.SliceStable(sw, func(a, b int) bool { return sw[a].Start < sw[b].Start })
	open := int64(-1)
	if len(sw) > 0 && sw[0].From == idx {
		open = cp.Contexts[idx].Arrive
	}
	for _, s := range sw {
		if s.From == idx && open >= 0 {
			out = append(out, [2]int64{open, s.Start})
			open = -1
		}
		if s.To == idx {
			open = s.End
		}
	}
	if open >= 0 {
		out = append(out, [2]int64{open, r.Makespan})
	}
	return out
}
