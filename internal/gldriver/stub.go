//go:build !egl

package gldriver

// Available reports whether this build can draw through EGL.
const Available = false

// Run always fails with ErrUnavailable in builds without the "egl" tag.
func Run(batches []Batch) (Info, [][]int32, error) {
	for i := range batches {
		if err := batches[i].validate(); err != nil {
			return Info{}, nil, err
		}
	}
	return Info{}, nil, ErrUnavailable
}
