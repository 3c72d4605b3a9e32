package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestComparePoliciesCommand: one row per policy (the --json form is an
// array of objects with the metric names), the CSV file, and bad
// usage exits 2.
func TestComparePoliciesCommand(t *testing.T) {
	var out, errb bytes.Buffer
	csvPath := filepath.Join(t.TempDir(), "p.csv")
	if rc := Run([]string{"compare-policies", "partitioning", "--policies", "fifo,share-save,share-flush", "--json", "--csv", csvPath}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	var rows []map[string]any
	if err := json.Unmarshal(out.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 {
		t.Fatalf("%d rows", len(rows))
	}
	for _, k := range []string{"policy", "antt", "stp", "fairness", "makespan", "turnaround", "preemption_latency_mean",
		"preemption_latency_worst", "ctas_preempted", "bytes_saved", "bytes_restored", "work_lost", "sm_utilization"} {
		if _, ok := rows[0][k]; !ok {
			t.Errorf("--json rows lack %q", k)
		}
	}
	if rows[1]["policy"] != "share-save" || rows[1]["ctas_preempted"].(float64) == 0 || rows[0]["ctas_preempted"].(float64) != 0 {
		t.Errorf("share-save should preempt and fifo not: %v / %v", rows[1]["ctas_preempted"], rows[0]["ctas_preempted"])
	}
	if rows[2]["work_lost"].(float64) <= 0 {
		t.Errorf("share-flush lost no work on an idempotent kernel")
	}
	csv, err := os.ReadFile(csvPath)
	if err != nil || strings.Count(string(csv), "\n") != 4 || !strings.HasPrefix(string(csv), "policy,antt,stp,fairness") {
		t.Fatalf("csv %q (%v)", csv, err)
	}
	out.Reset()
	if rc := Run([]string{"compare-policies", "partitioning", "--policies", "fifo,share-magic"}, &out, &errb); rc != 2 {
		t.Fatalf("unknown policy: rc %d, want 2", rc)
	}
	out.Reset()
	if rc := Run([]string{"simulate", "wavefronts", "--partition", "share-drain"}, &out, &errb); rc != 0 ||
		!strings.Contains(out.String(), "partition share-drain") {
		t.Fatalf("simulate --partition: rc %d: %s", rc, out.String())
	}
	out.Reset()
	if rc := Run([]string{"simulate", "wavefronts", "--json"}, &out, &errb); rc != 0 {
		t.Fatalf("simulate --json: rc %d", rc)
	}
	var sim struct {
		Partition struct {
			Metrics     map[string]any   `json:"metrics"`
			Preemptions []map[string]any `json:"preemptions"`
		} `json:"partition"`
	}
	if err := json.Unmarshal(out.Bytes(), &sim); err != nil || len(sim.Partition.Preemptions) != 2 || sim.Partition.Metrics["policy"] != "share-save" {
		t.Fatalf("simulate --json partition: %v %+v", err, sim.Partition)
	}
}

// TestComparePoliciesAuditReDerivesTheRow: --audit checks the row each
// policy prints (metrics, used, tenants) against the run, every check
// passing on the partitioning example.
func TestComparePoliciesAuditReDerivesTheRow(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"compare-policies", "wavefronts", "--policies", "fifo,share-save", "--audit"}, &out, &errb); rc != 0 {
		t.Fatalf("exit %d: %s\n%s", rc, errb.String(), out.String())
	}
	for _, want := range []string{"pass  metrics", "pass  used", "pass  tenants", "pass  reached", "pass  cost"} {
		if got := strings.Count(out.String(), want); got != 2 {
			t.Errorf("%q appears %d times, want once per policy:\n%s", want, got, out.String())
		}
	}
}
