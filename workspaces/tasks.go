package workspaces

import (
	"fmt"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/scheduler"
)

// Names of the graphics grids run.Execute adds; tasks may not use them.
const (
	VertexGridName   = "graphics.vertex"
	FragmentGridName = "graphics.fragment"
)

type defAt struct {
	f    *tomlFile
	path string
}

func (d defAt) where() string {
	p := d.f.pos.Lookup(d.path, true)
	return fmt.Sprintf("%s:%d:%d", d.f.name, p.Line, p.Col)
}

// workloadCheck is the state shared by the checks of the task files: the
// names defined so far, by kind, and where.
type workloadCheck struct {
	l       *loader
	m       device.PPU
	w       scheduler.Workload
	wp      workloadPos
	kernels map[string]defAt
	kIndex  map[string]int
	streams map[string]defAt
	tasks   map[string]defAt

	kNames, sNames, tNames []string
	totalCTAs              int64
}

// workload merges the task files (in order) and checks every reference.
func (l *loader) workload(tfs []*tomlFile, tds []*tasksFile, m device.PPU) (scheduler.Workload, workloadPos) {
	c := &workloadCheck{l: l, m: m, kernels: map[string]defAt{}, kIndex: map[string]int{},
		streams: map[string]defAt{}, tasks: map[string]defAt{}}
	// kernels and streams first: tasks refer to them across files
	for fi, f := range tfs {
		td := tds[fi]
		for i := range td.Kernels {
			c.kernel(f, tomlpos.IndexPath("kernels", i), &td.Kernels[i])
		}
		for i := range td.Streams {
			c.stream(f, tomlpos.IndexPath("streams", i), &td.Streams[i])
		}
		for i := range td.Tasks {
			c.taskName(f, tomlpos.IndexPath("tasks", i), &td.Tasks[i])
		}
	}
	if len(c.w.Streams) > maxStreams {
		d := c.wp.streams[maxStreams]
		d.f.errAt(d.path, "%s: more than %d streams (the limit on streams)", d.path, maxStreams)
	}

	// tasks
	for fi, f := range tfs {
		td := tds[fi]
		for i := range td.Tasks {
			t := &td.Tasks[i]
			p := tomlpos.IndexPath("tasks", i)
			if d, ok := c.tasks[t.Name]; !ok || d.f != f || d.path != p {
				continue // rejected above
			}
			c.w.Tasks = append(c.w.Tasks, c.task(f, p, t))
			c.wp.tasks = append(c.wp.tasks, defAt{f, p})
		}
	}
	return c.w, c.wp
}

// nameOK checks the name of a kernel, stream or task (kind) at path p.
func nameOK(f *tomlFile, p, kind, name string, seen map[string]defAt) bool {
	if name == "" {
		f.errAt(p, "%s: a %s needs a name", p, kind)
		return false
	}
	if len(name) > maxNameLen {
		f.errAt(p+".name", "%s.name: longer than %d characters", p, maxNameLen)
		return false
	}
	if prev, dup := seen[name]; dup {
		f.errAt(p+".name", "%s.name: a %s named %q is already defined at %s", p, kind, name, prev.where())
		return false
	}
	return true
}

// kernel checks one [[kernels]] entry and adds it.
func (c *workloadCheck) kernel(f *tomlFile, p string, k *kernelDef) {
	if !nameOK(f, p, "kernel", k.Name, c.kernels) {
		return
	}
	c.kernels[k.Name] = defAt{f, p}
	c.kNames = append(c.kNames, k.Name)
	kern := scheduler.Kernel{Name: k.Name, CyclesPerThread: k.CyclesPerThread, JitterPercent: k.JitterPercent,
		RegistersPerThread: k.Registers, SharedMemPerCTA: k.SharedMem, Idempotent: k.Idempotent}
	if kern.CyclesPerThread == 0 {
		f.errAt(p, "%s: cycles_per_thread is required (how many cycles one CTA runs)", p)
	} else if kern.CyclesPerThread < 1 || kern.CyclesPerThread > 1e12 {
		f.errAt(p+".cycles_per_thread", "%s.cycles_per_thread: %d out of range 1..10^12", p, kern.CyclesPerThread)
	}
	if kern.JitterPercent < 0 || kern.JitterPercent > 90 {
		f.errAt(p+".jitter_percent", "%s.jitter_percent: %d out of range 0..90", p, kern.JitterPercent)
	}
	if kern.RegistersPerThread == 0 {
		kern.RegistersPerThread = 32
	} else if kern.RegistersPerThread < 1 || kern.RegistersPerThread > 255 {
		f.errAt(p+".registers", "%s.registers: %d out of range 1..255", p, kern.RegistersPerThread)
	}
	if kern.SharedMemPerCTA < 0 {
		f.errAt(p+".shared_mem", "%s.shared_mem: must not be negative", p)
	}
	kern.BlockSize = scheduler.Dim3{X: 128, Y: 1, Z: 1}
	if k.Block.Set {
		kern.BlockSize = scheduler.Dim3{X: k.Block.X, Y: k.Block.Y, Z: k.Block.Z}
	}
	cs, err := scheduler.ParseCacheSplit(k.CacheSplit)
	if err != nil {
		enumOf(f, p+".cache_split", k.CacheSplit, scheduler.CacheSplitNames, scheduler.SplitAny)
	}
	kern.CacheSplit = cs
	c.kIndex[k.Name] = len(c.w.Kernels)
	c.w.Kernels = append(c.w.Kernels, kern)
	c.wp.kernels = append(c.wp.kernels, defAt{f, p})
}

