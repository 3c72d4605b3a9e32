package cli

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// importName is the name a file refers to an import by: its alias, or the
// package's name (read from the package clause for the module's own
// packages; otherwise the path's last element, without a major-version
// element or suffix and a "go-" prefix: fyne.io/fyne/v2 is fyne,
// gopkg.in/yaml.v3 is yaml).
func importName(im *ast.ImportSpec, root string, own map[string]string) string {
	if im.Name != nil {
		return im.Name.Name
	}
	p := strings.Trim(im.Path.Value, `"`)
	if rel, ok := strings.CutPrefix(p, modulePath+"/"); ok {
		if n, ok := own[rel]; ok {
			return n
		}
		n := packageName(filepath.Join(root, filepath.FromSlash(rel)))
		own[rel] = n
		return n
	}
	base := path.Base(p)
	if regexp.MustCompile(`^v[0-9]+$`).MatchString(base) {
		base = path.Base(path.Dir(p))
	}
	base = regexp.MustCompile(`\.v[0-9]+$`).ReplaceAllString(base, "")
	return strings.ReplaceAll(strings.TrimPrefix(base, "go-"), "-", "")
}

// packageName reads the package clause of a folder's first Go file that is
// not an external test.
func packageName(dir string) string {
	names, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, n := range names {
		f, err := parser.ParseFile(token.NewFileSet(), n, nil, parser.PackageClauseOnly)
		if err == nil && !strings.HasSuffix(f.Name.Name, "_test") {
			return f.Name.Name
		}
	}
	return filepath.Base(dir)
}

// localNames calls decl for every name a function of f declares: its
// receiver, parameters and results (of function literals too), and every
// variable, constant and type declared in its body (var, const, type, :=,
// range).
func localNames(f *ast.File, decl func(id *ast.Ident)) {
	fields := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, fd := range fl.List {
			for _, id := range fd.Names {
				decl(id)
			}
		}
	}
	signature := func(ft *ast.FuncType) {
		fields(ft.TypeParams)
		fields(ft.Params)
		fields(ft.Results)
	}
	idents := func(xs ...ast.Expr) {
		for _, x := range xs {
			if id, ok := x.(*ast.Ident); ok {
				decl(id)
			}
		}
	}
	body := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			signature(n.Type)
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				idents(n.Lhs...)
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				idents(n.Key, n.Value)
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				decl(id)
			}
		case *ast.TypeSpec:
			decl(n.Name)
		}
		return true
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		fields(fn.Recv)
		signature(fn.Type)
		if fn.Body != nil {
			ast.Inspect(fn.Body, body)
		}
	}
}

// shadowedImports lists, as file:line:col, every local name of a Go file
// (tests and testdata aside) under root that is the name of a package the
// file imports: inside that scope the package cannot be reached, and a
// reader takes run.X for the package's X.
func shadowedImports(t *testing.T, root string) []string {
	t.Helper()
	var found []string
	own := map[string]string{}
	eachGoFile(t, root, func(p, rel string) error {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		imported := map[string]string{}
		for _, im := range f.Imports {
			if n := importName(im, root, own); n != "_" && n != "." {
				imported[n] = strings.Trim(im.Path.Value, `"`)
			}
		}
		localNames(f, func(id *ast.Ident) {
			if pkg, ok := imported[id.Name]; ok {
				pos := fset.Position(id.Pos())
				found = append(found, fmt.Sprintf("%s:%d:%d: %s shadows the imported package %s", rel, pos.Line, pos.Column, id.Name, pkg))
			}
		})
		return nil
	})
	return found
}

// No local name of the product hides a package its file imports (a
// variable run in a file that imports package run, 17 of them once).
func TestNoVariableShadowsAnImport(t *testing.T) {
	for _, s := range shadowedImports(t, filepath.Join("..", "..")) {
		t.Error(s)
	}
}

// The check finds a parameter, a :=, a var, a range variable and a
// function literal's parameter that hide an import, under an alias too, and
// nothing else.
func TestShadowedImportsFindsEachKind(t *testing.T) {
	dir := t.TempDir()
	src := `package p

import (
	"fmt"
	str "strings"
	"github.com/ppuwb/ppuwb/run"
	"fyne.io/fyne/v2"
)

func a(fmt int) {}

func b() {
	run := 1
	var str = 2
	for fyne := range 3 {
		_ = fyne
	}
	_ = func(run string) {}
	strings := 4 // not imported under this name
	_, _, _ = run, str, strings
}
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := shadowedImports(t, dir)
	want := []string{
		"p.go:10:8: fmt shadows the imported package fmt",
		"p.go:13:2: run shadows the imported package github.com/ppuwb/ppuwb/run",
		"p.go:14:6: str shadows the imported package strings",
		"p.go:15:6: fyne shadows the imported package fyne.io/fyne/v2",
		"p.go:18:11: run shadows the imported package github.com/ppuwb/ppuwb/run",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
