package madvfree

import (
	"os"
	"syscall"
)

// Ensure starts the program again with madvdontneed=0 added to GODEBUG,
// unless GODEBUG already sets madvdontneed. It returns only when nothing
// was to be done or the restart failed; then the program runs on with Go's
// default. Call it first in main (or TestMain), before any work that a
// restart would repeat.
func Ensure() {
	if !needed(os.Getenv("GODEBUG")) {
		return
	}
	env := withSetting(os.Environ())
	// /proc/self/exe runs the same binary even if its file was replaced
	// since it started.
	_ = syscall.Exec("/proc/self/exe", os.Args, env)
	if exe, err := os.Executable(); err == nil {
		_ = syscall.Exec(exe, os.Args, env)
	}
}
