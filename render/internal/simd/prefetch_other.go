//go:build !amd64

package simd

// Prefetch is a no-op where no prefetch instruction is wired up.
func Prefetch(addr uintptr) {}

// PrefetchWrite is a no-op where no prefetch instruction is wired up.
func PrefetchWrite(addr uintptr) {}
