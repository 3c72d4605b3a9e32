// Package sweep runs one ppuwb command over a grid of workspace settings:
// the points of a design space (policies × shares × bandwidths, sub-pixel
// bits × viewports, …), each repeated over seeds, in parallel on one
// machine or sharded over the array tasks of a batch engine (Slurm job
// arrays, Kubernetes Indexed Jobs) and merged afterwards.
//
// Files:
//
//	spec.go   the SPEC.toml format: base workspace, command, parameters, seeds
//	keys.go   setting a key path ("tasks.fg.share") in a workspace's files
//	points.go the grid (cross product or explicit points) and shards
//	run.go    running points in parallel and flattening each run's --json
//	parts.go  part files, merging them, and the CSV every output shares
//	plot.go   line charts of a merged CSV
//
// A sweep is deterministic: the same SPEC and base workspace give the same
// CSV, byte for byte, for any -j and any sharding.
package sweep

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/workspaces"
)

// Commands are the ppuwb commands a sweep can run at each point.
var Commands = cmdname.Sweepable

// Spec is a parsed SPEC.toml.
type Spec struct {
	File      string   // the spec's path, as given (for diagnostics)
	Src       []byte   // its text
	Workspace string   // the base workspace: a folder (relative to the spec's folder) or an example name
	Command   string   // one of Commands
	Args      []string // extra arguments for the command
	Params    []Param  // grid parameters, in the spec's order (empty with explicit points)
	Points    []Point  // explicit points (empty with a grid)
	Seeds     []Value  // repetitions: each point runs once per seed (none: once)
	SeedKey   string   // the key each seed sets (default "scheduler.seed")

	pointNames []string // the keys of explicit points, in order
	pos        *tomlpos.Index
}

// Param is one swept key and its values.
type Param struct {
	Key    string // key path as written ("tasks.fg.share", "policy")
	Values []Value
	Line   int // where the key is written in the spec
	Col    int
}

// Value is one value of a parameter, with where it was written.
type Value struct {
	V         any    // int64, float64, string, bool or []any
	Line, Col int    // where it is written in the spec
	Text      string // as the CSV shows it
}

// Point is one explicit point: a value for each parameter, in Names order.
type Point struct {
	Values []Value
}

// Names returns the parameter names of the sweep in column order.
func (s *Spec) Names() []string {
	var names []string
	if len(s.Points) > 0 {
		names = append(names, s.pointKeys()...)
	} else {
		for _, p := range s.Params {
			names = append(names, p.Key)
		}
	}
	if len(s.Seeds) > 0 {
		names = append(names, "seed")
	}
	return names
}

// Diagnostic is a problem in the spec, located in it.
type Diagnostic = workspaces.Diagnostic

// Errors are the spec's problems.
type Errors = workspaces.Errors

func (s *Spec) errAt(line, col int, format string, a ...any) Diagnostic {
	return Diagnostic{File: s.File, Line: line, Col: col, Msg: fmt.Sprintf(format, a...)}
}

// ArgError is a problem with args[i] of the spec, located where it is
// written.
func (s *Spec) ArgError(i int, format string, a ...any) Diagnostic {
	l, c := s.pos.Value(fmt.Sprintf("args[%d]", i))
	if l == 0 {
		l, c = s.pos.Value("args")
	}
	return s.errAt(l, c, format, a...)
}

// Limits on a spec, checked before anything is expanded: enough for any
// design space worth plotting, small enough that a typo ("0..1e12") is an
// error, not a machine filled, and that checking every value against the
// base workspace (one load each) takes seconds. docs/sweeps.md lists them.
const (
	// MaxPoints is the most points (grid points or explicit points, times
	// the seeds) one sweep runs.
	MaxPoints = 1_000_000
	// MaxValues is the most values a spec holds in all: every parameter's
	// values (ranges expanded) plus the seeds, or the explicit points plus
	// the seeds. Each is checked by loading the base workspace.
	MaxValues = 10_000
	// MaxShards is the most shards a sweep is split into (--shard I/N).
	MaxShards = 1_000_000
	// MaxJobs is the most points run in parallel (-j): each worker holds a
	// copy of the base workspace.
	MaxJobs = 1024
	// MaxSpecBytes is the largest SPEC.toml.
	MaxSpecBytes = 1 << 20
)

// Load reads and parses a SPEC.toml. Errors are located (file:line:col).
func Load(path string) (*Spec, error) {
	src, err := readRegular(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

func readRegular(path string) ([]byte, error) {
	f, err := OpenLimited(path, MaxSpecBytes, "a sweep spec")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

type rawSpec struct {
	Workspace string           `toml:"workspace"`
	Command   string           `toml:"command"`
	Args      []string         `toml:"args"`
	Seeds     any              `toml:"seeds"`
	SeedKey   string           `toml:"seed_key"`
	Params    map[string]any   `toml:"params"`
	Points    []map[string]any `toml:"points"`
}

// Parse parses a spec's text; name is used in diagnostics.
func Parse(name string, src []byte) (*Spec, error) {
	s := &Spec{File: name, Src: src}
	// the same nesting and dotted-key bound as every workspace file, before
	// anything recurses into the text (issue 41, case 24)
	if err := workspaces.CheckTOMLBounds(name, src); err != nil {
		return nil, err
	}
	if d := s.countPoints(); d != nil {
		return nil, Errors{*d}
	}
	s.pos = tomlpos.New(src)
	var raw rawSpec
	md, err := toml.NewDecoder(bytes.NewReader(src)).Decode(&raw)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, Errors{s.errAt(pe.Position.Line, pe.Position.Col, "%s", pe.Message)}
		}
		return nil, Errors{s.errAt(0, 0, "%v", err)}
	}
	var errs Errors
	for _, k := range md.Undecoded() {
		path := k.String()
		l, c := s.pos.Key(path)
		errs = append(errs, s.errAt(l, c, "unknown key %q%s", path, didYouMean(k[len(k)-1], []string{"workspace", "command", "args", "seeds", "seed_key", "params", "points"})))
	}
	s.Workspace, s.Command, s.Args, s.SeedKey = raw.Workspace, raw.Command, raw.Args, raw.SeedKey
	if s.SeedKey == "" {
		s.SeedKey = "scheduler.seed"
	}
	if s.Workspace == "" {
		errs = append(errs, s.errAt(1, 1, "missing key \"workspace\": the base workspace, a folder or an example name"))
	}
	if !contains(Commands, s.Command) {
		l, c := s.pos.Value("command")
		if s.Command == "" {
			l, c = 1, 1
		}
		errs = append(errs, s.errAt(l, c, "command %q: want one of %s%s", s.Command, strings.Join(Commands, ", "), didYouMean(s.Command, Commands)))
	}
	if raw.Seeds != nil {
		seeds, err := s.seedValues(raw.Seeds)
		if err != nil {
			errs = append(errs, *err)
		}
		s.Seeds = seeds
	}
	if len(raw.Params) > 0 && len(raw.Points) > 0 {
		l, c := s.pos.Key("points")
		errs = append(errs, s.errAt(l, c, "both [params] (a grid) and [[points]] (explicit points): use one"))
	}
	// Parameters in the spec's order: the metadata keeps it, the map does not.
	total := len(s.Seeds)
	for _, k := range md.Keys() {
		if len(k) != 2 || k[0] != "params" {
			continue
		}
		key := k[1]
		p := Param{Key: key}
		p.Line, p.Col = s.pos.Key("params." + key)
		vals, d := s.values("params."+key, raw.Params[key])
		if d != nil {
			errs = append(errs, *d)
			continue
		}
		if total += len(vals); total > MaxValues {
			errs = append(errs, s.errAt(p.Line, p.Col, "%s: %d values with the ones before; a spec holds at most %d values in all, seeds included (split it into several specs)", key, total, MaxValues))
			break
		}
		p.Values = vals
		s.Params = append(s.Params, p)
	}
	if n := len(raw.Points); n > 0 && n+len(s.Seeds) > MaxValues {
		l, c := s.pos.Key("points")
		errs = append(errs, s.errAt(l, c, "%d explicit points and %d seeds; a spec holds at most %d in all (split it into several specs)", n, len(s.Seeds), MaxValues))
		raw.Points = nil
	}
	if len(raw.Points) > 0 {
		keys := map[string]bool{}
		for _, pt := range raw.Points {
			for k := range pt {
				keys[k] = true
			}
		}
		s.pointNames = sortedKeys(keys)
		// explicit points keep the order of their first appearance
		s.pointNames = s.orderPointKeys(md, s.pointNames)
		for i, pt := range raw.Points {
			var p Point
			for _, k := range s.pointNames {
				path := fmt.Sprintf("points[%d].%s", i, k)
				v, ok := pt[k]
				if !ok {
					l, c := s.pos.Key(fmt.Sprintf("points[%d]", i))
					errs = append(errs, s.errAt(l, c, "point %d has no value for %q (every point sets the same keys)", i, k))
					continue
				}
				l, c := s.pos.Value(path)
				p.Values = append(p.Values, Value{V: v, Line: l, Col: c, Text: valueText(v)})
			}
			s.Points = append(s.Points, p)
		}
	}
	if len(s.Params) == 0 && len(s.Points) == 0 && len(errs) == 0 {
		errs = append(errs, s.errAt(1, 1, "no parameters: add a [params] table (a grid) or [[points]]"))
	}
	if n := s.NumPoints(); n > MaxPoints {
		l, c := s.pos.Key("params")
		if l == 0 {
			l, c = 1, 1
		}
		errs = append(errs, s.errAt(l, c, "more than %d points (the grid's values multiplied, times the seeds); a sweep has at most %d (split it into several specs)", MaxPoints, MaxPoints))
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return s, nil
}

// pointsHeader is a [[points]] table header.
var pointsHeader = regexp.MustCompile(`^[ \t]*\[\[[ \t]*(points|"points"|'points')[ \t]*\]\]`)

// countPoints refuses a spec with more [[points]] tables than MaxValues
// before the TOML is decoded (500,000 of them took minutes to decode and
// check), located at the first table too many.
func (s *Spec) countPoints() *Diagnostic {
	n := 0
	for i, line := range bytes.Split(s.Src, []byte("\n")) {
		if pointsHeader.Match(line) {
			if n++; n > MaxValues {
				d := s.errAt(i+1, 1, "more than %d [[points]]; a spec holds at most %d values in all (split it into several specs)", MaxValues, MaxValues)
				return &d
			}
		}
	}
	return nil
}

func (s *Spec) orderPointKeys(md toml.MetaData, names []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, k := range md.Keys() {
		if len(k) == 2 && k[0] == "points" && !seen[k[1]] {
			seen[k[1]] = true
			out = append(out, k[1])
		}
	}
	for _, n := range names {
		if !seen[n] {
			out = append(out, n)
		}
	}
	return out
}

func (s *Spec) pointKeys() []string { return s.pointNames }

func (s *Spec) seedValues(v any) ([]Value, *Diagnostic) {
	l, c := s.pos.Value("seeds")
	if n, ok := v.(int64); ok {
		if n < 1 || n > MaxValues {
			d := s.errAt(l, c, "seeds = %d: want a count in 1..%d (a spec holds at most %d values in all), or a list of seeds", n, MaxValues, MaxValues)
			return nil, &d
		}
		out := make([]Value, n)
		for i := range out {
			out[i] = Value{V: int64(i), Line: l, Col: c, Text: strconv.Itoa(i)}
		}
		return out, nil
	}
	vals, d := s.values("seeds", v)
	if d != nil {
		return nil, d
	}
	for _, x := range vals {
		if _, ok := x.V.(int64); !ok {
			d := s.errAt(x.Line, x.Col, "seed %s: seeds are integers", x.Text)
			return nil, &d
		}
	}
	return vals, nil
}

// values turns a parameter's TOML value into its list of values: an array
// lists them, a string "A..B" or "A..B step S" is an inclusive range, and
// any other single value is a list of one.
func (s *Spec) values(path string, v any) ([]Value, *Diagnostic) {
	l, c := s.pos.Value(path)
	switch x := v.(type) {
	case []any:
		if len(x) == 0 {
			d := s.errAt(l, c, "%s: an empty list; give at least one value", path)
			return nil, &d
		}
		out := make([]Value, len(x))
		for i, e := range x {
			el, ec := s.pos.Value(fmt.Sprintf("%s[%d]", path, i))
			out[i] = Value{V: e, Line: el, Col: ec, Text: valueText(e)}
		}
		return out, nil
	case string:
		if r, ok, err := parseRange(x); ok {
			if err != nil {
				d := s.errAt(l, c, "%s: range %q: %v", path, x, err)
				return nil, &d
			}
			for i := range r {
				r[i].Line, r[i].Col = l, c
			}
			return r, nil
		}
	}
	return []Value{{V: v, Line: l, Col: c, Text: valueText(v)}}, nil
}

// parseRange parses "A..B" or "A..B step S" (inclusive of B when the steps
// land on it). ok is false when s is not a range at all (a plain string).
func parseRange(s string) (vals []Value, ok bool, err error) {
	body := strings.TrimSpace(s)
	i := strings.Index(body, "..")
	if i <= 0 {
		return nil, false, nil
	}
	from := strings.TrimSpace(body[:i])
	rest := strings.TrimSpace(body[i+2:])
	to, step := rest, ""
	if j := strings.Index(rest, "step"); j >= 0 {
		to, step = strings.TrimSpace(rest[:j]), strings.TrimSpace(rest[j+4:])
	}
	if _, err := strconv.ParseFloat(from, 64); err != nil {
		return nil, false, nil // "a..b" is a string value, not a range
	}
	if step == "" {
		step = "1"
	}
	if isInt(from) && isInt(to) && isInt(step) {
		return intRange(from, to, step)
	}
	return floatRange(from, to, step)
}

// intRange expands an integer range. Its size is counted in uint64 (b−a
// of two int64 always fits), compared with MaxValues before anything is
// made, and each value is a + k·step with k·step ≤ b−a: nothing overflows.
func intRange(from, to, step string) ([]Value, bool, error) {
	a, _ := strconv.ParseInt(from, 10, 64)
	b, _ := strconv.ParseInt(to, 10, 64)
	st, _ := strconv.ParseInt(step, 10, 64)
	if st <= 0 {
		return nil, true, fmt.Errorf("step %d: want a step > 0", st)
	}
	if b < a {
		return nil, true, fmt.Errorf("%d > %d: a range goes upwards", a, b)
	}
	span := uint64(b) - uint64(a) // b ≥ a: the true difference, modulo nothing
	steps := span / uint64(st)
	if steps >= MaxValues {
		return nil, true, fmt.Errorf("%d values or more; a parameter has at most %d", min(steps, math.MaxInt64), MaxValues)
	}
	vals := make([]Value, 0, steps+1)
	for k := uint64(0); k <= steps; k++ {
		x := int64(uint64(a) + k*uint64(st))
		vals = append(vals, Value{V: x, Text: strconv.FormatInt(x, 10)})
	}
	return vals, true, nil
}

// floatRange expands a decimal range. Bounds and step must be finite
// numbers, and the count is computed in float64 and compared with
// MaxValues before it is made an int (a NaN or infinite count fails the
// comparison).
func floatRange(from, to, step string) ([]Value, bool, error) {
	a, err0 := strconv.ParseFloat(from, 64)
	b, err1 := strconv.ParseFloat(to, 64)
	st, err2 := strconv.ParseFloat(step, 64)
	if err0 != nil || err1 != nil || err2 != nil {
		return nil, true, fmt.Errorf("want \"A..B\" or \"A..B step S\" with numbers")
	}
	for _, x := range []float64{a, b, st} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, true, fmt.Errorf("%v: a range's bounds and step are finite numbers", x)
		}
	}
	if !(st > 0) {
		return nil, true, fmt.Errorf("step %v: want a step > 0", st)
	}
	if b < a {
		return nil, true, fmt.Errorf("%v > %v: a range goes upwards", a, b)
	}
	count := math.Floor((b-a)/st+1e-9) + 1
	if !(count <= MaxValues) {
		return nil, true, fmt.Errorf("%.4g values; a parameter has at most %d", count, MaxValues)
	}
	n := int(count)
	dec := decimals(step, from)
	vals := make([]Value, 0, n)
	for i := 0; i < n; i++ {
		// a + i*step, rounded to the step's decimals so 0.1 steps print as 0.3, not 0.30000000000000004
		x := a + float64(i)*st
		if dec >= 0 {
			x, _ = strconv.ParseFloat(strconv.FormatFloat(x, 'f', dec, 64), 64)
		}
		if len(vals) > 0 && vals[len(vals)-1].V == x {
			return nil, true, fmt.Errorf("step %v is below the precision of %v: two values would be equal", st, x)
		}
		vals = append(vals, Value{V: x, Text: valueText(x)})
	}
	return vals, true, nil
}

