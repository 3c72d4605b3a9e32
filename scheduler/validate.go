package scheduler

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// ValidationError is one problem with a workload. Kind is "kernel", "task",
// "stream", "graphics" or "options"; Name and Index identify the entry
// (Index into the matching Workload slice, -1 for options); Field is the
// offending field ("grid", "kernel", "launch.children", ...).
type ValidationError struct {
	Kind  string
	Name  string
	Index int
	Field string
	Msg   string
}

// Error formats the problem as "kind \"name\": field: message".
func (e *ValidationError) Error() string {
	if e.Kind == "commands" {
		return e.Msg
	}
	if e.Kind == "options" {
		return fmt.Sprintf("options: %s: %s", e.Field, e.Msg)
	}
	if e.Field == "" {
		return fmt.Sprintf("%s %q: %s", e.Kind, e.Name, e.Msg)
	}
	return fmt.Sprintf("%s %q: %s: %s", e.Kind, e.Name, e.Field, e.Msg)
}

const (
	maxGridX  = math.MaxInt32
	maxGridYZ = 65535
	maxBlock  = 1024
)

// MaxTime is the limit on virtual time: no time a workload gives
// (submit_at, cycle counts) may exceed it, and a run whose simulated time
// passes it stops with an error naming it. 2^50 cycles is 13 days at
// 1 GHz; times below it add without overflowing an int64.
const MaxTime int64 = 1 << 50

// Validate checks a workload against a machine and options without running
// it. It returns every problem found, joined (each a *ValidationError), or nil.
// Problems that only show during a run (the pending-launch limit, deadlocks)
// are reported by Run.
func (w Workload) Validate(m device.PPU, o Options) error {
	if err := m.Validate(); err != nil {
		return err
	}
	v := validator{w: &w, m: m, o: o.withDefaults()}
	v.run()
	return errors.Join(v.errs...)
}

type validator struct {
	w       *Workload
	m       device.PPU
	o       Options
	errs    []error
	kernels map[string]int
	tasks   map[string]int
	graph   map[string]int // graphics names
	child   []bool         // task is a child template
}

func (v *validator) add(kind, name string, index int, field, format string, a ...any) {
	v.errs = append(v.errs, &ValidationError{Kind: kind, Name: name, Index: index, Field: field, Msg: fmt.Sprintf(format, a...)})
}

func (v *validator) run() {
	v.checkOptions()
	v.checkKernels()
	v.checkTaskNames()
	for i, t := range v.w.Tasks {
		if v.tasks[t.Name] != i {
			continue
		}
		v.checkTask(i, t)
	}
	v.graph = map[string]int{}
	for i, g := range v.w.Graphics {
		v.checkGraphics(i, g)
	}
	streams := map[string]bool{}
	for i, s := range v.w.Streams {
		if newName(v, "stream", "stream", s.Name, i, streams) {
			streams[s.Name] = true
		}
	}
	v.checkLaunchGraph()
	v.checkDependencyCycles()
	if len(v.errs) == 0 {
		v.checkRunSize()
		v.checkTenants()
	}
	if v.w.Commands != nil {
		for _, e := range cpValidate(v.w, v.tasks) {
			v.add("commands", "", -1, "", "%s", e)
		}
	}
}

