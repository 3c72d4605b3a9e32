package workspaces

import (
	"context"
	"math"
	"testing"

	"github.com/ppuwb/ppuwb/scheduler"
)

// TestFig3UnderEachMeasure: issue 36 item 1. The shipped FIG 3 example
// (as shipped: its dispatch rate ramps task1 up) with only the measure
// changed reads 100 → 75/25 → 50/50 → 33/33/33 under the warps and the
// simd measure, and a task that has arrived never sits at 0 % while it is
// unfinished. Under simd a 4-warp CTA makes all four SIMD units of its SM
// busy, so shares move in whole SMs of the 15 (6.7 points): 50/50 reads
// 46.7/53.3 or 53.3/46.7, within half an SM of the allotment. Before the
// fix, under simd task2 stayed at 0.0 % from its arrival at 23,400 to
// 40,000 (its CTAs stacked on task1's units, which count for task1), the
// shares read 48/52, then task2 fell to 0.0 % from 56,000 to 76,000: the
// 13 saves took one CTA per SM, and none freed a unit.
func TestFig3UnderEachMeasure(t *testing.T) {
	for _, c := range []struct {
		measure scheduler.Measure
		tol50   float64
	}{{scheduler.MeasureWarps, 0.5}, {scheduler.MeasureSIMD, 100.0/15/2 + 0.05}} {
		t.Run(c.measure.String(), func(t *testing.T) {
			ws, err := LoadExample("partitioning")
			if err != nil {
				t.Fatal(err)
			}
			o := ws.SchedOptions
			po := *o.Partition
			po.Measure = c.measure
			o.Partition = &po
			r, err := scheduler.Run(context.Background(), ws.Machine, ws.Workload, o)
			if err != nil || r.Deadlock != nil {
				t.Fatalf("run: %v, deadlock %v", err, r.Deadlock)
			}
			s := r.UtilizationSeries(1000)
			phases := []struct {
				name string
				want []float64
				tol  float64
				run  int
			}{
				{"100", []float64{100, 0, 0}, 0.5, 5},
				{"75/25", []float64{75, 25, 0}, 3.5, 1},
				{"50/50", []float64{50, 50, 0}, c.tol50, 5},
				{"33/33/33", []float64{100.0 / 3, 100.0 / 3, 100.0 / 3}, 0.5, 5},
			}
			ph, n := 0, 0
			for i, row := range s.Rows {
				r := row.Shares
				if row.Total > float64(s.Threshold)+0.05 {
					t.Fatalf("window %d: total %.2f%% above the threshold", i, row.Total)
				}
				if ph == len(phases) {
					break
				}
				p := phases[ph]
				if math.Abs(r[0]-p.want[0]) <= p.tol && math.Abs(r[1]-p.want[1]) <= p.tol && math.Abs(r[2]-p.want[2]) <= p.tol {
					if n++; n == p.run {
						ph, n = ph+1, 0
					}
				} else {
					n = 0
				}
			}
			if ph < len(phases) {
				t.Fatalf("the series never reached %s after %d phases", phases[ph].name, ph)
			}
			// No 0 % stretch: from 2,000 cycles after its arrival until its
			// last CTA, every window gives an arrived task some share.
			m := r.Metrics()
			for k, a := range r.Partition.Arrivals {
				done := m.Tasks[k].Completed
				for i, row := range s.Rows {
					if row.T >= a.Time+2000 && row.T+1000 <= done && row.Shares[a.Tenant] == 0 {
						t.Errorf("%s (arrived at %d, done at %d) at 0.0 %% in window %d (t=%d)", s.Tasks[a.Tenant], a.Time, done, i, row.T)
						break
					}
				}
			}
		})
	}
}
