package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/internal/calibrate"
	"github.com/ppuwb/ppuwb/run"
)

func init() {
	register(&command{
		name:    "calibrate",
		summary: "turn timelines measured on your NVIDIA GPU (contrib/calibrate/run.sh) into a machine preset, and print predicted beside measured for each anchor",
		usage:   "RESULTS_DIR [-o preset.toml] [--cc 9.0] [--gpu NAME] [--driver VERSION] [--json]",
		run:     runCalibrate,
	})
}

// calibrateReport is calibrate's --json output.
type calibrateReport struct {
	Dir     string                  `json:"dir"`
	Preset  device.PPU              `json:"preset"`
	TOML    string                  `json:"toml"`
	Notes   []string                `json:"notes"`
	VsH100  []string                `json:"differs_from_h100"` // "key: calibrated vs h100" for each value that differs
	Anchors []calibrateAnchorReport `json:"anchors"`
	Skipped []string                `json:"skipped,omitempty"` // anchors without their CSV
}

type calibrateAnchorReport struct {
	Anchor   string              `json:"anchor"`
	Measured *run.MeasuredReport `json:"measured"`
}

func runCalibrate(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	out := outputFlag(fs, "o", "also write the preset (a [machine] section for workspace.toml) to this `file`")
	cc := fs.String("cc", "", "compute capability for the per-SM limits when RESULTS_DIR has no device.csv: "+strings.Join(calibrate.CCs(), ", "))
	gpu := fs.String("gpu", "", "the GPU's name when RESULTS_DIR has no device.csv")
	driver := fs.String("driver", "", "the driver version when RESULTS_DIR has no device.csv")
	asJSON := fs.Bool("json", false, "print the preset, its derivation and every comparison as JSON")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageError("expected one RESULTS_DIR (the CSVs contrib/calibrate/run.sh wrote), got %d arguments", len(pos))
	}
	a, err := calibrate.Load(pos[0])
	if err != nil {
		return err
	}
	d, err := a.Derive(calibrate.Hints{CC: *cc, GPU: *gpu, Driver: *driver})
	if err != nil {
		return err
	}
	p := d.PPU
	if err := p.Validate(); err != nil {
		return fmt.Errorf("the calibrated machine is not usable: %w", err)
	}
	rep := calibrateReport{Dir: pos[0], Preset: p, TOML: calibrate.TOML(p, d.Notes), Notes: d.Notes, VsH100: vsH100(p)}
	if *out != "" {
		if err := writeFileAtomic(*out, func(w io.Writer) error { _, err := io.WriteString(w, rep.TOML); return err }); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	anchors, skipped := calibrationExamples(a, p)
	rep.Skipped = skipped
	for _, x := range anchors {
		if x.err != nil {
			rep.Skipped = append(rep.Skipped, fmt.Sprintf("%s: %v", x.name, x.err))
			continue
		}
		ws, err := x.ex.Load(x.name)
		if err != nil {
			return fmt.Errorf("%s: %w", x.name, err)
		}
		r, err := run.Execute(ctx, ws)
		if err != nil {
			return fmt.Errorf("%s: %w", x.name, err)
		}
		rep.Anchors = append(rep.Anchors, calibrateAnchorReport{Anchor: x.name, Measured: measuredReport(ws, r)})
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	io.WriteString(stdout, rep.TOML)
	if len(rep.VsH100) == 0 {
		fmt.Fprintln(stdout, "\nthe same values as the h100 preset")
	} else {
		fmt.Fprintf(stdout, "\ncompared with the h100 preset (calibrated vs h100): %s\n", strings.Join(rep.VsH100, "; "))
	}
	for _, x := range rep.Anchors {
		fmt.Fprintf(stdout, "\n== %s", x.Anchor)
		printMeasured(stdout, x.Measured)
	}
	for _, s := range rep.Skipped {
		fmt.Fprintf(stdout, "\nskipped %s\n", s)
	}
	return nil
}

type calibrationExample struct {
	name string
	ex   calibrate.Example
	err  error
}

// calibrationExamples are the anchors' workspaces on the calibrated
// machine, and the anchors that have no CSV.
func calibrationExamples(a *calibrate.Anchors, p device.PPU) (out []calibrationExample, skipped []string) {
	if len(a.Prio) > 0 {
		for _, c := range []string{"0", "1", "2"} {
			ex, err := a.Priorities(p, "", c)
			out = append(out, calibrationExample{"priorities case " + c, ex, err})
		}
	} else {
		skipped = append(skipped, "priorities: no prio.csv")
	}
	if len(a.Slices) > 0 {
		ex, err := a.Timeslice(p, "", calibrate.TimeslicePeriods)
		out = append(out, calibrationExample{"timeslice", ex, err})
	} else {
		skipped = append(skipped, "timeslice: no slices.csv")
	}
	if len(a.MPS) == 0 {
		skipped = append(skipped, "mps: no mps.csv")
	}
	for _, r := range a.MPS {
		ex, err := a.MPSSplit(p, "", r.Split)
		out = append(out, calibrationExample{fmt.Sprintf("mps %d/%d", r.Split[0], r.Split[1]), ex, err})
	}
	return out, skipped
}

// vsH100 lists the values of p that differ from the h100 preset.
func vsH100(p device.PPU) []string {
	h, _ := device.Preset("h100")
	var d []string
	add := func(k string, a, b any) {
		if fmt.Sprint(a) != fmt.Sprint(b) {
			d = append(d, fmt.Sprintf("%s %v vs %v", k, a, b))
		}
	}
	add("sms", p.SMs, h.SMs)
	add("warp_width", p.WarpWidth, h.WarpWidth)
	add("clock_mhz", p.ClockMHz, h.ClockMHz)
	add("per_sm.ctas", p.PerSM.CTAs, h.PerSM.CTAs)
	add("per_sm.warps", p.PerSM.Warps, h.PerSM.Warps)
	add("per_sm.threads", p.PerSM.Threads, h.PerSM.Threads)
	add("per_sm.registers", p.PerSM.Registers, h.PerSM.Registers)
	add("per_sm.shared_mem", p.PerSM.SharedMem, h.PerSM.SharedMem)
	add("sms_per_tpc", p.SMsPerTPC, h.SMsPerTPC)
	add("dispatch_rate", p.DispatchRate, h.DispatchRate)
	add("dispatch_delay", p.DispatchDelay, h.DispatchDelay)
	add("time_slice", p.TimeSlice, h.TimeSlice)
	add("switch_cycles", p.SwitchCycles, h.SwitchCycles)
	add("origin", fmt.Sprintf("%q", p.Origin), fmt.Sprintf("%q", h.Origin))
	return d
}
