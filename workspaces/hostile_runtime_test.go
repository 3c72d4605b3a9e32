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

// A device's extra capabilities cannot reuse a built-in name.
func TestReservedCapabilityNames(t *testing.T) {
	for _, c := range []struct{ caps, want string }{
		{`["fp64"]`, `workspace.toml:7:17: runtime.devices[0].capabilities[0]: "fp64" is a built-in capability`},
		{`["raytracing", "version"]`, `runtime.devices[0].capabilities[1]: "version" is a built-in capability`},
		{`["ray tracing"]`, `"ray tracing" is not a capability name`},
	} {
		rt := "[runtime]\n[[runtime.devices]]\nname = \"gpu2\"\nvendor = \"x\"\ncapabilities = " + c.caps + "\n"
		_, err := LoadFS(runtimeWS(rt), ".")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v\nwant %s", c.caps, err, c.want)
		}
	}
}

// bins is range-checked at its key (a huge value panicked in makeslice).
func TestBinsAreCheckedAtLoad(t *testing.T) {
	for _, v := range []string{"4611686018427387904", "0", "65537"} {
		rt := "[runtime]\n[[runtime.kernels]]\nname = \"h\"\nsource = \"0\"\nreduce = \"histogram\"\nbins = " + v + "\n"
		_, err := LoadFS(runtimeWS(rt), ".")
		if err == nil || !strings.Contains(err.Error(), "workspace.toml:8:8: runtime.kernels[0].bins: "+v+" is outside 1..65536") {
			t.Errorf("bins = %s: %v", v, err)
		}
	}
}
