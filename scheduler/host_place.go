package scheduler

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ppuwb/ppuwb/device"
)

// Placement of one instance (docs/runtime.md, "Device choice"): within its
// logical device (the kernel's highest-scoring capable devices, intersected
// with its context's devices, HostInstance.Allowed), an instance meant for
// a PPU runs there unless graphics keep it busy, when a capable CPU takes
// it (the fallback); any other instance goes to the device with the
// earliest predicted completion. Either is revisited at each change of the
// graphics load before the device it is on would finish it, and moves
// when another device would finish it sooner from then.

// predictOn is the predicted completion of in on device a when the
// device takes it no earlier than t: its queue ahead, the compile, launch,
// transfer and compute at the graphics load when the device begins it
// (scaled by what the kernel's last runs there took).
func predictOn(devs []HostDevice, dev map[string]int, free []int64, in HostInstance, a string, t int64, load func(int64) int, o HostOptions, hist *hostHistory) int64 {
	hd := devs[dev[a]]
	begin := max(t, free[dev[a]])
	return begin + in.Compile[a] + in.launchOn(hd) + int64(float64(computeOn(hd, in, load(begin), o))*hist.ratio(in.Kernel, a)+0.5)
}

// predictAll predicts in on each device of names taking it from t,
// earliest first (ties: names' order).
func predictAll(devs []HostDevice, dev map[string]int, free []int64, in HostInstance, names []string, t int64, load func(int64) int, o HostOptions, hist *hostHistory) []Prediction {
	var ps []Prediction
	for _, a := range names {
		ps = append(ps, Prediction{Device: a, Finish: predictOn(devs, dev, free, in, a, t, load, o, hist)})
	}
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Finish < ps[j].Finish })
	return ps
}

func predictionList(ps []Prediction) string {
	var parts []string
	for _, p := range ps {
		parts = append(parts, fmt.Sprintf("%s at %d", p.Device, p.Finish))
	}
	return strings.Join(parts, ", ")
}

// placeInstance decides the device of in at time t and from when that
// device takes it (≥ t; later when the placement is revisited and the
// instance moves). A revisited instance the device had begun held it
// until the move: placeInstance then sets free for that device.
func placeInstance(devs []HostDevice, dev map[string]int, free []int64, cpu int, in HostInstance, t int64, load func(int64) int, o HostOptions, hist *hostHistory) (HostDecision, int64) {
	gfx := load(t)
	d := HostDecision{Time: t, Instance: in.Name, GraphicsPct: gfx, Threshold: o.Threshold, Logical: in.Allowed, Meant: in.Device}
	allowed := map[string]bool{}
	for _, a := range in.Allowed {
		allowed[a] = true
	}
	capable := allowed
	if in.Capable != nil {
		capable = map[string]bool{}
		for _, a := range in.Capable {
			capable[a] = true
		}
	}
	d.Predictions = predictAll(devs, dev, free, in, in.Allowed, t, load, o, hist)
	logical := fmt.Sprintf("logical device %s", strings.Join(in.Allowed, ", "))
	if in.Device != "" && allowed[in.Device] {
		target := devs[dev[in.Device]]
		if target.Type != device.TypePPU {
			d.Device = target.Name
			d.Reason = fmt.Sprintf("meant for %s", target.Name)
			return d, t
		}
		if gfx <= o.Threshold {
			d.Device = target.Name
			d.Reason = fmt.Sprintf("meant for %s; graphics load %d%% ≤ threshold %d%%", target.Name, gfx, o.Threshold)
			return d, t
		}
		if cpu < 0 || !capable[devs[cpu].Name] {
			d.Device = target.Name
			d.Reason = fmt.Sprintf("meant for %s; graphics load %d%% > threshold %d%%, but no CPU qualifies for the kernel: runs on %s",
				target.Name, gfx, o.Threshold, target.Name)
			return d, t
		}
		cpuName := devs[cpu].Name
		cpuFinish := predictOn(devs, dev, free, in, cpuName, t, load, o, hist)
		if !allowed[cpuName] {
			d.Predictions = append(d.Predictions, Prediction{Device: cpuName, Finish: cpuFinish})
			sort.SliceStable(d.Predictions, func(i, j int) bool { return d.Predictions[i].Finish < d.Predictions[j].Finish })
		}
		// Revisit: until the CPU would finish the instance, the PPU may
		// free up (the graphics load drops to the threshold); the
		// instance then moves there if it finishes there first. If the
		// CPU had begun it by then, that work is dropped: the CPU was
		// busy with it until the move (free[cpu] becomes tp).
		if tp, g := ppuFreesUp(t, cpuFinish, load, o); tp >= 0 {
			if ppuFinish := predictOn(devs, dev, free, in, target.Name, tp, load, o, hist); ppuFinish < cpuFinish {
				d.Device = target.Name
				d.Revisits = append(d.Revisits, HostRevisit{Time: tp, GraphicsPct: g, From: cpuName, FromFinish: cpuFinish, To: target.Name, Finish: ppuFinish})
				d.Reason = fmt.Sprintf("meant for %s; graphics load %d%% > threshold %d%% at %d, and the CPU %s, with its queue, would finish at %d; "+
					"revisited at %d, when graphics dropped to %d%%: %s finishes at %d", target.Name, gfx, o.Threshold, t, cpuName, cpuFinish, tp, g, target.Name, ppuFinish)
				if cpuBegin := max(t, free[cpu]); cpuBegin < tp {
					d.Reason += fmt.Sprintf(" (it began on the CPU %s at %d; that work is dropped)", cpuName, cpuBegin)
					free[cpu] = tp
				}
				return d, tp
			}
		}
		d.Device, d.Fallback = cpuName, true
		d.Reason = fmt.Sprintf("meant for %s, but graphics load %d%% > threshold %d%%: runs on the CPU %s",
			target.Name, gfx, o.Threshold, cpuName)
		return d, t
	}
	best := d.Predictions[0]
	d.Device = best.Device
	d.Reason = fmt.Sprintf("earliest predicted completion on the %s (%s)", logical, predictionList(d.Predictions))
	if in.Device != "" {
		d.Reason = fmt.Sprintf("meant for %s, which is not in the kernel's logical device; ", in.Device) + d.Reason
	}
	return revisit(devs, dev, free, in, d, best, t, load, o, hist)
}

