// Package hostrt is the host runtime over the PPU and the CPU
// (docs/runtime.md): kernel objects whose source is a small, safe
// expression language (github.com/expr-lang/expr) evaluated per work item,
// executables per device type and version, online compilation with a cache,
// and the functional execution of kernels on real data (the rendered
// framebuffer, buffers) on host goroutines. Timing is planned separately by
// scheduler.PlanHost from a deterministic cost model.
package hostrt

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"
)

// Domain is what a kernel's work items are.
type Domain string

const (
	DomainImage  Domain = "image"  // one work item per pixel: r, g, b, a (0..1), x, y, w, h, i
	DomainBuffer Domain = "buffer" // one work item per element: v, i, n
)

// Reductions combine the per-item outputs.
const (
	ReduceNone      = ""          // map: the outputs replace the items (image: [r, g, b]; buffer: number)
	ReduceSum       = "sum"       // sum of numbers or of [r, g, b] vectors
	ReduceMean      = "mean"      // mean of numbers or vectors
	ReduceMin       = "min"       // component-wise minimum
	ReduceMax       = "max"       // component-wise maximum
	ReduceHistogram = "histogram" // the output is a bin index in 0..bins-1
	ReduceScan      = "scan"      // inclusive prefix sum of numbers (buffer)
)

// ReduceNames lists the reductions a workspace may name.
var ReduceNames = []string{"none", ReduceSum, ReduceMean, ReduceMin, ReduceMax, ReduceHistogram, ReduceScan}

// NativeFunc is a pre-built executable. It computes the outputs of a span
// of consecutive work items at once — a stretch of one row of an image
// region, or of a buffer — into dst (width values per item, in item order:
// 1 for numbers, 3 for colours). Working on spans rather than items keeps
// per-item calls, interface values and boxing out of the CPU's inner loop.
type NativeFunc func(s *Span, dst []float64)

// Span is a run of consecutive work items handed to a native executable.
type Span struct {
	Pix    []uint8     // image: the items' pixels, 4 bytes (RGBA) each
	Buf    []float64   // buffer: the items' elements
	X, Y   int         // image: the first item's position in the region
	I      int         // the first item's index
	N      int         // the number of items
	W, H   int         // image: the region's size
	Img    *image.RGBA // image: the whole image, for neighbours
	Min    image.Point // image: the region's origin in Img
	BufLen int         // buffer: the whole buffer's length
	Params map[string]float64
	// scratch is the executable's per-worker state (a span program's slots).
	scratch any
}

// Item is one work item's inputs (the online-compiled form's environment).
type Item struct {
	R, G, B, A float64 // image: the pixel, 0..1
	X, Y, I    int
	V          float64 // buffer: the element
}

// Executable is code for one device type and version: either a native
// function shipped with the kernel or a program compiled online from the
// source.
type Executable struct {
	Type    string `json:"type"`
	Version int    `json:"version"`
	Online  bool   `json:"online"` // compiled from the source at run time
	native  NativeFunc
	program *vm.Program
}

// Kernel is a kernel object: a source over per-work-item inputs, a
// reduction, and zero or more executables.
type Kernel struct {
	Name        string
	Source      string // "" when the kernel ships executables only
	Domain      Domain
	Reduce      string
	Bins        int      // histogram bins
	Params      []string // parameter names the source may use
	Width       int      // output width: 1 (number) or 3 (colour)
	Executables []Executable
	// Budget is the operation budget of one run (0: DefaultBudget):
	// operations per item × items. A run that would exceed it stops at the
	// last item within the budget and reports an error.
	Budget int64
	// NativeOps is the cost per item of a native executable when the kernel
	// has no source to measure.
	NativeOps int
}

// DefaultBudget is the operation budget of a kernel that sets none.
const DefaultBudget = 1 << 34

// SourceError is a compile error inside a kernel source, at a line and
// column of the source (1-based).
type SourceError struct {
	Kernel       string
	Line, Column int
	Msg          string
}

