package hostrt

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"
)

// Kernels run as a sandbox (docs/runtime.md, "The kernel language"):
//
//   - Only deterministic builtins that read nothing but their arguments are
//     allowed (AllowedBuiltins); anything else — now, date, duration,
//     timezone, toJSON, strings, maps — is refused at compile time with a
//     located error.
//   - Every value is a number, a boolean, an array of numbers or an array
//     of arrays of numbers (px() gives [r, g, b]): array literals and map()
//     bodies are guarded, so no array can nest, or share itself, into an
//     exponentially large value.
//   - The compiled program is instrumented: every iteration of a predicate
//     (all, sum, map, filter, reduce, …) and every element an operator or a
//     builtin scans (==, in, max, sum, …) is counted against the kernel's
//     operation budget while it runs, and the count checks the run's
//     context, so a cancelled run stops within a few thousand operations.

// AllowedBuiltins are the builtins a kernel (or an instance parameter) may
// call. They are deterministic and read nothing but their arguments.
var AllowedBuiltins = []string{
	"abs", "all", "any", "bitand", "bitnand", "bitnot", "bitor", "bitshl", "bitshr", "bitushr", "bitxor",
	"ceil", "count", "filter", "find", "findIndex", "findLast", "findLastIndex", "first", "float", "floor",
	"int", "last", "len", "map", "max", "mean", "median", "min", "none", "one", "reduce", "round", "sum", "take",
}

// allowed is AllowedBuiltins as a set. expr parses some builtins
// (groupBy, sortBy, …) whatever the options say; the sandbox refuses every
// builtin not in it.
var allowed = func() map[string]bool {
	m := map[string]bool{}
	for _, b := range AllowedBuiltins {
		m[b] = true
	}
	return m
}()

// refused names the builtins refused with a reason beyond "not allowed".
var refused = map[string]string{
	"now":      "reads the host clock",
	"date":     "reads the host clock and time zone",
	"duration": "works on host time",
	"timezone": "reads the host's time zone files",
	"toJSON":   "builds strings",
	"fromJSON": "parses strings",
}

// Names the instrumentation adds to a kernel's environment. A kernel
// cannot declare them (they are in the environment) and calling them
// only counts more operations.
const (
	stepName = "__step" // one iteration of a predicate
	scanName = "__scan" // an array scanned by an operator or builtin: its length
	numName  = "__elem" // an array element: a number, a boolean or an array of them
)

// scanned are the builtins whose array arguments are scanned in full.
var scanned = map[string]bool{"max": true, "min": true, "sum": true, "mean": true, "median": true, "take": true}

// sandbox is the patcher that enforces the rules above and instruments
// the program. It runs after expr has typed the tree.
type sandbox struct {
	err     *file.Error
	strings map[*ast.StringNode]bool // string literals not used as a member name
}

func (s *sandbox) fail(n ast.Node, format string, a ...any) {
	if s.err == nil || locBefore(n.Location(), s.err.Location) {
		s.err = &file.Error{Location: n.Location(), Message: fmt.Sprintf(format, a...)}
	}
}

func locBefore(a, b file.Location) bool {
	return a.From < b.From
}

func call(name string, loc file.Location, args ...ast.Node) ast.Node {
	id := &ast.IdentifierNode{Value: name}
	id.SetLocation(loc)
	c := &ast.CallNode{Callee: id, Arguments: args}
	c.SetLocation(loc)
	return c
}

// arrayish reports whether a typed node may hold an array at run time.
func arrayish(n ast.Node) bool {
	t := n.Type()
	return t == nil || t.Kind() == reflect.Interface || t.Kind() == reflect.Slice || t.Kind() == reflect.Array
}

func isArray(n ast.Node) bool {
	t := n.Type()
	return t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array)
}

