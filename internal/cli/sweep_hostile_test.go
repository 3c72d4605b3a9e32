package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Case 6: spec args that name an output file (--csv, --trace, -o, in any
// spelling) are refused at the args' location in the spec before anything
// runs; the sweep owns its outputs. Before, each point wrote the file and
// the sweep exited 0.
func TestHostileSweepArgsNameOutputs(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	for _, c := range []struct{ command, args string }{
		{"simulate", `["--csv", "VICTIM"]`},
		{"simulate", `["--trace", "VICTIM"]`},
		{"simulate", `["--trace=VICTIM"]`},
		{"simulate", `["-csv=VICTIM"]`},
		{"simulate", `["--utilization", "--csv", "VICTIM"]`},
		{"render", `["-o", "VICTIM"]`},
		{"compare", `["--sweep-bits", "0..1", "--csv", "VICTIM"]`},
		{"compare", `["-o", "VICTIM"]`},
		{"compare-policies", `["--csv", "VICTIM"]`},
	} {
		args := strings.ReplaceAll(c.args, "VICTIM", victim)
		ws := "partitioning"
		if c.command == "render" || c.command == "compare" {
			ws = "snapping"
		}
		spec := writeFile(t, dir, "spec.toml", "workspace = \""+ws+"\"\ncommand = \""+c.command+"\"\nargs = "+args+"\n[params]\n\"scheduler.seed\" = [1, 2]\n")
		var stdout, stderr bytes.Buffer
		rc := Run([]string{"sweep", spec, "-j", "1"}, &stdout, &stderr)
		if rc == 0 || !strings.Contains(stderr.String(), spec+":3:") || !strings.Contains(stderr.String(), "output") {
			t.Errorf("%s %s: rc %d, stderr:\n%s\nwant an error at %s:3: about outputs", c.command, args, rc, stderr.String(), spec)
		}
		if _, err := os.Lstat(victim); err == nil {
			t.Fatalf("%s %s: the file was written", c.command, args)
		}
	}
}

// Bad args fail once, at plan time, in one located line; not per point
// with the command's whole usage text in the CSV.
func TestHostileSweepBadArgs(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ args, want string }{
		{`["--bogus"]`, "--bogus"},
		{`["--policy"]`, "--policy"},
		{`["--every", "x"]`, "--every"},
		{`["extra"]`, "extra"},
		{`["--policy", "nonsense"]`, "nonsense"},
	} {
		spec := writeFile(t, dir, "spec.toml", "workspace = \"partitioning\"\ncommand = \"simulate\"\nargs = "+c.args+"\n[params]\n\"scheduler.seed\" = [1, 2, 3]\n")
		out := filepath.Join(dir, "out.csv")
		var stdout, stderr bytes.Buffer
		rc := Run([]string{"sweep", spec, "-j", "1", "-o", out}, &stdout, &stderr)
		msg := stderr.String()
		if rc == 0 || !strings.Contains(msg, spec+":3:") || !strings.Contains(msg, c.want) || strings.Contains(msg, "usage:") || strings.Count(msg, c.want) != 1 {
			t.Errorf("args %s: rc %d, stderr:\n%s\nwant one line at %s:3: naming %s", c.args, rc, msg, spec, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("args %s: a CSV was written", c.args)
		}
	}
}

// Case 23: host timing columns (runtime.runs.N.host_ns, took_ms) are not
// in a sweep's CSV unless --host-timing asks for them, so two runs give
// the same bytes.
func TestHostileHostTimingColumns(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "spec.toml", "workspace = \"runtime\"\ncommand = \"simulate\"\n[params]\n\"scheduler.seed\" = [1, 2]\n")
	a := runOK(t, "sweep", spec, "-j", "2")
	b := runOK(t, "sweep", spec, "-j", "1")
	if !bytes.Equal(a, b) {
		t.Fatal("two runs of one sweep wrote different CSVs")
	}
	head := strings.SplitN(string(a), "\n", 2)[0]
	if strings.Contains(head, "host_") || strings.Contains(head, "took_ms") {
		t.Fatalf("host timing columns in %s", head)
	}
	c := runOK(t, "sweep", spec, "-j", "1", "--host-timing")
	if head := strings.SplitN(string(c), "\n", 2)[0]; !strings.Contains(head, "host_ns") {
		t.Fatalf("--host-timing: no host_ns column in %s", head)
	}
}

// Every flag that names a file a command writes is declared by outputFlag,
// so a sweep's args can refuse it: a flag named like an output, or whose
// usage says it writes to a file, of any command.
func TestEveryOutputFlagIsDeclaredAsOne(t *testing.T) {
	n := 0
	for name := range commands {
		fs, err := commandFlags(name)
		if err != nil {
			continue // a command without flags (help, version)
		}
		fs.VisitAll(func(f *flag.Flag) {
			_, isOut := f.Value.(*outputPath)
			looks := f.Name == "o" || f.Name == "csv" || f.Name == "trace" || f.Name == "out" || f.Name == "output" ||
				strings.Contains(f.Usage, "to write") || strings.Contains(f.Usage, "to this file") || strings.Contains(f.Usage, "to this `file`")
			if looks && !isOut {
				t.Errorf("%s --%s writes a file but is not an outputFlag", name, f.Name)
			}
			if isOut {
				n++
			}
		})
	}
	if n < 7 { // simulate --csv --trace, compare -o --csv, compare-policies --csv, render -o, sweep -o
		t.Errorf("only %d output flags found", n)
	}
}

// Case 1 at the command line: shard counts past the ceiling, from --shard,
// from Slurm's variables or for sweep plan (which printed one line per
// shard), and -j past it (a copy of the base per worker), are refused
// before anything runs.
func TestHostileShardFlags(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "spec.toml", "workspace = \"partitioning\"\ncommand = \"simulate\"\n[params]\npolicy = [\"share-drain\", \"share-save\", \"share-flush\"]\n")
	for _, c := range []struct {
		args []string
		env  []string
	}{
		{[]string{"sweep", spec, "--shard", "3074457345618258602/3074457345618258603"}, nil},
		{[]string{"sweep", spec, "--shard", "auto"}, []string{"SLURM_ARRAY_TASK_ID", "3074457345618258602", "SLURM_ARRAY_TASK_COUNT", "3074457345618258603"}},
		{[]string{"sweep", spec, "--shard", "auto"}, []string{"SLURM_ARRAY_TASK_ID", "9223372036854775807", "SLURM_ARRAY_TASK_MIN", "-9223372036854775808", "SLURM_ARRAY_TASK_COUNT", "4"}},
		{[]string{"sweep", "plan", spec, "--shards", "1000000000", "--sample", "0"}, nil},
		{[]string{"sweep", spec, "-j", "1000000000"}, nil},
	} {
		for i := 0; i+1 < len(c.env); i += 2 {
			t.Setenv(c.env[i], c.env[i+1])
		}
		var stdout, stderr bytes.Buffer
		if rc := Run(c.args, &stdout, &stderr); rc == 0 || stdout.Len() > 0 || !strings.Contains(stderr.String(), "want") {
			t.Errorf("%v %v: rc %d, stdout %d bytes, stderr %s", c.args, c.env, rc, stdout.Len(), stderr.String())
		}
		for i := 0; i+1 < len(c.env); i += 2 {
			os.Unsetenv(c.env[i])
		}
	}
}
