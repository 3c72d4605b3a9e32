// Package deadline is a test helper: it fails a test whose call does not
// return in time (a blocked open of a FIFO would otherwise hang the test
// binary until its own timeout, naming nothing).
package deadline

import (
	"testing"
	"time"
)

// Within runs f and fails t if f has not returned after d; what names the
// call in the message.
func Within(t testing.TB, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s blocked for %v", what, d)
	}
}
