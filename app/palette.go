package app

import (
	"image/color"

	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/scheduler"
)

// taskColors is the one colour per task that every tab draws with: the
// timeline's bars and legend, the task graph's node stripes, the
// Utilization bands and legend, the Runtime bars and the command
// processor's grid bars. A task is its group (taskGroup: a device launch's
// index replaced by "*"); the groups take taskPalette's colours in the
// order they first appear in the run's TMDs, then the partition's tenants
// and the runtime's instances that are not TMDs of their own. It is built
// once per run (session.adopt) and shared, so the same task has the same
// colour in every tab; built from the previous run's colours, a task keeps
// its colour across reloads for as long as its name exists (a new name
// takes the first slot no kept name holds).
type taskColors struct {
	groups    []string       // in the order they first appear
	index     map[string]int // each group's palette slot
	tmdGroups int            // groups[:tmdGroups] are the TMDs' (the timeline legend)
	res       *scheduler.Result
	prev      map[string]int // the previous run's slots, kept by name
}

// noTask is the colour of what belongs to no task.
var noTask = color.NRGBA{0x80, 0x80, 0x80, 0xff}

// newTaskColors gives every task of r (and of the runtime's run rt, nil
// none) its colour; a task named in prev (the previous run's colours, nil
// none) keeps its colour there.
func newTaskColors(r *scheduler.Result, rt *hostrt.Result, prev ...*taskColors) *taskColors {
	p := &taskColors{index: map[string]int{}, res: r}
	if len(prev) > 0 && prev[0] != nil {
		p.prev = prev[0].index
	}
	if r != nil {
		for _, t := range r.TMDs {
			p.add(taskGroup(t.Name))
		}
		p.tmdGroups = len(p.groups)
		if pr := r.Partition; pr != nil {
			for k := range pr.Tenants {
				p.add(p.tenantGroup(k))
			}
		}
	}
	if rt != nil && rt.Plan != nil {
		for _, e := range rt.Plan.Events {
			p.add(p.instanceGroup(e.Instance))
		}
	}
	return p
}

// add gives group g a slot: its previous one if the previous run had g,
// else the first slot that no group of this run holds and no group of the
// previous run that this run may still name holds either.
func (p *taskColors) add(g string) {
	if _, ok := p.index[g]; ok {
		return
	}
	p.groups = append(p.groups, g)
	if k, ok := p.prev[g]; ok {
		p.index[g] = k
		return
	}
	taken := map[int]bool{}
	for _, k := range p.index {
		taken[k] = true
	}
	for _, k := range p.prev {
		taken[k] = true
	}
	k := 0
	for taken[k] {
		k++
	}
	p.index[g] = k
}

// group is the colour of task group g (noTask for an unknown group).
func (p *taskColors) group(g string) color.NRGBA {
	if p == nil {
		return noTask
	}
	k, ok := p.index[g]
	if !ok {
		return noTask
	}
	return taskPalette[k%len(taskPalette)]
}

// tmd is the colour of TMD i's task.
func (p *taskColors) tmd(i int) color.NRGBA {
	if p == nil || p.res == nil || i < 0 || i >= len(p.res.TMDs) {
		return noTask
	}
	return p.group(taskGroup(p.res.TMDs[i].Name))
}

// tenantGroup is the task group of partition tenant k: that of its first
// task (a stream's tenant takes its first task's colour), else its name.
func (p *taskColors) tenantGroup(k int) string {
	pr := p.res.Partition
	for i, tt := range pr.TaskTenant {
		if int(tt) == k && i < len(p.res.Workload.Tasks) {
			return taskGroup(p.res.Workload.Tasks[i].Name)
		}
	}
	return taskGroup(pr.Tenants[k].Name)
}

// tenant is the colour of partition tenant k.
func (p *taskColors) tenant(k int) color.NRGBA {
	if p == nil || p.res == nil || p.res.Partition == nil || k < 0 || k >= len(p.res.Partition.Tenants) {
		return noTask
	}
	return p.group(p.tenantGroup(k))
}

// instanceGroup is a runtime instance's task group: that of the grid it ran
// as on the SMs (runtime/NAME), else its own name.
func (p *taskColors) instanceGroup(name string) string {
	if _, ok := p.index[hostrt.SMTaskPrefix+name]; ok {
		return hostrt.SMTaskPrefix + name
	}
	return name
}

// instance is the colour of runtime instance name.
func (p *taskColors) instance(name string) color.NRGBA {
	if p == nil {
		return noTask
	}
	return p.group(p.instanceGroup(name))
}