// stream checks one [[streams]] entry and adds it.
func (c *workloadCheck) stream(f *tomlFile, p string, s *streamDef) {
	if !nameOK(f, p, "stream", s.Name, c.streams) {
		return
	}
	c.streams[s.Name] = defAt{f, p}
	c.sNames = append(c.sNames, s.Name)
	c.w.Streams = append(c.w.Streams, scheduler.Stream{Name: s.Name, Priority: s.Priority, Share: share(f, p, s.Share)})
	c.wp.streams = append(c.wp.streams, defAt{f, p})
}

// taskName checks a [[tasks]] entry's name and records it, so tasks can
// refer to tasks defined later or in other files.
func (c *workloadCheck) taskName(f *tomlFile, p string, t *taskDef) {
	if t.Name == VertexGridName || t.Name == FragmentGridName {
		f.errAt(p+".name", "%s.name: %q is reserved for the frame's graphics work", p, t.Name)
		return
	}
	if !nameOK(f, p, "task", t.Name, c.tasks) {
		return
	}
	c.tasks[t.Name] = defAt{f, p}
	c.tNames = append(c.tNames, t.Name)
}

// task checks one [[tasks]] entry and every name it refers to.
func (c *workloadCheck) task(f *tomlFile, p string, t *taskDef) scheduler.Task {
	task := scheduler.Task{Name: t.Name, Kernel: t.Kernel, Priority: t.Priority, Stream: t.Stream,
		After: t.After, SubmitAt: t.SubmitAt, Semaphores: t.Semaphores, MemoryBarrier: t.MemoryBarrier,
		Share: share(f, p, t.Share), Reduce: reduction(f, p, t.Reduce, kernelNamed(c.w, c.kIndex, t.Kernel))}
	var kern *scheduler.Kernel
	if t.Kernel == "" {
		f.errAt(p, "%s: kernel is required (the name of a [[kernels]] entry)", p)
	} else if ki, ok := c.kIndex[t.Kernel]; ok {
		kern = &c.w.Kernels[ki]
	} else {
		unknownName(f, p+".kernel", "kernel", t.Kernel, c.kNames)
	}
	task.Grid = scheduler.Dim3{X: 1, Y: 1, Z: 1}
	if t.Grid.Set {
		task.Grid = scheduler.Dim3{X: t.Grid.X, Y: t.Grid.Y, Z: t.Grid.Z}
	}
	if n := int64(task.Grid.X) * int64(task.Grid.Y) * int64(task.Grid.Z); n > maxCTAsPerTask {
		f.errAt(p+".grid", "%s.grid: %v is more than %d CTAs", p, task.Grid, maxCTAsPerTask)
	} else if c.totalCTAs += n; c.totalCTAs > maxTotalCTAs {
		f.errAt(p+".grid", "%s.grid: the tasks have more than %d CTAs in all (limit)", p, maxTotalCTAs)
		c.totalCTAs = -1 << 40 // report once
	}
	if t.Block.Set {
		task.Block = scheduler.Dim3{X: t.Block.X, Y: t.Block.Y, Z: t.Block.Z}
	}
	if kern != nil && !c.l.badMachine {
		c.ctaFits(f, p, t, task.Block, kern)
	}
	if t.SubmitAt < 0 || t.SubmitAt > scheduler.MaxTime {
		f.errAt(p+".submit_at", "%s.submit_at: %d is out of range 0..%d cycles (the limit on virtual time)", p, t.SubmitAt, scheduler.MaxTime)
	}
	if t.Stream != "" {
		if _, ok := c.streams[t.Stream]; !ok {
			unknownName(f, p+".stream", "stream", t.Stream, c.sNames)
		}
	}
	for j, a := range t.After {
		if a == t.Name {
			f.errAt(tomlpos.IndexPath(p+".after", j), "%s.after: a task cannot wait for itself", p)
		} else if _, ok := c.tasks[a]; !ok {
			unknownName(f, tomlpos.IndexPath(p+".after", j), "task", a, c.tNames)
		}
	}
	if t.Launch != nil {
		task.Launch = c.launch(f, p+".launch", t.Launch)
	}
	return task
}

