// Package cputime reads the process's CPU time, for the benchmarks' CPU
// figures and the scaling tests (which compare CPU time, so that other jobs
// on a shared machine do not count), and its minor page faults, for the
// rendering benchmarks' and tests' fault counts.
package cputime

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// Least is the least CPU time of runs calls of f, at least a millisecond:
// a scaling test's figure. Each call runs after a garbage collection with
// the collector off, so the figure is f's own work: with it on, the
// collector's background workers, whose share depends on the heap left by
// whatever ran before, made a linear parse read ×5 to ×60 for ×10 input.
func Least(runs int, f func()) time.Duration {
	b := time.Duration(1 << 62)
	for range runs {
		runtime.GC()
		gc := debug.SetGCPercent(-1)
		t0 := Process()
		f()
		b = min(b, Process()-t0)
		debug.SetGCPercent(gc)
	}
	return max(b, time.Millisecond)
}

// Growth times f(n) and f(10n) in CPU time of this process (not wall
// time: other processes on a loaded machine do not count), the least of
// five each, taken alternately so that a slow spell of the machine falls on
// both sizes; it logs both (for the closing note) and fails t when the time
// grows by more than limit (×10 is linear, ×100 quadratic; the limit is
// generous so that a busy machine does not make the test flaky).
func Growth(t testing.TB, name string, n int, limit float64, f func(n int)) {
	t.Helper()
	a, b := time.Duration(1<<62), time.Duration(1<<62)
	for range 5 {
		a = min(a, Least(1, func() { f(n) }))
		b = min(b, Least(1, func() { f(10 * n) }))
	}
	r := float64(b) / float64(a)
	t.Logf("%s: n=%d %v, n=%d %v: ×%.1f", name, n, a, 10*n, b, r)
	if r > limit {
		t.Errorf("%s: ×10 input took ×%.1f time (linear is about ×10)", name, r)
	}
}
