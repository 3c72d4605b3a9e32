package calibrate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// Workspaces that replay each anchor on a machine, with the measured
// figures (measured.csv, docs/formats.md) that `ppuwb simulate` prints the
// prediction beside. The embedded h100-* examples are these for the
// shared H100 anchors (TestExamplesAreTheAnchors keeps them in step).

// Example is one anchor's workspace: file name → contents.
type Example map[string]string

// HostGap is how long after the low-priority kernel the benchmark
// launches the urgent one (contrib/calibrate/ppubench.cu prio sleeps this long).
const HostGap = 3_000_000 // ns

// ChunksPerSlice: in the time-slicing workspace each process's
// command-processor work comes in chunks of a sixteenth of the time slice,
// each a checkpoint (4 cycles) and a delay (the rest), so a slice expires
// on a chunk's end, where the context may be switched out.
const ChunksPerSlice = 16

// TimeslicePeriods is how many measured periods the h100-timeslice example
// replays.
const TimeslicePeriods = 10

const scene = `# A minimal scene: this example is about scheduling.
clear = "#202020"

[[viewports]]
name = "main"
width = 64
height = 64

[[materials]]
name = "plain"
shading = "vertex-color"

[[meshes]]
name = "triangle"
material = "plain"
vertices = [
  { position = [-0.8, -0.8, 0.0], color = "#e04040" },
  { position = [ 0.8, -0.8, 0.0], color = "#40e040" },
  { position = [ 0.0,  0.8, 0.0], color = "#4040e0" },
]
`

// Machine is the [machine] section a generated workspace uses: the named
// preset, or the preset's values written out (for a calibrated GPU).
func Machine(p device.PPU, preset string) string {
	if preset != "" {
		return fmt.Sprintf("[machine]\npreset = %q\n", preset)
	}
	s := TOML(p, nil)
	return s[strings.Index(s, "[machine]"):]
}

func cycles(p device.PPU, ns int64) int64 { return ns * int64(p.ClockMHz) / 1000 }

// kernel is a one-block-per-SM spin kernel of the given duration: its CTA
// asks for more than half of an SM's shared memory, as the benchmarks do.
func kernel(p device.PPU, name string, ns int64) string {
	return fmt.Sprintf("[[kernels]]\nname = %q\ncycles_per_thread = %d\nregisters = 32\nshared_mem = %d\nblock = [128]\n\n",
		name, cycles(p, ns), p.PerSM.SharedMem/2+1)
}

// workspaceTOML is a generated workspace.toml: the comment, name and
// description, the machine section, no graphics, and the rest.
func workspaceTOML(comment, name, desc, machine, rest string) string {
	return "# " + strings.ReplaceAll(comment, "\n", "\n# ") + fmt.Sprintf(`
name = %q
description = %q
scene = "scene.toml"
tasks = ["tasks.toml"]
measured = "measured.csv"

%s
[graphics]
enabled = false

%s`, name, desc, machine, rest)
}

type figure struct {
	label, kind, name string
	first, last       int
	start, end        int64
}

func measuredCSV(source []string, figs []figure) string {
	var b strings.Builder
	for _, s := range source {
		fmt.Fprintf(&b, "# %s\n", s)
	}
	b.WriteString("figure,kind,name,first,last,start_ns,end_ns\n")
	for _, f := range figs {
		fmt.Fprintf(&b, "%s,%s,%s,%d,%d,%d,%d\n", f.label, f.kind, f.name, f.first, f.last, f.start, f.end)
	}
	return b.String()
}

func durations(bs []Block) int64 {
	d := make([]int64, len(bs))
	for i, b := range bs {
		d[i] = b.End - b.Start
	}
	return median(d)
}

// ctaFigures are one figure per wave of bs (blocks starting within 1 ms
// of each other), labelled "NAME wave n", times from t0.
func ctaFigures(name string, bs []Block, t0 int64) []figure {
	var out []figure
	for n, w := range waves(bs, 1_000_000) {
		s, e := span(w)
		out = append(out, figure{fmt.Sprintf("%s wave %d", name, n+1), "ctas", name, w[0].Index, w[len(w)-1].Index, s - t0, e - t0})
	}
	return out
}

