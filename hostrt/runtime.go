package hostrt

import (
	"context"
	"fmt"
	"image"
	"slices"
	"sort"
	"strings"

	"github.com/expr-lang/expr/vm"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// The CPU and fallback defaults of a workspace's [runtime] (docs/runtime.md),
// spelled once: the workspace loader starts from them and Platform falls
// back to them.
const (
	DefaultCPUCores    = 4
	DefaultCPUClockMHz = 3000
	DefaultThreshold   = 50
)

// MachineCPU is the name workspaces give the CPU device.
const MachineCPU = "cpu"

// Config is a workspace's [runtime]: the CPU, extra PPUs, kernels and the
// execution queue.
type Config struct {
	CPUCores    int // fixed per workspace so results are reproducible
	CPUClockMHz int
	Threshold   int // percent of SMs busy with graphics above which PPU work falls back to the CPU
	ExtraPPUs   []ExtraPPU
	Kernels     []KernelConfig
	Instances   []InstanceConfig

	// PPUVersion and CPUVersion are the versions of the machine's PPU and
	// of the CPU (0: 1); executables target a device type and version.
	PPUVersion, CPUVersion int
	// Contexts (none: one context over every device that owns everything).
	Contexts []ContextConfig
}

// ExtraPPU is an additional PPU of another vendor or version.
type ExtraPPU struct {
	Name    string
	Vendor  string
	Version int
	SMs     int
	FP64    bool
	Extra   []string
}

// KernelConfig declares a kernel: a built-in or a source.
type KernelConfig struct {
	Name     string
	Builtin  string
	Source   string
	Domain   Domain
	Reduce   Reduction
	Bins     int
	Params   []string
	Budget   int64
	Required []device.Requirement
	Prefer   []device.Requirement
	Origin   string // where the source is, for run-time errors
	// Executables the kernel ships, beside a built-in's native CPU v1 one.
	Executables []ExecutableConfig
	Context     string // the context that owns it ("": the first)
}

// ExecutableConfig declares an executable of a kernel: built ahead of
// time from its source for a device type and version, with its cost in
// operations per work item (0: the source's program length).
type ExecutableConfig struct {
	Type    string
	Version int
	Cost    int
}

// InstanceConfig declares one execution instance.
type InstanceConfig struct {
	Name     string
	Kernel   string
	Priority int
	Wait     []string
	Device   string // meant for this device ("" = any)
	Input    string // "frame" (the framebuffer), "buffer" (Buffer) or the name of an instance whose buffer it takes
	Output   string // "frame": a map's image replaces the framebuffer
	Region   image.Rectangle
	Buffer   []float64
	Params   map[string]string // expressions over res.<instance> (the results of earlier instances)
	SubmitAt int64
	Split    bool // divide the items among every qualifying device (co-execution)
	Slowdown int  // the actual compute takes this many times the cost model (a timing spike)
	// Origin is where the instance is declared ("workspace.toml:40:1"),
	// named by its run-time errors.
	Origin string

	Context string // the context whose queue it is in ("": the first)
}

// Kernel builds the kernel object of kc.
func (kc KernelConfig) Kernel() (*Kernel, error) {
	var k *Kernel
	if kc.Builtin != "" {
		b, err := Builtin(kc.Builtin)
		if err != nil {
			return nil, err
		}
		k = b
	} else {
		k = &Kernel{Source: kc.Source, Domain: kc.Domain, Reduce: kc.Reduce, Bins: kc.Bins, Params: kc.Params}
	}
	k.Name, k.Origin = kc.Name, kc.Origin
	if kc.Budget > 0 {
		k.Budget = kc.Budget
	}
	if err := k.Check(); err != nil {
		return k, err
	}
	return k, k.declare(kc.Executables)
}

// declare adds the declared executables: one for a type and version the
// kernel already ships (a built-in's native CPU v1) keeps its code and
// takes the declared cost; any other is the source built ahead of time.
func (k *Kernel) declare(exes []ExecutableConfig) error {
	for _, ec := range exes {
		found := false
		for i := range k.Executables {
			if e := &k.Executables[i]; e.Type == ec.Type && e.Version == ec.Version {
				if e.Declared {
					return fmt.Errorf("kernel %q: executable for %s v%d declared twice", k.Name, ec.Type, ec.Version)
				}
				e.Declared, e.Cost, found = true, ec.Cost, true
			}
		}
		if found {
			continue
		}
		if k.Source == "" {
			return fmt.Errorf("kernel %q: an executable for %s v%d needs the kernel's source to be built from", k.Name, ec.Type, ec.Version)
		}
		p, err := k.compile()
		if err != nil {
			return err
		}
		k.Executables = append(k.Executables, Executable{Type: ec.Type, Version: ec.Version, Declared: true, Cost: ec.Cost,
			program: p, native: compileSpans(k, p)})
	}
	return nil
}

// Platform builds the physical devices: the PPU, the CPU and extra PPUs.
func (c Config) Platform(ppu device.PPU) (*device.Platform, error) {
	main := device.PPUDevice(ppu)
	main.Name, main.Vendor = MachinePPU, "ppuwb "+ppu.Name // workspaces name the machine's PPU "ppu"
	if c.PPUVersion > 0 {
		main.Caps.Version = c.PPUVersion
	}
	devs := []device.Physical{main}
	cores := max(c.CPUCores, 1)
	clk := c.CPUClockMHz
	if clk == 0 {
		clk = DefaultCPUClockMHz
	}
	cpu := device.CPUDevice(device.CPU{Name: MachineCPU, Cores: cores, ClockMHz: clk})
	if c.CPUVersion > 0 {
		cpu.Caps.Version = c.CPUVersion
	}
	devs = append(devs, cpu)
	for _, x := range c.ExtraPPUs {
		p := ppu
		p.Name, p.SMs = x.Name, max(x.SMs, 1)
		d := device.PPUDevice(p)
		d.Vendor = x.Vendor
		d.Caps.Version = max(x.Version, 1)
		d.Caps.FP64 = x.FP64
		d.Caps.Extra = x.Extra
		devs = append(devs, d)
	}
	return device.NewPlatform(devs)
}

// KernelMatch is one kernel's matching: scores per device and the logical
// device built from the best.
type KernelMatch struct {
	Kernel   string            `json:"kernel"`
	Required []string          `json:"required,omitempty"`
	Prefer   []string          `json:"preferred,omitempty"`
	Scores   []device.Match    `json:"scores"`
	Set      *device.DeviceSet `json:"logical_device,omitempty"`
	Error    string            `json:"error,omitempty"`
	Devices  []string          `json:"devices,omitempty"` // names of the logical device's members
	// Placed are the members of the kernel's context: where its instances
	// are placed (docs/runtime.md, "Matching").
	Placed  []string `json:"placed_on,omitempty"`
	Context string   `json:"context,omitempty"` // the context that owns the kernel ("": the first)
	// Executables says, per member of the logical device that is one of
	// the kernel's context's devices, which executable the kernel runs
	// there and why.
	Executables []ExeChoice `json:"executables,omitempty"`
	needs       device.Needs
}

// ExeChoice is the executable a kernel runs on one device: an exact match
// for its type and version, or an online compile (Compile cycles).
type ExeChoice struct {
	Device  string `json:"device"`
	Reason  string `json:"reason"`
	Compile int64  `json:"compile_cycles,omitempty"`
}

// Match scores every kernel against the platform.
func (c Config) Match(p *device.Platform) []KernelMatch {
	var out []KernelMatch
	for _, kc := range c.Kernels {
		n := device.Needs{Required: kc.Required, Preferred: kc.Prefer}
		m := KernelMatch{Kernel: kc.Name, Scores: device.Score(p.Devices, n), needs: n, Context: kc.Context}
		for _, r := range kc.Required {
			m.Required = append(m.Required, r.String())
		}
		for _, r := range kc.Prefer {
			m.Prefer = append(m.Prefer, r.String())
		}
		if set, err := p.Select(n); err != nil {
			m.Error = err.Error()
		} else {
			m.Set = &set
			k, kerr := kc.Kernel()
			for _, id := range set.Devices {
				d := p.Devices[id]
				m.Devices = append(m.Devices, d.Name)
				if c.contextHas(kc.Context, d.Name) {
					m.Placed = append(m.Placed, d.Name)
				}
				if kerr == nil && c.contextHas(kc.Context, d.Name) {
					why, c := Choice(k, d.Caps.Type, d.Caps.Version)
					m.Executables = append(m.Executables, ExeChoice{Device: d.Name, Reason: why, Compile: c})
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// RunRecord is what one instance did functionally.
type RunRecord struct {
	Instance   string             `json:"instance"`
	Kernel     string             `json:"kernel"`
	Device     string             `json:"device"`
	Waits      []string           `json:"waits,omitempty"`
	Executable string             `json:"executable"` // why this executable (fitting, or compiled online)
	Compiled   bool               `json:"compiled_online"`
	CacheHit   bool               `json:"cache_hit"`
	Params     map[string]float64 `json:"params,omitempty"`
	Output     *Output            `json:"output"`
	Error      string             `json:"error,omitempty"`
	HostNS     int64              `json:"host_ns"` // host wall time, reported beside the timeline, never in it
	// Parts are a split instance's shares, each computed with its device's
	// executable, in item order.
	Parts []PartRecord `json:"parts,omitempty"`
}

// PartRecord is one device's share of a split instance.
type PartRecord struct {
	Device     string `json:"device"`
	Items      int    `json:"items"`
	Executable string `json:"executable"`
	Online     bool   `json:"compiled_online"`
}

// Result is a runtime run.
type Result struct {
	Devices []device.Physical     `json:"devices"`
	Matches []KernelMatch         `json:"matches"`
	Plan    *scheduler.HostResult `json:"queue"`
	Runs    []RunRecord           `json:"runs"`
	Cache   CacheStats            `json:"compile_cache"`
	Frame   *image.RGBA           `json:"-"` // the framebuffer at the end
	// Contexts: each context's devices, what it owned and freed, its queue
	// and its reference history.
	Contexts []ContextRecord `json:"contexts"`
	// CriticalPath is the event chain that decided the queue's makespan.
	CriticalPath []string `json:"critical_path"`
	// TileDelay compares the fragment tiles with the runtime's PPU work on
	// the SMs against graphics alone (RunOnSMs; nil before).
	TileDelay *TileDelay `json:"fragment_tile_delay,omitempty"`
	// SMPasses is how many times RunWithSMs simulated the CTAs (0: never).
	SMPasses int `json:"sm_passes,omitempty"`
	insts    []scheduler.HostInstance
	instIdx  map[string]int // insts by name (instance)
}

// CompileCycles is the virtual cost of an online compile of k: a fixed
// part plus a part per program instruction.
func CompileCycles(k *Kernel) int64 { return 2000 + 40*int64(k.OpsPerItem()) }

// Run plans the execution queue on the cost model and executes every
// instance for real, in the order the runtime picked them, on threads host
// goroutines. frame is the rendered framebuffer (not modified; the result
// carries the new one); gfx gives the PPU's graphics load over time.
func Run(c Config, ppu device.PPU, frame *image.RGBA, gfx func(t int64) int, threads int) (*Result, error) {
	return run(context.Background(), c, ppu, frame, gfx, nil, threads, nil)
}

// run is Run with retime, if not nil, called after the queue is planned and
// before the kernels execute: it may set the instances' Measured times and
// plan again with replan.
// gfxNext, if not nil, gives the next change of the graphics load (a CPU
// placement is then revisited when the PPU frees up).
//
// It goes in three phases: prepare (the platform, the kernels, the
// contexts, and the queue's devices and instances for the cost model),
// plan (scheduler.PlanHost, then retime), and execute (each instance for
// real in plan order, then each context's record).
func run(ctx context.Context, c Config, ppu device.PPU, frame *image.RGBA, gfx func(t int64) int, gfxNext func(t int64) int64, threads int, retime func(r *Result, replan func() error) error) (*Result, error) {
	p, err := c.Platform(ppu)
	if err != nil {
		return nil, err
	}
	res := &Result{Devices: p.Devices, Matches: c.Match(p)}
	kernels, match, err := c.buildKernels(res.Matches)
	if err != nil {
		return nil, err
	}
	// Each context is created for its devices and owns its queue, kernels
	// and buffers; an instance retains its context while it runs.
	ctxs, owner, err := c.makeContexts(p, kernels)
	if err != nil {
		return nil, err
	}
	hdevs := hostDevices(p)
	insts, err := c.hostInstances(p, kernels, match, owner, frame)
	if err != nil {
		return nil, err
	}
	opts := scheduler.HostOptions{Threshold: c.Threshold, GraphicsLoad: gfx, GraphicsNext: gfxNext, RefClockMHz: ppu.ClockMHz}
	replan := func() error {
		plan, err := scheduler.PlanHost(hdevs, insts, opts)
		if err != nil {
			return err
		}
		res.Plan, res.insts, res.CriticalPath = plan, insts, plan.CriticalPath()
		return nil
	}
	if err := replan(); err != nil {
		return nil, err
	}
	if retime != nil {
		if err := retime(res, replan); err != nil {
			return nil, err
		}
	}
	x := newQueueRun(ctx, c, p, kernels, owner, frame, threads, res)
	for _, name := range res.Plan.Order {
		if err := x.runInstance(name); err != nil {
			return nil, err
		}
	}
	for _, cx := range ctxs {
		r, err := cx.finish()
		if err != nil {
			return nil, err
		}
		res.Contexts = append(res.Contexts, r)
	}
	res.Cache = x.cache.Stats()
	res.Frame = x.cur
	return res, nil
}

// buildKernels builds every kernel of c, by name, with its match (matches
// is c.Match's answer, in the order of c.Kernels).
func (c Config) buildKernels(matches []KernelMatch) (map[string]*Kernel, map[string]KernelMatch, error) {
	kernels := map[string]*Kernel{}
	match := map[string]KernelMatch{}
	for i, kc := range c.Kernels {
		k, err := kc.Kernel()
		if err != nil {
			return nil, nil, err
		}
		kernels[kc.Name] = k
		match[kc.Name] = matches[i]
	}
	return kernels, match, nil
}

// hostDevices is the platform's devices as the queue's cost model sees
// them (a CPU launches faster and moves data at 32 bytes a cycle).
func hostDevices(p *device.Platform) []scheduler.HostDevice {
	var hdevs []scheduler.HostDevice
	for _, d := range p.Devices {
		hd := scheduler.HostDevice{Name: d.Name, Type: d.Caps.Type, Units: d.Units, Lanes: d.Lanes, ClockMHz: d.ClockMHz, LaunchCycles: 200}
		if d.Caps.Type == device.TypeCPU {
			hd.LaunchCycles, hd.BytesPerCycle = 50, 32
		}
		hdevs = append(hdevs, hd)
	}
	return hdevs
}

// hostInstances is every instance of c as the queue's cost model sees it,
// in c's order; an instance whose kernel is unknown or qualifies on no
// device of its context is an error.
func (c Config) hostInstances(p *device.Platform, kernels map[string]*Kernel, match map[string]KernelMatch, owner map[string]*rtContext, frame *image.RGBA) ([]scheduler.HostInstance, error) {
	var insts []scheduler.HostInstance
	for _, ic := range c.Instances {
		k, ok := kernels[ic.Kernel]
		if !ok {
			return nil, fmt.Errorf("instance %q: unknown kernel %q", ic.Name, ic.Kernel)
		}
		m := match[ic.Kernel]
		if m.Set == nil {
			return nil, fmt.Errorf("instance %q: kernel %q: %s", ic.Name, ic.Kernel, m.Error)
		}
		items := int64(len(inputBuffer(c.Instances, ic)))
		if k.Domain == DomainImage {
			r := ic.Region
			if r.Empty() && frame != nil {
				r = frame.Bounds()
			}
			items = int64(r.Dx() * r.Dy())
		}
		hi := scheduler.HostInstance{Name: ic.Name, Kernel: ic.Kernel, Priority: ic.Priority, Wait: ic.Wait, Device: ic.Device,
			Ops: int64(k.OpsPerItem()), Items: items, Bytes: items * 4, SubmitAt: ic.SubmitAt, Compile: map[string]int64{}, Split: ic.Split, Slowdown: ic.Slowdown}
		if err := placeInContext(&hi, m, owner[ic.Name]); err != nil {
			return nil, err
		}
		chargeCompiles(&hi, k, p)
		insts = append(insts, hi)
	}
	return insts, nil
}

// placeInContext sets hi's Capable and Allowed devices. The logical
// device: the kernel's highest-scoring capable devices (the seed's
// "devices with highest matching scores"), intersected with the
// context's; a capable CPU of the context still takes the fallback
// (Capable).
func placeInContext(hi *scheduler.HostInstance, m KernelMatch, oc *rtContext) error {
	var capable []string
	for _, sc := range m.Scores {
		if sc.Qualifies {
			capable = append(capable, sc.Name)
		}
	}
	hi.Capable = oc.allowed(capable)
	if len(hi.Capable) == 0 {
		return fmt.Errorf("instance %q (context %s): no device of the context qualifies for kernel %q", hi.Name, oc.cfg.Name, hi.Kernel)
	}
	if hi.Allowed = oc.allowed(m.Devices); len(hi.Allowed) == 0 {
		return fmt.Errorf("instance %q (context %s): kernel %q's logical device (%s: its highest matching score) has no device of the context (%s)",
			hi.Name, oc.cfg.Name, hi.Kernel, strings.Join(m.Devices, ", "), strings.Join(hi.Capable, ", "))
	}
	return nil
}

// chargeCompiles gives hi, on every device where kernel k would need an
// online compile, its cost there and the cache key of what it compiles
// (source and target); the queue charges it to the first instance that
// runs with that key (the cache then holds the result, for any kernel of
// the same source). A shipped executable's declared cost replaces the
// program length there.
func chargeCompiles(hi *scheduler.HostInstance, k *Kernel, p *device.Platform) {
	for _, d := range p.Devices {
		e := k.fitting(d.Caps.Type, d.Caps.Version)
		if e == nil {
			hi.Compile[d.Name] = CompileCycles(k)
			if hi.CompileKey == nil {
				hi.CompileKey = map[string]string{}
			}
			hi.CompileKey[d.Name] = CacheKey(k, d.Caps.Type, d.Caps.Version)
		} else if e.Cost > 0 {
			if hi.OpsOn == nil {
				hi.OpsOn = map[string]int64{}
			}
			hi.OpsOn[d.Name] = int64(e.Cost)
		}
	}
}

// contextHas reports whether the context named ctx ("": the first; none
// declared: every device) is created for device dev.
func (c Config) contextHas(ctx, dev string) bool {
	if len(c.Contexts) == 0 {
		return true
	}
	cc := c.Contexts[0]
	for _, x := range c.Contexts {
		if x.Name == ctx {
			cc = x
		}
	}
	return len(cc.Devices) == 0 || slices.Contains(cc.Devices, dev)
}

// inputBuffer is the buffer an instance's items come from: its own, or
// (input = an instance) that instance's, whose output has its length.
func inputBuffer(all []InstanceConfig, ic InstanceConfig) []float64 {
	for range all { // bounded: a chain of inputs visits each instance once
		if ic.Input == "" || ic.Input == "frame" || ic.Input == "buffer" {
			return ic.Buffer
		}
		i := slices.IndexFunc(all, func(x InstanceConfig) bool { return x.Name == ic.Input })
		if i < 0 {
			return ic.Buffer
		}
		ic = all[i]
	}
	return ic.Buffer
}

// fitting returns k's executable for exactly type typ and version (nil
// none: the source is compiled online).
func (k *Kernel) fitting(typ string, version int) *Executable {
	for i, e := range k.Executables {
		if e.Type == typ && e.Version == version {
			return &k.Executables[i]
		}
	}
	return nil
}

// ParamBudget is the operation budget of one instance parameter.
const ParamBudget = 1 << 20

// paramEnv is an instance parameter's environment: res.NAME.
func paramEnv(results map[string]any) map[string]any {
	return map[string]any{"res": results}
}

// CheckParam compiles an instance parameter's expression as a kernel is
// compiled (sandbox.go): the same builtins and rules. A SourceError gives
// the line and column inside the expression.
func CheckParam(instance, name, src string) error {
	k := &Kernel{Name: instance + "." + name}
	_, err := k.sourceErr(compileSandboxed(src, paramEnv(map[string]any{})))
	return err
}

// evalParams evaluates an instance's parameter expressions over the
// results of the instances before it (res.NAME), each under ParamBudget
// operations and ctx.
func evalParams(ctx context.Context, ic InstanceConfig, results map[string]any) (map[string]float64, error) {
	out := map[string]float64{}
	names := make([]string, 0, len(ic.Params))
	for n := range ic.Params {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		where := origin(ic.Origin)
		p, err := compileSandboxed(ic.Params[n], paramEnv(map[string]any{}))
		if err != nil {
			return nil, fmt.Errorf("%sinstance %q: param %s: %v", where, ic.Name, n, err)
		}
		c := counter{m: &meter{ctx: ctx, budget: ParamBudget, kernel: ic.Name + "." + n}}
		env := paramEnv(results)
		c.instrument(env)
		var machine vm.VM
		machine.MemoryBudget = memoryBudget
		v, err := machine.Run(p, env)
		if err == nil {
			err = c.flush()
		}
		if c.stop != nil {
			err = c.stop
		}
		if err != nil {
			return nil, fmt.Errorf("%sinstance %q: param %s: %v", where, ic.Name, n, err)
		}
		f, ok := number(v)
		if !ok {
			return nil, fmt.Errorf("%sinstance %q: param %s is %T, not a number", where, ic.Name, n, v)
		}
		out[n] = f
	}
	return out, nil
}

// origin is a position prefix ("workspace.toml:12:3: ") or "".
func origin(o string) string {
	if o == "" {
		return ""
	}
	return o + ": "
}

// GraphicsLoad returns the PPU's graphics load over time from a scheduler
// result: the percentage of its SMs holding at least one graphics CTA at t.
func GraphicsLoad(r *scheduler.Result, sms int) func(t int64) int {
	type span struct {
		sm   int
		s, e int64
	}
	var spans []span
	for _, iv := range r.Intervals {
		if iv.Kind == scheduler.KindGraphics {
			e := iv.End
			if e < 0 {
				e = r.Makespan
			}
			spans = append(spans, span{iv.SM, iv.Start, e})
		}
	}
	return func(t int64) int {
		if sms < 1 {
			return 0
		}
		busy := map[int]bool{}
		for _, s := range spans {
			if s.s <= t && t < s.e {
				busy[s.sm] = true
			}
		}
		return len(busy) * 100 / sms
	}
}

// GraphicsNext returns, from a scheduler result, the next time after t at
// which the PPU's graphics load (GraphicsLoad) may change: the next start
// or end of a graphics CTA (-1: none).
func GraphicsNext(r *scheduler.Result) func(t int64) int64 {
	var ts []int64
	for _, iv := range r.Intervals {
		if iv.Kind == scheduler.KindGraphics {
			e := iv.End
			if e < 0 {
				e = r.Makespan
			}
			ts = append(ts, iv.Start, e)
		}
	}
	slices.Sort(ts)
	ts = slices.Compact(ts)
	return func(t int64) int64 {
		i, _ := slices.BinarySearch(ts, t+1)
		if i == len(ts) {
			return -1
		}
		return ts[i]
	}
}

// Summary describes the run's result in a few words.
func (r RunRecord) Summary() string {
	o := r.Output
	switch {
	case r.Error != "":
		return "error: " + r.Error
	case o == nil:
		return ""
	case o.Value != nil:
		return fmt.Sprintf("result %.4f", o.Value)
	case o.Hist != nil:
		return fmt.Sprintf("histogram %v", o.Hist)
	case o.Image != nil:
		return fmt.Sprintf("wrote %d pixels of the framebuffer", o.Items)
	case o.Buffer != nil && len(o.Buffer) <= 16:
		return fmt.Sprintf("buffer %v", o.Buffer)
	case o.Buffer != nil:
		return fmt.Sprintf("buffer of %d", len(o.Buffer))
	}
	return ""
}
