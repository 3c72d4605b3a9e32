package workspaces

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/internal/cputime"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/scheduler"
)

// growth times f(n) and f(10n) in CPU time of this process (not wall
// time: other processes on a loaded machine do not count), the least of
// five each, taken alternately so that a slow spell of the machine falls on
// both sizes; it logs both (for the closing note) and fails when the time
// grows by more than limit (×10 is linear, ×100 quadratic; the limit is
// generous so that a busy machine does not make the test flaky).
func growth(t *testing.T, name string, n int, limit float64, f func(n int)) {
	t.Helper()
	a, b := time.Duration(1<<62), time.Duration(1<<62)
	for range 5 {
		a = min(a, cputime.Least(1, func() { f(n) }))
		b = min(b, cputime.Least(1, func() { f(10 * n) }))
	}
	r := float64(b) / float64(a)
	t.Logf("%s: n=%d %v, n=%d %v: ×%.1f", name, n, a, 10*n, b, r)
	if r > limit {
		t.Errorf("%s: ×10 input took ×%.1f time (linear is about ×10)", name, r)
	}
}

// The TOML position scanner counts columns incrementally: a long line
// costs its length once, not once per value on it (a 1 MB one-line array
// hung before).
func TestPositionScannerIsLinear(t *testing.T) {
	growth(t, "TOML position scanner, one-line array", 20000, 40, func(n int) {
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

// Closing an else finds its if in O(1), and nesting is capped.
func TestStreamNestingIsLinearAndCapped(t *testing.T) {
	nested := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString("if 1 == 1 {\n")
		}
		for range n {
			b.WriteString("} else {\nwait\n}\n")
		}
		return b.String()
	}
	_, errs := ParseCommandStream([]byte(nested(100)), StreamNames{})
	if len(errs) != 1 || errs[0].Line != MaxStreamDepth+1 || !strings.Contains(errs[0].Msg, "nest more than 64 deep") {
		t.Fatalf("errs %v", errs)
	}
	if _, errs := ParseCommandStream([]byte(nested(MaxStreamDepth)), StreamNames{}); len(errs) != 0 {
		t.Fatalf("%d deep: %v", MaxStreamDepth, errs)
	}
	growth(t, "command stream, nested if/else", 5000, 40, func(n int) {
		ParseCommandStream([]byte(nested(n)), StreamNames{})
	})
}

// Memory names are looked up in a map, and "did you mean" runs only for
// the errors shown (it ran over 65k names for every unknown one).
func TestMemoryLookupIsLinear(t *testing.T) {
	stream := func(n int) ([]byte, StreamNames) {
		var m scheduler.CPMemory
		var b strings.Builder
		for i := range n {
			m.Names = append(m.Names, fmt.Sprintf("w%d", i))
			fmt.Fprintf(&b, "read v = w%d\n", i)
			fmt.Fprintf(&b, "read u = x%d\n", i) // unknown
		}
		return []byte(b.String()), StreamNames{Memory: m}
	}
	src, names := stream(10)
	_, errs := ParseCommandStream(src, names)
	if len(errs) != 10 || !strings.Contains(errs[0].Msg, `no memory address "x0" is declared`) || !strings.Contains(errs[0].Msg, `did you mean "w0"?`) {
		t.Fatalf("errs %v", errs)
	}
	growth(t, "command stream, memory-name lookup", 2000, 40, func(n int) {
		src, names := stream(n)
		ParseCommandStream(src, names)
	})
}

// A huge token is not echoed whole in an error.
func TestHugeTokenIsClipped(t *testing.T) {
	big := strings.Repeat("x", 1<<20)
	for _, src := range []string{big + "\n", "set a = 1 " + big + "\n", "dispatch " + big + "\n", "read v = " + big + "\n"} {
		_, errs := ParseCommandStream([]byte(src), StreamNames{Tasks: []string{"t"}})
		if len(errs) == 0 {
			t.Fatal("no error")
		}
		for _, e := range errs {
			if len(e.Msg) > 500 {
				t.Fatalf("a %d-byte message", len(e.Msg))
			}
		}
	}
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
