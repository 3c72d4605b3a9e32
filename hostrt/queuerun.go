package hostrt

import (
	"context"
	"fmt"
	"image"
	"strings"
	"time"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// queueRun is the execute phase of run: the planned queue's instances
// executed for real, one at a time in plan order, each on the devices the
// plan gave it, with the values, buffers and framebuffer they hand on.
type queueRun struct {
	ctx     context.Context
	p       *device.Platform
	kernels map[string]*Kernel
	owner   map[string]*rtContext // instance → its context
	threads int
	res     *Result

	cache   *Cache
	cur     *image.RGBA                      // the framebuffer as the instances so far left it
	byName  map[string]InstanceConfig        // the instances by name
	results map[string]any                   // each instance's value, histogram or buffer, for parameters
	buffers map[string][]float64             // each live instance's output buffer, for input
	events  map[string][]scheduler.HostEvent // each instance's events, in plan order
}

// newQueueRun prepares the execute phase of res's plan.
func newQueueRun(ctx context.Context, c Config, p *device.Platform, kernels map[string]*Kernel, owner map[string]*rtContext, frame *image.RGBA, threads int, res *Result) *queueRun {
	x := &queueRun{ctx: ctx, p: p, kernels: kernels, owner: owner, threads: threads, res: res,
		cache: NewCache(), cur: frame, byName: map[string]InstanceConfig{}, results: map[string]any{},
		buffers: map[string][]float64{}, events: map[string][]scheduler.HostEvent{}}
	for _, ic := range c.Instances {
		x.byName[ic.Name] = ic
	}
	for _, ev := range res.Plan.Events {
		x.events[ev.Instance] = append(x.events[ev.Instance], ev)
	}
	return x
}

// runInstance executes the instance name inside its context (retained
// while it runs) and records it in the result.
func (x *queueRun) runInstance(name string) error {
	ic := x.byName[name]
	k := x.kernels[ic.Kernel]
	oc := x.owner[name]
	if err := oc.ctx.Retain(); err != nil {
		return err
	}
	parts, rec, err := x.selectParts(ic, k, name)
	if err != nil {
		return err
	}
	params, err := evalParams(x.ctx, ic, x.results)
	if err != nil {
		return err
	}
	rec.Params = params
	in := Input{Image: x.cur, Region: ic.Region, Params: params, Buffer: ic.Buffer}
	if ic.Input != "" && ic.Input != "frame" && ic.Input != "buffer" {
		in.Buffer = x.buffers[ic.Input]
	}
	t0 := time.Now()
	out, err := ExecutePartsContext(x.ctx, k, parts, in, x.threads)
	rec.HostNS = time.Since(t0).Nanoseconds()
	if err != nil {
		rec.Error = err.Error()
		if out == nil {
			return fmt.Errorf("%sinstance %q: %w", origin(ic.Origin), ic.Name, err)
		}
	}
	rec.Output = out
	x.handOn(ic, out)
	x.res.Runs = append(x.res.Runs, rec)
	return x.release(oc, name)
}

// selectParts has every part's device select (or compile) its executable:
// a split instance's parts compute their items with their own executables
// (ExecuteParts: the same result as one device). It returns the parts and
// the instance's record so far.
func (x *queueRun) selectParts(ic InstanceConfig, k *Kernel, name string) ([]Part, RunRecord, error) {
	var parts []Part
	var devNames, reasons []string
	for _, ev := range x.events[name] {
		d, _ := x.p.Lookup(ev.Device)
		s, err := x.cache.Select(k, d.Caps.Type, d.Caps.Version)
		if err != nil {
			return nil, RunRecord{}, fmt.Errorf("instance %q: %w", ic.Name, err)
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
	return parts, rec, nil
}

// handOn keeps what the instance's output gives the later ones: its value,
// histogram or buffer for their parameters, its buffer for their input,
// and its image as the framebuffer when it writes the frame.
func (x *queueRun) handOn(ic InstanceConfig, out *Output) {
	switch {
	case out.Value != nil:
		x.results[ic.Name] = out.Value
	case out.Hist != nil:
		x.results[ic.Name] = out.Hist
	case out.Buffer != nil:
		x.results[ic.Name] = out.Buffer
		x.buffers[ic.Name] = out.Buffer
	}
	if ic.Output == "frame" && out.Image != nil {
		x.cur = out.Image
	}
}

// release releases the instance's context; a context freed by its last
// instance takes its buffers with it.
func (x *queueRun) release(oc *rtContext, name string) error {
	if err := oc.ctx.Release(); err != nil {
		return err
	}
	if err := oc.done(name); err != nil {
		return err
	}
	if oc.left == 0 { // freed: its buffers are gone
		for _, o := range oc.ctx.Freed {
			if b, ok := strings.CutPrefix(o, "buffer "); ok {
				delete(x.buffers, b)
			}
		}
	}
	return nil
}
