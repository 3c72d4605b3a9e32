package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces"
)

func init() {
	register(&command{
		name:    cmdname.Simulate,
		summary: "simulate a workspace's graphics and compute work on the PPU's schedulers",
		usage:   "[WORKSPACE|EXAMPLE] [--policy " + alternatives(scheduler.PolicyNames.List(), "|") + "] [--dispatch " + alternatives(scheduler.DispatchNames.List(), "|") + "] [--counting " + alternatives(scheduler.CountingNames.List(), "|") + "] [--queue " + alternatives(scheduler.QueueGranularityNames.List(), "|") + "] [--membar " + alternatives(scheduler.MembarModeNames.List(), "|") + "] [--partition POLICY] [--utilization [--every N]] [--trace out.json] [--csv metrics.csv] [--json] [--fail-on-deadlock] [--audit]",
		run:     runSimulate,
		timeout: true,
	})
}

func runSimulate(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	policy := fs.String("policy", "", "what a parent CTA does after launching children: "+alternatives(scheduler.PolicyNames.List(), "")+" (default: the workspace's setting)")
	dispatch := fs.String("dispatch", "", "order in which the work distributor serves active grids: "+alternatives(scheduler.DispatchNames.List(), "")+" (default: the workspace's setting)")
	counting := fs.String("counting", "", "pending-counter variant: "+alternatives(scheduler.CountingNames.List(), "")+" (default: the workspace's setting)")
	queue := fs.String("queue", "", "queue TMDs for continuations: "+alternatives(scheduler.QueueGranularityNames.List(), "")+" (default: the workspace's setting)")
	membar := fs.String("membar", "", "memory barrier model: "+alternatives(scheduler.MembarModeNames.List(), "")+" (default: the workspace's setting)")
	trace := outputFlag(fs, "trace", "write the timeline as Chrome Trace Event JSON to this `file` (open it in ui.perfetto.dev)")
	csvPath := outputFlag(fs, "csv", "write per-task and per-SM metrics (with --utilization: the utilization series) as CSV to this `file`")
	utilOn := fs.Bool("utilization", false, "print each task's share of the device over time (a partition policy's run)")
	every := fs.Int64("every", 0, "with --utilization: the window in cycles (default: the partition quantum)")
	asJSON := fs.Bool("json", false, "print metrics and the deadlock diagnosis as JSON")
	failDeadlock := fs.Bool("fail-on-deadlock", false, "exit with status 1 if the run deadlocks")
	doAudit := fs.Bool("audit", false, "audit the run's physics independently of the engine (docs/scheduling.md): each invariant with pass or fail; exit 1 if one fails")
	partition := fs.String("partition", "", "partition policy override: "+strings.Join(scheduler.PartitionPolicyNames.List(), ", ")+" (default: the workspace's setting)")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}

	ws, err := loadWorkspaceArg(cmdname.Simulate, pos, stderr)
	if err != nil {
		return err
	}
	sw := *ws // a Workspace is immutable: override options on a copy
	if *policy != "" {
		p, err := scheduler.ParsePolicy(*policy)
		if err != nil {
			return usageError("--policy: %v", err)
		}
		sw.SchedOptions.Policy = p
	}
	if *dispatch != "" {
		d, err := scheduler.ParseDispatch(*dispatch)
		if err != nil {
			return usageError("--dispatch: %v", err)
		}
		sw.SchedOptions.Dispatch = d
	}
	if *counting != "" {
		c, err := scheduler.ParseCounting(*counting)
		if err != nil {
			return usageError("--counting: %v", err)
		}
		sw.SchedOptions.Counting = c
	}
	if *queue != "" {
		q, err := scheduler.ParseQueueGranularity(*queue)
		if err != nil {
			return usageError("--queue: %v", err)
		}
		sw.SchedOptions.Queue = q
	}
	if *membar != "" {
		b, err := scheduler.ParseMembarMode(*membar)
		if err != nil {
			return usageError("--membar: %v", err)
		}
		sw.SchedOptions.Membar = b
	}

	if *partition != "" {
		if err := overridePartition(&sw.SchedOptions, *partition); err != nil {
			return err
		}
	}
	ctx, report, stop := commandContext(fs, stderr)
	defer stop()
	sw.SchedOptions.Progress = report
	res, err := run.Execute(ctx, &sw)
	var part *run.PartitionReport
	if err == nil {
		// The isolated reference runs belong to the command's work: they
		// run under its context before stop cancels it.
		part, err = res.Partition(ctx)
	}
	stop()
	if err != nil {
		return reportSimError(err, ws.Dir, stderr)
	}
	r := res.Result
	util, err := utilizationSeries(r, *utilOn, *every)
	if err != nil {
		return err
	}

	if *trace != "" {
		if err := writeTraceFile(*trace, r, res.Runtime); err != nil {
			return err
		}
	}

	if *csvPath != "" && util != nil {
		if err := writeUtilizationCSV(*csvPath, util); err != nil {
			return err
		}
	} else if *csvPath != "" {
		if err := writeCSVFile(*csvPath, r); err != nil {
			return err
		}
	}

	m := r.Metrics()
	tiles, done := len(r.TileDone), 0
	for _, t := range r.TileDone {
		if t >= 0 {
			done++
		}
	}
	if *asJSON {
		out := run.SimulateReport{Workspace: sw.Name, Machine: r.Machine.Name, SMs: r.Machine.SMs, ClockMHz: r.Machine.ClockMHz,
			Policy: r.Options.Policy.String(), Dispatch: r.Options.Dispatch.String(), Counting: r.Options.Counting.String(),
			Queue: r.Options.Queue.String(), Membar: r.Options.Membar.String(), EOCOnTMU: r.Options.EOCOnTMU,
			Metrics: m, Tiles: tiles, TilesDone: done, Deadlock: r.Deadlock, Trace: *trace, TookMS: map[string]float64{}, Runtime: res.Runtime, Commands: r.Commands, Utilization: util,
			Measured: measuredReport(&sw, res)}
		if r.Deadlock != nil {
			out.Explanation = r.Deadlock.Explain()
		}
		if *doAudit {
			rep := auditRun(res)
			out.Audit = &rep
		}
		out.Partition = part
		for k, d := range res.Took {
			out.TookMS[k] = float64(d.Microseconds()) / 1000
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		printSimSummary(stdout, &sw, res, m, tiles, done, *trace)
		printRuntime(stdout, res)
		printCommands(stdout, res)
		printPartition(stdout, res, part)
		printMeasured(stdout, measuredReport(&sw, res))
		if util != nil {
			printUtilization(stdout, util)
		}
		if *doAudit {
			rep := auditRun(res)
			fmt.Fprintf(stdout, "\n%s", rep)
		}
	}
	if *doAudit {
		if err := auditRun(res).Err(); err != nil {
			fmt.Fprintf(stderr, "ppuwb simulate: %v\n", err)
			return errReported
		}
	}
	if r.Deadlock != nil && *failDeadlock {
		if *asJSON {
			fmt.Fprintln(stderr, "ppuwb simulate: the run deadlocked")
		}
		return errReported
	}
	return nil
}

