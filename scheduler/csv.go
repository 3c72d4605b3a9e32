package scheduler

import (
	"encoding/csv"
	"io"
	"strconv"
)

// WriteMetricsCSV writes one row per host task and graphics grid (name,
// kind, created, start, completed, turnaround, ctas; -1 = never), followed
// by one row per SM ("sm N", "sm", utilization as a fraction) and a
// "total" row with the makespan and mean utilization.
func WriteMetricsCSV(w io.Writer, r *Result) error {
	m := r.Metrics()
	cw := csv.NewWriter(w)
	i64 := func(v int64) string { return strconv.FormatInt(v, 10) }
	rows := [][]string{{"name", "kind", "created", "start", "completed", "turnaround", "ctas", "utilization"}}
	for _, t := range m.Tasks {
		rows = append(rows, []string{t.Name, t.Kind.String(), i64(t.Created), i64(t.Start), i64(t.Completed),
			i64(t.Turnaround), strconv.Itoa(t.CTAs), ""})
	}
	for sm, u := range m.SMUtilization {
		rows = append(rows, []string{"sm " + strconv.Itoa(sm), "sm", "", "", "", "", "", strconv.FormatFloat(u, 'f', 6, 64)})
	}
	rows = append(rows, []string{"total", "run", "0", "", i64(m.Makespan), "", strconv.Itoa(m.CTAs),
		strconv.FormatFloat(m.Utilization, 'f', 6, 64)})
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	return cw.Error()
}
