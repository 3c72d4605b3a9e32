// Package cptest tests the scheduler's command processor (the
// commandProcessor type: cp.go, cpops.go, cprun.go, cpcheck.go,
// tracebuf.go; docs/replay.md) from outside the scheduler package, through
// the public Workload.Commands, Result.Commands, CheckReplay and CompareCP
// only, on the embedded replay example and variants of it: trace replay
// against the uninterrupted run, switch costs, preemption levels, time
// slices, trace overflow and the full-save fallback, the replay check,
// expressions, names and validation.
//
// Coverage of the command processor's files from these tests alone:
//
//	go test -coverpkg=./scheduler -coverprofile=cp.out ./scheduler/cptest
package cptest
