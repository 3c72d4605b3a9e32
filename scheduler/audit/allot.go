package audit

import (
	"math"
	"sort"

	"github.com/ppuwb/ppuwb/scheduler"
)

// The tenants' arrivals, allotments and shares, re-derived from the
// workload and the timeline (docs/partitioning.md, "Allotments and the
// threshold" and "On arrival"): a tenant arrives when its first TMD becomes
// eligible, and again with each host task of a stream tenant; it departs
// when its last TMD completes; its allotment follows from the shares of
// the tenants active at the time; its utilization is the units of its
// resident CTAs in the partition's measure; an arrival reaches its share
// at the first sample (a cycle where a CTA started or stopped) at which the
// tenant holds 95 % of its allotment, or holds CTAs and has nothing left
// to place.

// tenantSpan is one tenant's life re-derived from its TMDs.
type tenantSpan struct {
	arrive, done int64      // first eligible; last completion (-1: a TMD never completed)
	periods      [][2]int64 // the spans it is active: some TMD eligible and not complete (end -1: never)
	arrivals     []int64    // the cycles it arrives (sorted)
}

// activeAt reports whether the tenant is active just after cycle t (every
// event at t applied).
func (s tenantSpan) activeAt(t int64) bool {
	for _, p := range s.periods {
		if p[0] <= t && (p[1] < 0 || t < p[1]) {
			return true
		}
	}
	return false
}

// spans re-derives every tenant's life from the TMDs: it is active while
// one of its TMDs is eligible and incomplete; it arrives when it becomes
// active, and with each host task after its first (a stream's later tasks).
func (a *auditor) spans() []tenantSpan {
	r := a.r
	p := r.Partition
	ten := a.tenants()
	out := make([]tenantSpan, len(p.Tenants))
	for k := range out {
		out[k] = tenantSpan{arrive: -1, done: -1}
	}
	unfinished := make([]bool, len(p.Tenants))
	lives := make([][][2]int64, len(p.Tenants))
	tasks := make([][]int64, len(p.Tenants))
	for i, t := range r.TMDs {
		k := ten[i]
		if k < 0 || k >= len(out) {
			continue
		}
		s := &out[k]
		if t.Completed < 0 {
			unfinished[k] = true
		}
		s.done = max(s.done, t.Completed)
		if t.Eligible < 0 {
			continue
		}
		if s.arrive < 0 || t.Eligible < s.arrive {
			s.arrive = t.Eligible
		}
		lives[k] = append(lives[k], [2]int64{t.Eligible, t.Completed})
		if t.Task >= 0 && t.Parent < 0 && t.Kind == scheduler.TMDGrid {
			tasks[k] = append(tasks[k], t.Eligible)
		}
	}
	for k := range out {
		s := &out[k]
		if unfinished[k] {
			s.done = -1
		}
		ls := lives[k]
		sort.Slice(ls, func(i, j int) bool { return ls[i][0] < ls[j][0] })
		for _, l := range ls {
			n := len(s.periods)
			if n > 0 && (s.periods[n-1][1] < 0 || l[0] <= s.periods[n-1][1]) {
				if s.periods[n-1][1] >= 0 && (l[1] < 0 || l[1] > s.periods[n-1][1]) {
					s.periods[n-1][1] = l[1]
				}
				continue
			}
			s.periods = append(s.periods, l)
		}
		starts := map[int64]bool{}
		for _, p := range s.periods {
			s.arrivals = append(s.arrivals, p[0])
			starts[p[0]] = true
		}
		ts := tasks[k]
		sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
		for i, t := range ts {
			if i > 0 && !starts[t] {
				s.arrivals = append(s.arrivals, t)
			}
		}
		sort.Slice(s.arrivals, func(i, j int) bool { return s.arrivals[i] < s.arrivals[j] })
	}
	return out
}

