//go:build !amd64

package render

import "unsafe"

// streamRows copies n bytes from src+i·srcStride to dst+i·dstStride for
// each row i < rows (ordinary stores on this architecture).
func streamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int) {
	for i := 0; i < rows; i++ {
		d := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(dst), i*dstStride)), n)
		s := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(src), i*srcStride)), n)
		copy(d, s)
	}
}

// orStreamRows is streamRows with each 32-bit word ORed with 0xff000000
// (alpha 255).
func orStreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int) {
	for i := 0; i < rows; i++ {
		d := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(dst), i*dstStride)), n)
		s := unsafe.Slice((*uint8)(unsafe.Add(unsafe.Pointer(src), i*srcStride)), n)
		copy(d, s)
		setAlpha(d)
	}
}
