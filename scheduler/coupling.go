package scheduler

// Coupling metrics: how long continuations and EOC tasks waited for reasons
// other than their own children (see queuegran.go and docs/scheduling.md,
// "Queue granularity and EOC placement").

// Coupling measures the two waits the queue granularity and the EOC
// placement decide.
type Coupling struct {
	// ContinuationCycles sums, over continuation CTAs, the cycles between
	// the completion of the CTA's own EOC and the moment its queue TMD became
	// launchable (input dependence 0): the wait for sibling CTAs' EOCs that
	// a queue shared by the grid imposes. MaxContinuation is the largest.
	ContinuationCycles int64 `json:"continuation_cycles"`
	MaxContinuation    int64 `json:"max_continuation"`
	// EOCCycles sums, over EOC tasks run on SMs, the cycles between
	// becoming eligible and starting (waiting for an SM slot); MaxEOC is the
	// largest.
	EOCCycles int64 `json:"eoc_cycles"`
	MaxEOC    int64 `json:"max_eoc"`
}

// coupling computes the Coupling of a run.
func (r *Result) coupling() Coupling {
	var c Coupling
	eocOf := map[int]int{} // launching interval → its EOC TMD
	for i := range r.TMDs {
		info := &r.TMDs[i]
		if info.Kind != TMDEOC {
			continue
		}
		eocOf[info.LaunchInterval] = i
		if info.Start >= 0 && info.Eligible >= 0 {
			w := info.Start - info.Eligible
			c.EOCCycles += w
			c.MaxEOC = max(c.MaxEOC, w)
		}
	}
	// Times at which each queue TMD's input dependence reached 0.
	released := map[int][]int64{}
	for _, e := range r.Counters {
		if e.Counter == CounterInputDependence && e.Value == 0 && r.TMDs[e.TMD].Kind == TMDQueue {
			released[e.TMD] = append(released[e.TMD], e.Time)
		}
	}
	for i := range r.Intervals {
		iv := &r.Intervals[i]
		if iv.Kind != KindContinuation || iv.Parent < 0 {
			continue
		}
		eoc, ok := eocOf[iv.Parent]
		if !ok || r.TMDs[eoc].Completed < 0 {
			continue
		}
		// The last release of the queue at or before the CTA started.
		var rel int64 = -1
		for _, t := range released[iv.Task] {
			if t <= iv.Start {
				rel = t
			}
		}
		if w := rel - r.TMDs[eoc].Completed; rel >= 0 && w > 0 {
			c.ContinuationCycles += w
			c.MaxContinuation = max(c.MaxContinuation, w)
		}
	}
	return c
}
