package simd

// RunMax16 is RunMax of a whole hierarchical-Z run (render's
// 1<<hizShift = 16 depths) in SSE2: fkey on four lanes at a time and a
// signed maximum, the same integer operations as RunMax's loop, so the
// same result.
//
//go:noescape
func RunMax16(depths *[16]float32) float32