// checkOptions checks the run options.
func (v *validator) checkOptions() {
	o := v.o
	if o.Policy != Continuation && o.Policy != WaitInPlace {
		v.add("options", "", -1, "policy", "unknown policy %d", int(o.Policy))
	}
	if o.Dispatch != DispatchFIFO && o.Dispatch != DispatchPriority {
		v.add("options", "", -1, "dispatch", "unknown dispatch order %d", int(o.Dispatch))
	}
	if o.Counting < CountPerCTA || o.Counting > CountPerChild {
		v.add("options", "", -1, "counting", "unknown counting %d", int(o.Counting))
	}
	if o.Queue != QueuePerGrid && o.Queue != QueuePerCTA {
		v.add("options", "", -1, "queue", "unknown queue granularity %d", int(o.Queue))
	}
	if o.Membar != MembarDelay && o.Membar != MembarCounted {
		v.add("options", "", -1, "membar", "unknown memory barrier model %d", int(o.Membar))
	}
	if o.MaxDepth < 0 || o.MaxDepth > 1024 {
		v.add("options", "", -1, "max_depth", "must be in 1..1024, got %d", o.MaxDepth)
	}
	if o.MaxPendingLaunches < 0 {
		v.add("options", "", -1, "max_pending_launches", "must be positive, got %d", o.MaxPendingLaunches)
	}
	if o.QueueSize < 0 || o.QueueSize > MaxQueueSize {
		v.add("options", "", -1, "queue_size", "must be in 1..%d entries, got %d", MaxQueueSize, o.QueueSize)
	}
	if o.EOCCycles < 0 {
		v.add("options", "", -1, "eoc_cycles", "must not be negative, got %d", o.EOCCycles)
	}
	if o.MembarCycles < 0 {
		v.add("options", "", -1, "membar_cycles", "must not be negative, got %d", o.MembarCycles)
	}
	for _, c := range []struct {
		field string
		v     int64
	}{{"max_cycles", o.MaxCycles}, {"host_write_cycles", o.HostWriteCycles}, {"eoc_cycles", o.EOCCycles}, {"membar_cycles", o.MembarCycles}} {
		if c.v > MaxTime {
			v.add("options", "", -1, c.field, "must be at most %d cycles (the limit on virtual time), got %d", MaxTime, c.v)
		}
	}
	if o.MaxCycles < 0 {
		v.add("options", "", -1, "max_cycles", "must not be negative, got %d", o.MaxCycles)
	}
}

// checkKernels checks the kernels and indexes them by name.
func (v *validator) checkKernels() {
	v.kernels = map[string]int{}
	for i, k := range v.w.Kernels {
		if !newName(v, "kernel", "kernel", k.Name, i, v.kernels) {
			continue
		}
		v.kernels[k.Name] = i
		if k.CyclesPerThread < 1 || k.CyclesPerThread > MaxTime>>20 {
			v.add("kernel", k.Name, i, "cycles_per_thread", "must be in 1..%d, got %d", MaxTime>>20, k.CyclesPerThread)
		}
		if k.JitterPercent < 0 || k.JitterPercent > 90 {
			v.add("kernel", k.Name, i, "jitter_percent", "must be in 0..90, got %d", k.JitterPercent)
		}
		if k.RegistersPerThread < 1 || k.RegistersPerThread > 255 {
			v.add("kernel", k.Name, i, "registers_per_thread", "must be in 1..255, got %d", k.RegistersPerThread)
		}
		if k.SharedMemPerCTA < 0 {
			v.add("kernel", k.Name, i, "shared_mem_per_cta", "must not be negative, got %d", k.SharedMemPerCTA)
		}
		if !k.BlockSize.IsZero() {
			v.checkBlock("kernel", k.Name, i, "block_size", k.BlockSize)
		}
		if k.CacheSplit < SplitAny || k.CacheSplit > SplitPreferL1 {
			v.add("kernel", k.Name, i, "cache_split", "unknown split %d", int(k.CacheSplit))
		}
	}
}

// checkTaskNames indexes the tasks by name (a repeated name is an error)
// and marks the tasks that are children of a launch.
func (v *validator) checkTaskNames() {
	v.tasks = map[string]int{}
	for i, t := range v.w.Tasks {
		if !newName(v, "task", "task", t.Name, i, v.tasks) {
			continue
		}
		v.tasks[t.Name] = i
	}
	v.child = make([]bool, len(v.w.Tasks))
	for _, t := range v.w.Tasks {
		if t.Launch == nil {
			continue
		}
		for _, c := range t.Launch.Children {
			if j, ok := v.tasks[c]; ok {
				v.child[j] = true
			}
		}
	}
}

func (v *validator) checkBlock(kind, name string, i int, field string, b Dim3) {
	for _, d := range []struct {
		n string
		v int
	}{{"x", b.X}, {"y", b.Y}, {"z", b.Z}} {
		if d.v < 1 {
			v.add(kind, name, i, field, "dimension %s is %d; each dimension must be at least 1", d.n, d.v)
			return
		}
	}
	if n := int64(b.X) * int64(b.Y) * int64(b.Z); n > maxBlock {
		v.add(kind, name, i, field, "%s is %d threads; a CTA has at most %d", b, n, maxBlock)
	}
}

