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
	stack := []nestLevel{{}}
	depth := 1 // levels plus every pending unary and chain
	operand := false
	fail := func(at int) *file.Error {
		return &file.Error{Location: file.Location{From: at, To: at + 1},
			Message: fmt.Sprintf("nested deeper than %d levels (brackets, prefix operators, let, if and ?: chains; the limit on kernel nesting)", MaxNesting)}
	}
	endOperand := func() {
		top := &stack[len(stack)-1]
		depth -= top.unary
		top.unary = 0
		operand = true
	}
	rs := []rune(src)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			continue
		case c == '/' && i+1 < len(rs) && rs[i+1] == '/':
			for i < len(rs) && rs[i] != '\n' {
				i++
			}
			continue
		case c == '/' && i+1 < len(rs) && rs[i+1] == '*':
			for i += 2; i+1 < len(rs) && !(rs[i] == '*' && rs[i+1] == '/'); i++ {
			}
			i++
			continue
		case c == '"' || c == '\'' || c == '`':
			for i++; i < len(rs) && rs[i] != c; i++ {
				if rs[i] == '\\' && c != '`' {
					i++
				}
			}
			endOperand()
		case c == '(' || c == '[' || c == '{':
			stack = append(stack, nestLevel{})
			depth++
			operand = false
			if depth > MaxNesting {
				return fail(i)
			}
		case c == ')' || c == ']' || c == '}':
			if len(stack) > 1 {
				top := stack[len(stack)-1]
				depth -= 1 + top.unary + top.chain
				stack = stack[:len(stack)-1]
			}
			endOperand()
		case c == '_' || c == '$' || c == '#' || c == '.' && !operand || isLetter(c) || c >= '0' && c <= '9':
			j := i
			for j < len(rs) && (rs[j] == '_' || rs[j] == '$' || rs[j] == '#' || rs[j] == '.' || isLetter(rs[j]) || rs[j] >= '0' && rs[j] <= '9') {
				j++
			}
			word := string(rs[i:j])
			i = j - 1
			switch word {
			case "not":
				if operand {
					operand = false // "not in", "not matches": binary
					continue
				}
				stack[len(stack)-1].unary++
				depth++
			case "let", "if", "else":
				stack[len(stack)-1].chain++
				depth++
				operand = false
			case "and", "or", "in", "matches", "contains", "startsWith", "endsWith":
				operand = false
				continue
			default:
				endOperand()
				continue
			}
			if depth > MaxNesting {
				return fail(i)
			}
		case (c == '-' || c == '+' || c == '!' || c == '~') && !operand:
			stack[len(stack)-1].unary++
			depth++
			if depth > MaxNesting {
				return fail(i)
			}
		case c == '?' && (i+1 >= len(rs) || rs[i+1] != '?' && rs[i+1] != '.'):
			stack[len(stack)-1].chain++
			depth++
			operand = false
			if depth > MaxNesting {
				return fail(i)
			}
		default:
			operand = false // a binary operator, a comma, a colon, …
			if c == '?' {
				i++ // ?? and ?.
			}
		}
	}
	return nil
}

func isLetter(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c > 127
}
