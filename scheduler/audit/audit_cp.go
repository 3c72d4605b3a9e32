package audit

import (
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The command processor's figures re-derived from its timeline (issue 35,
// section 1): the contexts' run intervals are the spans of their steps;
// every change of running context between two steps must be a recorded
// switch into the incoming context, and every recorded switch is charged
// exactly what docs/replay.md states — switch_cycles, plus the outgoing
// context's full save when its span overflowed, plus the incoming
// context's restore when its last switch out was a full save — whether
// the command processor was busy or idle before it.

func init() {
	register(112, "cp-switches", "every change of running context is a recorded switch into it; none switches a context to itself",
		(*auditor).cpSwitches)
	register(114, "cp-charges", "each switch is charged switch_cycles, the outgoing context's full save and the incoming context's restore, each to its own context",
		(*auditor).cpCharges)
}

// cpName names context i of c ("idle" for -1).
func cpName(c *scheduler.CPResult, i int) string {
	if i >= 0 && i < len(c.Contexts) {
		return c.Contexts[i].Name
	}
	if i == -1 {
		return "idle"
	}
	return "nothing"
}

// cpSwitches derives the context run intervals from the steps and checks
// each change of context against the switch records: a record into the
// incoming context lies between the outgoing context's last step and the
// incoming one's first. It also re-counts each context's switches out.
func (a *auditor) cpSwitches(k checker) {
	c := a.r.Commands
	if c == nil {
		return
	}
	steps := append([]scheduler.CPStep(nil), c.Steps...)
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].T < steps[j].T })
	sws := append([]scheduler.CPSwitch(nil), c.Switches...)
	sort.SliceStable(sws, func(i, j int) bool { return sws[i].Start < sws[j].Start })
	for _, sw := range sws {
		if sw.To >= 0 && sw.To == sw.From {
			k.item()
			k.fail("%s is switched out at %d and back in at %d with no other context run: an interrupt with no other ready context is no switch",
				cpName(c, sw.From), sw.Start, sw.End)
		}
	}
	used := make([]bool, len(sws))
	for i := 1; i < len(steps); i++ {
		prev, cur := steps[i-1], steps[i]
		if prev.Context == cur.Context {
			continue
		}
		k.item()
		found := false
		for j, sw := range sws {
			if !used[j] && sw.To == int(cur.Context) && sw.Start >= prev.End && sw.End <= cur.T {
				used[j], found = true, true
				break
			}
		}
		if !found {
			k.fail("the command processor runs %s until %d and %s from %d with no switch recorded into %s between them",
				cpName(c, int(prev.Context)), prev.End, cpName(c, int(cur.Context)), cur.T, cpName(c, int(cur.Context)))
		}
	}
	for i, x := range c.Contexts {
		n := 0
		for _, sw := range sws {
			if sw.From == i && sw.Reason != "finished" {
				n++
			}
		}
		k.item()
		if n != x.Switches {
			k.fail("%s counts %d switches out, but %d switches out of it are recorded", x.Name, x.Switches, n)
		}
	}
}

// cpCharges re-derives each switch's charge in start order: switch_cycles;
// the outgoing context's save when the switch is a full save; the incoming
// context's restore when its last switch out was a full save not yet
// restored. The record's End, SaveCycles and RestoreCycles must be exactly
// these, and each context's full_save_cycles its saves plus its restores.
func (a *auditor) cpCharges(k checker) {
	c := a.r.Commands
	if c == nil {
		return
	}
	var one int64 // a full save, or its restore
	if c.SaveBytesPerCycle > 0 {
		one = (c.ContextBytes + c.SaveBytesPerCycle - 1) / c.SaveBytesPerCycle
	}
	sws := append([]scheduler.CPSwitch(nil), c.Switches...)
	sort.SliceStable(sws, func(i, j int) bool { return sws[i].Start < sws[j].Start })
	saved := map[int]bool{} // fully saved, not yet restored
	cycles := make([]int64, len(c.Contexts))
	for _, sw := range sws {
		var save, restore int64
		if sw.FullSave && sw.From >= 0 {
			save = one
			cycles[sw.From] += one
		}
		if sw.To >= 0 && saved[sw.To] {
			restore = one
			cycles[sw.To] += one
			saved[sw.To] = false
		}
		if sw.FullSave && sw.From >= 0 {
			saved[sw.From] = true
		}
		if sw.To < 0 {
			continue
		}
		k.item()
		want := c.SwitchCycles + save + restore
		switch {
		case sw.SaveCycles != save || sw.RestoreCycles != restore:
			k.fail("the switch from %s to %s at %d records save %d and restore %d cycles; derived: %s's save %d, %s's restore %d",
				cpName(c, sw.From), cpName(c, sw.To), sw.Start, sw.SaveCycles, sw.RestoreCycles, cpName(c, sw.From), save, cpName(c, sw.To), restore)
		case sw.End-sw.Start != want:
			k.fail("the switch from %s to %s at %d is charged %d cycles; switch %d + save %d + restore %d = %d",
				cpName(c, sw.From), cpName(c, sw.To), sw.Start, sw.End-sw.Start, c.SwitchCycles, save, restore, want)
		}
	}
	for i, x := range c.Contexts {
		k.item()
		if x.FullSaveCycles != cycles[i] {
			k.fail("%s reports %d full-save cycles; its saves and restores come to %d", x.Name, x.FullSaveCycles, cycles[i])
		}
	}
}