// CTAFits is the rule that a kernel's CTA — threads threads, regs
// registers per thread, shared bytes of shared memory — fits an empty SM of
// m, whose shared memory the cache split bounds. It is the only copy of the
// rule: Validate applies it, and the workspace loader calls it to report a
// task at its file:line:col.
func CTAFits(m device.PPU, threads, regs, shared int, split CacheSplit) error {
	need := m.CTAUsage(threads, regs, shared)
	capacity := m.PerSM.Capacity()
	capacity.SharedMem = capacity.SharedMem * split.sharedQuarters() / 4
	if res, n, avail := device.Exceeds(device.Usage{}, need, capacity); res != "" {
		extra := ""
		if res == "shared memory" && split != SplitAny {
			extra = fmt.Sprintf(" with cache split %s", split)
		}
		return fmt.Errorf("a CTA needs %d %s but an SM of %q has only %d%s; it can never be resident",
			n, res, m.Name, avail, extra)
	}
	return nil
}

// ctaFits reports a kernel CTA that does not fit an empty SM (CTAFits), or
// that is larger than the room the partition's threshold leaves.
func (v *validator) ctaFits(kind, name string, i int, field string, threads, regs, shared int, split CacheSplit) {
	if err := CTAFits(v.m, threads, regs, shared, split); err != nil {
		v.add(kind, name, i, field, "%v", err)
		return
	}
	need := v.m.CTAUsage(threads, regs, shared)
	if po := v.o.Partition; po != nil && po.Policy != PartitionNone {
		// every policy honours the threshold: a CTA larger than the room
		// it leaves could never be placed
		po := po.withDefaults()
		units := map[Measure]int{MeasureWarps: need.Warps, MeasureCTASlots: need.CTAs, MeasureThreads: need.Threads,
			MeasureRegisters: need.Registers}
		c := v.m.PerSM.Capacity()
		capa := map[Measure]int{MeasureWarps: c.Warps, MeasureCTASlots: c.CTAs, MeasureThreads: c.Threads,
			MeasureRegisters: c.Registers}[po.Measure] * v.m.SMs
		if limit := capa * po.Threshold / 100; units[po.Measure] > limit {
			v.add(kind, name, i, field, "a CTA holds %d %s but threshold %d%% of %q allows only %d; it could never be placed",
				units[po.Measure], po.Measure, po.Threshold, v.m.Name, limit)
		}
	}
}

func (v *validator) checkTask(i int, t Task) {
	ki, ok := v.kernels[t.Kernel]
	if !ok {
		if t.Kernel == "" {
			v.add("task", t.Name, i, "kernel", "no kernel given")
		} else {
			v.add("task", t.Name, i, "kernel", "unknown kernel %q%s", t.Kernel, v.known(v.kernels))
		}
	}
	g := t.Grid
	gridOK := true
	for _, d := range []struct {
		n   string
		v   int
		max int
	}{{"x", g.X, maxGridX}, {"y", g.Y, maxGridYZ}, {"z", g.Z, maxGridYZ}} {
		if d.v < 1 {
			v.add("task", t.Name, i, "grid", "dimension %s is %d; each dimension must be at least 1", d.n, d.v)
			gridOK = false
			break
		}
		if d.v > d.max {
			v.add("task", t.Name, i, "grid", "dimension %s is %d; at most %d", d.n, d.v, d.max)
			gridOK = false
			break
		}
	}
	if gridOK && int64(g.X)*int64(g.Y)*int64(g.Z) > 1<<31 {
		v.add("task", t.Name, i, "grid", "%s is more than 2^31 CTAs", g)
	}
	block := t.Block
	if block.IsZero() && ok {
		block = v.w.Kernels[ki].BlockSize
		if block.IsZero() {
			v.add("task", t.Name, i, "block", "no block dimensions given and kernel %q has no block_size", t.Kernel)
		}
	}
	blockOK := false
	if !block.IsZero() {
		n := len(v.errs)
		v.checkBlock("task", t.Name, i, "block", block)
		blockOK = len(v.errs) == n
	}
	if ok && blockOK {
		k := v.w.Kernels[ki]
		if k.RegistersPerThread >= 1 && k.SharedMemPerCTA >= 0 {
			v.ctaFits("task", t.Name, i, "block", block.Count(), k.RegistersPerThread, k.SharedMemPerCTA, k.CacheSplit)
		}
	}
	if v.child[i] {
		if t.Stream != "" {
			v.checkDeviceStream(i, t)
		}
		if len(t.After) > 0 {
			v.add("task", t.Name, i, "after", "is launched as a child grid, so it cannot wait for host tasks")
		}
	}
	if t.SubmitAt < 0 || t.SubmitAt > MaxTime {
		v.add("task", t.Name, i, "submit_at", "must be in 0..%d cycles (the limit on virtual time), got %d", MaxTime, t.SubmitAt)
	}
	for _, a := range t.After {
		v.checkAfter("task", t.Name, i, a)
	}
	if l := t.Launch; l != nil {
		if !(l.At >= 0 && l.At <= 1) {
			v.add("task", t.Name, i, "launch.at", "must be a fraction in 0..1, got %v", l.At)
		}
		if len(l.Children) == 0 {
			v.add("task", t.Name, i, "launch.children", "names no child task")
		}
		for _, c := range l.Children {
			if _, ok := v.tasks[c]; !ok {
				v.add("task", t.Name, i, "launch.children", "unknown task %q%s", c, v.known(v.tasks))
			}
		}
		if l.Every < 0 || int64(l.Every) > MaxTime {
			v.add("task", t.Name, i, "launch.every", "must be in 0..%d, got %d", MaxTime, l.Every)
		}
		if l.ContinuationKernel != "" {
			ck, ok := v.kernels[l.ContinuationKernel]
			if !ok {
				v.add("task", t.Name, i, "launch.continuation_kernel", "unknown kernel %q%s", l.ContinuationKernel, v.known(v.kernels))
			} else if blockOK {
				k := v.w.Kernels[ck]
				if k.RegistersPerThread >= 1 && k.SharedMemPerCTA >= 0 {
					v.ctaFits("task", t.Name, i, "launch.continuation_kernel", block.Count(), k.RegistersPerThread, k.SharedMemPerCTA, k.CacheSplit)
				}
			}
		}
	}
}

