package render

// copyOpaque copies the RGBA pixels of src to dst with every alpha byte
// set to 255: the bytes of setAlpha(src) then copy(dst, src), in one pass
// over the row (storeBin's write-back of an opaque frame), and without
// writing src. On amd64 sixteen bytes at a time (orCopy16), the last
// len%16 bytes by setAlpha (TestCopyOpaqueMatchesSetAlpha).
func copyOpaque(dst, src []uint8) {
	dst = dst[:len(src)]
	i := 0
	if orCopyOK && len(src) >= 16 {
		i = len(src) &^ 15
		orCopy16(&dst[0], &src[0], i/16)
		if i == len(src) {
			return
		}
	}
	copy(dst[i:], src[i:])
	setAlpha(dst[i:])
}
