package cli

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A sweep over the real simulate: the CSV carries each point's metrics,
// does not depend on -j, and sharded parts merge to the same bytes.
func TestSweepSimulateShardsMergeAndPlot(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "spec.toml", `workspace = "partitioning"
command = "simulate"
seeds = 2
[params]
policy = ["share-drain", "share-save"]
"scheduler.save_bytes_per_cycle" = [16, 256]
`)
	one := filepath.Join(dir, "one.csv")
	runOK(t, "sweep", spec, "-j", "1", "-o", one)
	two := filepath.Join(dir, "two.csv")
	runOK(t, "sweep", spec, "-j", "2", "-o", two)
	a, _ := os.ReadFile(one)
	b, _ := os.ReadFile(two)
	if !bytes.Equal(a, b) {
		t.Fatal("-j 1 and -j 2 wrote different CSVs")
	}
	recs, err := csv.NewReader(bytes.NewReader(a)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 9 {
		t.Fatalf("%d rows, want a header and 2×2×2 = 8 points", len(recs))
	}
	head := strings.Join(recs[0], ",")
	if !strings.HasPrefix(head, "index,policy,scheduler.save_bytes_per_cycle,seed,error,") {
		t.Fatalf("header = %s", head)
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	antt, ok := col["partition.metrics.antt"]
	if !ok {
		t.Fatalf("no partition.metrics.antt column in %s", head)
	}
	// Saves are what share-save pays for: its turnaround depends on the
	// bandwidth; share-drain never saves, so its rows do not.
	for _, r := range recs[1:] {
		if r[col["error"]] != "" {
			t.Fatalf("point %s failed: %s", r[0], r[col["error"]])
		}
		if r[antt] == "" {
			t.Fatalf("point %s has no ANTT", r[0])
		}
	}
	if recs[5][antt] == recs[7][antt] { // share-save at 16 vs 256 B/cycle, seed 0
		t.Errorf("share-save ANTT did not change with the save bandwidth (%s)", recs[5][antt])
	}
	var parts []string
	for i := 0; i < 3; i++ {
		p := filepath.Join(dir, "part-"+string(rune('0'+i)))
		runOK(t, "sweep", spec, "--shard", string(rune('0'+i))+"/3", "-j", "2", "-o", p)
		parts = append(parts, p)
	}
	merged := filepath.Join(dir, "merged.csv")
	runOK(t, append([]string{"sweep", "merge", "-o", merged}, parts...)...)
	m, _ := os.ReadFile(merged)
	if !bytes.Equal(m, a) {
		t.Fatal("the merged CSV differs from the unsharded one")
	}
	var stdout, stderr bytes.Buffer
	if rc := Run([]string{"sweep", "merge", parts[0], parts[2]}, &stdout, &stderr); rc == 0 || !strings.Contains(stderr.String(), "re-run shard(s) 1 of 3") {
		t.Errorf("merge without shard 1: rc %d, %s", rc, stderr.String())
	}
	t.Setenv("SLURM_ARRAY_TASK_ID", "11")
	t.Setenv("SLURM_ARRAY_TASK_MIN", "10")
	t.Setenv("SLURM_ARRAY_TASK_COUNT", "3")
	auto := filepath.Join(dir, "auto")
	runOK(t, "sweep", spec, "--shard", "auto", "-o", auto)
	x, _ := os.ReadFile(auto)
	y, _ := os.ReadFile(parts[1])
	if !bytes.Equal(x, y) {
		t.Error("--shard auto under Slurm task 11 of 10..12 did not run shard 1/3")
	}
	png := filepath.Join(dir, "chart.png")
	runOK(t, "sweep", "plot", one, "--x", "scheduler.save_bytes_per_cycle", "--y", "partition.metrics.antt", "--series", "policy", "-o", png)
	if data, err := os.ReadFile(png); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("no PNG chart: %v", err)
	}
	out := runOK(t, "sweep", "plan", spec, "--shards", "3", "--sample", "1")
	if !strings.Contains(string(out), "8 points") || !strings.Contains(string(out), "0..1") {
		t.Errorf("plan output:\n%s", out)
	}
}

func TestSweepBadSpecIsLocatedAndRunsNothing(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "bad.toml", `workspace = "partitioning"
command = "simulate"
[params]
"scheduler.save_byte_per_cycle" = [8, 16]
`)
	out := filepath.Join(dir, "out.csv")
	var stdout, stderr bytes.Buffer
	rc := Run([]string{"sweep", spec, "-o", out}, &stdout, &stderr)
	if rc == 0 {
		t.Fatal("a bad spec ran")
	}
	want := spec + `:4:36: scheduler.save_byte_per_cycle = 8: workspace.toml`
	if !strings.Contains(stderr.String(), want) || !strings.Contains(stderr.String(), `did you mean "save_bytes_per_cycle"`) {
		t.Errorf("stderr = %s\nwant %s … did you mean", stderr.String(), want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a CSV was written for a spec that failed its check")
	}
}