func (v *validator) checkAfter(kind, name string, i int, a string) {
	if a == name {
		v.add(kind, name, i, "after", "waits for itself (dependency cycle %s → %s)", name, name)
		return
	}
	if j, ok := v.tasks[a]; ok {
		if v.child[j] {
			v.add(kind, name, i, "after", "%q is a child grid template, not a host task", a)
		}
		return
	}
	if kind == "graphics" || len(v.w.Graphics) > 0 {
		for _, g := range v.w.Graphics {
			if g.Name == a {
				return
			}
		}
	}
	v.add(kind, name, i, "after", "unknown task %q", a)
}

func (v *validator) checkGraphics(i int, g GraphicsGrid) {
	if !newName(v, "graphics", "graphics grid", g.Name, i, v.graph) {
		return
	}
	if _, dup := v.tasks[g.Name]; dup {
		v.add("graphics", g.Name, i, "name", "same name as a task")
		return
	}
	v.graph[g.Name] = i
	if g.Kind != VertexGrid && g.Kind != FragmentGrid {
		v.add("graphics", g.Name, i, "kind", "unknown kind %d", int(g.Kind))
	}
	for j, c := range g.CTACosts {
		if c < 1 || c > MaxTime {
			v.add("graphics", g.Name, i, "cta_costs", "CTA %d costs %d cycles; each must be in 1..%d", j, c, MaxTime)
			break
		}
	}
	okRes := true
	if g.Threads < 1 || g.Threads > maxBlock {
		v.add("graphics", g.Name, i, "threads", "must be in 1..%d, got %d", maxBlock, g.Threads)
		okRes = false
	}
	if g.RegistersPerThread < 1 || g.RegistersPerThread > 255 {
		v.add("graphics", g.Name, i, "registers_per_thread", "must be in 1..255, got %d", g.RegistersPerThread)
		okRes = false
	}
	if g.SharedMem < 0 {
		v.add("graphics", g.Name, i, "shared_mem", "must not be negative, got %d", g.SharedMem)
		okRes = false
	}
	if okRes {
		v.ctaFits("graphics", g.Name, i, "threads", g.Threads, g.RegistersPerThread, g.SharedMem, SplitAny)
	}
	if g.SubmitAt < 0 || g.SubmitAt > MaxTime {
		v.add("graphics", g.Name, i, "submit_at", "must be in 0..%d cycles (the limit on virtual time), got %d", MaxTime, g.SubmitAt)
	}
	for _, a := range g.After {
		v.checkAfter("graphics", g.Name, i, a)
	}
}

func (v *validator) known(m map[string]int) string {
	if len(m) == 0 {
		return " (none defined)"
	}
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sortStrings(names)
	if len(names) > 8 {
		names = append(names[:8], "…")
	}
	return " (known: " + strings.Join(names, ", ") + ")"
}

