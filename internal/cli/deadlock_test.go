package cli

import (
	"strings"
	"testing"
)

// --fail-on-deadlock with --json says on stderr that the run deadlocked
// (the words once became "the res deadlocked" when a local variable was
// renamed).
func TestSimulateFailOnDeadlockSaysSo(t *testing.T) {
	var out, errb strings.Builder
	rc := Run([]string{"simulate", "continuations", "--policy", "wait-in-place", "--json", "--fail-on-deadlock"}, &out, &errb)
	if rc != 1 || !strings.Contains(errb.String(), "ppuwb simulate: the run deadlocked") {
		t.Fatalf("exit %d, stderr %q", rc, errb.String())
	}
}
