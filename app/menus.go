package app

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"os"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// mainMenu builds File, View and Help. Fyne appends Quit (Ctrl+Q) to File.
func (wb *workbench) mainMenu() *fyne.MainMenu {
	shot := func(name string, obj func() fyne.CanvasObject) *fyne.MenuItem {
		return fyne.NewMenuItem(name, func() {
			wb.promptPath("Save screenshot of "+name+" as", wb.defaultPath("screenshot-"+slug(name)+".png"), func(p string) error {
				return wb.screenshot(obj(), p)
			})
		})
	}
	shots := fyne.NewMenuItem("Screenshot of panel", nil)
	shots.ChildMenu = fyne.NewMenu("",
		shot("Framebuffer", func() fyne.CanvasObject { return wb.fb.content }),
		shot("Viewports", func() fyne.CanvasObject { return wb.compare.content }),
		shot("SM timeline", func() fyne.CanvasObject { return wb.tl.content }),
		shot("Task graph", func() fyne.CanvasObject { return wb.graph.content }),
		shot("Workspace side", func() fyne.CanvasObject { return wb.side.content }),
		shot("Window", func() fyne.CanvasObject { return wb.content }),
	)
	file := fyne.NewMenu("File",
		fyne.NewMenuItem("Open workspace…", func() {
			showFolderPicker(wb.win.Canvas(), "Open workspace folder", wb.dir, func(d string) { wb.Open(d) })
		}),
		fyne.NewMenuItem("New workspace from example…", wb.newFromExample),
		fyne.NewMenuItem("Open built-in showcase", func() { wb.Open("") }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Export framebuffer PNG…", func() {
			wb.promptPath("Export framebuffer as", wb.defaultPath("framebuffer.png"), wb.exportFramebuffer)
		}),
		fyne.NewMenuItem("Export timeline (Chrome trace)…", func() {
			wb.promptPath("Export Chrome trace as", wb.defaultPath("timeline.json"), wb.exportTrace)
		}),
		fyne.NewMenuItem("Export metrics CSV…", func() {
			wb.promptPath("Export metrics as", wb.defaultPath("metrics.csv"), wb.exportMetrics)
		}),
		shots,
		fyne.NewMenuItemSeparator(),
		&fyne.MenuItem{Label: "Save editor tab", Action: wb.side.saveCurrent,
			Shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}},
		fyne.NewMenuItemSeparator(),
		// Quit is ours (with its shortcut) so that Ctrl+Q works even when an
		// editor has the keyboard focus: menu shortcuts are tried first.
		&fyne.MenuItem{Label: "Quit", IsQuit: true, Action: wb.quit,
			Shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}},
	)
	view := fyne.NewMenu("View",
		fyne.NewMenuItem("Light theme", func() { wb.setVariant(theme.VariantLight) }),
		fyne.NewMenuItem("Dark theme", func() { wb.setVariant(theme.VariantDark) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Fit framebuffer", func() { wb.fb.view.FitToWindow() }),
		fyne.NewMenuItem("Whole run in timeline", func() { wb.tl.view.SetWindow(0, float64(wb.clock.End())) }),
	)
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard shortcuts", func() {
			showMessage(wb.win.Canvas(), "Keyboard shortcuts",
				"Space: play/pause · ←/→: one event · ↓/↑: ten events · Page Up/Page Down: a hundred events · "+
					"Home/End: start/end of the run · Ctrl+S: save the editor tab · Ctrl+Q: quit. "+
					"Framebuffer: scroll to zoom at the cursor, drag to pan, double-click to fit, click a triangle to select it. "+
					"Timeline: scroll to zoom in time, drag to pan, click a bar to select its task, click the axis to seek.")
		}),
	)
	return fyne.NewMainMenu(file, view, help)
}

