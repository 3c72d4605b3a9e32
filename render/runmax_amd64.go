package render

// runMax16 is runMax of a whole hierarchical-Z run (1<<hizShift = 16
// depths) in SSE2: fkey on four lanes at a time and a signed maximum, the
// same integer operations as runMax's loop, so the same result.
//
//go:noescape
func runMax16(run *[16]float32) float32

var _ = [1]struct{}{}[1<<hizShift-16] // runMax16 reads 16 depths
