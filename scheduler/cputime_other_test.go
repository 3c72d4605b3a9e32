//go:build !unix

package scheduler

import "time"

var cpuStart = time.Now()

// cpuTime falls back to wall time where getrusage is missing.
func cpuTime() time.Duration { return time.Since(cpuStart) }