// Priorities is the stream-priority anchor's workspace for case c ("0": H
// alone, "1": same priority, "2": H at the highest priority).
func (a *Anchors) Priorities(p device.PPU, preset, c string) (Example, error) {
	bs := filter(a.Prio, func(b Block) bool { return b.Case == c })
	L := filter(bs, func(b Block) bool { return b.Kernel == "L" })
	H := filter(bs, func(b Block) bool { return b.Kernel == "H" })
	if len(H) == 0 {
		return nil, fmt.Errorf("prio.csv: no blocks of H in case %s", c)
	}
	t0, _ := span(bs)
	var figs []figure
	var tasks strings.Builder
	tasks.WriteString("# The stream-priority benchmark (contrib/calibrate/prio.cu): one CTA per SM\n# (each asks for more than half of an SM's shared memory).\n\n")
	if len(L) > 0 {
		tasks.WriteString(kernel(p, "spin_long", durations(L)))
	}
	tasks.WriteString(kernel(p, "spin_short", durations(H)))
	if len(L) > 0 {
		waveL := p.SMs
		for i := 0; i*waveL < len(L); i++ {
			w := filter(L, func(b Block) bool { return b.Index/waveL == i })
			s, e := span(w)
			figs = append(figs, figure{fmt.Sprintf("L wave %d", i+1), "ctas", "L", i * waveL, min((i+1)*waveL, len(L)) - 1, s - t0, e - t0})
		}
		fmt.Fprintf(&tasks, "[[tasks]]\nname = \"L\"\nkernel = \"spin_long\"\ngrid = [%d]\n\n", len(L))
	}
	s, e := span(H)
	figs = append(figs, figure{"H", "ctas", "H", 0, len(H) - 1, s - t0, e - t0})
	fmt.Fprintf(&tasks, "[[tasks]]\nname = \"H\"\nkernel = \"spin_short\"\ngrid = [%d]\n", len(H))
	dispatch := "fifo"
	what := map[string]string{"0": "H alone", "1": "H at the same priority as L", "2": "H at the highest priority"}[c]
	if len(L) > 0 {
		fmt.Fprintf(&tasks, "submit_at = %d # the host launches H about 3 ms after L\n", cycles(p, HostGap))
	}
	if c == "2" {
		tasks.WriteString("priority = 1\n")
		dispatch = "priority"
	}
	ws := workspaceTOML(fmt.Sprintf(`Stream priorities on a real GPU (docs/hardware.md): L is %d CTAs (%d
waves) of %.3f ms, H %d CTAs of %.3f ms launched about 3 ms later on
another stream; case %s: %s. ppuwb simulate prints the model's timeline
beside the one measured (measured.csv). Try --dispatch fifo for the same
priority (H waits for all of L).`, len(L), len(L)/max(p.SMs, 1), float64(durations(L))/1e6, len(H), float64(durations(H))/1e6, c, what),
		"Stream priorities ("+what+")", "Stream priorities measured on a real GPU beside ppuwb's prediction: "+what+".",
		Machine(p, preset), fmt.Sprintf("[scheduler]\ndispatch = %q\n", dispatch))
	src := []string{fmt.Sprintf("%s; prio.csv case %s (%s).", a.origin(), c, what),
		"Times in ns from the first block start (L's, where L runs); each figure is the first start and the last end of its CTAs."}
	return Example{"workspace.toml": ws, "tasks.toml": tasks.String(), "scene.toml": scene, "measured.csv": measuredCSV(src, figs)}, nil
}

// origin is the anchors' origin line (device.csv or the H100 README's).
func (a *Anchors) origin() string {
	if a.Device["name"] != "" {
		return Origin(a.Device["name"], a.Device["driver"], []string{a.Device["date"]})
	}
	return device.H100Origin
}

