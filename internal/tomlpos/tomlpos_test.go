package tomlpos

import "testing"

func TestPositionsOfKeysValuesAndParents(t *testing.T) {
	src := []byte("name = \"x\"\n[machine]\nsms = 4\n[[tasks]]\n  grid = [1, 2]\n")
	idx := New(src)
	for _, c := range []struct {
		path      string
		key       bool
		line, col int
	}{
		{"name", true, 1, 1},
		{"name", false, 1, 8},
		{"machine.sms", true, 3, 1},
		{"machine.sms", false, 3, 7},
		{"tasks[0].grid", true, 5, 3},
		{IndexPath("tasks[0].grid", 1), false, 5, 14},
		{"machine.missing", true, 2, 1}, // falls back to [machine]
	} {
		q := idx.Lookup(c.path, c.key)
		if q.Line != c.line || q.Col != c.col {
			t.Errorf("Lookup(%q, %v) = %d:%d, want %d:%d", c.path, c.key, q.Line, q.Col, c.line, c.col)
		}
	}
	if _, _, ok := idx.ValueAt("machine.missing"); ok {
		t.Error("ValueAt: a missing path has no value of its own")
	}
	if !idx.Has("machine.sms") || idx.Has("machine.missing") {
		t.Error("Has")
	}
	if got := ParentPath("a.b[3]"); got != "a.b" {
		t.Errorf("ParentPath = %q", got)
	}
	if got := JoinPath("", "k"); got != "k" {
		t.Errorf("JoinPath = %q", got)
	}
}