func (e *SourceError) Error() string {
	return fmt.Sprintf("kernel %q: %d:%d: %s", e.Kernel, e.Line, e.Column, e.Msg)
}

// env returns the compile-time environment of a domain.
func env(d Domain, params []string) map[string]any {
	m := map[string]any{"i": 0}
	if d == DomainImage {
		for _, k := range []string{"r", "g", "b", "a"} {
			m[k] = 0.0
		}
		m["x"], m["y"], m["w"], m["h"] = 0, 0, 0, 0
		m["px"] = func(dx, dy int) []float64 { return nil }
	} else {
		m["v"] = 0.0
		m["n"] = 0
		m["at"] = func(j int) float64 { return 0 }
	}
	for _, p := range params {
		m[p] = 0.0
	}
	return m
}

// memoryBudget bounds the allocations of one work item (ranges, arrays).
const memoryBudget = 4096

// compile compiles the source for the kernel's domain.
func (k *Kernel) compile() (*vm.Program, error) {
	p, err := expr.Compile(k.Source, expr.Env(env(k.Domain, k.Params)), expr.MaxNodes(2000))
	if err != nil {
		var fe *file.Error
		if errors.As(err, &fe) {
			return nil, &SourceError{Kernel: k.Name, Line: fe.Line, Column: fe.Column + 1, Msg: fe.Message}
		}
		return nil, &SourceError{Kernel: k.Name, Line: 1, Column: 1, Msg: err.Error()}
	}
	return p, nil
}

// Check compiles the source (if any) and checks the kernel's settings.
func (k *Kernel) Check() error {
	if k.Source == "" && len(k.Executables) == 0 {
		return fmt.Errorf("kernel %q has neither a source nor an executable", k.Name)
	}
	if k.Reduce == ReduceHistogram && k.Bins < 1 {
		return fmt.Errorf("kernel %q: a histogram needs bins >= 1", k.Name)
	}
	if k.Reduce == ReduceScan && k.Domain != DomainBuffer {
		return fmt.Errorf("kernel %q: scan works on buffers", k.Name)
	}
	if k.Source != "" {
		_, err := k.compile()
		return err
	}
	return nil
}

// OpsPerItem is the kernel's cost per work item in the cost model: the
// length of its compiled program (or NativeOps without a source).
func (k *Kernel) OpsPerItem() int {
	if k.Source == "" {
		return max(k.NativeOps, 1)
	}
	p, err := k.compile()
	if err != nil {
		return 1
	}
	return max(len(p.Bytecode), 1)
}

// outWidth is 3 when the kernel gives a colour [r, g, b] per item, 1 for a
// number: Width if set, else the type of the compiled source.
func (k *Kernel) outWidth() int {
	if k.Width > 0 {
		return k.Width
	}
	if k.Source != "" {
		if p, err := k.compile(); err == nil {
			if t := p.Node().Type(); t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
				return 3
			}
			return 1
		}
	}
	if k.Domain == DomainImage && k.Reduce != ReduceHistogram {
		return 3
	}
	return 1
}

// Cache holds executables compiled online, keyed by source hash, device
// type and version and options, and counts hits and misses.
type Cache struct {
	mu    sync.Mutex
	progs map[string]compiled
	// hashes remembers each kernel's source hash, recomputed only when the
	// source changed: a cache hit then costs a map lookup, not a SHA-256.
	hashes map[*Kernel]hashedSource
	Hits   int `json:"hits"`
	Misses int `json:"misses"`
}

// CacheStats are a Cache's counters.
type CacheStats struct {
	Entries int `json:"entries"`
	Hits    int `json:"hits"`
	Misses  int `json:"misses"`
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{progs: map[string]compiled{}, hashes: map[*Kernel]hashedSource{}}
}

type hashedSource struct{ source, hash string }

