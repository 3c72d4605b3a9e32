package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/workspaces"
)

// TestDocsTablesMatchTheBinary (issue 24, section 4): every fenced block
// of docs/partitioning.md, docs/replay.md and docs/runtime.md that starts
// with "$ ppuwb COMMAND EXAMPLE …" is the real output of that command. A line "…" in the
// block stands for any number of lines (the parts the doc leaves out). A
// table that no longer matches the binary fails here with the command's
// actual output, to paste.
func TestDocsTablesMatchTheBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the documented commands")
	}
	for _, doc := range []string{"partitioning.md", "replay.md", "runtime.md", "hardware.md"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "docs", doc))
		if err != nil {
			t.Fatal(err)
		}
		blocks := commandBlocks(string(src))
		if len(blocks) == 0 {
			t.Errorf("docs/%s has no \"$ ppuwb\" block", doc)
		}
		for _, b := range blocks {
			if !onExample(b.args) {
				continue // a workspace the doc edits first (e.g. "check ."): not reproducible here
			}
			var out, errb bytes.Buffer
			if rc := Run(b.args, &out, &errb); rc != 0 {
				t.Errorf("docs/%s:%d: ppuwb %s: exit %d: %s", doc, b.line, strings.Join(b.args, " "), rc, errb.String())
				continue
			}
			got := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
			if !matchElided(b.want, got) {
				t.Errorf("docs/%s:%d: the block of \"ppuwb %s\" differs from the binary; it prints:\n%s", doc, b.line,
					strings.Join(b.args, " "), out.String())
			}
		}
	}
}

// onExample reports whether the command runs on an embedded example.
func onExample(args []string) bool {
	ex := map[string]bool{}
	for _, e := range workspaces.Examples() {
		ex[e] = true
	}
	for _, a := range args[1:] {
		if !strings.HasPrefix(a, "-") {
			return ex[a]
		}
	}
	return false
}

type cmdBlock struct {
	line int
	args []string
	want []string
}

// commandBlocks finds the fenced blocks whose first line is "$ ppuwb ARGS".
func commandBlocks(doc string) []cmdBlock {
	lines := strings.Split(doc, "\n")
	var out []cmdBlock
	for i := 0; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != "```" || i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "$ ppuwb ") {
			continue
		}
		b := cmdBlock{line: i + 2, args: strings.Fields(strings.TrimPrefix(lines[i+1], "$ ppuwb "))}
		j := i + 2
		for ; j < len(lines) && strings.TrimSpace(lines[j]) != "```"; j++ {
			b.want = append(b.want, lines[j])
		}
		out = append(out, b)
		i = j
	}
	return out
}

// matchElided reports whether got matches want line for line (trailing
// spaces ignored), a want line "…" matching any run of lines.
func matchElided(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if strings.TrimSpace(want[0]) == "…" {
		for k := 0; k <= len(got); k++ {
			if matchElided(want[1:], got[k:]) {
				return true
			}
		}
		return false
	}
	if len(got) == 0 || strings.TrimRight(want[0], " ") != strings.TrimRight(got[0], " ") {
		return false
	}
	return matchElided(want[1:], got[1:])
}

// TestMatchElided: the elision matches any run of lines, nothing else does.
func TestMatchElided(t *testing.T) {
	got := []string{"a", "b", "c", "d"}
	for _, c := range []struct {
		want []string
		ok   bool
	}{
		{[]string{"a", "b", "c", "d"}, true},
		{[]string{"…", "d"}, true},
		{[]string{"a", "…"}, true},
		{[]string{"a", "…", "d"}, true},
		{[]string{"…"}, true},
		{[]string{"a", "c", "…"}, false},
		{[]string{"a", "b", "c"}, false},
		{[]string{"…", "x"}, false},
	} {
		if matchElided(c.want, got) != c.ok {
			t.Errorf("%q against %q: want %v", c.want, got, c.ok)
		}
	}
}
