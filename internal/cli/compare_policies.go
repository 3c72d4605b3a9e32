package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/internal/cmdname"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
)

func init() {
	register(&command{
		name:    cmdname.ComparePolicies,
		summary: "run a workspace under each partition policy and compare ANTT, STP, fairness and preemption costs",
		usage:   "[WORKSPACE|EXAMPLE] [--policies a,b,…] [--json] [--csv FILE] [--audit]",
		run:     runComparePolicies,
		timeout: true,
	})
}

func runComparePolicies(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	list := fs.String("policies", strings.Join(scheduler.PartitionPolicyNames.List(), ","), "comma-separated partition policies to compare")
	asJSON := fs.Bool("json", false, "print an array of objects, one per policy")
	csvPath := outputFlag(fs, "csv", "also write the table as CSV to this `file`")
	doAudit := fs.Bool("audit", false, "audit each policy's run independently of the engine: each invariant with pass or fail; exit 1 if one fails")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}
	var pols []scheduler.PartitionPolicy
	for _, n := range strings.Split(*list, ",") {
		p, err := scheduler.ParsePartitionPolicy(n)
		if err != nil {
			return usageError("--policies: %v", err)
		}
		pols = append(pols, p)
	}
	ws, err := loadWorkspaceArg(cmdname.ComparePolicies, pos, stderr)
	if err != nil {
		return err
	}
	ctx, _, stop := commandContext(fs, stderr)
	defer stop()
	_, w, err := run.FrameWorkload(ctx, ws)
	if err != nil {
		return err
	}
	rows, err := scheduler.ComparePolicies(ctx, ws.Machine, w, ws.SchedOptions, pols)
	if err != nil {
		return reportSimError(err, ws.Dir, stderr)
	}
	if *csvPath != "" {
		if err := writeFileAtomic(*csvPath, func(w io.Writer) error { return writePolicyCSV(w, rows) }); err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rows); err != nil {
			return err
		}
		if *doAudit {
			return auditPolicies(ctx, io.Discard, stderr, ws.Machine, w, ws.SchedOptions, pols, rows)
		}
		return nil
	}
	fmt.Fprintf(stdout, "workspace %s — machine %s, %d policies (each task's isolated run is the reference)\n\n", ws.Name, ws.Machine.Name, len(rows))
	printPolicyTable(stdout, rows)
	if *doAudit {
		return auditPolicies(ctx, stdout, stderr, ws.Machine, w, ws.SchedOptions, pols, rows)
	}
	return nil
}

var policyColumns = []string{"policy", "antt", "stp", "fairness", "makespan", "preemption_latency_mean",
	"preemption_latency_worst", "ctas_preempted", "bytes_saved", "bytes_restored", "work_lost", "sm_utilization", "missed_bound",
	"utilization", "deadlocked"}

func policyRow(m scheduler.PolicyMetrics) []string {
	f := func(v float64) string {
		if math.IsNaN(v) {
			return "" // undefined: a tenant or its reference is unfinished
		}
		return strconv.FormatFloat(v, 'f', 3, 64)
	}
	i := func(v int64) string { return strconv.FormatInt(v, 10) }
	return []string{m.Policy, f(m.ANTT), f(m.STP), f(m.Fairness), i(m.Makespan), f(m.PreemptionLatencyMean),
		i(m.PreemptionLatencyMax), i(int64(m.CTAsPreempted)), i(m.BytesSaved), i(m.BytesRestored), i(m.WorkLost),
		f(m.SMUtilization), i(int64(m.MissedBound)), f(m.Utilization), strconv.FormatBool(m.Deadlocked)}
}

