package app

import (
	"context"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/ppuwb/ppuwb/run"
	"github.com/ppuwb/ppuwb/workspaces"
)

// The SM timeline has a row per CPU core below the SMs (and one for each
// other PPU of the runtime); an instance on the CPU is a bar on every core,
// and hovering it names the instance.
func TestTimelineHasCPUCoreRows(t *testing.T) {
	tl, run := exampleTimeline(t, "runtime")
	tl.SetHost(hostPlan(run))
	tl.SetResult(run.Result)
	sms := run.Workspace.Machine.SMs
	// 4 CPU cores and ppu2; the machine's PPU runs its part as CTAs.
	if n := tl.hostRowCount(); n != 5 {
		t.Fatalf("%d host rows, want 4 CPU cores + ppu2", n)
	}
	if tl.rowLabel(sms) != "cpu 0" || tl.rowLabel(sms+3) != "cpu 3" || tl.rowLabel(sms+4) != "ppu2" || tl.rowLabel(0) != "SM 0" {
		t.Fatalf("labels %q %q %q", tl.rowLabel(sms), tl.rowLabel(sms+3), tl.rowLabel(sms+4))
	}
	if _, end := tl.Window(); int64(end) < run.Runtime.Plan.Makespan {
		t.Fatalf("window ends at %v, before the runtime's last event %d", end, run.Runtime.Plan.Makespan)
	}
	onCPU, _ := run.Runtime.Plan.Event("brightness") // fp64: only the CPU runs it
	mid := float64(onCPU.Start+onCPU.End) / 2
	x := tlGutter + float32((mid-0)/float64(tl.end))*tl.plotWidth()
	rh := tl.rowHeight()
	for _, core := range []int{0, 3} {
		y := tlAxis + (float32(sms+core)+0.5)*rh
		tl.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, y)}})
		if txt := tl.HoverText(); !strings.Contains(txt, "instance brightness") || !strings.Contains(txt, "cpu "+string(rune('0'+core))) {
			t.Fatalf("hover on core %d: %q", core, txt)
		}
	}
	// The bar is drawn in the compute colour on the core's row; an SM row
	// at that time (graphics done, the CPU busy) is empty.
	img := tl.draw(800, 400).(*image.RGBA)
	px := func(row int) [4]uint8 {
		y := int(tlAxis + (float32(row)+0.5)*rh)
		o := img.PixOffset(int(x), y)
		return [4]uint8(img.Pix[o : o+4])
	}
	c := hostBar // brightness ran only on the CPU: no grid colour to share
	if got := px(sms + 1); got != [4]uint8{c.R, c.G, c.B, 255} {
		t.Fatalf("cpu 1 at brightness's run: pixel %v, want the host bar colour", got)
	}
	if got := px(0); got == [4]uint8{c.R, c.G, c.B, 255} {
		t.Fatalf("SM 0 drawn busy at %v while only the CPU works", mid)
	}
	// soften's part on ppu2 takes the colour of its grid on the SMs.
	soften := -1
	for i, tm := range run.Result.TMDs {
		if tm.Name == "runtime/soften" {
			soften = i
		}
	}
	if soften < 0 || tl.hostColor("soften") != tl.colorOf[soften] || tl.hostColor("brightness") != hostBar {
		t.Fatalf("soften's host colour %v, its grid's %v", tl.hostColor("soften"), tl.colorOf[max(soften, 0)])
	}
	// Without a runtime the rows go.
	tl.SetHost(nil)
	tl.SetResult(run.Result)
	if tl.hostRowCount() != 0 {
		t.Fatal("host rows stayed without a runtime")
	}
}

// exampleTimeline runs the embedded example name and puts a new SM
// timeline in an 800×400 test window, with no Result set yet.
func exampleTimeline(t *testing.T, name string) (*timeline, *run.Run) {
	t.Helper()
	ws, err := workspaces.LoadExample(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := run.Execute(context.Background(), ws)
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempApp(t)
	tl := newTimeline()
	w := test.NewTempWindow(t, tl)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(800, 400))
	return tl, r
}
