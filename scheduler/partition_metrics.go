package scheduler

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"github.com/ppuwb/ppuwb/device"
)

// TenantMetrics is one task's (tenant's) outcome under a policy.
type TenantMetrics struct {
	Name       string  `json:"name"`
	Arrive     int64   `json:"arrive"`
	Turnaround int64   `json:"turnaround"` // arrival → completion (-1 never)
	Isolated   int64   `json:"isolated"`   // the same, run alone on the machine (-1: unfinished alone too)
	NTT        float64 `json:"ntt"`        // Turnaround ÷ Isolated (NaN, JSON null: either unfinished)
}

// MarshalJSON writes an undefined NTT as null.
func (m TenantMetrics) MarshalJSON() ([]byte, error) {
	type plain TenantMetrics
	return json.Marshal(struct {
		plain
		NTT *float64 `json:"ntt"`
	}{plain(m), Figure(m.NTT)})
}

// UnmarshalJSON reads a null NTT as undefined (NaN).
func (m *TenantMetrics) UnmarshalJSON(b []byte) error {
	type plain TenantMetrics
	var v struct {
		plain
		NTT *float64 `json:"ntt"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*m = TenantMetrics(v.plain)
	m.NTT = unfigure(v.NTT)
	return nil
}

// Figure is v for JSON: nil (null) when v is undefined (NaN).
func Figure(v float64) *float64 {
	if math.IsNaN(v) {
		return nil
	}
	return &v
}

func unfigure(v *float64) float64 {
	if v == nil {
		return math.NaN()
	}
	return *v
}

// FormatFigure spells v with prec decimals, or "—" when it is undefined
// (NaN): how tables print ANTT, STP and fairness of a run with an
// unfinished tenant or reference.
func FormatFigure(v float64, prec int) string {
	if math.IsNaN(v) {
		return "—"
	}
	return fmt.Sprintf("%.*f", prec, v)
}

// PolicyMetrics are the partition metrics of one run (one row of
// compare-policies). Formulas in docs/partitioning.md. ANTT, STP and
// Fairness are undefined (NaN; null in JSON) when any tenant, or any
// tenant's isolated reference, is unfinished.
type PolicyMetrics struct {
	Policy                string          `json:"policy"`
	ANTT                  float64         `json:"antt"`
	STP                   float64         `json:"stp"`
	Fairness              float64         `json:"fairness"`
	Makespan              int64           `json:"makespan"`
	Turnaround            []TenantMetrics `json:"turnaround"`
	PreemptionLatencyMean float64         `json:"preemption_latency_mean"`
	PreemptionLatencyMax  int64           `json:"preemption_latency_worst"`
	CTAsPreempted         int             `json:"ctas_preempted"`
	BytesSaved            int64           `json:"bytes_saved"`
	BytesRestored         int64           `json:"bytes_restored"`
	WorkLost              int64           `json:"work_lost"`
	SMUtilization         float64         `json:"sm_utilization"` // busy SM time ÷ makespan (an SM with one CTA is busy)
	// Utilization is the mean total utilization in the partition's measure
	// (percent of capacity ÷ 100) over the makespan: at most the threshold.
	Utilization float64 `json:"utilization"`
	MissedBound int     `json:"missed_bound"`
	Deadlocked  bool    `json:"deadlocked"`
}

// MarshalJSON writes undefined ANTT, STP and fairness as null.
func (m PolicyMetrics) MarshalJSON() ([]byte, error) {
	type plain PolicyMetrics
	return json.Marshal(struct {
		plain
		ANTT     *float64 `json:"antt"`
		STP      *float64 `json:"stp"`
		Fairness *float64 `json:"fairness"`
	}{plain(m), Figure(m.ANTT), Figure(m.STP), Figure(m.Fairness)})
}

// UnmarshalJSON reads null ANTT, STP and fairness as undefined (NaN).
func (m *PolicyMetrics) UnmarshalJSON(b []byte) error {
	type plain PolicyMetrics
	var v struct {
		plain
		ANTT     *float64 `json:"antt"`
		STP      *float64 `json:"stp"`
		Fairness *float64 `json:"fairness"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*m = PolicyMetrics(v.plain)
	m.ANTT, m.STP, m.Fairness = unfigure(v.ANTT), unfigure(v.STP), unfigure(v.Fairness)
	return nil
}

// Defined reports whether ANTT, STP and fairness are defined: every
// tenant and every isolated reference finished.
func (m PolicyMetrics) Defined() bool { return !math.IsNaN(m.ANTT) }

// Isolated runs each tenant of the workload alone (its tasks, the child
// templates, nothing else) under the same machine and options, and returns
// each tenant's turnaround by name.
func Isolated(ctx context.Context, m device.PPU, w Workload, o Options) (map[string]int64, error) {
	po := PartitionOptions{Policy: PartitionFIFO}
	if o.Partition != nil {
		po = *o.Partition
		po.Policy = PartitionFIFO
	}
	o.Partition = &po
	full, err := Run(ctx, m, w, o)
	if err != nil {
		return nil, err
	}
	p := full.Partition
	out := map[string]int64{}
	// Built once, so that the baselines cost O(tenants + tasks + children)
	// besides the runs (they looped tenants × tasks × children).
	byName := make(map[string]int, len(w.Tasks))
	for i, t := range w.Tasks {
		if _, dup := byName[t.Name]; !dup {
			byName[t.Name] = i
		}
	}
	own := make([][]int, len(p.Tenants)) // each tenant's host tasks
	for i := range w.Tasks {
		if k := p.taskTenant(i); k >= 0 && k < len(own) {
			own[k] = append(own[k], i)
		}
	}
	first := p.firstGraphics()
	keep := make([]int, len(w.Tasks)) // tenant k+1 keeps task i when keep[i] == k+1
	for k, tn := range p.Tenants {
		iw := Workload{Kernels: w.Kernels, Streams: w.Streams}
		// The tenant's tasks and the child templates they launch,
		// transitively.
		var kept []int
		if !tn.Graphics {
			for _, i := range own[k] {
				keep[i] = k + 1
				kept = append(kept, i)
			}
		}
		for q := 0; q < len(kept); q++ {
			t := w.Tasks[kept[q]]
			if t.Launch == nil {
				continue
			}
			for _, c := range t.Launch.Children {
				if j, ok := byName[c]; ok && keep[j] != k+1 {
					keep[j] = k + 1
					kept = append(kept, j)
				}
			}
		}
		sort.Ints(kept) // the workload's order
		for _, i := range kept {
			t := w.Tasks[i]
			var after []string
			for _, a := range t.After {
				if j, ok := byName[a]; ok && keep[j] == k+1 {
					after = append(after, a)
				}
			}
			t.After = after
			iw.Tasks = append(iw.Tasks, t)
		}
		if tn.Graphics {
			g := w.Graphics[k-first]
			g.After = nil
			iw.Graphics = []GraphicsGrid{g}
		}
		r, err := Run(ctx, m, iw, o)
		if err != nil {
			return nil, fmt.Errorf("%s alone: %w", tn.Name, err)
		}
		for _, it := range r.Partition.Tenants {
			if it.Name == tn.Name && it.Done >= 0 {
				out[tn.Name] = it.Done - it.Arrive
			}
		}
	}
	return out, nil
}

// taskTenant returns the tenant of host task i (-1 none).
func (p *PartitionResult) taskTenant(i int) int {
	if i < len(p.TaskTenant) {
		return int(p.TaskTenant[i])
	}
	return -1
}

func (p *PartitionResult) firstGraphics() int {
	for k, t := range p.Tenants {
		if t.Graphics {
			return k
		}
	}
	return len(p.Tenants)
}

// PartitionMetrics computes a run's partition metrics against the
// tenants' isolated turnarounds.
func (r *Result) PartitionMetrics(isolated map[string]int64) PolicyMetrics {
	pm := PolicyMetrics{Makespan: r.Makespan, Deadlocked: r.Deadlock != nil}
	mt := r.Metrics()
	pm.SMUtilization = mt.Utilization
	p := r.Partition
	if p == nil {
		return pm
	}
	pm.Policy = p.Options.Policy.String()
	if r.Makespan > 0 && p.Capacity > 0 {
		for i, smp := range p.Samples {
			next := r.Makespan
			if i+1 < len(p.Samples) {
				next = p.Samples[i+1].Time
			}
			for _, u := range smp.Used {
				pm.Utilization += float64(u) * float64(next-smp.Time)
			}
		}
		pm.Utilization /= float64(r.Makespan) * float64(p.Capacity)
	}
	pm.MissedBound = p.MissedBound
	minNP, maxNP := math.Inf(1), 0.0
	n, undefined := 0, false
	for _, tn := range p.Tenants {
		tm := TenantMetrics{Name: tn.Name, Arrive: tn.Arrive, Turnaround: -1, Isolated: -1, NTT: math.NaN()}
		if iso, ok := isolated[tn.Name]; ok && iso >= 0 {
			tm.Isolated = iso
		}
		if tn.Done >= 0 && tn.Arrive >= 0 {
			tm.Turnaround = tn.Done - tn.Arrive
		}
		if tm.Turnaround > 0 && tm.Isolated > 0 {
			tm.NTT = float64(tm.Turnaround) / float64(tm.Isolated)
			np := 1 / tm.NTT
			pm.ANTT += tm.NTT
			pm.STP += np
			minNP, maxNP = min(minNP, np), max(maxNP, np)
			n++
		} else {
			undefined = true // unfinished here or alone: no NTT, so no mean
		}
		pm.Turnaround = append(pm.Turnaround, tm)
	}
	switch {
	case undefined || n == 0:
		pm.ANTT, pm.STP, pm.Fairness = math.NaN(), math.NaN(), math.NaN()
	default:
		pm.ANTT /= float64(n)
		pm.Fairness = minNP / maxNP
	}
	var lat []int64
	for _, a := range p.Arrivals {
		if a.Contended && a.Reached >= 0 {
			lat = append(lat, a.Reached-a.Time)
		}
	}
	for _, l := range lat {
		pm.PreemptionLatencyMean += float64(l) / float64(len(lat))
		pm.PreemptionLatencyMax = max(pm.PreemptionLatencyMax, l)
	}
	for _, pr := range p.Preemptions {
		pm.CTAsPreempted++
		pm.BytesSaved += int64(pr.Bytes)
		if pr.Restore >= 0 {
			pm.BytesRestored += int64(pr.Bytes)
		}
		pm.WorkLost += pr.Lost
	}
	return pm
}

// ComparePolicies runs the workload under each policy (the isolated runs
// once, as the reference) and returns one row per policy.
func ComparePolicies(ctx context.Context, m device.PPU, w Workload, o Options, policies []PartitionPolicy) ([]PolicyMetrics, error) {
	iso, err := Isolated(ctx, m, w, o)
	if err != nil {
		return nil, err
	}
	var rows []PolicyMetrics
	for _, pol := range policies {
		r, err := Run(ctx, m, w, o.WithPartition(pol))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", pol, err)
		}
		rows = append(rows, r.PartitionMetrics(iso))
	}
	return rows, nil
}

