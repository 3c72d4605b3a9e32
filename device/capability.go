package device

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// This file is the platform layer of the host runtime (docs/runtime.md):
// physical compute devices with their capabilities, matching an
// application's or kernel's capability requirements to them, device sets
// with logical device IDs, and contexts with reference counts.

// Device types.
const (
	TypePPU = "ppu"
	TypeCPU = "cpu"
)

// Capabilities are what a physical device offers. Numeric capabilities are
// compared with >=; boolean ones are present or absent; Extra holds the
// named capabilities a workspace declares.
type Capabilities struct {
	Type         string   `json:"type"`    // "ppu" or "cpu"
	Version      int      `json:"version"` // device version (executables target a type and version)
	FP64         bool     `json:"fp64"`
	Image        bool     `json:"image"` // image/texture support
	Atomics      bool     `json:"atomics"`
	LocalMem     int      `json:"local_mem"`      // bytes of local (shared) memory per work group
	MaxWorkGroup int      `json:"max_work_group"` // maximum work-group size
	Memory       int      `json:"memory"`         // bytes of device memory
	Extra        []string `json:"extra,omitempty"`
}

// Physical is one physical compute device: a PPU (its SMs) or the CPU
// (its cores). Units is the number of SMs or cores; Lanes the work items
// one unit processes per cycle (warp width for a PPU, 1 for a CPU core).
type Physical struct {
	ID       int          `json:"id"`
	Name     string       `json:"name"`
	Vendor   string       `json:"vendor"`
	Units    int          `json:"units"`
	Lanes    int          `json:"lanes"`
	ClockMHz int          `json:"clock_mhz"`
	Caps     Capabilities `json:"capabilities"`
}

// PPUDevice describes the workspace's PPU as a physical device.
func PPUDevice(p PPU) Physical {
	return Physical{Name: p.Name, Vendor: "ppuwb", Units: p.SMs, Lanes: max(p.WarpWidth, 1), ClockMHz: p.ClockMHz,
		Caps: Capabilities{Type: TypePPU, Version: 1, FP64: false, Image: true, Atomics: true,
			LocalMem: p.PerSM.SharedMem, MaxWorkGroup: p.PerSM.Threads, Memory: 1 << 30}}
}

// CPUDevice describes a CPU with a fixed number of cores as a physical device.
func CPUDevice(c CPU) Physical {
	return Physical{Name: c.Name, Vendor: "host", Units: c.Cores, Lanes: 1, ClockMHz: c.ClockMHz,
		Caps: Capabilities{Type: TypeCPU, Version: 1, FP64: true, Image: true, Atomics: true,
			LocalMem: 1 << 20, MaxWorkGroup: 1024, Memory: 8 << 30}}
}

// CapabilityNames are the names a requirement may use besides the
// workspace's extra capabilities. Numeric ones take ">=N", type takes "=ppu"
// or "=cpu".
var CapabilityNames = []string{"type", "version", "fp64", "image", "atomics", "local_mem", "max_work_group", "memory"}

// Requirement is one capability a kernel needs or prefers: a name, and for
// numeric capabilities a minimum ("local_mem>=32768"), for type a value
// ("type=cpu").
type Requirement struct {
	Name  string `json:"name"`
	Op    string `json:"op,omitempty"` // "", ">=" or "="
	Value string `json:"value,omitempty"`
}

func (r Requirement) String() string { return r.Name + r.Op + r.Value }

