package cli

import (
	"bytes"
	"encoding/json"
	"github.com/ppuwb/ppuwb/run"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRenderWritesScene checks that `ppuwb render` writes a PNG of the
// requested size that shows the scene (many colours, not just the clear colour).
func TestRenderWritesScene(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	var stdout, stderr bytes.Buffer
	if rc := Run([]string{"render", "-o", out, "--size", "160x120"}, &stdout, &stderr); rc != 0 {
		t.Fatalf("rc %d: %s", rc, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 160 || b.Dy() != 120 {
		t.Fatalf("size %v, want 160x120", b)
	}
	colours := map[[3]uint32]bool{}
	for y := 0; y < 120; y++ {
		for x := 0; x < 160; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r, g, b}] = true
		}
	}
	if len(colours) < 50 {
		t.Fatalf("only %d colours: the render looks blank", len(colours))
	}
	if !strings.Contains(stdout.String(), "160x120") {
		t.Errorf("summary %q does not name the size", stdout.String())
	}

	stdout.Reset()
	if rc := Run([]string{"render", "snapping", "--json", "-o", out}, &stdout, &stderr); rc != 0 {
		t.Fatalf("rc %d: %s", rc, stderr.String())
	}
	var rep run.RenderReport
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil || rep.Width == 0 || rep.Stats.Fragments == 0 {
		t.Fatalf("json %v: %s", err, stdout.String())
	}
}

// TestBadArguments: each bad command line gives a clear one-line error first,
// a non-zero exit, and no panic.
func TestBadArguments(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file.txt")
	os.WriteFile(file, []byte("x"), 0o644)
	out := filepath.Join(dir, "x.png")
	broken := filepath.Join(dir, "broken")
	os.Mkdir(broken, 0o755)
	os.WriteFile(filepath.Join(broken, "workspace.toml"), []byte("nme = 'x'\n"), 0o644)
	os.WriteFile(filepath.Join(broken, "scene.toml"), nil, 0o644)
	expectBadArgs(t, []badArgs{
		{[]string{"frobnicate"}, 2, `"frobnicate" is neither a subcommand nor a folder`},
		{[]string{"render", filepath.Join(dir, "missing"), "-o", out}, 1, "no such folder"},
		{[]string{"render", file, "-o", out}, 1, "is not a workspace folder"},
		{[]string{"render", "-o", out, "--size", "0x0"}, 2, "width and height must be at least 1"},
		{[]string{"render", "-o", out, "--size", "100000x100000"}, 2, "at most 16384"},
		{[]string{"render", "-o", out, "--size", "big"}, 2, "is not WxH"},
		{[]string{"render"}, 2, "-o out.png is required"},
		{[]string{"render", "-o", out, "--snap", "wobbly"}, 2, "--snap"},
		{[]string{"render", "-o", filepath.Join(dir, "no", "such", "x.png")}, 1, "cannot write"},
		{[]string{"version", "extra"}, 2, "unexpected argument"},
		{[]string{"--bogus"}, 2, "unknown flag"},
		{[]string{"render", broken, "-o", out}, 1, filepath.Join(broken, "workspace.toml") + ":1:1: unknown key"},
		{[]string{"simulate", broken}, 1, filepath.Join(broken, "workspace.toml") + ":1:1: unknown key"},
	})
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed render left an output file behind")
	}
}

// badArgs is a command line that must fail with exit code code and a first
// line of standard error containing want.
type badArgs struct {
	args []string
	code int
	want string
}

func expectBadArgs(t *testing.T, cases []badArgs) {
	t.Helper()
	for _, c := range cases {
		var stdout, stderr bytes.Buffer
		rc := Run(c.args, &stdout, &stderr)
		first, _, _ := strings.Cut(stderr.String(), "\n")
		if rc != c.code || !strings.Contains(first, c.want) {
			t.Errorf("%v: exit %d, first line %q; want exit %d and %q", c.args, rc, first, c.code, c.want)
		}
	}
}

func TestVersionAndHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if rc := Run([]string{"version", "--json"}, &stdout, &stderr); rc != 0 {
		t.Fatalf("rc %d: %s", rc, stderr.String())
	}
	var bi buildInfo
	if err := json.Unmarshal(stdout.Bytes(), &bi); err != nil || bi.Name != "PPU Workbench" || bi.Version == "" {
		t.Fatalf("version json %v: %s", err, stdout.String())
	}
	stdout.Reset()
	if rc := Run([]string{"help"}, &stdout, &stderr); rc != 0 {
		t.Fatal(rc)
	}
	for c := range commands {
		if !strings.Contains(stdout.String(), "  "+c+" ") {
			t.Errorf("help does not list %q:\n%s", c, stdout.String())
		}
	}
	for c := range commands {
		stdout.Reset()
		stderr.Reset()
		if rc := Run([]string{c, "--help"}, &stdout, &stderr); rc != 0 || !strings.Contains(stderr.String(), "usage: ppuwb "+c) {
			t.Errorf("%s --help: exit %d, %q", c, rc, stderr.String())
		}
	}
}

// Every command that takes a workspace accepts an embedded example's bare name.
func TestExampleNamesEverywhere(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.png")
	for _, args := range [][]string{
		{"check", "streams"},
		{"simulate", "streams"},
		{"render", "streams", "-o", out},
	} {
		var stdout, stderr bytes.Buffer
		if rc := Run(args, &stdout, &stderr); rc != 0 {
			t.Errorf("%v: exit %d: %s", args, rc, stderr.String())
		}
	}
}

// render -o refuses to overwrite one of the workspace's own files (it
// wrote a PNG over workspace.toml before).
func TestRenderRefusesToOverwriteAnInput(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if rc := Run([]string{"new", "snapping", dir + "/ws"}, &stdout, &stderr); rc != 0 {
		t.Fatalf("new: %s", stderr.String())
	}
	for _, f := range []string{"workspace.toml", "scene.toml"} {
		p := dir + "/ws/" + f
		before, _ := os.ReadFile(p)
		stdout.Reset()
		stderr.Reset()
		if rc := Run([]string{"render", dir + "/ws", "-o", p}, &stdout, &stderr); rc == 0 || !strings.Contains(stderr.String(), "is a file of the workspace") {
			t.Fatalf("%s: rc %d, %s", f, rc, stderr.String())
		}
		if after, _ := os.ReadFile(p); !bytes.Equal(before, after) {
			t.Fatalf("%s was overwritten", f)
		}
	}
}
