// Package cputime reads the process's CPU time, for the benchmarks' CPU
// figures and the scaling tests (which compare CPU time, so that other jobs
// on a shared machine do not count).
package cputime

import (
	"runtime"
	"runtime/debug"
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
