//go:build unix

package workspaces

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/internal/deadline"
)

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
		deadline.Within(t, 10*time.Second, "loading with a FIFO "+c.file, func() { _, err = Load(dir) })
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
	deadline.Within(t, 10*time.Second, "loading with a symlink to /dev/zero", func() { _, err = Load(dir) })
	if err == nil || !strings.Contains(err.Error(), "scene.toml") {
		t.Fatalf("err %v", err)
	}
}

// The editor's read and save (ReadInside, SaveInside) stay in the folder:
// a symbolic link out of it is neither read nor written through, and a
// FIFO is an error at once (the UI never blocks on it).
func TestEditorReadAndSaveStayInside(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.toml")
	os.WriteFile(secret, []byte("outside = true\n"), 0o644)
	dir := copyExample(t, "replay")
	if err := os.Symlink(secret, filepath.Join(dir, "link.toml")); err != nil {
		t.Skip(err)
	}
	os.Symlink(outside, filepath.Join(dir, "out"))
	if _, err := ReadInside(dir, "link.toml", 1<<20); err == nil {
		t.Fatal("read through a symbolic link out of the folder")
	}
	for _, rel := range []string{"link.toml", "out/new.toml", "out/secret.toml"} {
		if err := SaveInside(dir, rel, []byte("x = 1\n")); err == nil || !strings.Contains(err.Error(), "outside the workspace folder") {
			t.Fatalf("%s: err %v", rel, err)
		}
	}
	if b, _ := os.ReadFile(secret); string(b) != "outside = true\n" {
		t.Fatal("the outside file was overwritten")
	}
	if _, err := os.Stat(filepath.Join(outside, "new.toml")); err == nil {
		t.Fatal("a file was created outside")
	}
	// Inside, a symbolic link to a file of the folder is followed.
	os.Symlink("scene.toml", filepath.Join(dir, "alias.toml"))
	if err := SaveInside(dir, "alias.toml", []byte("# saved\n")); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadInside(dir, "scene.toml", 1<<20); err != nil || string(b) != "# saved\n" {
		t.Fatalf("%q %v", b, err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.toml"), 0o644); err != nil {
		t.Skip(err)
	}
	var err error
	deadline.Within(t, 5*time.Second, "reading a FIFO for the editor", func() { _, err = ReadInside(dir, "pipe.toml", 1<<20) })
	if err == nil || !strings.Contains(err.Error(), "named pipe") {
		t.Fatalf("err %v", err)
	}
	if err := SaveInside(dir, "pipe.toml", []byte("x")); err == nil || !strings.Contains(err.Error(), "named pipe") {
		t.Fatalf("save over a FIFO: %v", err)
	}
}

// An output that is one of the workspace's own files is recognised.
func TestUsesFile(t *testing.T) {
	dir := copyExample(t, "replay")
	ws, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"workspace.toml", "scene.toml", "app.cmd"} {
		if !ws.UsesFile(filepath.Join(dir, f)) {
			t.Errorf("%s is not recognised as an input", f)
		}
	}
	os.Symlink(filepath.Join(dir, "workspace.toml"), filepath.Join(t.TempDir(), "w.png"))
	if ws.UsesFile(filepath.Join(dir, "out.png")) {
		t.Error("out.png is not an input")
	}
}
