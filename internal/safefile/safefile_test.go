package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteReplacesARegularFileKeepingItsMode(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.csv")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(p, []byte("new")); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	fi, _ := os.Stat(p)
	if string(b) != "new" || fi.Mode().Perm() != 0o600 {
		t.Fatalf("got %q mode %v, want \"new\" 0600", b, fi.Mode().Perm())
	}
	onlyFiles(t, dir, "out.csv")
}

func TestWriteCreatesANewFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "new.png")
	if err := WriteFile(p, []byte("x")); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(p)
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("stat: %v %v", fi, err)
	}
}

func TestAFailedWriteKeepsTheOldFileAndLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.csv")
	os.WriteFile(p, []byte("old"), 0o644)
	boom := errors.New("boom")
	err := Write(p, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	})
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), p) {
		t.Fatalf("err = %v, want boom naming %s", err, p)
	}
	b, _ := os.ReadFile(p)
	if string(b) != "old" {
		t.Fatalf("the old file changed: %q", b)
	}
	onlyFiles(t, dir, "out.csv")
}

func TestAFolderIsRefused(t *testing.T) {
	dir := t.TempDir()
	err := WriteFile(dir, []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Fatalf("err = %v", err)
	}
}

func TestADanglingLinkIsRefused(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "l")
	if err := os.Symlink(filepath.Join(dir, "missing", "x"), p); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(p, []byte("x")); err == nil {
		t.Fatal("a dangling link was written through")
	}
}

func TestALinkToARegularFileReplacesItsTarget(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.csv")
	os.WriteFile(real, []byte("old"), 0o644)
	link := filepath.Join(dir, "link.csv")
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Fatalf("target holds %q", b)
	}
}

// onlyFiles fails unless dir holds exactly names (no temporary file left).
func onlyFiles(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if strings.Join(got, ",") != strings.Join(names, ",") {
		t.Fatalf("%s holds %v, want %v", dir, got, names)
	}
}
