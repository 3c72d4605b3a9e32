package hostrt

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// A source nested a million deep (prefix operators, brackets) is refused by
// a linear scan before the expression parser, which overflowed its stack
// (a fatal error) on it; 400k parentheses took 985 MB.
func TestHostileKernelNesting(t *testing.T) {
	const n = 1_000_000
	for _, src := range []string{
		strings.Repeat("-", n) + "1",
		strings.Repeat("(", n) + "1" + strings.Repeat(")", n),
		strings.Repeat("[", n) + "1" + strings.Repeat("]", n),
		strings.Repeat("not ", n) + "true ? 1 : 0",
		strings.Repeat("!", n) + "true ? 1 : 0",
		strings.Repeat("1 ? 1 : ", n) + "1",
		strings.Repeat("let a = 1; ", n) + "a",
		"v +\n  " + strings.Repeat("-(", 200) + "1" + strings.Repeat(")", 200),
	} {
		start := time.Now()
		k := &Kernel{Name: "deep", Domain: DomainBuffer, Source: src}
		err := k.Check()
		var se *SourceError
		if !errors.As(err, &se) || !strings.Contains(se.Msg, "limit on kernel nesting") || se.Line < 1 || se.Column < 1 {
			t.Errorf("%.20q…: err %v, want a located nesting error", src, err)
		}
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("%.20q…: took %v", src, el)
		}
		if err := CheckParam("inst", "gain", src); err == nil || !strings.Contains(err.Error(), "limit on kernel nesting") {
			t.Errorf("param %.20q…: err %v", src, err)
		}
	}
	// The position is where the limit is crossed.
	k := &Kernel{Name: "deep", Domain: DomainBuffer, Source: "v +\n  " + strings.Repeat("-(", 200) + "1" + strings.Repeat(")", 200)}
	var se *SourceError
	if err := k.Check(); !errors.As(err, &se) || se.Line != 2 {
		t.Errorf("err %v, want line 2", err)
	}
	// Ordinary nesting, strings and comments pass the scan.
	for _, src := range []string{
		"let q = 1..10; sum(q, -(-#)) + (v > 0 ? -v : not (v < 0) ? 1 : 2) // (((((",
		"let a = [1, 2, 3]; let b = map(a, # * 2); sum(b) + len(a) - -1 /* [[[[ */",
		strings.Repeat("(", 60) + "v" + strings.Repeat(")", 60),
		strings.Repeat("v - ", 500) + "v",
	} {
		if e := checkNesting(src); e != nil {
			t.Errorf("%q: %v", src, e.Message)
		}
	}
}

// Builtins outside the documented allowlist are refused at their place,
// even those expr enables regardless (groupBy, sortBy).
func TestHostileBuiltinsOutsideTheAllowlist(t *testing.T) {
	for _, src := range []string{
		"let q = 1..10; len(groupBy(q, # % 2))",
		"let q = 1..10; first(sortBy(q, -#))",
	} {
		k := &Kernel{Name: "k", Domain: DomainBuffer, Source: src}
		err := k.Check()
		var se *SourceError
		if !errors.As(err, &se) || !strings.Contains(se.Msg, "allowed builtins") || se.Column < 16 {
			t.Errorf("%q: err %v, want a located refusal naming the allowlist", src, err)
		}
	}
}

// Nested iteration is counted by its work: four nested sums over 1..1000
// (10^12 iterations) ran about 17 minutes per instance under the default
// budget when an iteration counted one operation; each now counts
// IterationCost, so the default budget allows at most 2^26 iterations.
func TestHostileNestedIterationDefaultBudget(t *testing.T) {
	// 4 items × 100 iterations, each counted IterationCost.
	out, err := runSource(t, context.Background(), DomainBuffer, "sum(1..100, # * v)", 1e6, 10*time.Second)
	if err != nil || out.Ops < 400*IterationCost {
		t.Fatalf("ops %v err %v: want at least %d", out, err, 400*IterationCost)
	}
	if DefaultBudget/IterationCost > 1<<26 {
		t.Fatalf("the default budget allows %d iterations", DefaultBudget/IterationCost)
	}
	if testing.Short() || raceOn { // the real 4-deep sum runs in `make hostile`, without the race detector
		return
	}
	start := time.Now()
	_, err = runSource(t, context.Background(), DomainBuffer, "let q = 1..1000; sum(q, sum(q, sum(q, sum(q, #))))", 0, 120*time.Second)
	var be *BudgetError
	if !errors.As(err, &be) || be.Budget != DefaultBudget {
		t.Fatalf("err %v, want the default budget's error", err)
	}
	t.Logf("stopped by the default budget after %v", time.Since(start))
}