func (s *sandbox) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.StringNode:
		s.strings[n] = true
	case *ast.MemberNode:
		if sn, ok := n.Property.(*ast.StringNode); ok {
			delete(s.strings, sn)
		}
	case *ast.MapNode:
		s.fail(n, "maps are not part of the kernel language (values are numbers, booleans and flat arrays of numbers)")
	case *ast.IdentifierNode:
		if n.Value == "$env" {
			s.fail(n, "$env is not part of the kernel language")
		}
		s.name(n, n.Value)
	case *ast.BuiltinNode:
		s.name(n, n.Name)
		if !allowed[n.Name] && refused[n.Name] == "" {
			s.fail(n, "%s() is not allowed in a kernel (allowed builtins: %s)", n.Name, allowedList())
		}
		if n.Name == "map" && len(n.Arguments) == 2 {
			if c, ok := n.Arguments[1].(*ast.PredicateNode); ok {
				s.element(&c.Node)
			}
		}
		if scanned[n.Name] {
			for i := range n.Arguments {
				if _, pred := n.Arguments[i].(*ast.PredicateNode); !pred && arrayish(n.Arguments[i]) {
					n.Arguments[i] = call(scanName, n.Arguments[i].Location(), n.Arguments[i])
				}
			}
		}
	case *ast.PredicateNode:
		seq := &ast.SequenceNode{Nodes: []ast.Node{call(stepName, n.Node.Location()), n.Node}}
		seq.SetLocation(n.Node.Location())
		n.Node = seq
	case *ast.ArrayNode:
		for i := range n.Nodes {
			s.element(&n.Nodes[i])
		}
	case *ast.BinaryNode:
		switch n.Operator {
		case "==", "!=", "in":
			if arrayish(n.Left) {
				n.Left = call(scanName, n.Left.Location(), n.Left)
			}
			if arrayish(n.Right) {
				n.Right = call(scanName, n.Right.Location(), n.Right)
			}
		case "matches", "contains", "startsWith", "endsWith":
			s.fail(n, "%s works on strings, which are not part of the kernel language", n.Operator)
		}
	}
}

// element guards a value stored in an array: an array of arrays there is
// an error when it runs. A value typed as a number or as an array of
// numbers (px(), a range) needs no guard.
func (s *sandbox) element(p *ast.Node) {
	n := *p
	if seq, ok := n.(*ast.SequenceNode); ok { // an instrumented predicate body
		s.element(&seq.Nodes[len(seq.Nodes)-1])
		return
	}
	if isArray(n) && scalarKind(n.Type().Elem().Kind()) {
		return
	}
	if arrayish(n) {
		*p = call(numName, n.Location(), n)
	}
}

func scalarKind(k reflect.Kind) bool {
	switch k {
	case reflect.Bool, reflect.Int, reflect.Int64, reflect.Float64:
		return true
	}
	return false
}

func (s *sandbox) name(n ast.Node, name string) {
	if why, ok := refused[name]; ok {
		s.fail(n, "%s() is not allowed in a kernel: it %s (allowed builtins: %s)", name, why, strings.Join(AllowedBuiltins, ", "))
	}
}

// compileSandboxed compiles src over env with only the allowed builtins
// and the instrumentation. src's own errors come first; then the first
// refused construct.
func compileSandboxed(src string, env map[string]any) (*vm.Program, error) {
	if e := checkNesting(src); e != nil {
		return nil, e.Bind(file.NewSource(src))
	}
	sb := &sandbox{strings: map[*ast.StringNode]bool{}}
	env[stepName] = func() bool { return true }
	env[scanName] = func(v any) any { return v }
	env[numName] = func(v any) any { return v }
	opts := []expr.Option{expr.Env(env), expr.MaxNodes(2000), expr.DisableAllBuiltins(), expr.Patch(sb)}
	for _, b := range AllowedBuiltins {
		opts = append(opts, expr.EnableBuiltin(b))
	}
	p, err := expr.Compile(src, opts...)
	if sb.err == nil {
		for sn := range sb.strings {
			sb.fail(sn, "strings are not part of the kernel language")
		}
	}
	if sb.err != nil {
		// A refused name is also unknown to expr: the sandbox says why.
		return nil, sb.err.Bind(file.NewSource(src))
	}
	return p, err
}

