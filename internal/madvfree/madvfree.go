// Package madvfree starts the program with GODEBUG=madvdontneed=0 on Linux.
//
// With it, memory the Go runtime gives back to the kernel (its scavenger
// returns what the heap no longer needs) is marked MADV_FREE instead of
// MADV_DONTNEED: it stays mapped until the kernel needs it. A caller that
// drops its frames (a window reloading a workspace, `compare` over many
// viewports) gets new frames whose buffers the heap takes again from the
// frames it collected; without the setting, each page the scavenger had
// returned costs a page fault when the new frame clears it (87–309 a new
// frame over 20 frames of issue 38's sets, about 0.3–0.5 with it;
// docs/performance.md).
//
// The runtime reads the setting only when the process starts, and neither
// go.mod's godebug lines nor //go:debug accept it, so Ensure starts the
// program again with it (execve: the same process, arguments and
// environment, GODEBUG extended). A GODEBUG that already names
// madvdontneed, either way, is left as it is; that is also how to keep
// Go's default (GODEBUG=madvdontneed=1). So is a program under a debugger
// or valgrind, which the restart would leave.
package madvfree

import "strings"

// setting is what Ensure adds to GODEBUG.
const setting = "madvdontneed=0"

// needed reports whether godebug (the value of GODEBUG) leaves
// madvdontneed unset.
func needed(godebug string) bool {
	for _, f := range strings.Split(godebug, ",") {
		if k, _, _ := strings.Cut(strings.TrimSpace(f), "="); k == "madvdontneed" {
			return false
		}
	}
	return true
}

// withSetting returns env with the setting added to its GODEBUG (or a
// GODEBUG holding only the setting).
func withSetting(env []string) []string {
	out := make([]string, 0, len(env)+1)
	found := false
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "GODEBUG="); ok && !found {
			found = true
			if strings.TrimSpace(v) == "" {
				kv = "GODEBUG=" + setting
			} else {
				kv = "GODEBUG=" + v + "," + setting
			}
		}
		out = append(out, kv)
	}
	if !found {
		out = append(out, "GODEBUG="+setting)
	}
	return out
}
