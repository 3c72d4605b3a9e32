package workspaces

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ppuwb/ppuwb/internal/safefile"
)

// Reading and writing a workspace's files from the editor: only regular
// files inside the folder, never through a symbolic link that leads out
// of it, and never a FIFO or device (opening a FIFO blocks).

// ReadInside reads the file rel (a slash path) of the workspace folder dir
// through an os.Root: a symbolic link out of the folder, a FIFO, a device
// or a file over limit bytes is an error.
func ReadInside(dir, rel string, limit int64) ([]byte, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	data, err := safefile.ReadLimited(root.FS(), filepath.ToSlash(rel), limit)
	if err != nil {
		return nil, errors.New(stripPathErr(err))
	}
	return data, nil
}

// SaveInside saves data to the file rel of the workspace folder dir with
// SaveFile, after checking that the file (and every folder on its way),
// with symbolic links resolved, is inside dir, and that it is a regular
// file or does not exist yet.
func SaveInside(dir, rel string, data []byte) error {
	target, err := insidePath(dir, rel)
	if err != nil {
		return err
	}
	return SaveFile(target, data)
}

// insidePath resolves rel under dir and checks that it stays inside.
func insidePath(dir, rel string) (string, error) {
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	realDir, err = filepath.Abs(realDir)
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, filepath.FromSlash(rel))
	resolved := p
	if r, err := filepath.EvalSymlinks(p); err == nil {
		resolved = r
	} else if errors.Is(err, fs.ErrNotExist) {
		// A new file: its folder must resolve inside.
		d, err := filepath.EvalSymlinks(filepath.Dir(p))
		if err != nil {
			return "", err
		}
		resolved = filepath.Join(d, filepath.Base(p))
	} else {
		return "", err
	}
	if resolved, err = filepath.Abs(resolved); err != nil {
		return "", err
	}
	if r, err := filepath.Rel(realDir, resolved); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) || filepath.IsAbs(r) {
		return "", fmt.Errorf("%s leads outside the workspace folder (through a symbolic link): not written", rel)
	}
	if st, err := os.Lstat(resolved); err == nil {
		if e := safefile.Readable(rel, st, 1<<62); e != nil {
			return "", e
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	return resolved, nil
}

// UsesFile reports whether path (a file name on this machine) is one of
// the files the workspace was loaded from, symbolic links resolved: an
// output must never overwrite its own input.
func (ws *Workspace) UsesFile(path string) bool {
	if ws == nil || ws.Dir == "" {
		return false
	}
	out := resolveFile(path)
	for _, f := range ws.Files {
		if resolveFile(filepath.Join(ws.Dir, filepath.FromSlash(f))) == out {
			return true
		}
	}
	return resolveFile(filepath.Join(ws.Dir, WorkspaceFile)) == out
}

// resolveFile is path made absolute, with symbolic links resolved as far
// as they exist.
func resolveFile(path string) string {
	if r, err := filepath.EvalSymlinks(path); err == nil {
		path = r
	} else if d, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		path = filepath.Join(d, filepath.Base(path))
	}
	if a, err := filepath.Abs(path); err == nil {
		path = a
	}
	return filepath.Clean(path)
}
