// Package cmdstream parses the text form of a command stream (docs/replay.md)
// into a scheduler.CommandStream, resolving its names against the
// workspace's memory, tasks and scene; every problem has its line:col.
package cmdstream

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/ppuwb/ppuwb/internal/hint"
	"github.com/ppuwb/ppuwb/scheduler"
)

// The text form of a command stream (docs/replay.md):
//
//	# comment
//	A: checkpoint
//	B: set mode = 3             state operation (deterministic)
//	C: read c = C               memory read into a variable
//	E: write out = c * 2 + 1    memory write of an expression
//	K: if [C] > 4 {             predicate (may read memory with [ADDR])
//	L:   dispatch blur          a compute task from the task files
//	   } else {
//	M:   draw                   the scene's frame work
//	   }
//	N: wait                     previously dispatched work completes
//	O: delay 100                a plain delay in cycles

// Error is a problem in a command stream at line:col (1-based).
type Error struct {
	Line, Col int
	Msg       string
}

func (e Error) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Names is what a stream may refer to: memory addresses, tasks, and
// whether the workspace has a scene to draw.
type Names struct {
	Memory  scheduler.CPMemory
	Tasks   []string
	CanDraw bool
}

// MaxOps bounds the operations of one stream.
const MaxOps = 1 << 21

// MaxDepth bounds how deeply if blocks nest in a stream.
const MaxDepth = 64

// Parse parses the text form of a command stream, resolving
// names against n. All problems are returned, each with its line:col.
func Parse(src []byte, n Names) (*scheduler.CommandStream, []Error) {
	p := &streamParser{n: n, cs: &scheduler.CommandStream{}, vars: map[string]int{}, regs: map[string]int{}, labels: map[string]int{}, ifOf: map[int]int{}}
	p.parse(string(src))
	return p.cs, p.errs
}

type streamParser struct {
	n      Names
	cs     *scheduler.CommandStream
	errs   []Error
	vars   map[string]int
	regs   map[string]int
	labels map[string]int
	open   []int          // indices of open scheduler.OpIf / scheduler.OpElse
	ifOf   map[int]int    // an OpElse's index → its OpIf's
	mem    map[string]int // memory names → addresses (built on first use)
	tasks  map[string]bool
	bases  []string       // memory names without their [i], for "did you mean"
	seen   map[string]int // variables assigned in the current checkpoint block → op index
	line   int
	// column of the current token start
}

// maxStreamErrors bounds the errors reported for one stream.
const maxStreamErrors = 50

// full reports whether no more errors will be shown (so that the work of
// a "did you mean" is skipped).
func (p *streamParser) full() bool { return len(p.errs) >= maxStreamErrors }

func (p *streamParser) errf(line, col int, format string, a ...any) {
	if len(p.errs) < maxStreamErrors {
		p.errs = append(p.errs, Error{line, col, fmt.Sprintf(format, a...)})
	}
}

// IsIdent reports whether s is a name a stream can use for a variable or a
// memory address: a letter or _ followed by letters, digits or _ (ASCII).
func IsIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || unicode.IsLetter(r) || (i > 0 && unicode.IsDigit(r))) || r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

var keywords = map[string]bool{"checkpoint": true, "set": true, "read": true, "write": true, "if": true, "else": true,
	"dispatch": true, "draw": true, "wait": true, "delay": true}

func (p *streamParser) parse(src string) {
	p.seen = map[string]int{}
	lines := strings.Split(src, "\n")
	for li, raw := range lines {
		line := li + 1
		text := raw
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimRight(text, " \t\r")
		col := 1 + len(text) - len(strings.TrimLeft(text, " \t"))
		text = strings.TrimLeft(text, " \t")
		if text == "" {
			continue
		}
		if len(p.cs.Ops) >= MaxOps {
			p.errf(line, col, "more than %d operations in one stream", MaxOps)
			return
		}
		label := ""
		if i := strings.IndexByte(text, ':'); i > 0 && IsIdent(strings.TrimSpace(text[:i])) && !keywords[strings.TrimSpace(text[:i])] {
			label = strings.TrimSpace(text[:i])
			rest := text[i+1:]
			skip := len(rest) - len(strings.TrimLeft(rest, " \t"))
			col += i + 1 + skip
			text = strings.TrimLeft(rest, " \t")
			if prev, dup := p.labels[label]; dup {
				p.errf(line, col-i-1-skip, "label %s is already used (line %d)", label, p.cs.Ops[prev].Line)
				label = ""
			}
			if text == "" {
				p.errf(line, col, "label %s has no operation after it", strings.TrimSpace(label))
				continue
			}
		}
		p.op(line, col, label, text)
	}
	for _, o := range p.open {
		op := p.cs.Ops[o]
		p.errf(op.Line, op.Col, "this if block is never closed with }")
	}
}

