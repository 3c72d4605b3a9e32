//go:build linux

package render

import (
	"context"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/ppuwb/ppuwb/internal/cputime"
)

// TestNewFrameAfterMemoryReturnedDoesNotFault: a caller that drops its
// frames (a window being resized, a sweep over viewports) gets a new frame
// each time, whose buffers the Go heap takes again from the frames it
// collected. Memory the runtime has returned to the kernel meanwhile (its
// scavenger; here debug.FreeOSMemory, which returns all of it) must not
// cost a page fault per 4 KB page of the new buffers. The program runs with
// madvdontneed=0 (main.go, internal/madvfree; this test binary too, through
// TestMain), so returned memory stays mapped until the kernel needs it;
// with Go's Linux default (madvdontneed=1) a
// 1920×1080 frame (colour and depth, 8 bytes a pixel) takes about 4,000
// faults here.
func TestNewFrameAfterMemoryReturnedDoesNotFault(t *testing.T) {
	const w, h = 1920, 1080
	s, err := GenerateBenchTriangles("large", 200, w, h, 1)
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions(w, h)
	ctx := context.Background()
	if _, err := Render(ctx, s, o); err != nil { // pools and heap warmed, frame dropped
		t.Fatal(err)
	}
	const frames = 3
	var faults int64
	for i := 0; i < frames; i++ {
		runtime.GC()
		debug.FreeOSMemory()
		f0 := cputime.MinorFaults()
		f, err := Render(ctx, s, o)
		faults += cputime.MinorFaults() - f0
		if err != nil {
			t.Fatal(err)
		}
		runtime.KeepAlive(f)
	}
	pages := int64(w * h * 8 / 4096)
	if per := faults / frames; per > pages/4 {
		t.Fatalf("a new %d×%d frame after the runtime returned its memory took %d page faults (its buffers are %d pages): returned memory is being faulted in again (is madvdontneed=0 in effect? TestMain calls madvfree.Ensure, as main does)",
			w, h, per, pages)
	}
	t.Logf("%d page faults a new frame (buffers: %d pages)", faults/frames, pages)
}
