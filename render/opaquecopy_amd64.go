package render

// orCopyOK says orCopy16 (opaquecopy_amd64.s) is available.
const orCopyOK = true

// orCopy16 copies blocks×16 bytes from src to dst, each 32-bit word ORed
// with 0xff000000 (alpha 255).
//
//go:noescape
func orCopy16(dst, src *uint8, blocks int)
