package wszip

import (
	"archive/zip"
	"bytes"
	"hash/crc32"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/workspaces"
)

func TestZipUnzipRoundTrip(t *testing.T) {
	for _, name := range workspaces.Examples() {
		fsys, err := workspaces.ExampleFS(name)
		if err != nil {
			t.Fatal(err)
		}
		a, err := Zip(fsys)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Zip(fsys)
		if !bytes.Equal(a, b) {
			t.Fatalf("%s: two archives of the same files differ", name)
		}
		dir := filepath.Join(t.TempDir(), name)
		if _, err := Unzip(name+".zip", a, dir); err != nil {
			t.Fatal(err)
		}
		ws, err := workspaces.Load(dir)
		if err != nil {
			t.Fatalf("%s: the unpacked workspace does not load: %v", name, err)
		}
		orig, err := workspaces.LoadExample(name)
		if err != nil {
			t.Fatal(err)
		}
		if ws.Name != orig.Name {
			t.Errorf("%s: name %q after the round trip, want %q", name, ws.Name, orig.Name)
		}
	}
}

func TestZipLeavesOutHiddenAndBackups(t *testing.T) {
	fsys := fstest.MapFS{
		"workspace.toml":   {Data: []byte("name = \"x\"\n")},
		"scene.toml~":      {Data: []byte("old")},
		".git/config":      {Data: []byte("git")},
		".scene.toml.swp":  {Data: []byte("swap")},
		"meshes/torus.obj": {Data: []byte("v 0 0 0\n")},
	}
	data, err := Zip(fsys)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range zr.File {
		got = append(got, f.Name)
	}
	if strings.Join(got, ",") != "meshes/torus.obj,workspace.toml" {
		t.Fatalf("archive holds %v", got)
	}
}

func makeZip(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for n, c := range files {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(c))
	}
	zw.Close()
	return buf.Bytes()
}

func TestUnzipStripsTheTopFolder(t *testing.T) {
	data := makeZip(t, map[string]string{"lesson/workspace.toml": "a", "lesson/scene.toml": "b"})
	dir := filepath.Join(t.TempDir(), "w")
	n, err := Unzip("lesson.zip", data, dir)
	if err != nil || n != 2 {
		t.Fatalf("Unzip = %d, %v", n, err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "workspace.toml")); err != nil || string(b) != "a" {
		t.Fatalf("workspace.toml: %q, %v", b, err)
	}
	// With workspace.toml at the top, folders are kept as they are.
	data = makeZip(t, map[string]string{"workspace.toml": "a", "meshes/m.obj": "b"})
	dir = filepath.Join(t.TempDir(), "w")
	if _, err := Unzip("x.zip", data, dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "meshes", "m.obj")); err != nil {
		t.Fatal(err)
	}
}

func TestUnzipRefuses(t *testing.T) {
	for _, c := range []struct {
		files map[string]string
		want  string
	}{
		{map[string]string{"../evil.toml": "x"}, "leaves the workspace"},
		{map[string]string{"/etc/evil": "x"}, "leaves the workspace"},
		{map[string]string{"a/../../evil": "x"}, "leaves the workspace"},
		{map[string]string{"C:/evil": "x"}, "leaves the workspace"},
		{map[string]string{}, "holds no files"},
	} {
		dir := filepath.Join(t.TempDir(), "w")
		_, err := Unzip("bad.zip", makeZip(t, c.files), dir)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "bad.zip: ") {
			t.Errorf("%v: error %v, want one naming bad.zip and %q", c.files, err, c.want)
		}
		if _, serr := os.Stat(dir); serr == nil && len(c.files) > 0 {
			t.Errorf("%v: the folder was created although the archive was refused", c.files)
		}
	}
	if _, err := Unzip("junk.zip", []byte("not a zip"), filepath.Join(t.TempDir(), "w")); err == nil || !strings.Contains(err.Error(), "not a zip archive") {
		t.Errorf("junk: %v", err)
	}
	// A symbolic link in the archive.
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	h := &zip.FileHeader{Name: "link"}
	h.SetMode(os.ModeSymlink | 0o777)
	w, _ := zw.CreateHeader(h)
	w.Write([]byte("/etc/passwd"))
	zw.Close()
	if _, err := Unzip("link.zip", buf.Bytes(), filepath.Join(t.TempDir(), "w")); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("symlink: %v", err)
	}
	// An existing folder is never written into.
	dir := t.TempDir()
	if _, err := Unzip("x.zip", makeZip(t, map[string]string{"workspace.toml": "a"}), dir); err == nil || !strings.Contains(err.Error(), "exists already") {
		t.Errorf("existing folder: %v", err)
	}
}

func TestUnzipLimits(t *testing.T) {
	files := map[string]string{}
	for i := 0; i <= MaxFiles; i++ {
		files["m/f"+strconv.Itoa(i)] = ""
	}
	if _, err := Unzip("many.zip", makeZip(t, files), filepath.Join(t.TempDir(), "w")); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("too many files: %v", err)
	}
	big := strings.Repeat("0", MaxBytes/2+1)
	if _, err := Unzip("big.zip", makeZip(t, map[string]string{"a": big, "b": big}), filepath.Join(t.TempDir(), "w")); err == nil || !strings.Contains(err.Error(), "MiB") {
		t.Errorf("too large: %v", err)
	}
}

// rawZip makes an archive whose entries declare the sizes given (a lying
// header), stored uncompressed.
func rawZip(t *testing.T, entries []rawEntry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Store, CompressedSize64: uint64(len(e.data)), UncompressedSize64: e.size, CRC32: crc32.ChecksumIEEE([]byte(e.data))}
		w, err := zw.CreateRaw(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(e.data))
	}
	zw.Close()
	return buf.Bytes()
}

type rawEntry struct {
	name, data string
	size       uint64
}

// A declared size near 2^64 wrapped the total before: the check passed,
// and the files before the liar were left unpacked. Now the archive is
// refused naming its size, and nothing is left behind.
func TestHostileZipLyingSize(t *testing.T) {
	for _, c := range []struct {
		entries []rawEntry
		want    string
	}{
		{[]rawEntry{{"workspace.toml", "a = 1", 5}, {"big", "xyz", math.MaxUint64 - 2}}, "MiB"},
		{[]rawEntry{{"workspace.toml", "a = 1", 5}, {"small", "xyz", 2}}, "header"},
		{[]rawEntry{{"workspace.toml", "a = 1", 5}, {"m/liar", strings.Repeat("x", 1000), 10}}, "header"},
	} {
		parent := t.TempDir()
		dir := filepath.Join(parent, "w")
		_, err := Unzip("liar.zip", rawZip(t, c.entries), dir)
		if err == nil || !strings.HasPrefix(err.Error(), "liar.zip: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one naming liar.zip and %q", c.entries[1].name, err, c.want)
		}
		if ents, _ := os.ReadDir(parent); len(ents) != 0 {
			t.Errorf("%s: left behind %v", c.entries[1].name, ents)
		}
	}
}

// An entry that is a file and then a folder ("a", then "a/b"): the error
// names the archive, and nothing is left unpacked.
func TestHostileZipFileThenFolder(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "w")
	data := rawZip(t, []rawEntry{{"workspace.toml", "x", 1}, {"a", "1", 1}, {"a/b", "2", 1}})
	_, err := Unzip("clash.zip", data, dir)
	if err == nil || !strings.HasPrefix(err.Error(), "clash.zip: ") {
		t.Fatalf("err = %v, want one naming clash.zip", err)
	}
	if ents, _ := os.ReadDir(parent); len(ents) != 0 {
		t.Errorf("left behind %v", ents)
	}
}
