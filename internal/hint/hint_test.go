package hint

import (
	"strings"
	"testing"
)

func TestClosest(t *testing.T) {
	cases := map[string]string{"postion": "position", "colour": "color", "zzz": "", "scael": "scale"}
	for in, want := range cases {
		if got := Closest(in, []string{"position", "color", "scale", "name"}); got != want {
			t.Errorf("Closest(%q) = %q, want %q", in, got, want)
		}
	}
	if got := DidYouMean("colr", []string{"color"}); got != ` (did you mean "color"?)` {
		t.Errorf("DidYouMean = %q", got)
	}
	if got := DidYouMean("zzz", []string{"color"}); got != "" {
		t.Errorf("DidYouMean = %q", got)
	}
}

// A huge token keeps its start, cut on a rune boundary, and says its length.
func TestClip(t *testing.T) {
	if got := Clip("short"); got != "short" {
		t.Errorf("Clip = %q", got)
	}
	got := Clip(strings.Repeat("é", 1000))
	if !strings.HasSuffix(got, "… (2000 bytes)") || !strings.HasPrefix(got, strings.Repeat("é", 30)+"…") {
		t.Errorf("Clip = %q", got)
	}
}
