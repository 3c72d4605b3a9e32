//go:build unix

package recovery

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/internal/deadline"
)

// Listing recovery copies reads the files they name through the bounded
// reader: a FIFO in place of the file is not opened (it blocked for ever).
func TestHostileRecoveryOfAFIFO(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "scene.toml")
	s := &Store{Dir: filepath.Join(t.TempDir(), "rec")}
	if err := s.Save(p, []byte("x = 1\n"), nil); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	var list []Copy
	var err error
	deadline.Within(t, 10*time.Second, "listing a recovery of a FIFO", func() { list, err = s.List(dir) })
	if err != nil || len(list) != 1 {
		t.Fatalf("list %v err %v", list, err)
	}
}