// Describe is one line about the preemption: what, where, cost and why.
func (pr Preemption) Describe(r *Result) string {
	name := fmt.Sprintf("%s CTA %d on SM %d", r.TMDs[pr.TMD].Name, pr.CTA, pr.SM)
	var what string
	switch pr.Kind {
	case ReduceFlush:
		what = fmt.Sprintf("t=%d flushed %s (%d cycles of work lost, restarts from the beginning)", pr.Time, name, pr.Lost)
	default:
		what = fmt.Sprintf("t=%d saved %s: %d bytes, stopped at %d, in memory at %d, %d cycles left", pr.Time, name,
			pr.Bytes, pr.Stop, pr.Saved, pr.Remaining)
	}
	if pr.Restore >= 0 {
		what += fmt.Sprintf("; relaunched on SM %d at %d, running at %d", r.Intervals[pr.Restore].SM,
			r.Intervals[pr.Restore].Start, pr.Restored)
	}
	return what + " — " + pr.Reason
}

// WithPartition returns o with partition policy p (keeping the other
// partition options; priority policies also get priority dispatch, fifo
// fifo dispatch).
func (o Options) WithPartition(p PartitionPolicy) Options {
	po := PartitionOptions{}
	if o.Partition != nil {
		po = *o.Partition
	}
	po.Policy = p
	o.Partition = &po
	if s, ok := policies[p]; ok {
		if d, ok := s.dispatch(); ok {
			o.Dispatch = d
		}
	}
	return o
}
