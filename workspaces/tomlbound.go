package workspaces

// The TOML parser (BurntSushi/toml) has no bound of its own on nesting: a
// value nested thousands of arrays or inline tables deep costs it quadratic
// memory and a deep enough one overflows the goroutine stack (a fatal
// error, which recover cannot catch); a dotted key of thousands of parts is
// quadratic too. CheckTOMLBounds scans the text once, in linear time and
// constant memory, and refuses such files before the parser sees them.
// Every TOML file the program reads (workspace files, sweep specs) goes
// through it.

import "fmt"

// MaxTOMLNesting is the deepest nesting of arrays and inline tables a TOML
// file may use (a table header counts as one level).
const MaxTOMLNesting = 32

// MaxTOMLKeyParts is the most parts a dotted key ("a.b.c" has three) or a
// table header may have.
const MaxTOMLKeyParts = 32

// CheckTOMLBounds checks that src, a TOML file shown as name in messages,
// nests arrays and inline tables at most MaxTOMLNesting deep and has no
// dotted key of more than MaxTOMLKeyParts parts. It returns nil, or Errors
// holding one located diagnostic naming the limit. It does not check the
// syntax otherwise: that is the parser's job, which may run once this
// passes.
func CheckTOMLBounds(name string, src []byte) error {
	line, col := 1, 0
	depth, parts := 0, 1
	fail := func(format string, a ...any) error {
		return Errors{{File: name, Line: line, Col: col, Msg: fmt.Sprintf(format, a...)}}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		col++
		switch c {
		case '\n':
			line, col = line+1, 0
			parts = 1
		case '#':
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
		case '"', '\'':
			// A string: basic ("…", with escapes) or literal ('…'),
			// single-line or multi-line (three quotes).
			multi := i+2 < len(src) && src[i+1] == c && src[i+2] == c
			if multi {
				i += 2
				col += 2
			}
			for i++; i < len(src); i++ {
				d := src[i]
				col++
				if d == '\n' {
					line, col = line+1, 0
					if !multi {
						break // unterminated: the parser reports it
					}
					continue
				}
				if c == '"' && d == '\\' && i+1 < len(src) {
					i++
					col++
					if src[i] == '\n' {
						line, col = line+1, 0
					}
					continue
				}
				if d != c {
					continue
				}
				if !multi {
					break
				}
				if i+2 < len(src) && src[i+1] == c && src[i+2] == c {
					// Up to two more quotes may belong to the string.
					i += 2
					col += 2
					for k := 0; k < 2 && i+1 < len(src) && src[i+1] == c; k++ {
						i++
						col++
					}
					break
				}
			}
		case '[', '{':
			depth++
			parts = 1
			if depth > MaxTOMLNesting {
				return fail("nesting deeper than %d arrays or inline tables (the limit on TOML nesting)", MaxTOMLNesting)
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
			parts = 1
		case '=', ',':
			parts = 1
		case '.':
			parts++
			if parts > MaxTOMLKeyParts {
				return fail("dotted key of more than %d parts (the limit on TOML key parts)", MaxTOMLKeyParts)
			}
		}
	}
	return nil
}
