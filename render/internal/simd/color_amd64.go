package simd

// ColorKernelOK says ColorKernel (color_amd64.s) is available.
const ColorKernelOK = true

// ColorKernel writes the RGBA bytes and the ID of the passing pixels
// (pb[i] != 0) of an n-pixel span of perspective vertex colour. See
// render's vertexColorSpanKernel.
//
//go:noescape
func ColorKernel(p *ColorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32)

// ColorLessKernel is DepthLessLoop and ColorKernel over an n-pixel span in
// one pass: where z < drow[i] it writes z, the pixel's colour and id (z
// steps by zdx from pixel to pixel); it returns the number of passing
// pixels. p's span terms (IW, X0, Y) must be set (see render's colorSpan).
//
//go:noescape
func ColorLessKernel(p *ColorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int

// ColorLessRows is ColorLessKernel over the rows of one bin entry: row k
// (0 ≤ k < e.Rows ≤ 64) is the span of pixels spans[2k]..spans[2k+1]
// (inclusive; none where spans[2k] > spans[2k+1]), at index
// e.Off0 + k·e.Stride + x of depth and ids (4× that of pix). Per row it
// computes what render's shadeColorLess computes per span (dy, the colour
// planes' dy terms, the 1/w plane's row terms, the first pixel's depth)
// with the same operations, so the output is the same. It returns the
// passing pixels and the rows with any (bit k: row k). z, iw and the
// four colour planes are {v, dx, dy} as render's triangle record holds
// them (ColorLessRows gathers the colour planes into its registers); iw is
// {1, 0, 0} for an affine entry (w = 1/1, vertexColorSpan's 1); base is the
// material colour. The caller guarantees every index is in range.
//
//go:noescape
func ColorLessRows(e *RowsArgs, z, iw *[3]float32, planes *[4][3]float32, base *[4]float32, spans *int32, depth *float32, pix *uint8, ids *int32) (pass int, rows uint64)
