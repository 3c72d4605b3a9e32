package app

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/scheduler"
	"github.com/ppuwb/ppuwb/workspaces"
)

// mainMenu builds File, View and Help. Fyne appends Quit (Ctrl+Q) to File.
func (wb *workbench) mainMenu() *fyne.MainMenu {
	shot := func(name string, obj func() fyne.CanvasObject) *fyne.MenuItem {
		return fyne.NewMenuItem(name, func() {
			// The panel is captured now, before the save dialog covers it.
			wb.saveAs("Save screenshot of "+name, "screenshot-"+slug(name)+".png", []string{".png"}, func() ([]byte, error) {
				img, err := wb.captureObject(obj())
				if err != nil {
					return nil, err
				}
				return encodePNG(img)
			})
		})
	}
	shots := fyne.NewMenuItem("Screenshot of panel", nil)
	shots.ChildMenu = fyne.NewMenu("",
		shot("Framebuffer", func() fyne.CanvasObject { return wb.fb.root }),
		shot("Viewports", func() fyne.CanvasObject { return wb.compare.root }),
		shot("SM timeline", func() fyne.CanvasObject { return wb.tl.root }),
		shot("Task graph", func() fyne.CanvasObject { return wb.graph.root }),
		shot("Workspace side", func() fyne.CanvasObject { return wb.side.content }),
		shot("Window", func() fyne.CanvasObject { return wb.content }),
	)
	file := fyne.NewMenu("File",
		fyne.NewMenuItem("Open workspace…", func() { wb.openWorkspaceForm() }),
		wb.newRecentItem(),
		fyne.NewMenuItem("New workspace from example…", func() { wb.newFromExample() }),
		fyne.NewMenuItem("Open built-in showcase", func() { wb.switchTo("") }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Export framebuffer PNG…", func() {
			wb.saveAs("Export framebuffer", wb.exportName("framebuffer", ".png"), []string{".png"}, func() ([]byte, error) {
				return toBytes(wb.framebufferPNG)
			})
		}),
		fyne.NewMenuItem("Export timeline (Chrome trace)…", func() {
			wb.saveAs("Export timeline (Chrome trace)", wb.exportName("timeline", ".json"), []string{".json"}, func() ([]byte, error) {
				return toBytes(wb.chromeTrace)
			})
		}),
		fyne.NewMenuItem("Export metrics CSV…", func() {
			wb.saveAs("Export metrics", wb.exportName("metrics", ".csv"), []string{".csv"}, func() ([]byte, error) {
				return toBytes(wb.metricsCSV)
			})
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
		&fyne.MenuItem{Label: "Presentation mode (F11)", Action: wb.togglePresentation},
		&fyne.MenuItem{Label: "Single view (F9)", Action: wb.nextSingleView},
		&fyne.MenuItem{Label: "Clear selection (Esc)", Action: wb.clearSelection},
		wb.newRevealItem(),
		&fyne.MenuItem{Label: "Side column (files, editor)", Action: wb.toggleSide,
			Shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyB, Modifier: fyne.KeyModifierShortcutDefault}},
		&fyne.MenuItem{Label: "Top views larger", Action: func() { wb.moveViewsDivider(dividerStep) },
			Shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyDown, Modifier: fyne.KeyModifierShortcutDefault}},
		&fyne.MenuItem{Label: "Bottom views larger", Action: func() { wb.moveViewsDivider(-dividerStep) },
			Shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyUp, Modifier: fyne.KeyModifierShortcutDefault}},
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Fit framebuffer", func() { wb.fb.view.FitToWindow() }),
		fyne.NewMenuItem("Whole run in timeline", func() { wb.tl.view.SetWindow(0, float64(wb.clock.End())) }),
		fyne.NewMenuItem("Coverage: outer, centre, inner…", wb.showCoverage),
	)
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard shortcuts", func() { wb.showShortcuts() }),
	)
	return wb.web.menus(fyne.NewMainMenu(file, view, help)) // (web_js.go: File for a browser)
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

