package scheduler

import (
	"container/heap"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// This file is the host runtime's execution queue (docs/runtime.md): kernel
// execution instances with priorities and event wait lists, placed on the
// PPU or on the CPU's cores by a deterministic cost model. The runtime
// always takes the highest-priority instance whose events have completed;
// an instance meant for the PPU runs on the CPU when the PPU is busy with
// graphics above a threshold. Every placement is recorded with its reason.

// HostDevice is a device as the queue sees it.
type HostDevice struct {
	Name     string `json:"name"`
	Type     string `json:"type"`  // "ppu" or "cpu"
	Units    int    `json:"units"` // SMs or cores
	Lanes    int    `json:"lanes"` // work items per unit per cycle
	ClockMHz int    `json:"clock_mhz"`
	// LaunchCycles is the fixed cost of starting an instance;
	// BytesPerCycle the transfer bandwidth for an instance's bytes
	// (0: data is already there).
	LaunchCycles  int64 `json:"launch_cycles"`
	BytesPerCycle int64 `json:"bytes_per_cycle"`
}

// HostInstance is one execution instance of a kernel.
type HostInstance struct {
	Name     string   `json:"name"`
	Kernel   string   `json:"kernel"`
	Priority int      `json:"priority"`
	Wait     []string `json:"wait,omitempty"`   // instances whose events must complete first
	Device   string   `json:"device,omitempty"` // the device it is meant for ("" = any, earliest completion)
	// Allowed is the instance's logical device: the kernel's
	// highest-scoring capable devices, intersected with its context's
	// devices; the queue chooses among them.
	Allowed []string `json:"allowed"`
	// Capable are the context's devices that qualify for the kernel,
	// whatever their score (nil: Allowed): a CPU among them takes an
	// instance meant for a PPU that graphics keep busy (the fallback).
	Capable  []string `json:"capable,omitempty"`
	Ops      int64    `json:"ops"` // operations per work item
	Items    int64    `json:"items"`
	Bytes    int64    `json:"bytes"` // data moved to a device that does not hold it
	SubmitAt int64    `json:"submit_at"`
	// Split lets the runtime divide the items among every allowed device
	// so that the parts finish together (co-execution).
	Split bool `json:"split,omitempty"`
	// Slowdown makes this instance's actual compute take Slowdown times the
	// cost model (a timing spike, 0 or 1: none); predictions learn from
	// what instances actually took.
	Slowdown int `json:"slowdown,omitempty"`
	// Compile is the online-compile cost per device name (absent: an
	// executable fits, no compile).
	Compile map[string]int64 `json:"compile,omitempty"`
	// CompileKey, per device name, is the compile cache's key of the
	// executable built there: its source and target (hostrt.CacheKey).
	// The first instance to run with a key pays the compile, later ones
	// (of any kernel with the same source and target) hit the cache.
	// Absent: the kernel's name and the device's.
	CompileKey map[string]string `json:"compile_key,omitempty"`
	// MeasuredLaunch, per device name, is what the work took to start
	// there once compiled (its CTAs' first dispatch minus the grid's
	// submission on the SMs): it replaces launch and transfer, so the
	// planned run begins when its CTAs do.
	MeasuredLaunch map[string]int64 `json:"measured_launch,omitempty"`
	// Measured, per device name, is what the instance's compute actually
	// took there when its CTAs were simulated on the SMs (cycles): it
	// replaces the cost model (× Slowdown) as the actual run time, and the
	// predictions of later instances learn from it. Not used for splits.
	Measured map[string]int64 `json:"measured,omitempty"`
	// Scale, per device name, multiplies a split instance's compute time
	// there (what its part took as CTAs on the SMs ÷ the cost model), so
	// the parts are divided to finish together on the simulated times.
	Scale map[string]float64 `json:"scale,omitempty"`
	// OpsOn, per device name, is the operations per item of the
	// executable the kernel ships for that device (its declared cost),
	// replacing Ops there.
	OpsOn map[string]int64 `json:"ops_on,omitempty"`
}

// OpsFor is the operations per item of in on device d.
func (in HostInstance) OpsFor(d string) int64 {
	if v, ok := in.OpsOn[d]; ok && v > 0 {
		return v
	}
	return in.Ops
}

// Event statuses.
const (
	EventQueued    = "queued"
	EventSubmitted = "submitted"
	EventRunning   = "running"
	EventComplete  = "complete"
	EventError     = "error"
)

// HostEvent is the event object of an instance: where it ran and when.
type HostEvent struct {
	Instance  string   `json:"instance"`
	Device    string   `json:"device"`
	Wait      []string `json:"wait,omitempty"` // the events it waited for
	Items     int64    `json:"items"`          // work items of this part (all of them unless split)
	Queued    int64    `json:"queued"`         // submitted to the queue
	Submitted int64    `json:"submitted"`      // picked by the runtime (dependencies met)
	Begin     int64    `json:"begin"`          // the device takes it (its queue ahead is done); compile starts here
	Compile   int64    `json:"compile"`        // cycles of online compilation before it runs
	Start     int64    `json:"start"`          // work begins (after compile, launch and transfer)
	End       int64    `json:"end"`            // complete
	// OnSMs marks a part on the machine's PPU dispatched as CTAs on the
	// simulated SMs beside the graphics (hostrt.Result.RunOnSMs); SMStart
	// is its first CTA's dispatch and SMEnd its completion there.
	OnSMs   bool  `json:"on_sms,omitempty"`
	SMStart int64 `json:"sm_start,omitempty"`
	SMEnd   int64 `json:"sm_end,omitempty"`
}

// Status is the event's status at time t.
func (e HostEvent) Status(t int64) string {
	switch {
	case t >= e.End:
		return EventComplete
	case t >= e.Start:
		return EventRunning
	case t >= e.Submitted:
		return EventSubmitted
	}
	return EventQueued
}

// Prediction is the estimated completion of an instance on one device.
type Prediction struct {
	Device string `json:"device"`
	Finish int64  `json:"finish"`
}

// HostDecision records why an instance ran where it ran.
type HostDecision struct {
	Time     int64    `json:"time"`
	Instance string   `json:"instance"`
	Device   string   `json:"device"`
	Fallback bool     `json:"fallback"`        // meant for the PPU, ran on the CPU
	Split    []string `json:"split,omitempty"` // co-execution: the devices the items were divided among
	// Predicted is the completion predicted for the chosen device;
	// PredictionError how far the actual completion was from it, in
	// percent of the actual run time (compile + launch + transfer + compute).
	Predicted       int64   `json:"predicted"`
	PredictionError float64 `json:"prediction_error_pct"`
	GraphicsPct     int     `json:"graphics_load"` // PPU graphics load at the decision, percent of SMs
	Threshold       int     `json:"threshold"`
	// Logical is the logical device the instance was placed within;
	// Meant the device it named ("": any).
	Logical     []string     `json:"logical_device,omitempty"`
	Meant       string       `json:"meant_for,omitempty"`
	Predictions []Prediction `json:"predictions"`
	// Revisits are the placement's moves after submission: at a change
	// of the graphics load before the device it was on would finish, the
	// instance moved to a device predicted to finish it sooner.
	Revisits []HostRevisit `json:"revisits,omitempty"`
	Reason   string        `json:"reason"`
}

// HostRevisit is a placement moved at Time (graphics load GraphicsPct):
// From would have finished at FromFinish, To is predicted to finish at
// Finish, taking the instance from Time.
type HostRevisit struct {
	Time        int64  `json:"time"`
	GraphicsPct int    `json:"graphics_load"`
	From        string `json:"from"`
	FromFinish  int64  `json:"from_finish"`
	To          string `json:"to"`
	Finish      int64  `json:"finish"`
}

// HostOptions configure the queue.
type HostOptions struct {
	// Threshold is the PPU graphics load (percent of SMs running graphics)
	// above which an instance meant for the PPU runs on the CPU (0: 50).
	Threshold int
	// GraphicsLoad gives the PPU's graphics load in percent at time t
	// (nil: none).
	GraphicsLoad func(t int64) int
	// RefClockMHz converts every device's cycles to the timeline's (the
	// PPU clock; 0: each device's own clock is taken as the reference).
	RefClockMHz int
	// GraphicsNext gives the next time after t at which the graphics load
	// changes (-1: never). With it, an instance meant for the PPU that the
	// graphics load sends to the CPU is revisited when the load drops to
	// the threshold before the CPU would finish it, and moves to the PPU if
	// it finishes there first (work the CPU had begun is dropped). Nil: the
	// load is read at decisions only.
	GraphicsNext func(t int64) int64
}

// HostResult is the queue's timeline.
type HostResult struct {
	Devices   []HostDevice   `json:"devices"`
	Order     []string       `json:"order"` // instances in the order the runtime picked them
	Events    []HostEvent    `json:"events"`
	Decisions []HostDecision `json:"decisions"`
	Makespan  int64          `json:"makespan"`
}

// Event returns the event of the named instance.
func (r *HostResult) Event(name string) (HostEvent, bool) {
	for _, e := range r.Events {
		if e.Instance == name {
			return e, true
		}
	}
	return HostEvent{}, false
}

// ComputeCycles is the cost model: ceil(ops × items / (units × lanes))
// device cycles, converted to the reference clock.
func (d HostDevice) ComputeCycles(ops, items int64, ref int) int64 {
	par := int64(max(d.Units, 1) * max(d.Lanes, 1))
	c := (ops*items + par - 1) / par
	if ref > 0 && d.ClockMHz > 0 && d.ClockMHz != ref {
		c = (c*int64(ref) + int64(d.ClockMHz) - 1) / int64(d.ClockMHz)
	}
	return c
}

// HostCycleError reports a cycle of event waits.
type HostCycleError struct{ Cycle []string }

func (e *HostCycleError) Error() string {
	return "cyclic event waits: " + strings.Join(e.Cycle, " → ")
}

// checkWaits reports unknown waits and cycles.
func checkWaits(insts []HostInstance) error {
	idx := map[string]int{}
	for i, in := range insts {
		if _, dup := idx[in.Name]; dup {
			return fmt.Errorf("instance %q is declared twice", in.Name)
		}
		idx[in.Name] = i
	}
	for _, in := range insts {
		for _, w := range in.Wait {
			if _, ok := idx[w]; !ok {
				return fmt.Errorf("instance %q waits for unknown instance %q", in.Name, w)
			}
		}
	}
	state := make([]int, len(insts)) // 0 new, 1 on stack, 2 done
	var stack []string
	var visit func(i int) error
	visit = func(i int) error {
		state[i] = 1
		stack = append(stack, insts[i].Name)
		for _, w := range insts[i].Wait {
			j := idx[w]
			if state[j] == 1 {
				k := len(stack) - 1
				for stack[k] != w {
					k--
				}
				return &HostCycleError{Cycle: append(append([]string(nil), stack[k:]...), w)}
			}
			if state[j] == 0 {
				if err := visit(j); err != nil {
					return err
				}
			}
		}
		stack = stack[:len(stack)-1]
		state[i] = 2
		return nil
	}
	for i := range insts {
		if state[i] == 0 {
			if err := visit(i); err != nil {
				return err
			}
		}
	}
	return nil
}

// PlanHost runs the execution queue on the cost model. It is deterministic:
// ties in priority go to the instance declared first.
func PlanHost(devs []HostDevice, insts []HostInstance, o HostOptions) (*HostResult, error) {
	if err := checkWaits(insts); err != nil {
		return nil, err
	}
	if o.Threshold == 0 {
		o.Threshold = 50
	}
	dev := map[string]int{}
	cpu := -1
	for i, d := range devs {
		dev[d.Name] = i
		if d.Type == device.TypeCPU && cpu < 0 {
			cpu = i
		}
	}
	for _, in := range insts {
		if in.Device != "" {
			if _, ok := dev[in.Device]; !ok {
				return nil, fmt.Errorf("instance %q: unknown device %q", in.Name, in.Device)
			}
		}
		for _, a := range in.Allowed {
			if _, ok := dev[a]; !ok {
				return nil, fmt.Errorf("instance %q: unknown device %q", in.Name, a)
			}
		}
		if len(in.Allowed) == 0 {
			return nil, fmt.Errorf("instance %q: no device matches its kernel", in.Name)
		}
	}
	res := &HostResult{Devices: devs}
	hist := newHostHistory()
	// Online compiles are cached by the executable's source and target
	// (CompileKey): the first instance to run with a key pays the
	// compile, later ones do not.
	compiled := map[string]bool{}
	compileOf := func(in HostInstance) map[string]int64 {
		var c map[string]int64
		for d, v := range in.Compile {
			if !compiled[in.compileKey(d)] {
				if c == nil {
					c = map[string]int64{}
				}
				c[d] = v
			}
		}
		return c
	}
	free := make([]int64, len(devs))
	done := map[string]int64{}
	load := func(t int64) int {
		if o.GraphicsLoad == nil {
			return 0
		}
		return o.GraphicsLoad(t)
	}
	// Pending instances move from waiting (some wait not yet placed) to
	// future (waits placed, ready at a known time) to available (ready by
	// t), and the available one of highest priority (declared first on a
	// tie) is placed next: the same choice as scanning every pending
	// instance each time, in O(n log n + waits) instead of O(n²).
	idx := make(map[string]int, len(insts))
	for i, in := range insts {
		idx[in.Name] = i
	}
	missing := make([]int, len(insts))      // waits not yet placed
	dependents := make([][]int, len(insts)) // who waits on i (once per wait entry)
	fut := &hostHeap{less: func(a, b hostItem) bool { return a.ready < b.ready || a.ready == b.ready && a.i < b.i }}
	avail := &hostHeap{less: func(a, b hostItem) bool {
		pa, pb := insts[a.i].Priority, insts[b.i].Priority
		return pa > pb || pa == pb && a.i < b.i
	}}
	readyAt := func(i int) int64 {
		r := insts[i].SubmitAt
		for _, w := range insts[i].Wait {
			r = max(r, done[w])
		}
		return r
	}
	for i, in := range insts {
		missing[i] = len(in.Wait)
		for _, w := range in.Wait {
			j := idx[w]
			dependents[j] = append(dependents[j], i)
		}
		if missing[i] == 0 {
			heap.Push(fut, hostItem{i: i, ready: in.SubmitAt})
		}
	}
	placed := func(i int) {
		for _, d := range dependents[i] {
			if missing[d]--; missing[d] == 0 {
				heap.Push(fut, hostItem{i: d, ready: readyAt(d)})
			}
		}
	}
	t := int64(0)
	for len(res.Order) < len(insts) {
		for fut.Len() > 0 && fut.items[0].ready <= t {
			heap.Push(avail, heap.Pop(fut))
		}
		if avail.Len() == 0 {
			if fut.Len() == 0 {
				return nil, fmt.Errorf("the execution queue cannot place %d instances", len(insts)-len(res.Order))
			}
			t = fut.items[0].ready
			continue
		}
		pick := heap.Pop(avail).(hostItem).i
		in := insts[pick]
		in.Compile = compileOf(in)
		if in.Split && len(in.Allowed) > 1 {
			d, evs := splitInstance(devs, dev, free, in, t, load(t), o)
			res.Decisions = append(res.Decisions, d)
			for _, e := range evs {
				compiled[in.compileKey(e.Device)] = true
				free[dev[e.Device]] = e.End
				done[in.Name] = max(done[in.Name], e.End)
				res.Makespan = max(res.Makespan, e.End)
			}
			res.Events = append(res.Events, evs...)
			res.Order = append(res.Order, in.Name)
			placed(pick)
			continue
		}
		d, at := placeInstance(devs, dev, free, cpu, in, t, load, o, hist)
		res.Decisions = append(res.Decisions, d)
		di := dev[d.Device]
		hd := devs[di]
		begin := max(at, free[di])
		comp := in.Compile[hd.Name]
		compiled[in.compileKey(hd.Name)] = true
		start := begin + comp + in.launchOn(hd)
		model := computeOn(hd, in, load(begin), o)
		end := start + model*int64(max(in.Slowdown, 1))
		if m, ok := in.Measured[hd.Name]; ok {
			end = start + max(m, 1)
		}
		hist.observe(in.Kernel, hd.Name, float64(end-start)/float64(max(model, 1)))
		for _, p := range d.Predictions {
			if p.Device == hd.Name {
				d.Predicted = p.Finish
			}
		}
		if n := len(d.Revisits); n > 0 {
			d.Predicted = d.Revisits[n-1].Finish // predicted when it moved
		}
		d.PredictionError = 100 * math.Abs(float64(end-d.Predicted)) / float64(max(end-begin, 1))
		res.Decisions[len(res.Decisions)-1] = d
		free[di] = end
		done[in.Name] = end
		res.Order = append(res.Order, in.Name)
		placed(pick)
		res.Events = append(res.Events, HostEvent{Instance: in.Name, Device: hd.Name, Wait: in.Wait, Items: in.Items, Queued: in.SubmitAt, Submitted: t,
			Begin: begin, Compile: comp, Start: start, End: end})
		res.Makespan = max(res.Makespan, end)
	}
	return res, nil
}

// compileKey is the compile cache's key of in's executable on device d.
func (in HostInstance) compileKey(d string) string {
	if k, ok := in.CompileKey[d]; ok {
		return k
	}
	return in.Kernel + "@" + d
}

// launchOn is the time from compiled to running on hd: launch and
// transfer, or what the work measured there (MeasuredLaunch).
func (in HostInstance) launchOn(hd HostDevice) int64 {
	if m, ok := in.MeasuredLaunch[hd.Name]; ok {
		return max(m, 0)
	}
	xfer := int64(0)
	if hd.BytesPerCycle > 0 {
		xfer = (in.Bytes + hd.BytesPerCycle - 1) / hd.BytesPerCycle
	}
	return hd.LaunchCycles + xfer
}

// scale is in's compute scale on device d (1 without one).
func (in HostInstance) scale(d string) float64 {
	if s, ok := in.Scale[d]; ok && s > 0 {
		return s
	}
	return 1
}

// computeOn is the compute time of in on d. A PPU shares its SMs with
// graphics: it computes with the SMs graphics leaves free (at least one).
func computeOn(d HostDevice, in HostInstance, gfx int, o HostOptions) int64 {
	if d.Type == device.TypePPU && gfx > 0 {
		d.Units = max(1, d.Units*(100-gfx)/100)
	}
	return d.ComputeCycles(in.OpsFor(d.Name), in.Items, o.RefClockMHz)
}

// splitInstance divides in's items among its allowed devices so that the
// parts finish together: each device d starts at s_d (free, compile,
// launch) and takes c_d cycles per item (compute and transfer), so T with
// Σ (T − s_d) / c_d = items is the common finish; each part is then costed
// with the integer cost model.
func splitInstance(devs []HostDevice, dev map[string]int, free []int64, in HostInstance, t int64, gfx int, o HostOptions) (HostDecision, []HostEvent) {
	type part struct {
		d      HostDevice
		s      float64 // start of work
		c      float64 // cycles per item
		items  int64
		single int64 // the whole instance alone on this device
	}
	var ps []part
	for _, a := range in.Allowed {
		hd := devs[dev[a]]
		eff := hd
		if hd.Type == device.TypePPU && gfx > 0 {
			eff.Units = max(1, hd.Units*(100-gfx)/100)
		}
		launch := hd.LaunchCycles
		if m, ok := in.MeasuredLaunch[a]; ok {
			launch = max(m, 0) // measured on the SMs: it covers the transfer too
		}
		s := float64(max(t, free[dev[a]]) + in.Compile[a] + launch)
		c := float64(in.OpsFor(a)) / float64(max(eff.Units, 1)*max(eff.Lanes, 1)) * in.scale(a)
		if o.RefClockMHz > 0 && hd.ClockMHz > 0 {
			c = c * float64(o.RefClockMHz) / float64(hd.ClockMHz)
		}
		if _, ok := in.MeasuredLaunch[a]; !ok && hd.BytesPerCycle > 0 && in.Items > 0 {
			c += float64(in.Bytes) / float64(in.Items) / float64(hd.BytesPerCycle)
		}
		ps = append(ps, part{d: hd, s: s, c: max(c, 1e-9), single: int64(s) + int64(c*float64(in.Items)+0.999)})
	}
	// Solve for T, adding devices in order of their start.
	order := make([]int, len(ps))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return ps[order[a]].s < ps[order[b]].s })
	var sumInv, sumSC, T float64
	for k, i := range order {
		sumInv += 1 / ps[i].c
		sumSC += ps[i].s / ps[i].c
		T = (float64(in.Items) + sumSC) / sumInv
		if k+1 < len(order) && T <= ps[order[k+1]].s {
			break
		}
	}
	var given int64
	best := 0
	for i := range ps {
		if n := (T - ps[i].s) / ps[i].c; n > 0 {
			ps[i].items = int64(n)
		}
		given += ps[i].items
		if ps[i].c < ps[best].c {
			best = i
		}
	}
	ps[best].items += in.Items - given // rounding remainder to the fastest device
	d := HostDecision{Time: t, Instance: in.Name, GraphicsPct: gfx, Threshold: o.Threshold}
	var evs []HostEvent
	var parts []string
	alone := int64(-1)
	for _, p := range ps {
		if alone < 0 || p.single < alone {
			alone = p.single
		}
		if p.items <= 0 {
			continue
		}
		launch := p.d.LaunchCycles
		if p.d.BytesPerCycle > 0 && in.Items > 0 {
			launch += (in.Bytes*p.items/in.Items + p.d.BytesPerCycle - 1) / p.d.BytesPerCycle
		}
		if m, ok := in.MeasuredLaunch[p.d.Name]; ok {
			launch = max(m, 0)
		}
		sub := in
		sub.Items = p.items
		start := max(t, free[dev[p.d.Name]]) + in.Compile[p.d.Name] + launch
		end := start + int64(math.Ceil(float64(computeOn(p.d, sub, gfx, o))*in.scale(p.d.Name)))
		evs = append(evs, HostEvent{Instance: in.Name, Device: p.d.Name, Wait: in.Wait, Items: p.items, Queued: in.SubmitAt,
			Submitted: t, Begin: max(t, free[dev[p.d.Name]]), Compile: in.Compile[p.d.Name], Start: start, End: end})
		d.Split = append(d.Split, p.d.Name)
		d.Predictions = append(d.Predictions, Prediction{Device: p.d.Name, Finish: end})
		parts = append(parts, fmt.Sprintf("%d items on %s", p.items, p.d.Name))
	}
	for _, e := range evs {
		d.Predicted = max(d.Predicted, e.End) // the parts are costed by the model itself
	}
	d.Device = strings.Join(d.Split, "+")
	d.Reason = fmt.Sprintf("split (co-execution): %s, to finish together near %d; alone the best device would finish at %d",
		strings.Join(parts, ", "), int64(T), alone)
	return d, evs
}

