// Package device describes the simulated hardware: a PPU (parallel processing
// unit, a simulated GPU) made of streaming multiprocessors (SMs), the limits of
// one SM, and the accounting of the resources that resident CTAs (cooperative
// thread arrays, "thread blocks") occupy on an SM.
//
// The package holds only immutable specifications (PPU, SMLimits, CPU) and a
// small value type for resource arithmetic (Usage). Mutable simulation state
// lives in package scheduler. The split is what makes later additions cheap:
//
//   - preempting and saving CTAs: a saved CTA gives its Usage back with
//     Usage.Sub and takes it again with Usage.Add; PPU.ContextSaveBytesPerCycle
//     sizes the transfer;
//   - command processors feeding the TMU: PPU.CommandProcessors;
//   - a CPU device beside the SMs: the CPU type (cores, clock).
package device

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/internal/enum"
)

// SMLimits are the resources of one streaming multiprocessor. A CTA is
// resident on an SM while it holds its share of each of them.
type SMLimits struct {
	CTAs      int // maximum resident CTAs
	Warps     int // maximum resident warps
	Threads   int // maximum resident threads
	Registers int // 32-bit registers in the register file
	SharedMem int // bytes of on-chip memory usable as shared memory (the whole L1/shared carveout)
}

// DispatchScope is what a PPU's DispatchRate applies to: the whole
// machine, or each SM (PPU.DispatchPerSM).
type DispatchScope int

const (
	DispatchWholeMachine DispatchScope = iota // one rate for all SMs together
	DispatchEachSM                            // the rate on each SM
)

// DispatchScopeNames spells the scopes as workspace files write them
// (machine.dispatch_per); the loader reads this list.
var DispatchScopeNames = enum.Names[DispatchScope]{DispatchWholeMachine: "machine", DispatchEachSM: "sm"}

// String spells s as workspace files write it.
func (s DispatchScope) String() string { return DispatchScopeNames.String(s) }

// PPU is the configuration of a simulated GPU.
type PPU struct {
	Name      string   // preset or user-given name
	SMs       int      // number of streaming multiprocessors, 1..1024
	WarpWidth int      // threads per warp (32)
	PerSM     SMLimits // limits of each SM (all SMs are identical)
	ClockMHz  int      // core clock; converts cycles to time in traces (cycles / ClockMHz = µs)

	// CommandProcessors is the number of front-end command processors that
	// feed the task management unit (0 means 1). Reserved for the command
	// stream work; the scheduler currently models host submission directly.
	CommandProcessors int
	// ContextSaveBytesPerCycle is the bandwidth used to save or restore a
	// preempted CTA's registers and shared memory (0 means 256).
	ContextSaveBytesPerCycle int
	// ContextStateBytesPerSM is the per-SM state beyond the register file
	// and shared memory that a full save moves (scalar and hardware
	// registers); a CTA saves its share in proportion to its warps.
	ContextStateBytesPerSM int
	// DispatchRate is how many CTAs the WDU launches per cycle (0.25: one
	// every 4 cycles), over the whole machine or, with DispatchPerSM, on
	// each SM; 0 launches any number at once (instant launch).
	DispatchRate  float64
	DispatchPerSM bool // DispatchScope's DispatchEachSM
	// DispatchDelay is how many cycles an SM waits after a CTA leaves it
	// before the WDU places the next CTA there (0: at once); a measured
	// GPU's re-dispatch gap (docs/hardware.md).
	DispatchDelay int64
	// SIMDsPerSM is the number of SIMD units (processing blocks) of an SM
	// among which its resident warps are spread (0 means 1); the "simd"
	// utilization measure counts those holding at least one warp.
	SIMDsPerSM int
	// SMsPerTPC is how many SMs form the unit a spatial share is made of
	// (0 means 1): the mps partition gives each task a whole number of
	// these (NVIDIA's TPC: 2 SMs on an H100).
	SMsPerTPC int
	// Origin says where a measured preset's values come from (the GPU,
	// the driver, the date); "" for the designed presets.
	Origin string
	// TimeSlice and SwitchCycles are the command processor's time slice
	// and context-switch cost in cycles that a measured preset sets (0:
	// the [commands] defaults, no slicing and 200 cycles); a workspace's
	// commands.time_slice and commands.switch_cycles override them.
	TimeSlice, SwitchCycles int64
}

// TPC is the number of SMs per spatial-share unit (at least 1).
func (p PPU) TPC() int { return max(p.SMsPerTPC, 1) }

// SIMDs is the number of SIMD units per SM (at least 1).
func (p PPU) SIMDs() int { return max(p.SIMDsPerSM, 1) }

