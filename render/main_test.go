package render

import (
	"os"
	"testing"

	"github.com/ppuwb/ppuwb/internal/madvfree"
)

// TestMain runs the package's tests and benchmarks with the memory setting
// the program runs with (main.go: madvfree.Ensure, GODEBUG=madvdontneed=0
// on Linux), so that the benchmarks' new frames fault as the program's do.
func TestMain(m *testing.M) {
	madvfree.Ensure()
	os.Exit(m.Run())
}
