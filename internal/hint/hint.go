// Package hint words the hints of a diagnostic about a user's file: the
// known name closest to a misspelt one ("did you mean") and a user's token
// quoted in a message, clipped so that a huge one is not echoed whole.
package hint

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// maxEcho bounds a token quoted in a message.
const maxEcho = 60

// Clip shortens a token quoted in a message: a long one keeps its start
// and says how long it was.
func Clip(s string) string {
	if len(s) <= maxEcho {
		return s
	}
	return fmt.Sprintf("%s… (%d bytes)", Head(s, maxEcho), len(s))
}

// Head is s up to its first n bytes, cut on a rune boundary.
func Head(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Closest returns the candidate closest to name by edit distance, or "" when
// nothing is close enough to be a plausible typo.
func Closest(name string, candidates []string) string {
	best, bestD := "", 1<<30
	if len(name) > 64 { // no name that long is a typo of a short one
		return ""
	}
	for _, c := range candidates {
		if d := len(c) - len(name); d > 3 || d < -3 { // farther than any suggestion
			continue
		}
		d := editDistance(strings.ToLower(name), strings.ToLower(c))
		if d < bestD || (d == bestD && c < best) {
			best, bestD = c, d
		}
	}
	limit := 2
	if len(name) > 6 {
		limit = 3
	}
	if len(name) <= 2 {
		limit = len(name) - 1 // "kk" → "k", but never "b" → "a"
	}
	if bestD <= limit || (best != "" && (strings.Contains(best, name) || strings.Contains(name, best)) && len(name) >= 3 && len(best) >= 3) {
		return best
	}
	return ""
}

// DidYouMean returns ` (did you mean "x"?)` for the candidate closest to
// name (Closest), or "".
func DidYouMean(name string, candidates []string) string {
	if b := Closest(name, candidates); b != "" {
		return fmt.Sprintf(" (did you mean %q?)", b)
	}
	return ""
}

// editDistance is the Damerau–Levenshtein (optimal string alignment) distance,
// so a swapped pair of letters counts as one edit.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		if a == b {
			return 0
		}
		return 1 << 20
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
