//go:build !amd64

package render

// prefetch is a no-op where no prefetch instruction is wired up.
func prefetch(addr uintptr) {}

// prefetchWrite is a no-op where no prefetch instruction is wired up.
func prefetchWrite(addr uintptr) {}
