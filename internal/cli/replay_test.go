package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestReplayCommand: `ppuwb replay` prints the check and exits 0 whether
// the results match (trace buffer) or not (--no-trace, --resubmit), lists
// the differences, and has a --json form; bad usage exits 2, a workspace
// without command streams 1.
func TestReplayCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"replay", "replay"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "result: IDENTICAL") {
		t.Fatalf("trace replay output:\n%s", out.String())
	}
	out.Reset()
	if rc := Run([]string{"replay", "replay", "--no-trace"}, &out, &errb); rc != 0 {
		t.Fatalf("--no-trace rc %d: %s", rc, errb.String())
	}
	if s := out.String(); !strings.Contains(s, "result: DIFFERS") || !strings.Contains(s, "memory E: uninterrupted 51, replayed 91") {
		t.Fatalf("--no-trace output:\n%s", s)
	}
	out.Reset()
	if rc := Run([]string{"replay", "replay", "--resubmit", "--json"}, &out, &errb); rc != 0 {
		t.Fatalf("--resubmit rc %d: %s", rc, errb.String())
	}
	var j struct {
		Mode        string `json:"mode"`
		Match       bool   `json:"match"`
		Differences []struct {
			What string `json:"what"`
		} `json:"differences"`
		Replayed struct {
			Contexts []struct {
				Name     string `json:"name"`
				Switches int    `json:"switches"`
				Replayed int    `json:"replayed"`
			} `json:"contexts"`
		} `json:"replayed"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.Mode != "resubmit" || j.Match || len(j.Differences) == 0 || j.Replayed.Contexts[0].Switches != 2 {
		t.Fatalf("--resubmit --json: %+v", j)
	}
	errb.Reset()
	if rc := Run([]string{"replay", "replay", "--no-trace", "--resubmit"}, &out, &errb); rc != 2 {
		t.Fatalf("two baselines: rc %d, want 2", rc)
	}
	errb.Reset()
	if rc := Run([]string{"replay", "continuations"}, &out, &errb); rc != 1 || !strings.Contains(errb.String(), "no command streams") {
		t.Fatalf("no streams: rc %d: %s", rc, errb.String())
	}
}

// TestSimulateJSONHasCommandMetrics: simulate --json carries the command
// processor's per-context metrics.
func TestSimulateJSONHasCommandMetrics(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"simulate", "replay", "--json"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	var j struct {
		Commands struct {
			Memory   []int64          `json:"memory"`
			Contexts []map[string]any `json:"contexts"`
		} `json:"commands"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if len(j.Commands.Contexts) != 2 || len(j.Commands.Memory) != 4 {
		t.Fatalf("commands: %+v", j.Commands)
	}
	for _, k := range []string{"switches", "preemption_latency", "replayed", "skipped", "trace_peak_nodes", "trace_peak_bytes", "full_save_bytes"} {
		if _, ok := j.Commands.Contexts[0][k]; !ok {
			t.Errorf("context metrics lack %q", k)
		}
	}
}

// TestReplaySweepAlone (issue 35, defect 8): `ppuwb replay --sweep` run as
// documented, with no workspace, prints the checkpoint-spacing table (the
// default workspace has no command streams). Before, it failed: "has no
// command streams".
func TestReplaySweepAlone(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"replay", "--sweep"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if s := out.String(); !strings.HasPrefix(s, "checkpoint spacing:") || strings.Count(s, "\n") != 20 {
		t.Fatalf("output:\n%s", s)
	}
}
