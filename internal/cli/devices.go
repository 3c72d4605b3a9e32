package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/run"
)

// devicesName is the devices command's name, in its registration and its messages.
const devicesName = "devices"

func init() {
	register(&command{
		name:    devicesName,
		summary: "list the runtime's devices, their capabilities and each kernel's matching scores",
		usage:   "[--json] [WORKSPACE | example:NAME]",
		run:     runDevices,
	})
}

func runDevices(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	asJSON := fs.Bool("json", false, "print machine-readable JSON")
	pos, err := parseWorkspaceArgs(fs, args)
	if err != nil {
		return err
	}
	ws, err := loadWorkspaceArg(devicesName, pos, stderr)
	if err != nil {
		return err
	}
	cfg := hostrt.Config{CPUCores: hostrt.DefaultCPUCores}
	if ws.Runtime != nil {
		cfg = *ws.Runtime
	}
	p, err := cfg.Platform(ws.Machine)
	if err != nil {
		return err
	}
	out := run.DevicesReport{Workspace: ws.Name, Devices: p.Devices, Matches: cfg.Match(p)}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	printDevices(stdout, out.Devices, out.Matches)
	return nil
}

// printDevices prints the device table and the kernels' matching scores.
func printDevices(w io.Writer, devs []device.Physical, ms []hostrt.KernelMatch) {
	fmt.Fprintf(w, "%-3s %-6s %-4s %-3s %-14s %6s %5s %5s %-8s %-6s %-8s %10s %8s  %s\n",
		"id", "name", "type", "ver", "vendor", "units", "lanes", "mhz", "fp64", "image", "atomics", "local_mem", "max_wg", "extra")
	for _, d := range devs {
		c := d.Caps
		fmt.Fprintf(w, "%-3d %-6s %-4s %-3d %-14s %6d %5d %5d %-8v %-6v %-8v %10d %8d  %s\n",
			d.ID, d.Name, c.Type, c.Version, d.Vendor, d.Units, d.Lanes, d.ClockMHz, c.FP64, c.Image, c.Atomics, c.LocalMem, c.MaxWorkGroup, strings.Join(c.Extra, ","))
	}
	if len(ms) == 0 {
		fmt.Fprintln(w, "\nno kernels declared ([runtime] in workspace.toml, see docs/runtime.md)")
		return
	}
	fmt.Fprintln(w, "\nkernel matching (score = capabilities matched; required ones are mandatory):")
	for _, m := range ms {
		owner := ""
		if m.Context != "" {
			owner = "  (context " + m.Context + ")"
		}
		fmt.Fprintf(w, "  %s  require [%s] prefer [%s]%s\n", m.Kernel, strings.Join(m.Required, " "), strings.Join(m.Prefer, " "), owner)
		for _, s := range m.Scores {
			note := ""
			if !s.Qualifies {
				note = "  lacks " + strings.Join(s.Lacks, ", ")
			} else if len(s.Misses) > 0 {
				note = "  misses " + strings.Join(s.Misses, ", ")
			}
			fmt.Fprintf(w, "    %-6s score %d%s\n", s.Name, s.Score, note)
		}
		if m.Set != nil {
			fmt.Fprintf(w, "    → logical device %d: %s\n", m.Set.ID, strings.Join(m.Devices, ", "))
			if len(m.Placed) != len(m.Devices) {
				fmt.Fprintf(w, "      its instances run on %s: the members in its context\n", orNone(m.Placed))
			}
			for _, e := range m.Executables {
				fmt.Fprintf(w, "      on %-6s %s\n", e.Device, e.Reason)
			}
		} else {
			fmt.Fprintf(w, "    → %s\n", m.Error)
		}
	}
}

// printRuntime prints the runtime part of `ppuwb simulate`: decisions with
// their reasons, events, executables and the compile cache.
func printRuntime(w io.Writer, rn *run.Run) {
	rt := rn.Runtime
	if rt == nil {
		return
	}
	fmt.Fprintf(w, "\nruntime — %d instances, makespan %d cycles, compile cache %d hits / %d misses\n",
		len(rt.Plan.Decisions), rt.Plan.Makespan, rt.Cache.Hits, rt.Cache.Misses)
	fmt.Fprintf(w, "critical path: %s\n", strings.Join(rt.CriticalPath, " → "))
	if td := rt.TileDelay; td != nil {
		fmt.Fprintf(w, "fragment tiles: p99 delay %d cycles with the runtime's PPU work on the SMs (%d grids, %d CTAs), %d alone (%+.1f%%); planned with the SM times (%d simulations)\n",
			td.P99With, td.OnSMs, td.CTAs, td.P99Alone, td.WorsePct, rt.SMPasses)
	}
	for i, d := range rt.Plan.Decisions {
		for _, e := range rt.Plan.Events {
			if e.Instance == d.Instance {
				sms := ""
				if e.OnSMs && e.SMEnd >= 0 {
					sms = fmt.Sprintf("  (as CTAs on the SMs %d..%d)", e.SMStart, e.SMEnd)
				} else if e.OnSMs {
					sms = "  (as CTAs on the SMs: never completed)"
				}
				fmt.Fprintf(w, "  %-10s on %-4s  submitted %6d  compile %5d  run %6d..%-6d  %d items%s\n", d.Instance, e.Device, e.Submitted, e.Compile, e.Start, e.End, e.Items, sms)
			}
		}
		fmt.Fprintf(w, "  %-10s  why: %s (predicted end %d, error %.1f%%)\n", "", d.Reason, d.Predicted, d.PredictionError)
		if i < len(rt.Runs) {
			r := rt.Runs[i]
			fmt.Fprintf(w, "  %-10s  %s%s\n", "", r.Executable, semi(r.Summary()))
		}
	}
	if len(rt.Contexts) > 1 || (len(rt.Contexts) == 1 && rt.Contexts[0].Name != hostrt.DefaultContext) {
		fmt.Fprintln(w, "contexts:")
		for _, c := range rt.Contexts {
			fmt.Fprintf(w, "  %-10s on %s; queue %s; released after %s, freeing %s\n", c.Name, strings.Join(c.Devices, ", "),
				strings.Join(c.Queue, " "), c.ReleasedAfter, strings.Join(c.Freed, ", "))
		}
	}
}

func semi(s string) string {
	if s == "" {
		return ""
	}
	return "; " + s
}

// orNone joins names, or says "none".
func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
