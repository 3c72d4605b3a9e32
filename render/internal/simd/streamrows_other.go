//go:build !amd64

package simd

import "unsafe"

// StreamRows copies n bytes from src+i·srcStride to dst+i·dstStride for
// each row i < rows (ordinary stores on this architecture).
func StreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int) {
	for i := 0; i < rows; i++ {
		d := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(dst), i*dstStride)), n)
		s := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(src), i*srcStride)), n)
		copy(d, s)
	}
}

// OrStreamRows is StreamRows with each 32-bit word ORed with 0xff000000
// (alpha 255).
func OrStreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int) {
	for i := 0; i < rows; i++ {
		d := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(dst), i*dstStride)), n)
		s := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(src), i*srcStride)), n)
		copy(d, s)
		SetAlpha(d)
	}
}
