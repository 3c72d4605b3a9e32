package workspaces

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/png" // textures
	"io/fs"
	"math"
	"path"
	"sort"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/render"
	"github.com/ppuwb/ppuwb/scheduler"
)

// Limits beyond the file and mesh sizes in decode.go and obj.go.
const (
	maxTextureSide  = 4096
	maxTextureBytes = 16 << 20
	maxTaskFiles    = 64
	maxCTAsPerTask  = 1 << 20
	maxNameLen      = 128
	maxTexels       = 32 << 20    // pixels of all textures together
	maxViewportArea = 4096 * 4096 // pixels of one viewport
	maxTotalCTAs    = 1 << 22     // CTAs of all host-submitted grids
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
	data, err := readLimited(l.fsys, name, limit)
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
	src, err := readLimited(l.fsys, WorkspaceFile, maxFileSize)
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
		name, data, ok := l.readRef(wf, indexPath("tasks", i), t, maxFileSize)
		if !ok {
			continue
		}
		if l.seen[name] && countStr(w.Tasks[:i], t) > 0 {
			wf.errAt(indexPath("tasks", i), "tasks[%d]: %q is listed twice", i, t)
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
	if len(l.d.list) == 0 {
		l.schedulerCheck(wf, ws.Workload, wp, ws.Machine, ws.SchedOptions)
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

// enum checks s against the allowed names (the first is the default for
// ""), reporting an unknown one with a suggestion. It returns the index.
func enum(f *tomlFile, p, s string, names ...string) int {
	if s == "" {
		return 0
	}
	for i, n := range names {
		if s == n {
			return i
		}
	}
	if sg := suggest(s, names); sg != "" {
		f.errAt(p, "%s: unknown value %q; did you mean %q?", p, s, sg)
	} else {
		f.errAt(p, "%s: unknown value %q (want one of: %s)", p, s, strings.Join(names, ", "))
	}
	return 0
}

func (l *loader) machine(f *tomlFile, m *machineSection) device.PPU {
	preset := m.Preset
	if preset == "" {
		preset = device.DefaultPreset
	}
	ppu, err := device.Preset(preset)
	if err != nil {
		if sg := suggest(preset, device.PresetNames()); sg != "" {
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
	if err := ppu.Validate(); err != nil {
		l.badMachine = true
		keys := []struct{ word, key string }{
			{"per-SM ctas", "per_sm.ctas"}, {"per-SM warps", "per_sm.warps"}, {"per-SM threads", "per_sm.threads"},
			{"per-SM registers", "per_sm.registers"}, {"per-SM shared", "per_sm.shared_mem"},
			{"sms", "sms"}, {"warp_width", "warp_width"}, {"clock_mhz", "clock_mhz"},
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
	o.Policy = scheduler.Policy(enum(f, "scheduler.policy", s.Policy, "continuation", "wait-in-place"))
	o.Dispatch = scheduler.Dispatch(enum(f, "scheduler.dispatch", s.Dispatch, "fifo", "priority"))
	o.Counting = scheduler.Counting(enum(f, "scheduler.counting", s.Counting, "per-cta", "once", "per-child"))
	o.Membar = scheduler.MembarMode(enum(f, "scheduler.membar", s.Membar, "delay", "counted"))
	o.Queue = scheduler.QueueGranularity(enum(f, "scheduler.queue", s.Queue, "per-grid", "per-cta"))
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
	if g.SubmitAt < 0 {
		f.errAt("graphics.submit_at", "graphics.submit_at: must not be negative")
		c.SubmitAt = 0
	}
	return c
}

// checkGraphics verifies that the frame's vertex and fragment CTAs fit an
// SM of the machine for every viewport, so Execute cannot fail on them.
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

func (l *loader) scene(wf *tomlFile, ref string, w *workspaceFile, ws *Workspace) {
	name, data, ok := l.readRef(wf, "scene", ref, maxFileSize)
	if !ok {
		return
	}
	f := parseTOML(name, data, &l.d)
	if f == nil {
		return
	}
	var sf sceneFile
	f.decode(&sf)
	sc := render.NewScene()
	if sf.Clear.Set {
		sc.Clear = mgl32.Vec4(sf.Clear.RGBA)
	}
	if sf.ClearDepth != nil {
		if *sf.ClearDepth < 0 || *sf.ClearDepth > 1 {
			f.errAt("clear_depth", "clear_depth: %v out of range 0..1", *sf.ClearDepth)
		}
		sc.ClearDepth = float32(*sf.ClearDepth)
		sc.ClearDepthSet = true
	}

	// cameras
	cams := map[string]int{}
	var camList []render.Camera
	var camNames []string
	for i := range sf.Cameras {
		c := &sf.Cameras[i]
		p := indexPath("cameras", i)
		cname := entryName(f, p, "camera", c.Name, i, cams)
		camNames = append(camNames, cname)
		camList = append(camList, l.camera(f, p, c))
	}
	if len(camList) == 0 {
		camList = []render.Camera{render.DefaultCamera()}
		camNames = []string{"default"}
		cams["default"] = 0
	}

	// viewports
	var vps []Viewport
	vpNames := map[string]int{}
	for i := range sf.Viewports {
		v := &sf.Viewports[i]
		p := indexPath("viewports", i)
		vname := entryName(f, p, "viewport", v.Name, i, vpNames)
		cam := camList[0]
		if v.Camera != "" {
			if ci, ok := cams[v.Camera]; ok {
				cam = camList[ci]
			} else {
				unknownName(f, p+".camera", "camera", v.Camera, camNames)
			}
		}
		opts, levels := l.viewport(f, p, v)
		vps = append(vps, Viewport{Name: vname, Camera: cam, Options: opts, Levels: levels})
	}
	if len(vps) == 0 {
		o := render.DefaultOptions(512, 512)
		vps = []Viewport{{Name: "default", Camera: camList[0], Options: o, Levels: []int{512}}}
	}
	sel := vps[0]
	if w.Viewport != "" {
		found := false
		names := make([]string, len(vps))
		for i, v := range vps {
			names[i] = v.Name
			if v.Name == w.Viewport {
				sel, found = v, true
			}
		}
		if !found {
			unknownName(wf, "viewport", "viewport", w.Viewport, names)
		}
	}
	if w.Debug != "" {
		dv, err := render.ParseDebugView(w.Debug)
		if err != nil {
			wf.errAt("debug", "debug: %v", err)
		}
		for i := range vps {
			vps[i].Options.Debug = dv
		}
		sel.Options.Debug = dv
	}
	sc.Camera = sel.Camera
	ws.Options = sel.Options
	ws.Levels = sel.Levels
	ws.Viewport = sel.Name
	ws.Viewports = vps

	// light
	lt := render.DefaultLight()
	if sf.Light.Direction != nil {
		d := mgl32.Vec3(*sf.Light.Direction)
		if d.Len() == 0 {
			f.errAt("light.direction", "light.direction: must not be the zero vector")
		} else {
			lt.Direction = d
		}
	}
	if sf.Light.Color.Set {
		lt.Color = mgl32.Vec3(sf.Light.Color.V)
	}
	if sf.Light.Ambient.Set {
		lt.Ambient = mgl32.Vec3(sf.Light.Ambient.V)
	}
	sc.Light = lt

	// state
	sc.State = l.state(f, "state", &sf.State, render.DefaultState())

	// materials
	mats := map[string]int{}
	var matNames []string
	for i := range sf.Materials {
		m := &sf.Materials[i]
		p := indexPath("materials", i)
		mname := entryName(f, p, "material", m.Name, i, mats)
		matNames = append(matNames, mname)
		sc.Materials = append(sc.Materials, l.material(f, p, mname, m))
	}
	if len(sc.Materials) == 0 {
		sc.Materials = []render.Material{{Name: "default", Shading: render.Lambert, Color: mgl32.Vec4{0.8, 0.8, 0.8, 1}}}
	}

	// meshes
	for i := range sf.Meshes {
		m := &sf.Meshes[i]
		p := indexPath("meshes", i)
		mesh, md, ok := l.mesh(f, p, m, sc.State)
		if !ok {
			continue
		}
		if m.Material == fromFileMaterial { // materials.go
			if parts := l.fromFile(f, p, m, mesh, md, sc); m.Visible == nil || *m.Visible {
				sc.Meshes = append(sc.Meshes, parts...)
			}
			continue
		}
		if m.Material != "" {
			if mi, found := mats[m.Material]; found {
				mesh.Material = mi
			} else {
				unknownName(f, p+".material", "material", m.Material, matNames)
			}
		}
		if mesh.Material < len(sf.Materials) && sf.Materials[mesh.Material].Shading == "textured" && mesh.Vertices != nil && !m.hasUV {
			f.errAt(p, "%s: material %q is textured but the mesh has no texture coordinates", p, matNames[mesh.Material])
		}
		if m.Visible != nil && !*m.Visible {
			continue
		}
		sc.Meshes = append(sc.Meshes, mesh)
	}
	ws.Scene = sc
}

func unknownName(f *tomlFile, p, kind, name string, known []string) {
	if sg := suggest(name, known); sg != "" {
		f.errAt(p, "%s: no %s named %q; did you mean %q?", p, kind, name, sg)
	} else if len(known) == 0 {
		f.errAt(p, "%s: no %s named %q (none are defined)", p, kind, name)
	} else {
		f.errAt(p, "%s: no %s named %q (defined: %s)", p, kind, name, strings.Join(known, ", "))
	}
}

func (l *loader) camera(f *tomlFile, p string, c *cameraDef) render.Camera {
	cam := render.DefaultCamera()
	switch enum(f, p+".projection", c.Projection, "perspective", "orthographic", "pixel") {
	case 1:
		cam.Projection = render.Orthographic
		cam.OrthoHeight = 2
	case 2:
		cam.Projection = render.PixelOrtho
	}
	if c.Eye != nil {
		cam.Eye = mgl32.Vec3(*c.Eye)
	}
	cam.Target = mgl32.Vec3(c.Target)
	if c.Up != nil {
		cam.Up = mgl32.Vec3(*c.Up)
		if cam.Up.Len() == 0 {
			f.errAt(p+".up", "%s.up: must not be the zero vector", p)
		}
	}
	if c.FovY != nil {
		cam.FovY = *c.FovY
		if cam.FovY <= 0 || cam.FovY >= 180 {
			f.errAt(p+".fov_y", "%s.fov_y: %v out of range (0, 180) degrees", p, cam.FovY)
		}
	}
	if c.Near != nil {
		cam.Near = *c.Near
	}
	if c.Far != nil {
		cam.Far = *c.Far
	}
	if c.OrthoHeight != nil {
		cam.OrthoHeight = *c.OrthoHeight
		if cam.OrthoHeight <= 0 {
			f.errAt(p+".ortho_height", "%s.ortho_height: must be positive", p)
		}
	}
	if c.PixelWidth < 0 || c.PixelWidth > render.MaxViewport {
		f.errAt(p+".pixel_width", "%s.pixel_width: %d out of range 0..%d", p, c.PixelWidth, render.MaxViewport)
	} else {
		cam.PixelWidth = c.PixelWidth
	}
	if cam.Projection != render.PixelOrtho {
		if cam.Near <= 0 && cam.Projection == render.Perspective {
			f.errAt(p+".near", "%s.near: must be positive for a perspective camera", p)
		}
		if cam.Far <= cam.Near {
			f.errAt(p+".far", "%s.far: %v must be greater than near (%v)", p, cam.Far, cam.Near)
		}
		if cam.Eye.Sub(cam.Target).Len() == 0 {
			f.errAt(p+".eye", "%s.eye: the camera is at its target; eye and target must differ", p)
		} else if up := cam.Up; up.Len() > 0 && cam.Target.Sub(cam.Eye).Normalize().Cross(up.Normalize()).Len() < 1e-6 {
			f.errAt(p+".up", "%s.up: parallel to the viewing direction", p)
		}
	}
	return cam
}

func (l *loader) viewport(f *tomlFile, p string, v *viewportDef) (render.Options, []int) {
	w := v.Width
	if w == 0 {
		w = 512
	}
	h := v.Height
	if h == 0 {
		h = w
	}
	o := render.DefaultOptions(w, h)
	o.Snap = render.SnapMode(enum(f, p+".snap", v.Snap, "fixed", "consistent"))
	if v.SubpixelBits != nil {
		o.SubpixelBits = *v.SubpixelBits
	}
	o.Conservative = v.Conservative
	if v.Samples != 0 {
		o.Samples = v.Samples
	}
	if v.TileSize != 0 {
		o.TileSize = v.TileSize
	}
	if v.Debug != "" {
		dv, err := render.ParseDebugView(v.Debug)
		if err != nil {
			f.errAt(p+".debug", "%s.debug: %v", p, err)
		}
		o.Debug = dv
	}
	levels := append([]int(nil), v.Levels...)
	if len(levels) == 0 {
		levels = []int{w}
	}
	sorted := append([]int(nil), levels...)
	sort.Sort(sort.Reverse(sort.IntSlice(sorted)))
	for i := range levels {
		if levels[i] != sorted[i] || (i > 0 && levels[i] == levels[i-1]) {
			f.errAt(p+".levels", "%s.levels: list distinct widths from largest to smallest, e.g. [%d, %d]", p, w, w/2)
			break
		}
	}
	for i := 1; i < len(levels); i++ {
		a, b := levels[i-1], levels[i]
		if b <= 0 || a%b != 0 || (a/b)&(a/b-1) != 0 {
			f.errAt(p+".levels", "%s.levels: each level must be the previous one divided by a power of two (%d then %d)", p, a, b)
			break
		}
	}
	if levels[0] != w {
		f.errAt(p+".levels", "%s.levels: the first level must be the viewport width %d, found %d", p, w, levels[0])
	}
	if len(levels) > 12 {
		f.errAt(p+".levels", "%s.levels: at most 12 levels", p)
	}
	if int64(w)*int64(h) > maxViewportArea {
		f.errAt(p+".width", "%s: %dx%d is more than %d pixels (limit)", p, w, h, maxViewportArea)
		return o, levels
	}
	o.EdgeBits = v.EdgeBits
	o.EdgeEval = render.EvalNormalized
	if v.EdgeEval != "" {
		ev, err := render.ParseEdgeEvaluator(v.EdgeEval)
		if err != nil {
			f.errAt(p+".edge_eval", "%s.edge_eval: %v", p, err)
		}
		o.EdgeEval = ev
		if v.EdgeBits == 0 {
			f.errAt(p+".edge_eval", "%s.edge_eval: set edge_bits (32, 40 or 48) too; edge_bits = 0 evaluates exactly", p)
		}
	}
	o.ReferenceSize = max(w, h)
	if v.ReferenceSize != 0 {
		o.ReferenceSize = v.ReferenceSize
	}
	if err := o.Validate(); err != nil {
		key := p
		msg := err.Error()
		switch {
		case strings.HasPrefix(msg, "edge bits"):
			key = p + ".edge_bits"
		case strings.Contains(msg, "viewport"):
			key = p + ".width"
		case strings.Contains(msg, "subpixel"):
			key = p + ".subpixel_bits"
		case strings.Contains(msg, "samples"), strings.Contains(msg, "conservative"):
			key = p + ".samples"
		case strings.Contains(msg, "tile"):
			key = p + ".tile_size"
		case strings.Contains(msg, "reference"):
			key = p + ".reference_size"
		}
		f.errAt(key, "%s: %s", p, msg)
		return o, levels
	}
	for _, lv := range levels[1:] {
		lo := o
		lo.Width = lv
		lo.Height = max(1, h*lv/w)
		if err := lo.Validate(); err != nil {
			f.errAt(p+".levels", "%s.levels: level %d: %v", p, lv, err)
			return o, levels
		}
	}
	if v.Hierarchy {
		if len(levels) < 2 {
			f.errAt(p+".hierarchy", "%s.hierarchy: a hierarchical render needs levels, e.g. levels = [%d, %d, %d]", p, w, w/2, w/4)
			return o, levels
		}
		o.Hierarchy = append([]int(nil), levels...)
		if err := o.Validate(); err != nil {
			f.errAt(p+".hierarchy", "%s.hierarchy: %v", p, err)
			o.Hierarchy = nil
		}
	}
	return o, levels
}

func (l *loader) state(f *tomlFile, p string, s *stateDef, base render.State) render.State {
	st := base
	if s.DepthTest != nil {
		st.DepthTest = *s.DepthTest
	}
	if s.DepthWrite != nil {
		st.DepthWrite = *s.DepthWrite
	}
	if s.DepthFunc != "" {
		st.DepthFunc = render.DepthFunc(enum(f, p+".depth_func", s.DepthFunc, "less", "lequal", "always", "never"))
	}
	if s.Blend != "" {
		st.Blend = render.BlendMode(enum(f, p+".blend", s.Blend, "off", "alpha", "additive"))
	}
	if s.Cull != "" {
		st.Cull = render.CullMode(enum(f, p+".cull", s.Cull, "none", "back", "front"))
	}
	if s.FrontFace != "" {
		st.FrontFace = render.Winding(enum(f, p+".front_face", s.FrontFace, "ccw", "cw"))
	}
	if s.ColorMask != nil {
		var m render.ColorMask
		for _, r := range *s.ColorMask {
			switch r {
			case 'r':
				m |= render.MaskR
			case 'g':
				m |= render.MaskG
			case 'b':
				m |= render.MaskB
			case 'a':
				m |= render.MaskA
			default:
				f.errAt(p+".color_mask", "%s.color_mask: %q is not one of the letters r, g, b, a", p, r)
			}
		}
		st.ColorMask = m
	}
	return st
}

func (l *loader) material(f *tomlFile, p, name string, m *materialDef) render.Material {
	mat := render.Material{Name: name, Color: mgl32.Vec4{1, 1, 1, 1}, Specular: mgl32.Vec3{1, 1, 1}, Shininess: m.Shininess}
	mat.Shading = render.Shading(enum(f, p+".shading", m.Shading, "lambert", "flat", "vertex-color", "blinn-phong", "textured"))
	// enum's index order differs from render's constants: map explicitly.
	switch m.Shading {
	case "", "lambert":
		mat.Shading = render.Lambert
	case "flat":
		mat.Shading = render.Flat
	case "vertex-color":
		mat.Shading = render.VertexColor
	case "blinn-phong":
		mat.Shading = render.BlinnPhong
	case "textured":
		mat.Shading = render.Textured
	}
	if m.Color.Set {
		mat.Color = mgl32.Vec4(m.Color.RGBA)
	}
	if m.Specular.Set {
		mat.Specular = mgl32.Vec3(m.Specular.V)
	}
	if m.Shininess < 0 || m.Shininess > 10000 {
		f.errAt(p+".shininess", "%s.shininess: %v out of range 0..10000", p, m.Shininess)
	}
	mat.Filter = render.Filter(enum(f, p+".filter", m.Filter, "nearest", "bilinear", "trilinear"))
	mat.Wrap = m.Wrap
	mat.MagNearest = l.magFilter(f, p, m, mat.Filter) // materials.go
	if m.Texture != "" {
		mat.Texture = l.texture(f, p+".texture", m.Texture)
	} else if mat.Shading == render.Textured {
		f.errAt(p+".shading", "%s: shading \"textured\" needs a texture (texture = \"file.png\")", p)
	}
	return mat
}

// texture loads a PNG once per workspace (materials may share it) within
// the per-file and per-workspace pixel budgets.
func (l *loader) texture(f *tomlFile, p, ref string) image.Image {
	if name, err := cleanRef(ref); err == nil {
		if img, ok := l.textures[name]; ok {
			return img
		}
	}
	name, data, ok := l.readRef(f, p, ref, maxTextureBytes)
	if !ok {
		return nil
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	switch {
	case err != nil:
		f.errAt(p, "%s: %s is not a PNG image (%v)", p, name, err)
	case format != "png":
		f.errAt(p, "%s: %s is %s; textures must be PNG", p, name, format)
	case cfg.Width < 1 || cfg.Height < 1 || cfg.Width > maxTextureSide || cfg.Height > maxTextureSide:
		f.errAt(p, "%s: %s is %dx%d; textures must be 1..%d pixels per side", p, name, cfg.Width, cfg.Height, maxTextureSide)
	case l.texels+int64(cfg.Width)*int64(cfg.Height) > maxTexels:
		f.errAt(p, "%s: %s: the workspace's textures exceed %d pixels in all (limit)", p, name, maxTexels)
	default:
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			f.errAt(p, "%s: %s: %v", p, name, err)
			return nil
		}
		l.texels += int64(cfg.Width) * int64(cfg.Height)
		if l.textures == nil {
			l.textures = map[string]image.Image{}
		}
		l.textures[name] = img
		return img
	}
	return nil
}

// ---------------------------------------------------------------- meshes

func (l *loader) mesh(f *tomlFile, p string, m *meshDef, sceneState render.State) (render.Mesh, *meshData, bool) {
	mesh := render.Mesh{Name: m.Name}
	if mesh.Name == "" {
		mesh.Name = p
	}
	var md *meshData
	topo := render.Topology(enum(f, p+".topology", m.Topology, "list", "strip"))
	switch {
	case m.File != "" && len(m.Vertices) > 0:
		f.errAt(p+".file", "%s: give either file or vertices, not both", p)
		return mesh, nil, false
	case m.File != "":
		if len(m.Indices) > 0 {
			f.errAt(p+".indices", "%s.indices: indices come from the mesh file; remove this key", p)
		}
		if topo != render.TriangleList {
			f.errAt(p+".topology", "%s.topology: meshes from files are triangle lists", p)
		}
		if m.Name == "" {
			mesh.Name = path.Base(m.File)
		}
		md = l.meshFile(f, p+".file", m.File)
		if md == nil {
			return mesh, nil, false
		}
		m.hasUV = md.UVs != nil
	case len(m.Vertices) > 0:
		md = l.inlineMesh(f, p, m, topo)
		if md == nil {
			return mesh, nil, false
		}
	default:
		f.errAt(p, "%s: a mesh needs a file (OBJ or glTF) or inline vertices", p)
		return mesh, nil, false
	}
	l.tris += md.triangleCount(topo)
	l.verts += len(md.Positions)
	if l.tris > maxTriangles {
		f.errAt(p, "%s: the scene has more than %d triangles (limit)", p, maxTriangles)
		return mesh, nil, false
	}
	if l.verts > maxVertices {
		f.errAt(p, "%s: the scene has more than %d vertices (limit)", p, maxVertices)
		return mesh, nil, false
	}
	normals := fillNormals(md, topo)
	mesh.Vertices = make([]render.Vertex, len(md.Positions))
	for i := range md.Positions {
		v := render.Vertex{Position: mgl32.Vec3(md.Positions[i]), Color: mgl32.Vec4{1, 1, 1, 1}}
		if normals != nil {
			v.Normal = mgl32.Vec3(normals[i])
		}
		if md.UVs != nil {
			v.UV = mgl32.Vec2(md.UVs[i])
		}
		if md.Colors != nil {
			v.Color = mgl32.Vec4(md.Colors[i])
		}
		mesh.Vertices[i] = v
	}
	mesh.Indices = md.Indices
	mesh.Topology = topo
	scale := mgl32.Vec3{1, 1, 1}
	if m.Scale.Set {
		scale = mgl32.Vec3(m.Scale.V)
		if scale[0] == 0 || scale[1] == 0 || scale[2] == 0 {
			f.errAt(p+".scale", "%s.scale: a zero scale flattens the mesh", p)
		}
	}
	r := m.Rotate
	mesh.Transform = mgl32.Translate3D(m.Translate[0], m.Translate[1], m.Translate[2]).
		Mul4(mgl32.HomogRotate3DZ(mgl32.DegToRad(r[2]))).
		Mul4(mgl32.HomogRotate3DY(mgl32.DegToRad(r[1]))).
		Mul4(mgl32.HomogRotate3DX(mgl32.DegToRad(r[0]))).
		Mul4(mgl32.Scale3D(scale[0], scale[1], scale[2]))
	if m.State != nil {
		st := l.state(f, p+".state", m.State, sceneState)
		mesh.State = &st
	}
	return mesh, md, true
}

func (l *loader) meshFile(f *tomlFile, p, ref string) *meshData {
	ext := strings.ToLower(path.Ext(ref))
	switch ext {
	case ".obj", ".gltf", ".glb":
	default:
		f.errAt(p, "%s: %q: unsupported mesh format %q (want .obj, .gltf or .glb)", p, ref, ext)
		return nil
	}
	name, data, ok := l.readRef(f, p, ref, maxMeshFileSize)
	if !ok {
		return nil
	}
	key := meshKey(ext, data)
	if md, extra := meshes.get(key); md != nil {
		for _, e := range extra {
			l.note(e)
		}
		return md
	}
	if ext == ".obj" {
		md, err := parseOBJ(data)
		if err != nil {
			if oe, ok := err.(*objError); ok {
				l.d.add(name, oe.Line, oe.Col, "%s", oe.Msg)
			} else {
				f.errAt(p, "%s: %s: %v", p, name, err)
			}
			return nil
		}
		meshes.put(key, md, nil)
		return md
	}
	var external []string
	rfs := &recordingFS{fsys: l.fsys, dir: path.Dir(name), limit: maxMeshFileSize, onOpen: func(n string) {
		l.note(n)
		external = append(external, n)
	}}
	md, err := parseGLTF(data, rfs)
	if err != nil {
		f.errAt(p, "%s: %s: %v", p, name, err)
		return nil
	}
	if len(external) == 0 { // external buffers may change without this file changing
		meshes.put(key, md, nil)
	}
	return md
}

func (l *loader) inlineMesh(f *tomlFile, p string, m *meshDef, topo render.Topology) *meshData {
	if len(m.Vertices) > maxVertices {
		f.errAt(p+".vertices", "%s.vertices: more than %d vertices", p, maxVertices)
		return nil
	}
	md := &meshData{}
	anyN, anyUV, anyC := false, false, false
	for _, v := range m.Vertices {
		if v.Normal != nil {
			anyN = true
		}
		if v.UV != ([2]float32{}) {
			anyUV = true
		}
		if v.Color.Set {
			anyC = true
		}
	}
	m.hasUV = anyUV
	for _, v := range m.Vertices {
		md.Positions = append(md.Positions, v.Position)
		if anyN {
			n := [3]float32{}
			if v.Normal != nil {
				n = *v.Normal
			}
			md.Normals = append(md.Normals, n)
		}
		if anyUV {
			md.UVs = append(md.UVs, v.UV)
		}
		if anyC {
			c := [4]float32{1, 1, 1, 1}
			if v.Color.Set {
				c = v.Color.RGBA
			}
			md.Colors = append(md.Colors, c)
		}
	}
	n := len(m.Vertices)
	count := n
	if m.Indices != nil {
		count = len(m.Indices)
		if count > 3*maxTriangles {
			f.errAt(p+".indices", "%s.indices: more than %d indices", p, 3*maxTriangles)
			return nil
		}
		md.Indices = make([]uint32, len(m.Indices))
		bad := false
		for i, x := range m.Indices {
			if x < 0 || x >= int64(n) {
				f.errAt(indexPath(p+".indices", i), "%s.indices[%d]: %d out of range (the mesh has %d vertices, numbered from 0)", p, i, x, n)
				bad = true
				break
			}
			md.Indices[i] = uint32(x)
		}
		if bad {
			return nil
		}
	}
	what := "vertices"
	if m.Indices != nil {
		what = "indices"
	}
	if topo == render.TriangleList && count%3 != 0 {
		f.errAt(p+"."+what, "%s.%s: a triangle list needs a multiple of 3 %s, found %d", p, what, what, count)
		return nil
	}
	if count < 3 {
		f.errAt(p+"."+what, "%s.%s: at least 3 %s are needed for a triangle, found %d", p, what, what, count)
		return nil
	}
	return md
}

// tris returns the triangles of md as index triples for topo.
func meshTriangles(md *meshData, topo render.Topology) [][3]uint32 {
	idx := md.Indices
	if idx == nil {
		idx = make([]uint32, len(md.Positions))
		for i := range idx {
			idx[i] = uint32(i)
		}
	}
	var out [][3]uint32
	if topo == render.TriangleStrip {
		for i := 0; i+2 < len(idx); i++ {
			if i%2 == 0 {
				out = append(out, [3]uint32{idx[i], idx[i+1], idx[i+2]})
			} else {
				out = append(out, [3]uint32{idx[i+1], idx[i], idx[i+2]})
			}
		}
		return out
	}
	for i := 0; i+2 < len(idx); i += 3 {
		out = append(out, [3]uint32{idx[i], idx[i+1], idx[i+2]})
	}
	return out
}

// fillNormals returns md's normals where every vertex without one (none
// given, or the zero vector) has the area-weighted average of its
// triangles' face normals. md is not modified (parsed meshes are cached).
func fillNormals(md *meshData, topo render.Topology) [][3]float32 {
	need := md.Normals == nil
	if !need {
		for _, n := range md.Normals {
			if n == ([3]float32{}) {
				need = true
				break
			}
		}
	}
	if !need {
		return md.Normals
	}
	acc := make([]mgl32.Vec3, len(md.Positions))
	for _, t := range meshTriangles(md, topo) {
		a, b, c := mgl32.Vec3(md.Positions[t[0]]), mgl32.Vec3(md.Positions[t[1]]), mgl32.Vec3(md.Positions[t[2]])
		fn := b.Sub(a).Cross(c.Sub(a))
		if math.IsNaN(float64(fn.Len())) {
			continue
		}
		for _, i := range t {
			acc[i] = acc[i].Add(fn)
		}
	}
	out := make([][3]float32, len(md.Positions))
	copy(out, md.Normals)
	for i := range out {
		if out[i] != ([3]float32{}) {
			continue
		}
		if l := acc[i].Len(); l > 0 {
			out[i] = [3]float32(acc[i].Mul(1 / l))
		} else {
			out[i] = [3]float32{0, 0, 1}
		}
	}
	return out
}

func (md *meshData) triangleCount(topo render.Topology) int {
	return len(meshTriangles(md, topo))
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
