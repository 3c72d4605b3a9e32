//go:build !amd64

package render

// colorKernelOK says colorKernel is available: not on this architecture,
// where vertexColorSpan's scalar loop shades every span.
const colorKernelOK = false

func colorKernel(p *colorArgs, pb *uint8, prow *uint8, irow *int32, n int, id int32) {
	panic("render: colorKernel is amd64 only")
}

func colorLessKernel(p *colorArgs, drow *float32, prow *uint8, irow *int32, n int, id int32, z, zdx float32) int {
	panic("render: colorLessKernel is amd64 only")
}
