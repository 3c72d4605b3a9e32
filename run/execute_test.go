package run

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/watch"
)

func TestExecuteShowcase(t *testing.T) {
	ws, err := workspaces.Default()
	if err != nil {
		t.Fatal(err)
	}
	run, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	f := run.Frame
	if f.Width != ws.Options.Width || len(f.Tiles) == 0 || len(f.Batches) == 0 {
		t.Fatalf("frame %dx%d, %d tiles, %d batches", f.Width, f.Height, len(f.Tiles), len(f.Batches))
	}
	if len(run.Result.TileDone) != len(f.Tiles) {
		t.Fatalf("TileDone %d for %d tiles", len(run.Result.TileDone), len(f.Tiles))
	}
	for i, d := range run.Result.TileDone {
		if d < 0 {
			t.Fatalf("tile %d never completed", i)
		}
	}
	if run.Result.Deadlock != nil {
		t.Fatalf("deadlock: %s", run.Result.Deadlock.Explain())
	}
	// graphics and compute share the SMs: both kinds of CTA ran
	kinds := map[scheduler.CTAKind]int{}
	for _, iv := range run.Result.Intervals {
		kinds[iv.Kind]++
	}
	if kinds[scheduler.KindGraphics] == 0 || len(kinds) < 3 {
		t.Errorf("CTA kinds %v: want graphics, compute, child and continuation work", kinds)
	}
	g := run.Workload.Graphics
	if len(g) != 2 || len(g[1].CTACosts) != len(f.Tiles) || g[1].Kind != scheduler.FragmentGrid {
		t.Errorf("graphics grids %+v", g)
	}
	for _, k := range []string{"render", "simulate", "total"} {
		if _, ok := run.Took[k]; !ok {
			t.Errorf("no %s timing", k)
		}
	}
}

func TestExecuteContinuationsPolicies(t *testing.T) {
	ws, err := workspaces.LoadExample("continuations")
	if err != nil {
		t.Fatal(err)
	}
	run, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	if run.Result.Deadlock != nil || len(run.Workload.Graphics) != 0 {
		t.Fatalf("continuation: deadlock %v, graphics %d", run.Result.Deadlock, len(run.Workload.Graphics))
	}
	wip := *ws
	wip.SchedOptions.Policy = scheduler.WaitInPlace
	run, err = Execute(context.Background(), &wip)
	if err != nil {
		t.Fatal(err)
	}
	if run.Result.Deadlock == nil {
		t.Fatal("wait-in-place should deadlock")
	}
}

func TestExecuteAllExamples(t *testing.T) {
	for _, n := range workspaces.Examples() {
		ws, err := workspaces.LoadExample(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range ws.Viewports {
			wv, err := ws.WithViewport(v.Name)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Execute(context.Background(), wv); err != nil {
				t.Errorf("%s/%s: %v", n, v.Name, err)
			}
		}
	}
}

// BenchmarkReload measures the reload path of the showcase after a change
// has been detected: parse and validate every file, render the frame and
// simulate it with the compute work. It reports the mean (ns/op) and the
// 95th percentile in milliseconds.
func BenchmarkReload(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "ws")
	if err := workspaces.CreateFromExample("showcase", dir); err != nil {
		b.Fatal(err)
	}
	scene := filepath.Join(dir, "scene.toml")
	orig, _ := os.ReadFile(scene)
	var took []time.Duration
	var load, render, sim time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		// the change: a different clear colour each time
		_ = os.WriteFile(scene, append(append([]byte{}, orig...), []byte("\n# edit "+time.Now().String()+"\n")...), 0o644)
		b.StartTimer()
		t0 := time.Now()
		ws, err := workspaces.Load(dir)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		run, err := Execute(context.Background(), ws)
		if err != nil {
			b.Fatal(err)
		}
		d := time.Since(t0)
		took = append(took, d)
		load += t1.Sub(t0)
		render += run.Took["render"]
		sim += run.Took["simulate"]
	}
	b.StopTimer()
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	p95 := took[min(len(took)-1, len(took)*95/100)]
	n := float64(len(took))
	b.ReportMetric(float64(p95.Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(load.Microseconds())/1000/n, "load-ms")
	b.ReportMetric(float64(render.Microseconds())/1000/n, "render-ms")
	b.ReportMetric(float64(sim.Microseconds())/1000/n, "simulate-ms")
}

// BenchmarkSaveToFrame measures what a user waits for: from an atomic save
// of the showcase scene to a new frame and simulation, through the running
// Watcher (settle time, loading, rendering and simulating). It reports the
// 95th percentile in milliseconds.
func BenchmarkSaveToFrame(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "ws")
	if err := workspaces.CreateFromExample("showcase", dir); err != nil {
		b.Fatal(err)
	}
	scene := filepath.Join(dir, "scene.toml")
	orig, _ := os.ReadFile(scene)
	done := make(chan error, 1)
	w, err := watch.New(dir, func(ws *workspaces.Workspace, err error) {
		if err == nil {
			_, err = Execute(context.Background(), ws)
		}
		done <- err
	})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	var took []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		data := append(append([]byte{}, orig...), []byte("\n# edit "+time.Now().String()+"\n")...)
		t0 := time.Now()
		if err := workspaces.SaveFile(scene, data); err != nil {
			b.Fatal(err)
		}
		select {
		case err := <-done:
			if err != nil {
				b.Fatal(err)
			}
		case <-time.After(10 * time.Second):
			b.Fatal("no reload")
		}
		took = append(took, time.Since(t0))
		b.StopTimer()
		time.Sleep(110 * time.Millisecond) // let the watcher's debounce window pass, as between real saves
		b.StartTimer()
	}
	b.StopTimer()
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	b.ReportMetric(float64(took[min(len(took)-1, len(took)*95/100)].Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
}

// Loads may run concurrently (the watcher and the app); the mesh cache is
// shared between them.
func TestConcurrentLoads(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ws")
	if err := workspaces.CreateFromExample("showcase", dir); err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		go func() {
			ws, err := workspaces.Load(dir)
			if err == nil && len(ws.Scene.Meshes[0].Vertices) == 0 {
				err = os.ErrInvalid
			}
			errs <- err
		}()
	}
	for i := 0; i < 8; i++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

func TestContinuationsDeadlockExplained(t *testing.T) {
	ws, err := workspaces.LoadExample("continuations")
	if err != nil {
		t.Fatal(err)
	}
	wip := *ws
	wip.SchedOptions.Policy = scheduler.WaitInPlace
	run, err := Execute(context.Background(), &wip)
	if err != nil {
		t.Fatal(err)
	}
	if run.Result.Deadlock == nil {
		t.Fatal("no deadlock")
	}
	ex := run.Result.Deadlock.Explain()
	t.Log(ex)
	if !strings.Contains(ex, "parents") {
		t.Errorf("explanation does not name the parent task: %s", ex)
	}
}
