package workspaces

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSaveFileKeepsPermissionsAndLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "scene.toml")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := SaveFile(p, []byte("new content")); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	if string(b) != "new content" {
		t.Fatalf("content %q", b)
	}
	fi, _ := os.Stat(p)
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", fi.Mode().Perm())
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("leftover files: %v", ents)
	}
	// new file gets 0644; a symlink is kept and its target replaced
	q := filepath.Join(dir, "new.toml")
	if err := SaveFile(q, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(q); fi.Mode().Perm() != 0o644 {
		t.Errorf("new file mode %v", fi.Mode().Perm())
	}
	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink("new.toml", link); err != nil {
		t.Skip("no symlinks")
	}
	if err := SaveFile(link, []byte("via link")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("symlink replaced by a file")
	}
	if b, _ := os.ReadFile(q); string(b) != "via link" {
		t.Errorf("target content %q", b)
	}
}
