package cli

import (
	"fmt"
	"io"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// measuredReport compares the run with the workspace's measured timeline
// (nil without one).
func measuredReport(ws *workspaces.Workspace, r *run.Run) *run.MeasuredReport {
	if ws.Measured == nil {
		return nil
	}
	rep := &run.MeasuredReport{Source: ws.Measured.Source, Figures: ws.Measured.Compare(r.Result)}
	for _, c := range rep.Figures {
		if c.Within() {
			rep.Within++
		}
	}
	return rep
}

// printMeasured prints each measured figure beside the prediction
// (docs/hardware.md).
func printMeasured(w io.Writer, rep *run.MeasuredReport) {
	if rep == nil {
		return
	}
	fmt.Fprintf(w, "\npredicted beside measured (ns from the first figure's start; ok: within 1 %%, or 2 µs where 1 %% is smaller)\n")
	if rep.Source != "" {
		fmt.Fprintf(w, "%s\n", rep.Source)
	}
	fmt.Fprintf(w, "  %-12s %12s %12s %9s %12s %12s %9s\n", "figure", "start meas.", "predicted", "Δ", "end meas.", "predicted", "Δ")
	for _, c := range rep.Figures {
		f := c.Figure
		if !c.Found {
			fmt.Fprintf(w, "  %-12s %12d %12s %9s %12d %12s %9s  not in the run\n", f.Label, f.Start, "—", "", f.End, "—", "")
			continue
		}
		mark := "ok"
		if !c.Within() {
			mark = "outside"
		}
		fmt.Fprintf(w, "  %-12s %12d %12d %+9d %12d %12d %+9d  %s\n", f.Label, f.Start, c.PredStart, c.StartDelta, f.End, c.PredEnd, c.EndDelta, mark)
	}
	fmt.Fprintf(w, "%d of %d figures within the tolerance\n", rep.Within, len(rep.Figures))
}
