package scheduler

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

func hostDevs() []HostDevice {
	return []HostDevice{
		{Name: "ppu", Type: "ppu", Units: 8, Lanes: 32, ClockMHz: 1000, LaunchCycles: 200},
		{Name: "cpu", Type: "cpu", Units: 4, Lanes: 1, ClockMHz: 1000, LaunchCycles: 50, BytesPerCycle: 32},
	}
}

func TestHostPicksHighestPriorityReadyInstance(t *testing.T) {
	in := []HostInstance{
		{Name: "low", Priority: 1, Device: "ppu", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 1000},
		{Name: "high", Priority: 5, Device: "ppu", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 1000},
		{Name: "blocked", Priority: 9, Device: "ppu", Wait: []string{"low"}, Allowed: []string{"ppu"}, Ops: 10, Items: 1000},
	}
	r, err := PlanHost(hostDevs(), in, HostOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(r.Order, ",") != "high,low,blocked" {
		t.Fatalf("order %v", r.Order)
	}
	lo, _ := r.Event("low")
	bl, _ := r.Event("blocked")
	if bl.Submitted < lo.End || bl.Status(lo.End-1) != EventQueued || bl.Status(bl.End) != EventComplete {
		t.Fatalf("blocked %+v low %+v", bl, lo)
	}
}

func TestHostFallsBackToCPUWhenGraphicsBusy(t *testing.T) {
	in := []HostInstance{{Name: "k", Device: "ppu", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 1000}}
	busy := func(t int64) int { return 80 }
	r, err := PlanHost(hostDevs(), in, HostOptions{Threshold: 50, GraphicsLoad: busy})
	if err != nil {
		t.Fatal(err)
	}
	d := r.Decisions[0]
	if d.Device != "cpu" || !d.Fallback || !strings.Contains(d.Reason, "80%") || !strings.Contains(d.Reason, "threshold 50%") {
		t.Fatalf("decision %+v", d)
	}
	r2, _ := PlanHost(hostDevs(), in, HostOptions{Threshold: 90, GraphicsLoad: busy})
	if r2.Decisions[0].Device != "ppu" || r2.Decisions[0].Fallback {
		t.Fatalf("below threshold: %+v", r2.Decisions[0])
	}
}

func TestHostAnyDeviceTakesEarliestPredictedCompletion(t *testing.T) {
	in := []HostInstance{
		{Name: "a", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 100000},
		{Name: "b", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 100},
	}
	r, err := PlanHost(hostDevs(), in, HostOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Decisions[0].Device != "ppu" {
		t.Fatalf("a: %+v", r.Decisions[0])
	}
	// b finds the PPU busy with a; the idle CPU finishes first.
	if r.Decisions[1].Device != "cpu" || r.Decisions[1].Predictions[0].Device != "cpu" {
		t.Fatalf("b: %+v", r.Decisions[1])
	}
}

func TestHostCyclesAndUnknownNamesAreErrors(t *testing.T) {
	in := []HostInstance{
		{Name: "a", Wait: []string{"c"}, Allowed: []string{"cpu"}},
		{Name: "b", Wait: []string{"a"}, Allowed: []string{"cpu"}},
		{Name: "c", Wait: []string{"b"}, Allowed: []string{"cpu"}},
	}
	_, err := PlanHost(hostDevs(), in, HostOptions{})
	var ce *HostCycleError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "a → c → b → a") {
		t.Fatalf("err %v", err)
	}
	_, err = PlanHost(hostDevs(), []HostInstance{{Name: "x", Wait: []string{"nope"}, Allowed: []string{"cpu"}}}, HostOptions{})
	if err == nil || !strings.Contains(err.Error(), `unknown instance "nope"`) {
		t.Fatalf("err %v", err)
	}
	_, err = PlanHost(hostDevs(), []HostInstance{{Name: "x", Device: "gpu9", Allowed: []string{"cpu"}}}, HostOptions{})
	if err == nil || !strings.Contains(err.Error(), `unknown device "gpu9"`) {
		t.Fatalf("err %v", err)
	}
}

func TestHostCostModelIsDeterministic(t *testing.T) {
	d := HostDevice{Units: 4, Lanes: 1, ClockMHz: 3000}
	if c := d.ComputeCycles(10, 1000, 1000); c != 834 {
		t.Fatalf("cycles %d", c) // 2500 CPU cycles at 3 GHz = 834 PPU cycles at 1 GHz
	}
}

// TestHostSplitCoExecutionBeatsPPUAlone: a co-execution workload divided
// between the PPU and the CPU finishes at least 10 % sooner than on the PPU
// alone, both parts end close together, and every item is assigned.
func TestHostSplitCoExecutionBeatsPPUAlone(t *testing.T) {
	devs := []HostDevice{
		{Name: "ppu", Type: "ppu", Units: 2, Lanes: 32, ClockMHz: 1000, LaunchCycles: 200},
		{Name: "cpu", Type: "cpu", Units: 16, Lanes: 1, ClockMHz: 3000, LaunchCycles: 50, BytesPerCycle: 64},
	}
	base := HostInstance{Name: "k", Allowed: []string{"ppu", "cpu"}, Ops: 20, Items: 1 << 20, Bytes: 4 << 20}
	alone := base
	alone.Device = "ppu"
	ra, err := PlanHost(devs, []HostInstance{alone}, HostOptions{RefClockMHz: 1000})
	if err != nil {
		t.Fatal(err)
	}
	split := base
	split.Split = true
	rs, err := PlanHost(devs, []HostInstance{split}, HostOptions{RefClockMHz: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs.Events) != 2 || rs.Events[0].Items+rs.Events[1].Items != base.Items {
		t.Fatalf("parts %+v", rs.Events)
	}
	if gain := float64(ra.Makespan) / float64(rs.Makespan); gain < 1.10 {
		t.Fatalf("co-execution %d vs PPU alone %d: only %.2f× faster", rs.Makespan, ra.Makespan, gain)
	}
	d0, d1 := rs.Events[0].End, rs.Events[1].End
	if diff := max(d0, d1) - min(d0, d1); diff*100 > rs.Makespan {
		t.Fatalf("parts end %d and %d: more than 1%% apart", d0, d1)
	}
	if d := rs.Decisions[0]; d.Device != "ppu+cpu" || !strings.Contains(d.Reason, "split (co-execution)") {
		t.Fatalf("decision %+v", d)
	}
}

// TestHostOutlierDoesNotFoolPlacement: predictions learn from what
// instances actually took, robustly — one 100× timing spike on the PPU
// diverts under 10 % of the later instances to the CPU, and the spike's
// prediction error is reported.
func TestHostOutlierDoesNotFoolPlacement(t *testing.T) {
	devs := []HostDevice{
		{Name: "ppu", Type: "ppu", Units: 4, Lanes: 32, ClockMHz: 1000, LaunchCycles: 200},
		{Name: "cpu", Type: "cpu", Units: 16, Lanes: 1, ClockMHz: 3000, LaunchCycles: 50},
	}
	mk := func(spike bool) []HostInstance {
		var in []HostInstance
		for i := 0; i < 100; i++ {
			x := HostInstance{Name: fmt.Sprintf("k%d", i), Kernel: "k", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 20000,
				SubmitAt: int64(i) * 500000}
			if spike && i == 3 {
				x.Slowdown = 100
			}
			in = append(in, x)
		}
		return in
	}
	base, err := PlanHost(devs, mk(false), HostOptions{RefClockMHz: 1000})
	if err != nil {
		t.Fatal(err)
	}
	spiked, err := PlanHost(devs, mk(true), HostOptions{RefClockMHz: 1000})
	if err != nil {
		t.Fatal(err)
	}
	diverted := 0
	for i := 4; i < 100; i++ {
		if base.Decisions[i].Device != spiked.Decisions[i].Device {
			diverted++
		}
	}
	if base.Decisions[10].Device != "ppu" || diverted*10 >= 96 {
		t.Fatalf("%d of 96 later instances diverted (baseline device %s)", diverted, base.Decisions[10].Device)
	}
	if e := spiked.Decisions[3].PredictionError; e < 90 {
		t.Fatalf("spike's prediction error %.1f%%", e)
	}
	if e := spiked.Decisions[50].PredictionError; e > 1 {
		t.Fatalf("prediction error after the spike %.1f%%", e)
	}
}

func TestHostCriticalPathFollowsTheLastReleasingEvent(t *testing.T) {
	in := []HostInstance{
		{Name: "a", Allowed: []string{"cpu"}, Ops: 10, Items: 100},
		{Name: "b", Allowed: []string{"cpu"}, Ops: 10, Items: 100000},
		{Name: "c", Wait: []string{"a", "b"}, Allowed: []string{"cpu"}, Ops: 10, Items: 100},
		{Name: "d", Wait: []string{"a"}, Allowed: []string{"cpu"}, Ops: 1, Items: 1},
	}
	r, err := PlanHost(hostDevs(), in, HostOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(r.CriticalPath(), " → "); got != "b → c" {
		t.Fatalf("critical path %q (events %+v)", got, r.Events)
	}
}

// A task written by another host queue (the runtime's) does not hold up
// the main queue's TMD writes: graphics listed after it start on time.
func TestHostQueueWritesIndependently(t *testing.T) {
	m, _ := device.Preset("standard")
	w := Workload{
		Kernels:  []Kernel{{Name: "k", CyclesPerThread: 100, RegistersPerThread: 16, BlockSize: Dim3{32, 1, 1}}},
		Tasks:    []Task{{Name: "late", Kernel: "k", Grid: Dim3{1, 1, 1}, SubmitAt: 5000}},
		Graphics: []GraphicsGrid{{Name: "frag", Kind: FragmentGrid, CTACosts: []int64{10}, Threads: 32, RegistersPerThread: 16}},
	}
	start := func(w Workload) int64 {
		r, err := Run(context.Background(), m, w, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, tm := range r.TMDs {
			if tm.Name == "frag" {
				return tm.Start
			}
		}
		return -1
	}
	if s := start(w); s < 5000 {
		t.Fatalf("one host queue: graphics started at %d, before the task listed ahead of it was written", s)
	}
	w.Tasks[0].HostQueue = "runtime"
	if s := start(w); s > 200 {
		t.Fatalf("separate host queues: graphics started at %d, held up by the runtime's task", s)
	}
}

// TestHostRevisitsCPUPlacementWhenPPUFreesUp: defect 9 of issue 24. An
// instance meant for the PPU is submitted while graphics hold 80 % of its
// SMs (until cycle 11,000) and the CPU has a long queue. The CPU would
// finish it at about 70,000; the runtime revisits the placement when the
// PPU frees up and runs it there, finishing soon after 11,000. Before the
// fix it ran on the CPU (the decision was made once, at submission, and
// ignored the CPU's queue).
func TestHostRevisitsCPUPlacementWhenPPUFreesUp(t *testing.T) {
	in := []HostInstance{
		{Name: "cpu-work", Device: "cpu", Allowed: []string{"cpu"}, Ops: 200, Items: 1200},
		{Name: "k", Device: "ppu", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 4000, SubmitAt: 1000},
	}
	load, next := graphicsUntil(80, 11000)
	r, err := PlanHost(hostDevs(), in, HostOptions{Threshold: 50, GraphicsLoad: load, GraphicsNext: next})
	if err != nil {
		t.Fatal(err)
	}
	e, _ := r.Event("k")
	d := r.Decisions[1]
	t.Logf("k on %s, begin %d, end %d: %s", e.Device, e.Begin, e.End, d.Reason)
	if e.Device != "ppu" || e.Begin != 11000 || e.End > 12000 || d.Fallback || !strings.Contains(d.Reason, "revisited at 11000") {
		t.Errorf("k ran on %s from %d to %d (%s); want the PPU from 11000, when graphics free it", e.Device, e.Begin, e.End, d.Reason)
	}
	// Without a long CPU queue the CPU still finishes first: it stays there.
	r, _ = PlanHost(hostDevs(), in[1:], HostOptions{Threshold: 50, GraphicsLoad: load, GraphicsNext: next})
	if e, _ := r.Event("k"); e.Device != "cpu" || !r.Decisions[0].Fallback {
		t.Errorf("idle CPU: k ran on %s (%s), want the CPU fallback", e.Device, r.Decisions[0].Reason)
	}
}

// TestHostCompileChargedToFirstInstanceToRun: defect 9 of issue 24. Two
// instances of a kernel that needs an online compile for the PPU: the
// second declared has the higher priority and runs first, so it pays the
// compile and the other does not. Before the fix every instance carrying a
// compile cost paid it (and the host runtime gave it to the first
// declared).
func TestHostCompileChargedToFirstInstanceToRun(t *testing.T) {
	in := []HostInstance{
		{Name: "first-declared", Kernel: "k", Device: "ppu", Allowed: []string{"ppu"}, Ops: 10, Items: 1000, Compile: map[string]int64{"ppu": 2400}},
		{Name: "first-to-run", Kernel: "k", Priority: 5, Device: "ppu", Allowed: []string{"ppu"}, Ops: 10, Items: 1000, Compile: map[string]int64{"ppu": 2400}},
	}
	r, err := PlanHost(hostDevs(), in, HostOptions{})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := r.Event("first-declared")
	b, _ := r.Event("first-to-run")
	if r.Order[0] != "first-to-run" || b.Compile != 2400 || a.Compile != 0 {
		t.Errorf("order %v: first-to-run compile %d, first-declared compile %d; want 2400 and 0", r.Order, b.Compile, a.Compile)
	}
}

// TestHostRevisitsAStartedCPUPlacementWhenPPUFreesUp: the rest of defect 9
// of issue 24. An instance meant for the PPU arrives while graphics hold
// it, with nothing ahead of it on the CPU, so the CPU begins it at once;
// the PPU frees up long before the CPU would finish. The runtime revisits
// the placement then — the PPU, taking it at 11000, finishes at 12763, the
// CPU at 101050 — and moves it, dropping the CPU's work so far: the CPU was
// busy with it until the move, so an instance queued behind it on the CPU
// starts then. Before, the revisit looked only while the instance waited
// in the CPU's queue, and this one ran on the CPU to 101050.
func TestHostRevisitsAStartedCPUPlacementWhenPPUFreesUp(t *testing.T) {
	in := []HostInstance{
		{Name: "k", Device: "ppu", Allowed: []string{"ppu", "cpu"}, Ops: 10, Items: 40000, SubmitAt: 1000},
		{Name: "behind", Device: "cpu", Allowed: []string{"cpu"}, Ops: 1, Items: 400, SubmitAt: 2000},
	}
	load, next := graphicsUntil(80, 11000)
	r, err := PlanHost(hostDevs(), in, HostOptions{Threshold: 50, GraphicsLoad: load, GraphicsNext: next})
	if err != nil {
		t.Fatal(err)
	}
	e, _ := r.Event("k")
	d := r.Decisions[0]
	t.Logf("k on %s, begin %d, end %d: %s", e.Device, e.Begin, e.End, d.Reason)
	if e.Device != "ppu" || e.Begin != 11000 || e.End != 12763 || d.Fallback ||
		!strings.Contains(d.Reason, "revisited at 11000") || !strings.Contains(d.Reason, "began on the CPU cpu at 1000") {
		t.Errorf("k ran on %s from %d to %d (%s); want the PPU from 11000 to 12763, moved from the CPU", e.Device, e.Begin, e.End, d.Reason)
	}
	if b, _ := r.Event("behind"); b.Begin != 11000 {
		t.Errorf("behind begins on the CPU at %d, want 11000 (the CPU held k until it moved)", b.Begin)
	}
}

// graphicsUntil is a graphics load of pct percent of the PPU until cycle
// end and none after it, as HostOptions' GraphicsLoad and GraphicsNext.
func graphicsUntil(pct int, end int64) (load func(int64) int, next func(int64) int64) {
	load = func(t int64) int {
		if t < end {
			return pct
		}
		return 0
	}
	next = func(t int64) int64 {
		if t < end {
			return end
		}
		return -1
	}
	return load, next
}