// ctaFits applies the scheduler's rule (honouring the kernel's cache
// split) to a task's CTA, reported at the task's position.
func (c *workloadCheck) ctaFits(f *tomlFile, p string, t *taskDef, block scheduler.Dim3, kern *scheduler.Kernel) {
	if block.IsZero() {
		block = kern.BlockSize
	}
	threads := block.X * block.Y * block.Z
	key := p + ".block"
	if !t.Block.Set {
		key = p + ".kernel"
	}
	if err := scheduler.CTAFits(c.m, threads, kern.RegistersPerThread, kern.SharedMemPerCTA, kern.CacheSplit); err != nil {
		f.errAt(key, "%s: %v (kernel %q, block %v)", p, err, kern.Name, block)
	}
}

// launch checks a task's launch table at path lp.
func (c *workloadCheck) launch(f *tomlFile, lp string, l *launchDef) *scheduler.Launch {
	ln := &scheduler.Launch{At: 0.5, Children: l.Children, Every: l.Every,
		ContinuationKernel: l.ContinuationKernel}
	if l.At != nil {
		ln.At = *l.At
		if ln.At < 0 || ln.At > 1 {
			f.errAt(lp+".at", "%s.at: %v out of range 0..1 (the fraction of the CTA's work done before launching)", lp, ln.At)
		}
	}
	if len(ln.Children) == 0 {
		f.errAt(lp, "%s: children is required (names of the tasks each launching CTA starts)", lp)
	}
	for j, ch := range ln.Children {
		if _, ok := c.tasks[ch]; !ok {
			unknownName(f, tomlpos.IndexPath(lp+".children", j), "task", ch, c.tNames)
		}
	}
	if ln.Every < 0 {
		f.errAt(lp+".every", "%s.every: must not be negative", lp)
	}
	if ck := ln.ContinuationKernel; ck != "" {
		if _, ok := c.kIndex[ck]; !ok {
			unknownName(f, lp+".continuation_kernel", "kernel", ck, c.kNames)
		}
	}
	return ln
}

// workloadPos records where each kernel, stream and task was defined, so
// problems the scheduler's own validation finds get positions too.
type workloadPos struct {
	kernels, streams, tasks []defAt
}

// schedulerCheck runs the scheduler's validation and reports its findings
// at the entries' positions. It runs only when the workspace's own checks
// found nothing, so a problem is not reported twice.
func (l *loader) schedulerCheck(wf *tomlFile, w scheduler.Workload, wp workloadPos, m device.PPU, o scheduler.Options) {
	err := w.Validate(m, o)
	if err == nil {
		return
	}
	var list []error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		list = j.Unwrap()
	} else {
		list = []error{err}
	}
	for _, e := range list {
		ve, ok := e.(*scheduler.ValidationError)
		if !ok {
			wf.errAt("machine", "%v", e)
			continue
		}
		var at []defAt
		switch ve.Kind {
		case "kernel":
			at = wp.kernels
		case "task":
			at = wp.tasks
		case "stream":
			at = wp.streams
		case "options":
			wf.errAt("scheduler."+ve.Field, "scheduler.%s: %s", ve.Field, ve.Msg)
			continue
		}
		if ve.Index >= 0 && ve.Index < len(at) {
			d := at[ve.Index]
			key := d.path
			if ve.Field != "" {
				key = d.path + "." + ve.Field
			}
			d.f.errAt(key, "%s", ve.Error())
			continue
		}
		wf.errAt("tasks", "%s", ve.Error())
	}
}