// Timeslice is the two-process time-slicing anchor's workspace over the
// first periods periods where both processes alternate.
func (a *Anchors) Timeslice(p device.PPU, preset string, periods int) (Example, error) {
	by := map[string][]Away{}
	var names []string
	for _, x := range a.Slices {
		if by[x.Process] == nil {
			names = append(names, x.Process)
		}
		by[x.Process] = append(by[x.Process], x)
	}
	if len(names) != 2 {
		return nil, fmt.Errorf("slices.csv: want the gaps of two processes, found %d", len(names))
	}
	// X is switched out first once both run: it ran first in the model
	sort.Slice(names, func(i, j int) bool { return by[names[i]][0].Start > by[names[j]][0].Start })
	X, Y := names[0], names[1]
	from := by[X][0].Start
	var figs []figure
	var ys []figure
	for i, n := 0, 1; i+1 < len(by[Y]) && n <= periods; i++ {
		if by[Y][i].End <= from {
			continue
		}
		ys = append(ys, figure{fmt.Sprintf("%s slice %d", Y, n), "slice", Y, n, n, by[Y][i].End - from, by[Y][i+1].Start - from})
		n++
	}
	var xs []figure
	for i := 0; i+1 < len(by[X]) && i < periods; i++ {
		xs = append(xs, figure{fmt.Sprintf("%s slice %d", X, i+2), "slice", X, i + 2, i + 2, by[X][i].End - from, by[X][i+1].Start - from})
	}
	for i := range ys {
		figs = append(figs, ys[i])
		if i < len(xs) {
			figs = append(figs, xs[i])
		}
	}
	sl, _, per, _ := a.slices()
	if sl == 0 {
		return nil, fmt.Errorf("slices.csv: no alternating slices")
	}
	// each context's stream: its grid, then chunks enough for periods+2 slices
	chunk := max(cycles(p, sl)/ChunksPerSlice, 16)
	chunks := int(int64(periods+2)*cycles(p, sl)/chunk + 1)
	stream := func(task string) string {
		var b strings.Builder
		fmt.Fprintf(&b, "# One process: its grid (one CTA per SM), then %d chunks of command-processor\n# work of %d cycles, each ending at a checkpoint where a slice may end.\ndispatch %s\n", chunks, chunk, task)
		for i := 0; i < chunks; i++ {
			fmt.Fprintf(&b, "checkpoint\ndelay %d\n", chunk-8)
		}
		return b.String()
	}
	grid := int64(periods) * cycles(p, sl)
	tasks := "# Each process's kernel: one CTA per SM, as long as the process's share of\n# the window (its slices).\n\n" + kernel(p, "spin", grid*1000/int64(p.ClockMHz)) +
		fmt.Sprintf("[[tasks]]\nname = \"proc%s\"\nkernel = \"spin\"\ngrid = [%d]\n\n[[tasks]]\nname = \"proc%s\"\nkernel = \"spin\"\ngrid = [%d]\n", X, p.SMs, Y, p.SMs)
	ws := workspaceTOML(fmt.Sprintf(`Time-slicing between two processes on a real GPU (docs/hardware.md): two
contexts of equal priority alternate on the command processor every time
slice (the preset's time_slice), each switch costing switch_cycles; the
measured period is %d ns. ppuwb simulate prints the model's slices beside
the measured ones (measured.csv, the first %d periods). The model's
switch does not take the SMs: procB's CTAs wait for procA's (the gap
docs/hardware.md states).`, per, periods),
		"Time slices (two processes)", "Two processes time-sliced on a real GPU beside ppuwb's command-processor slices.",
		Machine(p, preset), fmt.Sprintf(`[commands]
preemption = "submission"   # a slice ends at a checkpoint

[[commands.contexts]]
name = %q
stream = "%s.cmd"

[[commands.contexts]]
name = %q
stream = "%s.cmd"
`, X, strings.ToLower(X), Y, strings.ToLower(Y)))
	src := []string{a.origin() + "; slices.csv.",
		fmt.Sprintf("Times in ns from %s's first switch-out once both processes run; a slice runs from a switch to the process to the next switch away.", X)}
	return Example{"workspace.toml": ws, "tasks.toml": tasks, "scene.toml": scene, "measured.csv": measuredCSV(src, figs),
		strings.ToLower(X) + ".cmd": stream("proc" + X), strings.ToLower(Y) + ".cmd": stream("proc" + Y)}, nil
}

