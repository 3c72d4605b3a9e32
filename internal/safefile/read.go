package safefile

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ReadLimited reads a regular file of at most limit bytes from fsys. It
// stats before it opens: opening a named pipe (FIFO) for reading blocks
// until a writer comes, so a FIFO, a device, a socket or a folder is an
// error and is never opened. The open file is checked again (the name may
// have been replaced in between).
func ReadLimited(fsys fs.FS, name string, limit int64) ([]byte, error) {
	st, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if err := Readable(name, st, limit); err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := Readable(name, st, limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s is larger than the %d-byte limit", name, limit)
	}
	return data, nil
}

// ReadPath is ReadLimited for a path on disk (outside any workspace: the
// editor's recovery copies and the files they name).
func ReadPath(p string, limit int64) ([]byte, error) {
	return ReadLimited(os.DirFS(filepath.Dir(p)), filepath.Base(p), limit)
}

// Readable says why st (of name) is not a regular file of at most limit bytes.
func Readable(name string, st fs.FileInfo, limit int64) error {
	switch k := Kind(st.Mode()); k {
	case "":
	case "a folder":
		return fmt.Errorf("%s is a folder, not a file", name)
	case "not a regular file":
		return fmt.Errorf("%s is not a regular file", name)
	default:
		return fmt.Errorf("%s is %s, not a regular file", name, k)
	}
	if st.Size() > limit {
		return fmt.Errorf("%s is %d bytes, larger than the %d-byte limit", name, st.Size(), limit)
	}
	return nil
}
