package sweep

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// Runner runs the sweep's command on the workspace in folder dir and
// returns what the command prints with --json. An error becomes the
// point's error column; it does not stop the sweep.
type Runner func(ctx context.Context, dir string) ([]byte, error)

// Row is one point's result.
type Row struct {
	Index   int               `json:"i"`
	Params  []string          `json:"p"`           // the values, in Names order
	Metrics map[string]string `json:"m,omitempty"` // the command's --json, flattened
	Err     string            `json:"e,omitempty"` // why the run failed ("" if it did not)
}

// Sweep is a spec with its base workspace, ready to run.
type Sweep struct {
	Spec  *Spec
	Base  *Base
	Names []string // parameter columns
	keys  []string // the key each column sets (aliases and the seed key resolved)
	ID    string   // identity: a hash of the spec and the base workspace's files
	// HostTiming keeps the host's wall-clock measures (HostTimingKey) as
	// columns; they differ from run to run, so by default they are left out.
	HostTiming bool
}

// StopError is a runner's error that is the same at every point (the
// command line itself is wrong): it stops the sweep instead of filling
// every row with it.
type StopError struct{ Err error }

func (e *StopError) Error() string { return e.Err.Error() }
func (e *StopError) Unwrap() error { return e.Err }

// New loads the base workspace and checks every value of every parameter
// against it before anything runs: a key path that does not exist, or a
// value its key rejects, is an error located in the spec.
func New(s *Spec) (*Sweep, error) {
	b, err := LoadBase(s)
	if err != nil {
		return nil, err
	}
	sw := &Sweep{Spec: s, Base: b, Names: s.Names()}
	for _, n := range sw.Names {
		k := n
		if n == "seed" && len(s.Seeds) > 0 {
			k = s.SeedKey
		}
		sw.keys = append(sw.keys, k)
	}
	// check reads, beside the base's own files, those the values
	// reference (a swept scene file); then the folder is closed.
	err = sw.check()
	b.done()
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	fmt.Fprintf(h, "ppuwb sweep 1\x00%d\x00", len(s.Src))
	h.Write(s.Src)
	b.hashInto(h)
	sw.ID = hex.EncodeToString(h.Sum(nil))[:16]
	return sw, nil
}

// check applies each value alone (or each explicit point whole) to the
// base and loads the result, so bad keys and values fail before the run.
func (sw *Sweep) check() error {
	var errs Errors
	try := func(keys []string, vals []Value, at Value, what string) {
		if len(errs) >= 20 {
			return
		}
		changed, err := sw.Base.Apply(keys, vals)
		if err == nil {
			_, err = workspaces.LoadFS(sw.Base.overlay(changed), ".")
		}
		if err != nil {
			errs = append(errs, sw.Spec.errAt(at.Line, at.Col, "%s: %s", what, oneLine(err)))
		}
	}
	s := sw.Spec
	if len(s.Points) > 0 {
		for i, p := range s.Points {
			vals := p.Values
			keys := sw.keys[:len(vals)]
			try(keys, vals, vals[0], fmt.Sprintf("point %d", i))
		}
	} else {
		for _, p := range s.Params {
			k := p.Key
			for _, v := range p.Values {
				try([]string{k}, []Value{v}, v, fmt.Sprintf("%s = %s", k, v.Text))
			}
		}
	}
	for _, v := range s.Seeds {
		try([]string{s.SeedKey}, []Value{v}, v, fmt.Sprintf("seed %s (%s)", v.Text, s.SeedKey))
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

func oneLine(err error) string {
	var diags workspaces.Errors
	msg := err.Error()
	if e, ok := err.(workspaces.Errors); ok {
		diags = e
	}
	if len(diags) > 0 {
		d := diags[0]
		msg = d.Msg
		if d.File != "" {
			msg = fmt.Sprintf("%s: %s", d.File, d.Msg)
		}
		if len(diags) > 1 {
			msg += fmt.Sprintf(" (and %d more)", len(diags)-1)
		}
	}
	return strings.ReplaceAll(msg, "\n", "; ")
}

// Run runs points [lo, hi) with j workers in parallel and returns their
// rows in index order. progress, if not nil, is called after each point.
// The rows do not depend on j.
func (sw *Sweep) Run(ctx context.Context, runner Runner, lo, hi, j int, progress func()) ([]Row, error) {
	// never more workers (copies of the base) than points to run
	j = max(1, min(j, hi-lo, MaxJobs))
	if n := sw.Spec.NumPoints(); lo < 0 || hi < lo || hi > n {
		return nil, fmt.Errorf("points %d..%d: the sweep has points 0..%d", lo, hi-1, n-1)
	}
	tmp, err := os.MkdirTemp("", "ppuwb-sweep-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rows := make([]Row, hi-lo)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for w := 0; w < j; w++ {
		dir := filepath.Join(tmp, fmt.Sprint(w), sw.Base.Name)
		root, err := sw.writeBase(dir)
		if err != nil {
			close(next)
			wg.Wait()
			return nil, err
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer root.Close()
			for i := range next {
				row, err := sw.point(ctx, runner, root, dir, i)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
						cancel() // no point runs after the sweep has failed
					}
					mu.Unlock()
				}
				rows[i-lo] = row
				if progress != nil {
					progress()
				}
			}
		}()
	}
	for i := lo; i < hi && ctx.Err() == nil; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return rows, nil
}