// ParseRequirement parses "fp64", "local_mem>=32768", "type=cpu" or
// "version>=2". Names outside CapabilityNames are extra capabilities and
// take no operator.
func ParseRequirement(s string) (Requirement, error) {
	s = strings.TrimSpace(s)
	r := Requirement{Name: s}
	if i := strings.Index(s, ">="); i >= 0 {
		r = Requirement{Name: strings.TrimSpace(s[:i]), Op: ">=", Value: strings.TrimSpace(s[i+2:])}
	} else if i := strings.Index(s, "="); i >= 0 {
		r = Requirement{Name: strings.TrimSpace(s[:i]), Op: "=", Value: strings.TrimSpace(s[i+1:])}
	}
	if r.Name == "" {
		return r, fmt.Errorf("empty capability in %q", s)
	}
	switch r.Name {
	case "version", "local_mem", "max_work_group", "memory":
		if r.Op != ">=" {
			return r, fmt.Errorf("capability %q is a number: write %s>=N", r.Name, r.Name)
		}
		if n, err := strconv.Atoi(r.Value); err != nil || n < 0 {
			return r, fmt.Errorf("capability %q: %q is not a non-negative integer", r.Name, r.Value)
		}
	case "type":
		if r.Op != "=" || (r.Value != TypePPU && r.Value != TypeCPU) {
			return r, fmt.Errorf("capability type: write type=ppu or type=cpu")
		}
	default:
		if r.Op != "" {
			return r, fmt.Errorf("capability %q is a flag and takes no %s", r.Name, r.Op)
		}
	}
	return r, nil
}

// Has reports whether the device satisfies r.
func (c Capabilities) Has(r Requirement) bool {
	n, _ := strconv.Atoi(r.Value)
	switch r.Name {
	case "type":
		return c.Type == r.Value
	case "version":
		return c.Version >= n
	case "fp64":
		return c.FP64
	case "image":
		return c.Image
	case "atomics":
		return c.Atomics
	case "local_mem":
		return c.LocalMem >= n
	case "max_work_group":
		return c.MaxWorkGroup >= n
	case "memory":
		return c.Memory >= n
	}
	for _, e := range c.Extra {
		if e == r.Name {
			return true
		}
	}
	return false
}

// Needs are a kernel's or application's capability requirements.
type Needs struct {
	Required  []Requirement `json:"required,omitempty"`
	Preferred []Requirement `json:"preferred,omitempty"`
}

// Match is one device's matching score against Needs: the number of
// capabilities matched (required and preferred). A device that lacks a
// required capability does not qualify whatever its score.
type Match struct {
	Device    int      `json:"device"` // Physical.ID
	Name      string   `json:"name"`
	Score     int      `json:"score"`
	Qualifies bool     `json:"qualifies"`
	Lacks     []string `json:"lacks,omitempty"` // required capabilities missing
	Misses    []string `json:"misses,omitempty"`
}

// Score matches every device against n, in device order.
func Score(devs []Physical, n Needs) []Match {
	out := make([]Match, len(devs))
	for i, d := range devs {
		m := Match{Device: d.ID, Name: d.Name, Qualifies: true}
		for _, r := range n.Required {
			if d.Caps.Has(r) {
				m.Score++
			} else {
				m.Qualifies = false
				m.Lacks = append(m.Lacks, r.String())
			}
		}
		for _, r := range n.Preferred {
			if d.Caps.Has(r) {
				m.Score++
			} else {
				m.Misses = append(m.Misses, r.String())
			}
		}
		out[i] = m
	}
	return out
}

// DeviceSet is a logical device: the best-matching physical devices for
// some Needs, under one logical device ID.
type DeviceSet struct {
	ID      int     `json:"id"`
	Devices []int   `json:"devices"` // Physical.IDs, best first (ties: device order)
	Scores  []Match `json:"scores"`
}

// ErrUnsatisfiable is returned when no device has every required capability.
var ErrUnsatisfiable = errors.New("no device satisfies the required capabilities")

// Platform holds the physical devices and hands out logical devices and
// contexts. It is not safe for concurrent use.
type Platform struct {
	Devices  []Physical
	sets     []DeviceSet
	contexts []*Context
}

// NewPlatform numbers the devices in order and checks their names are unique.
func NewPlatform(devs []Physical) (*Platform, error) {
	seen := map[string]bool{}
	p := &Platform{}
	for i, d := range devs {
		if d.Name == "" || seen[d.Name] {
			return nil, fmt.Errorf("device %d: name %q is empty or used twice", i, d.Name)
		}
		seen[d.Name] = true
		if d.Units < 1 {
			return nil, fmt.Errorf("device %q: needs at least one unit, has %d", d.Name, d.Units)
		}
		d.ID = i
		p.Devices = append(p.Devices, d)
	}
	return p, nil
}

