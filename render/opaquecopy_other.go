//go:build !amd64

package render

// orCopyOK says orCopy16 is available: not on this architecture, where
// copyOpaque copies and then sets the alpha bytes.
const orCopyOK = false

func orCopy16(dst, src *uint8, blocks int) {
	panic("render: orCopy16 is amd64 only")
}
