package deadline

import (
	"testing"
	"time"
)

func TestWithinReturns(t *testing.T) {
	ran := false
	Within(t, time.Second, "a quick call", func() { ran = true })
	if !ran {
		t.Fatal("f did not run")
	}
}
