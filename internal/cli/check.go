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

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/watch"
)

func init() {
	register(&command{
		name:    "check",
		summary: "validate a workspace and list every problem as file:line:col",
		usage:   "[--json] [--run | --watch] [WORKSPACE | example:NAME]",
		run:     runCheck,
		timeout: true,
	})
}

func runCheck(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	asJSON := fs.Bool("json", false, "print machine-readable JSON")
	doRun := fs.Bool("run", false, "also render the frame and simulate the work")
	keepWatching := fs.Bool("watch", false, "keep checking: report again after every change, until interrupted")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}
	target := "."
	if len(pos) == 1 {
		target = pos[0]
	}
	example, isExample := exampleArg(target)
	if *keepWatching {
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
	rep := run.CheckReport{Workspace: target, OK: err == nil, Problems: []workspaces.Diagnostic{}}
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
	rep.Summary = workspaces.Summarize(ws)
	for _, d := range ws.Warnings {
		rep.Warnings = append(rep.Warnings, locate(prefix, d))
	}
	if *doRun {
		ctx, _, stop := commandContext(fs, stderr)
		res, err := run.Execute(ctx, ws)
		stop()
		if err != nil {
			return err
		}
		ex := &run.CheckExecution{Tiles: len(res.Frame.Tiles), Batches: len(res.Frame.Batches), Makespan: res.Result.Makespan,
			RenderMS: float64(res.Took[run.TookRender].Microseconds()) / 1000, SimulateMS: float64(res.Took[run.TookSimulate].Microseconds()) / 1000}
		if res.Result.Deadlock != nil {
			ex.Deadlock = res.Result.Deadlock.Explain()
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
	for _, d := range rep.Warnings {
		fmt.Fprintln(stdout, d.String())
	}
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
		rep := run.CheckReport{Workspace: dir, OK: err == nil, Problems: []workspaces.Diagnostic{}}
		var errs workspaces.Errors
		switch {
		case err == nil:
			rep.Summary = workspaces.Summarize(ws)
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
	w, err := watch.Start(watch.Config{Dir: dir, OnChange: report,
		OnStatus: func(s string) { fmt.Fprintln(stderr, "ppuwb check:", s) }})
	if err != nil {
		return err
	}
	defer w.Close()
	report(workspaces.Load(dir))
	<-ctx.Done()
	return nil
}
