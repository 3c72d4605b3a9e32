package cli

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// Every key --json prints is snake_case (DESIGN: "JSON keys are
// snake_case"). Before the report types had tags, simulate printed the
// partition's preemptions with Go field names ("Time", "Saved") and render
// its stats ("VerticesIn", "Time": {"FragmentROP"}).
func TestJSONKeysAreSnakeCase(t *testing.T) {
	for _, args := range [][]string{
		{"simulate", "partitioning", "--partition", "share-save", "--json"},
		{"simulate", "runtime", "--json"},
		{"simulate", "replay", "--json"},
		{"simulate", "continuations", "--policy", "wait-in-place", "--json"},
		{"render", "showcase", "-o", t.TempDir() + "/x.png", "--json"},
		{"check", "--run", "--json", "showcase"},
		{"devices", "runtime", "--json"},
		{"replay", "replay", "--sweep", "--json"},
		{"compare", "snapping", "--json"},
		{"compare-policies", "partitioning", "--json"},
		{"version", "--json"},
	} {
		var v any
		if err := json.Unmarshal(runOK(t, args...), &v); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		var bad []string
		camelKeys(v, args[0], &bad)
		sort.Strings(bad)
		if len(bad) > 0 {
			t.Errorf("%v: keys not in snake_case: %s", args, strings.Join(bad, ", "))
		}
	}
}

// camelKeys lists the object keys under v with an upper-case letter, once
// each. (Map keys that are names, such as the stall reasons "queue-full",
// are lower case too.)
func camelKeys(v any, path string, bad *[]string) {
	switch x := v.(type) {
	case map[string]any:
		for k, y := range x {
			if strings.ToLower(k) != k {
				s := fmt.Sprintf("%s.%s", path, k)
				found := false
				for _, b := range *bad {
					found = found || b == s
				}
				if !found {
					*bad = append(*bad, s)
				}
			}
			camelKeys(y, path+"."+k, bad)
		}
	case []any:
		for _, y := range x {
			camelKeys(y, path+"[]", bad)
		}
	}
}
