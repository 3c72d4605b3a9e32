package workspaces

import (
	"errors"
	"image"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/scheduler"
)

// The [runtime] section of workspace.toml (docs/runtime.md, docs/formats.md).
type runtimeSection struct {
	CPUCores    *int              `toml:"cpu_cores"`
	CPUClockMHz *int              `toml:"cpu_clock_mhz"`
	Threshold   *int              `toml:"threshold"`
	PPUVersion  *int              `toml:"ppu_version"`
	CPUVersion  *int              `toml:"cpu_version"`
	Devices     []runtimeDevice   `toml:"devices"`
	Kernels     []runtimeKernel   `toml:"kernels"`
	Instances   []runtimeInstance `toml:"instances"`
	Contexts    []runtimeContext  `toml:"contexts"`
}

type runtimeContext struct {
	Name    string   `toml:"name"`
	Devices []string `toml:"devices"`
}

type runtimeDevice struct {
	Name         string   `toml:"name"`
	Vendor       string   `toml:"vendor"`
	Version      *int     `toml:"version"`
	SMs          *int     `toml:"sms"`
	FP64         bool     `toml:"fp64"`
	Capabilities []string `toml:"capabilities"`
}

type runtimeKernel struct {
	Name       string   `toml:"name"`
	Builtin    string   `toml:"builtin"`
	Source     string   `toml:"source"`
	SourceFile string   `toml:"source_file"`
	Domain     string   `toml:"domain"`
	Reduce     string   `toml:"reduce"`
	Bins       *int     `toml:"bins"`
	Params     []string `toml:"params"`
	Budget     *int64   `toml:"budget"`
	Require    []string `toml:"require"`
	Prefer     []string `toml:"prefer"`
	// Executables the kernel ships ([[runtime.kernels.executables]]).
	Executables []runtimeExecutable `toml:"executables"`
	Context     string              `toml:"context"`
}

type runtimeExecutable struct {
	Type    string `toml:"type"`
	Version *int   `toml:"version"`
	Cost    *int   `toml:"cost"`
}

type runtimeInstance struct {
	Name     string    `toml:"name"`
	Kernel   string    `toml:"kernel"`
	Priority int       `toml:"priority"`
	Wait     []string  `toml:"wait"`
	Device   string    `toml:"device"`
	Input    string    `toml:"input"`
	Output   string    `toml:"output"`
	Region   []int     `toml:"region"`
	Buffer   []float64 `toml:"buffer"`
	Params   []string  `toml:"params"`
	SubmitAt *int64    `toml:"submit_at"`
	Split    bool      `toml:"split"`
	Slowdown *int      `toml:"slowdown"`
	Context  string    `toml:"context"`
}

// maxRegion bounds an instance's region coordinates.
const maxRegion = 1 << 16

// maxMatchPairs bounds devices (ppu, cpu and runtime.devices) × runtime
// kernels, the table of capability matches.
const maxMatchPairs = 1 << 18

var identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// runtime checks [runtime] and builds the host runtime's configuration;
// nil when the workspace has no [runtime] section.
func (l *loader) runtime(f *tomlFile, s *runtimeSection) *hostrt.Config {
	if !f.has("runtime") && s.CPUCores == nil && len(s.Kernels) == 0 && len(s.Instances) == 0 && len(s.Devices) == 0 {
		return nil
	}
	c := &hostrt.Config{CPUCores: 4, CPUClockMHz: 3000, Threshold: 50}
	if v := s.CPUCores; v != nil {
		if *v < 1 || *v > 1024 {
			f.errAt("runtime.cpu_cores", "runtime.cpu_cores: %d is outside 1..1024", *v)
		} else {
			c.CPUCores = *v
		}
	}
	if v := s.CPUClockMHz; v != nil {
		if *v < 1 || *v > 100000 {
			f.errAt("runtime.cpu_clock_mhz", "runtime.cpu_clock_mhz: %d is outside 1..100000", *v)
		} else {
			c.CPUClockMHz = *v
		}
	}
	if v := s.Threshold; v != nil {
		if *v < 0 || *v > 100 {
			f.errAt("runtime.threshold", "runtime.threshold: %d is outside 0..100 percent", *v)
		} else {
			c.Threshold = *v
		}
	}
	for _, v := range []struct {
		key string
		p   *int
		to  *int
	}{{"runtime.ppu_version", s.PPUVersion, &c.PPUVersion}, {"runtime.cpu_version", s.CPUVersion, &c.CPUVersion}} {
		if v.p == nil {
			continue
		}
		if *v.p < 1 || *v.p > 99 {
			f.errAt(v.key, "%s: %d is outside 1..99", v.key, *v.p)
		} else {
			*v.to = *v.p
		}
	}
	names := map[string]bool{"ppu": true, "cpu": true}
	for i, d := range s.Devices {
		p := indexPath("runtime.devices", i)
		if !identRE.MatchString(d.Name) || names[d.Name] {
			f.errAt(p+".name", "%s.name: %q must be a new identifier (ppu and cpu are taken)", p, d.Name)
			continue
		}
		names[d.Name] = true
		x := hostrt.ExtraPPU{Name: d.Name, Vendor: d.Vendor, Version: 1, SMs: 1, FP64: d.FP64, Extra: d.Capabilities}
		f.optIn(p+".version", d.Version, 1, 99, "", &x.Version)
		f.optIn(p+".sms", d.SMs, 1, 1024, "", &x.SMs)
		for j, cp := range d.Capabilities {
			q := indexPath(p+".capabilities", j)
			switch {
			case slices.Contains(device.CapabilityNames, cp):
				f.errAt(q, "%s: %q is a built-in capability, not an extra one (set fp64 = true or version = N on the device)", q, cp)
			case !identRE.MatchString(cp):
				f.errAt(q, "%s: %q is not a capability name (letters, digits and _)", q, clip(cp))
			}
		}
		c.ExtraPPUs = append(c.ExtraPPUs, x)
	}
	ctxDevs := l.runtimeContexts(f, s, names, c)
	kernelCtx := map[string]string{}
	kernels := map[string]bool{}
	// Every kernel is matched against every device (the devices command
	// shows the whole table): the product is bounded (4000 devices × 4000
	// kernels ran out of memory).
	if nd := int64(len(s.Devices) + 2); nd*int64(len(s.Kernels)) > maxMatchPairs {
		k := int(maxMatchPairs / nd)
		f.errAt(indexPath("runtime.kernels", k), "runtime.kernels[%d]: %d devices × %d kernels is more than %d device-kernel pairs (the limit on capability matching)", k, nd, len(s.Kernels), maxMatchPairs)
		return c
	}
	for i, k := range s.Kernels {
		p := indexPath("runtime.kernels", i)
		if !identRE.MatchString(k.Name) || kernels[k.Name] {
			f.errAt(p+".name", "%s.name: %q must be a unique identifier", p, k.Name)
			continue
		}
		kernels[k.Name] = true
		kc := hostrt.KernelConfig{Name: k.Name, Builtin: k.Builtin, Source: k.Source, Params: k.Params, Context: k.Context, Origin: f.where(p)}
		if k.Source != "" {
			kc.Origin = f.where(p + ".source")
		}
		kernelCtx[k.Name] = contextName(f, p, k.Context, c)
		srcFile, srcPath := f, p+".source"
		var srcText []byte
		if k.SourceFile != "" {
			_, data, ok := l.readRef(f, p+".source_file", k.SourceFile, maxFileSize)
			if !ok {
				continue
			}
			kc.Source, kc.Origin = string(data), k.SourceFile
			srcFile, srcPath, srcText = nil, k.SourceFile, data
		}
		n := 0
		for _, set := range []bool{k.Builtin != "", k.Source != "", k.SourceFile != ""} {
			if set {
				n++
			}
		}
		if n != 1 {
			f.errAt(p, "%s: give exactly one of builtin, source or source_file", p)
			continue
		}
		if k.Builtin != "" {
			if _, err := hostrt.Builtin(k.Builtin); err != nil {
				f.errAt(p+".builtin", "%s.builtin: %v", p, err)
				continue
			}
		} else {
			kc.Domain = enumOf(f, p+".domain", k.Domain, hostrt.DomainNames, hostrt.DomainImage)
			kc.Reduce = enumOf(f, p+".reduce", k.Reduce, hostrt.ReduceNames, hostrt.ReduceNone)
		}
		if k.Bins != nil {
			kc.Bins = *k.Bins
			if *k.Bins < 1 || *k.Bins > hostrt.MaxBins {
				f.errAt(p+".bins", "%s.bins: %d is outside 1..%d", p, *k.Bins, hostrt.MaxBins)
				kc.Bins = 1 // reported here, not again by the kernel's check
			}
		}
		if k.Budget != nil {
			if *k.Budget < 1 {
				f.errAt(p+".budget", "%s.budget: must be at least 1 operation", p)
			}
			kc.Budget = *k.Budget
		}
		for _, pn := range k.Params {
			if !identRE.MatchString(pn) {
				f.errAt(p+".params", "%s.params: %q is not an identifier", p, pn)
			}
		}
		for j, r := range k.Require {
			rq, err := device.ParseRequirement(r)
			if err != nil {
				f.errAt(indexPath(p+".require", j), "%s.require[%d]: %v", p, j, err)
			}
			kc.Required = append(kc.Required, rq)
		}
		for j, r := range k.Prefer {
			rq, err := device.ParseRequirement(r)
			if err != nil {
				f.errAt(indexPath(p+".prefer", j), "%s.prefer[%d]: %v", p, j, err)
			}
			kc.Prefer = append(kc.Prefer, rq)
		}
		for j, e := range k.Executables {
			ep := indexPath(p+".executables", j)
			ec := hostrt.ExecutableConfig{Type: e.Type, Version: 1}
			if e.Type != device.TypePPU && e.Type != device.TypeCPU {
				f.errAt(ep+".type", "%s.type: %q is not a device type (%s, %s)", ep, e.Type, device.TypePPU, device.TypeCPU)
			}
			f.optIn(ep+".version", e.Version, 1, 99, "", &ec.Version)
			f.optIn(ep+".cost", e.Cost, 1, 1_000_000, " operations per item", &ec.Cost)
			for _, prev := range kc.Executables {
				if prev.Type == ec.Type && prev.Version == ec.Version {
					f.errAt(ep, "%s: a second executable for %s v%d", ep, ec.Type, ec.Version)
				}
			}
			kc.Executables = append(kc.Executables, ec)
		}
		if _, err := kc.Kernel(); err != nil {
			var se *hostrt.SourceError
			if errors.As(err, &se) {
				l.sourceErr(srcFile, srcPath, srcText, se)
			} else {
				f.errAt(p, "%s: %v", p, err)
			}
		}
		c.Kernels = append(c.Kernels, kc)
	}
	insts := map[string]bool{}
	declared := make(map[string]bool, len(s.Instances))
	for _, in := range s.Instances {
		declared[in.Name] = true
	}
	instCtx := map[string]string{}
	for i, in := range s.Instances {
		p := indexPath("runtime.instances", i)
		if !identRE.MatchString(in.Name) || insts[in.Name] {
			f.errAt(p+".name", "%s.name: %q must be a unique identifier", p, in.Name)
			continue
		}
		insts[in.Name] = true
		if !kernels[in.Kernel] {
			f.errAt(p+".kernel", "%s.kernel: unknown kernel %q", p, in.Kernel)
		}
		if in.Device != "" && !names[in.Device] {
			f.errAt(p+".device", "%s.device: unknown device %q (devices: %s)", p, in.Device, strings.Join(sortedKeys(names), ", "))
		}
		ic := hostrt.InstanceConfig{Name: in.Name, Kernel: in.Kernel, Priority: in.Priority, Wait: in.Wait, Device: in.Device,
			Input: in.Input, Output: in.Output, Buffer: in.Buffer, Split: in.Split, Context: in.Context, Origin: f.where(p)}
		if cn := contextName(f, p, in.Context, c); cn != "" {
			instCtx[in.Name] = cn
			if kn, ok := kernelCtx[in.Kernel]; ok && kn != "" && kn != cn {
				f.errAt(p+".kernel", "%s.kernel: kernel %q belongs to context %s, not to this instance's context %s", p, in.Kernel, kn, cn)
			}
			if bn, ok := instCtx[in.Input]; ok && bn != cn {
				f.errAt(p+".input", "%s.input: the buffer of %q belongs to context %s, not to this instance's context %s", p, in.Input, bn, cn)
			}
			if devs := ctxDevs[cn]; in.Device != "" && devs != nil && !devs[in.Device] {
				f.errAt(p+".device", "%s.device: %q is not one of context %s's devices (%s)", p, in.Device, cn, strings.Join(sortedKeys(devs), ", "))
			}
		}
		for j, w := range in.Wait {
			if !declared[w] {
				f.errAt(indexPath(p+".wait", j), "%s.wait[%d]: unknown instance %q", p, j, w)
			}
		}
		if v := in.Slowdown; v != nil {
			if *v < 1 || *v > 10000 {
				f.errAt(p+".slowdown", "%s.slowdown: %d is outside 1..10000", p, *v)
			} else {
				ic.Slowdown = *v
			}
		}
		if in.Split && in.Device != "" {
			f.errAt(p+".split", "%s.split: a split instance runs on every qualifying device; leave out device", p)
		}
		if in.Output != "" && in.Output != "frame" {
			f.errAt(p+".output", "%s.output: only \"frame\" is an output (or leave it out)", p)
		}
		if len(in.Region) != 0 {
			if len(in.Region) != 4 || in.Region[2] <= in.Region[0] || in.Region[3] <= in.Region[1] {
				f.errAt(p+".region", "%s.region: want [x0, y0, x1, y1] with x1 > x0 and y1 > y0", p)
			} else if slices.Min(in.Region) < 0 || slices.Max(in.Region) > maxRegion {
				f.errAt(p+".region", "%s.region: coordinates are outside 0..%d", p, maxRegion)
			} else {
				ic.Region = image.Rect(in.Region[0], in.Region[1], in.Region[2], in.Region[3])
			}
		}
		if in.SubmitAt != nil {
			if *in.SubmitAt < 0 || *in.SubmitAt > scheduler.MaxTime {
				f.errAt(p+".submit_at", "%s.submit_at: %d is out of range 0..%d cycles (the limit on virtual time)", p, *in.SubmitAt, scheduler.MaxTime)
			}
			ic.SubmitAt = min(max(*in.SubmitAt, 0), scheduler.MaxTime)
		}
		ic.Params = map[string]string{}
		for j, pe := range in.Params {
			k, v, ok := strings.Cut(pe, "=")
			k = strings.TrimSpace(k)
			if !ok || !identRE.MatchString(k) {
				f.errAt(indexPath(p+".params", j), "%s.params[%d]: write \"name = expression\"", p, j)
				continue
			}
			ic.Params[k] = strings.TrimSpace(v)
			if err := hostrt.CheckParam(in.Name, k, ic.Params[k]); err != nil {
				var se *hostrt.SourceError
				if errors.As(err, &se) {
					f.errAt(indexPath(p+".params", j), "%s.params[%d]: %s: %d:%d: %s", p, j, k, se.Line, se.Column, se.Msg)
				} else {
					f.errAt(indexPath(p+".params", j), "%s.params[%d]: %v", p, j, err)
				}
			}
		}
		c.Instances = append(c.Instances, ic)
	}
	waitCycle(f, s.Instances)
	return c
}

