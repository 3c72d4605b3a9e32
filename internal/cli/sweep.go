package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/sweep"
)

func init() {
	register(&command{
		name:    "sweep",
		summary: "run a command over a grid of workspace settings (see docs/sweeps.md); also: sweep merge, sweep plan, sweep plot",
		usage: "SPEC.toml [-j N] [-o out.csv] [--shard I/N|auto [--shards N]]\n" +
			"       ppuwb sweep merge PART... -o all.csv\n" +
			"       ppuwb sweep plan SPEC.toml --shards N [-j N] [--sample K]\n" +
			"       ppuwb sweep plot all.csv --x PARAM --y METRIC [--series PARAM] -o chart.png",
		run:     runSweep,
		timeout: true,
	})
}

func runSweep(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "merge":
			return runSweepMerge(fs, args[1:], stdout, stderr)
		case "plan":
			return runSweepPlan(fs, args[1:], stdout, stderr)
		case "plot":
			return runSweepPlot(fs, args[1:], stdout, stderr)
		}
	}
	jobs := fs.Int("j", runtime.NumCPU(), "points run in parallel")
	out := outputFlag(fs, "o", "the CSV `file` to write (default: standard output); with --shard, the part file")
	hostTiming := fs.Bool("host-timing", false, "keep the host's wall-clock measures (took_ms, host_ns, …) as columns; they differ from run to run")
	shard := fs.String("shard", "", "run only shard I of N (I/N), or auto: from SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT or JOB_COMPLETION_INDEX")
	shards := fs.Int("shards", 0, "the number of shards, with --shard auto (required under Kubernetes; default under Slurm: SLURM_ARRAY_TASK_COUNT)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageError("expected one SPEC.toml, got %d arguments", len(pos))
	}
	if *jobs < 1 || *jobs > sweep.MaxJobs {
		return usageError("-j %d: want 1..%d", *jobs, sweep.MaxJobs)
	}
	sw, err := loadSweep(pos[0], stderr)
	if err != nil {
		return err
	}
	sw.HostTiming = *hostTiming
	total := sw.Spec.NumPoints()
	lo, hi := 0, total
	si, sn := -1, 0
	if *shard != "" {
		if *shard == "auto" {
			si, sn, err = autoShard(*shards)
		} else {
			si, sn, err = sweep.ParseShard(*shard)
			if err == nil && *shards != 0 && *shards != sn {
				err = fmt.Errorf("--shards %d disagrees with --shard %s", *shards, *shard)
			}
		}
		if err != nil {
			return usageError("%v", err)
		}
		lo, hi = sweep.ShardRange(total, si, sn)
		if *out == "" {
			*out = fmt.Sprintf("sweep.part-%d-of-%d.jsonl", si, sn)
		}
	}
	ctx, _, stop := commandContext(fs, nil) // the sweep shows its own progress bar
	defer stop()
	bar := progress(stderr, hi-lo, "sweep")
	rows, err := sw.Run(ctx, sweepRunner(sw.Spec), lo, hi, *jobs, bar)
	if err != nil {
		return reportStop(sw.Spec, err, stderr)
	}
	failed := 0
	for _, r := range rows {
		if r.Err != "" {
			failed++
		}
	}
	if si >= 0 {
		h := sweep.PartHeader{Sweep: sw.ID, Shard: si, Shards: sn, Points: total, Names: sw.Names}
		if err := writeFileAtomic(*out, func(w io.Writer) error { return sweep.WritePart(w, h, rows) }); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "ppuwb sweep: shard %d/%d: points %d..%d (%d), %d failed → %s\n", si, sn, lo, hi-1, hi-lo, failed, *out)
		return nil
	}
	write := func(w io.Writer) error { return sweep.WriteCSV(w, sw.Names, rows) }
	if *out == "" {
		if err := write(stdout); err != nil {
			return err
		}
	} else if err := writeFileAtomic(*out, write); err != nil {
		return err
	}
	if *out != "" || failed > 0 {
		fmt.Fprintf(stderr, "ppuwb sweep: %d points, %d failed%s\n", len(rows), failed, map[bool]string{true: " → " + *out, false: ""}[*out != ""])
	}
	return nil
}

// loadSweep reads and checks a spec; its problems are printed located.
func loadSweep(path string, stderr io.Writer) (*sweep.Sweep, error) {
	spec, err := sweep.Load(path)
	if err == nil {
		err = checkSweepArgs(spec)
	}
	if err == nil {
		var sw *sweep.Sweep
		if sw, err = sweep.New(spec); err == nil {
			return sw, nil
		}
	}
	var diags sweep.Errors
	if errors.As(err, &diags) {
		for _, d := range diags {
			fmt.Fprintln(stderr, d.String())
		}
		fmt.Fprintf(stderr, "ppuwb sweep: %d problem(s) in %s; nothing was run\n", len(diags), path)
		return nil, errReported
	}
	return nil, err
}

