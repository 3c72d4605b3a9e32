package cptest

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// check runs the replay check on the replay example with mode.
func check(t *testing.T, mode scheduler.ReplayMode) *scheduler.ReplayCheck {
	t.Helper()
	ws, err := workspaces.LoadExample("replay")
	if err != nil {
		t.Fatal(err)
	}
	rc, err := scheduler.CheckReplay(context.Background(), ws.Machine, ws.Workload, ws.SchedOptions, mode)
	if err != nil {
		t.Fatal(err)
	}
	return rc
}

// TestReplayCheckMatchesWithTheTraceOnly: the replay check (cpcheck.go)
// finds no observable difference when contexts resume from the trace, and
// names the seed's inconsistency when they re-read memory (app's E written
// again as 91 instead of 51, its fallback taken) or resubmit (grids
// dispatched twice).
func TestReplayCheckMatchesWithTheTraceOnly(t *testing.T) {
	if rc := check(t, scheduler.ReplayTrace); !rc.Match || len(rc.Differences) != 0 {
		t.Fatalf("trace replay differs: %v", rc.Differences)
	}
	rc := check(t, scheduler.ReplayNoTrace)
	if rc.Match || len(rc.Differences) == 0 {
		t.Fatal("no-trace replay reported as matching")
	}
	var text []string
	for _, d := range rc.Differences {
		text = append(text, d.String())
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{"memory E: uninterrupted 51, replayed 91", "memory fallback: uninterrupted 0, replayed 1",
		"dispatches app: grids: uninterrupted H:prepare L:shade N:draw, replayed H:prepare N:draw"} {
		if !strings.Contains(all, want) {
			t.Errorf("no-trace differences lack %q:\n%s", want, all)
		}
	}
	rc = check(t, scheduler.ReplayResubmit)
	found := false
	for _, d := range rc.Differences {
		found = found || d.What == "dispatches" && d.Context == "ui" && d.Replayed == "R:overlay R:overlay"
	}
	if rc.Match || !found {
		t.Errorf("resubmit: want ui's overlay dispatched twice, got %v", rc.Differences)
	}
	// Resubmission replays everything: nothing is skipped.
	for _, x := range rc.Replayed.Commands.Contexts {
		if x.Skipped != 0 || x.Replayed == 0 {
			t.Errorf("resubmit %s: replayed %d, skipped %d", x.Name, x.Replayed, x.Skipped)
		}
	}
	ws, _ := workspaces.LoadExample("continuations")
	if _, err := scheduler.CheckReplay(context.Background(), ws.Machine, ws.Workload, ws.SchedOptions, scheduler.ReplayTrace); err == nil {
		t.Error("a workload without command streams passed the replay check")
	}
}

// TestCompareCPListsEachRegister: a register that differs is one
// difference naming the context and the register.
func TestCompareCPListsEachRegister(t *testing.T) {
	a := replay(t, nil).Commands
	b := replay(t, nil).Commands
	if d := scheduler.CompareCP(a, b); len(d) != 0 {
		t.Fatalf("a run differs from itself: %v", d)
	}
	ctx := &b.Contexts[0]
	regs := map[string]int64{"zz": 1}
	for k, v := range ctx.Regs {
		regs[k] = v
	}
	a.Contexts[0].Regs = map[string]int64{"zz": 0}
	for k, v := range ctx.Regs {
		a.Contexts[0].Regs[k] = v
	}
	ctx.Regs = regs
	d := scheduler.CompareCP(a, b)
	if len(d) != 1 || d[0].What != "register" || d[0].Context != ctx.Name || d[0].Name != "zz" || d[0].Reference != "0" || d[0].Replayed != "1" {
		t.Fatalf("differences %+v", d)
	}
}

// TestPreemptionLevelsStopOnlyAtTheirPoints: under "draw" a context is
// switched out only after a dispatch, draw, wait or checkpoint; under
// "submission" only at a checkpoint. The later the point, the longer the
// first preemption takes (244, 360, 364 cycles for app).
func TestPreemptionLevelsStopOnlyAtTheirPoints(t *testing.T) {
	var first []int64
	for _, lvl := range []scheduler.PreemptLevel{scheduler.PreemptAny, scheduler.PreemptDraw, scheduler.PreemptSubmission} {
		r := replay(t, func(c *scheduler.Commands) { c.Preemption = lvl })
		cmd := r.Workload.Commands
		interrupts := 0
		for _, s := range r.Commands.Switches {
			if !strings.HasPrefix(s.Reason, "interrupt") {
				continue
			}
			interrupts++
			k := cmd.Contexts[s.From].Stream.Ops[s.LastOp].Kind
			ok := true
			switch lvl {
			case scheduler.PreemptDraw:
				ok = slices.Contains([]scheduler.CPOpKind{scheduler.OpDispatch, scheduler.OpDraw, scheduler.OpWait, scheduler.OpCheckpoint}, k)
			case scheduler.PreemptSubmission:
				ok = k == scheduler.OpCheckpoint || s.LastOp == s.ResumeOp
			}
			if !ok {
				t.Errorf("%v: %s switched out after a %v (op %d)", lvl, cmd.Contexts[s.From].Name, k, s.LastOp)
			}
		}
		if interrupts == 0 {
			t.Fatalf("%v: no interrupt switch", lvl)
		}
		first = append(first, r.Commands.Contexts[0].PreemptLatency[0])
	}
	if !slices.IsSorted(first) || first[0] == first[2] {
		t.Errorf("app's first preemption latency by level (any, draw, submission): %v, want growing", first)
	}
}

// TestTraceOverflowFallsBackToAFullSave: with a 3-node ring both of app's
// interrupted spans overflow (A, C's read, E's write and the last node;
// I, flag's read for K, K's path and the last node). With overflow =
// "save" each switch out of such a span saves the context fully, and app
// is charged each save when it stops and each restore when it resumes (64
// KiB at 64 B/cycle: 1,024 cycles each way, 4 × 1,024); without it the run
// stops naming the operation.
func TestTraceOverflowFallsBackToAFullSave(t *testing.T) {
	r := replay(t, func(c *scheduler.Commands) { c.TraceNodes = 3; c.OverflowSave = true })
	app := r.Commands.Contexts[0]
	if app.Overflows != 2 || app.FullSaves != 2 || app.FullSaveCycles != 4096 {
		t.Errorf("app: overflows %d, full saves %d (%d cycles); want 2, 2, 4096", app.Overflows, app.FullSaves, app.FullSaveCycles)
	}
	full := false
	for _, s := range r.Commands.Switches {
		full = full || s.FullSave && s.Bytes == app.FullSaveBytes
	}
	if !full {
		t.Errorf("no switch records the full save: %+v", r.Commands.Switches)
	}
	ws, _ := workspaces.LoadExample("replay")
	w := ws.Workload
	c := *w.Commands
	c.TraceNodes = 3
	w.Commands = &c
	_, err := scheduler.Run(context.Background(), ws.Machine, w, ws.SchedOptions)
	var re *scheduler.RunError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "trace buffer overflow in context app at operation E") {
		t.Errorf("without overflow = save: %v", err)
	}
}

