package workspaces

import (
	"strings"
	"testing"
)

// Line continuations cost their length once: 200k of them took 22 s
// (the joined line was copied per continuation).
func TestHostileOBJContinuationsAreLinear(t *testing.T) {
	obj := func(n int) []byte {
		return []byte("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3" + strings.Repeat(" \\\n", n) + "\n")
	}
	growth(t, "OBJ line continuations", 20000, 40, func(n int) {
		md, err := parseOBJ(obj(n))
		if err != nil || md.triangles() != 1 {
			t.Fatalf("md %v err %v", md, err)
		}
	})
	// The joined line keeps its parts and its line number.
	_, err := parseOBJ([]byte("v 0 0 0\\\n 1\nv 1 \\\n0 0\nv 0 1 0 \\\nx\n"))
	if oe, ok := err.(*objError); !ok || oe.Line != 6 || !strings.Contains(oe.Msg, "x") {
		t.Fatalf("err %#v", err)
	}
}