// runtimeContexts checks [[runtime.contexts]] and returns each context's
// devices (nil: every device).
func (l *loader) runtimeContexts(f *tomlFile, s *runtimeSection, devices map[string]bool, c *hostrt.Config) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for i, x := range s.Contexts {
		p := indexPath("runtime.contexts", i)
		if !identRE.MatchString(x.Name) || out[x.Name] != nil {
			f.errAt(p+".name", "%s.name: %q must be a unique identifier", p, x.Name)
			continue
		}
		devs := map[string]bool{}
		for j, d := range x.Devices {
			if !devices[d] {
				f.errAt(indexPath(p+".devices", j), "%s.devices[%d]: unknown device %q (devices: %s)", p, j, d, strings.Join(sortedKeys(devices), ", "))
			}
			devs[d] = true
		}
		if len(x.Devices) == 0 {
			devs = devices
		}
		out[x.Name] = devs
		c.Contexts = append(c.Contexts, hostrt.ContextConfig{Name: x.Name, Devices: x.Devices})
	}
	return out
}

// contextName is the context an item at path p belongs to: the one it
// names, or the first declared ("" when none is declared). An unknown
// name is an error at its key.
func contextName(f *tomlFile, p, name string, c *hostrt.Config) string {
	if len(c.Contexts) == 0 {
		if name != "" {
			f.errAt(p+".context", "%s.context: unknown context %q (declare it in [[runtime.contexts]])", p, name)
		}
		return ""
	}
	if name == "" {
		return c.Contexts[0].Name
	}
	for _, x := range c.Contexts {
		if x.Name == name {
			return name
		}
	}
	var names []string
	for _, x := range c.Contexts {
		names = append(names, x.Name)
	}
	f.errAt(p+".context", "%s.context: unknown context %q (contexts: %s)", p, name, strings.Join(names, ", "))
	return ""
}

