package workspaces

import (
	"errors"
	"fmt"
	"image"
	_ "image/png" // textures
	"io/fs"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/internal/enum"
	"github.com/ppuwb/ppuwb/internal/hint"
	"github.com/ppuwb/ppuwb/internal/safefile"
	"github.com/ppuwb/ppuwb/internal/tomlpos"
	"github.com/ppuwb/ppuwb/scheduler"
)

// Limits beyond the file and mesh sizes in decode.go and mesh (which
// also holds the texture limits).
const (
	maxTaskFiles    = 64
	maxCTAsPerTask  = 1 << 20
	maxNameLen      = 128
	maxTexels       = 32 << 20    // pixels of all textures together
	maxViewportArea = 4096 * 4096 // pixels of one viewport
	maxTotalCTAs    = 1 << 22     // CTAs of all host-submitted grids
	maxStreams      = 4096        // streams of all task files
)

type loader struct {
	fsys     fs.FS
	d        diags
	files    []string
	seen     map[string]bool
	tris     int
	verts    int
	texels   int64
	textures map[string]image.Image

	badMachine bool // the machine is invalid: skip checks that depend on it
}

func (l *loader) note(name string) {
	if !l.seen[name] {
		l.seen[name] = true
		l.files = append(l.files, name)
	}
}

// readRef reads the file named by the string value at path in f.
func (l *loader) readRef(f *tomlFile, p, ref string, limit int64) (string, []byte, bool) {
	name, err := cleanRef(ref)
	if err != nil {
		f.errAt(p, "%s: %v", p, err)
		return "", nil, false
	}
	l.note(name)
	data, err := safefile.ReadLimited(l.fsys, name, limit)
	if err != nil {
		if isNotExist(err) {
			f.errAt(p, "%s: file %q not found in the workspace", p, name)
		} else {
			f.errAt(p, "%s: %v", p, stripPathErr(err))
		}
		return name, nil, false
	}
	return name, data, true
}

func isNotExist(err error) bool {
	return err != nil && (errors.Is(err, fs.ErrNotExist))
}

// stripPathErr turns "open x: reason" into just the reason with the name.
func stripPathErr(err error) string {
	if pe, ok := err.(*fs.PathError); ok {
		return fmt.Sprintf("%s: %v", pe.Path, pe.Err)
	}
	return err.Error()
}

func (l *loader) load() *Workspace {
	l.note(WorkspaceFile)
	src, err := safefile.ReadLimited(l.fsys, WorkspaceFile, MaxTextFileSize)
	if err != nil {
		if isNotExist(err) {
			l.d.add(WorkspaceFile, 0, 0, "no %s in this folder (a workspace folder needs one; try 'ppuwb new showcase DIR')", WorkspaceFile)
		} else {
			l.d.add(WorkspaceFile, 0, 0, "%s", stripPathErr(err))
		}
		return nil
	}
	wf := parseTOML(WorkspaceFile, src, &l.d)
	if wf == nil {
		return nil
	}
	var w workspaceFile
	wf.decode(&w)
	ws := &Workspace{Name: w.Name, Description: w.Description}
	if len(ws.Name) > maxNameLen {
		wf.errAt("name", "name: longer than %d characters", maxNameLen)
	}
	ws.Machine = l.machine(wf, &w.Machine)
	ws.SchedOptions = l.sched(wf, &w.Scheduler)
	ws.SchedOptions.Partition = l.partition(wf, &w.Scheduler)
	ws.Graphics = l.graphics(wf, &w.Graphics)
	ws.Runtime = l.runtime(wf, &w.Runtime)

	scenePath := "scene.toml"
	if w.Scene != nil {
		scenePath = *w.Scene
	}
	l.scene(wf, scenePath, &w, ws)
	l.checkGraphics(wf, ws)

	if len(w.Tasks) > maxTaskFiles {
		wf.errAt("tasks", "tasks: at most %d task files", maxTaskFiles)
		w.Tasks = w.Tasks[:maxTaskFiles]
	}
	var tfs []*tomlFile
	var tds []*tasksFile
	for i, t := range w.Tasks {
		name, data, ok := l.readRef(wf, tomlpos.IndexPath("tasks", i), t, MaxTextFileSize)
		if !ok {
			continue
		}
		if l.seen[name] && countStr(w.Tasks[:i], t) > 0 {
			wf.errAt(tomlpos.IndexPath("tasks", i), "tasks[%d]: %q is listed twice", i, t)
			continue
		}
		tf := parseTOML(name, data, &l.d)
		if tf == nil {
			continue
		}
		var td tasksFile
		tf.decode(&td)
		tfs = append(tfs, tf)
		tds = append(tds, &td)
	}
	var wp workloadPos
	ws.Workload, wp = l.workload(tfs, tds, ws.Machine)
	ws.Workload.Commands = l.commands(wf, &w.Commands, ws)
	if w.Measured != "" {
		if name, data, ok := l.readRef(wf, "measured", w.Measured, MaxTextFileSize); ok {
			m, err := ParseMeasured(name, data)
			if err != nil {
				l.d.add(err.File, err.Line, err.Col, "%s", err.Msg)
			}
			ws.Measured = m
		}
	}
	if len(l.d.list) == 0 {
		l.schedulerCheck(wf, ws.Workload, wp, ws.Machine, ws.SchedOptions)
	}
	if len(l.d.list) == 0 {
		ws.Warnings = measureWarnings(wf, ws, wp)
	}
	return ws
}

