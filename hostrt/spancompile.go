package hostrt

import (
	"math"
	"reflect"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/vm"
)

// This file is the second stage of online compilation: a kernel source
// that uses only numbers, the item's inputs, parameters, arithmetic,
// comparisons, logic, the ternary, let and the numeric builtins (abs, int,
// float, ceil, floor, round, min, max) is compiled from its checked syntax
// tree into a span program — a list of steps, each a tight loop over a
// span of items — and runs like a native executable: no per-item
// interpretation, interface values or map lookups. Anything else (px, at,
// arrays as values, predicates, strings, %) keeps the expression VM. Each
// step performs the operation the VM would perform, on the same types
// (int as int64, float as float64, explicit conversions so that no
// multiply-add is fused), so the results are bit-identical to the VM's —
// FuzzSpanProgramMatchesVM checks it.

type vkind uint8

const (
	vFloat vkind = iota // float64 slot
	vInt                // int64 slot
	vBool               // float64 slot holding 0 or 1
)

// vref is a compiled node's value: its kind and slot.
type vref struct {
	kind vkind
	slot int
}

// spanProgram is a compiled span program.
type spanProgram struct {
	steps  []func(e *spanEnv)
	nf, ni int    // float (and bool) and int slots
	out    []vref // the outputs of one item, in order
}

// spanEnv is one worker's state for a span program: its slots.
type spanEnv struct {
	p *spanProgram
	s *Span
	f [][]float64
	i [][]int64
}

type spanCompiler struct {
	p      *spanProgram
	domain Domain
	params map[string]bool
	scope  map[string]vref
}

// compileSpans compiles a checked program of k into a native executable,
// or returns nil when the source uses something a span program does not
// support (the VM runs it then).
func compileSpans(k *Kernel, prog *vm.Program) NativeFunc {
	c := &spanCompiler{p: &spanProgram{}, domain: k.Domain, params: map[string]bool{}, scope: map[string]vref{}}
	for _, n := range k.Params {
		c.params[n] = true
	}
	out, ok := c.outputs(prog.Node())
	if !ok {
		return nil
	}
	c.p.out = out
	if len(c.p.out) != k.outWidth() {
		return nil // the VM reports the mismatch
	}
	return c.p.run
}

// outputs compiles the item's result: a number, an array of numbers, a
// let around one, or a ternary between two arrays of the same length
// (selected element by element).
func (c *spanCompiler) outputs(n ast.Node) ([]vref, bool) {
	switch n := n.(type) {
	case *ast.ArrayNode:
		var out []vref
		for _, e := range n.Nodes {
			r, ok := c.node(e)
			if !ok {
				return nil, false
			}
			out = append(out, r)
		}
		return out, true
	case *ast.VariableDeclaratorNode:
		return withLet(c, n, c.outputs)
	case *ast.ConditionalNode:
		a, aok := n.Exp1.(*ast.ArrayNode)
		b, bok := n.Exp2.(*ast.ArrayNode)
		if !aok || !bok || len(a.Nodes) != len(b.Nodes) {
			break
		}
		cond, ok := c.node(n.Cond)
		if !ok || cond.kind != vBool {
			return nil, false
		}
		var out []vref
		for i := range a.Nodes {
			r, ok := c.choose(cond, a.Nodes[i], b.Nodes[i])
			if !ok {
				return nil, false
			}
			out = append(out, r)
		}
		return out, true
	}
	r, ok := c.node(n)
	return []vref{r}, ok
}

// withLet compiles n's value, binds its name while body compiles n's
// expression, and restores the scope.
func withLet[T any](c *spanCompiler, n *ast.VariableDeclaratorNode, body func(ast.Node) (T, bool)) (T, bool) {
	var zero T
	v, ok := c.node(n.Value)
	if !ok {
		return zero, false
	}
	old, had := c.scope[n.Name]
	c.scope[n.Name] = v
	r, ok := body(n.Expr)
	if had {
		c.scope[n.Name] = old
	} else {
		delete(c.scope, n.Name)
	}
	return r, ok
}