// writeBase writes the base's files into dir, a new folder of the
// sweep's own temporary folder, through an os.Root: no name can lead out.
func (sw *Sweep) writeBase(dir string) (*os.Root, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	for n, d := range sw.Base.Files {
		if err := r.MkdirAll(path.Dir(n), 0o755); err != nil {
			r.Close()
			return nil, err
		}
		if err := r.WriteFile(n, d, 0o644); err != nil {
			r.Close()
			return nil, err
		}
	}
	return r, nil
}

// writeChanged writes a point's changed files into its copy: only files of
// the base (Files holds every file a key path can route to).
func (sw *Sweep) writeChanged(r *os.Root, changed map[string][]byte) error {
	for n, d := range changed {
		if _, ok := sw.Base.Files[n]; !ok {
			return fmt.Errorf("sweep: %s is not a file of the base workspace", n)
		}
		if err := r.WriteFile(n, d, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// point runs point i in dir (a copy of the base), then puts the base back.
// Only a failure of the sweep's own machinery (the temp folder) is an error;
// a failing run is the row's Err.
func (sw *Sweep) point(ctx context.Context, runner Runner, root *os.Root, dir string, i int) (Row, error) {
	vals := sw.Spec.PointAt(i)
	row := Row{Index: i, Params: make([]string, len(vals))}
	for k, v := range vals {
		row.Params[k] = v.Text
	}
	changed, err := sw.Base.Apply(sw.keys, vals)
	if err != nil {
		row.Err = oneLine(err)
		return row, nil
	}
	if err := sw.writeChanged(root, changed); err != nil {
		return row, err
	}
	out, runErr := runner(ctx, dir)
	restore := make(map[string][]byte, len(changed))
	for n := range changed {
		restore[n] = sw.Base.Files[n]
	}
	if err := sw.writeChanged(root, restore); err != nil {
		return row, err
	}
	if stop := (*StopError)(nil); errors.As(runErr, &stop) {
		return row, stop
	}
	if runErr != nil {
		row.Err = strings.ReplaceAll(strings.TrimSpace(strings.ReplaceAll(runErr.Error(), dir+string(os.PathSeparator), "")), "\n", "; ")
		return row, nil
	}
	m, err := Flatten(out, sw.HostTiming)
	if err != nil {
		row.Err = "the command's --json did not parse: " + err.Error()
		return row, nil
	}
	row.Metrics = m
	return row, nil
}

// Skipped are --json keys that are not results: the paths of the run's
// own files (run.FileKeys). They would make a sweep's CSV differ from one
// -j to another.
var Skipped = run.FileKeys

// HostTimingKey says whether a --json key is a wall-clock measure of the
// host (run.HostTimingKey: took_ms, wall_ms, host_ns, host_ms, …): it
// differs from run to run, so a sweep's CSV leaves it out unless
// --host-timing asks for it.
var HostTimingKey = run.HostTimingKey

// MaxSeries is the longest array a flattened row keeps element by element;
// longer ones (time series, per-CTA lists) are summarised by their length.
const MaxSeries = 64

// Flatten turns a command's --json into columns: nested keys joined with
// ".", array elements by their "name" when they have one, else by index.
// Host timing keys (HostTimingKey) are kept only when hostTiming is set.
func Flatten(js []byte, hostTiming bool) (map[string]string, error) {
	d := json.NewDecoder(bytes.NewReader(js))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	out := map[string]string{}
	f := flattener{out: out, hostTiming: hostTiming}
	f.flatten("", v)
	return out, nil
}

type flattener struct {
	out        map[string]string
	hostTiming bool
}

func (f flattener) flatten(prefix string, v any) {
	out := f.out
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if Skipped[k] || (!f.hostTiming && HostTimingKey(k)) {
				continue
			}
			f.flatten(join(prefix, k), e)
		}
	case []any:
		if len(x) > MaxSeries {
			out[join(prefix, "count")] = fmt.Sprint(len(x))
			return
		}
		label := elementLabel(x)
		for i, e := range x {
			k := fmt.Sprint(i)
			if label != "" {
				m := e.(map[string]any)
				k = m[label].(string)
				// the label is in the column name already
				e = withoutKey(m, label)
			}
			f.flatten(join(prefix, k), e)
		}
	case nil:
		// null: no column
	case json.Number:
		out[prefix] = x.String()
	case string:
		out[prefix] = x
	case bool:
		out[prefix] = fmt.Sprint(x)
	}
}

// Columns returns the sorted union of the rows' metric names.
func Columns(rows []Row) []string {
	set := map[string]bool{}
	for _, r := range rows {
		for k := range r.Metrics {
			set[k] = true
		}
	}
	cols := make([]string, 0, len(set))
	for k := range set {
		cols = append(cols, k)
	}
	sort.Strings(cols)
	return cols
}

// LabelKeys are the fields, in order of preference, that name an array's
// elements in column names ("tasks.fg.antt" rather than "tasks.0.antt").
var LabelKeys = []string{"name", "policy", "task", "context"}

// elementLabel returns the first of LabelKeys that every element of x has
// as a distinct non-empty string, or "".
func elementLabel(x []any) string {
	if len(x) == 0 {
		return ""
	}
next:
	for _, key := range LabelKeys {
		seen := map[string]bool{}
		for _, e := range x {
			m, ok := e.(map[string]any)
			if !ok {
				return ""
			}
			n, isStr := m[key].(string)
			if !isStr || n == "" || seen[n] || strings.ContainsAny(n, ".,\n") {
				continue next
			}
			seen[n] = true
		}
		return key
	}
	return ""
}

func withoutKey(m map[string]any, key string) map[string]any {
	c := make(map[string]any, len(m))
	for k, v := range m {
		if k != key {
			c[k] = v
		}
	}
	return c
}