// compiled is an online compile: the VM program and, when the source
// allows, its span program (spancompile.go).
type compiled struct {
	prog  *vm.Program
	spans NativeFunc
}

// sourceHash is k's source hash (the first 8 bytes of its SHA-256, hex).
func (c *Cache) sourceHash(k *Kernel) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if h, ok := c.hashes[k]; ok && h.source == k.Source {
		return h.hash
	}
	sum := sha256.Sum256([]byte(k.Source))
	h := hex.EncodeToString(sum[:8])
	c.hashes[k] = hashedSource{k.Source, h}
	return h
}

// Stats returns the counters.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return CacheStats{Entries: len(c.progs), Hits: c.Hits, Misses: c.Misses}
}

// CacheKey is the key of an online compile.
func CacheKey(k *Kernel, typ string, version int) string {
	h := sha256.Sum256([]byte(k.Source))
	return cacheKey(hex.EncodeToString(h[:8]), k, typ, version)
}

func cacheKey(hash string, k *Kernel, typ string, version int) string {
	return hash + "/" + typ + "/v" + strconv.Itoa(version) + "/" + string(k.Domain) + "/" + strings.Join(k.Params, ",")
}

// Selection says which executable a kernel runs on a device and whether it
// was compiled online (and whether the compile hit the cache).
type Selection struct {
	Exe      Executable
	Compiled bool   // compiled online for this run
	CacheHit bool   // the compile was a cache hit
	Reason   string // why this executable
}

// Select picks the executable for a device of type typ and version: one
// built for exactly that type and version, else a program compiled online
// from the source (through the cache). No fitting executable and no source
// is an error.
func (c *Cache) Select(k *Kernel, typ string, version int) (Selection, error) {
	older := ""
	for _, e := range k.Executables {
		if e.Type == typ && e.Version == version {
			return Selection{Exe: e, Reason: fmt.Sprintf("executable for %s v%d", typ, version)}, nil
		}
		if e.Type == typ && e.Version < version {
			older = fmt.Sprintf(" (only %s v%d exists)", typ, e.Version)
		}
	}
	if k.Source == "" {
		var have []string
		for _, e := range k.Executables {
			have = append(have, fmt.Sprintf("%s v%d", e.Type, e.Version))
		}
		return Selection{}, fmt.Errorf("kernel %q: no executable for %s v%d (has %s) and no source to compile", k.Name, typ, version, strings.Join(have, ", "))
	}
	key := cacheKey(c.sourceHash(k), k, typ, version)
	c.mu.Lock()
	cp, hit := c.progs[key]
	if hit {
		c.Hits++
	} else {
		c.Misses++
	}
	c.mu.Unlock()
	if !hit {
		p, err := k.compile()
		if err != nil {
			return Selection{}, err
		}
		cp = compiled{prog: p, spans: compileSpans(k, p)}
		c.mu.Lock()
		c.progs[key] = cp
		c.mu.Unlock()
	}
	why := "no executable for " + typ + " v" + strconv.Itoa(version) + older + ": compiled online"
	if hit {
		why += " (cache hit)"
	}
	return Selection{Exe: Executable{Type: typ, Version: version, Online: true, program: cp.prog, native: cp.spans}, Compiled: true, CacheHit: hit, Reason: why}, nil
}

// Input is the data a kernel runs on: an image region or a buffer.
type Input struct {
	Image  *image.RGBA
	Region image.Rectangle // empty: the whole image
	Buffer []float64
	Params map[string]float64
}

// Output is what a run produces.
type Output struct {
	Image  *image.RGBA `json:"-"`                // map over an image: the new image
	Buffer []float64   `json:"buffer,omitempty"` // map or scan over a buffer
	Value  []float64   `json:"value,omitempty"`  // sum/mean/min/max: a number or [r, g, b]
	Hist   []int       `json:"histogram,omitempty"`
	Items  int         `json:"items"`
	Ops    int64       `json:"ops"` // operations counted against the budget
}