// shortcuts lists the keys and pointer gestures, section by section (a
// section starts with a row whose effect is "").
var shortcuts = [][2]string{
	{"Playback — whenever no text field has the keyboard focus", ""},
	{"Space", "play / pause"},
	{"← / →", "one event back / forward"},
	{"↓ / ↑", "ten events back / forward"},
	{"Page Up / Page Down", "a hundred events back / forward"},
	{"Home / End", "start / end of the run"},
	{"Esc", "clear the selection (task, triangle, runtime instance)"},
	{"Anywhere", ""},
	{"F11", "presentation mode on / off"},
	{"F9", "single view: the timeline, task graph, viewports, utilization, command processor alone in turn, then all views"},
	{"Ctrl+B", "hide / show the side column (files, editor, problems)"},
	{"Ctrl+↓ / Ctrl+↑", "move the divider under the framebuffer and viewports down / up"},
	{"Ctrl+S", "save the editor tab"},
	{"Ctrl+F", "find in the editor tab (Enter: next match)"},
	{"Ctrl+Home / Ctrl+End", "start / end of the file (in the editor)"},
	{"Ctrl+Q", "quit (asks first if an editor tab is unsaved)"},
	{"Pointer", ""},
	{"Framebuffer", "scroll: zoom at the cursor · drag: pan · double-click: fit · click: select a triangle"},
	{"Timeline", "scroll: zoom in time · drag: pan · click a bar: select its task · click the axis: seek"},
	{"Viewports", "scroll: zoom all levels · drag: pan · double-click: whole viewport · click: select a triangle"},
	{"Editor", "click the framebuffer or the timeline to give the keys back to playback"},
}

