// Package tomlpos records where every key and value of a TOML text starts,
// so that semantic errors can be reported as file:line:col.
package tomlpos

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The TOML library reports positions for syntax errors but not for keys, so
// positions of keys and values for semantic errors come from this small
// scanner. It runs only on text the library has already parsed successfully
// and records, for every key path ("meshes[2].vertices[0].position"), where
// its key and its value start. It never fails: on anything it does not
// understand it stops recording, and diagnostics fall back to the nearest
// enclosing path that it did record.

// Pos is a 1-based line and column.
type Pos struct{ Line, Col int }

// Index maps key paths to where their keys and values start.
type Index struct {
	key map[string]Pos // where the key (or table header, or array element) starts
	val map[string]Pos // where the value starts
}

// Lookup returns where path starts (its key when preferKey and it has one,
// else its value), falling back to its nearest recorded parent.
func (p *Index) Lookup(path string, preferKey bool) Pos {
	for {
		if preferKey {
			if q, ok := p.key[path]; ok {
				return q
			}
		}
		if q, ok := p.val[path]; ok {
			return q
		}
		if q, ok := p.key[path]; ok {
			return q
		}
		if path == "" {
			return Pos{}
		}
		// a table only implied by its subtables ([machine.per_sm] without
		// [machine]): use its first recorded descendant
		if q, ok := p.firstUnder(path); ok {
			return q
		}
		path = ParentPath(path)
	}
}

func (p *Index) firstUnder(path string) (Pos, bool) {
	var best Pos
	found := false
	for _, m := range []map[string]Pos{p.key, p.val} {
		for k, q := range m {
			if len(k) > len(path) && k[:len(path)] == path && (k[len(path)] == '.' || k[len(path)] == '[') {
				if !found || q.Line < best.Line || q.Line == best.Line && q.Col < best.Col {
					best, found = q, true
				}
			}
		}
	}
	return best, found
}

// ParentPath strips the last segment: "a.b[3]" → "a.b", "a.b" → "a", "a" → "".
func ParentPath(path string) string {
	if strings.HasSuffix(path, "]") {
		if i := strings.LastIndexByte(path, '['); i >= 0 {
			return path[:i]
		}
	}
	if i := strings.LastIndexByte(path, '.'); i >= 0 {
		return path[:i]
	}
	return ""
}

// JoinPath is the path of key inside table base.
func JoinPath(base, key string) string {
	if base == "" {
		return key
	}
	return base + "." + key
}

// IndexPath is the path of element i of array base ("base[i]").
func IndexPath(base string, i int) string { return fmt.Sprintf("%s[%d]", base, i) }

type posScanner struct {
	src       []byte
	i         int
	line      int
	lineStart int
	// colAt and colRunes cache the column: the runes between lineStart and
	// colAt. here() counts only from colAt, so a long line costs O(its
	// length) in all, not O(length) per value on it.
	colAt, colRunes int
	idx             *Index
	arrCount        map[string]int
	depth           int
}

// New indexes src; a scanner failure only makes the positions coarser.
func New(src []byte) (idx *Index) {
	idx = &Index{key: map[string]Pos{}, val: map[string]Pos{}}
	defer func() { _ = recover() }() // never let a scanner bug break loading; positions just get coarser
	return Scan(src)
}

// Scan indexes src (New without the recovery, for the fuzz tests).
func Scan(src []byte) *Index {
	s := &posScanner{src: src, line: 1, idx: &Index{key: map[string]Pos{}, val: map[string]Pos{}}, arrCount: map[string]int{}}
	s.document()
	return s.idx
}

func (s *posScanner) eof() bool { return s.i >= len(s.src) }
func (s *posScanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.i]
}
func (s *posScanner) here() Pos {
	if s.colAt < s.lineStart {
		s.colAt, s.colRunes = s.lineStart, 0
	}
	s.colRunes += utf8.RuneCount(s.src[s.colAt:s.i])
	s.colAt = s.i
	return Pos{Line: s.line, Col: s.colRunes + 1}
}
func (s *posScanner) adv() {
	if s.src[s.i] == '\n' {
		s.line++
		s.lineStart = s.i + 1
	}
	s.i++
}

func (s *posScanner) skipSpace() {
	for !s.eof() && (s.peek() == ' ' || s.peek() == '\t') {
		s.adv()
	}
}

// skipAll skips whitespace, newlines and comments.
func (s *posScanner) skipAll() {
	for !s.eof() {
		switch s.peek() {
		case ' ', '\t', '\r', '\n':
			s.adv()
		case '#':
			for !s.eof() && s.peek() != '\n' {
				s.adv()
			}
		default:
			return
		}
	}
}

func (s *posScanner) skipLine() {
	for !s.eof() && s.peek() != '\n' {
		s.adv()
	}
}

