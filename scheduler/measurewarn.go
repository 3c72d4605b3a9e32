package scheduler

// Whether the utilization measure can bind (issue 24, defect 8): when
// another resource runs out on an SM before the measure reaches the
// threshold, allotments counted in the measure cannot be reached, no
// tenant is ever above its allotment, no victim exists and shares are
// silently ignored. MeasureWarnings finds such tasks before a run.

import (
	"fmt"

	"github.com/ppuwb/ppuwb/device"
)

// MeasureWarning is one task whose CTAs run out of another resource
// before the utilization measure reaches the threshold.
type MeasureWarning struct {
	Task     int     // index in Workload.Tasks
	Name     string  // the task
	Kernel   string  // its kernel
	Measure  Measure // what utilization counts
	Resource string  // the resource that runs out first ("registers", "shared memory", …)
	PerSM    int     // CTAs of the task an SM holds at most
	Percent  float64 // the measure's fill of an SM holding PerSM of its CTAs
	Msg      string
}

// measureResource names the resource a measure counts.
func measureResource(m Measure) string {
	switch m {
	case MeasureCTASlots:
		return "ctas"
	case MeasureThreads:
		return "threads"
	case MeasureRegisters:
		return "registers"
	}
	return "warps"
}

// usageOf returns the amount of resource name in u.
func usageOf(u device.Usage, name string) int {
	switch name {
	case "ctas":
		return u.CTAs
	case "warps":
		return u.Warps
	case "threads":
		return u.Threads
	case "registers":
		return u.Registers
	}
	return u.SharedMem
}

// MeasureWarnings lists the tasks whose CTAs, filling an SM, run out of
// another resource while the measure is still below the threshold, under
// the partition policies that hold tenants at allotments (share-*) or a
// threshold below 100 %. Nil without partitioning.
func MeasureWarnings(m device.PPU, w Workload, o Options) []MeasureWarning {
	po := o.Partition
	if po == nil {
		return nil
	}
	p := po.withDefaults()
	if !policyAllots(p.Policy) && p.Threshold >= 100 {
		return nil
	}
	kernels := map[string]*Kernel{}
	for i := range w.Kernels {
		kernels[w.Kernels[i].Name] = &w.Kernels[i]
	}
	capa := m.PerSM.Capacity()
	mres := measureResource(p.Measure)
	var out []MeasureWarning
	seen := map[string]bool{}
	for ti, t := range w.Tasks {
		k := kernels[t.Kernel]
		block := t.Block
		if block.Count() == 0 && k != nil {
			block = k.BlockSize
		}
		key := fmt.Sprintf("%s/%d", t.Kernel, block.Count())
		if k == nil || seen[key] {
			continue
		}
		need := m.CTAUsage(block.Count(), k.RegistersPerThread, k.SharedMemPerCTA)
		perSM, first := -1, ""
		for _, r := range []string{"ctas", "warps", "threads", "registers", "shared memory"} {
			n, c := usageOf(need, r), usageOf(capa, r)
			if n <= 0 {
				continue
			}
			if fit := c / n; perSM < 0 || fit < perSM {
				perSM, first = fit, r
			}
		}
		if perSM <= 0 {
			continue
		}
		if w := simdWarning(m, w, p, ti, need.Warps); w != nil && !seen[key] {
			seen[key] = true
			out = append(out, *w)
			continue
		}
		if first == mres {
			continue
		}
		mc := usageOf(capa, mres)
		pct := float64(perSM*usageOf(need, mres)) * 100 / float64(max(mc, 1))
		if p.Measure == MeasureSIMD {
			// Warps spread over the units: all are busy once there are as
			// many resident warps as units.
			mres = "SIMD units"
			pct = float64(min(perSM*need.Warps, m.SIMDs())) * 100 / float64(m.SIMDs())
		}
		if pct >= 100 {
			continue // both run out together
		}
		if pct >= float64(p.Threshold) {
			continue
		}
		seen[key] = true
		hint := fmt.Sprintf("measure in %s (utilization = %q)", first, measureName(first))
		if first == "shared memory" {
			hint = "no measure counts shared memory; shares hold only as far as it allows"
		}
		what := first
		if first == "registers" {
			what = fmt.Sprintf("registers (%d per thread)", k.RegistersPerThread)
		}
		msg := fmt.Sprintf("utilization is measured in %s, but an SM holds at most %d CTAs of task %q (kernel %q), limited by %s, "+
			"which fill only %.1f %% of its %s: allotments and the %d %% threshold counted in %s cannot bind there, no victim is found "+
			"and shares are not enforced; %s", mres, perSM, t.Name, t.Kernel, what, pct, mres, p.Threshold, mres, hint)
		out = append(out, MeasureWarning{Task: ti, Name: t.Name, Kernel: t.Kernel, Measure: p.Measure, Resource: first,
			PerSM: perSM, Percent: pct, Msg: msg})
	}
	return out
}

// measureName is the utilization key's value that counts resource r.
func measureName(r string) string {
	if r == "ctas" {
		return "cta-slots"
	}
	return r
}

// simdWarning: under the simd measure and a share policy, a task whose
// CTAs each make every SIMD unit of their SM busy is counted in whole SMs,
// so an allotment below one SM's units cannot bind: its first CTA takes a
// whole SM (issue 36). Nil when it can.
func simdWarning(m device.PPU, w Workload, p PartitionOptions, ti, warps int) *MeasureWarning {
	t := w.Tasks[ti]
	share := t.Share
	if share == 0 && t.Stream != "" {
		for _, st := range w.Streams {
			if st.Name == t.Stream {
				share = st.Share
			}
		}
	}
	if !policyAllots(p.Policy) {
		return nil
	}
	if p.Measure != MeasureSIMD || share <= 0 || warps < m.SIMDs() || m.SMs <= 0 {
		return nil
	}
	sm := 100 / float64(m.SMs)
	if float64(share) >= sm/2 {
		return nil
	}
	msg := fmt.Sprintf("utilization is measured in SIMD units, and each CTA of task %q (kernel %q, %d warps) makes all %d units of its SM busy: "+
		"its allotment counts whole SMs (%.1f %% each), so its share of %d %% cannot bind — its first CTA takes a whole SM; "+
		"give it at least %.1f %% or measure in warps (utilization = \"warps\")", t.Name, t.Kernel, warps, m.SIMDs(), sm, share, sm/2)
	return &MeasureWarning{Task: ti, Name: t.Name, Kernel: t.Kernel, Measure: MeasureSIMD, Resource: "SIMD units", PerSM: 0,
		Percent: sm, Msg: msg}
}