// TestTimeSliceSwitchesEqualPriorities: with the workspace's interrupts
// off and a 300-cycle slice, contexts of one priority take turns — and the
// trace replay still reproduces the uninterrupted run.
func TestTimeSliceSwitchesEqualPriorities(t *testing.T) {
	edit := func(c *scheduler.Commands) {
		c.TimeSlice, c.InterruptAt = 300, nil
		c.Contexts = slices.Clone(c.Contexts)
		for i := range c.Contexts {
			c.Contexts[i].InterruptAfter = nil
		}
	}
	r := replay(t, edit)
	turns := 0
	for _, s := range r.Commands.Switches {
		if s.Reason == "time slice" {
			turns++
			if s.Start < s.Request || s.End != s.Start+r.Commands.SwitchCycles {
				t.Errorf("switch %+v: not charged its %d cycles after the request", s, r.Commands.SwitchCycles)
			}
		}
	}
	if turns < 2 {
		t.Fatalf("%d time-slice switches: %+v", turns, r.Commands.Switches)
	}
	ref := replay(t, func(c *scheduler.Commands) { edit(c); c.Uninterrupted = true })
	if d := scheduler.CompareCP(ref.Commands, r.Commands); len(d) != 0 {
		t.Errorf("time-sliced run differs from the uninterrupted one: %v", d)
	}
}

// TestNamesRoundTrip: every replay mode and preemption level parses from
// its name; unknown names are refused with the choices.
func TestNamesRoundTrip(t *testing.T) {
	for _, m := range []scheduler.ReplayMode{scheduler.ReplayTrace, scheduler.ReplayNoTrace, scheduler.ReplayResubmit} {
		b, _ := m.MarshalText()
		if got, err := scheduler.ParseReplayMode(string(b)); err != nil || got != m {
			t.Errorf("mode %v: parsed %v, %v", m, got, err)
		}
	}
	if _, err := scheduler.ParseReplayMode("rewind"); err == nil || !strings.Contains(err.Error(), "trace, no-trace, resubmit") {
		t.Errorf("unknown mode: %v", err)
	}
	for _, p := range []scheduler.PreemptLevel{scheduler.PreemptAny, scheduler.PreemptDraw, scheduler.PreemptSubmission} {
		b, _ := p.MarshalText()
		if got, err := scheduler.ParsePreemptLevel(string(b)); err != nil || got != p {
			t.Errorf("level %v: parsed %v, %v", p, got, err)
		}
	}
	if _, err := scheduler.ParsePreemptLevel("never"); err == nil || !strings.Contains(err.Error(), "any, draw, submission") {
		t.Errorf("unknown level: %v", err)
	}
	for k, want := range map[scheduler.CPStepKind]string{scheduler.StepProcess: "process", scheduler.StepReplay: "replay", scheduler.StepSkip: "skip", scheduler.StepSchedule: "schedule", 9: "?"} {
		if b, _ := k.MarshalText(); string(b) != want {
			t.Errorf("step kind %d: %q, want %q", k, b, want)
		}
	}
	for k, want := range map[scheduler.TraceEventKind]string{scheduler.TracePush: "push", scheduler.TracePurge: "purge", scheduler.TraceDrop: "drop", scheduler.TraceOverflow: "overflow"} {
		if b, _ := k.MarshalText(); string(b) != want {
			t.Errorf("trace event kind %d: %q, want %q", k, b, want)
		}
	}
	for k := scheduler.NodeCheckpoint; k <= scheduler.NodeLast; k++ {
		if b, _ := k.MarshalText(); len(b) == 0 || string(b) == "?" {
			t.Errorf("node kind %d has no name", k)
		}
	}
	for k := scheduler.OpCheckpoint; k <= scheduler.OpDelay; k++ {
		if b, _ := k.MarshalText(); len(b) == 0 {
			t.Errorf("op kind %d has no name", k)
		}
	}
}