func (p *streamParser) add(op scheduler.CPOp) int {
	op.Depth = len(p.open)
	p.cs.Ops = append(p.cs.Ops, op)
	i := len(p.cs.Ops) - 1
	if op.Label != "" {
		p.labels[op.Label] = i
	}
	return i
}

// closeBlock reads "}": it ends the innermost open if or else block.
func (p *streamParser) closeBlock(line, col int, label string, base scheduler.CPOp) {
	if len(p.open) == 0 {
		p.errf(line, col, "} without an open if block")
		return
	}
	o := p.open[len(p.open)-1]
	p.open = p.open[:len(p.open)-1]
	base.Kind = scheduler.OpEnd
	if label != "" {
		p.errf(line, col, "a closing } cannot carry a label (nothing may jump into a block)")
		base.Label = ""
	}
	i := p.add(base)
	p.cs.Ops[o].End = i
	if p.cs.Ops[o].Kind == scheduler.OpElse {
		p.cs.Ops[p.ifOf[o]].End = i // the if before the else
	}
}

// elseBlock reads "} else {": it ends the innermost open if block and
// opens its else block.
func (p *streamParser) elseBlock(line, col int, label, text string, base scheduler.CPOp) {
	r := strings.TrimSpace(text[1:])
	if r != "else {" && !(strings.HasPrefix(r, "else") && strings.TrimSpace(r[4:]) == "{") {
		p.errf(line, col, "expected } or } else {")
		return
	}
	if len(p.open) == 0 || p.cs.Ops[p.open[len(p.open)-1]].Kind != scheduler.OpIf {
		p.errf(line, col, "else without an open if block")
		return
	}
	o := p.open[len(p.open)-1]
	p.open = p.open[:len(p.open)-1]
	base.Kind = scheduler.OpElse
	base.Label = ""
	if label != "" {
		p.errf(line, col, "an else cannot carry a label (nothing may jump into a block)")
	}
	i := p.add(base)
	p.cs.Ops[o].Else = i
	p.ifOf[i] = o
	p.open = append(p.open, i)
}

func (p *streamParser) op(line, col int, label, text string) {
	word, rest := text, ""
	if i := strings.IndexAny(text, " \t"); i >= 0 {
		word, rest = text[:i], strings.TrimLeft(text[i:], " \t")
	}
	restCol := col + len(text) - len(rest)
	base := scheduler.CPOp{Label: label, Line: line, Col: col, Text: text, Else: -1, End: -1, Var: -1, Reg: -1, Addr: -1}
	switch {
	case text == "}":
		p.closeBlock(line, col, label, base)
		return
	case strings.HasPrefix(text, "}"):
		p.elseBlock(line, col, label, text, base)
		return
	}
	switch word {
	case "checkpoint":
		p.noArgs(line, restCol, word, rest)
		if len(p.open) > 0 {
			p.errf(line, col, "checkpoint inside an if block: a resume from it would jump into the block (put it before the if or after its })")
		}
		base.Kind = scheduler.OpCheckpoint
		p.seen = map[string]int{}
		p.add(base)
	case "draw", "wait":
		p.noArgs(line, restCol, word, rest)
		if word == "draw" {
			base.Kind = scheduler.OpDraw
			if !p.n.CanDraw {
				p.errf(line, col, "draw: the workspace has no scene whose frame work could be drawn")
			}
		} else {
			base.Kind = scheduler.OpWait
		}
		p.add(base)
	case "delay":
		base.Kind = scheduler.OpDelay
		base.Expr = p.expr(line, restCol, rest, false)
		if base.Expr != nil && (base.Expr.Op != "const" || base.Expr.Val < 0 || base.Expr.Val > 1<<40) {
			p.errf(line, restCol, "delay takes a number of cycles (0..%d)", int64(1)<<40)
		}
		p.add(base)
	case "dispatch":
		base.Kind = scheduler.OpDispatch
		if !IsIdent(rest) {
			p.errf(line, restCol, "dispatch takes the name of a task from the task files")
		} else if !p.isTask(rest) && !p.full() {
			p.errf(line, restCol, "dispatch: no task named %q%s", hint.Clip(rest), hint.DidYouMean(rest, p.n.Tasks))
		}
		base.Name = rest
		p.add(base)
	case "set", "read", "write":
		lhs, rhs, ok := strings.Cut(rest, "=")
		if !ok || strings.HasPrefix(rhs, "=") {
			p.errf(line, restCol, "%s needs NAME = %s", word, map[string]string{"set": "EXPR", "read": "ADDRESS", "write": "EXPR"}[word])
			return
		}
		lhs = strings.TrimSpace(lhs)
		rhsCol := restCol + len(rest) - len(strings.TrimLeft(rhs, " \t")) - 0
		rhsCol = restCol + strings.Index(rest, "=") + 1 + len(rhs) - len(strings.TrimLeft(rhs, " \t"))
		rhs = strings.TrimSpace(rhs)
		switch word {
		case "set":
			base.Kind = scheduler.OpSet
			if !IsIdent(lhs) {
				p.errf(line, restCol, "set: %q is not a register name", hint.Clip(lhs))
			}
			base.Name = lhs
			base.Expr = p.expr(line, rhsCol, rhs, false)
			r, ok := p.regs[lhs]
			if !ok {
				r = len(p.cs.Regs)
				p.regs[lhs] = r
				p.cs.Regs = append(p.cs.Regs, lhs)
			}
			base.Reg = r
		case "read":
			base.Kind = scheduler.OpRead
			if !IsIdent(lhs) {
				p.errf(line, restCol, "read: %q is not a variable name", hint.Clip(lhs))
			}
			base.Name = lhs
			base.Addr = p.addr(line, rhsCol, rhs)
			v, ok := p.vars[lhs]
			if !ok {
				v = len(p.cs.Vars)
				p.vars[lhs] = v
				p.cs.Vars = append(p.cs.Vars, lhs)
			}
			base.Var = v
			p.seen[lhs] = len(p.cs.Ops)
		case "write":
			base.Kind = scheduler.OpWrite
			base.Addr = p.addr(line, restCol, lhs)
			base.Expr = p.expr(line, rhsCol, rhs, false)
		}
		p.add(base)
	case "if":
		if !strings.HasSuffix(rest, "{") {
			p.errf(line, col+len(text), "if needs a { at the end of the line")
			return
		}
		base.Kind = scheduler.OpIf
		pred := strings.TrimSpace(strings.TrimSuffix(rest, "{"))
		if pred == "" {
			p.errf(line, restCol, "if needs a predicate")
			return
		}
		base.Expr = p.expr(line, restCol, pred, true)
		if len(p.open) == MaxDepth {
			p.errf(line, col, "if blocks nest more than %d deep", MaxDepth)
		}
		i := p.add(base)
		p.open = append(p.open, i)
	case "else":
		p.errf(line, col, "else must follow a } on the same line: } else {")
	default:
		p.errf(line, col, "unknown operation %q (expected checkpoint, set, read, write, if, dispatch, draw, wait or delay)%s", hint.Clip(word), hint.DidYouMean(word, []string{"checkpoint", "set", "read", "write", "if", "dispatch", "draw", "wait", "delay"}))
	}
}

