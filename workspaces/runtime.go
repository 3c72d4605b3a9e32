package workspaces

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/internal/hint"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
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

// runtimeInt is one integer key of [runtime]: its name (spelled once),
// its range and unit, the field it is read from and the Config field it
// sets when in range.
type runtimeInt struct {
	key    string
	lo, hi int
	unit   string
	from   func(*runtimeSection) *int
	to     func(*hostrt.Config) *int
}

// runtimeInts is the table of [runtime]'s integer keys.
var runtimeInts = []runtimeInt{
	{"cpu_cores", 1, 1024, "", func(s *runtimeSection) *int { return s.CPUCores }, func(c *hostrt.Config) *int { return &c.CPUCores }},
	{"cpu_clock_mhz", 1, 100000, "", func(s *runtimeSection) *int { return s.CPUClockMHz }, func(c *hostrt.Config) *int { return &c.CPUClockMHz }},
	{"threshold", 0, 100, " percent", func(s *runtimeSection) *int { return s.Threshold }, func(c *hostrt.Config) *int { return &c.Threshold }},
	{"ppu_version", 1, 99, "", func(s *runtimeSection) *int { return s.PPUVersion }, func(c *hostrt.Config) *int { return &c.PPUVersion }},
	{"cpu_version", 1, 99, "", func(s *runtimeSection) *int { return s.CPUVersion }, func(c *hostrt.Config) *int { return &c.CPUVersion }},
}

// runtimeCheck is the state shared by the checks of one [runtime]
// section: the names declared so far, by kind.
type runtimeCheck struct {
	l *loader
	f *tomlFile
	s *runtimeSection
	c *hostrt.Config

	devices   map[string]bool            // device names (ppu, cpu and runtime.devices)
	ctxDevs   map[string]map[string]bool // each context's devices (nil: every device)
	kernels   map[string]bool            // kernel names
	kernelCtx map[string]string          // each kernel's context
	insts     map[string]bool            // instance names checked so far
	declared  map[string]bool            // every instance name
	instCtx   map[string]string          // each instance's context
}

// runtime checks [runtime] and builds the host runtime's configuration;
// nil when the workspace has no [runtime] section.
func (l *loader) runtime(f *tomlFile, s *runtimeSection) *hostrt.Config {
	if !f.has("runtime") && s.CPUCores == nil && len(s.Kernels) == 0 && len(s.Instances) == 0 && len(s.Devices) == 0 {
		return nil
	}
	c := &hostrt.Config{CPUCores: hostrt.DefaultCPUCores, CPUClockMHz: hostrt.DefaultCPUClockMHz, Threshold: hostrt.DefaultThreshold}
	for _, k := range runtimeInts {
		path := "runtime." + k.key
		if v := k.from(s); v != nil {
			if *v < k.lo || *v > k.hi {
				f.errAt(path, "%s: %d is outside %d..%d%s", path, *v, k.lo, k.hi, k.unit)
			} else {
				*k.to(c) = *v
			}
		}
	}
	rc := &runtimeCheck{l: l, f: f, s: s, c: c,
		devices: map[string]bool{hostrt.MachinePPU: true, hostrt.MachineCPU: true},
		kernels: map[string]bool{}, kernelCtx: map[string]string{},
		insts: map[string]bool{}, declared: make(map[string]bool, len(s.Instances)), instCtx: map[string]string{}}
	for i, d := range s.Devices {
		rc.device(tomlpos.IndexPath("runtime.devices", i), d)
	}
	rc.ctxDevs = l.runtimeContexts(f, s, rc.devices, c)
	// Every kernel is matched against every device (the devices command
	// shows the whole table): the product is bounded (4000 devices × 4000
	// kernels ran out of memory).
	if nd := int64(len(s.Devices) + 2); nd*int64(len(s.Kernels)) > maxMatchPairs {
		k := int(maxMatchPairs / nd)
		f.errAt(tomlpos.IndexPath("runtime.kernels", k), "runtime.kernels[%d]: %d devices × %d kernels is more than %d device-kernel pairs (the limit on capability matching)", k, nd, len(s.Kernels), maxMatchPairs)
		return c
	}
	for i, k := range s.Kernels {
		if kc, ok := rc.kernel(tomlpos.IndexPath("runtime.kernels", i), k); ok {
			c.Kernels = append(c.Kernels, kc)
		}
	}
	for _, in := range s.Instances {
		rc.declared[in.Name] = true
	}
	for i, in := range s.Instances {
		if ic, ok := rc.instance(tomlpos.IndexPath("runtime.instances", i), in); ok {
			c.Instances = append(c.Instances, ic)
		}
	}
	waitCycle(f, s.Instances)
	return c
}

// device checks one [[runtime.devices]] entry at path p and adds it.
func (rc *runtimeCheck) device(p string, d runtimeDevice) {
	f := rc.f
	if !identRE.MatchString(d.Name) || rc.devices[d.Name] {
		f.errAt(p+".name", "%s.name: %q must be a new identifier (ppu and cpu are taken)", p, d.Name)
		return
	}
	rc.devices[d.Name] = true
	x := hostrt.ExtraPPU{Name: d.Name, Vendor: d.Vendor, Version: 1, SMs: 1, FP64: d.FP64, Extra: d.Capabilities}
	f.optIn(p+".version", d.Version, 1, 99, "", &x.Version)
	f.optIn(p+".sms", d.SMs, 1, 1024, "", &x.SMs)
	for j, cp := range d.Capabilities {
		q := tomlpos.IndexPath(p+".capabilities", j)
		switch {
		case slices.Contains(device.CapabilityNames, cp):
			f.errAt(q, "%s: %q is a built-in capability, not an extra one (set fp64 = true or version = N on the device)", q, cp)
		case !identRE.MatchString(cp):
			f.errAt(q, "%s: %q is not a capability name (letters, digits and _)", q, hint.Clip(cp))
		}
	}
	rc.c.ExtraPPUs = append(rc.c.ExtraPPUs, x)
}

// runtimeContexts checks [[runtime.contexts]] and returns each context's
// devices (nil: every device).
func (l *loader) runtimeContexts(f *tomlFile, s *runtimeSection, devices map[string]bool, c *hostrt.Config) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for i, x := range s.Contexts {
		p := tomlpos.IndexPath("runtime.contexts", i)
		if !identRE.MatchString(x.Name) || out[x.Name] != nil {
			f.errAt(p+".name", "%s.name: %q must be a unique identifier", p, x.Name)
			continue
		}
		devs := map[string]bool{}
		for j, d := range x.Devices {
			if !devices[d] {
				f.errAt(tomlpos.IndexPath(p+".devices", j), "%s.devices[%d]: unknown device %q (devices: %s)", p, j, d, strings.Join(sortedKeys(devices), ", "))
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
				f.errAt(tomlpos.IndexPath(tomlpos.IndexPath("runtime.instances", top.node)+".wait", j),
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
	p := f.pos.Lookup(path, false)
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
