package scheduler

import (
	"fmt"
	"io"

	"github.com/ppuwb/ppuwb/device"
)

// Trace threads of the host runtime, after the SMs' (which use small ids).
const (
	hostTidBase = 1 << 20 // + device index × 1024 + core
)

// WriteChromeTraceHost writes r's Chrome trace with the host runtime's
// queue h beside the SMs: every device's units as threads ("cpu core 2",
// "ppu2 · runtime"), each instance as a slice (its online compile as a
// slice before it), and flows from an event to the instance it releases.
func WriteChromeTraceHost(w io.Writer, r *Result, h *HostResult) error {
	return writeChromeTrace(w, r, h)
}

func hostTid(dev, unit int) int { return hostTidBase + dev*1024 + unit }

// host writes the runtime's threads, slices and flows.
func (t *traceWriter) host(h *HostResult) {
	if h == nil {
		return
	}
	devIdx := map[string]int{}
	for i, d := range h.Devices {
		devIdx[d.Name] = i
		n := 1
		if d.Type == device.TypeCPU {
			n = min(max(d.Units, 1), 1024)
		}
		for u := 0; u < n; u++ {
			name := fmt.Sprintf("%s · runtime", d.Name)
			if d.Type == device.TypeCPU {
				name = fmt.Sprintf("%s core %d", d.Name, u)
			}
			tid := hostTid(i, u)
			t.event(fmt.Sprintf(`{"name":"thread_name","ph":"M","pid":1,"tid":%d,"args":{"name":%q}}`, tid, name))
			t.event(fmt.Sprintf(`{"name":"thread_sort_index","ph":"M","pid":1,"tid":%d,"args":{"sort_index":%d}}`, tid, tid))
		}
	}
	units := func(dev string) []int {
		i := devIdx[dev]
		d := h.Devices[i]
		if d.Type != device.TypeCPU {
			return []int{hostTid(i, 0)}
		}
		var out []int
		for u := 0; u < min(max(d.Units, 1), 1024); u++ {
			out = append(out, hostTid(i, u))
		}
		return out
	}
	ev := map[string]HostEvent{}
	dec := map[string]HostDecision{}
	for _, d := range h.Decisions {
		dec[d.Instance] = d
	}
	for _, e := range h.Events {
		if prev, ok := ev[e.Instance]; !ok || e.End > prev.End {
			ev[e.Instance] = e // a split instance's event completes with its last part
		}
		d := dec[e.Instance]
		for _, tid := range units(e.Device) {
			if e.Compile > 0 {
				t.event(fmt.Sprintf(`{"ph":"X","pid":1,"tid":%d,"name":%s,"cat":"compile","ts":%s,"dur":%s}`, tid,
					quote("compile "+e.Instance), t.us(e.Begin), t.us(e.Compile)))
			}
			t.event(fmt.Sprintf(`{"ph":"X","pid":1,"tid":%d,"name":%s,"cat":"runtime","ts":%s,"dur":%s,"args":{"reason":%s,"submitted":%d}}`, tid,
				quote(e.Instance), t.us(e.Start), t.us(max(e.End-e.Start, 1)), quote(d.Reason), e.Submitted))
		}
	}
	id := 1 << 24
	for _, e := range h.Events {
		for _, w := range e.Wait {
			a, ok := ev[w]
			if !ok {
				continue
			}
			id++
			t.event(fmt.Sprintf(`{"ph":"s","pid":1,"tid":%d,"name":"event","cat":"flow","id":%d,"ts":%s}`,
				units(a.Device)[0], id, t.usf(float64(a.End)-0.5)))
			t.event(fmt.Sprintf(`{"ph":"f","pid":1,"tid":%d,"name":"event","cat":"flow","id":%d,"ts":%s,"bp":"e"}`,
				units(e.Device)[0], id, t.us(e.Start)))
		}
	}
}

func (t *traceWriter) us(c int64) string { return t.usf(float64(c)) }

func (t *traceWriter) usf(c float64) string { return fmt.Sprint(c / t.mhz) }