// CTASaveBytes is what saving a CTA of usage u moves to memory (and
// restoring it moves back): its registers at 4 bytes each, its shared
// memory, and its warps' share of ContextStateBytesPerSM (rounded down).
func (p PPU) CTASaveBytes(u Usage) int {
	b := u.Registers*4 + u.SharedMem
	if p.PerSM.Warps > 0 {
		b += p.ContextStateBytesPerSM * u.Warps / p.PerSM.Warps
	}
	return b
}

// FullSMSaveBytes is the save area of one full SM: register file, shared
// memory and the rest of its state. For the gcn-like preset it is the AMD
// KFD context-save formula per compute unit (docs/partitioning.md).
func (p PPU) FullSMSaveBytes() int {
	return p.PerSM.Registers*4 + p.PerSM.SharedMem + p.ContextStateBytesPerSM
}

// CPU describes a host processor whose cores can run work beside the SMs.
type CPU struct {
	Name     string
	Cores    int
	ClockMHz int
}

// Validate reports whether the CPU description is usable.
func (c CPU) Validate() error {
	var errs []error
	if c.Cores < 1 || c.Cores > 1024 {
		errs = append(errs, fmt.Errorf("cpu %q: cores must be in 1..1024, got %d", c.Name, c.Cores))
	}
	if c.ClockMHz < 1 {
		errs = append(errs, fmt.Errorf("cpu %q: clock_mhz must be at least 1, got %d", c.Name, c.ClockMHz))
	}
	return errors.Join(errs...)
}

var presets = map[string]PPU{
	// A small machine whose behaviour fits on a classroom projector.
	"classroom": {
		Name: "classroom", SMs: 4, WarpWidth: 32, ClockMHz: 1000,
		PerSM: SMLimits{CTAs: 8, Warps: 32, Threads: 1024, Registers: 32768, SharedMem: 48 * 1024}, SIMDsPerSM: 4,
	},
	// A mid-range GPU of the Kepler/Maxwell generation (15 SMs).
	"standard": {
		Name: "standard", SMs: 15, WarpWidth: 32, ClockMHz: 1400,
		PerSM: SMLimits{CTAs: 16, Warps: 64, Threads: 2048, Registers: 65536, SharedMem: 96 * 1024}, SIMDsPerSM: 4,
	},
	// An AMD GCN-like GPU (Vega 64 shape): 64 compute units of 4 SIMDs,
	// 64-wide wavefronts, 40 wavefronts per CU, a 256 KiB vector register
	// file and 64 KiB LDS per CU. Its full-CU save area follows the AMD KFD
	// context-save formula: VGPR 256 KiB + SGPR 16 KiB + LDS 64 KiB +
	// HWREG 4 KiB = 340 KiB (libhsakmt/kfd: VGPR_SIZE_PER_CU 0x40000,
	// SGPR_SIZE_PER_CU 0x4000, LDS_SIZE_PER_CU 0x10000, HWREG_SIZE_PER_CU 0x1000).
	"gcn-like": {
		Name: "gcn-like", SMs: 64, WarpWidth: 64, ClockMHz: 1500,
		PerSM: SMLimits{CTAs: 40, Warps: 40, Threads: 2560, Registers: 65536, SharedMem: 64 * 1024}, SIMDsPerSM: 4,
		ContextSaveBytesPerCycle: 320, // about 480 GB/s of HBM2 at 1.5 GHz
		ContextStateBytesPerSM:   16*1024 + 4*1024,
	},
	// A large data-centre GPU.
	"large": {
		Name: "large", SMs: 80, WarpWidth: 32, ClockMHz: 1500,
		PerSM: SMLimits{CTAs: 32, Warps: 64, Threads: 2048, Registers: 65536, SharedMem: 160 * 1024}, SIMDsPerSM: 4,
	},
	// An NVIDIA H100 SXM5 (compute capability 9.0), calibrated against
	// timelines measured on one (docs/hardware.md): 132 SMs with the
	// per-SM limits of CC 9.0, a 1000 MHz clock so that one cycle is one
	// nanosecond of the measured timelines, 2 SMs per TPC, a WDU that
	// starts the 132 CTAs of a launch within 66 ns (2 per cycle) and an
	// SM 160 ns after its previous CTA ends, and the command processor's
	// measured time slice and switch cost.
	"h100": {
		Name: "h100", SMs: 132, WarpWidth: 32, ClockMHz: 1000,
		PerSM:      SMLimits{CTAs: 32, Warps: 64, Threads: 2048, Registers: 65536, SharedMem: 228 * 1024},
		SIMDsPerSM: 4, SMsPerTPC: 2, DispatchRate: 2, DispatchDelay: 160,
		TimeSlice: 2075200, SwitchCycles: 166336,
		Origin: H100Origin,
	},
	// A single tiny SM: the smallest machine on which the wait-in-place
	// deadlock appears with a handful of CTAs.
	"tiny": {
		Name: "tiny", SMs: 1, WarpWidth: 32, ClockMHz: 1000,
		PerSM: SMLimits{CTAs: 4, Warps: 16, Threads: 512, Registers: 16384, SharedMem: 16 * 1024}, SIMDsPerSM: 4,
	},
}

