package cli

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The module path, as go.mod declares it.
const modulePath = "github.com/ppuwb/ppuwb"

// eachGoFile calls f with the path of every Go file under root (tests,
// testdata and dot folders aside) and its path relative to root.
func eachGoFile(t *testing.T, root string, f func(p, rel string) error) {
	t.Helper()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		return f(p, filepath.ToSlash(rel))
	})
	if err != nil {
		t.Fatal(err)
	}
}

// codeImports reads every Go file of the module (tests and testdata aside,
// every build tag included) and returns, for each package (by its path in
// the module, "main" for the root), the packages of the module it imports.
func codeImports(t *testing.T, root string) map[string][]string {
	t.Helper()
	seen := map[string]map[string]bool{}
	eachGoFile(t, root, func(p, rel string) error {
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg, _ := filepath.Rel(root, filepath.Dir(p))
		pkg = filepath.ToSlash(pkg)
		if pkg == "." {
			pkg = "main"
		}
		for _, im := range f.Imports {
			v := strings.Trim(im.Path.Value, `"`)
			dep, ok := strings.CutPrefix(v, modulePath+"/")
			if v == modulePath {
				dep, ok = "main", true
			}
			if ok {
				if seen[pkg] == nil {
					seen[pkg] = map[string]bool{}
				}
				seen[pkg][dep] = true
			}
		}
		return nil
	})
	out := map[string][]string{}
	for pkg, deps := range seen {
		for d := range deps {
			out[pkg] = append(out[pkg], d)
		}
		slices.Sort(out[pkg])
	}
	return out
}

// docImports reads the block of docs/architecture.md after the
// "imports: TestArchitectureImports" marker: one "pkg ─▶ a, b" a line.
func docImports(t *testing.T, text string) map[string][]string {
	t.Helper()
	_, rest, ok := strings.Cut(text, "<!-- imports: TestArchitectureImports -->\n```text\n")
	if !ok {
		t.Fatal("docs/architecture.md has no imports block (the marker and a ```text fence)")
	}
	block, _, ok := strings.Cut(rest, "```")
	if !ok {
		t.Fatal("docs/architecture.md: the imports block is not closed")
	}
	out := map[string][]string{}
	for n, line := range strings.Split(strings.TrimSpace(block), "\n") {
		pkg, deps, ok := strings.Cut(line, "─▶")
		pkg = strings.TrimSpace(pkg)
		if !ok || pkg == "" {
			t.Fatalf("docs/architecture.md imports block, line %d: %q is not \"pkg ─▶ a, b\"", n+1, line)
		}
		if _, dup := out[pkg]; dup {
			t.Errorf("docs/architecture.md: %s is listed twice", pkg)
		}
		list := []string{}
		for _, d := range strings.Split(deps, ",") {
			if d = strings.TrimSpace(d); d != "" {
				list = append(list, d)
			}
		}
		slices.Sort(list)
		out[pkg] = list
	}
	return out
}

// compareImports lists every difference between the documented imports
// and the code's.
func compareImports(doc, code map[string][]string) []string {
	var diffs []string
	for pkg, deps := range doc {
		have, ok := code[pkg]
		if !ok {
			diffs = append(diffs, pkg+": documented, but its code imports no package of the module (or it does not exist)")
			continue
		}
		for _, d := range deps {
			if !slices.Contains(have, d) {
				diffs = append(diffs, pkg+" ─▶ "+d+": documented, but the code does not import it")
			}
		}
	}
	for pkg, deps := range code {
		for _, d := range deps {
			if !slices.Contains(doc[pkg], d) {
				diffs = append(diffs, pkg+" ─▶ "+d+": the code imports it, docs/architecture.md does not say so")
			}
		}
	}
	slices.Sort(diffs)
	return diffs
}

// docs/architecture.md's map of who imports whom is the code's, edge for
// edge.
func TestArchitectureImports(t *testing.T) {
	root := filepath.Join("..", "..")
	text, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range compareImports(docImports(t, string(text)), codeImports(t, root)) {
		t.Error(d)
	}
}

// The comparison finds an edge the document invents and one it misses.
func TestArchitectureImportsCatchesBothWays(t *testing.T) {
	code := map[string][]string{"run": {"scheduler", "scheduler/audit"}}
	doc := map[string][]string{"run": {"render", "scheduler"}}
	got := compareImports(doc, code)
	want := []string{
		"run ─▶ render: documented, but the code does not import it",
		"run ─▶ scheduler/audit: the code imports it, docs/architecture.md does not say so",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// layoutNames reads the Layout block of docs/architecture.md (the first
// fence after "## Layout") and returns the folders and files it names at
// the start of a line ("workspaces/cmdstream/" as "workspaces/cmdstream").
func layoutNames(t *testing.T, text string) map[string]bool {
	t.Helper()
	_, rest, ok := strings.Cut(text, "## Layout\n")
	if ok {
		_, rest, ok = strings.Cut(rest, "```\n")
	}
	block, _, closed := strings.Cut(rest, "```")
	if !ok || !closed {
		t.Fatal("docs/architecture.md has no Layout block (## Layout, then a fence)")
	}
	names := map[string]bool{}
	for _, line := range strings.Split(block, "\n") {
		if f := strings.Fields(line); len(f) > 0 && !strings.HasPrefix(line, " ") {
			names[strings.TrimSuffix(f[0], "/")] = true
		}
	}
	return names
}

// Every library package of the module (commands, package main, aside: the
// scripts, generators and the tools pin) has its line in the Layout, so a
// package split out of another is described where it lives.
func TestArchitectureLayoutListsEveryPackage(t *testing.T) {
	root := filepath.Join("..", "..")
	text, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	listed := layoutNames(t, string(text))
	for pkg := range codePackages(t, root) {
		if !listed[pkg] {
			t.Errorf("%s/ is a package, but docs/architecture.md's Layout has no line for it", pkg)
		}
	}
}

// codePackages is every folder under root (testdata aside) whose Go files
// (tests aside) are a library package, by its path in the module.
func codePackages(t *testing.T, root string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	eachGoFile(t, root, func(p, rel string) error {
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.PackageClauseOnly)
		if err != nil {
			return err
		}
		if name := f.Name.Name; name != "main" && name != "tools" {
			out[path.Dir(rel)] = true
		}
		return nil
	})
	return out
}