// chunk is the number of work items a goroutine takes at a time.
const chunk = 4096

// Execute executes the selected executable over in on threads goroutines. The
// per-item outputs are computed in parallel and combined in item order, so
// the result is the same for any number of threads.
func Execute(k *Kernel, sel Selection, in Input, threads int) (*Output, error) {
	return ExecuteParts(k, []Part{{Sel: sel}}, in, threads)
}

// Part is one device's share of a split instance: its executable and its
// number of consecutive items (the last part takes the rest).
type Part struct {
	Sel   Selection
	Items int
}

// ExecuteParts executes a split instance: each part computes its items with
// its own executable, and the outputs are combined in item order with the
// same operations as an unsplit run — so the result is bit-identical to
// running all the items on any one of the devices.
func ExecuteParts(k *Kernel, parts []Part, in Input, threads int) (*Output, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("kernel %q: no executable to run", k.Name)
	}
	threads = max(threads, 1)
	n, region := 0, in.Region
	if k.Domain == DomainImage {
		if in.Image == nil {
			return nil, fmt.Errorf("kernel %q works on an image and got none", k.Name)
		}
		if region.Empty() {
			region = in.Image.Bounds()
		}
		region = region.Intersect(in.Image.Bounds())
		n = region.Dx() * region.Dy()
	} else {
		n = len(in.Buffer)
	}
	width := k.outWidth()
	if k.Domain == DomainImage && k.Reduce == ReduceNone && width != 3 {
		return nil, fmt.Errorf("kernel %q maps an image: its source must give a colour [r, g, b]", k.Name)
	}
	ops := int64(k.OpsPerItem())
	budget := k.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	var budgetErr error
	if int64(n)*ops > budget {
		allowed := int(budget / ops)
		budgetErr = fmt.Errorf("kernel %q: operation budget %d exceeded: %d items × %d ops; stopped after %d items", k.Name, budget, n, ops, allowed)
		n = allowed
	}
	// Reductions fold each chunk into a partial in item order and the
	// partials in chunk order: the same for any thread count.
	reducing := k.Reduce == ReduceSum || k.Reduce == ReduceMean || k.Reduce == ReduceMin || k.Reduce == ReduceMax
	nch := (n + chunk - 1) / chunk
	var vals, partial []float64
	if reducing {
		partial = make([]float64, nch*width)
		for i := range partial {
			partial[i] = identity(k.Reduce)
		}
	}
	if len(parts) == 1 {
		if !reducing {
			vals = make([]float64, n*width)
		}
		if err := runRange(k, parts[0].Sel, in, region, n, 0, n, threads, vals, partial, width); err != nil {
			return nil, err
		}
	} else {
		// Each part writes its items' outputs; a reduction then folds them
		// chunk by chunk exactly as an unsplit run folds as it goes.
		vals = make([]float64, n*width)
		from := 0
		for i, p := range parts {
			to := min(n, from+max(p.Items, 0))
			if i == len(parts)-1 {
				to = n
			}
			if err := runRange(k, p.Sel, in, region, n, from, to, threads, vals, nil, width); err != nil {
				return nil, err
			}
			from = to
		}
		if reducing {
			for c := 0; c < nch; c++ {
				foldSpan(k.Reduce, partial[c*width:(c+1)*width], vals[c*chunk*width:min(n, (c+1)*chunk)*width], width)
			}
		}
	}
	out := &Output{Items: n, Ops: int64(n) * ops}
	if reducing {
		vals, n = partial, nch
	}
	combine(k, in, region, vals, width, n, out)
	if k.Reduce == ReduceMean && out.Items > 0 {
		for c := range out.Value {
			out.Value[c] /= float64(out.Items)
		}
	}
	return out, budgetErr
}

