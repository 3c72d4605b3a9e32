package workspaces

import (
	"strings"
	"testing"
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