// checkLaunchGraph rejects recursion among child launches (every launching
// grid's CTA 0 launches, so a cycle nests without bound) and chains deeper
// than MaxDepth.
func (v *validator) checkLaunchGraph() {
	n := len(v.w.Tasks)
	adj := make([][]int, n)
	for i, t := range v.w.Tasks {
		if t.Launch == nil || v.tasks[t.Name] != i {
			continue
		}
		for _, c := range t.Launch.Children {
			if j, ok := v.tasks[c]; ok {
				adj[i] = append(adj[i], j)
			}
		}
	}
	if cyc := findCycle(n, adj); cyc != nil {
		names := make([]string, len(cyc))
		for k, i := range cyc {
			names[k] = v.w.Tasks[i].Name
		}
		v.add("task", names[0], cyc[0], "launch.children",
			"child launches recurse without end (%s); nesting would exceed the depth limit %d", strings.Join(names, " → "), v.o.MaxDepth)
		return
	}
	// Longest chain from each host task.
	depth := make([]int, n)
	path := make([]int, n) // next task on the deepest path
	var visit func(i int) int
	done := make([]bool, n)
	visit = func(i int) int {
		if done[i] {
			return depth[i]
		}
		done[i] = true
		path[i] = -1
		for _, j := range adj[i] {
			if d := visit(j) + 1; d > depth[i] {
				depth[i], path[i] = d, j
			}
		}
		return depth[i]
	}
	for i := range n {
		if v.child[i] || v.tasks[v.w.Tasks[i].Name] != i {
			continue
		}
		if d := visit(i); d > v.o.MaxDepth {
			var names []string
			for k := i; k >= 0; k = path[k] {
				names = append(names, v.w.Tasks[k].Name)
			}
			v.add("task", v.w.Tasks[i].Name, i, "launch.children",
				"child nesting depth %d exceeds the limit %d (%s)", d, v.o.MaxDepth, strings.Join(names, " → "))
		}
	}
}

// checkDependencyCycles looks for cycles among host tasks and graphics grids
// through streams and After.
func (v *validator) checkDependencyCycles() {
	nodes, adj := hostGraph(v.w, v.tasks, v.child)
	if cyc := findCycle(len(nodes), adj); cyc != nil {
		names := make([]string, len(cyc))
		for k, i := range cyc {
			names[k] = nodes[i]
		}
		v.errs = append(v.errs, &ValidationError{Kind: "task", Name: names[0], Index: -1, Field: "after",
			Msg: "dependency cycle: " + strings.Join(names, " → ")})
	}
}

// hostGraph builds the dependency graph of host work: node i < len(Tasks) is
// task i; node len(Tasks)+j is graphics grid j. An edge a→b means b waits for a.
func hostGraph(w *Workload, tasks map[string]int, child []bool) ([]string, [][]int) {
	nt := len(w.Tasks)
	nodes := make([]string, nt+len(w.Graphics))
	for i, t := range w.Tasks {
		nodes[i] = t.Name
	}
	for j, g := range w.Graphics {
		nodes[nt+j] = g.Name
	}
	byName := map[string]int{}
	for i, n := range nodes {
		if _, ok := byName[n]; !ok {
			byName[n] = i
		}
	}
	adj := make([][]int, len(nodes))
	last := map[string]int{}
	for i, t := range w.Tasks {
		if child[i] || tasks[t.Name] != i {
			continue
		}
		if t.Stream != "" {
			if p, ok := last[t.Stream]; ok {
				adj[p] = append(adj[p], i)
			}
			last[t.Stream] = i
		}
		for _, a := range t.After {
			if p, ok := byName[a]; ok && p != i {
				adj[p] = append(adj[p], i)
			}
		}
	}
	for j, g := range w.Graphics {
		for _, p := range graphicsPreds(w, j, byName) {
			adj[p] = append(adj[p], nt+j)
		}
		_ = g
	}
	return nodes, adj
}

// graphicsPreds returns the host-graph nodes graphics grid j waits for.
func graphicsPreds(w *Workload, j int, byName map[string]int) []int {
	g := w.Graphics[j]
	var preds []int
	if len(g.After) > 0 {
		for _, a := range g.After {
			if p, ok := byName[a]; ok && p != len(w.Tasks)+j {
				preds = append(preds, p)
			}
		}
		return preds
	}
	if g.Kind == FragmentGrid {
		for k := 0; k < j; k++ {
			if w.Graphics[k].Kind == VertexGrid {
				preds = append(preds, len(w.Tasks)+k)
			}
		}
	}
	return preds
}

