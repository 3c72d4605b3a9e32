//go:build !amd64

package simd

// RunMax16 is RunMax of a whole hierarchical-Z run, portable form.
func RunMax16(depths *[16]float32) float32 {
	m0, m1, m2, m3 := fkey(depths[0]), fkey(depths[1]), fkey(depths[2]), fkey(depths[3])
	for i := 4; i < 16; i += 4 {
		m0, m1 = max(m0, fkey(depths[i])), max(m1, fkey(depths[i+1]))
		m2, m3 = max(m2, fkey(depths[i+2])), max(m3, fkey(depths[i+3]))
	}
	return funkey(max(m0, m1, m2, m3))
}
