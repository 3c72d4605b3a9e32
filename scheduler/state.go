package scheduler

import (
	"slices"
	"sort"
)

// keyframes index a Result for StateAt.
type keyframes struct {
	sms int // number of SMs (at least one more than the highest SM used)
	// Interval keyframes: key k covers intervals [0, bound[k]); active[k]
	// lists those among them still resident at Start of interval bound[k]-1.
	bound  []int
	active [][]int32
	// Sorted end times of finished CTAs, and of finished tiles.
	ends  []int64
	tiles []int64
	// Counter keyframes: after the first cbound[k] counter events, each TMD's
	// pending and input-dependence values (cval[k][2*i], cval[k][2*i+1]).
	cbound []int
	cval   [][]int32
	// Per TMD: created, end (last CTA evicted), logical completion.
	times [][3]int64
}

const intervalKeyEvery = 1024

func (r *Result) keys() *keyframes {
	r.lazy.once.Do(func() { r.lazy.keys = buildKeyframes(r) })
	return r.lazy.keys.(*keyframes)
}

func buildKeyframes(r *Result) *keyframes {
	k := &keyframes{sms: max(r.Machine.SMs, 0)}
	for i := range r.Intervals {
		k.sms = max(k.sms, r.Intervals[i].SM+1)
	}
	n := len(r.Intervals)
	var cur []int32
	for b := intervalKeyEvery; b < n+intervalKeyEvery; b += intervalKeyEvery {
		if b > n {
			b = n
		}
		prev := 0
		if len(k.bound) > 0 {
			prev = k.bound[len(k.bound)-1]
		}
		if b == prev {
			break
		}
		s := r.Intervals[b-1].Start
		next := make([]int32, 0, len(cur)+8)
		for _, i := range cur {
			if e := r.Intervals[i].End; e < 0 || e > s {
				next = append(next, i)
			}
		}
		for i := prev; i < b; i++ {
			if e := r.Intervals[i].End; e < 0 || e > s {
				next = append(next, int32(i))
			}
		}
		k.bound = append(k.bound, b)
		k.active = append(k.active, next)
		cur = next
	}
	k.ends = make([]int64, 0, n)
	for i := range r.Intervals {
		if e := r.Intervals[i].End; e >= 0 {
			k.ends = append(k.ends, e)
		}
	}
	slices.Sort(k.ends)
	for _, t := range r.TileDone {
		if t >= 0 {
			k.tiles = append(k.tiles, t)
		}
	}
	slices.Sort(k.tiles)

	nt := len(r.TMDs)
	k.times = make([][3]int64, nt)
	for i := range r.TMDs {
		info := &r.TMDs[i]
		k.times[i] = [3]int64{info.Created, info.End, info.Completed}
	}
	// Counter snapshots: one every `every` counter events, spaced so that
	// all snapshots together stay within about 64 MiB.
	const budget = 64 << 20
	every := 4096
	if need := len(r.Counters) / every * nt * 8; need > budget {
		every = int(min(int64(len(r.Counters))*int64(nt)*8/budget+1, int64(len(r.Counters))+1))
	}
	vals := make([]int32, 2*nt)
	for c := 0; c < len(r.Counters); c++ {
		if c%every == 0 {
			k.cbound = append(k.cbound, c)
			k.cval = append(k.cval, slices.Clone(vals))
		}
		ev := &r.Counters[c]
		if ev.TMD >= 0 && ev.TMD < nt && ev.Counter <= CounterInputDependence {
			vals[2*ev.TMD+int(ev.Counter&1)] = int32(ev.Value)
		}
	}
	return k
}

