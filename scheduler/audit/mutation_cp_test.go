package audit_test

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/scheduler/audit"
	"github.com/ppuwb/ppuwb/workspaces/cmdstream"
)

// The command processor's mutation classes (issue 35, "Prove the audit
// with mutation tests"): each corrupts a genuine Result one way and fails
// if the audit still passes it.

// overflowRun is the replay example with a 3-node ring and overflow =
// "save": app's switches out are full saves and its resumes restores.
func overflowRun(t *testing.T) *scheduler.Result {
	return replayRun(t, func(c *scheduler.Commands) { c.TraceNodes = 3; c.OverflowSave = true })
}

// idleRun has beta arrive 500 cycles after alpha finished: the command
// processor idles, then switches into beta.
func idleRun(t *testing.T) *scheduler.Result {
	t.Helper()
	mem := scheduler.CPMemory{Names: []string{"a", "b"}, Init: []int64{1, 2}}
	c := &scheduler.Commands{Memory: mem, Mode: scheduler.ReplayTrace}
	for i, src := range []string{"checkpoint\nread x = a\nwrite b = x + 1\n", "checkpoint\nread y = b\nwrite a = y\n"} {
		cs, errs := cmdstream.Parse([]byte(src), cmdstream.Names{Memory: mem})
		if len(errs) > 0 {
			t.Fatal(errs[0])
		}
		c.Contexts = append(c.Contexts, scheduler.CPContext{Name: []string{"alpha", "beta"}[i], File: "s.cmd", Stream: cs, Arrive: int64(i) * 1000})
	}
	m, _ := device.Preset("standard")
	r, err := scheduler.Run(context.Background(), m, scheduler.Workload{Commands: c}, scheduler.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// mustCatch fails t if the audit passes r after mutate changed it; the
// genuine r must pass first.
func mustCatchRun(t *testing.T, r *scheduler.Result, mutate func(t *testing.T, r *scheduler.Result)) {
	t.Helper()
	if rep := audit.Run(r, nil); !rep.OK() {
		t.Fatalf("the genuine run fails the audit:\n%s", rep)
	}
	mutate(t, r)
	if rep := audit.Run(r, nil); rep.OK() {
		t.Fatal("the audit passes the corrupted run")
	} else {
		t.Logf("caught: %v", rep.Failed())
	}
}

// interruptSwitch is the index of the first switch out of an interrupted
// context into another.
func interruptSwitch(t *testing.T, c *scheduler.CPResult, from int) int {
	t.Helper()
	for i, sw := range c.Switches {
		if sw.To >= 0 && sw.Reason != "finished" && (from < 0 || sw.From == from) {
			return i
		}
	}
	t.Fatal("no interrupt switch")
	return -1
}

func TestMutationDeletedContextSwitch(t *testing.T) {
	mustCatchRun(t, replayRun(t, func(*scheduler.Commands) {}), func(t *testing.T, r *scheduler.Result) {
		c := r.Commands
		i := interruptSwitch(t, c, -1)
		c.Contexts[c.Switches[i].From].Switches-- // the count agrees with the records left
		c.Switches = append(c.Switches[:i], c.Switches[i+1:]...)
	})
}

func TestMutationSwitchChargedWrong(t *testing.T) {
	for _, d := range []int64{-50, 37} {
		mustCatchRun(t, replayRun(t, func(*scheduler.Commands) {}), func(t *testing.T, r *scheduler.Result) {
			c := r.Commands
			c.Switches[interruptSwitch(t, c, -1)].End += d
		})
	}
}

// TestMutationIdleSwitchFree: the switch into a context after the command
// processor idled charged nothing (issue 35 defect 4 as it was).
func TestMutationIdleSwitchFree(t *testing.T) {
	mustCatchRun(t, idleRun(t), func(t *testing.T, r *scheduler.Result) {
		c := r.Commands
		for i, sw := range c.Switches {
			if sw.From < 0 {
				c.Switches[i].End = sw.Start
				return
			}
		}
		t.Fatal("no switch out of idle")
	})
}

// TestMutationIdleSwitchDeleted: the idle switch record is gone.
func TestMutationIdleSwitchDeleted(t *testing.T) {
	mustCatchRun(t, idleRun(t), func(t *testing.T, r *scheduler.Result) {
		c := r.Commands
		for i, sw := range c.Switches {
			if sw.From < 0 {
				c.Switches = append(c.Switches[:i], c.Switches[i+1:]...)
				return
			}
		}
		t.Fatal("no switch out of idle")
	})
}

// TestMutationRestoreChargedToTheWrongContext: app's restore charged to
// the switch into ui instead of the switch that resumes app (issue 35
// defect 5 as it was), with both contexts' totals made to agree.
func TestMutationRestoreChargedToTheWrongContext(t *testing.T) {
	mustCatchRun(t, overflowRun(t), func(t *testing.T, r *scheduler.Result) {
		c := r.Commands
		app, ui := -1, -1
		for i, sw := range c.Switches {
			if sw.To == 0 && sw.RestoreCycles > 0 && app < 0 {
				app = i
			}
			if sw.To == 1 && sw.RestoreCycles == 0 && ui < 0 {
				ui = i
			}
		}
		if app < 0 || ui < 0 {
			t.Fatalf("no restore into app (%d) or plain switch into ui (%d)", app, ui)
		}
		n := c.Switches[app].RestoreCycles
		c.Switches[app].RestoreCycles, c.Switches[app].End = 0, c.Switches[app].End-n
		c.Switches[ui].RestoreCycles, c.Switches[ui].End = n, c.Switches[ui].End+n
		c.Contexts[0].FullSaveCycles -= n
		c.Contexts[1].FullSaveCycles += n
	})
}

// TestMutationSaveChargedToTheWrongContext: app's full save recorded on a
// switch out of ui, with the counts made to agree.
func TestMutationSaveChargedToTheWrongContext(t *testing.T) {
	mustCatchRun(t, overflowRun(t), func(t *testing.T, r *scheduler.Result) {
		c := r.Commands
		app, ui := -1, -1
		for i, sw := range c.Switches {
			if sw.From == 0 && sw.FullSave && app < 0 {
				app = i
			}
			if sw.From == 1 && !sw.FullSave && sw.To >= 0 && ui < 0 {
				ui = i
			}
		}
		if app < 0 || ui < 0 {
			t.Fatalf("no full save out of app (%d) or plain switch out of ui (%d)", app, ui)
		}
		a, u := &c.Switches[app], &c.Switches[ui]
		n := a.SaveCycles
		a.FullSave, a.SaveCycles, a.End = false, 0, a.End-n
		u.FullSave, u.SaveCycles, u.End = true, n, u.End+n
		c.Contexts[0].FullSaves--
		c.Contexts[0].FullSaveCycles -= n
		c.Contexts[1].FullSaves++
		c.Contexts[1].FullSaveCycles += n
	})
}

// TestMutationSwitchToItself: an interrupt with no other context recorded
// as a switch of the context to itself (issue 36 item 6 as it was).
func TestMutationSwitchToItself(t *testing.T) {
	mustCatchRun(t, replayRun(t, func(*scheduler.Commands) {}), func(t *testing.T, r *scheduler.Result) {
		c := r.Commands
		last := c.Contexts[0].Finish
		c.Switches = append(c.Switches, scheduler.CPSwitch{Request: last + 10, Start: last + 10, End: last + 10 + c.SwitchCycles,
			From: 0, To: 0, Reason: "interrupt at cycle 10"})
		c.Contexts[0].Switches++
	})
}
