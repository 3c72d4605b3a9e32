package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// checkReport is what `ppuwb check --json` prints.
type checkReport struct {
	Workspace string                  `json:"workspace"`
	OK        bool                    `json:"ok"`
	Problems  []workspaces.Diagnostic `json:"problems"`
	Summary   *checkSummary           `json:"summary,omitempty"`
	Execution *checkExecution         `json:"execution,omitempty"`
}

type checkSummary struct {
	Name      string   `json:"name"`
	Machine   string   `json:"machine"`
	SMs       int      `json:"sms"`
	Viewport  string   `json:"viewport"`
	Width     int      `json:"width"`
	Height    int      `json:"height"`
	Snap      string   `json:"snap"`
	Levels    []int    `json:"levels"`
	Viewports int      `json:"viewports"`
	Meshes    int      `json:"meshes"`
	Triangles int      `json:"triangles"`
	Materials int      `json:"materials"`
	Kernels   int      `json:"kernels"`
	Tasks     int      `json:"tasks"`
	Streams   int      `json:"streams"`
	Policy    string   `json:"policy"`
	Files     []string `json:"files"`
}

type checkExecution struct {
	Tiles      int     `json:"tiles"`
	Batches    int     `json:"vertex_batches"`
	Makespan   int64   `json:"makespan_cycles"`
	Deadlock   string  `json:"deadlock,omitempty"`
	RenderMS   float64 `json:"render_ms"`
	SimulateMS float64 `json:"simulate_ms"`
}

func init() {
	register(&command{
		name:    "check",
		summary: "validate a workspace and list every problem as file:line:col",
		usage:   "[--json] [--run | --watch] [WORKSPACE | example:NAME]",
		run:     runCheck,
	})
}

func runCheck(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	asJSON := fs.Bool("json", false, "print machine-readable JSON")
	doRun := fs.Bool("run", false, "also render the frame and simulate the work")
	watch := fs.Bool("watch", false, "keep checking: report again after every change, until interrupted")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usageError("expected one workspace, got %d arguments", len(pos))
	}
	target := "."
	if len(pos) == 1 {
		target = pos[0]
	}
	example, isExample := exampleArg(target)
	if *watch {
		if isExample {
			return usageError("--watch needs a workspace folder, not an embedded example")
		}
		return checkWatch(target, *asJSON, stdout, stderr)
	}
	var ws *workspaces.Workspace
	prefix := target
	if isExample {
		target = "example:" + example
		prefix = target
		ws, err = workspaces.LoadExample(example)
	} else {
		ws, err = workspaces.Load(target)
	}
	rep := checkReport{Workspace: target, OK: err == nil, Problems: []workspaces.Diagnostic{}}
	if err != nil {
		var errs workspaces.Errors
		if !errors.As(err, &errs) {
			if *asJSON {
				rep.Problems = append(rep.Problems, workspaces.Diagnostic{Msg: err.Error()})
				writeJSON(stdout, rep)
				return errReported
			}
			return err
		}
		for _, d := range errs {
			rep.Problems = append(rep.Problems, locate(prefix, d))
		}
		if *asJSON {
			writeJSON(stdout, rep)
		} else {
			for _, d := range rep.Problems {
				fmt.Fprintln(stdout, d.String())
			}
			fmt.Fprintf(stderr, "%s: %d problem%s\n", target, len(rep.Problems), pluralS(len(rep.Problems)))
		}
		return errReported
	}
	rep.Summary = summarize(ws)
	if *doRun {
		run, err := run.Execute(context.Background(), ws)
		if err != nil {
			return err
		}
		ex := &checkExecution{Tiles: len(run.Frame.Tiles), Batches: len(run.Frame.Batches), Makespan: run.Result.Makespan,
			RenderMS: float64(run.Took["render"].Microseconds()) / 1000, SimulateMS: float64(run.Took["simulate"].Microseconds()) / 1000}
		if run.Result.Deadlock != nil {
			ex.Deadlock = run.Result.Deadlock.Explain()
		}
		rep.Execution = ex
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	s := rep.Summary
	fmt.Fprintf(stdout, "%s: ok — %q\n", target, s.Name)
	fmt.Fprintf(stdout, "  machine    %s (%d SMs)\n", s.Machine, s.SMs)
	fmt.Fprintf(stdout, "  viewport   %s %dx%d, %s snapping, levels %v (%d viewport%s)\n", s.Viewport, s.Width, s.Height, s.Snap, s.Levels, s.Viewports, pluralS(s.Viewports))
	fmt.Fprintf(stdout, "  scene      %d mesh%s, %d triangles, %d material%s\n", s.Meshes, pluralES(s.Meshes), s.Triangles, s.Materials, pluralS(s.Materials))
	fmt.Fprintf(stdout, "  work       %d kernel%s, %d task%s, %d stream%s, policy %s\n", s.Kernels, pluralS(s.Kernels), s.Tasks, pluralS(s.Tasks), s.Streams, pluralS(s.Streams), s.Policy)
	fmt.Fprintf(stdout, "  files      %s\n", strings.Join(s.Files, ", "))
	if ex := rep.Execution; ex != nil {
		fmt.Fprintf(stdout, "  frame      %d tiles, %d vertex batches (%.1f ms)\n", ex.Tiles, ex.Batches, ex.RenderMS)
		fmt.Fprintf(stdout, "  simulation makespan %d cycles (%.1f ms)\n", ex.Makespan, ex.SimulateMS)
		if ex.Deadlock != "" {
			fmt.Fprintf(stdout, "  deadlock   %s\n", ex.Deadlock)
		}
	}
	return nil
}

