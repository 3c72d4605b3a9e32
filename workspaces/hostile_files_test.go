package workspaces

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within runs f and fails the test if it has not returned after d (a
// blocked open of a FIFO would hang it forever).
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s blocked for %v", what, d)
	}
}

// copyExample writes an embedded example into a fresh folder.
func copyExample(t *testing.T, name string) string {
	t.Helper()
	files := map[string]string{}
	for n, f := range exampleFiles(t, name) {
		files[n] = string(f.Data)
	}
	return writeWS(t, files)
}

// A FIFO in place of any workspace file is a located error, never a hang:
// opening a FIFO for reading blocks until a writer comes, so the loader
// stats before it opens.
func TestFIFOIsAnErrorNotAHang(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"workspace.toml", "workspace.toml is a named pipe (FIFO), not a regular file"},
		{"scene.toml", "scene.toml is a named pipe (FIFO)"},
		{"tasks.toml", "tasks.toml is a named pipe (FIFO)"},
		{"app.cmd", "app.cmd is a named pipe (FIFO)"},
	} {
		dir := copyExample(t, "replay")
		p := filepath.Join(dir, c.file)
		os.Remove(p)
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Skip("no FIFOs here:", err)
		}
		var err error
		within(t, 10*time.Second, "loading with a FIFO "+c.file, func() { _, err = Load(dir) })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v\nwant %s", c.file, err, c.want)
		}
	}
	// A device is refused the same way (stat, never opened).
	dir := copyExample(t, "replay")
	if err := os.Remove(filepath.Join(dir, "scene.toml")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "scene.toml")); err != nil {
		t.Skip(err)
	}
	var err error
	within(t, 10*time.Second, "loading with a symlink to /dev/zero", func() { _, err = Load(dir) })
	if err == nil || !strings.Contains(err.Error(), "scene.toml") {
		t.Fatalf("err %v", err)
	}
}

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
	dir := copyExample(t, "replay")
	for n, target := range map[string]string{"scene.toml": fifo, "tasks.toml": secret} {
		os.Remove(filepath.Join(dir, n))
		if err := os.Symlink(target, filepath.Join(dir, n)); err != nil {
			t.Skip(err)
		}
	}
	w := &Watcher{dir: dir, files: map[string]bool{filepath.Join(dir, "scene.toml"): true, filepath.Join(dir, "tasks.toml"): true}}
	var a string
	within(t, 10*time.Second, "the watcher's sum over a symlink to a FIFO", func() { a = w.sum(nil, nil) })
	// The outside file's content is not read: changing it changes nothing.
	os.WriteFile(secret, []byte("changed outside"), 0o644)
	var b string
	within(t, 10*time.Second, "the watcher's sum", func() { b = w.sum(nil, nil) })
	if a != b {
		t.Fatal("the watcher read a file outside the workspace through a symbolic link")
	}
}
