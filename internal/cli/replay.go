package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

func init() {
	register(&command{
		name:    cmdname.Replay,
		summary: "check that interrupted command streams resume by replay exactly as an uninterrupted run",
		usage:   "[WORKSPACE|EXAMPLE] [--no-trace | --resubmit] [--steps] [--sweep] [--json]",
		run:     runReplay,
		timeout: true,
	})
}

func runReplay(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	noTrace := fs.Bool("no-trace", false, "replay without the trace buffer: re-read memory and re-evaluate predicates")
	resubmit := fs.Bool("resubmit", false, "naive resubmission: restart an interrupted stream from its start")
	steps := fs.Bool("steps", false, "list every operation the command processor handled in the interrupted run")
	sweep := fs.Bool("sweep", false, "also print the checkpoint-spacing table (latency, replayed operations, trace peak) for the three preemption levels")
	asJSON := fs.Bool("json", false, "print the check as JSON")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}
	if *noTrace && *resubmit {
		return usageError("--no-trace and --resubmit are two different baselines: choose one")
	}
	mode := scheduler.ReplayTrace
	switch {
	case *noTrace:
		mode = scheduler.ReplayNoTrace
	case *resubmit:
		mode = scheduler.ReplayResubmit
	}
	ws, err := loadWorkspaceArg(cmdname.Replay, pos, stderr)
	if err != nil {
		return err
	}
	ctx, _, stop := commandContext(fs, stderr)
	defer stop()
	if ws.Workload.Commands == nil && *sweep && len(pos) == 0 {
		// `ppuwb replay --sweep` alone: the checkpoint-spacing table on the
		// default machine with the default command-processor costs
		rows, err := run.CheckpointSweep(ctx, ws.Machine, scheduler.Commands{}, run.DefaultSweep())
		if err != nil {
			return err
		}
		if *asJSON {
			enc := json.NewEncoder(stdout)
			enc.SetIndent("", "  ")
			return enc.Encode(run.ReplayReport{Workspace: ws.Name, Sweep: rows, Differences: []scheduler.ReplayDiff{}})
		}
		printSpacingSweep(stdout, rows)
		return nil
	}
	if ws.Workload.Commands == nil {
		return fmt.Errorf("%s has no command streams: add a [commands] table with contexts (docs/replay.md), or try 'ppuwb replay replay'", ws.Name)
	}
	res, err := run.Execute(ctx, ws)
	if err != nil {
		return reportSimError(err, ws.Dir, stderr)
	}
	r := res.Result
	chk, err := scheduler.CheckReplay(ctx, r.Machine, res.Workload, r.Options, mode)
	if err != nil {
		return reportSimError(err, ws.Dir, stderr)
	}
	var rows []run.SweepRow
	if *sweep {
		rows, err = run.CheckpointSweep(ctx, r.Machine, *res.Workload.Commands, run.DefaultSweep())
		if err != nil {
			return err
		}
	}
	if *asJSON {
		out := run.ReplayReport{Workspace: ws.Name, Mode: mode.String(), Match: chk.Match, Differences: chk.Differences,
			Uninterrupted: chk.Reference.Commands, Replayed: chk.Replayed.Commands, Sweep: rows}
		if out.Differences == nil {
			out.Differences = []scheduler.ReplayDiff{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	printReplayCheck(stdout, ws.Name, res.Workload.Commands, chk, *steps)
	if *sweep {
		fmt.Fprintln(stdout)
		printSpacingSweep(stdout, rows)
	}
	return nil
}

func printReplayCheck(w io.Writer, name string, cmds *scheduler.Commands, chk *scheduler.ReplayCheck, steps bool) {
	a, b := chk.Reference.Commands, chk.Replayed.Commands
	fmt.Fprintf(w, "replay check — %s: %d contexts, replay %s, trace buffer %d nodes, preemption at %s\n",
		name, len(cmds.Contexts), chk.Mode, b.TraceNodes, b.Preemption)
	fmt.Fprintf(w, "\nuninterrupted: %s\n", cpOutcome(a))
	fmt.Fprintf(w, "interrupted:   %s\n", cpOutcome(b))
	fmt.Fprintln(w, "\nswitches:")
	for _, sw := range b.Switches {
		fmt.Fprintf(w, "  %s\n", describeSwitch(cmds, b, sw))
	}
	if steps {
		fmt.Fprintln(w, "\noperations (interrupted run):")
		for _, st := range b.Steps {
			fmt.Fprintf(w, "  %s\n", describeStep(cmds, st))
		}
	}
	fmt.Fprintln(w, "\nper context:")
	printCPContexts(w, b)
	fmt.Fprintln(w)
	if chk.Match {
		fmt.Fprintln(w, "result: IDENTICAL to the uninterrupted run (memory, dispatched grids, values written, registers)")
		return
	}
	fmt.Fprintf(w, "result: DIFFERS from the uninterrupted run in %d place(s):\n", len(chk.Differences))
	for _, d := range chk.Differences {
		fmt.Fprintf(w, "  %s\n", d)
	}
}

// cpOutcome is a run's observable result on one line.
func cpOutcome(r *scheduler.CPResult) string {
	var parts []string
	var mem []string
	for i, n := range r.MemoryNames {
		mem = append(mem, fmt.Sprintf("%s=%d", n, r.Memory[i]))
	}
	parts = append(parts, "memory "+strings.Join(mem, " "))
	for _, c := range r.Contexts {
		var d []string
		for _, x := range c.Dispatched {
			s := x.Task
			if x.Label != "" {
				s = x.Label + ":" + x.Task
			}
			d = append(d, s)
		}
		if len(d) == 0 {
			d = []string{"nothing"}
		}
		parts = append(parts, c.Name+" dispatched "+strings.Join(d, " "))
	}
	return strings.Join(parts, "; ")
}

func describeSwitch(cmds *scheduler.Commands, r *scheduler.CPResult, sw scheduler.CPSwitch) string {
	to := "nothing ready"
	if sw.To >= 0 {
		to = cmds.Contexts[sw.To].Name
	}
	restore := ""
	if sw.RestoreCycles > 0 {
		restore = fmt.Sprintf(", %d of them %s's restore", sw.RestoreCycles, to)
	}
	if sw.From < 0 {
		return fmt.Sprintf("%8d  idle → %s running at %d (switch %d cycles%s)", sw.Start, to, sw.End, sw.End-sw.Start, restore)
	}
	from := cmds.Contexts[sw.From]
	if sw.Reason == "finished" {
		if sw.To < 0 {
			return fmt.Sprintf("%8d  %s finished → %s", sw.Start, from.Name, to)
		}
		return fmt.Sprintf("%8d  %s finished → %s running at %d (switch %d cycles%s)", sw.Start, from.Name, to, sw.End, sw.End-sw.Start, restore)
	}
	resume := "the start of the stream"
	if sw.ResumeOp >= 0 {
		resume = "checkpoint " + opLabel(from.Stream.Ops, sw.ResumeOp)
	}
	how := fmt.Sprintf("resumes from %s, %d trace bytes kept", resume, sw.Bytes)
	switch {
	case sw.FullSave:
		how = fmt.Sprintf("full context save of %d bytes in %d cycles (trace overflowed), resumes in place", sw.Bytes, sw.SaveCycles)
	case r.Mode == scheduler.ReplayResubmit:
		how = "resubmitted: restarts from the start of the stream"
	case r.Mode == scheduler.ReplayNoTrace:
		how = "resumes from " + resume + " without a trace"
	}
	return fmt.Sprintf("%8d  %s switched out after %s (%s) → %s running at %d%s, latency %d cycles; %s",
		sw.Start, from.Name, opLabel(from.Stream.Ops, sw.LastOp), sw.Reason, to, sw.End, restore, sw.End-sw.Request, how)
}

func describeStep(cmds *scheduler.Commands, st scheduler.CPStep) string {
	c := cmds.Contexts[st.Context]
	op := c.Stream.Ops[st.Op]
	note := st.Kind.String()
	switch {
	case st.Forward != nil:
		what := "write"
		if st.Forward.Read {
			what = "read"
		}
		note += fmt.Sprintf(", from trace (forwarded %s of %s at op %s)", what, cmds.Memory.Names[st.Forward.Addr], opLabel(c.Stream.Ops, st.Forward.Op))
	case st.FromTrace:
		note += ", from trace"
	}
	return fmt.Sprintf("%8d  %-6s %-3s %-28s %s", st.T, c.Name, opLabel(c.Stream.Ops, int(st.Op)), op.Text, note)
}

func opLabel(ops []scheduler.CPOp, i int) string {
	if i < 0 || i >= len(ops) {
		return "start"
	}
	if ops[i].Label != "" {
		return ops[i].Label
	}
	return fmt.Sprintf("#%d", i+1)
}

func printSpacingSweep(w io.Writer, rows []run.SweepRow) {
	o := run.DefaultSweep()
	fmt.Fprintf(w, "checkpoint spacing: a random %d-operation stream beside an always-ready context, an interrupt request every %d cycles\n", o.Ops, o.Interrupt)
	fmt.Fprintf(w, "  %-10s %8s %9s %13s %12s %9s %11s %11s\n", "preemption", "spacing", "switches", "mean latency", "max latency", "replayed", "per resume", "trace peak")
	for _, r := range rows {
		fmt.Fprintf(w, "  %-10s %8d %9d %13.0f %12d %9d %11d %11s\n", r.Level, r.Spacing, r.Switches, r.MeanLatency, r.MaxLatency,
			r.Replayed, r.MaxReplayed, fmt.Sprintf("%d nodes", r.TracePeak))
	}
}

// printCommands is the command processors' part of `ppuwb simulate`.
func printCommands(w io.Writer, rn *run.Run) {
	r := rn.Result.Commands
	if r == nil {
		return
	}
	cmds := rn.Workload.Commands
	fmt.Fprintf(w, "\ncommand processor: replay %s, trace buffer %d nodes, preemption at %s ('ppuwb replay' checks the replay)\n", r.Mode, r.TraceNodes, r.Preemption)
	printCPContexts(w, r)
	for _, sw := range r.Switches {
		fmt.Fprintf(w, "  %s\n", describeSwitch(cmds, r, sw))
	}
}

func printCPContexts(w io.Writer, b *scheduler.CPResult) {
	fmt.Fprintf(w, "  %-10s %8s %9s %9s %8s %7s %11s %15s %10s\n", "context", "switches", "latency", "processed", "replayed", "skipped", "trace peak", "trace/full save", "finish")
	for _, c := range b.Contexts {
		fmt.Fprintf(w, "  %-10s %8d %9s %9d %8d %7d %11s %15s %10s\n", c.Name, c.Switches, cycles(c.MaxPreemptLatency()),
			c.Processed, c.Replayed, c.Skipped, fmt.Sprintf("%d n %d B", c.TracePeakNodes, c.TracePeakBytes),
			fmt.Sprintf("%d/%d B", c.TracePeakBytes, c.FullSaveBytes), cycles(c.Finish))
		if c.FullSaves > 0 {
			fmt.Fprintf(w, "  %-10s %d full context save(s) after trace overflow, %s\n", "", c.FullSaves, cycles(c.FullSaveCycles))
		}
	}
}
