package simd

import "math"

// RunMax is the largest depth of a run, computed branch-free on the
// order-preserving integer image of the float32 bits. A NaN depth may be
// ignored (a NaN is never overwritten and fails every depth test anyway, so
// render's hierarchical-Z bound still proves occlusion exactly). Its loop
// is the definition of RunMax16, which takes the runs of 16.
func RunMax(depths []float32) float32 {
	if len(depths) == 16 {
		return RunMax16((*[16]float32)(depths)) // runmax_*.go
	}
	m := int32(math.MinInt32)
	for _, d := range depths {
		m = max(m, fkey(d))
	}
	return funkey(m)
}

// fkey maps float32 bits to an int32 with the same order (−0 < +0).
func fkey(f float32) int32 {
	b := int32(math.Float32bits(f))
	return b ^ (b >> 31 & 0x7fffffff)
}

// funkey is the inverse of fkey.
func funkey(k int32) float32 {
	return math.Float32frombits(uint32(k ^ (k >> 31 & 0x7fffffff)))
}
