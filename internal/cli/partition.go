package cli

import (
	"fmt"
	"io"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// overridePartition sets the partition policy for this run only.
func overridePartition(o *scheduler.Options, name string) error {
	p, err := scheduler.ParsePartitionPolicy(name)
	if err != nil {
		return usageError("--partition: %v", err)
	}
	*o = o.WithPartition(p)
	return nil
}

// printPartition prints the partition metrics (pj, from run.Partition;
// nil: no partition policy) and every preemption with its reason.
func printPartition(w io.Writer, rn *run.Run, pj *run.PartitionReport) {
	if pj == nil {
		return
	}
	r := rn.Result
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
}
