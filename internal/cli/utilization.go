package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The utilization series of `ppuwb simulate --utilization [--every N]`
// (docs/partitioning.md): each task's share of the device per window, as
// a table, in --json (`utilization`) and in --csv.

// utilizationSeries checks the flags and returns the run's series (nil
// without --utilization).
func utilizationSeries(r *scheduler.Result, on bool, every int64) (*scheduler.UtilSeries, error) {
	if !on {
		if every != 0 {
			return nil, usageError("--every needs --utilization")
		}
		return nil, nil
	}
	if every < 0 {
		return nil, usageError("--every: %d is not a number of cycles (at least 1)", every)
	}
	s := r.UtilizationSeries(every)
	if s == nil {
		return nil, usageError("--utilization: the workspace has no partition policy: set partition in [scheduler] (docs/partitioning.md)")
	}
	return s, nil
}

// printUtilization prints the series as a table.
func printUtilization(w io.Writer, s *scheduler.UtilSeries) {
	fmt.Fprintf(w, "\nutilization by %s, mean per %d cycles (percent of capacity; threshold %d%%):\n", s.Measure, s.Every, s.Threshold)
	var b strings.Builder
	fmt.Fprintf(&b, "%10s", "t")
	for _, n := range s.Tasks {
		fmt.Fprintf(&b, " %8s", n)
	}
	fmt.Fprintf(&b, " %8s %10s", "total", "threshold")
	fmt.Fprintln(w, b.String())
	for _, r := range s.Rows {
		b.Reset()
		fmt.Fprintf(&b, "%10d", r.T)
		for _, v := range r.Shares {
			fmt.Fprintf(&b, " %8.1f", v)
		}
		fmt.Fprintf(&b, " %8.1f %10d", r.Total, s.Threshold)
		fmt.Fprintln(w, b.String())
	}
}

func writeUtilizationCSV(path string, s *scheduler.UtilSeries) error {
	if err := writeFileAtomic(path, s.WriteCSV); err != nil {
		return fmt.Errorf("--csv: %w", err)
	}
	return nil
}
