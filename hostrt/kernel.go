// Package hostrt is the host runtime over the PPU and the CPU
// (docs/runtime.md): kernel objects whose source is a small, safe
// expression language (github.com/expr-lang/expr) evaluated per work item,
// executables per device type and version, online compilation with a cache,
// and the functional execution of kernels on real data (the rendered
// framebuffer, buffers) on host goroutines. Timing is planned separately by
// scheduler.PlanHost from a deterministic cost model.
package hostrt

import (
	"errors"
	"fmt"
	"image"
	"reflect"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"

	"github.com/ppuwb/ppuwb/internal/enum"
)

// Domain is what a kernel's work items are.
type Domain int

const (
	DomainImage  Domain = iota // one work item per pixel: r, g, b, a (0..1), x, y, w, h, i
	DomainBuffer               // one work item per element: v, i, n
)

// DomainNames spells the domains as workspace files write them (the only
// list: String and the loader read it).
var DomainNames = enum.Names[Domain]{DomainImage: "image", DomainBuffer: "buffer"}

// String spells d as workspace files write it.
func (d Domain) String() string { return DomainNames.String(d) }

// Reduction is how a kernel combines its per-item outputs.
type Reduction int

const (
	ReduceNone      Reduction = iota // map: the outputs replace the items (image: [r, g, b]; buffer: number)
	ReduceSum                        // sum of numbers or of [r, g, b] vectors
	ReduceMean                       // mean of numbers or vectors
	ReduceMin                        // component-wise minimum
	ReduceMax                        // component-wise maximum
	ReduceHistogram                  // the output is a bin index in 0..bins-1
	ReduceScan                       // inclusive prefix sum of numbers (buffer)
)

// ReduceNames spells the reductions a workspace may name (the only list:
// String and the loader read it).
var ReduceNames = enum.Names[Reduction]{ReduceNone: "none", ReduceSum: "sum", ReduceMean: "mean", ReduceMin: "min",
	ReduceMax: "max", ReduceHistogram: "histogram", ReduceScan: "scan"}

// String spells r as workspace files write it.
func (r Reduction) String() string { return ReduceNames.String(r) }

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
	// Declared: the workspace lists it ([[runtime.kernels.executables]]);
	// Cost is then its operations per work item on that device (0: the
	// source's program length).
	Declared bool `json:"declared,omitempty"`
	Cost     int  `json:"cost,omitempty"`
	native   NativeFunc
	program  *vm.Program
}

// Kernel is a kernel object: a source over per-work-item inputs, a
// reduction, and zero or more executables.
type Kernel struct {
	Name        string
	Source      string // "" when the kernel ships executables only
	Domain      Domain
	Reduce      Reduction
	Bins        int      // histogram bins
	Params      []string // parameter names the source may use
	Width       int      // output width: 1 (number) or 3 (colour)
	Executables []Executable
	// Budget is the operation budget of one run (0: DefaultBudget). A run
	// whose static cost (operations per item × items) exceeds it stops at
	// the last item within the budget and reports an error; the operations
	// its loops and scans perform are counted while it runs too, and a run
	// they take past the budget stops with a BudgetError (sandbox.go).
	Budget int64
	// Origin is where the source is ("luma.expr", "workspace.toml:40:10"),
	// named by run-time errors.
	Origin string
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

// compile compiles the source for the kernel's domain into the program the
// VM runs: sandboxed and instrumented (sandbox.go).
func (k *Kernel) compile() (*vm.Program, error) {
	return k.sourceErr(compileSandboxed(k.Source, env(k.Domain, k.Params)))
}

// compilePlain compiles the source without the instrumentation: the
// program the span compiler and the cost model read. Call it only on a
// source that compile accepts.
func (k *Kernel) compilePlain() (*vm.Program, error) {
	if e := checkNesting(k.Source); e != nil {
		return k.sourceErr(nil, e.Bind(file.NewSource(k.Source)))
	}
	opts := []expr.Option{expr.Env(env(k.Domain, k.Params)), expr.MaxNodes(2000), expr.DisableAllBuiltins()}
	for _, b := range AllowedBuiltins {
		opts = append(opts, expr.EnableBuiltin(b))
	}
	return k.sourceErr(expr.Compile(k.Source, opts...))
}

func (k *Kernel) sourceErr(p *vm.Program, err error) (*vm.Program, error) {
	if err != nil {
		var fe *file.Error
		if errors.As(err, &fe) {
			return nil, &SourceError{Kernel: k.Name, Line: fe.Line, Column: fe.Column + 1, Msg: fe.Message}
		}
		return nil, &SourceError{Kernel: k.Name, Line: 1, Column: 1, Msg: err.Error()}
	}
	return p, nil
}

// MaxBins is the most bins a histogram may have.
const MaxBins = 1 << 16

// Check compiles the source (if any) and checks the kernel's settings.
func (k *Kernel) Check() error {
	if k.Source == "" && len(k.Executables) == 0 {
		return fmt.Errorf("kernel %q has neither a source nor an executable", k.Name)
	}
	if k.Reduce == ReduceHistogram && (k.Bins < 1 || k.Bins > MaxBins) {
		return fmt.Errorf("kernel %q: a histogram needs bins in 1..%d, not %d", k.Name, MaxBins, k.Bins)
	}
	for _, p := range k.Params {
		if strings.HasPrefix(p, "__") {
			return fmt.Errorf("kernel %q: parameter %q: names starting with __ are reserved", k.Name, p)
		}
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
	if _, err := k.compile(); err != nil {
		return 1
	}
	p, err := k.compilePlain()
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
		if _, err := k.compile(); err == nil {
			if p, err := k.compilePlain(); err == nil {
				if t := p.Node().Type(); t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
					return 3
				}
				return 1
			}
		}
	}
	if k.Domain == DomainImage && k.Reduce != ReduceHistogram {
		return 3
	}
	return 1
}
