package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// stages.go is the stage contract: every record it lists (the name that
// starts an item) is a type of the package, and every part of renderer
// (the state a stage owns) is listed.
func TestStagesContractIsComplete(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	types := map[string]bool{}
	var contract string
	var parts []string
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, sp := range g.Specs {
				ts := sp.(*ast.TypeSpec)
				types[ts.Name.Name] = true
				if ts.Name.Name != "renderer" {
					continue
				}
				for _, fl := range ts.Type.(*ast.StructType).Fields.List {
					parts = append(parts, fl.Type.(*ast.Ident).Name)
				}
			}
		}
		if name == "stages.go" {
			for _, cg := range f.Comments {
				contract += cg.Text()
			}
		}
	}
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^  - (\w+)(?:, (\w+))?`).FindAllStringSubmatch(contract, -1) {
		for _, name := range m[1:] {
			if name == "" {
				continue
			}
			listed[name] = true
			if !types[name] {
				t.Errorf("stages.go lists %s, which is not a type of the package", name)
			}
		}
	}
	if len(listed) < 10 {
		t.Fatalf("stages.go lists %d records, want the whole pipeline", len(listed))
	}
	if len(parts) < 4 {
		t.Fatalf("renderer has %d parts", len(parts))
	}
	for _, p := range parts {
		if !listed[p] {
			t.Errorf("renderer's part %s is not in the stage contract (stages.go)", p)
		}
	}
}
