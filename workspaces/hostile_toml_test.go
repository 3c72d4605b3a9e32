package workspaces

import (
	"strings"
	"testing"
	"time"
)

// Deep nesting and long dotted keys are refused by a linear pre-scan before
// the TOML parser (quadratic in nesting, and a stack overflow when deep
// enough) sees them: 8000 nested inline tables ran out of memory, a 16k-part
// dotted key was quadratic, a megabyte of "[" overflowed the stack.
func TestHostileTOMLNesting(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"inline tables", "x = " + strings.Repeat("{a=", 8000) + "1" + strings.Repeat("}", 8000) + "\n", "workspace.toml:1:"},
		{"arrays", "x = " + strings.Repeat("[", 1<<20) + "\n", "limit on TOML nesting"},
		{"dotted key", "scene" + strings.Repeat(".a", 16000) + " = 1\n", "limit on TOML key parts"},
		{"dotted header", "[" + strings.Repeat("a.", 16000) + "a]\n", "limit on TOML key parts"},
	}
	for _, c := range cases {
		dir := writeWS(t, map[string]string{"workspace.toml": c.src})
		start := time.Now()
		errs := loadErrs(t, dir)
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("%s: took %v", c.name, el)
		}
		if !hasDiag(errs, c.want) || !strings.Contains(errs.Error(), "workspace.toml:1:") {
			t.Errorf("%s: got %v\nwant a located error containing %q", c.name, errs, c.want)
		}
	}
}

// The scan follows strings and comments: brackets, braces and dots inside
// them are not nesting, and legitimate files pass.
func TestTOMLBoundsIgnoreStringsAndComments(t *testing.T) {
	deep := strings.Repeat("[", 100) + strings.Repeat(".", 100)
	for _, src := range []string{
		"a = \"" + deep + "\"\n",
		"a = '" + deep + "'\n",
		"a = \"\"\"\n" + deep + "\n\"\"\"\n",
		"a = '''\n" + deep + "'''\n",
		"a = \"\\\"" + deep + "\"\n",
		"# " + deep + "\n",
		"a = [1.5, 2.5, 3.5]\nb.c.d = { e = [[1], [2]] }\n[x.y.z]\nf = 1979-05-27T07:32:00.999\n",
	} {
		if err := CheckTOMLBounds("t.toml", []byte(src)); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
	err := CheckTOMLBounds("t.toml", []byte("a = 1\nb = '''x\n'''\nc = "+strings.Repeat("[", 40)))
	if err == nil || !strings.HasPrefix(err.Error(), "t.toml:4:") {
		t.Errorf("got %v, want an error on line 4", err)
	}
}
