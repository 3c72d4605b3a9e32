package workspaces

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestFormatsDocumented checks that docs/formats.md documents every key of
// every file format, each written as `key` in the section of its file.
func TestFormatsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/formats.md")
	if err != nil {
		t.Skipf("docs/formats.md: %v", err)
	}
	sections := map[string]reflect.Type{
		"## workspace.toml": reflect.TypeOf(workspaceFile{}),
		"## Scene files":    reflect.TypeOf(sceneFile{}),
		"## Task files":     reflect.TypeOf(tasksFile{}),
	}
	text := string(doc)
	for head, typ := range sections {
		i := strings.Index(text, head)
		if i < 0 {
			t.Errorf("docs/formats.md has no %q section", head)
			continue
		}
		sec := text[i+len(head):]
		if j := strings.Index(sec, "\n## "); j >= 0 {
			sec = sec[:j]
		}
		for _, k := range documentedKeys(typ, "") {
			if !strings.Contains(sec, "`"+k+"`") {
				t.Errorf("%s: key `%s` is not documented", head, k)
			}
		}
	}
}

// TestFormatsExamplesDecode decodes every TOML example of docs/formats.md
// strictly as the file type of its section.
func TestFormatsExamplesDecode(t *testing.T) {
	doc, err := os.ReadFile("../docs/formats.md")
	if err != nil {
		t.Skipf("docs/formats.md: %v", err)
	}
	text := string(doc)
	kinds := []struct {
		head string
		new  func() any
	}{
		{"## workspace.toml", func() any { return &workspaceFile{} }},
		{"## Scene files", func() any { return &sceneFile{} }},
		{"## Task files", func() any { return &tasksFile{} }},
	}
	n := 0
	for _, k := range kinds {
		sec := text[strings.Index(text, k.head):]
		if j := strings.Index(sec[3:], "\n## "); j >= 0 {
			sec = sec[:j+3]
		}
		for _, block := range strings.Split(sec, "```toml\n")[1:] {
			block = block[:strings.Index(block, "```")]
			var d diags
			if f := parseTOML("doc.toml", []byte(block), &d); f != nil {
				f.decode(k.new())
			}
			if err := d.err(); err != nil {
				t.Errorf("%s example:\n%s\n%v", k.head, block, err)
			}
			n++
		}
	}
	if n < 4 {
		t.Errorf("only %d examples found", n)
	}
}

// docs/keys.txt is what `go generate ./workspaces` writes from the decoder's
// types; it fails when a key was added or renamed without regenerating it.
func TestKeysFileCurrent(t *testing.T) {
	doc, err := os.ReadFile("../docs/keys.txt")
	if err != nil {
		t.Fatalf("%v (run: go generate ./workspaces)", err)
	}
	var b strings.Builder
	WriteKeys(&b)
	if string(doc) != b.String() {
		t.Errorf("docs/keys.txt is stale: run go generate ./workspaces")
	}
}
