//go:build !amd64

package simd

// RunMax16 is RunMax of a whole hierarchical-Z run, portable form.
func RunMax16(run *[16]float32) float32 {
	m0, m1, m2, m3 := fkey(run[0]), fkey(run[1]), fkey(run[2]), fkey(run[3])
	for i := 4; i < 16; i += 4 {
		m0, m1 = max(m0, fkey(run[i])), max(m1, fkey(run[i+1]))
		m2, m3 = max(m2, fkey(run[i+2])), max(m3, fkey(run[i+3]))
	}
	return funkey(max(m0, m1, m2, m3))
}