func (s *posScanner) document() {
	cur := ""
	for {
		s.skipAll()
		if s.eof() {
			return
		}
		start := s.here()
		before := s.i
		if s.peek() == '[' {
			s.adv()
			double := s.peek() == '['
			if double {
				s.adv()
			}
			s.skipSpace()
			segs := s.key()
			if len(segs) == 0 {
				return
			}
			if double {
				base := JoinPath(s.resolve(segs[:len(segs)-1]), segs[len(segs)-1])
				s.arrCount[base]++
				cur = IndexPath(base, s.arrCount[base]-1)
			} else {
				cur = s.resolve(segs)
			}
			s.idx.key[cur] = start
			s.skipLine()
		} else {
			s.keyValue(cur)
		}
		if s.i == before {
			return // no progress: give up rather than loop
		}
	}
}

// resolve turns header segments into a path, descending into the last
// element of any array of tables on the way.
func (s *posScanner) resolve(segs []string) string {
	p := ""
	for _, k := range segs {
		p = JoinPath(p, k)
		if n := s.arrCount[p]; n > 0 {
			p = IndexPath(p, n-1)
		}
	}
	return p
}

// key reads a dotted key and returns its segments.
func (s *posScanner) key() []string {
	var segs []string
	for {
		s.skipSpace()
		var seg string
		switch s.peek() {
		case '"':
			seg = s.quoted('"')
		case '\'':
			seg = s.quoted('\'')
		default:
			st := s.i
			for !s.eof() {
				c := s.peek()
				if c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
					s.adv()
					continue
				}
				break
			}
			if s.i == st {
				return segs
			}
			seg = string(s.src[st:s.i])
		}
		segs = append(segs, seg)
		s.skipSpace()
		if s.peek() != '.' {
			return segs
		}
		s.adv()
	}
}

// quoted reads a single-line quoted key and returns its raw content.
func (s *posScanner) quoted(q byte) string {
	s.adv()
	st := s.i
	for !s.eof() && s.peek() != q && s.peek() != '\n' {
		if q == '"' && s.peek() == '\\' {
			s.adv()
			if s.eof() {
				break
			}
		}
		s.adv()
	}
	v := string(s.src[st:s.i])
	if !s.eof() && s.peek() == q {
		s.adv()
	}
	return v
}

func (s *posScanner) keyValue(table string) {
	start := s.here()
	segs := s.key()
	if len(segs) == 0 {
		s.skipLine()
		return
	}
	path := table
	for _, k := range segs {
		path = JoinPath(path, k)
	}
	s.idx.key[path] = start
	s.skipSpace()
	if s.peek() != '=' {
		s.skipLine()
		return
	}
	s.adv()
	s.skipSpace()
	s.value(path)
}

// items scans the comma-separated items of an array or inline table from
// its opening bracket to close, calling item for the n-th (it stops where an
// item consumes nothing, so malformed text cannot loop).
func (s *posScanner) items(close byte, item func(n int)) {
	s.adv()
	for n := 0; ; n++ {
		s.skipAll()
		if s.eof() || s.peek() == close {
			break
		}
		before := s.i
		item(n)
		s.skipAll()
		if s.peek() == ',' {
			s.adv()
		} else if s.i == before {
			break
		}
	}
	if !s.eof() {
		s.adv()
	}
}

func (s *posScanner) value(path string) {
	s.depth++
	defer func() { s.depth-- }()
	if s.depth > 200 {
		s.i = len(s.src) // too deep to be a real workspace file: stop recording
		return
	}
	s.idx.val[path] = s.here()
	switch c := s.peek(); c {
	case '"', '\'':
		s.stringValue(c)
	case '[':
		s.items(']', func(n int) { s.value(IndexPath(path, n)) })
	case '{':
		s.items('}', func(int) { s.keyValue(path) })
	default:
		for !s.eof() {
			switch s.peek() {
			case ',', ']', '}', '#', '\n', '\r':
				return
			}
			s.adv()
		}
	}
}

func (s *posScanner) stringValue(q byte) {
	triple := s.i+2 < len(s.src) && s.src[s.i+1] == q && s.src[s.i+2] == q
	if !triple {
		s.quoted(q)
		return
	}
	s.adv()
	s.adv()
	s.adv()
	for !s.eof() {
		if q == '"' && s.peek() == '\\' {
			s.adv()
			if !s.eof() {
				s.adv()
			}
			continue
		}
		if s.peek() == q && s.i+2 < len(s.src) && s.src[s.i+1] == q && s.src[s.i+2] == q {
			s.adv()
			s.adv()
			s.adv()
			// up to two more quotes may belong to the content
			for k := 0; k < 2 && s.peek() == q; k++ {
				s.adv()
			}
			return
		}
		s.adv()
	}
}
