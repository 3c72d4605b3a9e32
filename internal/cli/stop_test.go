//go:build unix

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// longWorkspace is a workspace whose runtime kernel runs for seconds (four
// nested sums over 1..1000: it stops at the default operation budget).
func longWorkspace(t *testing.T) string {
	dir := t.TempDir()
	files := map[string]string{
		"workspace.toml": `scene = "scene.toml"
[runtime]
cpu_cores = 1
[[runtime.kernels]]
name = "nest"
source = "let q = 1..1000; sum(q, sum(q, sum(q, sum(q, #))))"
domain = "buffer"
[[runtime.instances]]
name = "a"
kernel = "nest"
input = "buffer"
buffer = [1, 2, 3, 4]
`,
		"scene.toml": "[[meshes]]\nvertices = [{ position = [0, 0, 0] }, { position = [1, 0, 0] }, { position = [0, 1, 0] }]\n",
	}
	for n, s := range files {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// --timeout stops a long run with one line and exit status 124; Ctrl+C
// (SIGINT) stops it with "interrupted" and 130.
func TestHostileLongRunsStop(t *testing.T) {
	dir := longWorkspace(t)
	var out, errb bytes.Buffer
	start := time.Now()
	rc := Run([]string{"simulate", "--timeout", "300ms", dir}, &out, &errb)
	if rc != exitTimeout || errb.String() != "ppuwb simulate: stopped: timeout after 300ms\n" {
		t.Fatalf("rc %d, stderr %q", rc, errb.String())
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("stopped after %v", el)
	}
	errb.Reset()
	time.AfterFunc(300*time.Millisecond, func() { syscall.Kill(os.Getpid(), syscall.SIGINT) })
	rc = Run([]string{"simulate", dir}, &out, &errb)
	if rc != exitInterrupted || errb.String() != "ppuwb simulate: interrupted\n" {
		t.Fatalf("rc %d, stderr %q", rc, errb.String())
	}
	// A run that ends in time is not affected, and no progress is shown
	// when stderr is not a terminal.
	errb.Reset()
	out.Reset()
	if rc := Run([]string{"simulate", "--timeout", "1m", "showcase"}, &out, &errb); rc != 0 || errb.Len() != 0 || !strings.Contains(out.String(), "all work completed") {
		t.Fatalf("rc %d, stderr %q", rc, errb.String())
	}
	for _, cmd := range []string{"render", "compare", "compare-policies", "replay", "check"} {
		errb.Reset()
		Run([]string{cmd, "--help"}, &out, &errb)
		if !strings.Contains(errb.String(), "-timeout duration") {
			t.Errorf("%s has no --timeout", cmd)
		}
	}
}