// allotPercents is the documented allotment rule: set shares as written,
// unset ones an equal part of what the set ones leave of the threshold,
// best effort nothing; oversubscribed, every share scaled down in
// proportion (an unset one weighing threshold ÷ tenants with a share or
// unset).
func allotPercents(shares []int, active []bool, threshold int) []float64 {
	th := float64(threshold)
	set, unset, n := 0.0, 0, 0
	for k, on := range active {
		if !on {
			continue
		}
		switch sh := shares[k]; {
		case sh > 0:
			set += float64(sh)
			n++
		case sh == 0:
			unset++
			n++
		}
	}
	scale, unsetPct := 1.0, 0.0
	if unset > 0 {
		unsetPct = (th - set) / float64(unset)
		if th-set <= 0 {
			unsetPct = th / float64(n)
			scale = th / (set + unsetPct*float64(unset))
		}
	} else if set > th {
		scale = th / set
	}
	pct := make([]float64, len(shares))
	for k, on := range active {
		if !on {
			continue
		}
		v := float64(shares[k])
		switch {
		case v == 0:
			v = unsetPct
		case v < 0:
			v = 0
		}
		pct[k] = v * scale
	}
	return pct
}

// arrivals: the run's arrivals are exactly the re-derived ones, each
// contended when another tenant was active (strictly) around it.
func (a *auditor) arrivals(k checker) {
	p := a.r.Partition
	if p == nil {
		return
	}
	spans := a.spans()
	got := make([][]int64, len(p.Tenants))
	for _, ar := range p.Arrivals {
		if ar.Tenant < 0 || ar.Tenant >= len(got) {
			k.item()
			k.fail("an arrival at %d names tenant %d of %d", ar.Time, ar.Tenant, len(got))
			continue
		}
		got[ar.Tenant] = append(got[ar.Tenant], ar.Time)
	}
	for t, s := range spans {
		k.item()
		g := got[t]
		if len(g) != len(s.arrivals) {
			k.fail("%s arrives %d times (at %v), but its TMDs make %d arrivals (at %v)", p.Tenants[t].Name, len(g), g,
				len(s.arrivals), s.arrivals)
			continue
		}
		for i := range g {
			if g[i] != s.arrivals[i] {
				k.fail("%s's arrival %d is recorded at %d; its TMD became eligible at %d", p.Tenants[t].Name, i+1, g[i], s.arrivals[i])
				break
			}
		}
	}
	for _, ar := range p.Arrivals {
		if ar.Tenant < 0 || ar.Tenant >= len(spans) {
			continue
		}
		surely, maybe := false, false
		for o, s := range spans {
			if o == ar.Tenant {
				continue
			}
			for _, p := range s.periods {
				end := p[1]
				if end < 0 {
					end = math.MaxInt64
				}
				if p[0] < ar.Time && ar.Time < end {
					surely = true
				}
				if p[0] <= ar.Time && ar.Time <= end {
					maybe = true
				}
			}
		}
		if surely && !ar.Contended {
			k.fail("%s arrives at %d while others run, but the arrival is recorded uncontended", p.Tenants[ar.Tenant].Name, ar.Time)
		}
		if !maybe && ar.Contended {
			k.fail("%s arrives at %d with nobody else running, but the arrival is recorded contended", p.Tenants[ar.Tenant].Name, ar.Time)
		}
	}
}

// allotments: each recorded allotment (the last one at its cycle) is the
// documented rule applied to the tenants active then.
func (a *auditor) allotments(k checker) {
	p := a.r.Partition
	if p == nil {
		return
	}
	spans := a.spans()
	shares := make([]int, len(p.Tenants))
	for t, tn := range p.Tenants {
		shares[t] = tn.Share
	}
	for i, al := range p.Allotments {
		if i+1 < len(p.Allotments) && p.Allotments[i+1].Time == al.Time {
			continue // the last one at this cycle holds
		}
		k.item()
		active := make([]bool, len(spans))
		for t, s := range spans {
			active[t] = s.activeAt(al.Time)
		}
		want := allotPercents(shares, active, p.Options.Threshold)
		if len(al.Percent) != len(want) {
			k.fail("the allotment at %d lists %d tenants of %d", al.Time, len(al.Percent), len(want))
			continue
		}
		for t := range want {
			if math.Abs(al.Percent[t]-want[t]) > 1e-6 {
				k.fail("at %d %s is allotted %.2f %%; its share %d among the active tenants gives %.2f %%", al.Time,
					p.Tenants[t].Name, al.Percent[t], shares[t], want[t])
				break
			}
		}
	}
}

// usage is each tenant's utilization over time re-derived from the
// residencies: at times[i] (after every change at that cycle) tenant k
// holds used[i][k] units.
type usage struct {
	times []int64
	used  [][]int
	// flash[i][k]: units of tenant k's CTAs that end at times[i]: in the
	// engine's samples between the events of that cycle (a CTA ending
	// after them, or a launch at 0 % that exits at once), not in its state
	// after them
	flash [][]int
}

