package app

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/ppuwb/ppuwb/device"
	"github.com/ppuwb/ppuwb/hostrt"
	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/scheduler"
)

// hostRows are the host runtime's rows under the SMs in the SM timeline:
// one per CPU core (an instance on the CPU runs on every core: the cost
// model divides its items among them), then one per other PPU of the
// runtime ("ppu2 · runtime"). The machine's own PPU has no row here: its
// runtime work runs as CTAs in the SM rows (grids runtime/NAME).
type hostRows struct {
	plan *scheduler.HostResult
	rows []hostRow
	res  *scheduler.Result // the result grid indexes
	grid map[string]int    // instance → TMD of its grid runtime/NAME
}

type hostRow struct {
	label  string
	device string
	events []int // indices into plan.Events on this device
}

// SetHost gives the timeline the host runtime's queue (nil: none). Call it
// before SetResult, which sizes the time range to cover it.
func (tl *timeline) SetHost(h *scheduler.HostResult) {
	tl.host = nil
	if h == nil {
		return
	}
	hr := &hostRows{plan: h}
	for _, d := range h.Devices {
		if d.Type != device.TypeCPU && d.Name == hostrt.MachinePPU {
			continue
		}
		var evs []int
		for i, e := range h.Events {
			if e.Device == d.Name {
				evs = append(evs, i)
			}
		}
		if d.Type == device.TypeCPU {
			for c := 0; c < min(max(d.Units, 1), 64); c++ {
				hr.rows = append(hr.rows, hostRow{label: fmt.Sprintf("%s %d", d.Name, c), device: d.Name, events: evs})
			}
		} else {
			hr.rows = append(hr.rows, hostRow{label: d.Name, device: d.Name, events: evs})
		}
	}
	tl.host = hr
}

// hostRowCount is the number of host rows below the SM rows.
func (tl *timeline) hostRowCount() int {
	if tl.host == nil {
		return 0
	}
	return len(tl.host.rows)
}

// hostEnd is when the host runtime's last event completes (0: none).
func (tl *timeline) hostEnd() int64 {
	if tl.host == nil {
		return 0
	}
	return tl.host.plan.Makespan
}

// rowLabel is the label of row i: an SM or a host row.
func (tl *timeline) rowLabel(i int) string {
	if i < len(tl.bySM) {
		return fmt.Sprintf("SM %d", i)
	}
	return tl.host.rows[i-len(tl.bySM)].label
}

// hostBar is the colour of a runtime instance that has no grid on the
// SMs (it ran only on the CPU or another PPU).
var hostBar = color.NRGBA{0xD8, 0xD0, 0xC0, 0xff}

// hostColor is the bar colour of an instance: with "Colour by kind" the
// compute kind's; else its grid's task colour when it also ran as CTAs
// (runtime/NAME), so its parts read as one task; else hostBar.
func (tl *timeline) hostColor(instance string) color.NRGBA {
	if tl.byKind {
		return kindStyles[scheduler.KindCompute].color
	}
	if tl.res != nil && tl.host.res != tl.res {
		tl.host.res, tl.host.grid = tl.res, map[string]int{}
		for i, t := range tl.res.TMDs {
			if strings.HasPrefix(t.Name, hostrt.SMTaskPrefix) && t.Depth == 0 {
				tl.host.grid[strings.TrimPrefix(t.Name, hostrt.SMTaskPrefix)] = i
			}
		}
	}
	if i, ok := tl.host.grid[instance]; ok && i < len(tl.colorOf) {
		return tl.colorOf[i]
	}
	return hostBar
}

// drawHost draws the host rows below the SMs: each event as a bar from its
// start to its end (solid: the host runs it, not CTAs), its online compile
// as a dimmer hatched bar before it.
func (tl *timeline) drawHost(img *image.RGBA, gx, ay int, rh, dt float64, w int) {
	if tl.host == nil {
		return
	}
	t0 := tl.t0
	x := func(t int64) int { return gx + int(math.Floor((float64(t)-t0)/dt)) }
	for k, row := range tl.host.rows {
		i := len(tl.bySM) + k
		y0 := ay + int(float64(i)*rh)
		y1 := ay + int(float64(i+1)*rh)
		if i%2 == 1 {
			fillRect(img, image.Rect(gx, y0, w, y1), tlRowAlt)
		}
		if k == 0 {
			fillRect(img, image.Rect(0, y0, w, y0+1), tlTick) // the line between the SMs and the host
		}
		ya, yb := y0+1, max(y1-1, y0+2)
		for _, id := range row.events {
			e := tl.host.plan.Events[id]
			c := tl.hostColor(e.Instance)
			if e.Compile > 0 {
				r := image.Rect(max(x(e.Begin), gx), ya, max(x(e.Begin+e.Compile), gx), yb).Intersect(img.Rect)
				fillPattern(img, r, blend(c, tlBG, 0.55), patDiagonal)
			}
			r := image.Rect(max(x(e.Start), gx), ya, max(x(e.End), x(e.Start)+1, gx), yb).Intersect(img.Rect)
			fillPattern(img, r, c, patSolid)
			if r.Dx() >= 4 {
				fillRect(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+1, r.Max.Y), tlBG)
			}
		}
	}
}

// hostTip is the tooltip of the host bar under p ("" none).
func (tl *timeline) hostTip(p fyne.Position) string {
	if tl.host == nil || p.X < tl.gutter() || p.Y < tlAxis {
		return ""
	}
	k := int((p.Y-tlAxis)/tl.rowHeight()) - len(tl.bySM)
	if k < 0 || k >= len(tl.host.rows) {
		return ""
	}
	t := tl.timeAt(p.X)
	row := tl.host.rows[k]
	for _, id := range row.events {
		e := tl.host.plan.Events[id]
		if float64(e.Begin) <= t && t <= float64(e.End) {
			what := fmt.Sprintf("runs %d – %d", e.Start, e.End)
			if t < float64(e.Start) && e.Compile > 0 {
				what = fmt.Sprintf("compiles online %d – %d, then runs %d – %d", e.Begin, e.Begin+e.Compile, e.Start, e.End)
			}
			return fmt.Sprintf("%s · instance %s · %d items · %s", row.label, e.Instance, e.Items, what)
		}
	}
	return ""
}

// hostPlan is a run's host runtime queue (nil without a runtime).
func hostPlan(rn *run.Run) *scheduler.HostResult {
	if rn == nil || rn.Runtime == nil {
		return nil
	}
	return rn.Runtime.Plan
}
