package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// simulate --queue/--membar/--counting override the workspace and are
// reported; a bad value is a usage error (exit 2).
func TestSimulateContinuationFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"simulate", "queue-granularity", "--json", "--queue", "per-cta", "--membar", "counted", "--counting", "per-child"}, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	var sim struct {
		Queue, Membar, Counting string
		EOCOnTMU                bool `json:"eoc_on_tmu"`
		Metrics                 struct {
			Coupling struct {
				Continuation int64 `json:"continuation_cycles"`
			} `json:"coupling"`
		} `json:"metrics"`
	}
	if err := json.Unmarshal(out.Bytes(), &sim); err != nil || sim.Queue != "per-cta" || sim.Membar != "counted" || sim.Counting != "per-child" || sim.EOCOnTMU ||
		sim.Metrics.Coupling.Continuation != 0 {
		t.Fatalf("json %v %+v", err, sim)
	}
	out.Reset()
	if rc := Run([]string{"simulate", "queue-granularity"}, &out, &errb); rc != 0 || !strings.Contains(out.String(), "queue per-grid") ||
		!strings.Contains(out.String(), "coupling: continuations waited 3165 cycles for sibling EOCs (max 1718, queue per-grid), EOCs waited 2492 cycles for an SM slot (max 1268)") {
		t.Fatalf("summary rc %d: %s", rc, out.String())
	}
	errb.Reset()
	if rc := Run([]string{"simulate", "queue-granularity", "--queue", "per-warp"}, &out, &errb); rc != 2 || !strings.Contains(errb.String(), "--queue") {
		t.Fatalf("bad --queue: rc %d: %s", rc, errb.String())
	}
}
