package workspaces

import "io/fs"

// ReadLimited reads the regular file name of fsys if it holds at most limit
// bytes: its size is checked before it is read, and a named pipe, device,
// socket or folder is an error that is never opened. It is the loader's
// own bounded reader, for the tools that copy a workspace's files (a sweep
// copies exactly the files its base workspace references).
func ReadLimited(fsys fs.FS, name string, limit int64) ([]byte, error) {
	return readLimited(fsys, name, limit)
}
