package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// TestDeadlockedRowSaysDeadlock (issue 24, defect 6): a deadlocked run's
// row says DEADLOCK and how many tenants did not finish, and their
// turnarounds read "unfinished", not 0 or -1. Before the fix the row
// showed ANTT and STP computed over the finished tenants with no marker.
func TestDeadlockedRowSaysDeadlock(t *testing.T) {
	m, _ := device.Preset("tiny")
	k := scheduler.Kernel{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: scheduler.Dim3{X: 128, Y: 1, Z: 1}}
	w := scheduler.Workload{Kernels: []scheduler.Kernel{k}, Tasks: []scheduler.Task{
		// four parents fill the one SM and wait in place for children that never fit
		{Name: "parents", Kernel: "k", Grid: scheduler.Dim3{X: 4, Y: 1, Z: 1}, Launch: &scheduler.Launch{At: 0.5, Children: []string{"child"}}},
		{Name: "child", Kernel: "k", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}},
		{Name: "other", Kernel: "k", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}, SubmitAt: 5000},
	}}
	o := scheduler.Options{Policy: scheduler.WaitInPlace}.WithPartition(scheduler.PartitionFIFO)
	r, err := scheduler.Run(context.Background(), m, w, o)
	if err != nil {
		t.Fatal(err)
	}
	if r.Deadlock == nil {
		t.Fatal("the workload no longer deadlocks")
	}
	pm := r.PartitionMetrics(map[string]int64{"parents": 2000, "other": 1000})
	var b bytes.Buffer
	printPolicyTable(&b, []scheduler.PolicyMetrics{pm})
	out := b.String()
	for _, want := range []string{"DEADLOCK: 2 of 2 tenants unfinished", "parents unfinished [2000]"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

// TestUndefinedMetricsPrintAsDash (issue 35, defect 6): when a tenant or
// its isolated reference is unfinished, ANTT, STP and fairness print as
// "—" in the table and empty in the CSV, and an unfinished reference as
// [unfinished], not [0]. Before the fix they read 0.00, 0.00, 0.000 (or
// 1.00 and 1.000 with one tenant finished) and the reference [0].
func TestUndefinedMetricsPrintAsDash(t *testing.T) {
	m, _ := device.Preset("tiny")
	k := scheduler.Kernel{Name: "k", CyclesPerThread: 1000, RegistersPerThread: 32, BlockSize: scheduler.Dim3{X: 128, Y: 1, Z: 1}}
	w := scheduler.Workload{Kernels: []scheduler.Kernel{k}, Tasks: []scheduler.Task{
		{Name: "parents", Kernel: "k", Grid: scheduler.Dim3{X: 4, Y: 1, Z: 1}, Launch: &scheduler.Launch{At: 0.5, Children: []string{"child"}}},
		{Name: "child", Kernel: "k", Grid: scheduler.Dim3{X: 1, Y: 1, Z: 1}},
	}}
	o := scheduler.Options{Policy: scheduler.WaitInPlace}.WithPartition(scheduler.PartitionFIFO)
	rows, err := scheduler.ComparePolicies(context.Background(), m, w, o, []scheduler.PartitionPolicy{scheduler.PartitionFIFO})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	printPolicyTable(&b, rows)
	out := b.String()
	for _, want := range []string{"fifo                   —      —        —        600", "parents unfinished [unfinished]"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	var c bytes.Buffer
	if err := writePolicyCSV(&c, rows); err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(c.String(), "\n"); len(lines) < 2 || !strings.HasPrefix(lines[1], "fifo,,,,") {
		t.Errorf("CSV row: %q", c.String())
	}
}