// sweepRunner runs the spec's command in this process, exactly as the
// command line would, and returns its --json output.
func sweepRunner(s *sweep.Spec) sweep.Runner {
	return func(ctx context.Context, dir string) ([]byte, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		a := []string{s.Command, dir, "--json"}
		if s.Command == cmdname.Render {
			a = append(a, "-o", filepath.Join(filepath.Dir(dir), "frame.png"))
		}
		a = append(a, s.Args...)
		var out, errb bytes.Buffer
		if code := Run(a, &out, &errb); code != 0 {
			msg := strings.TrimSpace(errb.String())
			if msg == "" {
				msg = fmt.Sprintf("exit status %d", code)
			}
			if code == 2 {
				// A usage error: the command line, the same at every point,
				// is wrong. Its first line says why; the usage text after
				// it is for a person at a terminal, not for a CSV.
				first, _, _ := strings.Cut(msg, "\n")
				return nil, &sweep.StopError{Err: errors.New(first)}
			}
			return nil, errors.New(msg)
		}
		return out.Bytes(), nil
	}
}

// reportStop prints a sweep stopped by its command line (StopError) as one
// line located at the spec's args; other errors are returned as they are.
func reportStop(s *sweep.Spec, err error, stderr io.Writer) error {
	var stop *sweep.StopError
	if !errors.As(err, &stop) {
		return err
	}
	fmt.Fprintln(stderr, s.ArgError(0, "args: %v", stop.Err).String())
	fmt.Fprintf(stderr, "ppuwb sweep: the command line of every point is wrong; stopped\n")
	return errReported
}

// autoShard finds the shard from the batch engine's environment: a Slurm
// job array (SLURM_ARRAY_TASK_ID counted from SLURM_ARRAY_TASK_MIN, over
// SLURM_ARRAY_TASK_COUNT tasks unless --shards says) or a Kubernetes
// Indexed Job (JOB_COMPLETION_INDEX, with --shards).
func autoShard(shards int) (int, int, error) {
	env := func(k string) (int, bool, error) {
		v, ok := os.LookupEnv(k)
		if !ok || v == "" {
			return 0, false, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, true, fmt.Errorf("--shard auto: %s=%q is not a number", k, v)
		}
		return n, true, nil
	}
	if id, ok, err := env("SLURM_ARRAY_TASK_ID"); err != nil {
		return 0, 0, err
	} else if ok {
		minID, _, err := env("SLURM_ARRAY_TASK_MIN")
		if err != nil {
			return 0, 0, err
		}
		n := shards
		if n == 0 {
			c, ok, err := env("SLURM_ARRAY_TASK_COUNT")
			if err != nil {
				return 0, 0, err
			}
			if !ok {
				return 0, 0, fmt.Errorf("--shard auto: SLURM_ARRAY_TASK_COUNT is not set; pass --shards N")
			}
			n = c
		}
		if minID < 0 || id < minID {
			return 0, 0, fmt.Errorf("--shard auto: SLURM_ARRAY_TASK_ID=%d, SLURM_ARRAY_TASK_MIN=%d: want 0 ≤ MIN ≤ ID", id, minID)
		}
		return checkShard(id-minID, n)
	}
	if idx, ok, err := env("JOB_COMPLETION_INDEX"); err != nil {
		return 0, 0, err
	} else if ok {
		if shards == 0 {
			return 0, 0, fmt.Errorf("--shard auto under Kubernetes: pass --shards N (the Job's completions)")
		}
		return checkShard(idx, shards)
	}
	return 0, 0, fmt.Errorf("--shard auto: neither SLURM_ARRAY_TASK_ID (Slurm job array) nor JOB_COMPLETION_INDEX (Kubernetes Indexed Job) is set; use --shard I/N")
}

func checkShard(i, n int) (int, int, error) {
	if err := sweep.CheckShard(i, n); err != nil {
		return 0, 0, fmt.Errorf("--shard auto: %v", err)
	}
	return i, n, nil
}