// IterationCost is what one iteration of a predicate (all, sum, map, …)
// counts against the operation budget: an iteration in the VM costs about
// as much host time as IterationCost compiled operations (about 60 ns), so
// the budget bounds time whether a kernel loops or not: the default budget
// is at most 2^26 iterations, a few seconds (four nested sums over 1..1000
// ran 17 minutes under it when an iteration counted one).
const IterationCost = 256

// BudgetError is a run stopped by its operation budget.
type BudgetError struct {
	Kernel string
	Budget int64
}

func (e *BudgetError) Error() string {
	return fmt.Sprintf("kernel %q: operation budget %d exceeded while running (each predicate iteration and each array element scanned counts)", e.Kernel, e.Budget)
}

// meter counts one run's operations across its workers and watches its
// context.
type meter struct {
	ctx    context.Context
	used   atomic.Int64
	budget int64
	kernel string
	ops    int64 // static operations per item
}

// add counts n operations and reports why the run must stop, if it must.
func (m *meter) add(n int64) error {
	if m.used.Add(n) > m.budget {
		return &BudgetError{Kernel: m.kernel, Budget: m.budget}
	}
	if err := m.ctx.Err(); err != nil {
		return err
	}
	return nil
}

// counter is a worker's local count, flushed to the meter in batches.
// stop is why the run stopped, when it did: the VM turns the panic into a
// located error, and the worker reports stop instead.
type counter struct {
	m       *meter
	pending int64
	stop    error
}

const flushEvery = 1024

// count is called inside the VM: a stop panics, and the VM returns.
func (c *counter) count(n int64) {
	c.pending += n
	if c.pending >= flushEvery {
		if err := c.flush(); err != nil {
			c.stop = err
			panic(err)
		}
	}
}

// flush adds the pending count to the meter.
func (c *counter) flush() error {
	n := c.pending
	c.pending = 0
	return c.m.add(n)
}

// instrument installs a worker's counting functions in its environment.
func (c *counter) instrument(env map[string]any) {
	env[stepName] = func() bool { c.count(IterationCost); return true }
	env[scanName] = func(v any) any { c.count(int64(scanLen(v))); return v }
	env[numName] = func(v any) any {
		switch x := v.(type) {
		case int, int64, float64, bool, nil, []float64, []int:
			return v
		case []any:
			c.count(int64(len(x)))
			for _, e := range x {
				switch e.(type) {
				case int, int64, float64, bool, nil:
				default:
					panic(fmt.Errorf("an array holds numbers or arrays of numbers, not arrays of %s", typeName(e)))
				}
			}
			return v
		}
		panic(fmt.Errorf("an array holds numbers or arrays of numbers, not %s", typeName(v)))
	}
}

// scanLen is the number of elements an operator or builtin may visit in
// v: its elements, and theirs (arrays nest at most two deep).
func scanLen(v any) int {
	switch x := v.(type) {
	case []any:
		n := len(x)
		for _, e := range x {
			if _, ok := e.(int); !ok {
				if _, ok := e.(float64); !ok {
					n += scanLen(e) - 1
				}
			}
		}
		return max(n, 1)
	case []float64:
		return len(x)
	case []int:
		return len(x)
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array {
		return max(rv.Len(), 1)
	}
	return 1
}

func typeName(v any) string {
	if v == nil {
		return "nil"
	}
	if reflect.TypeOf(v).Kind() == reflect.Slice {
		return "an array"
	}
	return reflect.TypeOf(v).String()
}

// allowedList is the allowed builtins as documented (sorted, comma-separated).
func allowedList() string {
	s := append([]string(nil), AllowedBuiltins...)
	sort.Strings(s)
	return strings.Join(s, ", ")
}
