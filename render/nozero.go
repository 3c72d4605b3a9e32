package render

import "unsafe"

// mallocgc is the Go runtime's allocator. The runtime keeps it reachable
// by go:linkname for the packages that use it (go.dev/issue/67401);
// needzero = false skips the zeroing of memory the caller overwrites
// entirely (typ nil: memory without pointers).
//
//go:linkname mallocgc runtime.mallocgc
func mallocgc(size uintptr, typ unsafe.Pointer, needzero bool) unsafe.Pointer

// poisonFrame, when ≥ 0, is the byte makeNoZero fills its memory with:
// tests set it to show that every byte is written before it is read.
var poisonFrame = -1

// makeNoZero returns a slice of n elements of unspecified content (the
// frame buffers that the bins overwrite: see run).
func makeNoZero[T float32 | int32 | uint8](n int) []T {
	if n <= 0 {
		return nil
	}
	var z T
	s := unsafe.Slice((*T)(mallocgc(uintptr(n)*unsafe.Sizeof(z), nil, false)), n)
	if poisonFrame >= 0 {
		b := unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), uintptr(n)*unsafe.Sizeof(z))
		for i := range b {
			b[i] = byte(poisonFrame)
		}
	}
	return s
}
