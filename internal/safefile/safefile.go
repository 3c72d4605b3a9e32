// Package safefile is the one writer of every file ppuwb produces, and the
// bounded reader of the files it takes (ReadLimited: a regular file of at
// most so many bytes, never a FIFO it would block on). The writer: a CSV,
// a trace, a PNG, a sweep part, a saved workspace file. It writes to a
// temporary file in the target's folder, syncs it and renames it over the
// target, so a reader sees the old content or the new, never a mix, and a
// failed write leaves the old file and no temporary file behind.
//
// Only a regular file is ever replaced: a device (/dev/null, /dev/full), a
// named pipe (FIFO), a socket or a folder at the target is an error that
// names the path, and nothing is written. A symbolic link is followed: the
// file it points to is replaced (if it is a regular file) and the link kept.
package safefile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Check says why path cannot be written as an output: it (or what its
// symbolic link points to) exists and is not a regular file. A path that
// does not exist yet is fine. It returns the path to write (the link's
// target for a link) and the permissions to keep (0644 for a new file).
func Check(path string) (target string, perm fs.FileMode, err error) {
	if path == "" {
		return "", 0, errors.New("no file name given")
	}
	target = path
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return target, 0o644, nil
	}
	if err != nil {
		return "", 0, err
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		t, err := filepath.EvalSymlinks(path)
		if err != nil {
			return "", 0, fmt.Errorf("%s is a symbolic link that leads nowhere: %w", path, err)
		}
		target = t
		if fi, err = os.Lstat(t); err != nil {
			return "", 0, err
		}
	}
	if err := regular(path, fi); err != nil {
		return "", 0, err
	}
	return target, fi.Mode().Perm(), nil
}

// regular says why fi (of path) is not a regular file a write may replace.
func regular(path string, fi fs.FileInfo) error {
	switch k := Kind(fi.Mode()); k {
	case "":
		return nil
	case "a folder":
		return fmt.Errorf("%s is a folder, not a file; name a file to write", path)
	default:
		return fmt.Errorf("%s is %s; only a regular file is replaced", path, k)
	}
}

// Kind names what a file of mode m is when it is not a regular file ("a
// folder", "a named pipe (FIFO)", "a device", "a socket", or "not a
// regular file"), and is "" for a regular file: the one list the writer
// and the workspace reader (which never opens a FIFO) both refuse by.
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&(fs.ModeDevice|fs.ModeCharDevice) != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a regular file"
}

// Write writes what write produces to path (see the package comment).
// Errors name the path.
func Write(path string, write func(io.Writer) error) error {
	target, perm, err := Check(path)
	if err != nil {
		return err
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	// A leading dot and the .tmp suffix: the workspace watcher ignores it.
	tmp, err := os.CreateTemp(dir, "."+base+".ppuwb-*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	tmpName := tmp.Name()
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmpName)
		}
	}()
	bw := bufio.NewWriter(tmp)
	if err := write(bw); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := tmp.Chmod(perm); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	// Checked again just before the rename: the name may have been
	// replaced by a device or a pipe meanwhile.
	if fi, err := os.Lstat(target); err == nil {
		if err := regular(path, fi); err != nil {
			return err
		}
	}
	if err := os.Rename(tmpName, target); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	done = true
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // best effort: not every file system syncs folders
		d.Close()
	}
	return nil
}

// WriteFile writes data to path as Write does.
func WriteFile(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
