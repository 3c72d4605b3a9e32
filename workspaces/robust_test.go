package workspaces

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"testing"
	"testing/fstest"
)

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
	base := exampleFiles(t, "showcase")
	loaded := 0
	for i := 0; i < n; i++ {
		ex := examples[i%len(examples)]
		files := exampleFiles(t, ex)
		src := files[file].Data
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
		m := fstest.MapFS{}
		for k, v := range base {
			m[k] = v
		}
		for k, v := range files {
			m[k] = v
		}
		m[file] = &fstest.MapFile{Data: []byte(mut)}
		ws, err := LoadFS(m, ".")
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