func (c *spanCompiler) slot(k vkind) vref {
	if k == vInt {
		c.p.ni++
		return vref{vInt, c.p.ni - 1}
	}
	c.p.nf++
	return vref{k, c.p.nf - 1}
}

func (c *spanCompiler) step(f func(e *spanEnv)) { c.p.steps = append(c.p.steps, f) }

// kindOf is the kind of a checked node's type (false: not a scalar).
func kindOf(n ast.Node) (vkind, bool) {
	t := n.Type()
	if t == nil {
		return 0, false
	}
	switch t.Kind() {
	case reflect.Float64:
		return vFloat, true
	case reflect.Int:
		return vInt, true
	case reflect.Bool:
		return vBool, true
	}
	return 0, false
}

func (c *spanCompiler) constant(v any) (vref, bool) {
	switch x := v.(type) {
	case int:
		r := c.slot(vInt)
		c.step(func(e *spanEnv) { fillI(e.i[r.slot][:e.s.N], int64(x)) })
		return r, true
	case float64:
		r := c.slot(vFloat)
		c.step(func(e *spanEnv) { fillF(e.f[r.slot][:e.s.N], x) })
		return r, true
	case bool:
		r := c.slot(vBool)
		b := 0.0
		if x {
			b = 1
		}
		c.step(func(e *spanEnv) { fillF(e.f[r.slot][:e.s.N], b) })
		return r, true
	}
	return vref{}, false
}

// node compiles n; the kind it derives must agree with the checker's type
// of n where the checker knows it.
func (c *spanCompiler) node(n ast.Node) (vref, bool) {
	r, ok := c.node0(n)
	if k, known := kindOf(n); ok && known && k != r.kind {
		return vref{}, false
	}
	return r, ok
}

func (c *spanCompiler) node0(n ast.Node) (vref, bool) {
	switch n := n.(type) {
	case *ast.IntegerNode:
		return c.constant(n.Value)
	case *ast.FloatNode:
		return c.constant(n.Value)
	case *ast.BoolNode:
		return c.constant(n.Value)
	case *ast.ConstantNode:
		return c.constant(n.Value)
	case *ast.IdentifierNode:
		return c.ident(n.Value)
	case *ast.UnaryNode:
		return c.unary(n)
	case *ast.BinaryNode:
		return c.binary(n)
	case *ast.ConditionalNode:
		return c.conditional(n)
	case *ast.BuiltinNode:
		return c.builtin(n)
	case *ast.VariableDeclaratorNode:
		return withLet(c, n, c.node)
	}
	return vref{}, false
}

// counting is an int slot counting up by one per item from first(span):
// the index i, or x within the row.
func (c *spanCompiler) counting(first func(s *Span) int) vref {
	r := c.slot(vInt)
	c.step(func(e *spanEnv) {
		d, v := e.i[r.slot][:e.s.N], int64(first(e.s))
		for j := range d {
			d[j] = v + int64(j)
		}
	})
	return r
}

func (c *spanCompiler) ident(name string) (vref, bool) {
	if r, ok := c.scope[name]; ok {
		return r, true
	}
	if c.params[name] {
		r := c.slot(vFloat)
		c.step(func(e *spanEnv) { fillF(e.f[r.slot][:e.s.N], e.s.Params[name]) })
		return r, true
	}
	if name == "i" {
		return c.counting(func(s *Span) int { return s.I }), true
	}
	if c.domain == DomainImage {
		switch name {
		case "r", "g", "b", "a":
			ch := map[string]int{"r": 0, "g": 1, "b": 2, "a": 3}[name]
			r := c.slot(vFloat)
			c.step(func(e *spanEnv) {
				d, pix := e.f[r.slot][:e.s.N], e.s.Pix
				for j := range d {
					d[j] = unit8[pix[4*j+ch]]
				}
			})
			return r, true
		case "x":
			return c.counting(func(s *Span) int { return s.X }), true
		case "y", "w", "h":
			r := c.slot(vInt)
			c.step(func(e *spanEnv) {
				v := map[string]int{"y": e.s.Y, "w": e.s.W, "h": e.s.H}[name]
				fillI(e.i[r.slot][:e.s.N], int64(v))
			})
			return r, true
		}
		return vref{}, false
	}
	switch name {
	case "v":
		r := c.slot(vFloat)
		c.step(func(e *spanEnv) { copy(e.f[r.slot][:e.s.N], e.s.Buf) })
		return r, true
	case "n":
		r := c.slot(vInt)
		c.step(func(e *spanEnv) { fillI(e.i[r.slot][:e.s.N], int64(e.s.BufLen)) })
		return r, true
	}
	return vref{}, false
}

