package workspaces

import (
	"github.com/ppuwb/ppuwb/internal/safefile"
)

// SaveFile writes data to path atomically (internal/safefile, the one
// writer of every output): it writes a temporary file in
// the same folder, syncs it to disk, gives it the permissions of the file
// it replaces (0644 for a new file), renames it over path and syncs the
// folder. A reader (or the Watcher) sees either the old or the new content,
// never a mix, and a crash leaves the old file intact. If path is a
// symbolic link, the file it points to is replaced and the link kept.
func SaveFile(path string, data []byte) error {
	return safefile.WriteFile(path, data)
}
