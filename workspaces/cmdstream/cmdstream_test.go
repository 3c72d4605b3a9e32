package cmdstream_test

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/internal/cputime"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/cmdstream"
)

var testStreamNames = cmdstream.Names{
	Memory:  scheduler.CPMemory{Names: []string{"C", "E", "buf[0]", "buf[1]"}, Init: []int64{1, 2, 3, 4}},
	Tasks:   []string{"prepare"},
	CanDraw: true,
}

func TestCommandStreamParses(t *testing.T) {
	src := "# comment\nA: checkpoint\nset mode = 1\nC: read c = C\nwrite E = c * 10 + 1   # traced\nif [buf[1]] == 4 && c > 0 {\n  dispatch prepare\n} else {\n  draw\n}\nwait\ndelay 20\n"
	cs, errs := cmdstream.Parse([]byte(src), testStreamNames)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var kinds []string
	for _, op := range cs.Ops {
		kinds = append(kinds, op.Kind.String())
	}
	if got := strings.Join(kinds, " "); got != "checkpoint set read write if dispatch else draw end wait delay" {
		t.Fatalf("operations %s", got)
	}
	if cs.Ops[0].Label != "A" || cs.Ops[2].Label != "C" || cs.Ops[2].Line != 4 {
		t.Fatalf("labels/lines: %+v %+v", cs.Ops[0], cs.Ops[2])
	}
	if iff := cs.Ops[4]; iff.Else != 6 || iff.End != 8 || cs.Ops[5].Depth != 1 {
		t.Fatalf("block structure: if else=%d end=%d, dispatch depth %d", iff.Else, iff.End, cs.Ops[5].Depth)
	}
}

func TestCommandStreamBadInput(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"frobnicate 3\n", "1:1: unknown operation \"frobnicate\""},
		{"read x = nowhere\n", "1:10: no memory address \"nowhere\""},
		{"dispatch nosuch\n", "1:10: dispatch: no task named \"nosuch\""},
		{"read x = C\nif x > 1 {\n  checkpoint\n}\n", "3:3: checkpoint inside an if block"},
		{"}\n", "1:1: } without an open if block"},
		{"} else {\n", "1:1: else without an open if block"},
		{"read x = C\nif x > 1 {\n", "2:1: "},
		{"write C = y\n", "1:11: unknown variable \"y\""},
		{"read x = C\ncheckpoint\nwrite C = x\n", "3:11: "},
		{"A: checkpoint\nA: checkpoint\n", "2:1: "},
		{"write C = [E]\n", "1:"},
		{"delay -3\n", "1:"},
	} {
		_, errs := cmdstream.Parse([]byte(c.src), testStreamNames)
		if len(errs) == 0 {
			t.Errorf("%q: no error, want %q", c.src, c.want)
			continue
		}
		if got := errs[0].Error(); !strings.HasPrefix(got, c.want) && !strings.Contains(got, c.want) {
			t.Errorf("%q: error %q, want %q", c.src, got, c.want)
		}
	}
}

// FuzzCommandStream feeds arbitrary text to the stream parser: errors are
// fine, panics and unbounded work are not; what parses has consistent
// block structure.
func FuzzCommandStream(f *testing.F) {
	replay, err := workspaces.ExampleFS("replay")
	if err != nil {
		f.Fatal(err)
	}
	for _, n := range []string{"app.cmd", "ui.cmd"} {
		data, err := fs.ReadFile(replay, n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("if [C] == 1 {\n} else {\n  if 1 { draw }\n}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, errs := cmdstream.Parse(data, testStreamNames)
		if len(errs) > 0 {
			for _, e := range errs {
				if e.Line < 1 || e.Col < 1 {
					t.Fatalf("error without a position: %v", e)
				}
			}
			return
		}
		for i, op := range cs.Ops {
			if op.Kind == scheduler.OpIf && (op.End <= i || op.End >= len(cs.Ops) || cs.Ops[op.End].Kind != scheduler.OpEnd) {
				t.Fatalf("if at %d ends at %d", i, op.End)
			}
			if op.Kind == scheduler.OpCheckpoint && op.Depth != 0 {
				t.Fatalf("checkpoint inside a block at %d", i)
			}
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
	_, errs := cmdstream.Parse([]byte(nested(100)), cmdstream.Names{})
	if len(errs) != 1 || errs[0].Line != cmdstream.MaxDepth+1 || !strings.Contains(errs[0].Msg, "nest more than 64 deep") {
		t.Fatalf("errs %v", errs)
	}
	if _, errs := cmdstream.Parse([]byte(nested(cmdstream.MaxDepth)), cmdstream.Names{}); len(errs) != 0 {
		t.Fatalf("%d deep: %v", cmdstream.MaxDepth, errs)
	}
	cputime.Growth(t, "command stream, nested if/else", 5000, 40, func(n int) {
		cmdstream.Parse([]byte(nested(n)), cmdstream.Names{})
	})
}

// Memory names are looked up in a map, and "did you mean" runs only for
// the errors shown (it ran over 65k names for every unknown one).
func TestMemoryLookupIsLinear(t *testing.T) {
	stream := func(n int) ([]byte, cmdstream.Names) {
		var m scheduler.CPMemory
		var b strings.Builder
		for i := range n {
			m.Names = append(m.Names, fmt.Sprintf("w%d", i))
			fmt.Fprintf(&b, "read v = w%d\n", i)
			fmt.Fprintf(&b, "read u = x%d\n", i) // unknown
		}
		return []byte(b.String()), cmdstream.Names{Memory: m}
	}
	src, names := stream(10)
	_, errs := cmdstream.Parse(src, names)
	if len(errs) != 10 || !strings.Contains(errs[0].Msg, `no memory address "x0" is declared`) || !strings.Contains(errs[0].Msg, `did you mean "w0"?`) {
		t.Fatalf("errs %v", errs)
	}
	cputime.Growth(t, "command stream, memory-name lookup", 2000, 40, func(n int) {
		src, names := stream(n)
		cmdstream.Parse(src, names)
	})
}

// A huge token is not echoed whole in an error.
func TestHugeTokenIsClipped(t *testing.T) {
	big := strings.Repeat("x", 1<<20)
	for _, src := range []string{big + "\n", "set a = 1 " + big + "\n", "dispatch " + big + "\n", "read v = " + big + "\n"} {
		_, errs := cmdstream.Parse([]byte(src), cmdstream.Names{Tasks: []string{"t"}})
		if len(errs) == 0 {
			t.Fatal("no error")
		}
		for _, e := range errs {
			if len(e.Msg) > 500 {
				t.Fatalf("a %d-byte message", len(e.Msg))
			}
		}
	}
}
