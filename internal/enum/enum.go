// Package enum gives each enum of the project its spellings once. An
// enum's Names list, written with indexed elements
//
//	var SnapModeNames = enum.Names[SnapMode]{SnapFixed: "fixed", SnapConsistent: "consistent"}
//
// so that reordering the constants cannot mislabel them, gives String and
// Parse, and the workspace loader reads the same list.
package enum

import (
	"fmt"
	"strings"
)

// Names spells an enum's values: Names[v] is the spelling of v. An empty
// spelling marks a value that has no name in files (a "none" or "the
// policy decides" zero value).
type Names[T ~int | ~uint8] []string

// String spells v, or "unknown" for a value without a spelling.
func (n Names[T]) String(v T) string {
	if i := int(v); i >= 0 && i < len(n) && n[i] != "" {
		return n[i]
	}
	return "unknown"
}

// Lookup returns the value spelled exactly s.
func (n Names[T]) Lookup(s string) (T, bool) {
	for i, name := range n {
		if name != "" && name == s {
			return T(i), true
		}
	}
	return 0, false
}

// Parse returns the value spelled exactly s, or an error naming kind and
// the spellings.
func (n Names[T]) Parse(s, kind string) (T, error) {
	if v, ok := n.Lookup(s); ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown %s %q (want one of %s)", kind, s, strings.Join(n.List(), ", "))
}

// List returns the spellings in value order, without the empty ones.
func (n Names[T]) List() []string {
	out := make([]string, 0, len(n))
	for _, name := range n {
		if name != "" {
			out = append(out, name)
		}
	}
	return out
}
