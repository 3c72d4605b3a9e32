// Package wszip packs a workspace folder into a .zip archive and unpacks one
// into a folder: the web edition's Import and Export workspace (.zip). It is
// plain Go (no Fyne), so the rules an archive must follow are tested here
// without a display.
package wszip

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Limits an imported archive must keep: a workspace is a few text files and
// perhaps meshes and textures, never a disk image.
const (
	MaxFiles = 2000
	MaxBytes = 64 << 20 // uncompressed, all files together
)

// Marker is the file a workspace folder holds at its top.
const Marker = "workspace.toml"

// Zip packs every regular file of fsys (a workspace folder) into an
// archive, in path order with a fixed time stamp, so the same files give the
// same bytes. Hidden files and folders (".git", editor swap files) and
// editor backups ("x~") are left out.
func Zip(fsys fs.FS) ([]byte, error) {
	var names []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == "." {
			return nil
		}
		base := d.Name()
		if strings.HasPrefix(base, ".") || strings.HasSuffix(base, "~") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			names = append(names, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	stamp := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: n, Method: zip.Deflate, Modified: stamp})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Unzip writes the archive's files into dir, which must not exist yet (it is
// created). An archive made from a folder (every entry under one top folder,
// with no workspace.toml beside it) is unpacked without that folder. name is
// the archive's name in errors ("lesson.zip: …"). Entries that would leave
// dir (absolute paths, ".."), links and other special files, and archives
// over MaxFiles or MaxBytes are refused before anything is written. It
// returns the number of files written.
func Unzip(name string, data []byte, dir string) (int, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return 0, fmt.Errorf("%s: not a zip archive: %w", name, err)
	}
	type entry struct {
		f   *zip.File
		rel string
	}
	var files []entry
	var total uint64
	for _, f := range zr.File {
		n := f.Name
		if strings.Contains(n, "\\") {
			n = strings.ReplaceAll(n, "\\", "/") // archives made on Windows
		}
		if f.FileInfo().IsDir() || strings.HasSuffix(n, "/") {
			continue
		}
		if !f.Mode().IsRegular() {
			return 0, fmt.Errorf("%s: %s: not a regular file (links and special files are refused)", name, f.Name)
		}
		n = strings.TrimPrefix(n, "./")
		// fs.ValidPath refuses "/x", "..", "a/../b" and empty elements.
		if !fs.ValidPath(n) || strings.Contains(n, ":") {
			return 0, fmt.Errorf("%s: %s: the path leaves the workspace folder (absolute, or with ..)", name, f.Name)
		}
		files = append(files, entry{f, n})
		if len(files) > MaxFiles {
			return 0, fmt.Errorf("%s: more than %d files (a workspace is a few text files and meshes)", name, MaxFiles)
		}
		// Compared before adding, so a declared size near 2^64 cannot wrap
		// the total round to a small number.
		if f.UncompressedSize64 > MaxBytes-total {
			return 0, fmt.Errorf("%s: more than %d MiB unpacked (%s declares %d bytes)", name, MaxBytes>>20, f.Name, f.UncompressedSize64)
		}
		total += f.UncompressedSize64
	}
	if len(files) == 0 {
		return 0, fmt.Errorf("%s: the archive holds no files", name)
	}
	strip := commonTop(files[0].rel)
	for _, e := range files {
		if e.rel == Marker || strip == "" || !strings.HasPrefix(e.rel, strip) {
			strip = ""
			break
		}
	}
	if _, err := os.Lstat(dir); err == nil {
		return 0, fmt.Errorf("%s: %s exists already", name, dir)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return 0, err
	}
	// Unpacked into a temporary folder beside dir, renamed to dir once every
	// file is written: a failure part-way leaves nothing behind.
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return 0, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".unzip-*")
	if err != nil {
		return 0, err
	}
	done := false
	defer func() {
		if !done {
			os.RemoveAll(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o755); err != nil {
		return 0, err
	}
	for _, e := range files {
		rel := strings.TrimPrefix(e.rel, strip)
		dst := filepath.Join(tmp, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return 0, fmt.Errorf("%s: %s: %s is a file and a folder in the archive", name, e.f.Name, path.Dir(rel))
		}
		if err := extract(e.f, dst); err != nil {
			return 0, fmt.Errorf("%s: %s: %w", name, e.f.Name, err)
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	done = true
	return len(files), nil
}

// commonTop is "top/" when rel lies in a folder, else "".
func commonTop(rel string) string {
	if i := strings.IndexByte(rel, '/'); i > 0 {
		return rel[:i+1]
	}
	return ""
}

// extract writes f's content into the new file dst (inside the temporary
// folder Unzip made: a name the archive holds twice is an error, never an
// overwrite).
func extract(f *zip.File, dst string) error {
	r, err := f.Open()
	if err != nil {
		return err
	}
	defer r.Close()
	// The declared size is checked above; a lying header stops here: never
	// more than the declared size plus one byte is read.
	data, err := io.ReadAll(io.LimitReader(r, int64(f.UncompressedSize64)+1))
	if err != nil || uint64(len(data)) != f.UncompressedSize64 {
		why := fmt.Sprintf("%d bytes or more", len(data))
		if err != nil {
			why = err.Error()
		}
		return fmt.Errorf("its content does not match the archive's header (%d bytes declared; %s)", f.UncompressedSize64, why)
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return errors.New("the archive holds this file twice")
	}
	if err != nil {
		return err
	}
	if _, err := out.Write(data); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