// TestExprEvaluates: the command streams' expressions: arithmetic wraps,
// comparisons and logic give 0 or 1, memory is read through the callback.
func TestExprEvaluates(t *testing.T) {
	c := func(v int64) *scheduler.CPExpr { return &scheduler.CPExpr{Op: "const", Val: v} }
	bin := func(op string, l, r *scheduler.CPExpr) *scheduler.CPExpr {
		return &scheduler.CPExpr{Op: op, L: l, R: r}
	}
	v0 := &scheduler.CPExpr{Op: "var", Slot: 0}
	m1 := &scheduler.CPExpr{Op: "mem", Slot: 1}
	vars := []int64{7}
	mem := func(a int) int64 { return int64(10 * a) }
	for _, tc := range []struct {
		e    *scheduler.CPExpr
		want int64
	}{
		{bin("+", v0, m1), 17}, {bin("-", v0, m1), -3}, {bin("*", v0, m1), 70},
		{bin("==", v0, c(7)), 1}, {bin("!=", v0, c(7)), 0}, {bin("<", v0, m1), 1}, {bin("<=", m1, v0), 0},
		{bin(">", m1, v0), 1}, {bin(">=", v0, c(8)), 0}, {bin("&&", v0, c(0)), 0}, {bin("||", c(0), m1), 1},
		{&scheduler.CPExpr{Op: "neg", L: v0}, -7}, {&scheduler.CPExpr{Op: "not", L: c(0)}, 1},
		{bin("*", c(1<<62), c(4)), 0}, {bin("?", c(1), c(2)), 0},
	} {
		if got := tc.e.Eval(vars, mem); got != tc.want {
			t.Errorf("%+v = %d, want %d", tc.e, got, tc.want)
		}
	}
	if !bin("+", v0, m1).Reads() || bin("+", v0, c(1)).Reads() || (*scheduler.CPExpr)(nil).Reads() {
		t.Error("Reads: only an expression with a memory word reads memory")
	}
	m := scheduler.CPMemory{Names: []string{"C", "buf[0]", "buf[1]"}}
	if m.Index("buf[1]") != 2 || m.Index("D") != -1 {
		t.Errorf("Index: buf[1] at %d, D at %d", m.Index("buf[1]"), m.Index("D"))
	}
}

// TestValidationNamesCommandMistakes: the command layer's mistakes are
// validation errors, each in words.
func TestValidationNamesCommandMistakes(t *testing.T) {
	ws, err := workspaces.LoadExample("replay")
	if err != nil {
		t.Fatal(err)
	}
	w := ws.Workload
	c := *w.Commands
	c.TraceNodes = -1
	c.Memory.Init = c.Memory.Init[:len(c.Memory.Init)-1]
	c.Contexts = slices.Clone(c.Contexts)
	c.Contexts[1].Name = c.Contexts[0].Name
	c.Contexts[1].InterruptAfter = []int{99}
	s := *c.Contexts[0].Stream
	s.Ops = slices.Clone(s.Ops)
	for i := range s.Ops {
		if s.Ops[i].Kind == scheduler.OpDispatch {
			s.Ops[i].Name = "nope"
			break
		}
	}
	c.Contexts[0].Stream = &s
	w.Commands = &c
	_, err = scheduler.Run(context.Background(), ws.Machine, w, ws.SchedOptions)
	var ve *scheduler.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("got %v, want a validation error", err)
	}
	for _, want := range []string{"trace_nodes must be at least 1", "memory names and initial values differ in number",
		"is declared twice", "interrupt point 100 is past the end", `dispatch of unknown task "nope"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("validation lacks %q:\n%v", want, err)
		}
	}
}
