//go:build !amd64

package render

// spanKernelOK: no span kernel on this architecture (kernelSpans uses
// fineSpans).
const spanKernelOK = false

func spanKernel(sx, sy *[3]int64, e0, e1, e2 int64, w, rows int, sp *int32, x0 int) (n, widest int) {
	panic("spanKernel is amd64 only")
}