// Lookup returns the device named name.
func (p *Platform) Lookup(name string) (Physical, error) {
	var names []string
	for _, d := range p.Devices {
		if d.Name == name {
			return d, nil
		}
		names = append(names, d.Name)
	}
	return Physical{}, fmt.Errorf("unknown device %q (devices: %s)", name, strings.Join(names, ", "))
}

// Select builds a logical device from the devices with the best score
// among those that qualify. An unsatisfiable Needs is an error listing
// each device and the required capabilities it lacks.
func (p *Platform) Select(n Needs) (DeviceSet, error) {
	ms := Score(p.Devices, n)
	best := -1
	for _, m := range ms {
		if m.Qualifies && m.Score > best {
			best = m.Score
		}
	}
	if best < 0 {
		var parts []string
		for _, m := range ms {
			parts = append(parts, fmt.Sprintf("%s lacks %s", m.Name, strings.Join(m.Lacks, ", ")))
		}
		return DeviceSet{}, fmt.Errorf("%w: %s", ErrUnsatisfiable, strings.Join(parts, "; "))
	}
	set := DeviceSet{ID: len(p.sets), Scores: ms}
	for _, m := range ms {
		if m.Qualifies && m.Score == best {
			set.Devices = append(set.Devices, m.Device)
		}
	}
	sort.SliceStable(set.Devices, func(i, j int) bool { return set.Devices[i] < set.Devices[j] })
	p.sets = append(p.sets, set)
	return set, nil
}

// Group builds a logical device of the named devices, in device order.
func (p *Platform) Group(names []string) (DeviceSet, error) {
	set := DeviceSet{ID: len(p.sets)}
	for _, n := range names {
		d, err := p.Lookup(n)
		if err != nil {
			return DeviceSet{}, err
		}
		if !slices.Contains(set.Devices, d.ID) {
			set.Devices = append(set.Devices, d.ID)
		}
	}
	if len(set.Devices) == 0 {
		return DeviceSet{}, errors.New("a logical device needs at least one device")
	}
	slices.Sort(set.Devices)
	p.sets = append(p.sets, set)
	return set, nil
}

// Sets returns the logical devices built so far.
func (p *Platform) Sets() []DeviceSet { return p.sets }

// Context is created on a logical device and counted by Retain/Release;
// when the count reaches zero the context is released and any further use
// is an error.
type Context struct {
	ID      int
	Set     int
	refs    int
	History []string // "create", "retain", "release", in order
	// Owned lists what the context owns ("queue q", "kernel k", "buffer
	// b"), in the order it was made; Freed is the same list once the last
	// reference is released, which frees it all.
	Owned []string
	Freed []string
}

// Own records something the context owns; a released context owns
// nothing new.
func (c *Context) Own(what string) error {
	if err := c.Use(); err != nil {
		return err
	}
	c.Owned = append(c.Owned, what)
	return nil
}

// ErrReleased is returned when a released context is used.
var ErrReleased = errors.New("context has been released")

// CreateContext creates a context with one reference on logical device set.
func (p *Platform) CreateContext(set int) (*Context, error) {
	if set < 0 || set >= len(p.sets) {
		return nil, fmt.Errorf("unknown logical device %d (%d built)", set, len(p.sets))
	}
	c := &Context{ID: len(p.contexts), Set: set, refs: 1, History: []string{"create"}}
	p.contexts = append(p.contexts, c)
	return c, nil
}

// Retain adds a reference.
func (c *Context) Retain() error {
	if err := c.Use(); err != nil {
		return err
	}
	c.refs++
	c.History = append(c.History, "retain")
	return nil
}

// Release drops a reference; the last one releases the context.
func (c *Context) Release() error {
	if err := c.Use(); err != nil {
		return err
	}
	c.refs--
	if c.refs == 0 {
		c.Freed = c.Owned
		entry := "release (last): context freed"
		if len(c.Owned) > 0 {
			entry += " with " + strings.Join(c.Owned, ", ")
		}
		c.History = append(c.History, entry)
		return nil
	}
	c.History = append(c.History, "release")
	return nil
}

// Refs is the current reference count.
func (c *Context) Refs() int { return c.refs }

// Use checks the context is still alive.
func (c *Context) Use() error {
	if c.refs <= 0 {
		return fmt.Errorf("context %d: %w", c.ID, ErrReleased)
	}
	return nil
}
