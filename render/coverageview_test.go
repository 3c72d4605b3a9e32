package render

import (
	"context"
	"testing"
)

// The coverage debug view shows each level's three coverage arrays, one
// panel each, pixel for pixel.
func TestCoverageViewShowsTheThreeRules(t *testing.T) {
	s := randomLevelScene(3)
	c, err := Compare(context.Background(), s, []int{64, 32}, DefaultOptions(64, 64))
	if err != nil {
		t.Fatal(err)
	}
	l := &c.Levels[0]
	img := CoverageView(l, 2)
	if b := img.Bounds(); b.Dx() != (3*64+2)*2 || b.Dy() != 64*2 {
		t.Fatalf("size %v", b)
	}
	n := l.Counts()
	if n.Inner == 0 || n.Outer <= n.Centre || n.Centre <= n.Inner {
		t.Fatalf("scene too weak: %+v", n)
	}
	var lit [3]int
	for p := 0; p < 3; p++ {
		for y := 0; y < 64; y++ {
			for x := 0; x < 64; x++ {
				if img.RGBAAt(p*65*2+x*2+1, y*2+1) != coverageBG {
					lit[p]++
				}
			}
		}
	}
	if lit != [3]int{n.Outer, n.Centre, n.Inner} {
		t.Fatalf("lit pixels %v, counts %+v", lit, n)
	}
}
