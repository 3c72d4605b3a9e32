//go:build !unix

package watch

import "os"

// fileIno is 0 where os.FileInfo carries no inode number (Windows, the
// browser): changes are seen by size and modification time alone.
func fileIno(os.FileInfo) uint64 { return 0 }