// decimals is the most digits after the point among nums, or -1 when one
// is written with an exponent (1e-5): then values are not rounded.
func decimals(nums ...string) int {
	d := 0
	for _, n := range nums {
		if strings.ContainsAny(n, "eE") {
			return -1
		}
		if i := strings.IndexByte(n, '.'); i >= 0 && len(n)-i-1 > d {
			d = len(n) - i - 1
		}
	}
	return d
}

func isInt(s string) bool {
	_, err := strconv.ParseInt(s, 10, 64)
	return err == nil
}

// valueText formats a value for the CSV and for diagnostics.
func valueText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = valueText(e)
		}
		return "[" + strings.Join(parts, " ") + "]"
	}
	return fmt.Sprint(v)
}

// SpecDir is the folder a relative workspace path in the spec is read from.
func (s *Spec) SpecDir() string { return filepath.Dir(s.File) }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// DidYouMean returns ` (did you mean "x"?)` for the closest of names
// within a small edit distance of s, or "".
func DidYouMean(s string, names []string) string { return didYouMean(s, names) }

// didYouMean returns ` (did you mean "x"?)` for the closest of names within
// a small edit distance of s, or "".
func didYouMean(s string, names []string) string {
	best, bestD := "", 1<<30
	for _, n := range names {
		if d := editDistance(s, n); d < bestD {
			best, bestD = n, d
		}
	}
	if best != "" && best != s && bestD <= 1+len(s)/3 {
		return fmt.Sprintf(" (did you mean %q?)", best)
	}
	return ""
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 20
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