func countStr(xs []string, s string) int {
	n := 0
	for _, x := range xs {
		if x == s {
			n++
		}
	}
	return n
}

// enumOf reads the value spelled s from the enum's own names (a file and
// the code can never disagree on a spelling, and reordering the constants
// cannot map a key to the wrong value); "" is def. An unknown spelling is
// reported at p with a suggestion or the list, and gives def.
func enumOf[T ~int | ~uint8](f *tomlFile, p, s string, names enum.Names[T], def T) T {
	if s == "" {
		return def
	}
	if v, ok := names.Lookup(s); ok {
		return v
	}
	list := names.List()
	if sg := hint.Closest(s, list); sg != "" {
		f.errAt(p, "%s: unknown value %q; did you mean %q?", p, s, sg)
	} else {
		f.errAt(p, "%s: unknown value %q (want one of: %s)", p, s, strings.Join(list, ", "))
	}
	return def
}

func (l *loader) machine(f *tomlFile, m *machineSection) device.PPU {
	preset := m.Preset
	if preset == "" {
		preset = device.DefaultPreset
	}
	ppu, err := device.Preset(preset)
	if err != nil {
		if sg := hint.Closest(preset, device.PresetNames()); sg != "" {
			f.errAt("machine.preset", "machine.preset: unknown preset %q; did you mean %q?", preset, sg)
		} else {
			f.errAt("machine.preset", "machine.preset: unknown preset %q (known: %s)", preset, strings.Join(device.PresetNames(), ", "))
		}
		ppu, _ = device.Preset(device.DefaultPreset)
	}
	if m.Name != "" {
		ppu.Name = m.Name
	}
	set := func(dst *int, v *int) {
		if v != nil {
			*dst = *v
		}
	}
	set(&ppu.SMs, m.SMs)
	set(&ppu.WarpWidth, m.WarpWidth)
	set(&ppu.ClockMHz, m.ClockMHz)
	set(&ppu.PerSM.CTAs, m.PerSM.CTAs)
	set(&ppu.PerSM.Warps, m.PerSM.Warps)
	set(&ppu.PerSM.Threads, m.PerSM.Threads)
	set(&ppu.PerSM.Registers, m.PerSM.Registers)
	set(&ppu.PerSM.SharedMem, m.PerSM.SharedMem)
	set(&ppu.SIMDsPerSM, m.PerSM.SIMDs)
	set(&ppu.SMsPerTPC, m.SMsPerTPC)
	if m.Origin != nil {
		ppu.Origin = *m.Origin
	}
	if m.DispatchDelay != nil {
		ppu.DispatchDelay = *m.DispatchDelay
	}
	if m.TimeSlice != nil {
		ppu.TimeSlice = *m.TimeSlice
	}
	if m.SwitchCycles != nil {
		ppu.SwitchCycles = *m.SwitchCycles
	}
	if m.DispatchRate != nil {
		ppu.DispatchRate = *m.DispatchRate
	}
	if m.DispatchPer != "" {
		ppu.DispatchPerSM = enumOf(f, "machine.dispatch_per", m.DispatchPer, device.DispatchScopeNames, device.DispatchWholeMachine) == device.DispatchEachSM
	}
	if err := ppu.Validate(); err != nil {
		l.badMachine = true
		keys := []struct{ word, key string }{
			{"per-SM ctas", "per_sm.ctas"}, {"per-SM warps", "per_sm.warps"}, {"per-SM threads", "per_sm.threads"},
			{"per-SM registers", "per_sm.registers"}, {"per-SM shared", "per_sm.shared_mem"},
			{"sms", "sms"}, {"warp_width", "warp_width"}, {"clock_mhz", "clock_mhz"},
			{"dispatch_rate", "dispatch_rate"}, {"per-SM simds", "per_sm.simds"},
			{"sms_per_tpc", "sms_per_tpc"}, {"dispatch_delay", "dispatch_delay"}, {"time_slice", "time_slice"}, {"switch_cycles", "switch_cycles"},
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			line = strings.TrimPrefix(line, fmt.Sprintf("PPU %q: ", ppu.Name))
			path := "machine"
			for _, k := range keys {
				if strings.HasPrefix(line, k.word) && f.has("machine."+k.key) {
					path = "machine." + k.key
					break
				}
			}
			f.errAt(path, "machine: %s", line)
		}
	}
	return ppu
}

