package render

// prefetch hints the CPU to load the 192 bytes at addr into cache (a
// triangle's raster and shading record) without waiting for them.
//
//go:noescape
func prefetch(addr uintptr)