// StateAt returns the state at time t: the CTAs resident on each SM
// (Start ≤ t < End), every TMD's counters and phase, and how many CTAs and
// tiles had finished. The first call builds an index (keyframes); later
// calls cost O(resident CTAs + 1024 + TMDs + counter events per keyframe).
func (r *Result) StateAt(t int64) *State {
	k := r.keys()
	st := &State{Time: t, Running: make([][]int, k.sms)}
	// Resident CTAs.
	n := sort.Search(len(r.Intervals), func(i int) bool { return r.Intervals[i].Start > t })
	kf := sort.Search(len(k.bound), func(i int) bool { return k.bound[i] > n }) - 1
	from := 0
	var run []int
	if kf >= 0 {
		from = k.bound[kf]
		for _, i := range k.active[kf] {
			if e := r.Intervals[i].End; e < 0 || e > t {
				run = append(run, int(i))
			}
		}
	}
	for i := from; i < n; i++ {
		if e := r.Intervals[i].End; e < 0 || e > t {
			run = append(run, i)
		}
	}
	for _, i := range run {
		sm := r.Intervals[i].SM
		st.Running[sm] = append(st.Running[sm], i)
	}
	st.CTAsDone = sort.Search(len(k.ends), func(i int) bool { return k.ends[i] > t })
	st.TilesDone = sort.Search(len(k.tiles), func(i int) bool { return k.tiles[i] > t })

	// Counters.
	nt := len(r.TMDs)
	st.TMDs = make([]TMDState, nt)
	cn := sort.Search(len(r.Counters), func(i int) bool { return r.Counters[i].Time > t })
	ck := sort.Search(len(k.cbound), func(i int) bool { return k.cbound[i] > cn }) - 1
	cfrom := 0
	if ck >= 0 {
		cfrom = k.cbound[ck]
		vals := k.cval[ck]
		for i := range nt {
			st.TMDs[i] = TMDState{Pending: int(vals[2*i]), InputDependence: int(vals[2*i+1])}
		}
	}
	for c := cfrom; c < cn; c++ {
		ev := &r.Counters[c]
		if ev.TMD < 0 || ev.TMD >= nt || ev.Counter > CounterInputDependence {
			continue
		}
		if ev.Counter == CounterPending {
			st.TMDs[ev.TMD].Pending = ev.Value
		} else {
			st.TMDs[ev.TMD].InputDependence = ev.Value
		}
	}
	for i := range nt {
		tm := &k.times[i]
		s := &st.TMDs[i]
		switch {
		case tm[0] < 0 || tm[0] > t:
			s.Phase = PhaseNotCreated
		case tm[2] >= 0 && tm[2] <= t:
			s.Phase = PhaseComplete
		case tm[1] >= 0 && tm[1] <= t:
			s.Phase = PhaseDrained
		case s.InputDependence > 0:
			s.Phase = PhasePending
		default:
			s.Phase = PhaseActive
		}
	}
	return st
}

// EventTimes returns the sorted distinct times at which anything happened
// (CTA start/end, stall start/end, counter change), for step-by-event playback.
func (r *Result) EventTimes() []int64 {
	r.lazy.timesOnce.Do(func() {
		ts := make([]int64, 0, 2*len(r.Intervals)+len(r.Counters))
		for i := range r.Intervals {
			iv := &r.Intervals[i]
			ts = append(ts, iv.Start)
			if iv.End >= 0 {
				ts = append(ts, iv.End)
			}
			if iv.Stall != StallNone {
				ts = append(ts, iv.StallStart)
				if iv.StallEnd >= 0 {
					ts = append(ts, iv.StallEnd)
				}
			}
		}
		for i := range r.Counters {
			ts = append(ts, r.Counters[i].Time)
		}
		slices.Sort(ts)
		r.lazy.times = slices.Compact(ts)
	})
	return r.lazy.times
}

// busySegments returns per SM the merged spans in which at least one CTA was resident.
func (r *Result) busySegments() [][][2]int64 {
	segs := make([][][2]int64, r.keys().sms)
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		end := iv.End
		if end < 0 {
			end = r.Makespan
		}
		if end <= iv.Start {
			continue
		}
		s := segs[iv.SM]
		if n := len(s); n > 0 && iv.Start <= s[n-1][1] {
			if end > s[n-1][1] {
				s[n-1][1] = end
			}
			continue
		}
		segs[iv.SM] = append(s, [2]int64{iv.Start, end})
	}
	return segs
}