func (l *loader) sched(f *tomlFile, s *schedSection) scheduler.Options {
	var o scheduler.Options
	o.Policy = enumOf(f, "scheduler.policy", s.Policy, scheduler.PolicyNames, scheduler.Continuation)
	o.Dispatch = enumOf(f, "scheduler.dispatch", s.Dispatch, scheduler.DispatchNames, scheduler.DispatchFIFO)
	o.Counting = enumOf(f, "scheduler.counting", s.Counting, scheduler.CountingNames, scheduler.CountPerCTA)
	o.Membar = enumOf(f, "scheduler.membar", s.Membar, scheduler.MembarModeNames, scheduler.MembarDelay)
	o.Queue = enumOf(f, "scheduler.queue", s.Queue, scheduler.QueueGranularityNames, scheduler.QueuePerGrid)
	nonNeg := func(key string, v int64) {
		if v < 0 {
			f.errAt("scheduler."+key, "scheduler.%s: must not be negative", key)
		}
	}
	nonNeg("max_depth", int64(s.MaxDepth))
	nonNeg("max_pending_launches", int64(s.MaxPendingLaunches))
	nonNeg("queue_size", int64(s.QueueSize))
	nonNeg("eoc_cycles", s.EOCCycles)
	nonNeg("membar_cycles", s.MembarCycles)
	nonNeg("max_cycles", s.MaxCycles)
	if s.MaxDepth > 64 {
		f.errAt("scheduler.max_depth", "scheduler.max_depth: %d is more than 64", s.MaxDepth)
	}
	if s.MaxPendingLaunches > 1<<20 {
		f.errAt("scheduler.max_pending_launches", "scheduler.max_pending_launches: %d is more than %d", s.MaxPendingLaunches, 1<<20)
	}
	if s.QueueSize > scheduler.MaxQueueSize {
		f.errAt("scheduler.queue_size", "scheduler.queue_size: %d is more than %d", s.QueueSize, scheduler.MaxQueueSize)
	}
	o.MaxDepth = s.MaxDepth
	o.MaxPendingLaunches = s.MaxPendingLaunches
	o.QueueSize = s.QueueSize
	if s.HostWriteCycles != nil {
		if *s.HostWriteCycles < 0 {
			f.errAt("scheduler.host_write_cycles", "scheduler.host_write_cycles: must not be negative")
		} else if *s.HostWriteCycles == 0 {
			o.HostWriteCycles = -1 // the scheduler's spelling of "zero cycles"
		} else {
			o.HostWriteCycles = *s.HostWriteCycles
		}
	}
	o.EOCCycles = s.EOCCycles
	o.EOCOnTMU = s.EOCOnTMU
	o.MembarCycles = s.MembarCycles
	o.Seed = s.Seed
	o.MaxCycles = s.MaxCycles
	return o
}

