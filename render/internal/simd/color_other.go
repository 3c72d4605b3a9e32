//go:build !amd64

package simd

// ColorKernelOK says ColorKernel is available: not on this architecture,
// where vertexColorSpan's scalar loop shades every span.
const ColorKernelOK = false

func ColorKernel(p *ColorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32) {
	panic("simd: ColorKernel is amd64 only")
}

func ColorLessKernel(p *ColorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int {
	panic("simd: ColorLessKernel is amd64 only")
}

func ColorLessRows(e *RowsArgs, z, iw *[3]float32, planes *[4][3]float32, base *[4]float32, spans *int32, depth *float32, pix *uint8, ids *int32) (pass int, rows uint64) {
	panic("simd: ColorLessRows is amd64 only")
}
