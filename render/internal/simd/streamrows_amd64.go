package simd

// StreamRows copies n bytes (a multiple of 4) from src+i·srcStride to
// dst+i·dstStride for each row i < rows, with non-temporal stores (the
// frame's rows written by clearBin and storeBin are not read again while
// rendering, so they need not displace the bin buffers from the cache, nor
// be read before they are written), then orders the stores (SFENCE) so
// they are visible like ordinary ones once the worker is joined.
//
//go:noescape
func StreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int)

// OrStreamRows is StreamRows with each 32-bit word ORed with 0xff000000
// (alpha 255): the bytes of copy then SetAlpha, in one pass.
//
//go:noescape
func OrStreamRows(dst *uint8, dstStride int, src *uint8, srcStride int, rows, n int)