func slug(s string) string {
	b := []byte{}
	for _, c := range []byte(s) {
		switch {
		case c >= 'A' && c <= 'Z':
			b = append(b, c+'a'-'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			b = append(b, c)
		default:
			if len(b) > 0 && b[len(b)-1] != '-' {
				b = append(b, '-')
			}
		}
	}
	return string(b)
}

// defaultPath proposes a file in the workspace folder (or the working folder).
func (wb *workbench) defaultPath(name string) string {
	d := wb.dir
	if d == "" {
		d, _ = os.Getwd()
	}
	return filepath.Join(d, name)
}

// promptPath asks for a path and runs write with it, reporting the outcome.
func (wb *workbench) promptPath(title, initial string, write func(string) error) {
	showTextPrompt(wb.win.Canvas(), title, initial, func(p string) {
		if err := write(p); err != nil {
			showMessage(wb.win.Canvas(), "Export failed", err.Error())
			return
		}
		wb.status.setMessage("wrote " + p)
	})
}

var errNoRun = fmt.Errorf("nothing loaded yet")

func (wb *workbench) exportFramebuffer(p string) error {
	if wb.run == nil || wb.run.Frame == nil {
		return errNoRun
	}
	return writePNG(p, wb.run.Frame.Color)
}

func (wb *workbench) exportTrace(p string) error {
	if wb.run == nil || wb.run.Result == nil {
		return errNoRun
	}
	return writeFile(p, func(w *bufio.Writer) error { return scheduler.WriteChromeTrace(w, wb.run.Result) })
}

func (wb *workbench) exportMetrics(p string) error {
	if wb.run == nil || wb.run.Result == nil {
		return errNoRun
	}
	return writeFile(p, func(w *bufio.Writer) error { return writeMetricsCSV(w, wb.run.Result) })
}

// writeMetricsCSV writes one row per task (host tasks and graphics grids)
// and one per SM, after a summary row.
func writeMetricsCSV(w *bufio.Writer, r *scheduler.Result) error {
	m := r.Metrics()
	c := csv.NewWriter(w)
	i64 := func(v int64) string { return strconv.FormatInt(v, 10) }
	rows := [][]string{
		{"record", "name", "kind", "created", "start", "completed", "turnaround", "ctas", "utilization"},
		{"run", "", "", "0", "0", i64(m.Makespan), i64(m.Makespan), strconv.Itoa(m.CTAs), strconv.FormatFloat(m.Utilization, 'f', 4, 64)},
	}
	for _, t := range m.Tasks {
		rows = append(rows, []string{"task", t.Name, t.Kind.String(), i64(t.Created), i64(t.Start), i64(t.Completed), i64(t.Turnaround), strconv.Itoa(t.CTAs), ""})
	}
	for sm, u := range m.SMUtilization {
		rows = append(rows, []string{"sm", "SM " + strconv.Itoa(sm), "", "", "", "", "", "", strconv.FormatFloat(u, 'f', 4, 64)})
	}
	if err := c.WriteAll(rows); err != nil {
		return err
	}
	return c.Error()
}

// captureObject returns the pixels of obj as drawn in the window. It reads
// the window back from the GPU; where that gives nothing (some virtual and
// remote displays return a black front buffer) it draws obj again with
// Fyne's software painter.
func (wb *workbench) captureObject(obj fyne.CanvasObject) (image.Image, error) {
	if obj.Size().IsZero() || !obj.Visible() {
		return nil, fmt.Errorf("the panel is not visible (open its tab first)")
	}
	c := wb.win.Canvas()
	if full := c.Capture(); full != nil && c.Size().Width > 0 {
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
		size := obj.Size()
		sx := float32(full.Bounds().Dx()) / c.Size().Width
		r := image.Rect(int(pos.X*sx), int(pos.Y*sx), int((pos.X+size.Width)*sx), int((pos.Y+size.Height)*sx)).Intersect(full.Bounds())
		if r.Empty() {
			return nil, fmt.Errorf("the panel is not visible (open its tab first)")
		}
		out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
		draw.Draw(out, out.Bounds(), full, r.Min, draw.Src)
		if !allBlack(out) {
			return out, nil
		}
	}
	return renderSoftware(wb.win, obj), nil
}

// allBlack tells whether every pixel of img is opaque or transparent black.
func allBlack(img *image.RGBA) bool {
	for i := 0; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0 || img.Pix[i+1] != 0 || img.Pix[i+2] != 0 {
			return false
		}
	}
	return true
}

// renderSoftware draws obj (part of win's content) with the software painter
// at its current size, then gives it back to the window at its place.
func renderSoftware(win fyne.Window, obj fyne.CanvasObject) image.Image {
	pos, size := obj.Position(), obj.Size()
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(obj)
	c.Resize(size)
	img := c.Capture()
	c.SetContent(canvas.NewRectangle(color.Transparent))
	obj.Move(pos)
	obj.Resize(size)
	win.Content().Refresh()
	return img
}

func (wb *workbench) screenshot(obj fyne.CanvasObject, p string) error {
	img, err := wb.captureObject(obj)
	if err != nil {
		return err
	}
	return writePNG(p, img)
}

// newFromExample asks for an example and a folder, copies the example there
// and opens it.
func (wb *workbench) newFromExample() {
	names := workspaces.Examples()
	var pop *widget.PopUp
	sel := widget.NewSelect(names, nil)
	if len(names) > 0 {
		sel.SetSelected(names[0])
	}
	dirEntry := widget.NewEntry()
	dirEntry.SetText(wb.defaultPath("my-workspace"))
	create := func() {
		pop.Hide()
		d := dirEntry.Text
		if err := workspaces.CreateFromExample(sel.Selected, d); err != nil {
			showMessage(wb.win.Canvas(), "Could not create workspace", err.Error())
			return
		}
		wb.Open(d)
	}
	form := container.NewVBox(
		widget.NewLabelWithStyle("New workspace from example", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, widget.NewLabel("Example"), nil, sel),
		container.NewBorder(nil, nil, widget.NewLabel("New folder"), nil, dirEntry),
		container.NewHBox(layout.NewSpacer(), widget.NewButton("Cancel", func() { pop.Hide() }),
			&widget.Button{Text: "Create", Importance: widget.HighImportance, OnTapped: create}))
	pop = widget.NewModalPopUp(form, wb.win.Canvas())
	pop.Resize(fyne.NewSize(600, 200))
	pop.Show()
}

// variantTheme is the default theme forced to one variant (light or dark).
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

func (wb *workbench) setVariant(v fyne.ThemeVariant) {
	wb.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), v})
	wb.graph.view.Refresh()
	wb.tl.view.Refresh()
}