// asFloat returns a float view of r: r itself, or a new slot converting an
// int slot (as the VM converts an int operand of a float operation).
func (c *spanCompiler) asFloat(r vref) vref {
	if r.kind != vInt {
		return r
	}
	o := c.slot(vFloat)
	c.step(func(e *spanEnv) {
		d, a := e.f[o.slot][:e.s.N], e.i[r.slot]
		for j := range d {
			d[j] = float64(a[j])
		}
	})
	return o
}

// perKind adds a step computing a new slot of a's kind from a with fi
// (ints) or ff (floats).
func (c *spanCompiler) perKind(a vref, fi func(d, x []int64), ff func(d, x []float64)) vref {
	o := c.slot(a.kind)
	c.step(func(e *spanEnv) {
		if o.kind == vInt {
			fi(e.i[o.slot][:e.s.N], e.i[a.slot])
		} else {
			ff(e.f[o.slot][:e.s.N], e.f[a.slot])
		}
	})
	return o
}

func (c *spanCompiler) unary(n *ast.UnaryNode) (vref, bool) {
	a, ok := c.node(n.Node)
	if !ok {
		return vref{}, false
	}
	switch n.Operator {
	case "+":
		if a.kind == vBool {
			return vref{}, false
		}
		return a, true
	case "-":
		if a.kind == vBool {
			return vref{}, false
		}
		return c.perKind(a, negate[int64], negate[float64]), true
	case "!", "not":
		if a.kind == vBool {
			o := c.slot(vBool)
			c.step(func(e *spanEnv) {
				d, x := e.f[o.slot][:e.s.N], e.f[a.slot]
				for j := range d {
					d[j] = 1 - x[j]
				}
			})
			return o, true
		}
	}
	return vref{}, false
}

