package run

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/ppuwb/ppuwb/workspaces"
)

// exampleMapFS copies an embedded example into a MapFS to edit.
func exampleMapFS(t testing.TB, name string) fstest.MapFS {
	t.Helper()
	src, err := workspaces.ExampleFS(name)
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{}
	err = fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(src, p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// executeBounded runs ws and fails the test if the run does not end
// within limit (a hang) — an error is fine.
func executeBounded(t *testing.T, ws *workspaces.Workspace, limit time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	_, err := Execute(ctx, ws)
	if errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil {
		t.Fatalf("the run did not end within %v", limit)
	}
}

// FuzzStreamRun runs the replay example with a fuzzed command stream for
// its context "app", in every replay mode and preemption level. Its seeds
// parse, so the fuzzer explores the command processor past the parser.
func FuzzStreamRun(f *testing.F) {
	base := exampleMapFS(f, "replay")
	for _, n := range []string{"app.cmd", "ui.cmd"} {
		f.Add(base[n].Data, uint8(0))
	}
	f.Add([]byte("checkpoint\nread c = C\nif [flag] == 1 {\n  write E = c + 1\n} else {\n  dispatch shade\n}\ncheckpoint\nwait\n"), uint8(4))
	f.Add([]byte("A: checkpoint\nread x = flag\nread c = C\nwrite E = c * x\ndelay 100\nB: checkpoint\ndispatch prepare\ndraw\nwait\n"), uint8(7))
	ws0 := string(base["workspace.toml"].Data)
	f.Fuzz(func(t *testing.T, stream []byte, mode uint8) {
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		w := strings.Replace(ws0, `replay = "trace"`, `replay = "`+[]string{"trace", "no-trace", "resubmit"}[mode%3]+`"`, 1)
		w = strings.Replace(w, `preemption = "any"`, `preemption = "`+[]string{"any", "draw", "submission"}[(mode/3)%3]+`"`, 1)
		// interrupt points by number, which any stream of 3+ operations has
		if i := strings.Index(w, "interrupt_after = "); i >= 0 {
			j := i + strings.IndexByte(w[i:], '\n')
			w = w[:i] + fmt.Sprintf("interrupt_after = [%d]", 1+int(mode/9)%3) + w[j:]
		}
		m["workspace.toml"] = &fstest.MapFile{Data: []byte(w)}
		m["app.cmd"] = &fstest.MapFile{Data: stream}
		ws, err := workspaces.LoadFS(m, ".")
		if err != nil {
			if testing.Verbose() {
				t.Log(err) // why the input did not load
			}
			return
		}
		executeBounded(t, ws, 30*time.Second)
	})
}

// FuzzRuntimeQueue builds a [runtime] queue from the input — instances of
// the built-in kernels with priorities, waits, submit times, devices and
// splits — and runs it: the plan, the kernels and the SM simulation.
func FuzzRuntimeQueue(f *testing.F) {
	f.Add([]byte{3, 1, 0, 2, 5, 1, 2, 0, 9, 0, 3, 2, 1})
	f.Add([]byte{8, 4, 4, 4, 4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) == 0 {
			return
		}
		next := func() int {
			if len(b) == 0 {
				return 0
			}
			v := int(b[0])
			b = b[1:]
			return v
		}
		kernels := []string{"average", "exposure", "histogram", "prefix"}
		var s strings.Builder
		s.WriteString("name = \"q\"\nscene = \"scene.toml\"\n[machine]\npreset = \"classroom\"\n[runtime]\ncpu_cores = 2\n")
		fmt.Fprintf(&s, "threshold = %d\n", next()%101)
		for _, k := range []string{"average = \"average-colour\"", "exposure = \"exposure\"", "histogram = \"histogram\"", "prefix = \"prefix-sum\""} {
			name, builtin, _ := strings.Cut(k, " = ")
			fmt.Fprintf(&s, "[[runtime.kernels]]\nname = %q\nbuiltin = %s\n", name, builtin)
		}
		n := 1 + next()%12
		for i := range n {
			k := kernels[next()%len(kernels)]
			fmt.Fprintf(&s, "[[runtime.instances]]\nname = \"i%d\"\nkernel = %q\npriority = %d\nsubmit_at = %d\n", i, k, next()%4, next()*37)
			if i > 0 && next()%2 == 1 {
				fmt.Fprintf(&s, "wait = [\"i%d\"]\n", next()%i)
			}
			switch next() % 4 {
			case 1:
				s.WriteString("device = \"cpu\"\n")
			case 2:
				s.WriteString("split = true\n")
			}
			switch k {
			case "exposure":
				s.WriteString("params = [\"gain = 1.5\"]\n")
			case "prefix":
				fmt.Fprintf(&s, "buffer = [%d, 2, 3, 4]\n", next())
			}
		}
		m := fstest.MapFS{
			"workspace.toml": {Data: []byte(s.String())},
			"scene.toml":     {Data: []byte("[[viewports]]\nname = \"main\"\nwidth = 32\nheight = 24\n[[meshes]]\nvertices = [{ position = [0, 0, 0] }, { position = [1, 0, 0] }, { position = [0, 1, 0] }]\n")},
		}
		ws, err := workspaces.LoadFS(m, ".")
		if err != nil {
			if testing.Verbose() {
				t.Log(err) // why the input did not load
			}
			return
		}
		executeBounded(t, ws, 30*time.Second)
	})
}
