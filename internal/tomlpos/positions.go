package tomlpos

// Key returns the 1-based line and column where path's key starts (or,
// where it has none, its value's or its nearest recorded parent's).
func (p *Index) Key(path string) (line, col int) {
	q := p.Lookup(path, true)
	return q.Line, q.Col
}

// Value returns the 1-based line and column where path's value starts.
func (p *Index) Value(path string) (line, col int) {
	q := p.Lookup(path, false)
	return q.Line, q.Col
}

// ValueAt returns where path's own value starts, and false when path has no
// recorded value of its own (no fallback to a parent).
func (p *Index) ValueAt(path string) (line, col int, ok bool) {
	q, ok := p.val[path]
	return q.Line, q.Col, ok
}

// KeyAt returns where path's own key (or table header) starts, and false
// when it has none recorded.
func (p *Index) KeyAt(path string) (line, col int, ok bool) {
	q, ok := p.key[path]
	return q.Line, q.Col, ok
}

// Has reports whether path has a key or a value of its own.
func (p *Index) Has(path string) bool {
	_, ok := p.key[path]
	if !ok {
		_, ok = p.val[path]
	}
	return ok
}
