package workspaces

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/internal/hint"
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
	return fmt.Sprintf("%s… (message of %d bytes cut)", hint.Head(m, maxMsgLen), len(m))
}

func (d *diags) err(fileOrder ...string) error {
	if len(d.list) == 0 {
		return nil
	}
	return d.list.sorted(fileOrder...)
}