// revisit re-examines an earliest-completion placement cur, made at t, at
// each change of the graphics load before cur's device would finish: the
// instance moves to the device of its logical device that would finish it
// first from then, if that is sooner than where it is. Work the device it
// leaves had begun is dropped (that device was busy with it until the
// move). It returns the decision and from when its device takes it.
func revisit(devs []HostDevice, dev map[string]int, free []int64, in HostInstance, d HostDecision, cur Prediction, t int64, load func(int64) int, o HostOptions, hist *hostHistory) (HostDecision, int64) {
	at := t
	if o.GraphicsNext == nil || len(in.Allowed) < 2 {
		return d, at
	}
	for tp, n := o.GraphicsNext(t), 0; tp > at && tp < cur.Finish && n < 1<<16; tp, n = o.GraphicsNext(tp), n+1 {
		var best Prediction
		for _, a := range in.Allowed {
			if a == cur.Device {
				continue // where it is, it keeps its place in the queue
			}
			if f := predictOn(devs, dev, free, in, a, tp, load, o, hist); best.Device == "" || f < best.Finish {
				best = Prediction{Device: a, Finish: f}
			}
		}
		if best.Device == "" || best.Finish >= cur.Finish {
			continue
		}
		g := load(tp)
		d.Revisits = append(d.Revisits, HostRevisit{Time: tp, GraphicsPct: g, From: cur.Device, FromFinish: cur.Finish, To: best.Device, Finish: best.Finish})
		d.Reason += fmt.Sprintf("; revisited at %d, when graphics load was %d%%: %s finishes at %d, before %s at %d", tp, g, best.Device, best.Finish, cur.Device, cur.Finish)
		if began := max(at, free[dev[cur.Device]]); began < tp {
			d.Reason += fmt.Sprintf(" (it began on %s at %d; that work is dropped)", cur.Device, began)
			free[dev[cur.Device]] = tp
		}
		cur, at = best, tp
		d.Device = cur.Device
	}
	return d, at
}

// ppuFreesUp is the first time in (t, until) at which the graphics load
// drops to the threshold, and the load then (-1: none, or no GraphicsNext).
func ppuFreesUp(t, until int64, load func(int64) int, o HostOptions) (int64, int) {
	if o.GraphicsNext == nil {
		return -1, 0
	}
	for tp, n := o.GraphicsNext(t), 0; tp > t && tp < until && n < 1<<16; tp, n = o.GraphicsNext(tp), n+1 {
		if g := load(tp); g <= o.Threshold {
			return tp, g
		}
	}
	return -1, 0
}
