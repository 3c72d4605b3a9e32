package workspaces

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/ppuwb/ppuwb/workspaces/mesh"

	"github.com/ppuwb/ppuwb/internal/safefile"
)

// cleanRef checks a path written in a workspace file. Workspace files are
// untrusted, so a reference must be a relative slash path that stays inside
// the workspace folder: no absolute paths, no drive letters, no "..", no
// backslashes. (Symbolic links cannot escape either: Load reads through an
// os.Root.) It returns the cleaned path.
func cleanRef(ref string) (string, error) {
	switch {
	case ref == "":
		return "", errors.New("path is empty")
	case strings.ContainsRune(ref, 0):
		return "", errors.New("path contains a NUL byte")
	case strings.Contains(ref, `\`):
		return "", fmt.Errorf("path %q contains a backslash; use / between folders", ref)
	case strings.HasPrefix(ref, "/"), len(ref) >= 2 && ref[1] == ':':
		return "", fmt.Errorf("path %q is absolute; paths are relative to the workspace folder", ref)
	}
	for _, seg := range strings.Split(ref, "/") {
		if seg == ".." {
			return "", fmt.Errorf("path %q leaves the workspace folder (\"..\" is not allowed)", ref)
		}
	}
	c := path.Clean(ref)
	if !fs.ValidPath(c) || c == "." {
		return "", fmt.Errorf("path %q is not a valid file path inside the workspace", ref)
	}
	return c, nil
}

// ReadFile reads a workspace file from fsys as Load does: a regular file
// (never a FIFO or a device) no larger than the largest file Load accepts.
// The watcher uses it to tell a real change from a touch.
func ReadFile(fsys fs.FS, name string) ([]byte, error) {
	return safefile.ReadLimited(fsys, name, mesh.MaxFileSize)
}

// recordingFS is an fs.FS confined to one folder of the workspace that
// records every file opened (for the watcher) and refuses large or
// irregular files. The glTF decoder reads external buffers through it.
//
// Each file is read once however many buffers name it (cached by its
// cleaned path), and the files read together may hold at most limit bytes:
// 80 buffers naming one 32 MiB file read it 80 times and ran out of memory.
type recordingFS struct {
	fsys   fs.FS
	dir    string // folder of the glTF file, slash path relative to the workspace
	limit  int64  // per file and for all the files read together
	onOpen func(name string)
	cache  map[string][]byte
	total  int64
}

func (r *recordingFS) Open(name string) (fs.File, error) {
	data, err := r.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return &memFile{name: path.Base(name), data: data}, nil
}

// ReadFile returns the file's bytes, read once: every buffer naming the
// file shares them (fs.ReadFile would copy them per buffer).
func (r *recordingFS) ReadFile(name string) ([]byte, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	full := path.Join(r.dir, name)
	if _, err := cleanRef(full); err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	if data, ok := r.cache[full]; ok {
		return data, nil
	}
	if r.onOpen != nil {
		r.onOpen(full)
	}
	data, err := safefile.ReadLimited(r.fsys, full, r.limit-r.total)
	if err != nil {
		if r.total > 0 {
			return nil, fmt.Errorf("%v (the files one glTF references total at most %d bytes)", err, r.limit)
		}
		return nil, err
	}
	r.total += int64(len(data))
	if r.cache == nil {
		r.cache = map[string][]byte{}
	}
	r.cache[full] = data
	return data, nil
}

// memFile is an fs.File over bytes already read.
type memFile struct {
	name string
	data []byte
	off  int
}

func (m *memFile) Stat() (fs.FileInfo, error) { return memInfo{m}, nil }
func (m *memFile) Close() error               { return nil }
func (m *memFile) Read(p []byte) (int, error) {
	if m.off >= len(m.data) {
		return 0, io.EOF
	}
	n := copy(p, m.data[m.off:])
	m.off += n
	return n, nil
}

type memInfo struct{ m *memFile }

func (i memInfo) Name() string       { return i.m.name }
func (i memInfo) Size() int64        { return int64(len(i.m.data)) }
func (i memInfo) Mode() fs.FileMode  { return 0o444 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }
