package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestTwoWorkspacesIsOneUsageError: every command that takes at most one
// workspace says so in the same words and exits 2 when given two. Failed
// before: check and devices said "expected one workspace" while the
// others said "at most one".
func TestTwoWorkspacesIsOneUsageError(t *testing.T) {
	for _, cmd := range [][]string{{"check"}, {"compare"}, {"compare-policies"}, {"devices"}, {"render", "-o", "x.png"}, {"replay"}, {"simulate"}} {
		var stdout, stderr bytes.Buffer
		args := append(cmd, "a", "b")
		if rc := Run(args, &stdout, &stderr); rc != 2 || !strings.Contains(stderr.String(), "expected at most one workspace, got 2 arguments") {
			t.Errorf("%v: exit %d, stderr %q", args, rc, stderr.String())
		}
	}
}
