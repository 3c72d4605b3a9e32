package simd

import (
	"encoding/binary"
	"unsafe"
)

// CopyRows copies rows rows of n elements from src (row i at i·srcStride;
// srcStride 0 repeats one row) to dst (row i at off + i·dstStride) with
// StreamRows, after checking both ranges.
func CopyRows[T float32 | int32 | uint8](dst []T, off, dstStride int, src []T, srcStride, rows, n int) {
	rowsOut(dst, off, dstStride, src, srcStride, rows, n, false)
}

// CopyRowsOpaque is CopyRows of RGBA bytes with the alpha bytes set to
// 255 on the way (the bytes of copy then SetAlpha, for every row).
func CopyRowsOpaque(dst []uint8, off, dstStride int, src []uint8, srcStride, rows, n int) {
	rowsOut(dst, off, dstStride, src, srcStride, rows, n, true)
}

func rowsOut[T float32 | int32 | uint8](dst []T, off, dstStride int, src []T, srcStride, rows, n int, opaque bool) {
	if rows <= 0 || n <= 0 {
		return
	}
	last := (rows - 1) * dstStride
	_ = dst[off : off+last+n] // bounds
	_ = src[:(rows-1)*srcStride+n]
	sz := int(unsafe.Sizeof(dst[0]))
	d, sp := (*uint8)(unsafe.Pointer(&dst[off])), (*uint8)(unsafe.Pointer(&src[0]))
	if opaque {
		OrStreamRows(d, sz*dstStride, sp, sz*srcStride, rows, sz*n)
	} else {
		StreamRows(d, sz*dstStride, sp, sz*srcStride, rows, sz*n)
	}
}

// alphaWord has bytes 3 and 7 set, in memory order.
var alphaWord = binary.NativeEndian.Uint64([]byte{0, 0, 0, 255, 0, 0, 0, 255})

// SetAlpha sets the alpha byte of every RGBA pixel of row to 255, two
// pixels per 64-bit word.
func SetAlpha(row []uint8) {
	if len(row) < 8 {
		for i := 3; i < len(row); i += 4 {
			row[i] = 255
		}
		return
	}
	words := unsafe.Slice((*uint64)(unsafe.Pointer(&row[0])), len(row)/8)
	for i := range words {
		words[i] |= alphaWord
	}
	if len(row)%8 != 0 {
		row[len(row)-1] = 255
	}
}