// Utilization returns the SM utilization over time in bins equal slices of
// [0, Makespan): for each bin, the fraction of SM-cycles with at least one
// resident CTA. It returns nil if bins < 1 or the run took no time.
func (r *Result) Utilization(bins int) []float64 {
	if bins < 1 || r.Makespan <= 0 || r.keys().sms < 1 {
		return nil
	}
	out := make([]float64, bins)
	span := float64(r.Makespan)
	w := span / float64(bins)
	for _, segs := range r.busySegments() {
		for _, sg := range segs {
			a, b := float64(sg[0]), float64(sg[1])
			for bi := int(a / w); bi < bins && float64(bi)*w < b; bi++ {
				lo, hi := max(a, float64(bi)*w), min(b, float64(bi+1)*w)
				if hi > lo {
					out[bi] += hi - lo
				}
			}
		}
	}
	for i := range out {
		out[i] /= w * float64(r.keys().sms)
	}
	return out
}

// Metrics summarises the run.
func (r *Result) Metrics() Metrics {
	m := Metrics{Makespan: r.Makespan, Events: r.Events, CTAs: len(r.Intervals), TMDs: len(r.TMDs),
		CTAsByKind: map[string]int{}, StallCycles: map[string]int64{}, Deadlocked: r.Deadlock != nil,
		SemaphoresReleased: len(r.Semaphores), Coupling: r.coupling()}
	for _, k := range CTAKinds() {
		m.CTAsByKind[k.String()] = 0
	}
	m.StallCycles[StallWaitChildren.String()] = 0
	m.StallCycles[StallQueueFull.String()] = 0
	root := make([]int, len(r.TMDs))
	for i := range r.TMDs {
		info := &r.TMDs[i]
		switch {
		case info.Parent >= 0 && info.Parent < i:
			root[i] = root[info.Parent]
		case info.Owner >= 0 && info.Owner < i:
			root[i] = root[info.Owner]
		default:
			root[i] = i
		}
	}
	// A saved or flushed CTA that runs again gets a new interval; it is
	// still one CTA.
	resumed := map[int]bool{}
	if r.Partition != nil {
		for _, p := range r.Partition.Preemptions {
			if p.Restore >= 0 {
				resumed[p.Restore] = true
			}
		}
	}
	m.Resumed = len(resumed)
	m.CTAs -= m.Resumed
	ctas := make([]int, len(r.TMDs))
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		if !resumed[i] {
			m.CTAsByKind[iv.Kind.String()]++
			if iv.Task >= 0 && iv.Task < len(root) {
				ctas[root[iv.Task]]++
			}
		}
		if iv.Stall != StallNone && iv.StallStart >= 0 {
			end := iv.StallEnd
			if end < 0 {
				end = r.Makespan
			}
			m.StallCycles[iv.Stall.String()] += end - iv.StallStart
		}
	}
	busy := r.busySegments()
	m.SMUtilization = make([]float64, len(busy))
	if r.Makespan > 0 && len(busy) > 0 {
		var sum float64
		for sm, segs := range busy {
			var busy int64
			for _, sg := range segs {
				busy += sg[1] - sg[0]
			}
			m.SMUtilization[sm] = float64(busy) / float64(r.Makespan)
			sum += m.SMUtilization[sm]
		}
		m.Utilization = sum / float64(len(m.SMUtilization))
	}
	for i := range r.TMDs {
		info := &r.TMDs[i]
		if info.Parent >= 0 || (info.Kind != TMDGrid && info.Kind != TMDGraphics) {
			continue
		}
		tm := TaskMetrics{Name: info.Name, TMD: i, Kind: info.Kind, Created: info.Created, Start: info.Start,
			Completed: info.Completed, Turnaround: -1, CTAs: ctas[i]}
		if info.Completed >= 0 && info.Created >= 0 {
			tm.Turnaround = info.Completed - info.Created
		}
		m.Tasks = append(m.Tasks, tm)
	}
	return m
}