// waitCycle reports a cycle among the instances' waits, at the wait that
// closes it (an instance that waits, through others, on itself would never
// run). Depth-first, iterative, O(instances + waits).
func waitCycle(f *tomlFile, ins []runtimeInstance) {
	idx := make(map[string]int, len(ins))
	for i, in := range ins {
		if _, dup := idx[in.Name]; !dup {
			idx[in.Name] = i
		}
	}
	const (
		white = iota
		grey
		black
	)
	colour := make([]uint8, len(ins))
	type frame struct{ node, next int }
	for root := range ins {
		if colour[root] != white {
			continue
		}
		stack := []frame{{root, 0}}
		colour[root] = grey
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			waits := ins[top.node].Wait
			if top.next == len(waits) {
				colour[top.node] = black
				stack = stack[:len(stack)-1]
				continue
			}
			j := top.next
			top.next++
			w, ok := idx[waits[j]]
			if !ok {
				continue
			}
			switch colour[w] {
			case grey:
				path := []string{ins[w].Name}
				for k := len(stack) - 1; k >= 0 && stack[k].node != w; k-- {
					path = append(path, ins[stack[k].node].Name)
				}
				path = append(path, ins[w].Name)
				for a, b := 0, len(path)-1; a < b; a, b = a+1, b-1 {
					path[a], path[b] = path[b], path[a]
				}
				f.errAt(indexPath(indexPath("runtime.instances", top.node)+".wait", j),
					"runtime.instances[%d].wait[%d]: a wait cycle: %s", top.node, j, strings.Join(path, " waits on "))
				return
			case white:
				colour[w] = grey
				stack = append(stack, frame{w, 0})
			}
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// sourceErr reports a compile error at its place in the file: inside the
// source_file, or inside the TOML string of source.
func (l *loader) sourceErr(f *tomlFile, path string, text []byte, se *hostrt.SourceError) {
	if f == nil { // a source file: the position is the file's own
		l.d.add(path, se.Line, se.Column, "kernel %q: %s", se.Kernel, se.Msg)
		return
	}
	p := f.pos.lookup(path, false)
	line, col := p.Line, p.Col
	// p is the opening quote; find where the string's text starts.
	off := offsetOf(f.src, line, col)
	switch {
	case off >= 0 && off+3 <= len(f.src) && (string(f.src[off:off+3]) == `"""` || string(f.src[off:off+3]) == "'''"):
		col += 3
		if off+3 < len(f.src) && f.src[off+3] == '\n' {
			line, col = line+1, 1
		} else if off+4 < len(f.src) && string(f.src[off+3:off+5]) == "\r\n" {
			line, col = line+1, 1
		}
	default:
		col++
	}
	if se.Line > 1 {
		line, col = line+se.Line-1, se.Column
	} else {
		col += se.Column - 1
	}
	f.d.add(f.name, line, col, "kernel %q: %s", se.Kernel, se.Msg)
}

// offsetOf converts a 1-based line and column to a byte offset (-1 if out of range).
func offsetOf(src []byte, line, col int) int {
	l := 1
	for i := 0; i < len(src); i++ {
		if l == line {
			if i+col-1 < len(src) {
				return i + col - 1
			}
			return -1
		}
		if src[i] == '\n' {
			l++
		}
	}
	return -1
}
