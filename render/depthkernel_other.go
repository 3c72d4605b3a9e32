//go:build !amd64

package render

// depthKernelOK says depthLessKernel is available: not on this
// architecture, where depthSpanLess's loop tests every span.
const depthKernelOK = false

func depthLessKernel(drow *float32, pb *uint8, z, zdx float32, n int) int {
	panic("render: depthLessKernel is amd64 only")
}
