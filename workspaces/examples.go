package workspaces

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

//go:embed examples
var examplesFS embed.FS

// DefaultExample is the example Default loads.
const DefaultExample = "showcase"

// Examples lists the embedded example workspaces, DefaultExample first and
// the rest in alphabetical order.
func Examples() []string {
	ents, err := fs.ReadDir(examplesFS, "examples")
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range ents {
		if e.IsDir() && e.Name() != DefaultExample {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return append([]string{DefaultExample}, names...)
}

// ExampleFS returns the files of the named example, rooted at its folder.
func ExampleFS(name string) (fs.FS, error) {
	if !isExample(name) {
		return nil, fmt.Errorf("no example named %q (examples: %s)", name, strings.Join(Examples(), ", "))
	}
	return fs.Sub(examplesFS, "examples/"+name)
}

// ExampleDescription returns the description line of an example's
// workspace.toml ("" if it cannot be loaded).
func ExampleDescription(name string) string {
	ws, err := LoadExample(name)
	if err != nil {
		return ""
	}
	return ws.Description
}

func isExample(name string) bool {
	for _, n := range Examples() {
		if n == name {
			return true
		}
	}
	return false
}

// LoadExample loads an embedded example. Its Dir is "example:NAME".
func LoadExample(name string) (*Workspace, error) {
	sub, err := ExampleFS(name)
	if err != nil {
		return nil, err
	}
	ws, _, err := loadFrom(sub, "example:"+name)
	return ws, err
}

// Default loads the embedded showcase workspace, which the app opens when
// it is given no folder.
func Default() (*Workspace, error) { return LoadExample(DefaultExample) }

// CreateFromExample copies the named example into dir (created if needed;
// it may exist and hold other files) so it can be edited. It refuses to
// overwrite: if any of the example's files already exists in dir, nothing
// is written and the error names the files.
func CreateFromExample(name, dir string) error {
	sub, err := ExampleFS(name)
	if err != nil {
		return err
	}
	var files []string
	err = fs.WalkDir(sub, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	var clash []string
	for _, f := range files {
		if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(f))); err == nil || !errors.Is(err, fs.ErrNotExist) {
			clash = append(clash, f)
		}
	}
	if len(clash) > 0 {
		return fmt.Errorf("refusing to overwrite existing files in %s: %s", dir, strings.Join(clash, ", "))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		data, err := fs.ReadFile(sub, f)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		// O_EXCL: never clobber a file that appeared since the check above.
		out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		if _, err := out.Write(data); err != nil {
			out.Close()
			return err
		}
		if err := out.Close(); err != nil {
			return err
		}
	}
	return nil
}
