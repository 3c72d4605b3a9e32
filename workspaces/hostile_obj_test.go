package workspaces

import (
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/internal/cputime"
	"github.com/ppuwb/ppuwb/workspaces/mesh"
)

// Line continuations cost their length once: 200k of them took 22 s
// (the joined line was copied per continuation).
func TestHostileOBJContinuationsAreLinear(t *testing.T) {
	obj := func(n int) []byte {
		return []byte("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3" + strings.Repeat(" \\\n", n) + "\n")
	}
	cputime.Growth(t, "OBJ line continuations", 20000, 40, func(n int) {
		md, err := mesh.ParseOBJ(obj(n))
		if err != nil || md.Triangles() != 1 {
			t.Fatalf("md %v err %v", md, err)
		}
	})
	// The joined line keeps its parts and its line number.
	_, err := mesh.ParseOBJ([]byte("v 0 0 0\\\n 1\nv 1 \\\n0 0\nv 0 1 0 \\\nx\n"))
	if oe, ok := err.(*mesh.Error); !ok || oe.Line != 6 || !strings.Contains(oe.Msg, "x") {
		t.Fatalf("err %#v", err)
	}
}
