package scheduler

import (
	"testing"

	"github.com/ppuwb/ppuwb/device"
)

// TestDispatchRateRampsUp: issue 26 item 4. With a WDU dispatch rate the
// CTAs of a grid that fills the machine start one launch slot after the
// other — FIG 3's ramp — instead of all in one cycle: per machine at most
// rate × cycles CTAs by any time, per SM the same on each SM; rate 0 keeps
// the instant launch.
func TestDispatchRateRampsUp(t *testing.T) {
	base, _ := device.Preset("standard")
	w := Workload{Kernels: []Kernel{kern("k", 5000)}, Tasks: []Task{{Name: "task1", Kernel: "k", Grid: Dim3{240, 1, 1}, Share: 50}}}
	starts := func(m device.PPU) (first, last int64, perSM map[int][]int64) {
		r, err := Run(t.Context(), m, w, Options{Partition: &PartitionOptions{Policy: PartitionShareSave}})
		if err != nil {
			t.Fatal(err)
		}
		first, perSM = -1, map[int][]int64{}
		for _, iv := range r.Intervals {
			if first < 0 || iv.Start < first {
				first = iv.Start
			}
			last = max(last, iv.Start)
			perSM[iv.SM] = append(perSM[iv.SM], iv.Start)
		}
		return first, last, perSM
	}
	first, last, _ := starts(base)
	if last != first {
		t.Fatalf("rate 0: CTAs start from %d to %d, want all at once", first, last)
	}
	m := base
	m.DispatchRate = 0.1 // one CTA every 10 cycles over the machine
	first, last, _ = starts(m)
	if last-first != 2390 {
		t.Errorf("0.1 per cycle per machine: 240 CTAs start from %d to %d, want 2,390 cycles apart", first, last)
	}
	m.DispatchRate = 2
	first, last, _ = starts(m)
	if last-first != 119 {
		t.Errorf("2 per cycle per machine: 240 CTAs start from %d to %d, want 119 cycles apart", first, last)
	}
	m.DispatchRate, m.DispatchPerSM = 0.05, true // one CTA every 20 cycles on each SM
	first, last, perSM := starts(m)
	if last-first != 15*20 {
		t.Errorf("0.05 per cycle per SM: 16 CTAs per SM start from %d to %d, want 300 cycles apart", first, last)
	}
	for sm, ts := range perSM {
		for i := 1; i < len(ts); i++ {
			if ts[i]-ts[i-1] < 20 {
				t.Fatalf("SM %d: starts %v closer than 20 cycles", sm, ts)
			}
		}
	}
}

// TestDispatchDelayGapsEachSM: with a dispatch delay an SM takes its next
// CTA that many cycles after the previous one left it (the re-dispatch gap
// measured on an H100, docs/hardware.md), under plain dispatch and under a
// partition policy; 0 places it the same cycle.
func TestDispatchDelayGapsEachSM(t *testing.T) {
	m, _ := device.Preset("tiny") // 1 SM of 4 CTAs
	w := Workload{Kernels: []Kernel{kern("k", 1000)}, Tasks: []Task{{Name: "t", Kernel: "k", Grid: Dim3{12, 1, 1}}}}
	for _, o := range []Options{{}, {Partition: &PartitionOptions{Policy: PartitionFIFO}}} {
		for _, delay := range []int64{0, 160} {
			m.DispatchDelay = delay
			r, err := Run(t.Context(), m, w, o)
			if err != nil {
				t.Fatal(err)
			}
			// three waves of 4: each starts delay cycles after the previous ends
			var ends, starts []int64
			for _, iv := range r.Intervals {
				starts = append(starts, iv.Start)
				ends = append(ends, iv.End)
			}
			for wave := 1; wave < 3; wave++ {
				if got, want := starts[4*wave]-ends[4*(wave-1)], delay; got != want {
					t.Errorf("delay %d, partition %v: wave %d starts %d cycles after the previous ended, want %d", delay, o.Partition != nil, wave, got, want)
				}
			}
		}
	}
}
