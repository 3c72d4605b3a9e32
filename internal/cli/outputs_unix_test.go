//go:build unix

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/internal/safefile"
)

// Every file the command line writes goes through one writer that replaces
// only regular files: a named pipe, a device or a link to a device named as
// an output is an error naming it, and it stays what it was. (Before, render
// -o, compare -o/--csv and sweep -o renamed a regular file over the device;
// simulate --csv on a FIFO blocked for a reader.)
func TestHostileOutputTargets(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "spec.toml", "workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\npolicy = [\"share-drain\"]\n")
	part := filepath.Join(dir, "part.jsonl")
	runOK(t, "sweep", spec, "--shard", "0/1", "-o", part)
	table := filepath.Join(dir, "all.csv")
	runOK(t, "sweep", "merge", part, "-o", table)
	commands := [][]string{
		{"render", "snapping", "-o", "T"},
		{"compare", "snapping", "-o", "T"},
		{"compare", "snapping", "--sweep-bits", "0..1", "--csv", "T"},
		{"compare-policies", "partitioning", "--csv", "T"},
		{"simulate", "partitioning", "--csv", "T"},
		{"simulate", "partitioning", "--trace", "T"},
		{"simulate", "partitioning", "--utilization", "--csv", "T"},
		{"sweep", spec, "-o", "T"},
		{"sweep", spec, "--shard", "0/1", "-o", "T"},
		{"sweep", "merge", part, "-o", "T"},
		{"sweep", "plot", table, "--x", "policy", "--y", "partition.metrics.antt", "-o", "T.png"},
	}
	for _, c := range commands {
		tdir := t.TempDir()
		targets := safefile.HostileTargets(tdir)
		if targets["fifo"] == "" || targets["device"] == "" {
			t.Fatalf("could not make special files: %v", targets)
		}
		for kind, target := range targets {
			args := make([]string, len(c))
			for i, a := range c {
				args[i] = strings.Replace(a, "T", target, 1)
				if a != "T" && a != "T.png" {
					args[i] = a
				}
			}
			if strings.HasSuffix(c[len(c)-1], ".png") {
				// the plot's format comes from the extension: a link named
				// x.png to the device
				png := filepath.Join(tdir, kind+".png")
				if err := os.Symlink(target, png); err != nil {
					t.Fatal(err)
				}
				target = png
				args[len(args)-1] = png
			}
			before, _ := os.Lstat(target)
			var out, errb bytes.Buffer
			code := Run(args, &out, &errb)
			after, _ := os.Lstat(target)
			if code == 0 {
				t.Errorf("%s onto a %s: exit 0, want an error", strings.Join(c, " "), kind)
			} else if !strings.Contains(errb.String(), target) {
				t.Errorf("%s onto a %s: the error does not name %s:\n%s", strings.Join(c, " "), kind, target, errb.String())
			}
			if after == nil || after.Mode() != before.Mode() {
				t.Errorf("%s onto a %s: it was replaced (%v → %v)", strings.Join(c, " "), kind, before.Mode(), after)
			}
		}
		ents, _ := os.ReadDir(tdir)
		for _, e := range ents {
			if strings.Contains(e.Name(), "ppuwb") {
				t.Errorf("%s: a temporary file %s was left", strings.Join(c, " "), e.Name())
			}
		}
	}
}
