package hostrt

import (
	"fmt"
	"slices"

	"github.com/ppuwb/ppuwb/device"
)

// Contexts that own things (../shared/seeds/parallel-runtime.txt,
// docs/runtime.md): a context is created for a set of devices (a logical
// device) and owns its queue, its kernels and its instances' buffers. An
// instance runs only on its context's devices and uses only its context's
// kernels and buffers; the last release frees everything the context owns.

// ContextConfig declares a context: a name and the devices it is created
// for (empty: every device).
type ContextConfig struct {
	Name    string
	Devices []string
}

// DefaultContext names the context of a runtime that declares none.
const DefaultContext = "default"

// ContextRecord is one context's life in a run.
type ContextRecord struct {
	Name          string   `json:"name"`
	Devices       []string `json:"devices"`
	LogicalDevice int      `json:"logical_device"`
	// Owned: its queue, kernels and buffers ("queue render", "kernel
	// tone", "buffer scan"); Freed the same once the last reference went.
	Owned []string `json:"owned"`
	Freed []string `json:"freed"`
	// Queue is its instances in the order they ran; ReleasedAfter the
	// instance after which its last reference was released ("" if it had
	// none).
	Queue         []string `json:"queue"`
	ReleasedAfter string   `json:"released_after,omitempty"`
	History       []string `json:"history"` // create, retain, release, …
}

// rtContext is a context during a run.
type rtContext struct {
	cfg  ContextConfig
	ctx  *device.Context
	devs map[string]bool
	left int // instances still to run
	rec  *ContextRecord
}

// contextOf returns the context an item names ("": the first context).
func contextOf(name string, ctxs []*rtContext) (*rtContext, error) {
	if name == "" {
		return ctxs[0], nil
	}
	for _, c := range ctxs {
		if c.cfg.Name == name {
			return c, nil
		}
	}
	return nil, fmt.Errorf("unknown context %q", name)
}

// makeContexts creates the declared contexts (or one default context over
// every device) on p, each with one reference, and records what each owns:
// its queue, its kernels, and the buffers of its buffer instances.
func (c Config) makeContexts(p *device.Platform, kernels map[string]*Kernel) ([]*rtContext, map[string]*rtContext, error) {
	cfgs := c.Contexts
	if len(cfgs) == 0 {
		cfgs = []ContextConfig{{Name: DefaultContext}}
	}
	var out []*rtContext
	for _, cc := range cfgs {
		names := cc.Devices
		if len(names) == 0 {
			for _, d := range p.Devices {
				names = append(names, d.Name)
			}
		}
		set, err := p.Group(names)
		if err != nil {
			return nil, nil, fmt.Errorf("context %q: %w", cc.Name, err)
		}
		dc, err := p.CreateContext(set.ID)
		if err != nil {
			return nil, nil, err
		}
		x := &rtContext{cfg: cc, ctx: dc, devs: map[string]bool{}, rec: &ContextRecord{Name: cc.Name, LogicalDevice: set.ID}}
		for _, id := range set.Devices {
			x.devs[p.Devices[id].Name] = true
			x.rec.Devices = append(x.rec.Devices, p.Devices[id].Name)
		}
		dc.Own("queue " + cc.Name)
		out = append(out, x)
	}
	for _, kc := range c.Kernels {
		x, err := contextOf(kc.Context, out)
		if err != nil {
			return nil, nil, fmt.Errorf("kernel %q: %w", kc.Name, err)
		}
		x.ctx.Own("kernel " + kc.Name)
	}
	owner := map[string]*rtContext{} // instance → its context
	for _, ic := range c.Instances {
		x, err := contextOf(ic.Context, out)
		if err != nil {
			return nil, nil, fmt.Errorf("instance %q: %w", ic.Name, err)
		}
		owner[ic.Name] = x
		x.left++
		if k := kernels[ic.Kernel]; k != nil && k.Domain == DomainBuffer {
			x.ctx.Own("buffer " + ic.Name)
		}
	}
	// what each instance uses must be its context's
	for _, ic := range c.Instances {
		x := owner[ic.Name]
		if kx, _ := contextOf(kernelContext(c, ic.Kernel), out); kx != nil && kx != x {
			return nil, nil, fmt.Errorf("instance %q (context %s): kernel %q belongs to context %s", ic.Name, x.cfg.Name, ic.Kernel, kx.cfg.Name)
		}
		if bx, ok := owner[ic.Input]; ok && bx != x {
			return nil, nil, fmt.Errorf("instance %q (context %s): the buffer of %q belongs to context %s", ic.Name, x.cfg.Name, ic.Input, bx.cfg.Name)
		}
		if ic.Device != "" && !x.devs[ic.Device] {
			return nil, nil, fmt.Errorf("instance %q (context %s): device %q is not one of the context's devices (%v)", ic.Name, x.cfg.Name, ic.Device, x.rec.Devices)
		}
	}
	return out, owner, nil
}

func kernelContext(c Config, kernel string) string {
	for _, kc := range c.Kernels {
		if kc.Name == kernel {
			return kc.Context
		}
	}
	return ""
}

// allowed keeps the devices of a kernel's logical device that belong to
// the context.
func (x *rtContext) allowed(devs []string) []string {
	return slices.DeleteFunc(slices.Clone(devs), func(d string) bool { return !x.devs[d] })
}

// done releases the context's reference after one of its instances ran;
// the last one frees what it owns.
func (x *rtContext) done(instance string) error {
	x.rec.Queue = append(x.rec.Queue, instance)
	x.left--
	if x.left > 0 {
		return nil
	}
	x.rec.ReleasedAfter = instance
	return x.ctx.Release()
}

// finish releases a context that ran nothing and fills in its record.
func (x *rtContext) finish() (ContextRecord, error) {
	if x.ctx.Refs() > 0 {
		if err := x.ctx.Release(); err != nil {
			return ContextRecord{}, err
		}
	}
	x.rec.Owned, x.rec.Freed, x.rec.History = x.ctx.Owned, x.ctx.Freed, x.ctx.History
	return *x.rec, nil
}
