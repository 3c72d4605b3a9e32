//go:build !unix && !windows

package cputime

import "time"

// Process is 0 where the process's CPU time cannot be read (the browser):
// figures taken from it then read 0 and wall-time figures stand alone.
func Process() time.Duration { return 0 }

// MinorFaults is 0 where the process's page faults cannot be read.
func MinorFaults() int64 { return 0 }