// hostHistory is the performance model's memory: for each kernel and
// device, the ratio of actual to cost-model compute time of its last runs.
// Predictions scale the cost model by the median ratio, so a single
// outlier (a 100× timing spike) does not move them.
type hostHistory struct{ r map[string][]float64 }

const historyLen = 16

func newHostHistory() *hostHistory { return &hostHistory{r: map[string][]float64{}} }

func (h *hostHistory) observe(kernel, dev string, ratio float64) {
	k := kernel + "@" + dev
	r := append(h.r[k], ratio)
	if len(r) > historyLen {
		r = r[len(r)-historyLen:]
	}
	h.r[k] = r
}

// ratio is the median observed ratio (1 without history).
func (h *hostHistory) ratio(kernel, dev string) float64 {
	r := h.r[kernel+"@"+dev]
	if len(r) == 0 {
		return 1
	}
	s := append([]float64(nil), r...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// CriticalPath is the chain of instances that decided the makespan: from
// the instance that finished last, back through the waited-for event that
// completed last before it was submitted, to an instance that waited for
// nothing (or was held only by its device or submission time).
func (r *HostResult) CriticalPath() []string {
	end := map[string]int64{}
	waits := map[string][]string{}
	for _, e := range r.Events {
		end[e.Instance] = max(end[e.Instance], e.End)
		waits[e.Instance] = e.Wait
	}
	cur, best := "", int64(-1)
	for _, name := range r.Order {
		if end[name] > best {
			cur, best = name, end[name]
		}
	}
	var path []string
	for cur != "" && len(path) <= len(r.Order) {
		path = append(path, cur)
		next, nb := "", int64(-1)
		for _, w := range waits[cur] {
			if end[w] > nb {
				next, nb = w, end[w]
			}
		}
		cur = next
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// hostItem is a pending instance in PlanHost's heaps.
type hostItem struct {
	i     int
	ready int64
}

// hostHeap is a heap of pending instances under less.
type hostHeap struct {
	items []hostItem
	less  func(a, b hostItem) bool
}

func (h *hostHeap) Len() int           { return len(h.items) }
func (h *hostHeap) Less(a, b int) bool { return h.less(h.items[a], h.items[b]) }
func (h *hostHeap) Swap(a, b int)      { h.items[a], h.items[b] = h.items[b], h.items[a] }
func (h *hostHeap) Push(x any)         { h.items = append(h.items, x.(hostItem)) }
func (h *hostHeap) Pop() any {
	x := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return x
}