// MPSSplit is the MPS anchor's workspace for the run with the given split.
func (a *Anchors) MPSSplit(p device.PPU, preset string, split [2]int) (Example, error) {
	var run *MPSRun
	for i := range a.MPS {
		if a.MPS[i].Split == split {
			run = &a.MPS[i]
		}
	}
	if run == nil {
		return nil, fmt.Errorf("mps.csv: no run with split %d %d", split[0], split[1])
	}
	t0, _ := span(run.Blocks)
	var figs []figure
	tasks := "# Each MPS client's kernel: one CTA per SM (two waves on the whole GPU).\n\n" + kernel(p, "spin", durations(run.Blocks))
	// a client arrived when its first block started, unless that was
	// after the other client's first blocks ended: then it waited for SMs
	// and arrived just after the other (its start says only the order)
	var firstStart, firstEnd, arrival [2]int64
	var decl [2]string
	for i, c := range []string{"A", "B"} {
		bs := filter(run.Blocks, func(b Block) bool { return b.Case == c })
		firstStart[i], _ = span(bs)
		firstEnd[i] = firstStart[i] + durations(bs)
	}
	for i, c := range []string{"A", "B"} {
		bs := filter(run.Blocks, func(b Block) bool { return b.Case == c })
		figs = append(figs, ctaFigures(c, bs, t0)...)
		o := 1 - i
		arrive := firstStart[i] - t0
		note := fmt.Sprintf("its first block started %d ns after the first of either", arrive)
		if firstStart[i] > firstStart[o] && firstStart[i] >= firstEnd[o] {
			arrive = firstStart[o] - t0 + 1
			note = fmt.Sprintf("it waited for %s's blocks, so it arrived just after %s", []string{"A", "B"}[o], []string{"A", "B"}[o])
		}
		decl[i] = fmt.Sprintf("\n[[tasks]]\nname = %q\nkernel = \"spin\"\ngrid = [%d]\nshare = %d   # CUDA_MPS_ACTIVE_THREAD_PERCENTAGE\nsubmit_at = %d   # %s\n",
			c, len(bs), split[i], cycles(p, arrive), note)
		arrival[i] = arrive
	}
	// declared in arrival order: the host writes the TMDs in that order
	if arrival[1] < arrival[0] {
		decl[0], decl[1] = decl[1], decl[0]
	}
	tasks += decl[0] + decl[1]
	sort.SliceStable(figs, func(i, j int) bool { return figs[i].start < figs[j].start })
	ws := workspaceTOML(fmt.Sprintf(`MPS with active-thread percentages %d / %d on a real GPU (docs/hardware.md):
two clients start together, each limited to its share of the SMs in
whole TPCs (partition "mps"). ppuwb simulate prints the model's waves
beside the measured ones (measured.csv).`, split[0], split[1]),
		fmt.Sprintf("MPS %d/%d", split[0], split[1]),
		fmt.Sprintf("Two MPS clients at %d %% and %d %% of a real GPU beside ppuwb's mps partition.", split[0], split[1]),
		Machine(p, preset), "[scheduler]\npartition = \"mps\"\nutilization = \"cta-slots\"\n")
	src := []string{fmt.Sprintf("%s; mps.csv split %d %d.", a.origin(), split[0], split[1]),
		"Times in ns from the first block start of either client; a wave is the blocks that started within 1 ms of each other."}
	return Example{"workspace.toml": ws, "tasks.toml": tasks, "scene.toml": scene, "measured.csv": measuredCSV(src, figs)}, nil
}
