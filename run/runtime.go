package run

import (
	"context"
	"time"

	"github.com/ppuwb/ppuwb/hostrt"
)

// runRuntime runs the workspace's host runtime after the simulation: its
// queue is planned against the PPU's graphics load and its kernels run on
// the rendered framebuffer, whose final state becomes the frame's colour.
// The runtime's work placed on the machine's PPU is simulated as CTAs on
// the SMs beside the graphics, and the queue planned again with the
// simulated times (hostrt.RunWithSMs): that simulation becomes the run's
// Result (its fragment-tile delay against graphics alone is in
// Runtime.TileDelay).
func runRuntime(ctx context.Context, r *Run) error {
	ws := r.Workspace
	if ws.Runtime == nil {
		return nil
	}
	t0 := time.Now()
	out, err := hostrt.RunWithSMs(ctx, hostrt.SMRun{Config: *ws.Runtime, Machine: ws.Machine, Frame: r.Frame.Color,
		Threads: ws.Runtime.CPUCores, Base: r.Workload, Options: ws.SchedOptions, Alone: r.Result})
	if err != nil {
		return err
	}
	r.Result, r.Workload = out.Sim, out.Workload
	r.Runtime = out.Runtime
	r.Frame.Color = out.Runtime.Frame
	r.Took[TookRuntime] = time.Since(t0)
	return nil
}
