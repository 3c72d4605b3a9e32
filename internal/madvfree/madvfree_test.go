package madvfree

import (
	"slices"
	"testing"
)

func TestNeeded(t *testing.T) {
	for _, c := range []struct {
		godebug string
		want    bool
	}{
		{"", true},
		{"gctrace=1", true},
		{"madvdontneedx=1", true},
		{"madvdontneed=0", false},
		{"madvdontneed=1", false},
		{"gctrace=1, madvdontneed=1", false},
	} {
		if got := needed(c.godebug); got != c.want {
			t.Errorf("needed(%q) = %v, want %v", c.godebug, got, c.want)
		}
	}
}

func TestWithSetting(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"HOME=/h"}, []string{"HOME=/h", "GODEBUG=madvdontneed=0"}},
		{[]string{"GODEBUG=", "A=b"}, []string{"GODEBUG=madvdontneed=0", "A=b"}},
		{[]string{"A=b", "GODEBUG=gctrace=1"}, []string{"A=b", "GODEBUG=gctrace=1,madvdontneed=0"}},
	} {
		if got := withSetting(c.in); !slices.Equal(got, c.want) {
			t.Errorf("withSetting(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
