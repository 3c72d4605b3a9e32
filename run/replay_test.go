package run

import (
	"context"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// replayRun loads the replay example and runs its replay check.
func replayRun(t *testing.T, mode scheduler.ReplayMode) *scheduler.ReplayCheck {
	t.Helper()
	return exampleReplay(t, "replay", mode)
}

// exampleReplay loads an example and runs its replay check.
func exampleReplay(t *testing.T, name string, mode scheduler.ReplayMode) *scheduler.ReplayCheck {
	t.Helper()
	ws, err := workspaces.LoadExample(name)
	if err != nil {
		t.Fatal(err)
	}
	run, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	chk, err := scheduler.CheckReplay(context.Background(), run.Result.Machine, run.Workload, run.Result.Options, mode)
	if err != nil {
		t.Fatal(err)
	}
	return chk
}

func memOf(r *scheduler.CPResult) map[string]int64 {
	m := map[string]int64{}
	for i, n := range r.MemoryNames {
		m[n] = r.Memory[i]
	}
	return m
}

// The seed's example: app is interrupted between read C and checkpoint I
// and after the conditional K; ui overwrites C and flag meanwhile. With
// the trace buffer the result is identical to the uninterrupted run.
func TestReplayExampleIdenticalWithTrace(t *testing.T) {
	chk := replayRun(t, scheduler.ReplayTrace)
	if !chk.Match {
		t.Fatalf("differences with the trace buffer: %v", chk.Differences)
	}
	b := chk.Replayed.Commands
	if got := memOf(b); got["E"] != 51 || got["C"] != 9 || got["flag"] != 0 || got["fallback"] != 0 {
		t.Fatalf("memory %v, want E=51 (5*10+1 from the traced C) C=9 flag=0 fallback=0", got)
	}
	app := b.Contexts[0]
	if app.Switches != 2 {
		t.Fatalf("app switched %d times, want 2", app.Switches)
	}
	// the two resumes: from A (after E) and from I (after K)
	var resumes []string
	for _, sw := range b.Switches {
		if sw.From == 0 && sw.Reason != "finished" {
			resumes = append(resumes, fmt.Sprint(sw.ResumeOp))
		}
	}
	if !slices.Equal(resumes, []string{"0", "8"}) {
		t.Fatalf("app resumes from operations %v, want [0 8] (checkpoints A and I)", resumes)
	}
	// the replayed read of C and the replayed K came from the trace
	var fromTrace []int32
	for _, st := range b.Steps {
		if st.Context == 0 && st.FromTrace {
			fromTrace = append(fromTrace, st.Op)
		}
	}
	if !slices.Equal(fromTrace, []int32{2, 4, 10}) {
		t.Fatalf("steps taken from the trace %v, want C (2), E (4, write known done) and K (10)", fromTrace)
	}
	var grids []string
	for _, d := range app.Dispatched {
		grids = append(grids, d.Label)
	}
	if !slices.Equal(grids, []string{"H", "L", "N"}) {
		t.Fatalf("app scheduled %v, want H L N, each once", grids)
	}
}

func TestReplayExampleDiffersWithoutTrace(t *testing.T) {
	chk := replayRun(t, scheduler.ReplayNoTrace)
	if chk.Match {
		t.Fatal("without the trace buffer the replay must differ")
	}
	got := memOf(chk.Replayed.Commands)
	if got["E"] != 91 || got["fallback"] != 1 {
		t.Fatalf("memory %v: want E=91 (C re-read as 9) and fallback=1 (K re-evaluated)", got)
	}
	var what []string
	for _, d := range chk.Differences {
		what = append(what, d.What+" "+d.Name)
	}
	for _, want := range []string{"memory E", "memory fallback", "dispatches grids"} {
		if !slices.Contains(what, want) {
			t.Errorf("differences %v lack %q", what, want)
		}
	}
}

// The forwarding example: app writes E, is switched out, ui overwrites C
// and E, and app reads E back after resuming. The read takes app's own
// write (51) from the trace buffer, not ui's 7, as in the uninterrupted
// run; without the trace buffer the replay re-reads C and differs.
func TestForwardingExample(t *testing.T) {
	chk := exampleReplay(t, "forwarding", scheduler.ReplayTrace)
	if !chk.Match {
		t.Fatalf("differences with the trace buffer: %v", chk.Differences)
	}
	b := chk.Replayed.Commands
	if got := memOf(b); got["C"] != 9 || got["E"] != 7 || got["G"] != 52 {
		t.Fatalf("memory %v, want C=9 E=7 (ui wrote last) G=52 (F read app's own 51)", got)
	}
	var fwd []string
	for _, st := range b.Steps {
		if st.Forward != nil {
			fwd = append(fwd, fmt.Sprintf("%d<-%d:%s=%d", st.Op, st.Forward.Op, b.MemoryNames[st.Forward.Addr], st.Forward.Value))
			if !st.FromTrace {
				t.Error("a forwarded read must be marked from the trace")
			}
		}
	}
	if !slices.Equal(fwd, []string{"3<-2:E=51"}) {
		t.Fatalf("forwarded reads %v, want F (3) from the write E (2) of 51", fwd)
	}
	// the uninterrupted reference forwards nothing
	for _, st := range chk.Reference.Commands.Steps {
		if st.Forward != nil {
			t.Fatalf("the uninterrupted run forwarded %+v", st)
		}
	}
	nt := exampleReplay(t, "forwarding", scheduler.ReplayNoTrace)
	if nt.Match || memOf(nt.Replayed.Commands)["G"] != 92 {
		t.Fatalf("without the trace buffer: match %v, memory %v; want G=92 (C re-read as 9, E rewritten as 91)", nt.Match, memOf(nt.Replayed.Commands))
	}
}

// Naive resubmission restarts the stream: scheduled work runs twice.
func TestReplayResubmitDispatchesTwice(t *testing.T) {
	chk := replayRun(t, scheduler.ReplayResubmit)
	if chk.Match {
		t.Fatal("resubmission must differ")
	}
	app := chk.Replayed.Commands.Contexts[0]
	n := 0
	for _, d := range app.Dispatched {
		if d.Task == "prepare" {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("resubmission dispatched prepare %d times, want 2 (the wasted work)", n)
	}
	if app.Replayed <= replayRun(t, scheduler.ReplayTrace).Replayed.Commands.Contexts[0].Replayed {
		t.Fatal("resubmission must re-execute more operations than trace replay")
	}
}

// TestReplayProperty: random streams with nested conditionals, dispatches
// and checkpoints, interrupted at random operations while a second context
// overwrites any word whose final value the uninterrupted run also gives
// it: words the first context had finished with, and every word it read or
// wrote before its interrupt and reads afterwards (forwarded from the
// trace buffer: para. 63).
// With the trace buffer the result always equals the uninterrupted run;
// without it many differ (the count is reported).
func TestReplayProperty(t *testing.T) {
	m, err := device.Preset("standard")
	if err != nil {
		t.Fatal(err)
	}
	const cases = 300
	differNoTrace, forwarded := 0, 0
	for c := range cases {
		rng := rand.New(rand.NewPCG(uint64(c), 7))
		w, ok := propertyCase(t, rng)
		if !ok {
			continue
		}
		chk, err := scheduler.CheckReplay(context.Background(), m, w, scheduler.Options{}, scheduler.ReplayTrace)
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		if !chk.Match {
			t.Fatalf("case %d: trace replay differs: %v", c, chk.Differences)
		}
		for _, st := range chk.Replayed.Commands.Steps {
			if st.Forward != nil {
				forwarded++
				break
			}
		}
		for _, x := range chk.Replayed.Commands.Contexts {
			seen := map[int]bool{}
			for _, d := range x.Dispatched {
				if seen[d.Op] {
					t.Fatalf("case %d: %s dispatched operation %d twice", c, x.Name, d.Op)
				}
				seen[d.Op] = true
			}
		}
		nt, err := scheduler.CheckReplay(context.Background(), m, w, scheduler.Options{}, scheduler.ReplayNoTrace)
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		if !nt.Match {
			differNoTrace++
		}
	}
	t.Logf("%d random cases: trace buffer identical in all (%d read a forwarded write); without it %d differ", cases, forwarded, differNoTrace)
	// an interrupt that finds b not yet arrived, or finished, no longer
	// switches a to itself (issue 36 item 6), so fewer runs replay at all
	// (94 differed afterwards, 128 before)
	if differNoTrace < cases/4 {
		t.Fatalf("only %d of %d cases differed without the trace buffer: the interference does not reach the replayed reads", differNoTrace, cases)
	}
	if forwarded < 10 {
		t.Fatalf("only %d of %d cases read a forwarded write: the interference does not reach words written before the interrupt", forwarded, cases)
	}
}

// propertyCase builds one random case: context "a" (a random stream)
// interrupted after random operations; context "b" writes constants to
// words that b may overwrite while a is switched out (overwritable).
func propertyCase(t *testing.T, rng *rand.Rand) (scheduler.Workload, bool) {
	mem := scheduler.CPMemory{}
	for i := range 6 {
		mem.Names = append(mem.Names, fmt.Sprintf("m%d", i))
		mem.Init = append(mem.Init, int64(rng.IntN(10)))
	}
	spacing := 3 + rng.IntN(8)
	src := SynthStream(rng, SynthOptions{Ops: 15 + rng.IntN(40), Spacing: spacing, Memory: mem.Names, Dispatch: "k", Every: 5 + rng.IntN(5), Nest: true})
	a, err := synthStream(src, mem, []string{"k"})
	if err != nil {
		t.Fatal(err)
	}
	var pts []int
	for range 1 + rng.IntN(3) {
		p := rng.IntN(len(a.Ops))
		if k := a.Ops[p].Kind; k != scheduler.OpElse && k != scheduler.OpEnd {
			pts = append(pts, p)
		}
	}
	if len(pts) == 0 {
		return scheduler.Workload{}, false
	}
	free, reread := overwritable(a, slices.Min(pts), len(mem.Names))
	var bsrc strings.Builder
	bsrc.WriteString("checkpoint\n")
	for _, w := range reread { // every word a reads back after writing it
		fmt.Fprintf(&bsrc, "write m%d = %d\n", w, 20+rng.IntN(50))
	}
	for range min(len(free), 1+rng.IntN(4)) {
		fmt.Fprintf(&bsrc, "write m%d = %d\n", free[rng.IntN(len(free))], 20+rng.IntN(50))
	}
	bsrc.WriteString("dispatch k\nwait\n")
	b, err := synthStream(bsrc.String(), mem, []string{"k"})
	if err != nil {
		t.Fatal(err)
	}
	c := &scheduler.Commands{Memory: mem, Mode: scheduler.ReplayTrace, TraceNodes: 256,
		Contexts: []scheduler.CPContext{
			{Name: "a", File: "a.cmd", Stream: a, InterruptAfter: pts},
			{Name: "b", File: "b.cmd", Stream: b, Arrive: int64(rng.IntN(200))},
		}}
	return scheduler.Workload{
		Kernels:  []scheduler.Kernel{{Name: "k", CyclesPerThread: 30, RegistersPerThread: 16, BlockSize: scheduler.Dim3{X: 32, Y: 1, Z: 1}}},
		Tasks:    []scheduler.Task{{Name: "k", Kernel: "k", Grid: scheduler.Dim3{X: 2, Y: 1, Z: 1}}},
		Commands: c,
	}, true
}

// overwritable returns the words another context may overwrite while a is
// switched out at or after operation p, such that the uninterrupted run
// (where the other context comes after a) ends the same and a reads the
// same: words a does not access after p (b's write is the last one either
// way), and words a only reads after p, before its next checkpoint, having
// read or written them unconditionally since its checkpoint and up to p —
// those reads must take what a saw before the interrupt from the trace
// buffer (forwarding, the seed's para. 63); reread lists the latter, and
// b overwrites every one of them.
func overwritable(a *scheduler.CommandStream, p, words int) (free, reread []int) {
	ck, next := -1, len(a.Ops)
	for i, op := range a.Ops {
		if op.Kind == scheduler.OpCheckpoint {
			if i <= p {
				ck = i
			} else if next == len(a.Ops) {
				next = i
			}
		}
	}
	written := map[int]bool{} // read or written unconditionally, in (ck, p]
	for _, op := range a.Ops[ck+1 : p+1] {
		if op.Depth != 0 {
			continue
		}
		switch op.Kind {
		case scheduler.OpWrite, scheduler.OpRead:
			written[op.Addr] = true
		case scheduler.OpIf:
			memAddrs(op.Expr, written)
		}
	}
	unsafe, read := map[int]bool{}, map[int]bool{}
	for i, op := range a.Ops[p+1:] {
		clear(read)
		switch op.Kind {
		case scheduler.OpWrite:
			unsafe[op.Addr] = true
		case scheduler.OpRead:
			read[op.Addr] = true
		case scheduler.OpIf:
			memAddrs(op.Expr, read)
		}
		for w := range read {
			if !written[w] || p+1+i > next {
				unsafe[w] = true
			}
		}
	}
	for w := range words {
		if !unsafe[w] {
			free = append(free, w)
		}
	}
	later := map[int]bool{}
	for _, op := range a.Ops[p+1 : next] {
		switch op.Kind {
		case scheduler.OpRead:
			later[op.Addr] = true
		case scheduler.OpIf:
			memAddrs(op.Expr, later)
		}
	}
	for w := range words {
		if later[w] && !unsafe[w] {
			reread = append(reread, w)
		}
	}
	return free, reread
}

func memAddrs(e *scheduler.CPExpr, into map[int]bool) {
	if e == nil {
		return
	}
	if e.Op == "mem" {
		into[e.Slot] = true
	}
	memAddrs(e.L, into)
	memAddrs(e.R, into)
}

// The checkpoint-spacing sweep: replayed work per resume never exceeds one
// checkpoint interval, submission-level preemption replays nothing, and
// the trace peak grows with the spacing.
func TestCheckpointSweepBounds(t *testing.T) {
	m, _ := device.Preset("standard")
	rows, err := CheckpointSweep(context.Background(), m, scheduler.Commands{}, DefaultSweep())
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 18 {
		t.Fatalf("%d rows, want 3 levels × 6 spacings", len(rows))
	}
	peak := map[string]int{}
	for _, r := range rows {
		if r.MaxReplayed >= r.Spacing {
			t.Errorf("%s spacing %d: %d operations replayed in one resume, more than one interval", r.Level, r.Spacing, r.MaxReplayed)
		}
		if r.Level == "submission" && r.Replayed != 0 {
			t.Errorf("submission level replayed %d operations", r.Replayed)
		}
		if r.Switches == 0 {
			t.Errorf("%s spacing %d: never switched", r.Level, r.Spacing)
		}
		if r.TracePeak < peak[r.Level] {
			t.Errorf("%s: trace peak fell from %d to %d as the spacing grew to %d", r.Level, peak[r.Level], r.TracePeak, r.Spacing)
		}
		peak[r.Level] = r.TracePeak
	}
}

// commandsWorkspace is the replay example with the given stream files and
// [commands] text.
func commandsWorkspace(t *testing.T, commands string, streams map[string]string) fs.FS {
	fsys := fstest.MapFS{"workspace.toml": {Data: []byte("name = \"t\"\nscene = \"scene.toml\"\ntasks = [\"tasks.toml\"]\n" + commands)}}
	for n, s := range streams {
		fsys[n] = &fstest.MapFile{Data: []byte(s)}
	}
	return layers{fsys, example(t, "replay")}
}

func TestTraceOverflowBothModes(t *testing.T) {
	long := "A: checkpoint\nread a = C\nwrite E = a\nread b = E\nwrite C = b + 1\nread c = C\nX: write E = c\nY: checkpoint\n"
	base := `
[commands]
trace_nodes = 4
overflow = "%s"
[commands.memory]
C = 1
E = 2
[[commands.contexts]]
name = "app"
stream = "app.cmd"
interrupt_after = ["X"]
[[commands.contexts]]
name = "ui"
stream = "ui.cmd"
`
	// error mode: names the operation
	ws, err := workspaces.LoadFS(commandsWorkspace(t, fmt.Sprintf(base, "error"), map[string]string{"app.cmd": long, "ui.cmd": "checkpoint\nwrite C = 9\n"}), ".")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Execute(context.Background(), ws)
	if err == nil || !strings.Contains(err.Error(), "app.cmd:5:1: trace buffer overflow") || !strings.Contains(err.Error(), "since checkpoint A") {
		t.Fatalf("overflow error = %v", err)
	}
	// save mode: a full context save, reported
	ws, err = workspaces.LoadFS(commandsWorkspace(t, fmt.Sprintf(base, "save"), map[string]string{"app.cmd": long, "ui.cmd": "checkpoint\nwrite C = 9\n"}), ".")
	if err != nil {
		t.Fatal(err)
	}
	run, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	app := run.Result.Commands.Contexts[0]
	if app.FullSaves != 1 || app.FullSaveCycles == 0 || app.Overflows != 1 {
		t.Fatalf("save mode: %d full saves, %d cycles, %d overflows", app.FullSaves, app.FullSaveCycles, app.Overflows)
	}
	if app.Replayed != 0 {
		t.Fatalf("a fully saved context resumes in place, replayed %d", app.Replayed)
	}
}