// showShortcuts shows the keyboard shortcuts in a dialog (Help › Keyboard
// shortcuts, or Keys in the playback bar).
func (wb *workbench) showShortcuts() *dialog.CustomDialog {
	grid := container.New(layout.NewFormLayout())
	for _, r := range shortcuts {
		if r[1] == "" {
			grid.Add(widget.NewLabelWithStyle(r[0], fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			grid.Add(layout.NewSpacer())
			continue
		}
		k := widget.NewLabelWithStyle(r[0], fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
		grid.Add(k)
		grid.Add(widget.NewLabel(r[1]))
	}
	// scrolled, and no taller than the window leaves room for: the list is
	// longer than a 700-pixel screen
	scroll := container.NewScroll(grid)
	d := dialog.NewCustom("Keyboard shortcuts", "Close", scroll, wb.win)
	win := wb.win.Canvas().Size()
	want := grid.MinSize().AddWidthHeight(theme.Padding()*8, theme.Padding()*8+theme.TextSize()*9) // the title, the button, margins
	d.Resize(fyne.NewSize(min(want.Width, win.Width-20), min(want.Height, win.Height-20)))
	d.Show()
	return d
}

// startDir is where the file dialogs open: the last folder the user chose
// for an export, else the workspace folder, else the working folder.
func (wb *workbench) startDir() string {
	for _, d := range []string{wb.lastSaveDir, wb.dir} {
		if st, err := os.Stat(d); d != "" && err == nil && st.IsDir() {
			return d
		}
	}
	return wb.lastFolder() // the last folder used, else home
}

// exportName proposes a file name: base, the workspace's name, ext
// ("framebuffer-showcase.png").
func (wb *workbench) exportName(base, ext string) string {
	if wb.run != nil && wb.run.Workspace != nil && wb.run.Workspace.Name != "" {
		if s := slug(wb.run.Workspace.Name); s != "" {
			base += "-" + s
		}
	}
	return base + ext
}

// listable returns dir as a location for a file dialog (nil if it cannot be
// listed; the dialog then starts in its own default folder).
func listable(dir string) fyne.ListableURI {
	if dir == "" {
		return nil
	}
	l, err := storage.ListerForURI(storage.NewFileURI(dir))
	if err != nil {
		return nil
	}
	return l
}

// toBytes produces a file's content in memory, so that nothing is written
// to the chosen file unless the whole content could be produced.
func toBytes(write func(io.Writer) error) ([]byte, error) {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// encodePNG encodes img as PNG in memory.
func encodePNG(img image.Image) ([]byte, error) {
	return toBytes(func(w io.Writer) error { return png.Encode(w, img) })
}

// saveAs produces the content first (an error is shown and no dialog
// opens), then shows Fyne's save dialog proposing name in startDir,
// filtered to exts; the content is written to the chosen file. (The dialog
// itself asks before replacing an existing file.) It returns the dialog (nil
// when there was nothing to save).
func (wb *workbench) saveAs(title, name string, exts []string, content func() ([]byte, error)) *dialog.FileDialog {
	data, err := content()
	if err != nil {
		dialog.ShowError(fmt.Errorf("%s: %w", title, err), wb.win)
		return nil
	}
	if wb.web.download(name, data) { // the web edition: a browser download
		return nil
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		wb.writeExport(title, w, err, data)
	}, wb.win)
	d.SetTitleText(title)
	d.SetConfirmText("Save")
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	if l := listable(wb.startDir()); l != nil {
		d.SetLocation(l)
	}
	d.Show()
	d.Resize(fyne.NewSize(900, 600)) // (after Show: FileDialog.Resize needs the shown dialog)
	wb.fileDialog = d
	return d
}

// writeExport writes data through the save dialog's writer w (nil when the
// user cancelled) and reports the outcome.
func (wb *workbench) writeExport(title string, w fyne.URIWriteCloser, err error, data []byte) {
	if err != nil {
		dialog.ShowError(fmt.Errorf("%s: could not open the file: %w", title, err), wb.win)
		return
	}
	if w == nil {
		return // cancelled
	}
	where := w.URI().String()
	if w.URI().Scheme() == "file" {
		where = w.URI().Path()
	}
	_, err = w.Write(data)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		dialog.ShowError(fmt.Errorf("%s: writing %s failed: %w", title, where, err), wb.win)
		return
	}
	if w.URI().Scheme() == "file" {
		wb.lastSaveDir = filepath.Dir(where)
	}
	wb.status.setMessage(fmt.Sprintf("wrote %s (%d bytes)", where, len(data)))
}

// switchTo opens the workspace in dir ("" = the built-in showcase) from a
// menu, asking first about unsaved editor tabs.
func (wb *workbench) switchTo(dir string) {
	name := filepath.Base(dir)
	if dir == "" {
		name = "the built-in showcase"
	}
	wb.askUnsaved("Open another workspace", "opening "+name, func() { wb.Open(dir) })
}

// openWorkspaceDialog shows Fyne's folder dialog, starting beside the current
// workspace, and opens the chosen folder.
func (wb *workbench) openWorkspaceDialog() *dialog.FileDialog {
	d := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
		if err != nil {
			dialog.ShowError(fmt.Errorf("open workspace: %w", err), wb.win)
			return
		}
		if u == nil {
			return
		}
		wb.switchTo(u.Path())
	}, wb.win)
	d.SetTitleText("Open workspace folder")
	d.SetConfirmText("Open")
	start := wb.dir
	if start != "" {
		start = filepath.Dir(start)
	}
	if l := listable(start); l != nil {
		d.SetLocation(l)
	} else if l := listable(wb.startDir()); l != nil {
		d.SetLocation(l)
	}
	d.Show()
	d.Resize(fyne.NewSize(900, 600)) // (after Show: FileDialog.Resize needs the shown dialog)
	wb.fileDialog = d
	return d
}

var errNoRun = fmt.Errorf("nothing to export yet: the workspace has not finished loading (or failed to load)")

func (wb *workbench) exportFramebuffer(p string) error {
	return writeFile(p, func(w *bufio.Writer) error { return wb.framebufferPNG(w) })
}

func (wb *workbench) exportTrace(p string) error {
	return writeFile(p, func(w *bufio.Writer) error { return wb.chromeTrace(w) })
}

