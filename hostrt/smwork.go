package hostrt

import (
	"context"
	"fmt"
	"image"
	"math"
	"sort"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// This file puts the runtime's work meant for the machine's PPU onto the
// simulated SMs: every event (instance or split part) placed on the PPU
// named MachinePPU becomes a compute grid whose CTAs the TMU and WDU
// dispatch beside the frame's graphics, so its effect on the fragment
// tiles is simulated, not estimated.

// MachinePPU is the name workspaces give the machine's own PPU.
const MachinePPU = "ppu"

// SMTaskPrefix starts the name of every grid RunOnSMs adds.
const SMTaskPrefix = "runtime/"

// SMQuarters: a runtime CTA takes a quarter of an SM (threads, registers)
// and a quarter of its lanes, so it can share an SM with graphics CTAs.
const smParts = 4

// SMShape is the shape of a runtime grid's CTAs on machine m: threads per
// CTA (one work item each: a quarter of what an SM holds, at most 256),
// registers per thread (a quarter of the SM's register file among them)
// and its cycles for ops operations per item (threads × 4 ÷ warp width ×
// ops: the CTA has a quarter of the SM's lanes). Four runtime CTAs on an
// SM thus compute warp-width items per cycle — what the queue's cost model
// gives a PPU unit — and a runtime CTA fits beside graphics CTAs when a
// quarter of the SM is free.
func SMShape(m device.PPU, ops int64) (threads, regs int, cycles int64) {
	warp := max(m.WarpWidth, 1)
	threads = min(256, m.PerSM.Threads/smParts, max(m.PerSM.Warps, 1)*warp/smParts)
	threads = max(threads/warp*warp, warp)
	regs = min(255, max(m.PerSM.Registers/smParts/threads, 1))
	cycles = max(ops*int64(threads*smParts)/int64(warp), 1)
	return
}

// SMWork returns base plus one compute grid per event on the machine's
// PPU: CTAs of SMShape, one item per thread, submitted when the plan
// has compiled it (Begin + Compile) and after the grids of the PPU events
// it waits for (After), at the instance's priority.
func (r *Result) SMWork(m device.PPU, base scheduler.Workload) scheduler.Workload {
	w := base
	w.Kernels = append([]scheduler.Kernel(nil), base.Kernels...)
	w.Tasks = append([]scheduler.Task(nil), base.Tasks...)
	inst := map[string]scheduler.HostInstance{}
	for _, in := range r.insts {
		inst[in.Name] = in
	}
	onPPU := map[string]bool{}
	for _, e := range r.Plan.Events {
		if e.Device == MachinePPU {
			onPPU[e.Instance] = true
		}
	}
	kernels := map[string]bool{}
	for _, e := range r.Plan.Events {
		if e.Device != MachinePPU || e.Items <= 0 {
			continue
		}
		in := inst[e.Instance]
		block, regs, cycles := SMShape(m, in.OpsFor(MachinePPU))
		kn := SMTaskPrefix + in.Kernel
		if !kernels[kn] {
			kernels[kn] = true
			w.Kernels = append(w.Kernels, scheduler.Kernel{Name: kn, CyclesPerThread: cycles,
				RegistersPerThread: regs, BlockSize: scheduler.Dim3{X: block, Y: 1, Z: 1}})
		}
		t := scheduler.Task{Name: SMTaskPrefix + e.Instance, Kernel: kn, Priority: in.Priority,
			Grid:     scheduler.Dim3{X: int((e.Items + int64(block) - 1) / int64(block)), Y: 1, Z: 1},
			SubmitAt: e.Begin + e.Compile, HostQueue: "runtime"}
		for _, wt := range e.Wait {
			if onPPU[wt] {
				t.After = append(t.After, SMTaskPrefix+wt)
			}
		}
		w.Tasks = append(w.Tasks, t)
	}
	return w
}

// TileDelay is the fragment tiles' delay with the runtime's PPU work on
// the SMs against graphics alone. A tile's delay is its completion time
// minus its fragment grid's submission; P99 is the 99th percentile
// (nearest rank) over the tiles.
type TileDelay struct {
	Tiles    int     `json:"tiles"`
	P99Alone int64   `json:"p99_alone"`
	P99With  int64   `json:"p99_with_runtime"`
	WorsePct float64 `json:"worse_pct"` // 100 × (P99With − P99Alone) ÷ P99Alone
	// OnSMs counts the runtime's grids that ran as CTAs; CTAs their CTAs.
	OnSMs int `json:"runtime_grids"`
	CTAs  int `json:"runtime_ctas"`
}

// P99TileDelay is the 99th-percentile fragment-tile delay of a result
// (nearest rank; -1 without fragment tiles or if one never completed).
func P99TileDelay(r *scheduler.Result) int64 {
	if r == nil || len(r.TileDone) == 0 {
		return -1
	}
	sub := int64(0)
	for _, t := range r.TMDs {
		if t.Kind == scheduler.TMDGraphics && t.GraphicsKind == scheduler.FragmentGrid {
			sub = t.Created
			break
		}
	}
	d := make([]int64, len(r.TileDone))
	for i, t := range r.TileDone {
		if t < 0 {
			return -1
		}
		d[i] = t - sub
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	k := int(math.Ceil(0.99*float64(len(d)))) - 1
	return d[max(k, 0)]
}

// RunOnSMs simulates base (the workload alone gave alone) with the
// runtime's PPU work added as CTAs, records each PPU event's dispatch and
// completion on the SMs and the fragment-tile delay against alone, and
// returns the new simulation and workload. Without PPU work it returns
// alone and base unchanged (and a delay of 0 %). Without fragment tiles
// there is no delay to report (TileDelay nil).
func (r *Result) RunOnSMs(ctx context.Context, m device.PPU, base scheduler.Workload, o scheduler.Options, alone *scheduler.Result) (*scheduler.Result, scheduler.Workload, error) {
	w := r.SMWork(m, base)
	if len(w.Tasks) == len(base.Tasks) {
		if p := P99TileDelay(alone); p >= 0 {
			r.TileDelay = &TileDelay{Tiles: len(alone.TileDone), P99Alone: p, P99With: p}
		}
		return alone, base, nil
	}
	for _, t := range base.Tasks {
		if len(t.Name) >= len(SMTaskPrefix) && t.Name[:len(SMTaskPrefix)] == SMTaskPrefix {
			return nil, base, fmt.Errorf("task %q: names starting with %q are the runtime's", t.Name, SMTaskPrefix)
		}
	}
	res, err := scheduler.Run(ctx, m, w, o)
	if err != nil {
		return nil, base, fmt.Errorf("runtime work on the SMs: %w", err)
	}
	td := &TileDelay{Tiles: len(res.TileDone), P99Alone: P99TileDelay(alone), P99With: P99TileDelay(res)}
	if td.P99Alone > 0 && td.P99With >= 0 {
		td.WorsePct = 100 * float64(td.P99With-td.P99Alone) / float64(td.P99Alone)
	}
	tmd := map[string]scheduler.TMDInfo{}
	for _, t := range res.TMDs {
		if t.Kind == scheduler.TMDGrid && t.Depth == 0 {
			tmd[t.Name] = t
		}
	}
	for i, e := range r.Plan.Events {
		t, ok := tmd[SMTaskPrefix+e.Instance]
		if e.Device != MachinePPU || !ok {
			continue
		}
		r.Plan.Events[i].OnSMs, r.Plan.Events[i].SMStart, r.Plan.Events[i].SMEnd = true, t.Start, t.Completed
		td.OnSMs++
		td.CTAs += t.CTAs
	}
	r.TileDelay = nil
	if td.P99Alone >= 0 { // a frame with fragment tiles
		r.TileDelay = td
	}
	return res, w, nil
}

// MaxSMPasses bounds how often RunWithSMs simulates the CTAs and plans
// again.
const MaxSMPasses = 4

// SMRun is what RunWithSMs runs: a runtime on a machine, beside the work
// already simulated on its SMs.
type SMRun struct {
	Config  Config      // the runtime: devices, kernels, instances
	Machine device.PPU  // the PPU whose SMs run the runtime's PPU work
	Frame   *image.RGBA // the rendered framebuffer (not modified)
	Threads int         // host goroutines executing the kernels
	// Base is the work the runtime shares the SMs with, simulated alone
	// with Options as Alone (the graphics load is taken from it).
	Base    scheduler.Workload
	Options scheduler.Options
	Alone   *scheduler.Result
}

// SMRunResult is what RunWithSMs returns: the runtime's result, the last
// simulation (the run's timeline) and its workload.
type SMRunResult struct {
	Runtime  *Result
	Sim      *scheduler.Result
	Workload scheduler.Workload
}

// RunWithSMs is Run with the runtime's work on the machine's PPU simulated
// as CTAs on the SMs beside in.Base (whose simulation alone gave
// in.Alone; the graphics load is taken from it). After planning, the PPU events run as
// CTAs; what each instance's compute took there (its completion on the SMs
// minus its first CTA's dispatch) becomes its Measured time, and the time
// from the grid's submission to that dispatch its MeasuredLaunch, so the
// planned run and the SM interval agree once the times settle (for a split
// instance: the Scale of its part on the PPU, so the parts are divided
// again to finish together) and the queue is planned again — later instances start when the PPU really finished, and
// predictions learn from the simulated times — until the times settle or
// MaxSMPasses simulations were made. The kernels then execute in the final
// plan's order.
func RunWithSMs(ctx context.Context, in SMRun) (SMRunResult, error) {
	c, m, base, o, alone := in.Config, in.Machine, in.Base, in.Options, in.Alone
	sim, w := alone, base
	retime := func(r *Result, replan func() error) error {
		for pass := 1; ; pass++ {
			var err error
			if sim, w, err = r.RunOnSMs(ctx, m, base, o, alone); err != nil {
				return err
			}
			r.SMPasses = pass
			changed := false
			for _, e := range r.Plan.Events {
				i := r.instance(e.Instance)
				if !e.OnSMs || e.SMEnd < 0 || i < 0 { // never completed: keep the model
					continue
				}
				got := max(e.SMEnd-e.Start, 1)
				in := &r.insts[i]
				launch := max(e.SMStart-(e.Begin+e.Compile), 0)
				if old, ok := in.MeasuredLaunch[MachinePPU]; !ok || old != launch {
					in.MeasuredLaunch = map[string]int64{MachinePPU: launch}
					changed = true
				}
				if in.Split {
					// Scale the part's compute by what it took on the SMs,
					// so the next division balances on simulated times.
					old := in.Scale[MachinePPU]
					if old <= 0 {
						old = 1
					}
					sc := old * float64(got) / float64(max(e.End-e.Start, 1))
					if math.Abs(sc-old) > 0.001*old {
						in.Scale = map[string]float64{MachinePPU: sc}
						changed = true
					}
					continue
				}
				// the run is what the SMs did: its CTAs' first dispatch to
				// their completion, after the grid's submission
				got = max(e.SMEnd-e.SMStart, 1)
				if old, ok := in.Measured[MachinePPU]; !ok || old != got {
					in.Measured = map[string]int64{MachinePPU: got}
					changed = true
				}
			}
			if !changed || pass == MaxSMPasses {
				return nil
			}
			if err := replan(); err != nil {
				return err
			}
		}
	}
	res, err := run(ctx, c, m, in.Frame, GraphicsLoad(alone, m.SMs), GraphicsNext(alone), in.Threads, retime)
	if err != nil {
		return SMRunResult{Workload: base}, err
	}
	return SMRunResult{Runtime: res, Sim: sim, Workload: w}, nil
}

// instance is the index of the named instance in r.insts (-1 none),
// through a map built on first use (a scan per event was quadratic).
func (r *Result) instance(name string) int {
	if len(r.instIdx) != len(r.insts) {
		r.instIdx = make(map[string]int, len(r.insts))
		for i := len(r.insts) - 1; i >= 0; i-- {
			r.instIdx[r.insts[i].Name] = i
		}
	}
	if i, ok := r.instIdx[name]; ok {
		return i
	}
	return -1
}
