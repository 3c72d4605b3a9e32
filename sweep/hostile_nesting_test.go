package sweep

import (
	"strings"
	"testing"
)

// A spec of deeply nested arrays (issue 41, case 24's third input) is
// refused at its location by the same TOML bound every workspace file
// goes through, before the parser recurses into it.
func TestHostileSpecNesting(t *testing.T) {
	n := 400_000
	src := "workspace = \"x\"\ncommand = \"simulate\"\n[params]\na = " + strings.Repeat("[", n) + "1" + strings.Repeat("]", n) + "\n"
	_, err := Parse("spec.toml", []byte(src))
	if err == nil {
		t.Fatal("a spec nesting 400,000 arrays parsed")
	}
	if !strings.Contains(err.Error(), "spec.toml:4:") || !strings.Contains(err.Error(), "nest") {
		t.Fatalf("error %q is not located at spec.toml:4 or does not name the nesting limit", err)
	}
}
