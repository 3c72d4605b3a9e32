package scheduler

import (
	"context"
	"fmt"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// event is one entry of the event queue: at time t, the handler
// registered under kind runs with argument a (events.go). seq orders
// simultaneous events in the order they were pushed.
type event struct {
	t    int64
	seq  uint64
	a    int32
	kind eventKind
}

// eventHeap is a binary min-heap ordered by (t, seq); seq makes the order of
// simultaneous events deterministic.
type eventHeap []event

func (h eventHeap) less(i, j int) bool {
	if h[i].t != h[j].t {
		return h[i].t < h[j].t
	}
	return h[i].seq < h[j].seq
}

func (h *eventHeap) push(e event) {
	*h = append(*h, e)
	s := *h
	i := len(s) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !(s[i].t < s[p].t || (s[i].t == s[p].t && s[i].seq < s[p].seq)) {
			break
		}
		s[i], s[p] = s[p], s[i]
		i = p
	}
}

func (h *eventHeap) pop() event {
	s := *h
	top := s[0]
	n := len(s) - 1
	last := s[n]
	s = s[:n]
	*h = s
	if n == 0 {
		return top
	}
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		c := l
		if r := l + 1; r < n && (s[r].t < s[l].t || (s[r].t == s[l].t && s[r].seq < s[l].seq)) {
			c = r
		}
		if !(s[c].t < last.t || (s[c].t == last.t && s[c].seq < last.seq)) {
			break
		}
		s[i] = s[c]
		i = c
	}
	s[i] = last
	return top
}

// RunError is a failure during a run (a limit exceeded, cancellation);
// validation problems are reported as *ValidationError instead.
type RunError struct {
	Time int64
	Msg  string
}

// Error formats the failure with its cycle.
func (e *RunError) Error() string { return fmt.Sprintf("at cycle %d: %s", e.Time, e.Msg) }

// core is what every component shares: the spec (machine, options,
// workload), the clock, the event queue, the Result being built and the
// hooks. Each component holds the run's core; the components reach one
// another through the pointers each names (a TMU's WDU, …) and the hooks.
type core struct {
	ctx context.Context
	m   device.PPU
	o   Options
	w   *Workload

	kernels map[string]int
	tasks   map[string]int
	child   []bool

	now    int64
	seq    uint64
	h      eventQueue
	events int
	err    error
	ev     eventRegistry // the event kinds, registered by the components

	hooks
	res *Result
}

// sim is one run: the engine — the core, the event loop, the deadlock
// diagnosis, and the components, each a type with its own state in its own
// files: the TMU (tmu.go), the WDU (wdu.go), the SM array (sm.go) and,
// when asked for, the partition (partition_run.go, preempt.go) and the
// command processor (cprun.go). The engine hands each event to the
// handler its component registered for its kind (events.go).
type sim struct {
	*core
	tm *tmu
	wd *wdu
	sa *smArray

	dispatchStep func() // the WDU's step after each time's events (the partition's under partitioning)

	part *partition        // nil without Options.Partition
	cp   *commandProcessor // nil without Workload.Commands
}