// runRange computes items [from, to) of the n in region on threads
// goroutines, a chunk at a time: into vals, or (partial != nil) folded
// into the partial of each chunk (chunks counted from item 0).
func runRange(k *Kernel, sel Selection, in Input, region image.Rectangle, n, from, to, threads int, vals, partial []float64, width int) error {
	if from >= to {
		return nil
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr error
	errAt := to
	next := from
	for t := 0; t < threads; t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(k, sel, in, region, n)
			for {
				mu.Lock()
				a := next
				next = min(to, (a/chunk+1)*chunk)
				mu.Unlock()
				if a >= to {
					return
				}
				b := min(to, (a/chunk+1)*chunk)
				var acc []float64
				if partial != nil {
					c := a / chunk
					acc = partial[c*width : (c+1)*width]
				}
				if err := w.run(a, b, vals, acc, width); err != nil {
					mu.Lock()
					if a < errAt { // report the first failing item's chunk, whatever the thread count
						firstErr, errAt = err, a
					}
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return firstErr
}

type worker struct {
	k      *Kernel
	sel    Selection
	in     Input
	region image.Rectangle
	n      int
	item   Item
	env    map[string]any
	vm     vm.VM
	out    []float64
	// span and scratch serve native executables.
	span    Span
	scratch []float64
}

func newWorker(k *Kernel, sel Selection, in Input, region image.Rectangle, n int) *worker {
	w := &worker{k: k, sel: sel, in: in, region: region, n: n, out: make([]float64, 3)}
	if sel.Exe.program != nil {
		w.env = env(k.Domain, k.Params)
		for _, p := range k.Params {
			w.env[p] = in.Params[p]
		}
		w.vm.MemoryBudget = memoryBudget
		if k.Domain == DomainImage {
			w.env["w"], w.env["h"] = region.Dx(), region.Dy()
			w.env["px"] = func(dx, dy int) []float64 { return w.pixel(w.item.X+dx, w.item.Y+dy) }
		} else {
			w.env["n"] = len(in.Buffer)
			w.env["at"] = func(j int) float64 {
				if j < 0 || j >= len(in.Buffer) {
					return 0
				}
				return in.Buffer[j]
			}
		}
	}
	return w
}

// pixel returns the colour at (x, y) relative to the region, clamped to it.
func (w *worker) pixel(x, y int) []float64 {
	x = min(max(x, 0), w.region.Dx()-1)
	y = min(max(y, 0), w.region.Dy()-1)
	o := w.in.Image.PixOffset(w.region.Min.X+x, w.region.Min.Y+y)
	p := w.in.Image.Pix[o : o+4]
	return []float64{float64(p[0]) / 255, float64(p[1]) / 255, float64(p[2]) / 255}
}

// identity is the neutral element of a reduction.
func identity(r string) float64 {
	switch r {
	case ReduceMin:
		return math.Inf(1)
	case ReduceMax:
		return math.Inf(-1)
	}
	return 0
}

// fold adds v into acc under reduction r.
func fold(r string, acc, v []float64) {
	for c := range acc {
		switch r {
		case ReduceMin:
			acc[c] = math.Min(acc[c], v[c])
		case ReduceMax:
			acc[c] = math.Max(acc[c], v[c])
		default:
			acc[c] += v[c]
		}
	}
}

// unit8[v] is v/255: a channel byte as 0..1 (the same float64 the division
// gives, without a division per channel).
var unit8 = func() (t [256]float64) {
	for v := range t {
		t[v] = float64(v) / 255
	}
	return
}()

// run computes items [from, to): into vals, or folded into acc (with the
// same operations, in the same order, as fold).
func (w *worker) run(from, to int, vals, acc []float64, width int) error {
	if w.sel.Exe.native != nil {
		w.runNative(from, to, vals, acc, width)
		return nil
	}
	it := &w.item
	minFold, maxFold := w.k.Reduce == ReduceMin, w.k.Reduce == ReduceMax
	img, dx := w.in.Image, w.region.Dx()
	var o int
	if w.k.Domain == DomainImage {
		it.X, it.Y = from%dx-1, from/dx
		o = img.PixOffset(w.region.Min.X+it.X, w.region.Min.Y+it.Y)
	}
	for i := from; i < to; i++ {
		it.I = i
		if w.k.Domain == DomainImage {
			it.X++
			o += 4
			if it.X == dx { // next row of the region
				it.X, it.Y = 0, it.Y+1
				o = img.PixOffset(w.region.Min.X, w.region.Min.Y+it.Y)
			}
			p := img.Pix[o : o+4 : o+4]
			it.R, it.G, it.B, it.A = unit8[p[0]], unit8[p[1]], unit8[p[2]], unit8[p[3]]
		} else {
			it.V = w.in.Buffer[i]
		}
		dst := w.out[:width]
		if acc == nil {
			dst = vals[i*width : (i+1)*width]
		}
		if err := w.eval(dst); err != nil {
			return err
		}
		switch {
		case acc == nil:
		case minFold:
			for c := range acc {
				acc[c] = math.Min(acc[c], dst[c])
			}
		case maxFold:
			for c := range acc {
				acc[c] = math.Max(acc[c], dst[c])
			}
		default:
			for c := range acc {
				acc[c] += dst[c]
			}
		}
	}
	return nil
}

// spanLen bounds a span so that its outputs stay in the first-level cache.
const spanLen = 256

// runNative computes items [from, to) with a native executable, a span at
// a time (never across a row of the region): into vals, or into a scratch
// span folded into acc item by item — the same additions in the same
// order as the per-item path, so the result is bit-identical.
func (w *worker) runNative(from, to int, vals, acc []float64, width int) {
	native := w.sel.Exe.native
	s := &w.span
	s.Params = w.in.Params
	img, dx := w.in.Image, w.region.Dx()
	s.W, s.H, s.BufLen = dx, w.region.Dy(), len(w.in.Buffer)
	s.Img, s.Min = img, w.region.Min
	if acc != nil && len(w.scratch) < spanLen*width {
		w.scratch = make([]float64, spanLen*width)
	}
	for i := from; i < to; {
		n := min(to-i, spanLen)
		s.I = i
		if w.k.Domain == DomainImage {
			x, y := i%dx, i/dx
			n = min(n, dx-x)
			o := img.PixOffset(w.region.Min.X+x, w.region.Min.Y+y)
			s.Pix = img.Pix[o : o+4*n : o+4*n]
			s.X, s.Y = x, y
		} else {
			s.Buf = w.in.Buffer[i : i+n : i+n]
		}
		s.N = n
		if acc == nil {
			native(s, vals[i*width:(i+n)*width:(i+n)*width])
		} else {
			dst := w.scratch[: n*width : n*width]
			native(s, dst)
			foldSpan(w.k.Reduce, acc, dst, width)
		}
		i += n
	}
}

// foldSpan folds the outputs of consecutive items into acc in item order.
func foldSpan(r string, acc, vals []float64, width int) {
	switch {
	case (r == ReduceSum || r == ReduceMean) && width == 3:
		a0, a1, a2 := acc[0], acc[1], acc[2]
		for j := 0; j+2 < len(vals); j += 3 {
			a0 += vals[j]
			a1 += vals[j+1]
			a2 += vals[j+2]
		}
		acc[0], acc[1], acc[2] = a0, a1, a2
	case (r == ReduceSum || r == ReduceMean) && width == 1:
		a := acc[0]
		for _, v := range vals {
			a += v
		}
		acc[0] = a
	default:
		for j := 0; j+width <= len(vals); j += width {
			fold(r, acc, vals[j:j+width])
		}
	}
}

func (w *worker) eval(dst []float64) error {
	it := &w.item
	e := w.env
	e["i"] = it.I
	if w.k.Domain == DomainImage {
		e["r"], e["g"], e["b"], e["a"], e["x"], e["y"] = it.R, it.G, it.B, it.A, it.X, it.Y
	} else {
		e["v"] = it.V
	}
	v, err := w.vm.Run(w.sel.Exe.program, e)
	if err != nil {
		return fmt.Errorf("kernel %q, item %d: %v", w.k.Name, it.I, err)
	}
	switch x := v.(type) {
	case []any:
		if len(x) != len(dst) {
			return fmt.Errorf("kernel %q, item %d: returned %d values, want %d", w.k.Name, it.I, len(x), len(dst))
		}
		for j, c := range x {
			f, ok := number(c)
			if !ok {
				return fmt.Errorf("kernel %q, item %d: element %d is %T, not a number", w.k.Name, it.I, j, c)
			}
			dst[j] = f
		}
	case []float64:
		if len(x) != len(dst) {
			return fmt.Errorf("kernel %q, item %d: returned %d values, want %d", w.k.Name, it.I, len(x), len(dst))
		}
		copy(dst, x)
	default:
		f, ok := number(v)
		if !ok || len(dst) != 1 {
			return fmt.Errorf("kernel %q, item %d: returned %T, want %d number(s)", w.k.Name, it.I, v, len(dst))
		}
		dst[0] = f
	}
	return nil
}

func number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case bool:
		if x {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// combine reduces the per-item values in item order.
func combine(k *Kernel, in Input, region image.Rectangle, vals []float64, width, n int, out *Output) {
	switch k.Reduce {
	case ReduceNone:
		if k.Domain == DomainImage {
			img := image.NewRGBA(in.Image.Bounds())
			copy(img.Pix, in.Image.Pix)
			for i := 0; i < n; i++ {
				x, y := region.Min.X+i%region.Dx(), region.Min.Y+i/region.Dx()
				o := img.PixOffset(x, y)
				for c := 0; c < 3; c++ {
					img.Pix[o+c] = to8(vals[i*3+c])
				}
			}
			out.Image = img
		} else {
			out.Buffer = append([]float64(nil), vals...)
		}
	case ReduceSum, ReduceMean, ReduceMin, ReduceMax:
		// vals holds one partial per chunk.
		acc := make([]float64, width)
		for c := range acc {
			acc[c] = identity(k.Reduce)
		}
		for i := 0; i < n; i++ {
			fold(k.Reduce, acc, vals[i*width:(i+1)*width])
		}
		out.Value = acc
	case ReduceHistogram:
		out.Hist = make([]int, k.Bins)
		for i := 0; i < n; i++ {
			b := int(vals[i])
			out.Hist[min(max(b, 0), k.Bins-1)]++
		}
	case ReduceScan:
		out.Buffer = make([]float64, n)
		s := 0.0
		for i := 0; i < n; i++ {
			s += vals[i]
			out.Buffer[i] = s
		}
	}
}

// to8 converts 0..1 to a byte, clamping and rounding.
func to8(v float64) uint8 {
	if !(v > 0) {
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint8(v*255 + 0.5)
}

// BuiltinNames lists the built-in kernels.
func BuiltinNames() []string {
	var s []string
	for n := range builtins {
		s = append(s, n)
	}
	sort.Strings(s)
	return s
}

// Builtin returns a fresh copy of a built-in kernel: a source and a native
// executable for the CPU (version 1). Other devices compile the source
// online.
func Builtin(name string) (*Kernel, error) {
	b, ok := builtins[name]
	if !ok {
		return nil, fmt.Errorf("unknown built-in kernel %q (known: %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	k := b()
	return &k, nil
}

// The native CPU executables of the built-ins compute a span at a time.
// Explicit float64 conversions keep each product rounded on its own (no
// fused multiply-add), as the expression VM computes it: the native and
// the online-compiled forms give bit-identical results.

func nativeRGB(s *Span, dst []float64) {
	pix := s.Pix
	for j := 0; j < s.N; j++ {
		p := pix[4*j : 4*j+3 : 4*j+3]
		d := dst[3*j : 3*j+3 : 3*j+3]
		d[0], d[1], d[2] = unit8[p[0]], unit8[p[1]], unit8[p[2]]
	}
}

func nativeLumaBin(s *Span, dst []float64) {
	pix := s.Pix
	for j := 0; j < s.N; j++ {
		p := pix[4*j : 4*j+3 : 4*j+3]
		l := float64(0.2126*unit8[p[0]]) + float64(0.7152*unit8[p[1]])
		l = l + float64(0.0722*unit8[p[2]])
		dst[j] = float64(int(float64(l * 15.999)))
	}
}

func nativeExposure(s *Span, dst []float64) {
	g := s.Params["gain"]
	pix := s.Pix
	for j := 0; j < s.N; j++ {
		p := pix[4*j : 4*j+3 : 4*j+3]
		d := dst[3*j : 3*j+3 : 3*j+3]
		for c := 0; c < 3; c++ {
			v := float64(unit8[p[c]] * g)
			d[c] = v / float64(1+v)
		}
	}
}

func nativeCopy(s *Span, dst []float64) { copy(dst, s.Buf) }

// nativeBoxBlur is the box-blur source's arithmetic: per channel the sum,
// from 0 in the source's neighbour order, of the 3×3 neighbours (clamped
// to the region) divided by 9.
func nativeBoxBlur(s *Span, dst []float64) {
	img, w, h := s.Img, s.W, s.H
	for j := 0; j < s.N; j++ {
		var sum [3]float64
		for dy := -1; dy <= 1; dy++ {
			y := min(max(s.Y+dy, 0), h-1)
			for dx := -1; dx <= 1; dx++ {
				x := min(max(s.X+j+dx, 0), w-1)
				o := img.PixOffset(s.Min.X+x, s.Min.Y+y)
				p := img.Pix[o : o+3 : o+3]
				sum[0] += unit8[p[0]]
				sum[1] += unit8[p[1]]
				sum[2] += unit8[p[2]]
			}
		}
		dst[3*j], dst[3*j+1], dst[3*j+2] = sum[0]/9, sum[1]/9, sum[2]/9
	}
}

var builtins = map[string]func() Kernel{
	"average-colour": func() Kernel {
		return Kernel{Name: "average-colour", Domain: DomainImage, Reduce: ReduceMean, Source: "[r, g, b]",
			Executables: []Executable{{Type: "cpu", Version: 1, native: nativeRGB}}}
	},
	"histogram": func() Kernel {
		return Kernel{Name: "histogram", Domain: DomainImage, Reduce: ReduceHistogram, Bins: 16,
			Source:      "int((0.2126*r + 0.7152*g + 0.0722*b) * 15.999)",
			Executables: []Executable{{Type: "cpu", Version: 1, native: nativeLumaBin}}}
	},
	"box-blur": func() Kernel {
		return Kernel{Name: "box-blur", Domain: DomainImage,
			Source: "let s = [px(-1,-1), px(0,-1), px(1,-1), px(-1,0), px(0,0), px(1,0), px(-1,1), px(0,1), px(1,1)];\n" +
				"[sum(s, #[0]) / 9, sum(s, #[1]) / 9, sum(s, #[2]) / 9]",
			Executables: []Executable{{Type: "cpu", Version: 1, native: nativeBoxBlur}}}
	},
	"exposure": func() Kernel {
		return Kernel{Name: "exposure", Domain: DomainImage, Params: []string{"gain"},
			Source:      "[r * gain / (1 + r * gain), g * gain / (1 + g * gain), b * gain / (1 + b * gain)]",
			Executables: []Executable{{Type: "cpu", Version: 1, native: nativeExposure}}}
	},
	"prefix-sum": func() Kernel {
		return Kernel{Name: "prefix-sum", Domain: DomainBuffer, Reduce: ReduceScan, Source: "v",
			Executables: []Executable{{Type: "cpu", Version: 1, native: nativeCopy}}}
	},
}
