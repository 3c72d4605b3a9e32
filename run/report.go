package run

import (
	"context"
	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces"
)

// The reports the commands print with --json. Keys are snake_case; the
// nested scheduler, render and hostrt types carry their own tags.

// SimulateReport is the machine-readable summary of `ppuwb simulate --json`.
type SimulateReport struct {
	Workspace   string              `json:"workspace" report:"file"`
	Machine     string              `json:"machine"`
	SMs         int                 `json:"sms"`
	ClockMHz    int                 `json:"clock_mhz"`
	Policy      string              `json:"policy"`
	Dispatch    string              `json:"dispatch"`
	Counting    string              `json:"counting"`
	Queue       string              `json:"queue"`
	Membar      string              `json:"membar"`
	EOCOnTMU    bool                `json:"eoc_on_tmu"`
	Metrics     scheduler.Metrics   `json:"metrics"`
	Tiles       int                 `json:"tiles"`
	TilesDone   int                 `json:"tiles_done"`
	Deadlock    *scheduler.Deadlock `json:"deadlock"`
	Explanation string              `json:"explanation,omitempty"`
	Trace       string              `json:"trace,omitempty" report:"file"`
	TookMS      map[string]float64  `json:"took_ms" report:"host"`
	Partition   *PartitionReport    `json:"partition,omitempty"`
	Runtime     *hostrt.Result      `json:"runtime,omitempty"`
	Commands    *scheduler.CPResult `json:"commands,omitempty"`
	Audit       *audit.Report       `json:"audit,omitempty"`

	// Utilization is the --utilization series.
	Utilization *scheduler.UtilSeries `json:"utilization,omitempty"`

	// Measured is each figure of the workspace's measured timeline beside
	// the prediction (docs/hardware.md); absent without one.
	Measured *MeasuredReport `json:"measured,omitempty"`
}

// MeasuredReport is a measured timeline compared with the run.
type MeasuredReport struct {
	Source  string                  `json:"source"`
	Figures []workspaces.Comparison `json:"figures"`
	Within  int                     `json:"within"` // figures whose start and end are within the tolerance
}

// PartitionReport is the partition part of `ppuwb simulate --json`.
type PartitionReport struct {
	Metrics     scheduler.PolicyMetrics `json:"metrics"`
	Preemptions []scheduler.Preemption  `json:"preemptions"`
}

// CheckReport is what `ppuwb check --json` prints.
type CheckReport struct {
	Workspace string                  `json:"workspace" report:"file"`
	OK        bool                    `json:"ok"`
	Problems  []workspaces.Diagnostic `json:"problems"`
	Warnings  []workspaces.Diagnostic `json:"warnings,omitempty"`
	Summary   *workspaces.Summary     `json:"summary,omitempty"`
	Execution *CheckExecution         `json:"execution,omitempty"`
}

// CheckExecution is what `ppuwb check --run` adds: the frame and the
// simulation of a workspace that loaded.
type CheckExecution struct {
	Tiles      int     `json:"tiles"`
	Batches    int     `json:"vertex_batches"`
	Makespan   int64   `json:"makespan_cycles"`
	Deadlock   string  `json:"deadlock,omitempty"`
	RenderMS   float64 `json:"render_ms"`
	SimulateMS float64 `json:"simulate_ms"`
}

// RenderReport is what `ppuwb render --json` prints.
type RenderReport struct {
	Workspace string                 `json:"workspace" report:"file"`
	Output    string                 `json:"output"`
	Width     int                    `json:"width"`
	Height    int                    `json:"height"`
	Snap      string                 `json:"snap"`
	Debug     string                 `json:"debug"`
	Tiles     int                    `json:"tiles"`
	Stats     render.Stats           `json:"stats"`
	Hierarchy *render.HierarchyStats `json:"hierarchy,omitempty"`
	Millis    float64                `json:"ms"`
}

// ReplayReport is `ppuwb replay --json`.
type ReplayReport struct {
	Workspace     string                 `json:"workspace" report:"file"`
	Mode          string                 `json:"mode"`
	Match         bool                   `json:"match"`
	Differences   []scheduler.ReplayDiff `json:"differences"`
	Uninterrupted *scheduler.CPResult    `json:"uninterrupted"`
	Replayed      *scheduler.CPResult    `json:"replayed"`
	Sweep         []SweepRow             `json:"sweep,omitempty"`
}

// DevicesReport is what `ppuwb devices --json` prints.
type DevicesReport struct {
	Workspace string               `json:"workspace" report:"file"`
	Devices   []device.Physical    `json:"devices"`
	Matches   []hostrt.KernelMatch `json:"matches"`
}

// Partition computes the run's partition report (nil without a partition),
// with each task's isolated run as the reference.
func (r *Run) Partition(ctx context.Context) (*PartitionReport, error) {
	res := r.Result
	if res.Partition == nil {
		return nil, nil
	}
	iso, err := scheduler.Isolated(ctx, res.Machine, r.Workload, res.Options)
	if err != nil {
		return nil, err
	}
	return &PartitionReport{Metrics: res.PartitionMetrics(iso), Preemptions: res.Partition.Preemptions}, nil
}
