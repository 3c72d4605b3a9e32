package scheduler

import (
	"strconv"
)

// This file holds the operations a command processor decodes
// (docs/replay.md); workspaces/cmdstream parses their text form.

// CPOpKind is the kind of a command-stream operation.
type CPOpKind uint8

// Operation kinds.
const (
	OpCheckpoint CPOpKind = iota
	OpSet
	OpRead
	OpWrite
	OpIf
	OpElse
	OpEnd
	OpDispatch
	OpDraw
	OpWait
	OpDelay
)

var opNames = [...]string{"checkpoint", "set", "read", "write", "if", "else", "end", "dispatch", "draw", "wait", "delay"}

// String returns the keyword of the kind.
func (k CPOpKind) String() string {
	if int(k) < len(opNames) {
		return opNames[k]
	}
	return "op" + strconv.Itoa(int(k))
}

// MarshalText writes the keyword.
func (k CPOpKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// CPOp is one operation of a command stream. Blocks are flat: an OpIf names
// the index of its OpElse (-1 none) and OpEnd; an OpElse names its OpEnd.
type CPOp struct {
	Kind  CPOpKind `json:"kind"`
	Label string   `json:"label,omitempty"`
	Line  int      `json:"line"`
	Col   int      `json:"col"`
	Text  string   `json:"text"` // the operation as written (without its label)
	// Name is the state register (set), the variable (read) or the task
	// (dispatch).
	Name string `json:"name,omitempty"`
	// Addr is the memory address read or written (index into CPMemory).
	Addr int     `json:"-"`
	Expr *CPExpr `json:"-"` // value (set, write), predicate (if), cycles (delay)
	// Var is the variable slot of a read; Reg the register slot of a set.
	Var, Reg  int `json:"-"`
	Else, End int `json:"-"`
	Depth     int `json:"depth"` // nesting depth in if blocks
}

// CommandStream is a parsed stream: its operations, and the names of its
// variables and state registers by slot.
type CommandStream struct {
	Ops  []CPOp
	Vars []string
	Regs []string
}

// CPMemory is the command processors' shared memory: named addresses (a
// buffer of n words is n addresses "name[0]".."name[n-1]") and their
// initial values.
type CPMemory struct {
	Names []string
	Init  []int64
}

// Index returns the address of a name ("C", "buf[2]"), or -1.
func (m CPMemory) Index(name string) int {
	for i, n := range m.Names {
		if n == name {
			return i
		}
	}
	return -1
}

// CPExpr is a compiled expression over constants, variables and (in
// predicates) memory words. Arithmetic wraps around in 64 bits; a
// comparison or logical operator yields 0 or 1.
type CPExpr struct {
	Op   string // "const", "var", "mem", "neg", "not", or a binary operator
	Val  int64
	Slot int // var: variable slot; mem: address
	L, R *CPExpr
}

// Reads reports whether the expression reads memory.
func (e *CPExpr) Reads() bool {
	if e == nil {
		return false
	}
	return e.Op == "mem" || e.L.Reads() || e.R.Reads()
}

// Eval computes the expression; mem reads a memory word.
func (e *CPExpr) Eval(vars []int64, mem func(int) int64) int64 {
	b := func(c bool) int64 {
		if c {
			return 1
		}
		return 0
	}
	switch e.Op {
	case "const":
		return e.Val
	case "var":
		return vars[e.Slot]
	case "mem":
		return mem(e.Slot)
	case "neg":
		return -e.L.Eval(vars, mem)
	case "not":
		return b(e.L.Eval(vars, mem) == 0)
	case "&&":
		return b(e.L.Eval(vars, mem) != 0 && e.R.Eval(vars, mem) != 0)
	case "||":
		return b(e.L.Eval(vars, mem) != 0 || e.R.Eval(vars, mem) != 0)
	}
	l, r := e.L.Eval(vars, mem), e.R.Eval(vars, mem)
	switch e.Op {
	case "+":
		return l + r
	case "-":
		return l - r
	case "*":
		return l * r
	case "==":
		return b(l == r)
	case "!=":
		return b(l != r)
	case "<":
		return b(l < r)
	case "<=":
		return b(l <= r)
	case ">":
		return b(l > r)
	case ">=":
		return b(l >= r)
	}
	return 0
}
