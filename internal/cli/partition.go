package cli

import (
	"context"
	"fmt"
	"io"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// partitionJSON is the partition part of `ppuwb simulate --json`.
type partitionJSON struct {
	Metrics     scheduler.PolicyMetrics `json:"metrics"`
	Preemptions []scheduler.Preemption  `json:"preemptions"`
}

// overridePartition sets the partition policy for this run only.
func overridePartition(o *scheduler.Options, name string) error {
	p, err := scheduler.ParsePartitionPolicy(name)
	if err != nil {
		return usageError("--partition: %v", err)
	}
	*o = o.WithPartition(p)
	return nil
}

// partitionReport computes the run's partition metrics (nil without a
// partition), with each task's isolated run as the reference.
func partitionReport(ctx context.Context, run *run.Run) (*partitionJSON, error) {
	r := run.Result
	if r.Partition == nil {
		return nil, nil
	}
	iso, err := scheduler.Isolated(ctx, r.Machine, run.Workload, r.Options)
	if err != nil {
		return nil, err
	}
	return &partitionJSON{Metrics: r.PartitionMetrics(iso), Preemptions: r.Partition.Preemptions}, nil
}

// printPartition prints the partition metrics and every preemption with its reason.
func printPartition(ctx context.Context, w io.Writer, run *run.Run) error {
	pj, err := partitionReport(ctx, run)
	if err != nil || pj == nil {
		return err
	}
	r := run.Result
	p := r.Partition
	fmt.Fprintf(w, "\npartition %s — utilization by %s, threshold %d%%, quantum %d cycles\n", p.Options.Policy,
		p.Options.Measure, p.Options.Threshold, p.Options.Quantum)
	printPolicyTable(w, []scheduler.PolicyMetrics{pj.Metrics})
	if tl := scheduler.PartitionTimeline(r); len(tl) <= 40 {
		fmt.Fprintln(w, "\ntimeline:")
		for _, e := range tl {
			fmt.Fprintf(w, "  %8d  %s\n", e.Time, e.What)
		}
	}
	if len(p.Preemptions) > 0 {
		fmt.Fprintf(w, "\npreemptions (%d):\n", len(p.Preemptions))
	}
	for i, pr := range p.Preemptions {
		if i == 20 {
			fmt.Fprintf(w, "  … %d more (--json lists all)\n", len(p.Preemptions)-20)
			break
		}
		fmt.Fprintf(w, "  %s\n", pr.Describe(r))
	}
	return nil
}