func (p *streamParser) noArgs(line, col int, word, rest string) {
	if rest != "" {
		p.errf(line, col, "%s takes no arguments", word)
	}
}

// isTask reports whether a task is named name (a set built on first use).
func (p *streamParser) isTask(name string) bool {
	if p.tasks == nil {
		p.tasks = make(map[string]bool, len(p.n.Tasks))
		for _, t := range p.n.Tasks {
			p.tasks[t] = true
		}
	}
	return p.tasks[name]
}

// addr looks a memory name up in a map (built on first use); the "did
// you mean" over every name runs only for an error that is shown.
func (p *streamParser) addr(line, col int, s string) int {
	if p.mem == nil {
		p.mem = make(map[string]int, len(p.n.Memory.Names))
		for i := len(p.n.Memory.Names) - 1; i >= 0; i-- { // the first of equal names wins
			p.mem[p.n.Memory.Names[i]] = i
		}
	}
	a, ok := p.mem[s]
	if !ok {
		a = -1
		if p.full() {
			return a
		}
		if p.bases == nil {
			seen := map[string]bool{}
			for _, n := range p.n.Memory.Names {
				base, _, _ := strings.Cut(n, "[")
				if !seen[base] {
					seen[base] = true
					p.bases = append(p.bases, base)
				}
			}
		}
		p.errf(line, col, "no memory address %q is declared (declare it under [commands.memory])%s", hint.Clip(s), hint.DidYouMean(s, p.bases))
	}
	return a
}

// expr parses an expression; memory terms [ADDR] only where mem is true.
func (p *streamParser) expr(line, col int, s string, mem bool) *scheduler.CPExpr {
	ep := &exprParser{src: s, p: p, line: line, col: col, mem: mem}
	e := ep.or()
	if ep.err {
		return nil
	}
	ep.space()
	if ep.i < len(s) {
		p.errf(line, col+ep.i, "unexpected %q in expression", hint.Clip(s[ep.i:]))
		return nil
	}
	return e
}

type exprParser struct {
	src       string
	i         int
	p         *streamParser
	line, col int
	mem       bool
	err       bool
	depth     int
}

