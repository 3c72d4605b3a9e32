package run

import (
	"context"
	"testing"

	"github.com/ppuwb/ppuwb/workspaces"
)

// coexec executes the runtime-coexec example, its instance split between the
// PPU and the CPU or (split false) meant for the PPU alone, and returns the
// run and when the instance finished: each part's completion on the SMs
// when it ran there as CTAs, else its completion on the cost model.
func coexec(tb testing.TB, split bool) (*Run, int64) {
	tb.Helper()
	ws, err := workspaces.LoadExample("runtime-coexec")
	if err != nil {
		tb.Fatal(err)
	}
	cfg := *ws.Runtime
	cfg.Instances = append(cfg.Instances[:0:0], cfg.Instances...)
	if !split {
		cfg.Instances[0].Split, cfg.Instances[0].Device = false, "ppu"
	}
	ws.Runtime = &cfg
	r, err := Execute(context.Background(), ws)
	if err != nil {
		tb.Fatal(err)
	}
	var end int64
	for _, e := range r.Runtime.Plan.Events {
		if e.OnSMs {
			end = max(end, e.SMEnd)
		} else {
			end = max(end, e.End)
		}
	}
	return r, end
}

// The co-execution target on the example: CPU and PPU together
// finish the blur at least 10 % sooner than the PPU alone (the PPU's part
// timed as CTAs on the SMs), each part computed with its own device's
// executable, and the framebuffer is the same pixels either way.
func TestCoExecutionExampleBeatsPPUAlone(t *testing.T) {
	rs, split := coexec(t, true)
	ra, alone := coexec(t, false)
	if gain := float64(alone) / float64(split); gain < 1.10 {
		t.Errorf("co-execution finishes at %d, the PPU alone at %d: %.3f× (target ≥ 1.10)", split, alone, gain)
	}
	run := rs.Runtime.Runs[0]
	if len(run.Parts) != 2 || run.Parts[0].Device != "ppu" || run.Parts[1].Device != "cpu" || run.Parts[0].Items+run.Parts[1].Items != run.Output.Items {
		t.Fatalf("parts %+v of %d items", run.Parts, run.Output.Items)
	}
	// The PPU's part runs the source compiled online, the CPU's the native
	// box-blur executable.
	if !run.Parts[0].Online || run.Parts[1].Online || run.Parts[1].Executable != "executable for cpu v1" {
		t.Errorf("part executables %+v", run.Parts)
	}
	// The division is balanced on the simulated times: the PPU's part,
	// timed as CTAs, and the CPU's part end within 0.1 % of each other.
	var ppuEnd, cpuEnd int64
	for _, e := range rs.Runtime.Plan.Events {
		if e.OnSMs {
			ppuEnd = e.SMEnd
		} else {
			cpuEnd = e.End
		}
	}
	if d := max(ppuEnd, cpuEnd) - min(ppuEnd, cpuEnd); d*1000 > split {
		t.Errorf("parts end at %d (PPU, on the SMs) and %d (CPU)", ppuEnd, cpuEnd)
	}
	if string(rs.Frame.Color.Pix) != string(ra.Frame.Color.Pix) {
		t.Error("the split blur's framebuffer differs from the PPU alone's")
	}
}

// BenchmarkCoExecution is the co-execution target on the runtime-coexec
// example: ratio = when the PPU alone finishes the blur ÷ when the PPU and
// the CPU together do (virtual cycles, the PPU's part as CTAs on the SMs;
// target ≥ 1.10); plan_ratio the same on the queue's cost model.
//
//	go test -run '^$' -bench CoExecution -benchtime 3x ./workspaces
func BenchmarkCoExecution(b *testing.B) {
	var split, alone, planSplit, planAlone int64
	for i := 0; i < b.N; i++ {
		rs, s := coexec(b, true)
		ra, a := coexec(b, false)
		split, alone = s, a
		planSplit, planAlone = rs.Runtime.Plan.Makespan, ra.Runtime.Plan.Makespan
	}
	b.ReportMetric(float64(alone)/float64(split), "ratio")
	b.ReportMetric(float64(planAlone)/float64(planSplit), "plan_ratio")
	b.ReportMetric(float64(split), "split_cycles")
	b.ReportMetric(float64(alone), "ppu_alone_cycles")
}

// The runtime's PPU work is simulated as CTAs and the queue planned again
// with the simulated times: in the runtime example every instance on the
// machine's PPU (not split) ends in the plan when its CTAs end on the SMs,
// the instances waiting for it are submitted then, and the cost model's
// error on it is reported.
func TestRuntimePlanFollowsTheSMs(t *testing.T) {
	r := executeExample(t, "runtime")
	rt := r.Runtime
	if rt.SMPasses < 2 || rt.SMPasses > 4 {
		t.Fatalf("%d SM passes", rt.SMPasses)
	}
	expose, _ := rt.Plan.Event("expose")
	if !expose.OnSMs || expose.End != expose.SMEnd {
		t.Fatalf("expose: planned end %d, on the SMs %d", expose.End, expose.SMEnd)
	}
	hist, _ := rt.Plan.Event("hist")
	if hist.Submitted != expose.SMEnd || hist.End != hist.SMEnd {
		t.Fatalf("hist %+v after expose %+v", hist, expose)
	}
	for _, d := range rt.Plan.Decisions {
		if d.Instance == "expose" && (d.PredictionError <= 0 || d.Predicted == expose.End) {
			t.Fatalf("expose decision %+v: the cost model's error is not reported", d)
		}
	}
	// The run's timeline is the last simulation: it holds expose's grid
	// where the plan says.
	for _, tm := range r.Result.TMDs {
		if tm.Name == "runtime/expose" && tm.Completed != expose.End {
			t.Fatalf("grid completes at %d, plan says %d", tm.Completed, expose.End)
		}
	}
}

// executeExample loads and executes an embedded example.
func executeExample(t *testing.T, name string) *Run {
	t.Helper()
	ws, err := workspaces.LoadExample(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Without the frame's graphics on the SMs the runtime's PPU work still
// runs as CTAs, and no fragment-tile delay is reported.
func TestRuntimeWithoutGraphicsGrids(t *testing.T) {
	ws, err := workspaces.LoadExample("runtime")
	if err != nil {
		t.Fatal(err)
	}
	ws.Graphics.Enabled = false
	r, err := Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	if r.Runtime.TileDelay != nil {
		t.Fatalf("tile delay %+v without tiles", r.Runtime.TileDelay)
	}
	if e, _ := r.Runtime.Plan.Event("expose"); !e.OnSMs || e.SMEnd <= e.SMStart {
		t.Fatalf("expose %+v", e)
	}
}
