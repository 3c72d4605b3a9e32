package audit

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/scheduler"
)

// The runtime's placements against the predictions they were made from
// (issue 35, section 1; docs/runtime.md, "Device choice"), each revisit,
// and every number a decision's reason quotes (issue 36, item 4).

func init() {
	register(132, "runtime-placements", "each placement follows its predictions, the threshold and its revisits, within its logical device",
		func(a *auditor, k checker) { a.placements(k, a.in.Host) })
	register(134, "runtime-reasons", "every comparison and number a placement's reason states holds for the decision's own figures",
		func(a *auditor, k checker) { a.reasons(k, a.in.Host) })
}

// placements re-derives each unsplit decision: an instance meant for a
// PPU of its logical device runs there while the graphics load is at most
// the threshold, and otherwise falls back to a CPU (or, revisited when the
// load dropped to the threshold, moves back to the PPU; or stays with no
// CPU to take it); any other instance goes to the earliest of its
// predictions, and each revisit moves it to a device predicted to finish
// sooner than where it was, before that device would have finished. The
// predicted end is the chosen device's prediction (the last revisit's).
func (a *auditor) placements(k checker, h *scheduler.HostResult) {
	if h == nil {
		return
	}
	typ := map[string]string{}
	for _, d := range h.Devices {
		typ[d.Name] = d.Type
	}
	begin := map[string]int64{}
	for _, e := range h.Events {
		begin[e.Instance] = e.Begin
	}
	for _, d := range h.Decisions {
		if len(d.Split) > 0 || len(d.Predictions) == 0 {
			continue
		}
		k.item()
		placement(k, &d, typ, begin)
	}
}

// placement re-derives one unsplit decision d (placements); typ is each
// device's type, begin each instance's first begin.
func placement(k checker, d *scheduler.HostDecision, typ map[string]string, begin map[string]int64) {
	pred := map[string]int64{}
	for i, p := range d.Predictions {
		pred[p.Device] = p.Finish
		if i > 0 && p.Finish < d.Predictions[i-1].Finish {
			k.fail("%s: predictions %v are not in order of completion", d.Instance, d.Predictions)
		}
	}
	want := pred[d.Device]
	if n := len(d.Revisits); n > 0 {
		want = d.Revisits[n-1].Finish
	}
	if d.Predicted != want {
		k.fail("%s runs on %s with predicted end %d; its prediction there is %d", d.Instance, d.Device, d.Predicted, want)
	}
	meant := d.Meant != "" && inLogical(d, d.Meant)
	switch {
	case meant && typ[d.Meant] == device.TypePPU && d.GraphicsPct > d.Threshold:
		meantPastThreshold(k, d, typ)
	case meant:
		if d.Device != d.Meant || d.Fallback || len(d.Revisits) > 0 {
			k.fail("%s, meant for %s (graphics %d%%, threshold %d%%), runs on %s", d.Instance, d.Meant, d.GraphicsPct, d.Threshold, d.Device)
		}
	default:
		earliestAndRevisits(k, d, begin)
	}
	if !d.Fallback && !inLogical(d, d.Device) {
		k.fail("%s runs on %s, outside its logical device %v", d.Instance, d.Device, d.Logical)
	}
}

// inLogical reports whether dev is in d's logical device (any device when
// it names none).
func inLogical(d *scheduler.HostDecision, dev string) bool {
	for _, l := range d.Logical {
		if l == dev {
			return true
		}
	}
	return len(d.Logical) == 0
}

// meantPastThreshold checks a decision meant for a PPU while the graphics
// load is past the threshold: it falls back to a CPU, or moves back to the
// PPU on a revisit, or stays with no CPU to take it.
func meantPastThreshold(k checker, d *scheduler.HostDecision, typ map[string]string) {
	switch {
	case d.Fallback:
		if typ[d.Device] != device.TypeCPU || len(d.Revisits) > 0 {
			k.fail("%s falls back to %s (a %s) with %d revisits", d.Instance, d.Device, typ[d.Device], len(d.Revisits))
		}
	case len(d.Revisits) > 0:
		r := d.Revisits[len(d.Revisits)-1]
		if r.To != d.Meant || r.GraphicsPct > d.Threshold || r.Finish >= r.FromFinish || d.Device != d.Meant {
			k.fail("%s moves back to %s at %d with graphics at %d%% (threshold %d%%), predicted %d against %d on %s",
				d.Instance, r.To, r.Time, r.GraphicsPct, d.Threshold, r.Finish, r.FromFinish, r.From)
		}
	case d.Device != d.Meant || !strings.Contains(d.Reason, "no CPU qualifies"):
		k.fail("%s, meant for %s with graphics at %d%% past the threshold %d%%, runs on %s without a fallback", d.Instance,
			d.Meant, d.GraphicsPct, d.Threshold, d.Device)
	}
}