// Run simulates the workload on machine m. It returns a *ValidationError
// list for bad input, a *RunError when a limit is exceeded during the run,
// or the Result. A deadlock is not an error: the Result's Deadlock explains it.
// The Result depends only on (m, w, o), never on GOMAXPROCS or timing.
func Run(ctx context.Context, m device.PPU, w Workload, o Options) (*Result, error) {
	if err := w.Validate(m, o); err != nil {
		return nil, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	o = o.withDefaults()
	progress := o.Progress
	o.Progress = nil
	c := &core{ctx: ctx, m: m, o: o, w: &w}
	c.res = &Result{Machine: m, Options: o, Workload: w}
	s := &sim{core: c}
	s.init()
	s.loop(progress)
	if s.err != nil {
		return nil, s.err
	}
	s.finish()
	return s.res, nil
}

func (s *sim) init() {
	s.kernels = map[string]int{}
	for i, k := range s.w.Kernels {
		s.kernels[k.Name] = i
	}
	s.tasks = map[string]int{}
	for i, t := range s.w.Tasks {
		s.tasks[t.Name] = i
	}
	s.child = make([]bool, len(s.w.Tasks))
	for _, t := range s.w.Tasks {
		if t.Launch != nil {
			for _, c := range t.Launch.Children {
				s.child[s.tasks[c]] = true
			}
		}
	}
	// The components, joined: the TMU releases grids to the WDU, the WDU
	// starts CTAs on the SMs, the SMs ask the TMU for each CTA's work and
	// tell it when a CTA ends.
	s.tm, s.wd, s.sa = newTMU(s.core), newWDU(s.core), newSMArray(s.core)
	s.tm.wd, s.tm.sa = s.wd, s.sa
	s.wd.tm, s.wd.sa = s.tm, s.sa
	s.sa.tm, s.sa.wd = s.tm, s.wd
	s.dispatchStep = s.wd.plainDispatch
	if s.w.Commands != nil {
		s.cp = newCommandProcessor(s.core, s.tm)
		s.listeners = append(s.listeners, cpListener{cp: s.cp})
	}
	if s.o.Partition != nil {
		s.part = newPartition(s.core, s.tm, s.wd, s.sa)
		s.listeners = append(s.listeners, partListener{p: s.part})
		s.dispatchStep = s.part.dispatch
	}

	// Preallocate from an estimate of the CTAs and TMDs the run will make,
	// so the big tables do not grow by copying.
	ctas, tmds := s.estimate()
	s.res.Intervals = make([]Interval, 0, ctas)
	s.res.TMDs = make([]TMDInfo, 0, tmds)
	s.tm.tmds = make([]tmdRun, 0, tmds)
	s.res.Counters = make([]CounterEvent, 0, min(6*tmds, 1<<24))

	// The host submits its TMDs (those a parent or a command stream does
	// not make).
	var byStream map[int]bool
	draws := false
	if s.cp != nil {
		byStream, draws = s.cp.streamTasks, s.cp.draws
	}
	s.tm.submitHost(byStream, draws)
}

// estimate returns roughly how many CTAs and TMDs the run will create
// (launch trees included), capped so a wild estimate cannot exhaust memory.
func (s *sim) estimate() (ctas, tmds int) {
	type est struct{ ctas, tmds float64 }
	memo := map[int]est{}
	cont := s.o.Policy == Continuation
	var of func(i int) est
	of = func(i int) est {
		if e, ok := memo[i]; ok {
			return e
		}
		t := s.w.Tasks[i]
		e := est{float64(t.Grid.Count()), 1}
		if l := t.Launch; l != nil {
			every := max(l.Every, 1)
			launching := float64((t.Grid.Count() + every - 1) / every)
			var per est
			for _, c := range l.Children {
				ce := of(s.tasks[c])
				per.ctas += ce.ctas
				per.tmds += ce.tmds
			}
			if cont {
				per.ctas += 2 // EOC and continuation CTAs
				per.tmds++    // EOC TMD
				e.tmds++      // queue TMD
			}
			e.ctas += launching * per.ctas
			e.tmds += launching * per.tmds
		}
		memo[i] = e
		return e
	}
	var total est
	for i := range s.w.Tasks {
		if !s.child[i] {
			e := of(i)
			total.ctas += e.ctas
			total.tmds += e.tmds
		}
	}
	for _, g := range s.w.Graphics {
		total.ctas += float64(len(g.CTACosts))
		total.tmds++
	}
	ctas = int(min(total.ctas*1.05+1024, 1<<25))
	tmds = int(min(total.tmds+64, 1<<21))
	return ctas, tmds
}

func (c *core) push(t int64, kind eventKind, a int32) {
	c.seq++
	c.h.push(event{t: t, seq: c.seq, kind: kind, a: a})
}

func (c *core) fail(format string, a ...any) {
	if c.err == nil {
		c.err = &RunError{Time: c.now, Msg: fmt.Sprintf(format, a...)}
	}
}

func (s *sim) loop(progress func(done, total int)) {
	for s.h.len() > 0 && s.err == nil {
		s.now = s.h.top().t
		if s.o.MaxCycles > 0 && s.now > s.o.MaxCycles {
			s.fail("simulated time passed max_cycles %d", s.o.MaxCycles)
			return
		}
		if s.now > MaxTime {
			s.fail("simulated time passed %d cycles (the limit on virtual time)", MaxTime)
			return
		}
		for s.h.hasAt(s.now) && s.err == nil {
			e := s.h.pop()
			s.events++
			// The CTA end, one per CTA and most of any run's events, is
			// called directly; every other kind through the registry's
			// table. The indirect call cost SimulateMillionCTAs about 10 %
			// (docs/performance.md, "The event registry").
			if e.kind == s.sa.evCTAEnd {
				s.sa.ctaEnd(e.a)
			} else {
				s.ev.dispatch(e)
			}
			if s.events&0xFFF == 0 {
				if err := s.ctx.Err(); err != nil {
					s.err = &RunError{Time: s.now, Msg: "cancelled: " + err.Error()}
					return
				}
				if progress != nil && s.events&0xFFFF == 0 {
					progress(s.sa.ctasDone, s.sa.ctasCreated)
				}
			}
		}
		s.dispatchStep()
	}
	if progress != nil && s.err == nil {
		progress(s.sa.ctasDone, s.sa.ctasCreated)
	}
}

// finish fills in the Result after the event queue ran dry, diagnosing a
// deadlock if work remains.
func (s *sim) finish() {
	r := s.res
	r.Events = s.events
	r.Makespan = s.now
	s.onFinish()
	var incomplete []int
	for i := range s.tm.tmds {
		if !s.tm.tmds[i].complete {
			incomplete = append(incomplete, i)
		}
	}
	if len(incomplete) == 0 {
		return
	}
	d := &Deadlock{Time: s.now, Policy: s.o.Policy, Incomplete: incomplete}
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		if iv.End >= 0 {
			continue
		}
		h := Holder{SM: iv.SM, Interval: i, TMD: iv.Task, Name: r.TMDs[iv.Task].Name, CTA: iv.CTA}
		switch iv.Stall {
		case StallWaitChildren:
			var names []string
			for _, e := range r.TMDs[iv.Task].Edges {
				c := e.To
				if e.Kind == EdgeChild && r.TMDs[c].LaunchInterval == i && !s.tm.tmds[c].complete {
					names = append(names, r.TMDs[c].Name)
				}
			}
			h.Waiting = "waiting in place for child grid(s) " + strings.Join(names, ", ")
		case StallQueueFull:
			h.Waiting = fmt.Sprintf("waiting for a free entry in %s (full, %d entries)", r.TMDs[s.tm.tmds[iv.Task].queue].Name, s.o.QueueSize)
		default:
			h.Waiting = "running"
		}
		d.Holders = append(d.Holders, h)
	}
	sortHolders(d.Holders)
	// Who decrements whose input dependence, among TMDs still incomplete.
	preds := map[int32][]int32{}
	for _, i := range incomplete {
		t := &s.tm.tmds[i]
		if t.outDep >= 0 {
			preds[t.outDep] = append(preds[t.outDep], int32(i))
		}
		for _, dep := range t.dependents {
			preds[dep] = append(preds[dep], int32(i))
		}
	}
	type fitKey struct {
		need  device.Usage
		split CacheSplit
	}
	noFit := map[fitKey]string{}
	queueFull := false
	for _, h := range d.Holders {
		queueFull = queueFull || r.Intervals[h.Interval].Stall == StallQueueFull
	}
	d.QueueFull = queueFull
	for _, i := range incomplete {
		t := &s.tm.tmds[i]
		left := 0
		switch {
		case !t.created:
			continue
		case t.kind == TMDQueue:
			left = t.q.count
		default:
			left = t.total - t.nextCTA
		}
		if left == 0 {
			continue
		}
		b := Blocked{TMD: i, Name: r.TMDs[i].Name, CTAsLeft: left}
		if t.inputDep > 0 {
			b.Needs = fmt.Sprintf("input dependence is %d (waiting for %s)", t.inputDep, s.names(preds[int32(i)]))
		} else {
			k := fitKey{t.need, t.split}
			why, ok := noFit[k]
			if !ok {
				why = s.sa.whyNoFit(t)
				noFit[k] = why
			}
			b.Needs = why
		}
		d.Blocked = append(d.Blocked, b)
	}
	r.Deadlock = d
}

func sortHolders(h []Holder) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && (h[j].SM < h[j-1].SM || (h[j].SM == h[j-1].SM && h[j].Interval < h[j-1].Interval)); j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}

// names lists TMD names for a diagnosis (at most six, then a count).
func (c *core) names(idx []int32) string {
	var names []string
	for k, i := range idx {
		if k == 6 {
			names = append(names, fmt.Sprintf("%d more", len(idx)-6))
			break
		}
		names = append(names, c.res.TMDs[i].Name)
	}
	if len(names) == 0 {
		return "nothing that can still finish"
	}
	return strings.Join(names, ", ")
}
