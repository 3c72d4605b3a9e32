package render

import "unsafe"

// copyRows copies rows rows of n elements from src (row i at i·srcStride;
// srcStride 0 repeats one row) to dst (row i at off + i·dstStride) with
// streamRows, after checking both ranges.
func copyRows[T float32 | int32 | uint8](dst []T, off, dstStride int, src []T, srcStride, rows, n int) {
	rowsOut(dst, off, dstStride, src, srcStride, rows, n, false)
}

// copyRowsOpaque is copyRows of RGBA bytes with the alpha bytes set to
// 255 on the way (the bytes of copy then setAlpha, for every row).
func copyRowsOpaque(dst []uint8, off, dstStride int, src []uint8, srcStride, rows, n int) {
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
		orStreamRows(d, sz*dstStride, sp, sz*srcStride, rows, sz*n)
	} else {
		streamRows(d, sz*dstStride, sp, sz*srcStride, rows, sz*n)
	}
}