func (a *auditor) usage() usage {
	r := a.r
	p := r.Partition
	ten := a.tenants()
	type change struct {
		t     int64
		k, du int
	}
	var cs []change
	flash := map[int64][]int{}
	for _, iv := range r.Intervals {
		if iv.Task < 0 || iv.Task >= len(ten) || ten[iv.Task] < 0 {
			continue
		}
		u := a.units(iv.Task)
		cs = append(cs, change{iv.Start, ten[iv.Task], u})
		if iv.End >= 0 {
			cs = append(cs, change{iv.End, ten[iv.Task], -u})
		}
		if iv.End >= 0 {
			if flash[iv.End] == nil {
				flash[iv.End] = make([]int, len(p.Tenants))
			}
			flash[iv.End][ten[iv.Task]] += u
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].t < cs[j].t })
	var us usage
	cur := make([]int, len(p.Tenants))
	zero := make([]int, len(p.Tenants))
	for i, c := range cs {
		cur[c.k] += c.du
		if i+1 == len(cs) || cs[i+1].t != c.t {
			us.times = append(us.times, c.t)
			us.used = append(us.used, append([]int(nil), cur...))
			f := flash[c.t]
			if f == nil {
				f = zero
			}
			us.flash = append(us.flash, f)
		}
	}
	return us
}

// reached: each arrival's share-reached cycle is the first sample from its
// arrival at which the tenant holds 95 % of its allotment or, holding
// CTAs, has nothing left to place (no saved CTA waiting, no CTA of an
// eligible grid still to start); never (-1) only if no such sample comes
// before its next arrival. (Not under the simd measure, whose units do
// not add up per CTA.)
func (a *auditor) reached(k checker) {
	r := a.r
	p := r.Partition
	if p == nil || p.Options.Measure == scheduler.MeasureSIMD {
		return
	}
	rc := reachCheck{us: a.usage(), al: allotTable{p}, waits: a.placeWaits()}
	next := nextArrivals(p)
	for i, ar := range p.Arrivals {
		kt := ar.Tenant
		if kt < 0 || kt >= len(p.Tenants) {
			continue
		}
		k.item()
		us := &rc.us
		want := int64(-1) // first sample at or above 95 % of the allotment
		j := sort.Search(len(us.times), func(j int) bool { return us.times[j] >= ar.Time })
		for ; j < len(us.times) && us.times[j] < next[i]; j++ {
			if us.used[j][kt]*100 >= rc.al.at(us.times[j], kt)*95 {
				want = us.times[j]
				break
			}
		}
		name := p.Tenants[kt].Name
		switch {
		case ar.Reached >= 0 && ar.Reached < ar.Time:
			k.fail("%s arrived at %d but reached its share at %d, before it arrived", name, ar.Time, ar.Reached)
		case ar.Reached < 0 && want >= 0:
			k.fail("%s, arrived at %d, held %d%% of its allotment at %d, yet its share is recorded never reached", name,
				ar.Time, 95, want)
		case want >= 0 && ar.Reached > want:
			k.fail("%s, arrived at %d, held 95%% of its allotment at %d, but its share is recorded reached at %d", name,
				ar.Time, want, ar.Reached)
		case ar.Reached >= 0 && (want < 0 || ar.Reached < want):
			a.reachedEarly(k, &rc, ar, name)
		}
	}
}

// reachCheck is what reached reads: the units held over time, the
// allotments and each tenant's spans with CTAs still to place.
type reachCheck struct {
	us    usage
	al    allotTable
	waits [][]waitSpan
}

// waitSpan is a span of cycles [from, to).
type waitSpan struct{ from, to int64 }