// earliestAndRevisits checks a decision meant for no PPU: the earliest
// prediction, then each revisit.
func earliestAndRevisits(k checker, d *scheduler.HostDecision, begin map[string]int64) {
	cur := d.Predictions[0]
	if d.Fallback {
		k.fail("%s is marked a fallback but names no PPU of its logical device", d.Instance)
	}
	last := d.Time
	for _, r := range d.Revisits {
		if r.From != cur.Device || r.FromFinish != cur.Finish {
			k.fail("%s's revisit at %d moves it from %s (finishing %d), but it was on %s finishing %d", d.Instance, r.Time,
				r.From, r.FromFinish, cur.Device, cur.Finish)
		}
		if r.Time <= last || r.Time >= cur.Finish || r.Finish >= cur.Finish || !inLogical(d, r.To) {
			k.fail("%s's revisit at %d moves it to %s finishing %d; it was on %s finishing %d", d.Instance, r.Time, r.To,
				r.Finish, cur.Device, cur.Finish)
		}
		cur, last = scheduler.Prediction{Device: r.To, Finish: r.Finish}, r.Time
	}
	if d.Device != cur.Device {
		k.fail("%s runs on %s; its predictions (%v) and revisits choose %s", d.Instance, d.Device, d.Predictions, cur.Device)
	}
	if b, ok := begin[d.Instance]; ok && len(d.Revisits) > 0 && b < last {
		k.fail("%s begins on %s at %d, before it moved there at %d", d.Instance, d.Device, b, last)
	}
}

var (
	reLoadLE     = regexp.MustCompile(`graphics load (\d+)% ≤ threshold (\d+)%`)
	reLoadGT     = regexp.MustCompile(`graphics load (\d+)% > threshold (\d+)%`)
	reDropped    = regexp.MustCompile(`revisited at (\d+), when graphics dropped to (\d+)%: (\S+) finishes at (\d+)`)
	reWould      = regexp.MustCompile(`the CPU (\S+), with its queue, would finish at (\d+)`)
	reEarliest   = regexp.MustCompile(`earliest predicted completion on the logical device ([^(]*) \(([^)]*)\)`)
	reRevisited  = regexp.MustCompile(`revisited at (\d+), when graphics load was (\d+)%: (\S+) finishes at (\d+), before (\S+) at (\d+)`)
	rePrediction = regexp.MustCompile(`^(\S+) at (\d+)$`)
)

func atoi(s string) int64 {
	v, _ := strconv.ParseInt(s, 10, 64)
	return v
}

// reasons checks each number and comparison a decision's reason states
// against the decision's own figures.
func (a *auditor) reasons(k checker, h *scheduler.HostResult) {
	if h == nil {
		return
	}
	for _, d := range h.Decisions {
		k.item()
		for _, m := range reLoadLE.FindAllStringSubmatch(d.Reason, -1) {
			if g, th := atoi(m[1]), atoi(m[2]); g > th || g != int64(d.GraphicsPct) || th != int64(d.Threshold) {
				k.fail("%s: %q, but graphics load %d%%, threshold %d%%", d.Instance, m[0], d.GraphicsPct, d.Threshold)
			}
		}
		for _, m := range reLoadGT.FindAllStringSubmatch(d.Reason, -1) {
			if g, th := atoi(m[1]), atoi(m[2]); g <= th || g != int64(d.GraphicsPct) || th != int64(d.Threshold) {
				k.fail("%s: %q, but graphics load %d%%, threshold %d%%", d.Instance, m[0], d.GraphicsPct, d.Threshold)
			}
		}
		revisit := func(t int64) (scheduler.HostRevisit, bool) {
			for _, r := range d.Revisits {
				if r.Time == t {
					return r, true
				}
			}
			return scheduler.HostRevisit{}, false
		}
		for _, m := range reDropped.FindAllStringSubmatch(d.Reason, -1) {
			r, ok := revisit(atoi(m[1]))
			if g := atoi(m[2]); !ok || g > int64(d.Threshold) || g != int64(r.GraphicsPct) || m[3] != r.To || atoi(m[4]) != r.Finish {
				k.fail("%s: %q, but its revisit is %+v (threshold %d%%)", d.Instance, m[0], r, d.Threshold)
			}
		}
		for _, m := range reWould.FindAllStringSubmatch(d.Reason, -1) {
			if len(d.Revisits) == 0 || d.Revisits[0].From != m[1] || d.Revisits[0].FromFinish != atoi(m[2]) {
				k.fail("%s: %q, but its revisits are %+v", d.Instance, m[0], d.Revisits)
			}
		}
		for _, m := range reRevisited.FindAllStringSubmatch(d.Reason, -1) {
			r, ok := revisit(atoi(m[1]))
			if !ok || atoi(m[2]) != int64(r.GraphicsPct) || m[3] != r.To || atoi(m[4]) != r.Finish || m[5] != r.From || atoi(m[6]) != r.FromFinish || r.Finish >= r.FromFinish {
				k.fail("%s: %q, but its revisit is %+v", d.Instance, m[0], r)
			}
		}
		if m := reEarliest.FindStringSubmatch(d.Reason); m != nil {
			if strings.Join(d.Logical, ", ") != m[1] {
				k.fail("%s: its reason names the logical device %s; the decision's is %v", d.Instance, m[1], d.Logical)
			}
			parts := strings.Split(m[2], ", ")
			ok := len(parts) == len(d.Predictions)
			for i := 0; ok && i < len(parts); i++ {
				p := rePrediction.FindStringSubmatch(parts[i])
				ok = p != nil && p[1] == d.Predictions[i].Device && atoi(p[2]) == d.Predictions[i].Finish && (i == 0 || d.Predictions[i-1].Finish <= d.Predictions[i].Finish)
			}
			if !ok {
				k.fail("%s: its reason lists (%s); the decision's predictions are %v", d.Instance, m[2], d.Predictions)
			}
		}
	}
}
