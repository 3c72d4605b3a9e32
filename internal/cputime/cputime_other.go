//go:build !unix && !windows

package render

import "time"

// cpuTime is 0 where the process's CPU time cannot be read (the browser):
// the benchmarks' cpu-ms/frame then reads 0 and their wall-time figures
// stand alone.
func cpuTime() time.Duration { return 0 }
