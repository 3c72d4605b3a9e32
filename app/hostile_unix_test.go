//go:build unix

package app

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/workspaces"
)

// Opening a FIFO from the file tree shows an error at once instead of
// blocking the UI goroutine, and a symbolic link out of the folder is
// neither shown in the editor nor saved through.
func TestEditorRefusesFIFOAndOutsideLinks(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample("continuations", dir); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.toml"), 0o644); err != nil {
		t.Skip(err)
	}
	secret := filepath.Join(t.TempDir(), "secret.toml")
	os.WriteFile(secret, []byte("outside = 1\n"), 0o644)
	os.Symlink(secret, filepath.Join(dir, "link.toml"))
	t.Setenv("PPUWB_RECOVERY_DIR", t.TempDir())
	wb := newTestWorkbench(t)
	wb.Open(dir)
	if err := waitLoaded(t, wb); err != nil {
		t.Fatalf("load: %v", err)
	}
	done := make(chan *editorTab, 1)
	go func() { done <- wb.side.openFile("pipe.toml") }()
	select {
	case e := <-done:
		if e != nil {
			t.Fatal("a FIFO opened in the editor")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("opening a FIFO blocked")
	}
	if e := wb.side.openFile("link.toml"); e != nil {
		t.Fatal("a symbolic link out of the folder opened in the editor")
	}
}
