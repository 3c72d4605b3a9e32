package workspaces

import (
	"strings"
	"testing"
	"testing/fstest"
)

func runtimeWS(rt string, extra ...string) fstest.MapFS {
	fs := fstest.MapFS{
		"workspace.toml": {Data: []byte("name = \"t\"\nscene = \"scene.toml\"\n" + rt)},
		"scene.toml":     {Data: []byte("[[viewports]]\nname = \"main\"\nwidth = 16\nheight = 16\n")},
	}
	for i := 0; i+1 < len(extra); i += 2 {
		fs[extra[i]] = &fstest.MapFile{Data: []byte(extra[i+1])}
	}
	return fs
}

func TestRuntimeBadInputIsReportedAtFileLineCol(t *testing.T) {
	cases := []struct {
		ws   fstest.MapFS
		want string
	}{
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource = \"[r, g * q, b]\"\n"), `workspace.toml:6:19: kernel "k": unknown name q`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource = \"\"\"\n[r,\n  g * q, b]\"\"\"\n"), `workspace.toml:8:7: kernel "k": unknown name q`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nsource_file = \"k.expr\"\n", "k.expr", "[r,\n g +, b]"), `k.expr:2:`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average-colour\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\ndevice = \"gpu9\"\n"), `workspace.toml:10:10: runtime.instances[0].device: unknown device "gpu9"`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"average\"\n"), `unknown built-in kernel "average"`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\nrequire = [\"local_mem\"]\n"), `workspace.toml:7:12: runtime.kernels[0].require[0]: capability "local_mem" is a number`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\nslowdown = 0\n"), `workspace.toml:10:12: runtime.instances[0].slowdown: 0 is outside 1..10000`},
		{runtimeWS("[runtime]\n[[runtime.kernels]]\nname = \"k\"\nbuiltin = \"exposure\"\n[[runtime.instances]]\nname = \"i\"\nkernel = \"k\"\nsplit = true\ndevice = \"cpu\"\n"), `runtime.instances[0].split: a split instance runs on every qualifying device`},
		{runtimeWS("[runtime]\ncpu_cores = 0\n"), `workspace.toml:4:13: runtime.cpu_cores: 0 is outside 1..1024`},
		{runtimeWS("[runtime]\n[[runtime.instances]]\nname = \"a\"\nkernel = \"k\"\nwait = [\"zz\"]\n"), `runtime.instances[0].wait[0]: unknown instance "zz"`},
	}
	for i, c := range cases {
		_, err := LoadFS(c.ws, ".")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("case %d: got %v\nwant %s", i, err, c.want)
		}
	}
}
