package hostrt

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"sync"

	"github.com/expr-lang/expr/vm"
)

// Functional execution of a kernel on real data: work items in parallel
// chunks, per-item outputs combined in item order (the same result on any
// number of threads), with native span executables where there is one.

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
	return ExecutePartsContext(context.Background(), k, []Part{{Sel: sel}}, in, threads)
}

// ExecuteContext is Execute that stops, with ctx's error, when ctx is done.
func ExecuteContext(ctx context.Context, k *Kernel, sel Selection, in Input, threads int) (*Output, error) {
	return ExecutePartsContext(ctx, k, []Part{{Sel: sel}}, in, threads)
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
	return ExecutePartsContext(context.Background(), k, parts, in, threads)
}

// ExecutePartsContext is ExecuteParts that stops when ctx is done. Besides
// the static budget check (operations per item × items), the operations a
// run performs — each predicate iteration and each array element an
// operator or builtin scans — are counted while it runs: a run that
// exceeds its budget, or whose ctx is done, stops within a few thousand
// operations and gives no output, only the error.
func ExecutePartsContext(ctx context.Context, k *Kernel, parts []Part, in Input, threads int) (*Output, error) {
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
	m := &meter{ctx: ctx, budget: budget, kernel: k.Name, ops: ops}
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
		if err := runRange(m, k, parts[0].Sel, in, region, n, 0, n, threads, vals, partial, width); err != nil {
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
			if err := runRange(m, k, p.Sel, in, region, n, from, to, threads, vals, nil, width); err != nil {
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
	out := &Output{Items: n, Ops: m.used.Load()}
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
func runRange(m *meter, k *Kernel, sel Selection, in Input, region image.Rectangle, n, from, to, threads int, vals, partial []float64, width int) error {
	if from >= to {
		return nil
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr, firstStop error
	errAt := to
	next := from
	for t := 0; t < threads; t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(m, k, sel, in, region, n)
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
				err := m.add(int64(b-a) * m.ops)
				if err == nil {
					err = w.run(a, b, vals, acc, width)
				}
				if err == nil {
					err = w.c.flush()
				}
				if err != nil {
					mu.Lock()
					if stop := stopErr(k, err); stop != nil { // the whole run stops
						if firstStop == nil {
							firstStop = stop
						}
						next = to
					}
					if a < errAt { // report the first failing item's chunk, whatever the thread count
						firstErr, errAt = err, a
					}
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if firstStop != nil {
		return firstStop
	}
	return firstErr
}

// stopErr is err when it stops the whole run (its budget is spent or its
// context done), else nil.
func stopErr(k *Kernel, err error) error {
	var be *BudgetError
	if errors.As(err, &be) {
		return be
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("kernel %q: %w", k.Name, err)
	}
	return nil
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
	c      counter
	out    []float64
	// span and scratch serve native executables.
	span    Span
	scratch []float64
}

func newWorker(m *meter, k *Kernel, sel Selection, in Input, region image.Rectangle, n int) *worker {
	w := &worker{k: k, sel: sel, in: in, region: region, n: n, out: make([]float64, 3), c: counter{m: m}}
	if sel.Exe.program != nil {
		w.env = env(k.Domain, k.Params)
		w.c.instrument(w.env)
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
func identity(r Reduction) float64 {
	switch r {
	case ReduceMin:
		return math.Inf(1)
	case ReduceMax:
		return math.Inf(-1)
	}
	return 0
}

// fold adds v into acc under reduction r.
func fold(r Reduction, acc, v []float64) {
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
func foldSpan(r Reduction, acc, vals []float64, width int) {
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
	if w.c.stop != nil {
		return w.c.stop
	}
	if err != nil {
		return fmt.Errorf("%skernel %q, item %d: %v", origin(w.k.Origin), w.k.Name, it.I, err)
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
