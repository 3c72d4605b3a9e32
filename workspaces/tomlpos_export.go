package workspaces

// Positions answers where keys and values start in a TOML text, for tools
// that read TOML files of their own (the sweep spec) and want the same
// file:line:col diagnostics as the workspace loader.
type Positions struct{ idx *posIndex }

// TOMLPositions indexes src. Paths are dotted keys with array elements as
// "key[i]" ("params.policy[2]"); an unknown path answers the position of
// its nearest recorded parent.
func TOMLPositions(src []byte) Positions { return Positions{indexPositions(src)} }

// Key returns the 1-based line and column where path's key starts.
func (p Positions) Key(path string) (line, col int) {
	q := p.idx.lookup(path, true)
	return q.Line, q.Col
}

// Value returns the 1-based line and column where path's value starts.
func (p Positions) Value(path string) (line, col int) {
	q := p.idx.lookup(path, false)
	return q.Line, q.Col
}

// ValueAt returns where path's own value starts, and false when path has no
// recorded value of its own (no fallback to a parent).
func (p Positions) ValueAt(path string) (line, col int, ok bool) {
	q, ok := p.idx.val[path]
	return q.Line, q.Col, ok
}

// KeyAt returns where path's own key (or table header) starts, and false
// when it has none recorded.
func (p Positions) KeyAt(path string) (line, col int, ok bool) {
	q, ok := p.idx.key[path]
	return q.Line, q.Col, ok
}
