// Package run runs a workspace: it renders the frame, turns the frame's
// work into graphics grids, simulates them with the workspace's compute work
// on its machine (Execute), runs the host runtime's pass (docs/runtime.md),
// and holds the command-processor experiments: synthetic command streams
// and the checkpoint-spacing sweep. Package workspaces reads the files;
// this package is where a workspace runs.
package run

import (
	"context"
	"fmt"
	"time"

	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// Run is the result of executing a workspace: the rendered frame, the
// simulation of its graphics work together with the compute workload, and
// host timings.
type Run struct {
	Workspace *workspaces.Workspace
	Frame     *render.Frame
	// Result is the simulation. Result.TileDone[i] is when Frame.Tiles[i]
	// completes; it is empty when the workspace disables the graphics grids
	// ([graphics] enabled = false), in which case the frame is complete from
	// the start.
	Result *scheduler.Result
	// Workload is what was simulated: the workspace's compute work plus the
	// frame's graphics grids.
	Workload scheduler.Workload
	// Runtime is the host runtime's run when the workspace declares one
	// ([runtime]); Frame.Color is then the framebuffer after its kernels.
	Runtime *hostrt.Result
	// Took holds host times by phase: TookRender, TookGraphics (building
	// the grids), TookSimulate, TookRuntime (with [runtime]) and TookTotal.
	Took map[string]time.Duration
}

// The keys of Run.Took: the phases of a run whose host time it keeps.
const (
	TookRender   = "render"
	TookGraphics = "graphics"
	TookSimulate = "simulate"
	TookRuntime  = "runtime"
	TookTotal    = "total"
)

// GraphicsGrids turns a frame's work into scheduler grids: a vertex grid
// with one CTA per render.VertexBatch, and a fragment grid with one CTA per
// render.TileWork (CTA i is f.Tiles[i], so Result.TileDone[i] is the time
// tile i is complete). A grid with no CTAs is left out. Costs below one
// cycle are raised to one.
func GraphicsGrids(f *render.Frame, g workspaces.GraphicsConfig) []scheduler.GraphicsGrid {
	if !g.Enabled || f == nil {
		return nil
	}
	var out []scheduler.GraphicsGrid
	if len(f.Batches) > 0 {
		costs := make([]int64, len(f.Batches))
		for i, b := range f.Batches {
			costs[i] = max(b.Cost, 1)
		}
		threads := g.VertexThreads
		if threads == 0 {
			threads = 32
		}
		regs := g.VertexRegisters
		if regs == 0 {
			regs = 16
		}
		out = append(out, scheduler.GraphicsGrid{Name: workspaces.VertexGridName, Kind: scheduler.VertexGrid, CTACosts: costs,
			Threads: threads, RegistersPerThread: regs, Priority: g.Priority, SubmitAt: g.SubmitAt})
	}
	if len(f.Tiles) > 0 {
		costs := make([]int64, len(f.Tiles))
		for i, t := range f.Tiles {
			costs[i] = max(t.Cost, 1)
		}
		threads := g.FragmentThreads
		if threads == 0 {
			ts := f.TileSize
			if ts == 0 {
				ts = 16
			}
			threads = min(ts*ts, 1024)
		}
		regs := g.FragmentRegisters
		if regs == 0 {
			regs = 24
		}
		gg := scheduler.GraphicsGrid{Name: workspaces.FragmentGridName, Kind: scheduler.FragmentGrid, CTACosts: costs,
			Threads: threads, RegistersPerThread: regs, SharedMem: g.FragmentSharedMem, Priority: g.Priority, SubmitAt: g.SubmitAt}
		out = append(out, gg)
	}
	return out
}

// FrameWorkload renders the workspace's frame and returns it with the
// workload Execute simulates: the tasks plus the frame's graphics grids.
func FrameWorkload(ctx context.Context, ws *workspaces.Workspace) (*render.Frame, scheduler.Workload, error) {
	frame, err := render.Render(ctx, ws.Scene, ws.Options)
	if err != nil {
		return nil, scheduler.Workload{}, fmt.Errorf("render: %w", err)
	}
	return frame, frameWorkload(ws, frame), nil
}

func frameWorkload(ws *workspaces.Workspace, frame *render.Frame) scheduler.Workload {
	w := ws.Workload
	w.Graphics = append(append([]scheduler.GraphicsGrid(nil), ws.Workload.Graphics...), GraphicsGrids(frame, ws.Graphics)...)
	return w
}

// Execute renders the workspace's scene with its selected viewport, turns
// the frame's work into graphics grids and simulates them together with the
// compute workload on the workspace's machine. This is the whole reload
// path after loading; ctx cancels both stages.
func Execute(ctx context.Context, ws *workspaces.Workspace) (*Run, error) {
	if ws == nil || ws.Scene == nil {
		return nil, fmt.Errorf("execute: no workspace")
	}
	r := &Run{Workspace: ws, Took: map[string]time.Duration{}}
	t0 := time.Now()
	frame, err := render.Render(ctx, ws.Scene, ws.Options)
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	r.Frame = frame
	t1 := time.Now()
	r.Took[TookRender] = t1.Sub(t0)

	w := frameWorkload(ws, frame)
	r.Workload = w
	t2 := time.Now()
	r.Took[TookGraphics] = t2.Sub(t1)

	res, err := scheduler.Run(ctx, ws.Machine, w, ws.SchedOptions)
	if err != nil {
		return nil, fmt.Errorf("simulate: %w", err)
	}
	r.Result = res
	t3 := time.Now()
	r.Took[TookSimulate] = t3.Sub(t2)
	if err := runRuntime(ctx, r); err != nil {
		return nil, fmt.Errorf("runtime: %w", err)
	}
	t3 = time.Now()
	r.Took[TookTotal] = t3.Sub(t0)
	return r, nil
}
