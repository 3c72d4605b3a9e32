package madvfree

import (
	"bytes"
	"os"
	"strings"
	"syscall"
)

// Ensure starts the program again with madvdontneed=0 added to GODEBUG,
// unless GODEBUG already sets madvdontneed, or the program runs under a
// debugger or valgrind (a restart would leave them: a debugger does not
// follow it, and valgrind's /proc/self/exe is valgrind's own). It returns
// only when nothing was to be done or the restart failed; then the
// program runs on with Go's default. Call it first in main (or TestMain),
// before any work that a restart would repeat.
func Ensure() {
	if !needed(os.Getenv("GODEBUG")) || watched() {
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

// watched reports whether a tracer (a debugger, strace) is attached or
// the program runs under valgrind.
func watched() bool {
	if strings.Contains(os.Getenv("LD_PRELOAD"), "vgpreload") {
		return true
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return false
	}
	return tracerPid(status) != "0"
}

// tracerPid is the TracerPid field of a /proc/<pid>/status text ("0" when
// none is attached, or when the field is missing).
func tracerPid(status []byte) string {
	for _, line := range bytes.Split(status, []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte("TracerPid:")); ok {
			return string(bytes.TrimSpace(v))
		}
	}
	return "0"
}
