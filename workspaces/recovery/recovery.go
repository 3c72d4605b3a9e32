// Package recovery keeps copies of the editor's unsaved buffers, so that
// edits to a workspace's files survive a crash of the app: a Store in the
// user's cache folder (or $PPUWB_RECOVERY_DIR), one JSON copy per edited
// file, with the hash of the file's content when the edit began.
package recovery

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ppuwb/ppuwb/internal/safefile"
	"github.com/ppuwb/ppuwb/workspaces"
)

// Store keeps copies of unsaved editor buffers so that edits
// survive a crash of the app. Each copy records the file it belongs to and
// a hash of that file's content when the edit began, so the app can tell
// whether the file changed on disk meanwhile.
type Store struct {
	// Dir holds the copies, one JSON file per edited file.
	Dir string
}

// Copy is one recovery copy.
type Copy struct {
	Path  string    `json:"path"`  // absolute path of the edited file
	Saved time.Time `json:"saved"` // when the copy was written
	Data  []byte    `json:"data"`  // the unsaved buffer
	// BaseSHA256 is the hex SHA-256 of the file on disk when editing began
	// ("" if the file did not exist).
	BaseSHA256 string `json:"base_sha256"`
	// DiskChanged is set by List when the file on disk no longer has the
	// base hash (it was changed, or deleted, by someone else).
	DiskChanged bool `json:"-"`
	// SameAsDisk is set by List when the buffer equals the file on disk
	// (nothing to recover).
	SameAsDisk bool `json:"-"`
}

// Default returns the store in $PPUWB_RECOVERY_DIR if set,
// else in the user's cache folder (for example ~/.cache/ppuwb/recovery).
func Default() (*Store, error) {
	if d := os.Getenv("PPUWB_RECOVERY_DIR"); d != "" {
		return &Store{Dir: d}, nil
	}
	c, err := os.UserCacheDir()
	if err != nil {
		return nil, err
	}
	return &Store{Dir: filepath.Join(c, "ppuwb", "recovery")}, nil
}

// HashContent returns the hex SHA-256 of data, as used in BaseSHA256.
func HashContent(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

func (s *Store) file(path string) (string, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", "", err
	}
	h := sha256.Sum256([]byte(abs))
	return abs, filepath.Join(s.Dir, hex.EncodeToString(h[:12])+".json"), nil
}

// Save records an unsaved buffer for path (replacing any earlier copy).
// base is the file's content when editing began (nil if it is new). Call it
// periodically while a tab has unsaved edits.
func (s *Store) Save(path string, data, base []byte) error {
	abs, f, err := s.file(path)
	if err != nil {
		return err
	}
	r := Copy{Path: abs, Saved: time.Now().UTC(), Data: data}
	if base != nil {
		r.BaseSHA256 = HashContent(base)
	}
	js, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return err
	}
	return safefile.WriteFile(f, js)
}

// Discard removes the recovery copy for path (after a save or when the
// user throws the edits away). A missing copy is not an error.
func (s *Store) Discard(path string) error {
	_, f, err := s.file(path)
	if err != nil {
		return err
	}
	if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// List returns the recovery copies of files inside workspace folder dir
// (every copy when dir is ""), oldest first, with DiskChanged and
// SameAsDisk filled in. Unreadable copies are skipped.
func (s *Store) List(dir string) ([]Copy, error) {
	ents, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	prefix := ""
	if dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return nil, err
		}
		prefix = abs + string(filepath.Separator)
	}
	var out []Copy
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		js, err := safefile.ReadPath(filepath.Join(s.Dir, e.Name()), 2*workspaces.MaxTextFileSize+1<<20) // JSON escapes the text
		if err != nil {
			continue
		}
		var r Copy
		if json.Unmarshal(js, &r) != nil || r.Path == "" {
			continue
		}
		if prefix != "" && !strings.HasPrefix(r.Path, prefix) {
			continue
		}
		disk, err := safefile.ReadPath(r.Path, workspaces.MaxTextFileSize)
		switch {
		case err != nil:
			r.DiskChanged = r.BaseSHA256 != ""
		default:
			r.DiskChanged = HashContent(disk) != r.BaseSHA256
			r.SameAsDisk = string(disk) == string(r.Data)
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Saved.Before(out[j].Saved) })
	return out, nil
}
