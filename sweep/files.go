package sweep

import (
	"fmt"
	"io"
	"os"
)

// OpenLimited opens path for reading when it is a regular file of at most
// limit bytes, checked before it is opened: opening a named pipe blocks
// until a writer comes and a device never ends, so neither is opened. The
// file is checked again once open, and reads past limit end early, so a
// file that grows meanwhile is cut at the limit. what names the kind of
// file in errors ("a sweep spec").
func OpenLimited(path string, limit int64, what string) (*LimitedFile, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := limited(path, fi, limit, what); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if fi, err = f.Stat(); err == nil {
		err = limited(path, fi, limit, what)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return &LimitedFile{Reader: io.LimitReader(f, limit), f: f}, nil
}

// LimitedFile is a file opened by OpenLimited.
type LimitedFile struct {
	io.Reader
	f *os.File
}

// Close closes the file.
func (l *LimitedFile) Close() error { return l.f.Close() }

func limited(path string, fi os.FileInfo, limit int64, what string) error {
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file (%s is read from a file)", path, what)
	}
	if fi.Size() > limit {
		return fmt.Errorf("%s: %d bytes; %s is at most %s", path, fi.Size(), what, size(limit))
	}
	return nil
}

// size prints a limit in the unit it is a whole number of.
func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
