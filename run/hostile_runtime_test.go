package run

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/ppuwb/ppuwb/workspaces"
)

// loadRuntimeWS loads a workspace of workspace.toml (its [runtime] part
// rt) and the extra files (name, content pairs).
func loadRuntimeWS(t *testing.T, rt string, extra ...string) *workspaces.Workspace {
	t.Helper()
	fs := fstest.MapFS{
		"workspace.toml": {Data: []byte("name = \"t\"\nscene = \"scene.toml\"\n" + rt)},
		"scene.toml":     {Data: []byte("[[viewports]]\nname = \"main\"\nwidth = 16\nheight = 16\n")},
	}
	for i := 0; i+1 < len(extra); i += 2 {
		fs[extra[i]] = &fstest.MapFile{Data: []byte(extra[i+1])}
	}
	ws, err := workspaces.LoadFS(fs, ".")
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

// A param with nested loops stops at its budget, with the instance's place.
func TestInstanceParamLoopsStop(t *testing.T) {
	k := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\n" +
		"params = [\"gain = let q = 1..1000; sum(q, sum(q, sum(q, #)))\"]\n"
	ws := loadRuntimeWS(t, k)
	var err error
	done := make(chan error, 1)
	go func() { _, err := Execute(context.Background(), ws); done <- err }()
	select {
	case err = <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("a param with nested loops did not stop")
	}
	if err == nil || !strings.Contains(err.Error(), "workspace.toml:7:1: instance \"i\": param gain: ") || !strings.Contains(err.Error(), "operation budget") {
		t.Fatalf("err %v", err)
	}
}

// A kernel's run-time error names the file of its source.
func TestKernelRunTimeErrorNamesTheFile(t *testing.T) {
	rt := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource_file = \"k.expr\"\nreduce = \"sum\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\n"
	ws := loadRuntimeWS(t, rt, "k.expr", "let q = [px(0,0), 1]; [r, g, q[9][0]]")
	_, err := Execute(context.Background(), ws)
	if err == nil || !strings.Contains(err.Error(), "k.expr: kernel \"k\", item 0:") {
		t.Fatalf("err %v", err)
	}
}
