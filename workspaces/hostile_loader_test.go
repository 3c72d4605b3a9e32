package workspaces

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/internal/cputime"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
)

// The TOML position scanner counts columns incrementally: a long line
// costs its length once, not once per value on it (a 1 MB one-line array
// hung before).
func TestPositionScannerIsLinear(t *testing.T) {
	cputime.Growth(t, "TOML position scanner, one-line array", 20000, 40, func(n int) {
		var b strings.Builder
		b.WriteString("interrupt_at = [")
		for i := range n {
			fmt.Fprintf(&b, "%d, ", i)
		}
		b.WriteString("]\n")
		idx := tomlpos.New([]byte(b.String()))
		if _, col, _ := idx.ValueAt(tomlpos.IndexPath("interrupt_at", n-1)); col < n {
			t.Fatalf("last element at column %d", col)
		}
	})
}

// A huge token is not echoed whole in a diagnostic (the command stream's
// own messages: cmdstream's TestHugeTokenIsClipped).
func TestHugeDiagnosticIsClipped(t *testing.T) {
	d := &diags{}
	d.add("f", 1, 1, "unknown %q", strings.Repeat("y", 30<<20))
	if len(d.list[0].Msg) > 500 {
		t.Fatalf("a %d-byte diagnostic", len(d.list[0].Msg))
	}
}

// A value of the wrong type is reported once: not followed by a range
// error about the zero it would have been.
func TestTypeErrorIsNotFollowedByARangeError(t *testing.T) {
	dir := copyExample(t, "replay")
	p := filepath.Join(dir, "workspace.toml")
	b, _ := os.ReadFile(p)
	os.WriteFile(p, []byte(strings.Replace(string(b), "trace_nodes = 16", "trace_nodes = 1.5", 1)), 0o644)
	errs := loadErrs(t, dir)
	if len(errs) != 1 || !strings.Contains(errs[0].String(), "trace_nodes: expected") {
		t.Fatalf("errs %v", errs)
	}
}

// interrupt_after entries: an empty label, 0 and -1 are clear errors.
func TestInterruptAfterBadEntries(t *testing.T) {
	for _, c := range []struct{ v, want string }{
		{`[""]`, "interrupt_after[0]: an empty label names no operation"},
		{`[0]`, "interrupt_after[0]: operation numbers start at 1 (got 0)"},
		{`[3, -1]`, "interrupt_after[1]: operation numbers start at 1 (got -1)"},
		{`["Q"]`, `has no operation labelled "Q"`},
	} {
		dir := copyExample(t, "replay")
		p := filepath.Join(dir, "workspace.toml")
		b, _ := os.ReadFile(p)
		src := string(b)
		i := strings.Index(src, "interrupt_after")
		if i < 0 {
			t.Fatal("the example has no interrupt_after")
		}
		j := strings.IndexByte(src[i:], '\n')
		src = src[:i] + "interrupt_after = " + c.v + src[i+j:]
		os.WriteFile(p, []byte(src), 0o644)
		errs := loadErrs(t, dir)
		if !hasDiag(errs, c.want) {
			t.Errorf("%s: %v", c.v, errs)
		}
	}
}

// Every bad map_Kd line of a material is reported, not only the last.
func TestEveryBadMapKdIsReported(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "",
		"scene.toml":     materialScene + "[[meshes]]\nfile = \"m.obj\"\nmaterial = \"from-file\"\n",
		"m.obj":          "mtllib x.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl red\nf 1 2 3\n",
		"x.mtl":          "newmtl red\nmap_Kd wood.png\nmap_Kd oak.png\n",
	})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, `x.mtl:2:8: map_Kd: image "wood.png" not found`) || !hasDiag(errs, `x.mtl:3:8: map_Kd: image "oak.png" not found`) {
		t.Fatalf("%v", errs)
	}
}

// A viewport level that breaks the aspect ratio is reported at the
// levels when the workspace loads (compare said it later, without a
// place).
func TestLevelsKeepTheAspectRatio(t *testing.T) {
	dir := writeWS(t, map[string]string{
		"workspace.toml": "",
		"scene.toml":     minimalScene + "[[viewports]]\nname = \"v\"\nwidth = 96\nheight = 50\nlevels = [96, 48, 24]\n",
	})
	errs := loadErrs(t, dir)
	if !hasDiag(errs, "scene.toml:12:10: viewports[0].levels: level 24 does not keep the viewport's 96:50 aspect ratio") {
		t.Fatalf("%v", errs)
	}
}

// copyExample writes an embedded example into a fresh folder.
func copyExample(t *testing.T, name string) string {
	t.Helper()
	files := map[string]string{}
	for n, f := range exampleFiles(t, name) {
		files[n] = string(f.Data)
	}
	return writeWS(t, files)
}