func (c *spanCompiler) binary(n *ast.BinaryNode) (vref, bool) {
	a, ok := c.node(n.Left)
	if !ok {
		return vref{}, false
	}
	b, ok := c.node(n.Right)
	if !ok {
		return vref{}, false
	}
	num := a.kind != vBool && b.kind != vBool
	ints := a.kind == vInt && b.kind == vInt
	switch n.Operator {
	case "+", "-", "*":
		if !num {
			return vref{}, false
		}
		op := n.Operator
		if ints {
			o := c.slot(vInt)
			c.step(func(e *spanEnv) { arith(op, e.i[o.slot][:e.s.N], e.i[a.slot], e.i[b.slot]) })
			return o, true
		}
		fa, fb := c.asFloat(a), c.asFloat(b)
		o := c.slot(vFloat)
		c.step(func(e *spanEnv) { arith(op, e.f[o.slot][:e.s.N], e.f[fa.slot], e.f[fb.slot]) })
		return o, true
	case "/", "**", "^":
		if !num {
			return vref{}, false
		}
		fa, fb := c.asFloat(a), c.asFloat(b)
		o := c.slot(vFloat)
		pow := n.Operator != "/"
		c.step(func(e *spanEnv) {
			d, x, y := e.f[o.slot][:e.s.N], e.f[fa.slot], e.f[fb.slot]
			if pow {
				for j := range d {
					d[j] = math.Pow(x[j], y[j])
				}
				return
			}
			for j := range d {
				d[j] = float64(x[j] / y[j])
			}
		})
		return o, true
	case "<", "<=", ">", ">=", "==", "!=":
		if !num && !(a.kind == vBool && b.kind == vBool && (n.Operator == "==" || n.Operator == "!=")) {
			return vref{}, false
		}
		op := n.Operator
		o := c.slot(vBool)
		if ints {
			c.step(func(e *spanEnv) {
				d, x, y := e.f[o.slot][:e.s.N], e.i[a.slot], e.i[b.slot]
				for j := range d {
					d[j] = b2f(compare(op, x[j], y[j]))
				}
			})
			return o, true
		}
		fa, fb := c.asFloat(a), c.asFloat(b)
		c.step(func(e *spanEnv) {
			d, x, y := e.f[o.slot][:e.s.N], e.f[fa.slot], e.f[fb.slot]
			for j := range d {
				d[j] = b2f(compare(op, x[j], y[j]))
			}
		})
		return o, true
	case "and", "&&", "or", "||":
		if a.kind != vBool || b.kind != vBool {
			return vref{}, false
		}
		and := n.Operator == "and" || n.Operator == "&&"
		o := c.slot(vBool)
		c.step(func(e *spanEnv) {
			d, x, y := e.f[o.slot][:e.s.N], e.f[a.slot], e.f[b.slot]
			for j := range d {
				if and {
					d[j] = x[j] * y[j]
				} else {
					d[j] = max(x[j], y[j])
				}
			}
		})
		return o, true
	}
	return vref{}, false
}

func (c *spanCompiler) conditional(n *ast.ConditionalNode) (vref, bool) {
	cond, ok := c.node(n.Cond)
	if !ok || cond.kind != vBool {
		return vref{}, false
	}
	return c.choose(cond, n.Exp1, n.Exp2)
}

// choose selects, item by item, x where cond holds and y elsewhere (both
// of the same kind).
func (c *spanCompiler) choose(cond vref, x, y ast.Node) (vref, bool) {
	a, ok := c.node(x)
	if !ok {
		return vref{}, false
	}
	b, ok := c.node(y)
	if !ok || a.kind != b.kind {
		return vref{}, false
	}
	o := c.slot(a.kind)
	c.step(func(e *spanEnv) {
		if o.kind == vInt {
			choose(e.i[o.slot][:e.s.N], e.f[cond.slot], e.i[a.slot], e.i[b.slot])
		} else {
			choose(e.f[o.slot][:e.s.N], e.f[cond.slot], e.f[a.slot], e.f[b.slot])
		}
	})
	return o, true
}

func (c *spanCompiler) builtin(n *ast.BuiltinNode) (vref, bool) {
	var args []vref
	for _, x := range n.Arguments {
		r, ok := c.node(x)
		if !ok || r.kind == vBool {
			return vref{}, false
		}
		args = append(args, r)
	}
	if len(args) == 0 {
		return vref{}, false
	}
	a := args[0]
	switch n.Name {
	case "abs", "int", "float", "ceil", "floor", "round":
		if len(args) != 1 {
			return vref{}, false
		}
	}
	switch n.Name {
	case "abs":
		return c.perKind(a, absolute[int64], absolute[float64]), true
	case "int":
		if a.kind == vInt {
			return a, true
		}
		o := c.slot(vInt)
		c.step(func(e *spanEnv) {
			d, x := e.i[o.slot][:e.s.N], e.f[a.slot]
			for j := range d {
				d[j] = int64(int(x[j]))
			}
		})
		return o, true
	case "float":
		return c.asFloat(a), true
	case "ceil", "floor", "round":
		f := map[string]func(float64) float64{"ceil": math.Ceil, "floor": math.Floor, "round": math.Round}[n.Name]
		fa := c.asFloat(a)
		if a.kind == vInt {
			return fa, true // an int is its own ceiling, as a float
		}
		o := c.slot(vFloat)
		c.step(func(e *spanEnv) {
			d, x := e.f[o.slot][:e.s.N], e.f[fa.slot]
			for j := range d {
				d[j] = f(x[j])
			}
		})
		return o, true
	case "min", "max":
		for _, r := range args {
			if r.kind != a.kind {
				return vref{}, false // mixed kinds: the VM keeps each value's own type
			}
		}
		// The VM keeps the first value and replaces it by a later one that
		// is less (min) or more (max).
		less := n.Name == "min"
		o := c.slot(a.kind)
		c.step(func(e *spanEnv) {
			for k, r := range args {
				if a.kind == vInt {
					extreme(k == 0, less, e.i[o.slot][:e.s.N], e.i[r.slot])
				} else {
					extreme(k == 0, less, e.f[o.slot][:e.s.N], e.f[r.slot])
				}
			}
		})
		return o, true
	}
	return vref{}, false
}

