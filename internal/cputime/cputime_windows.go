package cputime

import (
	"syscall"
	"time"
)

// Process is the process's user+system CPU time, all threads (on a shared
// machine a steadier figure than wall time).
func Process() time.Duration {
	h, err := syscall.GetCurrentProcess()
	if err != nil {
		return 0
	}
	var created, exited, kernel, user syscall.Filetime
	if err := syscall.GetProcessTimes(h, &created, &exited, &kernel, &user); err != nil {
		return 0
	}
	// FILETIME durations count 100-nanosecond intervals
	ticks := func(f syscall.Filetime) int64 { return int64(f.HighDateTime)<<32 | int64(f.LowDateTime) }
	return time.Duration((ticks(kernel) + ticks(user)) * 100)
}

// MinorFaults is 0 on Windows, which counts page faults another way
// (soft and hard together); the benchmarks that report faults run on
// Linux.
func MinorFaults() int64 { return 0 }
