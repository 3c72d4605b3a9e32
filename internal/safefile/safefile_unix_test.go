//go:build unix

package safefile

import (
	"os"
	"strings"
	"testing"
)

// Every special file is refused, named in the error, and stays what it was;
// no temporary file is left beside it.
func TestHostileSpecialTargets(t *testing.T) {
	dir := t.TempDir()
	targets := HostileTargets(dir)
	if targets["fifo"] == "" || targets["device"] == "" {
		t.Fatalf("could not make the targets: %v", targets)
	}
	want := map[string]string{"fifo": "named pipe", "device": "is a device", "link": "is a device"}
	before := map[string]os.FileMode{}
	for k, p := range targets {
		fi, _ := os.Lstat(p)
		before[k] = fi.Mode()
	}
	for k, p := range targets {
		err := WriteFile(p, []byte("x"))
		if err == nil || !strings.Contains(err.Error(), want[k]) || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: err = %v, want %q naming %s", k, err, want[k], p)
		}
	}
	for k, p := range targets {
		fi, _ := os.Lstat(p)
		if fi.Mode() != before[k] {
			t.Errorf("%s: mode %v became %v", k, before[k], fi.Mode())
		}
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != len(targets) {
		t.Errorf("%d entries in %s, want %d (a temporary file left?)", len(ents), dir, len(targets))
	}
}
