package hostrt

import (
	"fmt"

	"github.com/expr-lang/expr/file"
)

// MaxNesting is how deep a kernel source or an instance parameter may nest:
// brackets, prefix operators (-, +, !, not) waiting for their operand, and
// the let, if/else and ?: chains open at a point, counted together. The
// expression parser recurses once per level with no bound of its own, so a
// megabyte of "(" or "-" overflowed its stack (a fatal error recover cannot
// catch); checkNesting refuses such a source in one linear pass before the
// parser sees it.
const MaxNesting = 128

// nestLevel is one open bracket (or the top level) of a source.
type nestLevel struct {
	unary int // prefix operators waiting for their operand
	chain int // let, if, else and ? opened at this level
}

// checkNesting returns a located error (bind it to the source) when src
// nests deeper than MaxNesting, or nil.
func checkNesting(src string) *file.Error {
	s := &nestScanner{rs: []rune(src), stack: []nestLevel{{}}, depth: 1}
	for i := 0; i < len(s.rs); i++ {
		i = s.step(i)
		if s.depth > MaxNesting {
			return &file.Error{Location: file.Location{From: i, To: i + 1},
				Message: fmt.Sprintf("nested deeper than %d levels (brackets, prefix operators, let, if and ?: chains; the limit on kernel nesting)", MaxNesting)}
		}
	}
	return nil
}

// nestScanner is checkNesting's one pass over a source: the open levels
// and how deep they nest in all.
type nestScanner struct {
	rs      []rune
	stack   []nestLevel
	depth   int  // levels plus every pending unary and chain
	operand bool // the last token ended an operand (a following - or + is binary)
}

// step reads the token at rs[i] and returns the index of its last rune.
func (s *nestScanner) step(i int) int {
	c := s.rs[i]
	switch {
	case isSpace(c):
	case s.at(i, "//"):
		return s.skipLineComment(i)
	case s.at(i, "/*"):
		return s.skipBlockComment(i)
	case c == '"' || c == '\'' || c == '`':
		i = s.skipString(i)
		s.endOperand()
	case c == '(' || c == '[' || c == '{':
		s.open()
	case c == ')' || c == ']' || c == '}':
		s.close()
		s.endOperand()
	case isWordRune(c) && (c != '.' || !s.operand):
		return s.word(i)
	case isPrefixOp(c) && !s.operand:
		s.pend()
	case c == '?' && !s.at(i, "??") && !s.at(i, "?."):
		s.chain()
	default:
		s.operand = false // a binary operator, a comma, a colon, …
		if c == '?' {
			i++ // ?? and ?.
		}
	}
	return i
}

// at reports whether the source continues with tok at rs[i].
func (s *nestScanner) at(i int, tok string) bool {
	for _, c := range tok {
		if i >= len(s.rs) || s.rs[i] != c {
			return false
		}
		i++
	}
	return true
}

// skipLineComment skips a // comment to the end of its line.
func (s *nestScanner) skipLineComment(i int) int {
	for i < len(s.rs) && s.rs[i] != '\n' {
		i++
	}
	return i
}

// skipBlockComment skips a /* */ comment.
func (s *nestScanner) skipBlockComment(i int) int {
	for i += 2; i+1 < len(s.rs) && !s.at(i, "*/"); i++ {
	}
	return i + 1
}

// skipString skips a string literal to its closing quote (escapes
// allowed but in a raw ` string).
func (s *nestScanner) skipString(i int) int {
	q := s.rs[i]
	for i++; i < len(s.rs) && s.rs[i] != q; i++ {
		if s.rs[i] == '\\' && q != '`' {
			i++
		}
	}
	return i
}

// word reads a name, number or keyword: not (when prefix), let, if and else
// nest; and, or, in, matches and the like are binary operators.
func (s *nestScanner) word(i int) int {
	j := i
	for j < len(s.rs) && isWordRune(s.rs[j]) {
		j++
	}
	switch string(s.rs[i:j]) {
	case "not":
		if s.operand {
			s.operand = false // "not in", "not matches": binary
		} else {
			s.pend()
		}
	case "let", "if", "else":
		s.chain()
	case "and", "or", "in", "matches", "contains", "startsWith", "endsWith":
		s.operand = false
	default:
		s.endOperand()
	}
	return j - 1
}

// open opens a bracket's level.
func (s *nestScanner) open() {
	s.stack = append(s.stack, nestLevel{})
	s.depth++
	s.operand = false
}

// close closes the innermost bracket's level with its pending unaries and
// chains (a stray closing bracket closes nothing).
func (s *nestScanner) close() {
	if len(s.stack) > 1 {
		top := s.stack[len(s.stack)-1]
		s.depth -= 1 + top.unary + top.chain
		s.stack = s.stack[:len(s.stack)-1]
	}
}

// pend counts a prefix operator waiting for its operand.
func (s *nestScanner) pend() {
	s.stack[len(s.stack)-1].unary++
	s.depth++
}

// chain counts a let, if, else or ? opened at this level.
func (s *nestScanner) chain() {
	s.stack[len(s.stack)-1].chain++
	s.depth++
	s.operand = false
}

// endOperand ends an operand: the prefix operators waiting for it are done.
func (s *nestScanner) endOperand() {
	top := &s.stack[len(s.stack)-1]
	s.depth -= top.unary
	top.unary = 0
	s.operand = true
}

func isSpace(c rune) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isWordRune reports whether c belongs to a name, number or keyword.
func isWordRune(c rune) bool {
	return c == '_' || c == '$' || c == '#' || c == '.' || isLetter(c) || c >= '0' && c <= '9'
}

// isPrefixOp reports whether c is a prefix operator where an operand is
// expected.
func isPrefixOp(c rune) bool { return c == '-' || c == '+' || c == '!' || c == '~' }

func isLetter(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c > 127
}
