// Package cptest tests the scheduler's command processors (cp.go, cprun.go,
// tracebuf.go; docs/replay.md) from outside the scheduler package, through
// the public Workload.Commands and Result.Commands only, on the embedded
// replay example and variants of it.
package cptest
