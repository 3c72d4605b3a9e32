package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// deviceNameLiterals walks the Go files under root (tests and testdata
// aside) and returns the constants whose value is the literal "ppu" or
// "cpu" ("dir.Name"), and every other place that spells one of them
// ("file:line:col").
func deviceNameLiterals(t *testing.T, root string) (consts, others []string) {
	t.Helper()
	eachGoFile(t, root, func(p, rel string) error {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir := path.Dir(rel)
		isName := func(x ast.Expr) bool {
			lit, ok := x.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return false
			}
			v, err := strconv.Unquote(lit.Value)
			return err == nil && (v == "ppu" || v == "cpu")
		}
		inConst := map[ast.Expr]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			if g, ok := n.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, s := range g.Specs {
					vs := s.(*ast.ValueSpec)
					for i, v := range vs.Values {
						if isName(v) && i < len(vs.Names) {
							inConst[v] = true
							consts = append(consts, dir+"."+vs.Names[i].Name)
						}
					}
				}
			}
			if x, ok := n.(ast.Expr); ok && isName(x) && !inConst[x] {
				pos := fset.Position(x.Pos())
				others = append(others, rel+":"+strconv.Itoa(pos.Line)+":"+strconv.Itoa(pos.Column))
			}
			return true
		})
		return nil
	})
	slices.Sort(consts)
	return consts, others
}

// The device names "ppu" and "cpu" are spelled once each for what they
// name: a device's type (device.TypePPU, TypeCPU) and the workspace's name
// for the machine's own PPU and CPU (hostrt.MachinePPU, MachineCPU). Every
// other place uses those constants (11 literals did once).
func TestDeviceNamesSpelledOnce(t *testing.T) {
	consts, others := deviceNameLiterals(t, filepath.Join("..", ".."))
	want := []string{"device.TypeCPU", "device.TypePPU", "hostrt.MachineCPU", "hostrt.MachinePPU"}
	if !slices.Equal(consts, want) {
		t.Errorf("constants spelling \"ppu\" or \"cpu\": %v, want %v", consts, want)
	}
	for _, o := range others {
		t.Errorf("%s: a \"ppu\" or \"cpu\" literal: use device.TypePPU/TypeCPU (a device's type) or hostrt.MachinePPU/MachineCPU (the machine's devices by name)", o)
	}
}

// The check finds a literal outside a constant, and a second constant.
func TestDeviceNameLiteralsFindsCopies(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nconst A = \"ppu\"\n\nconst B, C = 1, \"cpu\"\n\nvar x = map[string]int{\"cpu\": 1, \"gpu\": 2}\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	consts, others := deviceNameLiterals(t, dir)
	if !slices.Equal(consts, []string{"..A", "..C"}) || !slices.Equal(others, []string{"p.go:7:24"}) {
		t.Errorf("consts %v, others %v", consts, others)
	}
}
