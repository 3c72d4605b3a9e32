package audit

import (
	"math/bits"

	"github.com/ppuwb/ppuwb/scheduler"
)

// cost: each CTA's executed cycles, summed over its residencies, equal its
// kernel's cost re-derived from the workload (docs/scheduling.md, "CTA
// time"): a task's CTA runs Kernel.CyclesPerThread ± the jitter drawn
// from the seed, the TMD and the CTA index; a graphics CTA its CTACosts
// entry. A save keeps the work done (the next residency runs from the
// restore's end); a flush throws it away (the next one runs the whole
// cost again, and the work thrown away is what Lost counts); a stall does
// not run. CTAs of tasks that launch children are split by the launch
// (continuations) and are left to the work check.
func (a *auditor) cost(k checker) {
	r := a.r
	kernels := map[string]scheduler.Kernel{}
	for _, kn := range r.Workload.Kernels {
		kernels[kn.Name] = kn
	}
	byRestore := map[int]scheduler.Preemption{}
	if p := r.Partition; p != nil {
		for _, pr := range p.Preemptions {
			if pr.Restore >= 0 {
				byRestore[pr.Restore] = pr
			}
		}
	}
	for _, key := range a.keys {
		want, ok := a.ctaCost(key, kernels)
		if !ok {
			continue
		}
		ch := a.chains[key]
		last := ch[len(ch)-1]
		if r.Intervals[last].End < 0 {
			continue // never finished (a deadlock)
		}
		if _, stopped := a.byStopped[last]; stopped {
			continue // lost with its grid
		}
		k.item()
		var done int64 // work kept so far
		for _, ii := range ch {
			iv := r.Intervals[ii]
			from := iv.Start
			if pr, ok := byRestore[ii]; ok && pr.Kind == scheduler.ReduceSave {
				from = pr.Restored
			}
			pi, stopped := a.byStopped[ii]
			if !stopped {
				done += iv.End - from - stallIn(iv)
				continue
			}
			pr := r.Partition.Preemptions[pi]
			ran := pr.Stop - from
			if pr.Kind == scheduler.ReduceFlush {
				if pr.Lost != done+ran {
					k.fail("%s was flushed at %d after %d cycles of work, but %d are counted lost", a.ivName(ii), pr.Stop, done+ran, pr.Lost)
				}
				done = 0
				continue
			}
			done += ran
		}
		if done != want {
			k.fail("%s ran %d cycles in all; its kernel's cost is %d", a.ivName(last), done, want)
		}
	}
}

// ctaCost is the cost of one CTA from the workload; false for CTAs whose
// work a launch splits (parents, continuations, EOCs).
func (a *auditor) ctaCost(key ctaKey, kernels map[string]scheduler.Kernel) (int64, bool) {
	r := a.r
	if key.tmd < 0 || key.tmd >= len(r.TMDs) {
		return 0, false
	}
	t := r.TMDs[key.tmd]
	switch {
	case t.Kind == scheduler.TMDGraphics && t.Graphics >= 0 && t.Graphics < len(r.Workload.Graphics):
		costs := r.Workload.Graphics[t.Graphics].CTACosts
		if key.cta < 0 || key.cta >= len(costs) {
			return 0, false
		}
		return max(costs[key.cta], 1), true
	case t.Kind != scheduler.TMDGrid || key.kind == scheduler.KindContinuation:
		return 0, false
	}
	task := t.Task // a child grid's too: the template it was launched from
	if task < 0 || task >= len(r.Workload.Tasks) || r.Workload.Tasks[task].Launch != nil {
		return 0, false
	}
	kn, ok := kernels[t.Kernel]
	if !ok || kn.Name != r.Workload.Tasks[task].Kernel {
		return 0, false
	}
	return jittered(kn.CyclesPerThread, kn.JitterPercent, r.Options.Seed, key.tmd, key.cta), true
}

// jittered is the documented per-CTA cost: cycles varied uniformly by up
// to ±jitter percent, drawn from splitmix(seed ^ TMD·φ ^ CTA·c).
// It is written here again on purpose (as is splitmix): the audit
// re-derives the cost from the documented formula rather than calling the
// engine's (scheduler/tmu.go ctaCycles), so an engine that drifts from the
// documentation is caught.
func jittered(cycles int64, jitter int, seed int64, tmd, cta int) int64 {
	d := cycles
	if jitter > 0 {
		if rr := d * int64(jitter) / 100; rr > 0 {
			h := splitmix(uint64(seed) ^ uint64(int32(tmd))*0x9E3779B97F4A7C15 ^ uint64(cta)*0xC2B2AE3D27D4EB4F)
			hi, _ := bits.Mul64(h, uint64(2*rr+1))
			d += int64(hi) - rr
		}
	}
	return max(d, 1)
}

func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
}

func init() {
	register(200, "cost", "each CTA runs its kernel's cost once, saves keeping work and flushes losing it", (*auditor).cost)
}
