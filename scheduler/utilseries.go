package scheduler

import (
	"encoding/csv"
	"io"
	"strconv"
)

// UtilSeries is a partitioned run's utilization over time as a table
// (`ppuwb simulate --utilization`, docs/partitioning.md): one row per
// window of Every cycles, with each task's mean share of the device's
// capacity over the window, their total, and the device threshold.
type UtilSeries struct {
	Measure   string    `json:"measure"`
	Every     int64     `json:"every"`
	Threshold int       `json:"threshold"`
	Tasks     []string  `json:"tasks"`
	Rows      []UtilRow `json:"rows"`
}

// UtilRow is one window: it starts at T; Shares are percent of capacity,
// in the order of UtilSeries.Tasks.
type UtilRow struct {
	T      int64     `json:"t"`
	Shares []float64 `json:"shares"`
	Total  float64   `json:"total"`
}

// UtilizationSeries averages each task's utilization over windows of
// every cycles (≤ 0: the partition quantum) from 0 to the makespan; nil
// when the run has no partition policy.
func (r *Result) UtilizationSeries(every int64) *UtilSeries {
	p := r.Partition
	if p == nil {
		return nil
	}
	if every <= 0 {
		every = p.Options.Quantum
	}
	s := &UtilSeries{Measure: p.Options.Measure.String(), Every: every, Threshold: p.Options.Threshold}
	for _, tn := range p.Tenants {
		s.Tasks = append(s.Tasks, tn.Name)
	}
	for qi, row := range p.Quanta(every, r.Makespan) {
		u := UtilRow{T: int64(qi) * every, Shares: row}
		for _, v := range row {
			u.Total += v
		}
		s.Rows = append(s.Rows, u)
	}
	return s
}

// WriteCSV writes the series: a header "t", the task names, "total",
// "threshold", then one row per window (percentages with two decimals).
func (s *UtilSeries) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := append(append([]string{"t"}, s.Tasks...), "total", "threshold")
	if err := cw.Write(head); err != nil {
		return err
	}
	pct := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	for _, r := range s.Rows {
		rec := []string{strconv.FormatInt(r.T, 10)}
		for _, v := range r.Shares {
			rec = append(rec, pct(v))
		}
		rec = append(rec, pct(r.Total), strconv.Itoa(s.Threshold))
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
