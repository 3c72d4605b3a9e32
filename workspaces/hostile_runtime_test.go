package workspaces

import (
	"context"
	"strings"
	"testing"
	"time"
)

// Instance params are compiled when the workspace loads, with the kernel
// sandbox's rules, and their errors point into workspace.toml.
func TestInstanceParamsAreCheckedAtLoad(t *testing.T) {
	k := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\n"
	for _, c := range []struct{ params, want string }{
		{`params = ["gain = 1 +"]`, `workspace.toml:10:11: runtime.instances[0].params[0]: gain: 1:3: unexpected token EOF`},
		{`params = ["gain = float(now().Nanosecond())"]`, `runtime.instances[0].params[0]: gain: 1:7: now() is not allowed`},
		{`params = ["gain = 1", "bias = toJSON(res)"]`, `workspace.toml:10:23: runtime.instances[0].params[1]: bias: 1:1: toJSON() is not allowed`},
	} {
		_, err := LoadFS(runtimeWS(k+c.params+"\n"), ".")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v\nwant %s", c.params, err, c.want)
		}
	}
}

// A param with nested loops stops at its budget, with the instance's place.
func TestInstanceParamLoopsStop(t *testing.T) {
	k := "[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\n" +
		"params = [\"gain = let q = 1..1000; sum(q, sum(q, sum(q, #)))\"]\n"
	ws, err := LoadFS(runtimeWS(k), ".")
	if err != nil {
		t.Fatal(err)
	}
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
	ws, err := LoadFS(runtimeWS(rt, "k.expr", "let q = [px(0,0), 1]; [r, g, q[9][0]]"), ".")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Execute(context.Background(), ws)
	if err == nil || !strings.Contains(err.Error(), "k.expr: kernel \"k\", item 0:") {
		t.Fatalf("err %v", err)
	}
}
