package calibrate

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// ccLimits are the per-SM limits of NVIDIA compute capabilities (the CUDA
// programming guide's table), for anchors without a device.csv: threads,
// blocks, 32-bit registers and shared memory (bytes) per SM.
var ccLimits = map[string][4]int{
	"7.0": {2048, 32, 65536, 96 * 1024},
	"7.5": {1024, 16, 65536, 64 * 1024},
	"8.0": {2048, 32, 65536, 164 * 1024},
	"8.6": {1536, 16, 65536, 100 * 1024},
	"8.9": {1536, 24, 65536, 100 * 1024},
	"9.0": {2048, 32, 65536, 228 * 1024},
}

// CCs lists the compute capabilities Derive knows without a device.csv.
func CCs() []string {
	var out []string
	for k := range ccLimits {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Hints fill what the anchors do not say (device.csv wins over them).
type Hints struct {
	CC     string // compute capability, e.g. "9.0"
	GPU    string // the GPU's name
	Driver string
}

// Derived is a preset and how each value was derived.
type Derived struct {
	PPU   device.PPU
	Notes []string // one line per value: what it is and where it comes from
}

// Derive computes the machine preset from the anchors (docs/hardware.md
// says how, value by value).
func (a *Anchors) Derive(h Hints) (*Derived, error) {
	d := &Derived{}
	p := device.PPU{Name: "calibrated", WarpWidth: 32, ClockMHz: 1000, SIMDsPerSM: 4}
	note := func(format string, x ...any) { d.Notes = append(d.Notes, fmt.Sprintf(format, x...)) }
	dev := func(k string) (int, bool) {
		v, err := strconv.Atoi(a.Device[k])
		return v, err == nil && v > 0
	}
	gpu, driver, cc := h.GPU, h.Driver, h.CC
	if v := a.Device["name"]; v != "" {
		gpu = v
	}
	if v := a.Device["driver"]; v != "" {
		driver = v
	}
	if v := a.Device["cc"]; v != "" {
		cc = v
	}
	// SMs
	if n, ok := dev("sms"); ok {
		p.SMs = n
		note("sms = %d: multiProcessorCount (device.csv)", n)
	} else {
		sms := map[int]bool{}
		for _, b := range append(append([]Block(nil), a.Alone...), a.Prio...) {
			sms[b.SM] = true
		}
		if len(sms) == 0 {
			return nil, fmt.Errorf("%s: the number of SMs is unknown: no device.csv, alone.csv or prio.csv", a.Dir)
		}
		p.SMs = len(sms)
		note("sms = %d: the distinct %%smid values of alone.csv and prio.csv", p.SMs)
	}
	// per-SM limits
	lim, known := ccLimits[cc]
	if t, ok := dev("max_threads_per_sm"); ok {
		lim[0] = t
		known = true
	}
	if v, ok := dev("max_blocks_per_sm"); ok {
		lim[1] = v
	}
	if v, ok := dev("regs_per_sm"); ok {
		lim[2] = v
	}
	if v, ok := dev("shared_per_sm"); ok {
		lim[3] = v
	}
	if !known {
		return nil, fmt.Errorf("%s: the per-SM limits are unknown: no device.csv; give the compute capability (--cc, one of %s)", a.Dir, strings.Join(CCs(), ", "))
	}
	if ws, ok := dev("warp_size"); ok {
		p.WarpWidth = ws
	}
	p.PerSM = device.SMLimits{Threads: lim[0], CTAs: lim[1], Registers: lim[2], SharedMem: lim[3], Warps: lim[0] / p.WarpWidth}
	src := "device.csv"
	if len(a.Device) == 0 {
		src = "compute capability " + cc
	}
	note("per_sm: %d threads, %d warps, %d CTAs, %d registers, %d bytes of shared memory (%s)",
		lim[0], p.PerSM.Warps, lim[1], lim[2], lim[3], src)
	note("clock_mhz = 1000: one cycle is one nanosecond of %%globaltimer, so timelines read in ns (not the GPU's clock)")

	// dispatch rate: how fast the first wave of a launch starts
	var spreads []int64
	for _, c := range []string{"1", "2"} {
		if w := waves(filter(a.Prio, func(b Block) bool { return b.Case == c && b.Kernel == "L" }), 100000); len(w) > 0 {
			spreads = append(spreads, spread(w[0]))
		}
	}
	if w := waves(a.Alone, 100000); len(w) > 0 {
		spreads = append(spreads, spread(w[0]))
	}
	for _, r := range a.MPS {
		if w := waves(filter(r.Blocks, func(b Block) bool { return b.Case == "A" }), 100000); len(w) > 0 {
			spreads = append(spreads, spread(w[0]))
		}
	}
	if len(spreads) > 0 {
		s := max(median(spreads), 1)
		r := float64(p.SMs) / float64(s)
		if r >= 1 {
			r = math.Round(r)
		} else {
			r = 1 / math.Ceil(1/r)
		}
		p.DispatchRate = r
		note("dispatch_rate = %g: a launch's first wave of %d CTAs starts within %d ns (median of %d launches)", r, p.SMs, s, len(spreads))
	}

	// dispatch delay: how long an SM stays empty between two blocks
	var gaps []int64
	for _, c := range []string{"1", "2"} {
		gaps = append(gaps, smGaps(filter(a.Prio, func(b Block) bool { return b.Case == c }))...)
	}
	gaps = append(gaps, smGaps(a.Alone)...)
	if len(gaps) > 0 {
		p.DispatchDelay = median(gaps)
		note("dispatch_delay = %d: an SM starts its next block a median %d ns after the previous one ends (%d gaps in prio.csv and alone.csv)", p.DispatchDelay, p.DispatchDelay, len(gaps))
	}

	// time slice and switch
	if sl, sw, per, n := a.slices(); n > 0 {
		p.TimeSlice, p.SwitchCycles = sl, sw
		note("time_slice = %d, switch_cycles = %d: median slice %d ns of %d; the median period %d ns is two slices and two switches", sl, sw, sl, n, per)
	}

	// SMs per TPC from the MPS SM counts
	if tpc, ok := a.tpc(p.SMs); ok {
		p.SMsPerTPC = tpc
		note("sms_per_tpc = %d: every MPS client used share × %d ÷ 100 SMs rounded down to a multiple of %d", tpc, p.SMs, tpc)
	}

	var ds []string
	for _, bs := range [][]Block{a.Prio, a.Alone} {
		ds = append(ds, dates(bs)...)
	}
	for _, r := range a.MPS {
		ds = append(ds, dates(r.Blocks)...)
	}
	if v := a.Device["date"]; v != "" {
		ds = append(ds, v)
	}
	p.Origin = Origin(gpu, driver, ds)
	d.PPU = p
	return d, nil
}

// Origin spells where a preset was measured: "measured on GPU (driver D),
// DATE and DATE".
func Origin(gpu, driver string, dates []string) string {
	if gpu == "" {
		gpu = "an unnamed NVIDIA GPU"
	} else if !strings.HasPrefix(strings.ToLower(gpu), "an ") {
		gpu = "an " + gpu
	}
	s := "measured on " + gpu
	if driver != "" {
		s += " (driver " + driver + ")"
	}
	sort.Strings(dates)
	var u []string
	for i, d := range dates {
		if i == 0 || d != dates[i-1] {
			u = append(u, d)
		}
	}
	switch len(u) {
	case 0:
	case 1:
		s += ", " + u[0]
	default:
		s += ", " + strings.Join(u[:len(u)-1], ", ") + " and " + u[len(u)-1]
	}
	return s
}

// smGaps are, per SM, the times between a block's end and the start of
// the next block on that SM (blocks of one run).
func smGaps(bs []Block) []int64 {
	by := map[int][]Block{}
	for _, b := range bs {
		by[b.SM] = append(by[b.SM], b)
	}
	var out []int64
	for _, l := range by {
		sort.Slice(l, func(i, j int) bool { return l[i].Start < l[j].Start })
		for i := 1; i < len(l); i++ {
			if g := l[i].Start - l[i-1].End; g >= 0 {
				out = append(out, g)
			}
		}
	}
	return out
}

func spread(w []Block) int64 {
	s, _ := span(w)
	var last int64
	for _, b := range w {
		last = max(last, b.Start)
	}
	return last - s
}

// slices returns the median running slice, the switch cost that makes the
// median period two slices and two switches, the period, and the number
// of slices measured (0: no slices.csv). Only the span where both
// processes alternate counts: from the first away of the process that was
// switched out last to begin with, to the last away before either ends.
func (a *Anchors) slices() (slice, sw, period int64, n int) {
	by := map[string][]Away{}
	for _, x := range a.Slices {
		by[x.Process] = append(by[x.Process], x)
	}
	if len(by) != 2 {
		return 0, 0, 0, 0
	}
	from := int64(0)
	for _, v := range by {
		from = max(from, v[0].Start)
	}
	var sl, per []int64
	for _, v := range by {
		for i := 1; i < len(v); i++ {
			if v[i-1].Start < from {
				continue
			}
			per = append(per, v[i].Start-v[i-1].Start)
			sl = append(sl, v[i].Start-v[i-1].End)
		}
	}
	if len(sl) == 0 {
		return 0, 0, 0, 0
	}
	slice, period = median(sl), median(per)
	return slice, period/2 - slice, period, len(sl)
}

// tpc finds the largest SMs-per-TPC (1, 2 or 4) with which every MPS
// client's SM count is its share of sms rounded down to whole TPCs.
func (a *Anchors) tpc(sms int) (int, bool) {
	if len(a.MPS) == 0 {
		return 0, false
	}
	for _, t := range []int{4, 2, 1} {
		ok := true
		for _, r := range a.MPS {
			for i, c := range []string{"A", "B"} {
				used := map[int]bool{}
				for _, b := range r.Blocks {
					if b.Case == c {
						used[b.SM] = true
					}
				}
				if len(used) == 0 {
					continue
				}
				want := r.Split[i] * sms / 100 / t * t
				if r.Split[i] >= 100 {
					want = sms
				}
				if len(used) != want {
					ok = false
				}
			}
		}
		if ok {
			return t, true
		}
	}
	return 0, false
}

// TOML writes the preset as the [machine] section of a workspace.toml.
func TOML(p device.PPU, notes []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# A machine preset written by `ppuwb calibrate`, %s.\n", p.Origin)
	b.WriteString("# Paste it into a workspace.toml (docs/hardware.md explains each value):\n")
	for _, n := range notes {
		fmt.Fprintf(&b, "#   %s\n", n)
	}
	fmt.Fprintf(&b, "[machine]\nname = %q\norigin = %q\nsms = %d\nwarp_width = %d\nclock_mhz = %d\n", p.Name, p.Origin, p.SMs, p.WarpWidth, p.ClockMHz)
	if p.SMsPerTPC > 0 {
		fmt.Fprintf(&b, "sms_per_tpc = %d\n", p.SMsPerTPC)
	}
	fmt.Fprintf(&b, "dispatch_rate = %s\n", strconv.FormatFloat(p.DispatchRate, 'f', -1, 64))
	if p.DispatchDelay > 0 {
		fmt.Fprintf(&b, "dispatch_delay = %d\n", p.DispatchDelay)
	}
	if p.TimeSlice > 0 {
		fmt.Fprintf(&b, "time_slice = %d\nswitch_cycles = %d\n", p.TimeSlice, p.SwitchCycles)
	}
	l := p.PerSM
	fmt.Fprintf(&b, "\n[machine.per_sm]\nctas = %d\nwarps = %d\nthreads = %d\nregisters = %d\nshared_mem = %d\nsimds = %d\n",
		l.CTAs, l.Warps, l.Threads, l.Registers, l.SharedMem, p.SIMDs())
	return b.String()
}