// H100Origin is where the h100 preset's values were measured.
const H100Origin = "measured on an NVIDIA H100 80GB HBM3 (driver 580.159.04), 2026-11-26 and 2026-11-28"

// DefaultPreset is the preset used when a workspace names none.
const DefaultPreset = "standard"

// Preset returns a named machine configuration (see PresetNames).
func Preset(name string) (PPU, error) {
	p, ok := presets[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return PPU{}, fmt.Errorf("unknown PPU preset %q (known: %s)", name, strings.Join(PresetNames(), ", "))
	}
	return p, nil
}

// PresetNames lists the preset names in alphabetical order.
func PresetNames() []string {
	names := make([]string, 0, len(presets))
	for n := range presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Ranges of a PPU's settings beyond which Validate refuses it. They are
// well above any real GPU (8..32 CTAs and 32..64 warps per SM) and keep the
// simulator's per-SM work and the cycle arithmetic bounded: a dispatch
// rate of 10^-16 CTAs per cycle is one CTA every 10^16 cycles, past the
// limit on virtual time.
const (
	MaxCTAsPerSM      = 1024
	MaxWarpsPerSM     = 4096
	MaxRegistersPerSM = 1 << 24
	MaxSharedMemPerSM = 1 << 30
	MinDispatchRate   = 1e-6
)

// Validate reports every problem with the configuration, one per line.
func (p PPU) Validate() error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if p.SMs < 1 || p.SMs > 1024 {
		bad("sms must be in 1..1024, got %d", p.SMs)
	}
	if p.WarpWidth < 1 || p.WarpWidth > 1024 || p.WarpWidth&(p.WarpWidth-1) != 0 {
		bad("warp_width must be a power of two in 1..1024, got %d", p.WarpWidth)
	}
	if p.ClockMHz < 1 {
		bad("clock_mhz must be at least 1, got %d", p.ClockMHz)
	}
	l := p.PerSM
	if l.CTAs < 1 || l.CTAs > MaxCTAsPerSM {
		bad("per-SM ctas must be in 1..%d, got %d", MaxCTAsPerSM, l.CTAs)
	}
	if l.Warps < 1 || l.Warps > MaxWarpsPerSM {
		bad("per-SM warps must be in 1..%d, got %d", MaxWarpsPerSM, l.Warps)
	}
	if l.Threads < 1 {
		bad("per-SM threads must be at least 1, got %d", l.Threads)
	}
	if p.WarpWidth > 0 && l.Threads > 0 && l.Warps > 0 && l.Threads > l.Warps*p.WarpWidth {
		bad("per-SM threads (%d) exceed warps × warp_width (%d × %d)", l.Threads, l.Warps, p.WarpWidth)
	}
	if l.Registers < 1 || l.Registers > MaxRegistersPerSM {
		bad("per-SM registers must be in 1..%d, got %d", MaxRegistersPerSM, l.Registers)
	}
	if l.SharedMem < 0 || l.SharedMem > MaxSharedMemPerSM {
		bad("per-SM shared memory must be in 0..%d bytes, got %d", MaxSharedMemPerSM, l.SharedMem)
	}
	if p.CommandProcessors < 0 {
		bad("command_processors must not be negative, got %d", p.CommandProcessors)
	}
	if p.ContextStateBytesPerSM < 0 {
		bad("context_state_bytes_per_sm must not be negative, got %d", p.ContextStateBytesPerSM)
	}
	if p.ContextSaveBytesPerCycle < 0 {
		bad("context_save_bytes_per_cycle must not be negative, got %d", p.ContextSaveBytesPerCycle)
	}
	if !(p.DispatchRate == 0 || p.DispatchRate >= MinDispatchRate && p.DispatchRate <= 1e6) {
		bad("dispatch_rate must be 0 (no limit) or in 10^-6..10^6 CTAs per cycle, got %g", p.DispatchRate)
	}
	if p.DispatchDelay < 0 || p.DispatchDelay > 1<<40 {
		bad("dispatch_delay must be in 0..2^40 cycles, got %d", p.DispatchDelay)
	}
	if p.TimeSlice < 0 || p.TimeSlice > 1<<40 {
		bad("time_slice must be in 0..2^40 cycles, got %d", p.TimeSlice)
	}
	if p.SwitchCycles < 0 || p.SwitchCycles > 1<<40 {
		bad("switch_cycles must be in 0..2^40 cycles, got %d", p.SwitchCycles)
	}
	if p.SMsPerTPC < 0 || p.SMsPerTPC > max(p.SMs, 1) {
		bad("sms_per_tpc must be in 0..sms (%d), got %d", p.SMs, p.SMsPerTPC)
	}
	if p.SIMDsPerSM < 0 || (l.Warps > 0 && p.SIMDsPerSM > l.Warps) {
		bad("per-SM simds must be in 0..per-SM warps (%d), got %d", l.Warps, p.SIMDsPerSM)
	}
	if len(errs) > 0 {
		return fmt.Errorf("PPU %q: %w", p.Name, errors.Join(errs...))
	}
	return nil
}

