package render

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestCopyOpaqueMatchesSetAlpha: copyOpaque writes the bytes of setAlpha
// then copy, for rows of 0 to 100 pixels at any alignment, leaves src
// unchanged and writes nothing past the row.
func TestCopyOpaqueMatchesSetAlpha(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for trial := 0; trial < 5000; trial++ {
		n, off := 4*rng.IntN(101), rng.IntN(16)
		src := make([]uint8, off+n+8)
		for i := range src {
			src[i] = uint8(rng.Uint32())
		}
		orig := bytes.Clone(src)
		got, want := make([]uint8, off+n+8), make([]uint8, off+n+8)
		for i := range got {
			got[i], want[i] = 0x5a, 0x5a
		}
		copyOpaque(got[off:off+n], src[off:off+n])
		tmp := bytes.Clone(src[off : off+n])
		setAlpha(tmp)
		copy(want[off:off+n], tmp)
		if !bytes.Equal(got, want) {
			t.Fatalf("%d bytes at offset %d: got %v, want %v", n, off, got, want)
		}
		if !bytes.Equal(src, orig) {
			t.Fatalf("%d bytes at offset %d: src was written", n, off)
		}
	}
}
