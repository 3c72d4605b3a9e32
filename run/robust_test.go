package run

import (
	"context"
	"fmt"
	"io/fs"
	"math/rand"
	"os"
	"regexp"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/workspaces"
)

// example is the files of an embedded example.
func example(t testing.TB, name string) fs.FS {
	fsys, err := workspaces.ExampleFS(name)
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

// layers is a file system that opens each name from the first layer that
// has it: an example with some files replaced, or with another example's
// assets beneath it.
type layers []fs.FS

func (l layers) Open(name string) (fs.File, error) {
	for _, fsys := range l[:len(l)-1] {
		if f, err := fsys.Open(name); err == nil {
			return f, nil
		}
	}
	return l[len(l)-1].Open(name)
}

var numberRE = regexp.MustCompile(`-?[0-9]+(\.[0-9]+)?`)

// TestMutatedScenesExecute replaces numbers in the example scenes with
// random and extreme values; whatever loads must render and simulate
// without panicking (errors are fine).
func TestMutatedScenesExecute(t *testing.T) {
	testMutated(t, "scene.toml", []string{"showcase", "snapping", "continuations"})
}

// TestMutatedTasksExecute does the same with task files and workspace.toml.
func TestMutatedTasksExecute(t *testing.T) {
	testMutated(t, "tasks.toml", []string{"showcase", "continuations", "streams"})
	testMutated(t, "workspace.toml", []string{"showcase", "continuations", "streams"})
}

func testMutated(t *testing.T, file string, examples []string) {
	n := 120
	if testing.Short() {
		n = 30
	}
	extremes := []string{"0", "-1", "1", "0.5", "1e9", "-1e9", "1e-9", "3", "64", "255", "4096", "0.0001", "179.99", "12"}
	rng := rand.New(rand.NewSource(1))
	base := example(t, "showcase")
	loaded := 0
	for i := 0; i < n; i++ {
		ex := examples[i%len(examples)]
		files := example(t, ex)
		src, err := fs.ReadFile(files, file)
		if err != nil {
			t.Fatal(err)
		}
		k := 0
		mut := numberRE.ReplaceAllStringFunc(string(src), func(s string) string {
			k++
			if rng.Intn(25) != 0 {
				return s
			}
			if rng.Intn(2) == 0 {
				return extremes[rng.Intn(len(extremes))]
			}
			return fmt.Sprintf("%.4f", (rng.Float64()-0.5)*float64(rng.Intn(1000)))
		})
		ws, err := workspaces.LoadFS(layers{fstest.MapFS{file: {Data: []byte(mut)}}, files, base}, ".")
		if err != nil {
			continue
		}
		loaded++
		if ws.Options.Width*ws.Options.Height > 256*256 {
			ws.Options.Width, ws.Options.Height, ws.Options.ReferenceSize = 128, 96, 128
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic %v executing mutated %s/%s:\n%s", r, ex, file, mut)
				}
			}()
			if _, err := Execute(context.Background(), ws); err != nil && os.Getenv("PPUWB_SHOW_EXEC_ERRORS") != "" {
				t.Logf("%s/%s: execute: %v", ex, file, err)
			}
		}()
	}
	t.Logf("%s: %d of %d mutated files loaded and executed", file, loaded, n)
	if loaded == 0 {
		t.Error("no mutated scene loaded: the test exercises nothing")
	}
}

// FuzzSceneExecute renders and simulates fuzzed scenes that load, on a
// small viewport: a workspace that validates must never crash the pipeline.
func FuzzSceneExecute(f *testing.F) {
	for _, ex := range workspaces.Examples() {
		scene, err := fs.ReadFile(example(f, ex), "scene.toml")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(scene)
	}
	base := example(f, "showcase")
	f.Fuzz(func(t *testing.T, data []byte) {
		ws, err := workspaces.LoadFS(layers{fstest.MapFS{"scene.toml": {Data: data}}, base}, ".")
		if err != nil {
			return
		}
		if ws.Options.Width*ws.Options.Height > 128*128 {
			ws.Options.Width, ws.Options.Height = 96, 64
			ws.Options.ReferenceSize = 96
		}
		if _, err := Execute(context.Background(), ws); err != nil {
			t.Logf("execute: %v", err) // an error is fine; a panic is not
		}
	})
}
