package enum

import (
	"strings"
	"testing"
)

type color int

const (
	none color = iota
	red
	green
)

var colorNames = Names[color]{red: "red", green: "green"}

func TestNamesParseAndString(t *testing.T) {
	for _, c := range []color{red, green} {
		got, err := colorNames.Parse(colorNames.String(c), "colour")
		if err != nil || got != c {
			t.Errorf("%d: Parse(String) = %d, %v", c, got, err)
		}
	}
	if s := colorNames.String(none); s != "unknown" {
		t.Errorf("String(none) = %q: a value without a spelling has none", s)
	}
	if _, ok := colorNames.Lookup(""); ok {
		t.Error(`"" was accepted as a spelling`)
	}
	_, err := colorNames.Parse("Red", "colour")
	if err == nil || !strings.Contains(err.Error(), `unknown colour "Red" (want one of red, green)`) {
		t.Errorf("Parse(Red) = %v", err)
	}
	if l := colorNames.List(); len(l) != 2 || l[0] != "red" {
		t.Errorf("List = %v", l)
	}
}
