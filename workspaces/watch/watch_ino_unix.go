//go:build unix

package watch

import (
	"os"
	"syscall"
)

// fileIno is the file's inode number: a file replaced by another (an
// editor's save by rename) is seen as changed even when its size and
// modification time are equal.
func fileIno(st os.FileInfo) uint64 {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Ino)
	}
	return 0
}