func (wb *workbench) exportMetrics(p string) error {
	return writeFile(p, func(w *bufio.Writer) error { return wb.metricsCSV(w) })
}

// framebufferPNG encodes the run's final framebuffer.
func (wb *workbench) framebufferPNG(w io.Writer) error {
	if wb.run == nil || wb.run.Frame == nil {
		return errNoRun
	}
	return png.Encode(w, wb.run.Frame.Color)
}

// chromeTrace writes the run's timeline in the Chrome Trace Event Format.
func (wb *workbench) chromeTrace(w io.Writer) error {
	if wb.run == nil || wb.run.Result == nil {
		return errNoRun
	}
	return scheduler.WriteChromeTrace(w, wb.run.Result)
}

// metricsCSV writes the run's metrics as CSV.
func (wb *workbench) metricsCSV(w io.Writer) error {
	if wb.run == nil || wb.run.Result == nil {
		return errNoRun
	}
	return scheduler.WriteMetricsCSV(w, wb.run.Result)
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
	// Wrapping rows (flowLayout) learn their width in the first pass: lay
	// everything out again (a one-pixel resize reaches every container)
	// until they are settled.
	for i := 0; i < 4 && relayoutNeeded; i++ {
		relayoutNeeded = false
		c.Resize(size.AddWidthHeight(1, 0))
		c.Resize(size)
	}
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

// newFromExample asks for an example, the folder to create the workspace
// in (typed, or chosen with Fyne's folder dialog) and its name, copies the
// example there and opens it. Existing files are never overwritten.
func (wb *workbench) newFromExample() *dialog.FormDialog { return wb.newFromExampleNamed("") }

// newFromExampleNamed is newFromExample with example chosen ("" = the first).
func (wb *workbench) newFromExampleNamed(example string) *dialog.FormDialog {
	names := workspaces.Examples()
	sel := widget.NewSelect(names, nil)
	nameEntry := widget.NewEntry()
	edited := false
	nameEntry.OnChanged = func(string) { edited = true }
	sel.OnChanged = func(s string) {
		if !edited {
			nameEntry.SetText(s)
			edited = false
		}
	}
	if slices.Contains(names, example) {
		sel.SetSelected(example)
	} else if len(names) > 0 {
		sel.SetSelected(names[0])
	}
	parent := wb.startDir()
	if wb.dir != "" {
		parent = filepath.Dir(wb.dir)
	}
	parentEntry := widget.NewEntry()
	parentEntry.SetText(parent)
	browse := wb.browseButton("Create the workspace in", parentEntry)
	items := []*widget.FormItem{
		widget.NewFormItem("Example", sel),
		{Text: "Create in", Widget: container.NewBorder(nil, nil, nil, browse, parentEntry),
			HintText: "an existing folder; the workspace becomes a new folder inside it"},
		{Text: "Folder name", Widget: nameEntry},
	}
	f := dialog.NewForm("New workspace from example", "Create", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		if sel.Selected == "" || nameEntry.Text == "" || parentEntry.Text == "" {
			dialog.ShowError(fmt.Errorf("choose an example, a folder to create it in and a name"), wb.win)
			return
		}
		d := filepath.Join(filepath.Clean(parentEntry.Text), nameEntry.Text)
		wb.askUnsaved("Open the new workspace", "opening "+nameEntry.Text, func() {
			if err := workspaces.CreateFromExample(sel.Selected, d); err != nil {
				dialog.ShowError(fmt.Errorf("could not create the workspace: %w", err), wb.win)
				return
			}
			wb.Open(d)
		})
	}, wb.win)
	f.Resize(fyne.NewSize(700, 260))
	f.Show()
	return f
}

// setVariant forces the light or dark theme (kept in presentation mode).
func (wb *workbench) setVariant(v fyne.ThemeVariant) {
	wb.present.variant, wb.present.forced = v, true
	wb.applyTheme()
	name := "dark"
	if v == theme.VariantLight {
		name = "light"
	}
	wb.prefs().SetString(prefTheme, name)
}
