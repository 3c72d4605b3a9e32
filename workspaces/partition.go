package workspaces

import (
	"strings"

	"github.com/ppuwb/ppuwb/scheduler"
)

// partition reads the [scheduler] keys of utilization partitioning
// (docs/partitioning.md); nil when the workspace sets none of them.
func (l *loader) partition(f *tomlFile, k *schedSection) *scheduler.PartitionOptions {
	if k.Partition == "" && k.Utilization == "" && k.Threshold == nil && k.SaveLatency == nil &&
		k.SaveBytesPerCycle == nil && k.SaveChannels == nil && k.Quantum == nil && k.LatencyBound == nil {
		return nil
	}
	var o scheduler.PartitionOptions
	o.Policy = scheduler.PartitionFIFO
	if k.Partition != "" {
		o.Policy = enumOf(f, "scheduler.partition", k.Partition, scheduler.PartitionPolicyNames, scheduler.PartitionSingle)
	}
	o.Measure = enumOf(f, "scheduler.utilization", k.Utilization, scheduler.MeasureNames, scheduler.MeasureWarps)
	if v := k.Threshold; v != nil {
		if *v <= 0 || *v > 100 {
			f.errAt("scheduler.threshold", "scheduler.threshold: %d is outside (0, 100] percent", *v)
		} else {
			o.Threshold = *v
		}
	}
	if v := k.SaveLatency; v != nil {
		if *v < 0 || *v > 1e9 {
			f.errAt("scheduler.save_latency", "scheduler.save_latency: %d out of range 0..10^9 cycles", *v)
		} else if *v == 0 {
			o.SaveLatency = -1
		} else {
			o.SaveLatency = *v
		}
	}
	if v := k.SaveBytesPerCycle; v != nil {
		if *v <= 0 {
			f.errAt("scheduler.save_bytes_per_cycle", "scheduler.save_bytes_per_cycle: must be at least 1 (a save needs bandwidth), got %d", *v)
		} else {
			o.SaveBytesPerCycle = *v
		}
	}
	if v := k.SaveChannels; v != nil {
		if *v < 1 || *v > 64 {
			f.errAt("scheduler.save_channels", "scheduler.save_channels: %d is outside 1..64 channels", *v)
		} else {
			o.SaveChannels = *v
		}
	}
	if v := k.Quantum; v != nil {
		if *v < 1 {
			f.errAt("scheduler.quantum", "scheduler.quantum: must be at least 1 cycle, got %d", *v)
		} else {
			o.Quantum = *v
		}
	}
	if v := k.LatencyBound; v != nil {
		if *v < 1 {
			f.errAt("scheduler.latency_bound", "scheduler.latency_bound: must be at least 1 cycle, got %d", *v)
		} else {
			o.LatencyBound = *v
		}
	}
	return &o
}

// share checks a task's or stream's share (percent, 0..100).
func share(f *tomlFile, p string, v *int) int {
	if v == nil {
		return 0 // unset: an equal part of what the set shares leave
	}
	if *v == 0 {
		return scheduler.ShareBestEffort
	}
	if *v < 0 || *v > 100 {
		f.errAt(p+".share", "%s.share: %d is outside 0..100 percent", p, *v)
		return 0
	}
	return *v
}

// reduction checks a task's reduce key; flush needs an idempotent kernel.
func reduction(f *tomlFile, p, s string, k *scheduler.Kernel) scheduler.Reduction {
	if s == "" {
		return scheduler.ReduceDefault
	}
	r := enumOf(f, p+".reduce", strings.ToLower(s), scheduler.ReductionNames, scheduler.ReduceDefault)
	if r == scheduler.ReduceFlush && k != nil && !k.Idempotent {
		f.errAt(p+".reduce", "%s.reduce: flush restarts CTAs from the beginning; kernel %q is not marked idempotent = true", p, k.Name)
	}
	return r
}

func kernelNamed(w scheduler.Workload, idx map[string]int, name string) *scheduler.Kernel {
	if i, ok := idx[name]; ok {
		return &w.Kernels[i]
	}
	return nil
}

// measureWarnings locates scheduler.MeasureWarnings at the tasks they name
// (at [scheduler] utilization when a task has no recorded place).
func measureWarnings(wf *tomlFile, ws *Workspace, wp workloadPos) []Diagnostic {
	var out []Diagnostic
	for _, mw := range scheduler.MeasureWarnings(ws.Machine, ws.Workload, ws.SchedOptions) {
		f, path := wf, "scheduler.utilization"
		if mw.Task < len(wp.tasks) && wp.tasks[mw.Task].f != nil {
			f, path = wp.tasks[mw.Task].f, wp.tasks[mw.Task].path
		}
		p := f.pos.Lookup(path, true)
		out = append(out, Diagnostic{File: f.name, Line: p.Line, Col: p.Col, Msg: "warning: " + mw.Msg})
	}
	return out
}
