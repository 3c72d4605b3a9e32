package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

func init() {
	register(&command{
		name:    "compare-policies",
		summary: "run a workspace under each partition policy and compare ANTT, STP, fairness and preemption costs",
		usage:   "[WORKSPACE|EXAMPLE] [--policies a,b,…] [--json] [--csv FILE]",
		run:     runComparePolicies,
	})
}

func runComparePolicies(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	list := fs.String("policies", strings.Join(scheduler.PartitionPolicyNames.List(), ","), "comma-separated partition policies to compare")
	asJSON := fs.Bool("json", false, "print an array of objects, one per policy")
	csvPath := fs.String("csv", "", "also write the table as CSV to this file")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usageError("expected at most one workspace, got %d arguments", len(pos))
	}
	var pols []scheduler.PartitionPolicy
	for _, n := range strings.Split(*list, ",") {
		p, err := scheduler.ParsePartitionPolicy(n)
		if err != nil {
			return usageError("--policies: %v", err)
		}
		pols = append(pols, p)
	}
	ws, err := loadWorkspaceArg("compare-policies", pos, stderr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
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
		f, err := os.Create(*csvPath)
		if err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
		if err := writePolicyCSV(f, rows); err != nil {
			f.Close()
			return fmt.Errorf("--csv: %w", err)
		}
		if err := f.Close(); err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	fmt.Fprintf(stdout, "workspace %s — machine %s, %d policies (each task's isolated run is the reference)\n\n", ws.Name, ws.Machine.Name, len(rows))
	printPolicyTable(stdout, rows)
	return nil
}

var policyColumns = []string{"policy", "antt", "stp", "fairness", "makespan", "preemption_latency_mean",
	"preemption_latency_worst", "ctas_preempted", "bytes_saved", "bytes_restored", "work_lost", "sm_utilization", "missed_bound"}

func policyRow(m scheduler.PolicyMetrics) []string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }
	i := func(v int64) string { return strconv.FormatInt(v, 10) }
	return []string{m.Policy, f(m.ANTT), f(m.STP), f(m.Fairness), i(m.Makespan), f(m.PreemptionLatencyMean),
		i(m.PreemptionLatencyMax), i(int64(m.CTAsPreempted)), i(m.BytesSaved), i(m.BytesRestored), i(m.WorkLost),
		f(m.SMUtilization), i(int64(m.MissedBound))}
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
	fmt.Fprintf(w, "%-17s %6s %6s %8s %10s %12s %12s %9s %12s %10s %7s\n", "policy", "ANTT", "STP", "fairness",
		"makespan", "preempt-mean", "preempt-worst", "preempted", "bytes-saved", "work-lost", "SM-util")
	for _, m := range rows {
		fmt.Fprintf(w, "%-17s %6.2f %6.2f %8.3f %10d %12.0f %12d %9d %12d %10d %6.1f%%\n", m.Policy, m.ANTT, m.STP,
			m.Fairness, m.Makespan, m.PreemptionLatencyMean, m.PreemptionLatencyMax, m.CTAsPreempted, m.BytesSaved,
			m.WorkLost, 100*m.SMUtilization)
	}
	if len(rows) > 0 {
		fmt.Fprintln(w, "\nturnaround per task (cycles; isolated run in brackets):")
		for _, m := range rows {
			var parts []string
			for _, t := range m.Turnaround {
				parts = append(parts, fmt.Sprintf("%s %d [%d]", t.Name, t.Turnaround, t.Isolated))
			}
			fmt.Fprintf(w, "  %-17s %s\n", m.Policy, strings.Join(parts, ", "))
		}
	}
}
