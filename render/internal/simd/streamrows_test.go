package simd

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestCopyRowsMatchesCopy: CopyRows and CopyRowsOpaque write the bytes of
// a copy (then SetAlpha) row by row, for any offsets, strides (0 repeats
// the source row) and row lengths, leave the source unchanged and write
// nothing outside the rows.
func TestCopyRowsMatchesCopy(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for trial := 0; trial < 3000; trial++ {
		n := rng.IntN(70)
		rows := rng.IntN(6)
		dstStride := n + rng.IntN(20)
		srcStride := n + rng.IntN(20)
		if rng.IntN(4) == 0 {
			srcStride = 0
		}
		off := rng.IntN(9)
		src := make([]uint8, 4*(max(rows-1, 0)*srcStride+n+3))
		for i := range src {
			src[i] = uint8(rng.Uint32())
		}
		orig := bytes.Clone(src)
		size := 4 * (off + max(rows-1, 0)*dstStride + n + 5)
		for _, opaque := range []bool{false, true} {
			got, want := make([]uint8, size), make([]uint8, size)
			for i := range got {
				got[i], want[i] = 0x5a, 0x5a
			}
			for i := 0; i < rows; i++ {
				d, s := want[4*(off+i*dstStride):4*(off+i*dstStride+n)], src[4*i*srcStride:4*(i*srcStride+n)]
				copy(d, s)
				if opaque {
					SetAlpha(d)
				}
			}
			if opaque {
				CopyRowsOpaque(got, 4*off, 4*dstStride, src, 4*srcStride, rows, 4*n)
			} else {
				CopyRows(got, 4*off, 4*dstStride, src, 4*srcStride, rows, 4*n)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("opaque %v, %d rows of %d px, strides %d/%d, offset %d: got %v, want %v", opaque, rows, n, dstStride, srcStride, off, got, want)
			}
			if !bytes.Equal(src, orig) {
				t.Fatal("src was written")
			}
		}
	}
	// float32 and int32 rows
	d, s := make([]float32, 30), []float32{1, 2, 3, 4}
	CopyRows(d, 2, 10, s, 0, 3, 4)
	for i, v := range d {
		want := float32(0)
		if k := i - 2; k%10 < 4 && k >= 0 && k < 24 {
			want = s[k%10]
		}
		if v != want {
			t.Fatalf("float32 rows: %v", d)
		}
	}
}