// Usage is an amount of SM resources: what one CTA needs, or what the
// resident CTAs of an SM occupy. It is a plain value; Add and Sub return new
// values so that saving (preempting) and restoring a CTA are symmetric.
type Usage struct {
	CTAs      int
	Warps     int
	Threads   int
	Registers int
	SharedMem int
}

// Add returns u + v.
func (u Usage) Add(v Usage) Usage {
	return Usage{u.CTAs + v.CTAs, u.Warps + v.Warps, u.Threads + v.Threads, u.Registers + v.Registers, u.SharedMem + v.SharedMem}
}

// Sub returns u − v.
func (u Usage) Sub(v Usage) Usage {
	return Usage{u.CTAs - v.CTAs, u.Warps - v.Warps, u.Threads - v.Threads, u.Registers - v.Registers, u.SharedMem - v.SharedMem}
}

// CTAUsage is what one CTA of the given shape occupies on an SM of p:
// one CTA slot, ceil(threads / warp width) warps, registers allocated per warp
// (warps × warp width × registers per thread) and its shared memory.
func (p PPU) CTAUsage(threads, registersPerThread, sharedMem int) Usage {
	ww := p.WarpWidth
	if ww < 1 {
		ww = 32
	}
	warps := (threads + ww - 1) / ww
	return Usage{CTAs: 1, Warps: warps, Threads: threads, Registers: warps * ww * registersPerThread, SharedMem: sharedMem}
}

// Capacity returns the limits as a Usage.
func (l SMLimits) Capacity() Usage {
	return Usage{l.CTAs, l.Warps, l.Threads, l.Registers, l.SharedMem}
}

// Exceeds returns the name of the first resource ("ctas", "warps", "threads",
// "registers", "shared memory") in which used+need is larger than capacity,
// together with the needed and available amounts; name is "" if need fits.
func Exceeds(used, need, capacity Usage) (name string, needed, available int) {
	check := []struct {
		n        string
		u, d, cp int
	}{
		{"ctas", used.CTAs, need.CTAs, capacity.CTAs},
		{"warps", used.Warps, need.Warps, capacity.Warps},
		{"threads", used.Threads, need.Threads, capacity.Threads},
		{"registers", used.Registers, need.Registers, capacity.Registers},
		{"shared memory", used.SharedMem, need.SharedMem, capacity.SharedMem},
	}
	for _, c := range check {
		if c.u+c.d > c.cp {
			return c.n, c.d, c.cp - c.u
		}
	}
	return "", 0, 0
}

// Fits reports whether need fits beside used within capacity.
func (u Usage) Fits(need, capacity Usage) bool {
	return u.CTAs+need.CTAs <= capacity.CTAs && u.Warps+need.Warps <= capacity.Warps &&
		u.Threads+need.Threads <= capacity.Threads && u.Registers+need.Registers <= capacity.Registers &&
		u.SharedMem+need.SharedMem <= capacity.SharedMem
}

// CheckCTA reports an error naming the resource if a CTA needing need can
// never be resident on an SM of p, even an empty one.
func (p PPU) CheckCTA(need Usage) error {
	if name, n, avail := Exceeds(Usage{}, need, p.PerSM.Capacity()); name != "" {
		return fmt.Errorf("a CTA needs %d %s but an SM of %q has only %d", n, name, p.Name, avail)
	}
	return nil
}