func (l *loader) graphics(f *tomlFile, g *graphicsSect) GraphicsConfig {
	c := GraphicsConfig{Enabled: true, VertexThreads: 32, VertexRegisters: 16, FragmentThreads: 0,
		FragmentRegisters: 24, FragmentSharedMem: g.FragmentSharedMem, Priority: g.Priority, SubmitAt: g.SubmitAt}
	if g.Enabled != nil {
		c.Enabled = *g.Enabled
	}
	pos := func(key string, v int, dst *int, lo, hi int) {
		if v == 0 {
			return
		}
		if v < lo || v > hi {
			f.errAt("graphics."+key, "graphics.%s: %d out of range %d..%d", key, v, lo, hi)
			return
		}
		*dst = v
	}
	pos("vertex_threads", g.VertexThreads, &c.VertexThreads, 1, 4096)
	pos("vertex_registers", g.VertexRegisters, &c.VertexRegisters, 1, 255)
	pos("fragment_threads", g.FragmentThreads, &c.FragmentThreads, 1, 4096)
	pos("fragment_registers", g.FragmentRegisters, &c.FragmentRegisters, 1, 255)
	if g.FragmentSharedMem < 0 {
		f.errAt("graphics.fragment_shared_mem", "graphics.fragment_shared_mem: must not be negative")
		c.FragmentSharedMem = 0
	}
	if g.SubmitAt < 0 || g.SubmitAt > scheduler.MaxTime {
		f.errAt("graphics.submit_at", "graphics.submit_at: %d is out of range 0..%d cycles (the limit on virtual time)", g.SubmitAt, scheduler.MaxTime)
		c.SubmitAt = 0
	}
	return c
}

// checkGraphics verifies that the frame's vertex and fragment CTAs fit an
// SM of the machine for every viewport, so run.Execute cannot fail on them.
func (l *loader) checkGraphics(wf *tomlFile, ws *Workspace) {
	g := ws.Graphics
	if !g.Enabled || l.badMachine {
		return
	}
	m := ws.Machine
	if err := m.CheckCTA(m.CTAUsage(g.VertexThreads, g.VertexRegisters, 0)); err != nil {
		wf.errAt("graphics", "graphics: vertex CTAs (%d threads × %d registers): %v", g.VertexThreads, g.VertexRegisters, err)
	}
	for _, v := range ws.Viewports {
		threads := g.FragmentThreads
		if threads == 0 {
			ts := v.Options.TileSize
			if ts == 0 {
				ts = 16
			}
			threads = min(ts*ts, 1024)
		}
		if err := m.CheckCTA(m.CTAUsage(threads, g.FragmentRegisters, g.FragmentSharedMem)); err != nil {
			wf.errAt("graphics", "graphics: fragment CTAs of viewport %q (%d threads × %d registers, %d bytes shared): %v; set [graphics] fragment_threads or a smaller tile_size",
				v.Name, threads, g.FragmentRegisters, g.FragmentSharedMem, err)
			return
		}
	}
}

// ---------------------------------------------------------------- scene

func unknownName(f *tomlFile, p, kind, name string, known []string) {
	if sg := hint.Closest(name, known); sg != "" {
		f.errAt(p, "%s: no %s named %q; did you mean %q?", p, kind, name, sg)
	} else if len(known) == 0 {
		f.errAt(p, "%s: no %s named %q (none are defined)", p, kind, name)
	} else {
		f.errAt(p, "%s: no %s named %q (defined: %s)", p, kind, name, strings.Join(known, ", "))
	}
}

// entryName returns the name of entry i of a scene table at path p (kind and
// its 1-based index when it has none), reports a name defined twice, and
// records the name's index in seen.
func entryName(f *tomlFile, p, kind, name string, i int, seen map[string]int) string {
	if name == "" {
		name = fmt.Sprintf("%s%d", kind, i+1)
	}
	if _, dup := seen[name]; dup {
		f.errAt(p+".name", "%s.name: a %s named %q is already defined", p, kind, name)
	}
	seen[name] = i
	return name
}