// placeWaits lists per tenant the cycles at which one of its CTAs is still
// to place — from its grid's eligibility (or its save) until its first
// start (or its relaunch).
func (a *auditor) placeWaits() [][]waitSpan {
	r := a.r
	p := r.Partition
	ten := a.tenants()
	waits := make([][]waitSpan, len(p.Tenants))
	for _, key := range a.keys {
		t := r.TMDs[key.tmd]
		kt := ten[key.tmd]
		if kt < 0 || (t.Kind != scheduler.TMDGrid && t.Kind != scheduler.TMDGraphics) || t.Eligible < 0 {
			continue
		}
		if t.Task >= 0 && t.Task < len(r.Workload.Tasks) && r.Workload.Tasks[t.Task].Launch != nil {
			continue // a launching grid may be held back for room in its queue: not dispatchable then
		}
		waits[kt] = append(waits[kt], waitSpan{t.Eligible, r.Intervals[a.chains[key][0]].Start})
	}
	for _, pr := range p.Preemptions {
		to := r.Makespan + 1
		if pr.Restore >= 0 && pr.Restore < len(r.Intervals) {
			to = r.Intervals[pr.Restore].Start
		}
		if pr.Tenant >= 0 && pr.Tenant < len(waits) {
			waits[pr.Tenant] = append(waits[pr.Tenant], waitSpan{pr.Saved, to})
		}
	}
	return waits
}

// allotTable answers a partitioned run's allotments in units.
type allotTable struct{ p *scheduler.PartitionResult }

// at is tenant kt's allotment in effect at cycle t.
func (al allotTable) at(t int64, kt int) int {
	p := al.p
	i := sort.Search(len(p.Allotments), func(i int) bool { return p.Allotments[i].Time > t }) - 1
	if i < 0 || kt >= len(p.Allotments[i].Percent) {
		return 0
	}
	return int(p.Allotments[i].Percent[kt]*float64(p.Capacity)/100 + 0.5)
}

// lowAt is the least allotment tenant kt has at some point of cycle t
// (the one before t, and each recorded at t: samples fall between them).
func (al allotTable) lowAt(t int64, kt int) int {
	p := al.p
	low := al.at(t-1, kt)
	for _, a := range p.Allotments {
		if a.Time == t && kt < len(a.Percent) {
			low = min(low, int(a.Percent[kt]*float64(p.Capacity)/100+0.5))
		}
	}
	return low
}

// nextArrivals gives for each arrival the time of its tenant's next one
// (math.MaxInt64: none).
func nextArrivals(p *scheduler.PartitionResult) []int64 {
	next := make([]int64, len(p.Arrivals))
	last := map[int]int{}
	for i := len(p.Arrivals) - 1; i >= 0; i-- {
		ar := p.Arrivals[i]
		next[i] = math.MaxInt64
		if j, ok := last[ar.Tenant]; ok {
			next[i] = p.Arrivals[j].Time
		}
		last[ar.Tenant] = i
	}
	return next
}

// reachedEarly checks an arrival recorded reached before any sample at
// 95 % of its allotment: only by holding CTAs with nothing left to place.
func (a *auditor) reachedEarly(k checker, rc *reachCheck, ar scheduler.Arrival, name string) {
	us := &rc.us
	kt := ar.Tenant
	j := sort.Search(len(us.times), func(j int) bool { return us.times[j] > ar.Reached }) - 1
	held := 0
	if j >= 0 {
		held = us.used[j][kt] + us.flash[j][kt]
	}
	if j < 0 || us.times[j] != ar.Reached {
		k.fail("%s's share is recorded reached at %d, when none of its CTAs started or stopped", name, ar.Reached)
		return
	}
	waiting := false
	for _, w := range rc.waits[kt] {
		// strictly before: a grid eligible in the same cycle (a
		// child launched at 0 %) may come after the cycle's sample
		// (the grids eligible at the arrival itself are in the WDU
		// before any sample that may count for it)
		if (w.from < ar.Reached || w.from == ar.Time) && ar.Reached < w.to {
			waiting = true
		}
	}
	if held*100 >= rc.al.lowAt(ar.Reached, kt)*95 && held > 0 {
		return // at its share in the cycle's samples
	}
	if a.r.Machine.DispatchRate != 0 {
		waiting = false // the rate paces the WDU: a grid between launches is not dispatchable
	}
	if held == 0 || waiting {
		k.fail("%s's share is recorded reached at %d (arrived %d), holding %d of %d units with CTAs still to place: %v",
			name, ar.Reached, ar.Time, held, rc.al.at(ar.Reached, kt), waiting)
	}
}

func init() {
	register(230, "arrivals", "every tenant arrives when its first TMD, or a stream's next task, becomes eligible", (*auditor).arrivals)
	register(240, "allotment", "each allotment follows from the shares of the tenants active then", (*auditor).allotments)
	register(250, "reached", "each arrival reaches its share at the first sample holding 95% of its allotment, or all its CTAs", (*auditor).reached)
}