// run is the span program as a native executable.
func (p *spanProgram) run(s *Span, dst []float64) {
	e, _ := s.scratch.(*spanEnv)
	if e == nil || e.p != p {
		e = &spanEnv{p: p, f: make([][]float64, p.nf), i: make([][]int64, p.ni)}
		for k := range e.f {
			e.f[k] = make([]float64, spanLen)
		}
		for k := range e.i {
			e.i[k] = make([]int64, spanLen)
		}
		s.scratch = e
	}
	e.s = s
	for _, st := range p.steps {
		st(e)
	}
	w := len(p.out)
	for k, o := range p.out {
		if o.kind == vInt {
			x := e.i[o.slot]
			for j := 0; j < s.N; j++ {
				dst[j*w+k] = float64(x[j])
			}
			continue
		}
		x := e.f[o.slot]
		for j := 0; j < s.N; j++ {
			dst[j*w+k] = x[j]
		}
	}
}

func fillF(d []float64, v float64) { fill(d, v) }

func fillI(d []int64, v int64) { fill(d, v) }

func fill[T number64](d []T, v T) {
	for j := range d {
		d[j] = v
	}
}

type number64 interface{ int64 | float64 }

func negate[T number64](d, x []T) {
	for j := range d {
		d[j] = -x[j]
	}
}

// absolute is expr's abs: x < 0 ? -x : x (so -0.0 stays -0.0).
func absolute[T number64](d, x []T) {
	for j := range d {
		d[j] = x[j]
		if x[j] < 0 {
			d[j] = -x[j]
		}
	}
}

// arith is d = x op y for + - *. The explicit conversion keeps a float
// product from being fused into a later addition.
func arith[T number64](op string, d, x, y []T) {
	switch op {
	case "+":
		for j := range d {
			d[j] = T(x[j] + y[j])
		}
	case "-":
		for j := range d {
			d[j] = T(x[j] - y[j])
		}
	default:
		for j := range d {
			d[j] = T(x[j] * y[j])
		}
	}
}

// choose is d = k ? x : y item by item.
func choose[T number64](d []T, k []float64, x, y []T) {
	for j := range d {
		if k[j] != 0 {
			d[j] = x[j]
		} else {
			d[j] = y[j]
		}
	}
}

// extreme folds x into d as expr's min (less) or max does: the first
// argument, then a later one that is less (more) replaces it.
func extreme[T number64](first, less bool, d, x []T) {
	if first {
		copy(d, x)
		return
	}
	for j := range d {
		if less && d[j] > x[j] || !less && d[j] < x[j] {
			d[j] = x[j]
		}
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// compare applies a comparison operator.
func compare[T number64](op string, x, y T) bool {
	switch op {
	case "<":
		return x < y
	case "<=":
		return x <= y
	case ">":
		return x > y
	case ">=":
		return x >= y
	case "==":
		return x == y
	}
	return x != y
}
