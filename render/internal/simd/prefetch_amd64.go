package simd

// Prefetch hints the CPU to load the 192 bytes at addr into cache (a
// triangle's raster and shading record) without waiting for them.
//
//go:noescape
func Prefetch(addr uintptr)

// PrefetchWrite hints the CPU to fetch the 192 bytes at addr for writing
// (a setup record about to be written) without waiting for them.
//
//go:noescape
func PrefetchWrite(addr uintptr)
