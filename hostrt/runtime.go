package hostrt

import (
	"context"
	"fmt"
	"image"
	"sort"
	"strings"
	"time"

	"github.com/expr-lang/expr/vm"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// Config is a workspace's [runtime]: the CPU, extra PPUs, kernels and the
// execution queue.
type Config struct {
	CPUCores    int // fixed per workspace so results are reproducible
	CPUClockMHz int
	Threshold   int // percent of SMs busy with graphics above which PPU work falls back to the CPU
	ExtraPPUs   []ExtraPPU
	Kernels     []KernelConfig
	Instances   []InstanceConfig
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
	Reduce   string
	Bins     int
	Params   []string
	Budget   int64
	Required []device.Requirement
	Prefer   []device.Requirement
	Origin   string // where the source is, for run-time errors
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
		if k.Domain == "" {
			k.Domain = DomainImage
		}
	}
	k.Name, k.Origin = kc.Name, kc.Origin
	if kc.Budget > 0 {
		k.Budget = kc.Budget
	}
	return k, k.Check()
}

// Platform builds the physical devices: the PPU, the CPU and extra PPUs.
func (c Config) Platform(ppu device.PPU) (*device.Platform, error) {
	main := device.PPUDevice(ppu)
	main.Name, main.Vendor = "ppu", "ppuwb "+ppu.Name // workspaces name the machine's PPU "ppu"
	devs := []device.Physical{main}
	cores := max(c.CPUCores, 1)
	clk := c.CPUClockMHz
	if clk == 0 {
		clk = 3000
	}
	devs = append(devs, device.CPUDevice(device.CPU{Name: "cpu", Cores: cores, ClockMHz: clk}))
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
	needs    device.Needs
}

