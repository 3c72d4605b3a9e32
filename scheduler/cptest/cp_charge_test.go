package cptest

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces/cmdstream"
)

// streams builds a workload of contexts from stream sources over the
// memory words a, b, alpha, flag, s1, s2, p (values 1, 2, 1, 1, 0, 0, 0).
func streams(t *testing.T, srcs ...string) scheduler.Workload {
	t.Helper()
	mem := scheduler.CPMemory{Names: []string{"a", "b", "alpha", "flag", "s1", "s2", "p"}, Init: []int64{1, 2, 1, 1, 0, 0, 0}}
	c := &scheduler.Commands{Memory: mem, Mode: scheduler.ReplayTrace, TraceNodes: 64}
	for i, src := range srcs {
		cs, errs := cmdstream.Parse([]byte(src), cmdstream.Names{Memory: mem})
		if len(errs) > 0 {
			t.Fatalf("stream %d: %v", i, errs[0])
		}
		c.Contexts = append(c.Contexts, scheduler.CPContext{Name: []string{"alpha", "beta", "gamma"}[i], File: "s.cmd", Stream: cs})
	}
	return scheduler.Workload{Commands: c}
}

func runCP(t *testing.T, w scheduler.Workload) *scheduler.CPResult {
	t.Helper()
	m, err := device.Preset("standard")
	if err != nil {
		t.Fatal(err)
	}
	r, err := scheduler.Run(context.Background(), m, w, scheduler.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Commands
}

// firstStep is the time of context ctx's first operation (-1 none).
func firstStep(c *scheduler.CPResult, ctx int) int64 {
	for _, st := range c.Steps {
		if int(st.Context) == ctx {
			return st.T
		}
	}
	return -1
}

// TestSwitchChargeDoesNotDependOnIdle (issue 35, defect 4): a context
// arriving as the previous one finishes and one arriving a cycle later
// (the command processor idle meanwhile) pay the same switch. Before the
// fix the first paid 200 cycles and the second nothing: beta's first
// operation ran at 2,136−… and 1,937−… respectively, one cycle of arrival
// becoming −199 cycles of finish.
func TestSwitchChargeDoesNotDependOnIdle(t *testing.T) {
	base := streams(t, "checkpoint\nread x = a\nwrite b = x + 1\ndelay 1000\n", "checkpoint\nread y = b\nwrite s1 = y\n")
	base.Commands.Contexts[1].Arrive = 1 << 30
	tA := runCP(t, base).Contexts[0].Finish
	var first, finish []int64
	for _, d := range []int64{0, 1, 50} {
		w := streams(t, "checkpoint\nread x = a\nwrite b = x + 1\ndelay 1000\n", "checkpoint\nread y = b\nwrite s1 = y\n")
		w.Commands.Contexts[1].Arrive = tA + d
		c := runCP(t, w)
		first = append(first, firstStep(c, 1)-d)
		finish = append(finish, c.Contexts[1].Finish-d)
		charged := false
		for _, sw := range c.Switches {
			if sw.To == 1 {
				charged = true
				if sw.End-sw.Start != c.SwitchCycles {
					t.Errorf("beta arriving %d after alpha finished: switch %+v charged %d, want %d", d, sw, sw.End-sw.Start, c.SwitchCycles)
				}
			}
		}
		if !charged {
			t.Errorf("beta arriving %d after alpha finished: no switch into beta recorded: %+v", d, c.Switches)
		}
	}
	if first[0] != first[1] || first[1] != first[2] || finish[0] != finish[1] || finish[1] != finish[2] {
		t.Errorf("beta's first operation and finish, less its arrival's delay 0/1/50: %v, %v; want equal", first, finish)
	}
	t.Logf("alpha finishes at %d; beta finishes at %v (less the delay)", tA, finish)
}

// TestFullSaveRestoreChargedWhenTheContextResumes (issue 35, defect 5):
// with a 3-node ring app's spans overflow into full saves (64 KiB at 64
// B/cycle: 1,024 cycles each way). The switch out of app is charged the
// switch and app's save; app's restore is charged to the switch back into
// app, not to the switch into ui. Before the fix the switch app → ui was
// charged 200 + 2 × 1,024 = 2,248.
func TestFullSaveRestoreChargedWhenTheContextResumes(t *testing.T) {
	r := replay(t, func(c *scheduler.Commands) { c.TraceNodes = 3; c.OverflowSave = true })
	c := r.Commands
	pending := map[int]bool{}
	saves, restores := map[int]int64{}, map[int]int64{}
	for _, sw := range c.Switches {
		if sw.To < 0 {
			continue
		}
		want := c.SwitchCycles
		if sw.FullSave {
			want += 1024
			saves[sw.From] += 1024
		}
		if pending[sw.To] {
			want += 1024
			restores[sw.To] += 1024
			pending[sw.To] = false
		}
		if sw.FullSave {
			pending[sw.From] = true
		}
		if sw.End-sw.Start != want {
			t.Errorf("switch %s → %s at %d charged %d cycles, want %d", c.Contexts[sw.From].Name, c.Contexts[sw.To].Name, sw.Start, sw.End-sw.Start, want)
		}
	}
	app := c.Contexts[0]
	if app.FullSaves == 0 || app.FullSaveCycles != saves[0]+restores[0] || restores[0] == 0 {
		t.Errorf("app: %d full saves charged %d cycles; its saves %d and restores %d", app.FullSaves, app.FullSaveCycles, saves[0], restores[0])
	}
	if ui := c.Contexts[1]; ui.FullSaveCycles != saves[1]+restores[1] {
		t.Errorf("ui: full-save cycles %d, its saves and restores %d", ui.FullSaveCycles, saves[1]+restores[1])
	}
}

// TestInterruptWithNothingElseReadyIsNoSwitch (issue 36, item 6): an
// interrupt while no other context is ready costs nothing and records no
// switch. Before the fix alpha "switched out after H → alpha running at
// 3016, latency 2292" to itself.
func TestInterruptWithNothingElseReadyIsNoSwitch(t *testing.T) {
	src := "checkpoint\nread x = a\nwrite b = x + 1\nread y = alpha\nwrite s1 = y\ncheckpoint\nwrite s2 = 5\n"
	plain := runCP(t, streams(t, src))
	for _, edit := range []func(c *scheduler.Commands){
		func(c *scheduler.Commands) { c.InterruptAt = []int64{10, 60} },
		func(c *scheduler.Commands) { c.Contexts[0].InterruptAfter = []int{1, 3} },
		func(c *scheduler.Commands) { c.TimeSlice = 5 },
		func(c *scheduler.Commands) { c.InterruptAt = []int64{10}; c.TraceNodes = 2; c.OverflowSave = true },
	} {
		w := streams(t, src)
		edit(w.Commands)
		c := runCP(t, w)
		x := c.Contexts[0]
		if x.Switches != 0 || len(x.PreemptLatency) != 0 || x.Replayed != 0 || x.FullSaves != 0 {
			t.Errorf("%+v: alpha alone: %d switches, latencies %v, %d replayed, %d full saves; want none", w.Commands.InterruptAt, x.Switches, x.PreemptLatency, x.Replayed, x.FullSaves)
		}
		for _, sw := range c.Switches {
			if sw.Reason != "finished" {
				t.Errorf("a switch with no other context: %+v", sw)
			}
		}
		if x.Finish != plain.Contexts[0].Finish {
			t.Errorf("alpha alone finishes at %d with interrupts, %d without", x.Finish, plain.Contexts[0].Finish)
		}
	}
}

// TestReplayedContextSeesWhatItReadBeforeTheSwitch (issue 36, item 5; the
// seed's para. 63): alpha reads alpha and tests [flag] before its switch,
// and reads both again after it, before its next checkpoint; beta
// overwrites both meanwhile. alpha must see the values it saw before the
// interrupt. Before the fix both later reads came from memory: s2 = 0
// against the reference 1, and the predicate wrote p = 2 against 1.
func TestReplayedContextSeesWhatItReadBeforeTheSwitch(t *testing.T) {
	a := "checkpoint\nread x = alpha\nif [flag] == 1 {\nwrite s1 = 1\n}\nread y = alpha\nwrite s2 = y\nif [flag] == 1 {\nwrite p = 1\n} else {\nwrite p = 2\n}\ncheckpoint\n"
	b := "checkpoint\nwrite alpha = 0\nwrite flag = 0\n"
	w := streams(t, a, b)
	w.Commands.Contexts[0].InterruptAfter = []int{3} // after s1 = 1
	w.Commands.Contexts[1].Arrive = 1
	m, _ := device.Preset("standard")
	chk, err := scheduler.CheckReplay(context.Background(), m, w, scheduler.Options{}, scheduler.ReplayTrace)
	if err != nil {
		t.Fatal(err)
	}
	if chk.Replayed.Commands.Contexts[0].Switches == 0 {
		t.Fatal("alpha was not switched out")
	}
	if !chk.Match {
		t.Fatalf("replay differs from the uninterrupted run: %v", chk.Differences)
	}
	read, pred := false, false
	for _, st := range chk.Replayed.Commands.Steps {
		if st.Forward != nil && st.Forward.Read && st.Context == 0 {
			switch st.Op {
			case 5:
				read = true
			case 7:
				pred = true
			}
		}
	}
	if !read || !pred {
		t.Errorf("forwarded reads: y = alpha %v, [flag] %v; want both from the trace", read, pred)
	}
}
