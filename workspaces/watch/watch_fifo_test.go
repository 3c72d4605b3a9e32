//go:build unix

package watch

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/internal/deadline"
	"github.com/ppuwb/ppuwb/workspaces"
)

// The watcher hashes the files it watches through an os.Root: a symbolic
// link to a FIFO outside the folder neither blocks it nor is followed.
func TestWatcherSumStaysInTheFolder(t *testing.T) {
	outside := t.TempDir()
	fifo := filepath.Join(outside, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	secret := filepath.Join(outside, "secret")
	os.WriteFile(secret, []byte("outside"), 0o644)
	dir := t.TempDir()
	if err := workspaces.CreateFromExample("replay", dir); err != nil {
		t.Fatal(err)
	}
	for n, target := range map[string]string{"scene.toml": fifo, "tasks.toml": secret} {
		os.Remove(filepath.Join(dir, n))
		if err := os.Symlink(target, filepath.Join(dir, n)); err != nil {
			t.Skip(err)
		}
	}
	w := &Watcher{dir: dir, files: map[string]bool{filepath.Join(dir, "scene.toml"): true, filepath.Join(dir, "tasks.toml"): true}}
	var a string
	deadline.Within(t, 10*time.Second, "the watcher's sum over a symlink to a FIFO", func() { a = w.sum(nil, nil) })
	// The outside file's content is not read: changing it changes nothing.
	os.WriteFile(secret, []byte("changed outside"), 0o644)
	var b string
	deadline.Within(t, 10*time.Second, "the watcher's sum", func() { b = w.sum(nil, nil) })
	if a != b {
		t.Fatal("the watcher read a file outside the workspace through a symbolic link")
	}
}
