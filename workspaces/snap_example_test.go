package workspaces

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/render"
)

// The snapping example must show what it claims: with consistent snapping
// the conservative coarse coverage never misses a covered fine pixel; with
// fixed snapping it does at some level.
func TestSnappingExampleShowsTheDifference(t *testing.T) {
	ws, err := LoadExample("snapping")
	if err != nil {
		t.Fatal(err)
	}
	viol := map[string]int{}
	for _, name := range []string{"fixed", "consistent"} {
		v, err := ws.WithViewport(name)
		if err != nil {
			t.Fatal(err)
		}
		c, err := render.Compare(context.Background(), v.Scene, v.Levels, v.Options)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range c.Pairs {
			viol[name] += p.Violations
		}
	}
	t.Logf("violations: %v", viol)
	if viol["consistent"] != 0 {
		t.Errorf("consistent snapping has %d violations", viol["consistent"])
	}
	if viol["fixed"] == 0 {
		t.Errorf("fixed snapping shows no violation: the example does not demonstrate the difference")
	}
}