func (e *exprParser) space() {
	for e.i < len(e.src) && (e.src[e.i] == ' ' || e.src[e.i] == '\t') {
		e.i++
	}
}

func (e *exprParser) fail(format string, a ...any) *scheduler.CPExpr {
	if !e.err {
		e.p.errf(e.line, e.col+e.i, format, a...)
	}
	e.err = true
	return nil
}

func (e *exprParser) accept(ops ...string) string {
	e.space()
	for _, o := range ops {
		if strings.HasPrefix(e.src[e.i:], o) {
			// "<" must not eat "<="; callers list longer operators first.
			e.i += len(o)
			return o
		}
	}
	return ""
}

func (e *exprParser) bin(next func() *scheduler.CPExpr, ops ...string) *scheduler.CPExpr {
	l := next()
	for !e.err {
		o := e.accept(ops...)
		if o == "" {
			return l
		}
		r := next()
		if e.err {
			return nil
		}
		l = &scheduler.CPExpr{Op: o, L: l, R: r}
	}
	return nil
}

func (e *exprParser) or() *scheduler.CPExpr  { return e.bin(e.and, "||") }
func (e *exprParser) and() *scheduler.CPExpr { return e.bin(e.cmp, "&&") }
func (e *exprParser) cmp() *scheduler.CPExpr { return e.bin(e.sum, "==", "!=", "<=", ">=", "<", ">") }
func (e *exprParser) sum() *scheduler.CPExpr { return e.bin(e.mul, "+", "-") }
func (e *exprParser) mul() *scheduler.CPExpr { return e.bin(e.unary, "*") }

func (e *exprParser) unary() *scheduler.CPExpr {
	e.depth++
	defer func() { e.depth-- }()
	if e.depth > 64 {
		return e.fail("expression nested too deeply")
	}
	e.space()
	if e.i >= len(e.src) {
		return e.fail("expression ends too early")
	}
	switch c := e.src[e.i]; {
	case c == '-':
		e.i++
		x := e.unary()
		if e.err {
			return nil
		}
		return &scheduler.CPExpr{Op: "neg", L: x}
	case c == '!' && !strings.HasPrefix(e.src[e.i:], "!="):
		e.i++
		x := e.unary()
		if e.err {
			return nil
		}
		return &scheduler.CPExpr{Op: "not", L: x}
	case c == '(':
		e.i++
		x := e.or()
		if e.err {
			return nil
		}
		if e.accept(")") == "" {
			return e.fail("missing )")
		}
		return x
	case c == '[':
		start := e.i
		end := strings.IndexByte(e.src[e.i:], ']')
		if end < 0 {
			return e.fail("missing ] after a memory address")
		}
		// buffer words are written buf[2] inside the brackets: [buf[2]]
		if j := strings.IndexByte(e.src[e.i+1:], '['); j >= 0 && j+1 < end {
			if end2 := strings.IndexByte(e.src[e.i+end+1:], ']'); end2 >= 0 {
				end = end + 1 + end2
			}
		}
		name := strings.TrimSpace(e.src[e.i+1 : e.i+end])
		e.i += end + 1
		if !e.mem {
			e.i = start
			return e.fail("memory can only be read with a read operation here; [%s] is allowed in if predicates", name)
		}
		a := e.p.addr(e.line, e.col+start+1, name)
		if a < 0 {
			e.err = true
			return nil
		}
		return &scheduler.CPExpr{Op: "mem", Slot: a}
	case c >= '0' && c <= '9':
		j := e.i
		for j < len(e.src) && e.src[j] >= '0' && e.src[j] <= '9' {
			j++
		}
		v, err := strconv.ParseInt(e.src[e.i:j], 10, 64)
		if err != nil {
			return e.fail("number %s is out of range", e.src[e.i:j])
		}
		e.i = j
		return &scheduler.CPExpr{Op: "const", Val: v}
	case c == '_' || (c < 128 && unicode.IsLetter(rune(c))):
		j := e.i
		for j < len(e.src) && (e.src[j] == '_' || (e.src[j] < 128 && (unicode.IsLetter(rune(e.src[j])) || unicode.IsDigit(rune(e.src[j]))))) {
			j++
		}
		name := e.src[e.i:j]
		v, ok := e.p.vars[name]
		if !ok {
			return e.fail("unknown variable %q (variables are set by read NAME = ADDRESS)", hint.Clip(name))
		}
		if _, ok := e.p.seen[name]; !ok {
			return e.fail("variable %q is not read since the last checkpoint (the operations between two checkpoints must be independent: a resume from the checkpoint would not have it)", hint.Clip(name))
		}
		e.i = j
		return &scheduler.CPExpr{Op: "var", Slot: v}
	}
	return e.fail("unexpected %q in expression", e.src[e.i:e.i+1])
}