func writePolicyCSV(w io.Writer, rows []scheduler.PolicyMetrics) error {
	cw := csv.NewWriter(w)
	head := append([]string(nil), policyColumns...)
	if len(rows) > 0 {
		for _, t := range rows[0].Turnaround {
			head = append(head, "turnaround:"+t.Name)
		}
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, m := range rows {
		rec := policyRow(m)
		for _, t := range m.Turnaround {
			rec = append(rec, strconv.FormatInt(t.Turnaround, 10))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func printPolicyTable(w io.Writer, rows []scheduler.PolicyMetrics) {
	fmt.Fprintf(w, "%-17s %6s %6s %8s %10s %12s %12s %9s %12s %10s %6s %7s %6s\n", "policy", "ANTT", "STP", "fairness",
		"makespan", "preempt-mean", "preempt-worst", "preempted", "bytes-saved", "work-lost", "used", "SM-busy", "missed")
	for _, m := range rows {
		fmt.Fprintf(w, "%-17s %s %s %s %10d %12.0f %12d %9d %12d %10d %5.1f%% %6.1f%% %6d%s\n", m.Policy,
			padFigure(m.ANTT, 2, 6), padFigure(m.STP, 2, 6), padFigure(m.Fairness, 3, 8), m.Makespan, m.PreemptionLatencyMean, m.PreemptionLatencyMax, m.CTAsPreempted, m.BytesSaved,
			m.WorkLost, 100*m.Utilization, 100*m.SMUtilization, m.MissedBound, deadlockNote(m))
	}
	if len(rows) > 0 {
		fmt.Fprintln(w, "\nturnaround per task (cycles; isolated run in brackets):")
		for _, m := range rows {
			var parts []string
			for _, t := range m.Turnaround {
				iso := "unfinished" // deadlocked alone too
				if t.Isolated >= 0 {
					iso = strconv.FormatInt(t.Isolated, 10)
				}
				if t.Turnaround < 0 {
					parts = append(parts, fmt.Sprintf("%s unfinished [%s]", t.Name, iso))
					continue
				}
				parts = append(parts, fmt.Sprintf("%s %d [%s]", t.Name, t.Turnaround, iso))
			}
			fmt.Fprintf(w, "  %-17s %s\n", m.Policy, strings.Join(parts, ", "))
		}
	}
}

// padFigure right-aligns v (prec decimals, "—" when undefined) in width
// columns.
func padFigure(v float64, prec, width int) string {
	s := scheduler.FormatFigure(v, prec)
	return strings.Repeat(" ", max(0, width-utf8.RuneCountInString(s))) + s
}

// deadlockNote marks a row whose run deadlocked: its ANTT, STP and
// fairness are undefined (—).
func deadlockNote(m scheduler.PolicyMetrics) string {
	if !m.Deadlocked {
		return ""
	}
	n := 0
	for _, t := range m.Turnaround {
		if t.Turnaround < 0 {
			n++
		}
	}
	return fmt.Sprintf("  DEADLOCK: %d of %d tenants unfinished (ANTT, STP, fairness undefined)", n, len(m.Turnaround))
}

// auditPolicies runs the workload under each policy again (runs are
// deterministic: the same Result as the table's row) and prints its audit,
// which re-derives the row printed for it (rows[i] for pols[i]) from the
// run and the isolated references.
func auditPolicies(ctx context.Context, stdout, stderr io.Writer, m device.PPU, w scheduler.Workload, o scheduler.Options,
	pols []scheduler.PartitionPolicy, rows []scheduler.PolicyMetrics) error {
	iso, err := scheduler.Isolated(ctx, m, w, o)
	if err != nil {
		return err
	}
	failed := false
	fmt.Fprintln(stdout)
	for i, pol := range pols {
		r, err := scheduler.Run(ctx, m, w, o.WithPartition(pol))
		if err != nil {
			return fmt.Errorf("%s: %w", pol, err)
		}
		rep := audit.Audit(audit.Input{Result: r, Metrics: &rows[i], Isolated: iso})
		fmt.Fprintf(stdout, "%s %s", pol, rep)
		if err := rep.Err(); err != nil {
			fmt.Fprintf(stderr, "ppuwb compare-policies: %s: %v\n", pol, err)
			failed = true
		}
	}
	if failed {
		return errReported
	}
	return nil
}