// Match scores every kernel against the platform.
func (c Config) Match(p *device.Platform) []KernelMatch {
	var out []KernelMatch
	for _, kc := range c.Kernels {
		n := device.Needs{Required: kc.Required, Preferred: kc.Prefer}
		m := KernelMatch{Kernel: kc.Name, Scores: device.Score(p.Devices, n), needs: n}
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
			for _, id := range set.Devices {
				m.Devices = append(m.Devices, p.Devices[id].Name)
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
	Frame   *image.RGBA           `json:"-"`       // the framebuffer at the end
	Context []string              `json:"context"` // the context's reference history
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
	return run(context.Background(), c, ppu, frame, gfx, threads, nil)
}

// run is Run with retime, if not nil, called after the queue is planned and
// before the kernels execute: it may set the instances' Measured times and
// plan again with replan.
func run(ctx context.Context, c Config, ppu device.PPU, frame *image.RGBA, gfx func(t int64) int, threads int, retime func(r *Result, replan func() error) error) (*Result, error) {
	p, err := c.Platform(ppu)
	if err != nil {
		return nil, err
	}
	res := &Result{Devices: p.Devices, Matches: c.Match(p)}
	kernels := map[string]*Kernel{}
	match := map[string]KernelMatch{}
	for i, kc := range c.Kernels {
		k, err := kc.Kernel()
		if err != nil {
			return nil, err
		}
		kernels[kc.Name] = k
		match[kc.Name] = res.Matches[i]
	}
	// The logical device of the whole queue gets one context, retained by
	// each instance while it runs and released after.
	set, err := p.Select(device.Needs{})
	if err != nil {
		return nil, err
	}
	dctx, err := p.CreateContext(set.ID)
	if err != nil {
		return nil, err
	}
	var hdevs []scheduler.HostDevice
	for _, d := range p.Devices {
		hd := scheduler.HostDevice{Name: d.Name, Type: d.Caps.Type, Units: d.Units, Lanes: d.Lanes, ClockMHz: d.ClockMHz, LaunchCycles: 200}
		if d.Caps.Type == device.TypeCPU {
			hd.LaunchCycles, hd.BytesPerCycle = 50, 32
		}
		hdevs = append(hdevs, hd)
	}
	compiled := map[string]bool{}
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
		items := int64(len(ic.Buffer))
		if k.Domain == DomainImage {
			r := ic.Region
			if r.Empty() && frame != nil {
				r = frame.Bounds()
			}
			items = int64(r.Dx() * r.Dy())
		}
		hi := scheduler.HostInstance{Name: ic.Name, Kernel: ic.Kernel, Priority: ic.Priority, Wait: ic.Wait, Device: ic.Device,
			Ops: int64(k.OpsPerItem()), Items: items, Bytes: items * 4, SubmitAt: ic.SubmitAt, Compile: map[string]int64{}, Split: ic.Split, Slowdown: ic.Slowdown}
		for _, sc := range m.Scores {
			if sc.Qualifies {
				hi.Allowed = append(hi.Allowed, sc.Name)
			}
		}
		for _, d := range p.Devices {
			if !fits(k, d) {
				key := ic.Kernel + "@" + d.Name
				if !compiled[key] {
					hi.Compile[d.Name] = CompileCycles(k)
					compiled[key] = true
				}
			}
		}
		insts = append(insts, hi)
	}
	opts := scheduler.HostOptions{Threshold: c.Threshold, GraphicsLoad: gfx, RefClockMHz: ppu.ClockMHz}
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
	plan := res.Plan
	cache := NewCache()
	cur := frame
	byName := map[string]InstanceConfig{}
	for _, ic := range c.Instances {
		byName[ic.Name] = ic
	}
	results := map[string]any{}
	buffers := map[string][]float64{}
	events := map[string][]scheduler.HostEvent{} // each instance's events, in plan order
	for _, ev := range plan.Events {
		events[ev.Instance] = append(events[ev.Instance], ev)
	}
	for _, name := range plan.Order {
		ic := byName[name]
		k := kernels[ic.Kernel]
		if err := dctx.Retain(); err != nil {
			return nil, err
		}
		// Every part's device selects (or compiles) its executable and a
		// split instance's parts compute their items with their own
		// executables (ExecuteParts: the same result as one device).
		var parts []Part
		var devNames, reasons []string
		for _, ev := range events[name] {
			d, _ := p.Lookup(ev.Device)
			s, err := cache.Select(k, d.Caps.Type, d.Caps.Version)
			if err != nil {
				return nil, fmt.Errorf("instance %q: %w", ic.Name, err)
			}
			parts = append(parts, Part{Sel: s, Items: int(ev.Items)})
			devNames = append(devNames, d.Name)
			reasons = append(reasons, s.Reason)
		}
		sel := parts[0].Sel
		rec := RunRecord{Instance: ic.Name, Kernel: ic.Kernel, Device: strings.Join(devNames, "+"), Waits: ic.Wait}
		rec.Executable, rec.Compiled, rec.CacheHit = strings.Join(reasons, "; "), sel.Compiled, sel.CacheHit
		if len(parts) > 1 {
			for i, pt := range parts {
				rec.Parts = append(rec.Parts, PartRecord{Device: devNames[i], Items: pt.Items, Executable: pt.Sel.Reason, Online: pt.Sel.Compiled})
			}
		}
		params, err := evalParams(ctx, ic, results)
		if err != nil {
			return nil, err
		}
		rec.Params = params
		in := Input{Image: cur, Region: ic.Region, Params: params, Buffer: ic.Buffer}
		if ic.Input != "" && ic.Input != "frame" && ic.Input != "buffer" {
			in.Buffer = buffers[ic.Input]
		}
		t0 := time.Now()
		out, err := ExecutePartsContext(ctx, k, parts, in, threads)
		rec.HostNS = time.Since(t0).Nanoseconds()
		if err != nil {
			rec.Error = err.Error()
			if out == nil {
				return nil, fmt.Errorf("%sinstance %q: %w", origin(ic.Origin), ic.Name, err)
			}
		}
		rec.Output = out
		switch {
		case out.Value != nil:
			results[ic.Name] = out.Value
		case out.Hist != nil:
			results[ic.Name] = out.Hist
		case out.Buffer != nil:
			results[ic.Name] = out.Buffer
			buffers[ic.Name] = out.Buffer
		}
		if ic.Output == "frame" && out.Image != nil {
			cur = out.Image
		}
		res.Runs = append(res.Runs, rec)
		if err := dctx.Release(); err != nil {
			return nil, err
		}
	}
	if err := dctx.Release(); err != nil {
		return nil, err
	}
	res.Context = dctx.History
	res.Cache = cache.Stats()
	res.Frame = cur
	return res, nil
}

// fits reports whether k has an executable for d's type and version.
func fits(k *Kernel, d device.Physical) bool {
	for _, e := range k.Executables {
		if e.Type == d.Caps.Type && e.Version == d.Caps.Version {
			return true
		}
	}
	return false
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