// findCycle returns the nodes of one cycle (first node repeated at the end),
// or nil. Deterministic: nodes and edges are visited in index order.
func findCycle(n int, adj [][]int) []int {
	color := make([]uint8, n) // 0 white, 1 grey, 2 black
	parent := make([]int, n)
	type frame struct{ node, next int }
	for s := range n {
		if color[s] != 0 {
			continue
		}
		stack := []frame{{s, 0}}
		color[s] = 1
		parent[s] = -1
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.next == len(adj[f.node]) {
				color[f.node] = 2
				stack = stack[:len(stack)-1]
				continue
			}
			j := adj[f.node][f.next]
			f.next++
			switch color[j] {
			case 0:
				color[j] = 1
				parent[j] = f.node
				stack = append(stack, frame{j, 0})
			case 1:
				// cycle j → … → f.node → j
				var rev []int
				for k := f.node; k != j; k = parent[k] {
					rev = append(rev, k)
				}
				cyc := []int{j}
				for k := len(rev) - 1; k >= 0; k-- {
					cyc = append(cyc, rev[k])
				}
				return append(cyc, j)
			}
		}
	}
	return nil
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// newName reports entry i of kind (called label in the message) when it has
// no name or a name already in seen, and says whether the name is usable.
func newName[V any](v *validator, kind, label, name string, i int, seen map[string]V) bool {
	if strings.TrimSpace(name) == "" {
		v.add(kind, name, i, "name", "%s %d has no name", label, i+1)
		return false
	}
	if _, dup := seen[name]; dup {
		v.add(kind, name, i, "name", "defined twice")
		return false
	}
	return true
}

// MaxRunCTAs is the most CTAs one run may create: the host's grids and
// every child grid their CTAs launch (a launch tree multiplies: 6000
// parents each launching 6000 children is 36 million CTAs, and reserving
// their records took 2.4 GB before the run began).
const MaxRunCTAs = 1 << 22

// checkRunSize counts the CTAs the launch trees create (each launching CTA
// starts its children once per launch.every CTAs) and refuses a workload
// past MaxRunCTAs at the task whose tree crosses it. It runs once the
// launch graph is known to be acyclic.
func (v *validator) checkRunSize() {
	memo := make([]float64, len(v.w.Tasks))
	done := make([]bool, len(v.w.Tasks))
	var of func(i int) float64
	of = func(i int) float64 {
		if done[i] {
			return memo[i]
		}
		t := v.w.Tasks[i]
		n := float64(t.Grid.Count())
		if l := t.Launch; l != nil {
			every := max(l.Every, 1)
			launching := float64((t.Grid.Count() + every - 1) / every)
			per := 0.0
			for _, c := range l.Children {
				per += of(v.tasks[c]) + 2 // the EOC and continuation CTAs
			}
			n += launching * per
		}
		memo[i], done[i] = n, true
		return n
	}
	total := 0.0
	for _, g := range v.w.Graphics {
		total += float64(len(g.CTACosts))
	}
	for i, t := range v.w.Tasks {
		if v.child[i] {
			continue
		}
		if total += of(i); total > MaxRunCTAs {
			field := "grid"
			if t.Launch != nil {
				field = "launch.children"
			}
			v.add("task", t.Name, i, field, "the run would create %.0f CTAs or more (launched children included), more than %d (the limit on CTAs per run)", total, MaxRunCTAs)
			return
		}
	}
}

// MaxTenants is the most tenants a partitioned run may have (each
// top-level task, each stream with a share, each graphics grid). The
// partition records every tenant's allotment at every arrival and
// departure, so its memory grows with tenants²: 8000 tenants ran out of
// memory, 1000 took 92 MB.
const MaxTenants = 1024

// checkTenants refuses a partitioned workload of more than MaxTenants
// tenants, at the task that makes one too many.
func (v *validator) checkTenants() {
	if v.o.Partition == nil {
		return
	}
	shared := map[string]bool{}
	for _, st := range v.w.Streams {
		if st.Share > 0 {
			shared[st.Name] = true
		}
	}
	n := len(v.w.Graphics)
	seen := map[string]bool{}
	for i, t := range v.w.Tasks {
		if v.child[i] {
			continue
		}
		if shared[t.Stream] {
			if seen[t.Stream] {
				continue
			}
			seen[t.Stream] = true
		}
		if n++; n > MaxTenants {
			v.add("task", t.Name, i, "", "is partition tenant %d, more than %d (the limit on tenants; tasks of a stream with a share are one tenant)", n, MaxTenants)
			return
		}
	}
}