func writeCSVFile(path string, r *scheduler.Result) error {
	if err := writeFileAtomic(path, func(w io.Writer) error { return scheduler.WriteMetricsCSV(w, r) }); err != nil {
		return fmt.Errorf("--csv: %w", err)
	}
	return nil
}

func writeTraceFile(path string, r *scheduler.Result, rt *hostrt.Result) error {
	var host *scheduler.HostResult
	if rt != nil {
		host = rt.Plan
	}
	if err := writeFileAtomic(path, func(w io.Writer) error { return scheduler.WriteChromeTraceHost(w, r, host) }); err != nil {
		return fmt.Errorf("--trace: %w", err)
	}
	return nil
}

func printSimSummary(w io.Writer, ws *workspaces.Workspace, rn *run.Run, m scheduler.Metrics, tiles, done int, trace string) {
	r := rn.Result
	o := r.Options
	fmt.Fprintf(w, "workspace %s — machine %s (%d SMs, %d MHz), policy %s, dispatch %s, counting %s, queue %s\n",
		ws.Name, r.Machine.Name, r.Machine.SMs, r.Machine.ClockMHz, o.Policy, o.Dispatch, o.Counting, o.Queue)
	us := float64(m.Makespan) / float64(max(r.Machine.ClockMHz, 1))
	resumed := ""
	if m.Resumed > 0 {
		resumed = fmt.Sprintf(" (%d resumed after preemption)", m.Resumed)
	}
	fmt.Fprintf(w, "makespan %d cycles (%.1f µs), %d CTAs%s, %d TMDs, %d scheduling events, SM utilization %.1f%%\n",
		m.Makespan, us, m.CTAs, resumed, m.TMDs, m.Events, 100*m.Utilization)
	var kinds []string
	for _, k := range scheduler.CTAKinds() {
		if n := m.CTAsByKind[k.String()]; n > 0 {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
	}
	if len(kinds) > 0 {
		fmt.Fprintf(w, "CTAs by kind: %s\n", strings.Join(kinds, ", "))
	}
	var stalls []string
	keys := make([]string, 0, len(m.StallCycles))
	for k := range m.StallCycles {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if c := m.StallCycles[k]; c > 0 {
			stalls = append(stalls, fmt.Sprintf("%s %d", k, c))
		}
	}
	if cp := m.Coupling; cp != (scheduler.Coupling{}) {
		fmt.Fprintf(w, "coupling: continuations waited %d cycles for sibling EOCs (max %d, queue %s), EOCs waited %d cycles for an SM slot (max %d)\n",
			cp.ContinuationCycles, cp.MaxContinuation, o.Queue, cp.EOCCycles, cp.MaxEOC)
	}
	if len(stalls) > 0 {
		fmt.Fprintf(w, "stalled CTA-cycles: %s\n", strings.Join(stalls, ", "))
	}
	if len(m.Tasks) > 0 {
		fmt.Fprintf(w, "\n%-24s %10s %10s %10s %11s %8s\n", "task", "created", "start", "completed", "turnaround", "CTAs")
		for _, t := range m.Tasks {
			fmt.Fprintf(w, "%-24s %10d %10s %10s %11s %8d\n", t.Name, t.Created, cycles(t.Start), cycles(t.Completed), cycles(t.Turnaround), t.CTAs)
		}
	}
	if tiles > 0 {
		fmt.Fprintf(w, "\nfragment tiles finished: %d of %d\n", done, tiles)
	}
	if m.SemaphoresReleased > 0 {
		fmt.Fprintf(w, "semaphores released: %d\n", m.SemaphoresReleased)
	}
	if r.Deadlock != nil {
		fmt.Fprintf(w, "\nDEADLOCK\n%s", r.Deadlock.Explain())
	} else {
		fmt.Fprintln(w, "\nall work completed")
	}
	if trace != "" {
		abs, err := filepath.Abs(trace)
		if err != nil {
			abs = trace
		}
		fmt.Fprintf(w, "trace written to %s (open https://ui.perfetto.dev → Open trace file)\n", abs)
	}
	var took []string
	for _, k := range []string{run.TookRender, run.TookGraphics, run.TookSimulate, run.TookTotal} {
		if d, ok := rn.Took[k]; ok {
			took = append(took, fmt.Sprintf("%s %s", k, d.Round(10_000)))
		}
	}
	if len(took) > 0 {
		fmt.Fprintf(w, "host time: %s\n", strings.Join(took, ", "))
	}
}

// auditRun audits a run's Result and its runtime plan (scheduler/audit).
func auditRun(r *run.Run) audit.Report {
	var host *scheduler.HostResult
	if r.Runtime != nil {
		host = r.Runtime.Plan
	}
	return audit.Run(r.Result, host)
}