// progress returns a callback that advances a progress bar on stderr when
// stderr is a terminal (points done, rate, ETA), and nil otherwise.
func progress(stderr io.Writer, n int, what string) func() {
	f, ok := stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || n == 0 {
		return nil
	}
	bar := progressbar.NewOptions(n,
		progressbar.OptionSetWriter(f),
		progressbar.OptionSetDescription(what),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("points"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	return func() { _ = bar.Add(1) }
}

func runSweepMerge(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	out := outputFlag(fs, "o", "the merged CSV `file` (default: standard output)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usageError("sweep merge: name the part files")
	}
	var parts []*sweep.Part
	for _, p := range pos {
		part, err := sweep.ReadPart(p)
		if err != nil {
			return err
		}
		parts = append(parts, part)
	}
	h, rows, err := sweep.Merge(parts)
	if err != nil {
		return fmt.Errorf("cannot merge:\n%v", err)
	}
	write := func(w io.Writer) error { return sweep.WriteCSV(w, h.Names, rows) }
	if *out == "" {
		return write(stdout)
	}
	if err := writeFileAtomic(*out, write); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "ppuwb sweep merge: %d parts, %d points of sweep %s → %s\n", len(parts), len(rows), h.Sweep, *out)
	return nil
}

func runSweepPlan(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	shards := fs.Int("shards", 1, "the number of shards (array tasks)")
	jobs := fs.Int("j", 1, "points each shard runs in parallel")
	sample := fs.Int("sample", 3, "points run now to estimate the time per point (0: no estimate)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageError("sweep plan: expected one SPEC.toml")
	}
	if *shards < 1 || *shards > sweep.MaxShards || *jobs < 1 || *jobs > sweep.MaxJobs || *sample < 0 || *sample > sweep.MaxJobs {
		return usageError("want --shards 1..%d, -j 1..%d and --sample 0..%d", sweep.MaxShards, sweep.MaxJobs, sweep.MaxJobs)
	}
	sw, err := loadSweep(pos[0], stderr)
	if err != nil {
		return err
	}
	total := sw.Spec.NumPoints()
	fmt.Fprintf(stdout, "sweep %s: %s on %s, %d points (%s)\n", sw.ID, sw.Spec.Command, sw.Spec.Workspace, total, strings.Join(sw.Names, " × "))
	var per time.Duration
	if k := min(*sample, total); k > 0 {
		ctx, _, stop := commandContext(fs, nil) // the sweep shows its own progress bar
		defer stop()
		run := sweepRunner(sw.Spec)
		start := time.Now()
		for i := 0; i < k; i++ {
			p := i * total / k // spread over the grid
			if _, err := sw.Run(ctx, run, p, p+1, 1, nil); err != nil {
				return reportStop(sw.Spec, err, stderr)
			}
		}
		per = time.Since(start) / time.Duration(k)
		fmt.Fprintf(stdout, "sampled %d point(s): %v a point on this machine\n", k, per.Round(time.Millisecond))
	}
	fmt.Fprintf(stdout, "%-7s %-17s %8s %12s\n", "shard", "points", "count", "estimate")
	for i := 0; i < *shards; i++ {
		lo, hi := sweep.ShardRange(total, i, *shards)
		est := "-"
		if per > 0 {
			est = (per * time.Duration(hi-lo) / time.Duration(*jobs)).Round(time.Second).String()
		}
		rng := "none"
		if hi > lo {
			rng = fmt.Sprintf("%d..%d", lo, hi-1)
		}
		fmt.Fprintf(stdout, "%-7d %-17s %8d %12s\n", i, rng, hi-lo, est)
	}
	return nil
}

func runSweepPlot(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	x := fs.String("x", "", "the parameter on the x axis (a column of the CSV)")
	y := fs.String("y", "", "the metric on the y axis (a column of the CSV)")
	series := fs.String("series", "", "a parameter that gives one line per value")
	title := fs.String("title", "", "the chart's title (default: Y by X)")
	out := outputFlag(fs, "o", "the chart `file` to write: .png, .svg or .pdf (required)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || *x == "" || *y == "" || *out == "" {
		return usageError("sweep plot: expected one CSV with --x, --y and -o")
	}
	t, err := readTable(pos[0])
	if err != nil {
		return err
	}
	skipped, err := sweep.Plot(t, sweep.PlotOptions{X: *x, Y: *y, Series: *series, Title: *title}, *out)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "ppuwb sweep plot: %s by %s → %s", *y, *x, *out)
	if skipped > 0 {
		fmt.Fprintf(stderr, " (%d row(s) without a numeric %s skipped)", skipped, *y)
	}
	fmt.Fprintln(stderr)
	return nil
}

// readTable reads a sweep CSV: a regular file (a FIFO would block, a
// device never end) of at most sweep.MaxTableBytes, checked before it is
// read.
func readTable(name string) (*sweep.Table, error) {
	f, err := sweep.OpenLimited(name, sweep.MaxTableBytes, "a sweep CSV")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := sweep.ReadTable(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	t.File = name
	return t, nil
}
