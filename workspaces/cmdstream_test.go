package workspaces

import (
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

var testStreamNames = StreamNames{
	Memory:  scheduler.CPMemory{Names: []string{"C", "E", "buf[0]", "buf[1]"}, Init: []int64{1, 2, 3, 4}},
	Tasks:   []string{"prepare"},
	CanDraw: true,
}

func TestCommandStreamParses(t *testing.T) {
	src := "# comment\nA: checkpoint\nset mode = 1\nC: read c = C\nwrite E = c * 10 + 1   # traced\nif [buf[1]] == 4 && c > 0 {\n  dispatch prepare\n} else {\n  draw\n}\nwait\ndelay 20\n"
	cs, errs := ParseCommandStream([]byte(src), testStreamNames)
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
		_, errs := ParseCommandStream([]byte(c.src), testStreamNames)
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
	for _, n := range []string{"app.cmd", "ui.cmd"} {
		f.Add(exampleFiles(f, "replay")[n].Data)
	}
	f.Add([]byte("if [C] == 1 {\n} else {\n  if 1 { draw }\n}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, errs := ParseCommandStream(data, testStreamNames)
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
