//go:build unix

package cputime

import (
	"syscall"
	"time"
)

// Process is the process's user+system CPU time, all threads (on a shared
// machine a steadier figure than wall time).
func Process() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// MinorFaults is the process's count of minor page faults so far: memory
// the kernel had to map (and zero) on first touch.
func MinorFaults() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Minflt
}
