package workspaces

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Diagnostic is one problem found in a workspace file, with the position of
// the offending text. Line and Col start at 1; zero means "the whole file".
type Diagnostic struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Msg  string `json:"message"`
}

// String formats the diagnostic the way compilers do: "file:line:col: msg".
func (d Diagnostic) String() string {
	switch {
	case d.Line > 0 && d.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", d.File, d.Line, d.Col, d.Msg)
	case d.Line > 0:
		return fmt.Sprintf("%s:%d: %s", d.File, d.Line, d.Msg)
	case d.File != "":
		return fmt.Sprintf("%s: %s", d.File, d.Msg)
	}
	return d.Msg
}

// Errors is every problem found while loading a workspace. It is returned as
// an error by Load, LoadFS and the Watcher; use errors.As to get at the list.
type Errors []Diagnostic

// Error joins the diagnostics, one per line.
func (e Errors) Error() string {
	s := make([]string, len(e))
	for i, d := range e {
		s[i] = d.String()
	}
	return strings.Join(s, "\n")
}

// sorted returns the diagnostics ordered by file (in the order of
// fileOrder, then by name), line and column, with exact duplicates removed.
func (e Errors) sorted(fileOrder ...string) Errors {
	rank := map[string]int{}
	for i, f := range fileOrder {
		if _, ok := rank[f]; !ok {
			rank[f] = i + 1
		}
	}
	out := append(Errors(nil), e...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			ra, rb := rank[a.File], rank[b.File]
			if ra == 0 {
				ra = len(fileOrder) + 1
			}
			if rb == 0 {
				rb = len(fileOrder) + 1
			}
			if ra != rb {
				return ra < rb
			}
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	n := 0
	for i, d := range out {
		if i > 0 && d == out[n-1] {
			continue
		}
		out[n] = d
		n++
	}
	return out[:n]
}

// maxDiagnostics bounds how many problems are reported for one load, so a
// hostile or badly broken file cannot produce an unbounded list.
const maxDiagnostics = 200

// diags collects diagnostics for one load.
type diags struct{ list Errors }

func (d *diags) add(file string, line, col int, format string, a ...any) {
	if len(d.list) >= maxDiagnostics {
		if len(d.list) == maxDiagnostics {
			d.list = append(d.list, Diagnostic{File: file, Line: line, Col: col, Msg: "too many problems; stopping here"})
		}
		return
	}
	d.list = append(d.list, Diagnostic{File: file, Line: line, Col: col, Msg: clipMsg(fmt.Sprintf(format, a...))})
}

// maxMsgLen bounds a diagnostic's message: a message that echoes a huge
// token (a 30 MB name) keeps its start and says how long it was.
const maxMsgLen = 400

func clipMsg(m string) string {
	if len(m) <= maxMsgLen {
		return m
	}
	cut := maxMsgLen
	for cut > 0 && !utf8.RuneStart(m[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (message of %d bytes cut)", m[:cut], len(m))
}

func (d *diags) err(fileOrder ...string) error {
	if len(d.list) == 0 {
		return nil
	}
	return d.list.sorted(fileOrder...)
}

// suggest returns the candidate closest to name by edit distance, or "" when
// nothing is close enough to be a plausible typo.
func suggest(name string, candidates []string) string {
	best, bestD := "", 1<<30
	if len(name) > 64 { // no name that long is a typo of a short one
		return ""
	}
	for _, c := range candidates {
		if d := len(c) - len(name); d > 3 || d < -3 { // farther than any suggestion
			continue
		}
		d := editDistance(strings.ToLower(name), strings.ToLower(c))
		if d < bestD || (d == bestD && c < best) {
			best, bestD = c, d
		}
	}
	limit := 2
	if len(name) > 6 {
		limit = 3
	}
	if len(name) <= 2 {
		limit = len(name) - 1 // "kk" → "k", but never "b" → "a"
	}
	if bestD <= limit || (best != "" && (strings.Contains(best, name) || strings.Contains(name, best)) && len(name) >= 3 && len(best) >= 3) {
		return best
	}
	return ""
}

// editDistance is the Damerau–Levenshtein (optimal string alignment) distance,
// so a swapped pair of letters counts as one edit.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		if a == b {
			return 0
		}
		return 1 << 20
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
