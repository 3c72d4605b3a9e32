package madvfree

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestEnsureRestartsWithTheSetting runs this test binary as a child that
// calls Ensure and prints the GODEBUG it then runs with: madvdontneed=0 is
// added to what the caller gave, the arguments survive the restart, and a
// GODEBUG that already names madvdontneed is kept as it is.
func TestEnsureRestartsWithTheSetting(t *testing.T) {
	if os.Getenv("MADVFREE_CHILD") == "1" {
		Ensure()
		fmt.Printf("GODEBUG=%q args=%q\n", os.Getenv("GODEBUG"), os.Args[1:])
		os.Exit(0)
	}
	for _, c := range []struct{ godebug, want string }{
		{"", "madvdontneed=0"},
		{"gctrace=0", "gctrace=0,madvdontneed=0"},
		{"madvdontneed=1", "madvdontneed=1"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestEnsureRestartsWithTheSetting$")
		cmd.Env = append(os.Environ(), "MADVFREE_CHILD=1", "GODEBUG="+c.godebug)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("child: %v\n%s", err, out)
		}
		if want := fmt.Sprintf("GODEBUG=%q", c.want); !strings.Contains(string(out), want) {
			t.Errorf("GODEBUG %q: the child ran with %s, want %s", c.godebug, strings.TrimSpace(string(out)), want)
		}
		if !strings.Contains(string(out), `args=["-test.run" "^TestEnsureRestartsWithTheSetting$"]`) {
			t.Errorf("GODEBUG %q: the arguments did not survive the restart: %s", c.godebug, out)
		}
	}
}

func TestTracerPid(t *testing.T) {
	for _, c := range []struct{ status, want string }{
		{"Name:\tppuwb\nTracerPid:\t0\nUid:\t0\n", "0"},
		{"Name:\tppuwb\nTracerPid:\t4242\n", "4242"},
		{"Name:\tppuwb\n", "0"},
	} {
		if got := tracerPid([]byte(c.status)); got != c.want {
			t.Errorf("tracerPid(%q) = %q, want %q", c.status, got, c.want)
		}
	}
}

// TestEnsureLeavesValgrindAlone: under valgrind (its preload library in
// LD_PRELOAD) the program is not restarted.
func TestEnsureLeavesValgrindAlone(t *testing.T) {
	t.Setenv("LD_PRELOAD", "/usr/libexec/valgrind/vgpreload_core-amd64-linux.so")
	t.Setenv("GODEBUG", "")
	if !watched() {
		t.Fatal("valgrind's preload library in LD_PRELOAD: watched() = false, so Ensure would restart the program out of valgrind")
	}
}