// checkWatchContext is the lifetime of `check --watch`; tests replace it.
var checkWatchContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

// checkWatch reports the workspace's state now and after every change the
// watcher reloads, one report per reload, until interrupted.
func checkWatch(dir string, asJSON bool, stdout, stderr io.Writer) error {
	var mu sync.Mutex
	report := func(ws *workspaces.Workspace, err error) {
		mu.Lock()
		defer mu.Unlock()
		rep := checkReport{Workspace: dir, OK: err == nil, Problems: []workspaces.Diagnostic{}}
		var errs workspaces.Errors
		switch {
		case err == nil:
			rep.Summary = summarize(ws)
		case errors.As(err, &errs):
			for _, d := range errs {
				if d.File != "" {
					d.File = filepath.Join(dir, filepath.FromSlash(d.File))
				}
				rep.Problems = append(rep.Problems, d)
			}
		default:
			rep.Problems = append(rep.Problems, workspaces.Diagnostic{Msg: err.Error()})
		}
		if asJSON {
			enc := json.NewEncoder(stdout) // one report per line
			enc.Encode(rep)
			return
		}
		stamp := time.Now().Format("15:04:05")
		if rep.OK {
			fmt.Fprintf(stdout, "[%s] %s: ok — %q\n", stamp, dir, rep.Summary.Name)
			return
		}
		fmt.Fprintf(stdout, "[%s] %s: %d problem%s\n", stamp, dir, len(rep.Problems), pluralS(len(rep.Problems)))
		for _, d := range rep.Problems {
			fmt.Fprintln(stdout, d.String())
		}
	}
	ctx, cancel := checkWatchContext()
	defer cancel()
	w, err := workspaces.Watch(workspaces.WatchConfig{Dir: dir, OnChange: report,
		OnStatus: func(s string) { fmt.Fprintln(stderr, "ppuwb check:", s) }})
	if err != nil {
		return err
	}
	defer w.Close()
	report(workspaces.Load(dir))
	<-ctx.Done()
	return nil
}

func summarize(ws *workspaces.Workspace) *checkSummary {
	s := &checkSummary{Name: ws.Name, Machine: ws.Machine.Name, SMs: ws.Machine.SMs, Viewport: ws.Viewport,
		Width: ws.Options.Width, Height: ws.Options.Height, Snap: ws.Options.Snap.String(), Levels: ws.Levels,
		Viewports: len(ws.Viewports), Meshes: len(ws.Scene.Meshes), Materials: len(ws.Scene.Materials),
		Kernels: len(ws.Workload.Kernels), Tasks: len(ws.Workload.Tasks), Streams: len(ws.Workload.Streams),
		Policy: ws.SchedOptions.Policy.String(), Files: ws.Files}
	for _, m := range ws.Scene.Meshes {
		n := len(m.Indices)
		if m.Indices == nil {
			n = len(m.Vertices)
		}
		if m.Topology == render.TriangleStrip {
			s.Triangles += max(n-2, 0)
		} else {
			s.Triangles += n / 3
		}
	}
	return s
}
