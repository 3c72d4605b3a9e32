//go:build js

package app

// The web edition (GOOS=js GOARCH=wasm, served by `make web`): the same
// window in a browser tab. Files live in the page's in-memory file system
// (web/memfs.js), so the app's own loading, editing and saving code runs
// unchanged; what differs is here:
//
//   - File › Open example copies an example into the page's memory
//     (/home/web/workspaces/NAME), where the editor can change it; saving a
//     file re-runs the workspace (nothing watches files in a browser) and
//     keeps the whole workspace in the browser's storage (Fyne's storage,
//     IndexedDB), so it opens with the edits after a page reload.
//   - File › Import workspace (.zip) / Export workspace (.zip) use the
//     browser's upload and download; every other export downloads its file.
//   - Open workspace (a typed path or a folder) becomes Import; Open recent
//     says in one line that it cannot work here; New workspace from example
//     opens the example's copy in the browser (no folder to ask for).
//   - Quit says to close the tab.
//   - window.ppuwbTest lets the browser tests (internal/webtest) drive the
//     menus and read the status line.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/internal/wszip"
	"github.com/ppuwb/ppuwb/workspaces"
)

// root is where the web edition keeps workspaces in the page's memory.
const webRoot = "/home/web/workspaces"

// state is the web edition's part of the window's state (one window).
var webState struct {
	savedItem *fyne.MenuItem // File › Saved in this browser
	imported  string         // the last import's status line (tests)
	frames    int            // playback clock changes (tests: frame rate)
}

// notHere is the one line shown for a desktop feature that needs files
// on disk.
func webNotHere(what string) string {
	return what + " needs folders on disk, which a browser does not give: use File › Import workspace (.zip) or File › Open example"
}

// setup adds the page's upload field (for Import) and the test hooks.
func (web *webShell) setup() {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".zip,application/zip")
	in.Set("id", "ppuwb-import")
	in.Get("style").Set("display", "none")
	in.Call("addEventListener", "change", js.FuncOf(func(this js.Value, args []js.Value) any {
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		var done js.Func
		done = js.FuncOf(func(this js.Value, a []js.Value) any {
			done.Release()
			buf := js.Global().Get("Uint8Array").New(a[0])
			data := make([]byte, buf.Length())
			js.CopyBytesToGo(data, buf)
			in.Set("value", "") // the same file may be chosen again
			// (not on this callback's goroutine: it must not block)
			go fyne.Do(func() { web.importZip(name, data) })
			return nil
		})
		f.Call("arrayBuffer").Call("then", done)
		return nil
	}))
	doc.Get("body").Call("appendChild", in)
	// Quit (its menu item, Ctrl+Q) would leave a dead page.
	web.wb.quitApp = func() {
		web.wb.status.setMessage("in the browser, close the tab to quit (edits you saved stay in this browser)")
	}
	web.keys() // Home, End, Page Up and Down (web_keys_js.go)
	web.testHooks()
}

// opened runs after Open(dir) on the web: nothing watches the files (the
// editor's save re-runs the workspace instead). It reports true (Open then
// starts no watcher).
func (web *webShell) opened(dir string) bool {
	web.wb.status.setWatch("in the browser: saving in the editor re-runs the workspace")
	return true
}

// saved re-runs the workspace after the editor saved e, and keeps the
// workspace in the browser's storage.
func (web *webShell) saved(e *editorTab) {
	web.reload("reload", nil, time.Now())
	if err := web.persist(web.dir); err != nil {
		web.wb.status.setMessage("saved " + e.rel + " for this page only: the browser's storage refused it: " + err.Error())
	}
}

// menus adapts File for the browser.
func (web *webShell) menus(m *fyne.MainMenu) *fyne.MainMenu {
	file := m.Items[0]
	var items []*fyne.MenuItem
	for _, it := range file.Items {
		switch {
		case it.Label == "Open workspace…":
			items = append(items,
				fyne.NewMenuItem("Import workspace (.zip)…", web.chooseImport),
				fyne.NewMenuItem("Export workspace (.zip)…", web.export),
				web.examplesItem(),
				web.savedItem(),
			)
		case it == web.wb.recentItem:
			web.wb.recentItem = nil
			items = append(items, fyne.NewMenuItem("Open recent", func() { web.wb.status.setMessage(webNotHere("Open recent")) }))
		case it.Label == "New workspace from example…":
			// no folder to create it in: the copy lives in the browser
			items = append(items, fyne.NewMenuItem("New workspace from example…", web.newFromExample))
		default:
			items = append(items, it)
		}
	}
	file.Items = items
	return m
}

// newFromExample asks which example to open as an editable copy in the
// browser (the desktop's form also asks for a folder).
func (web *webShell) newFromExample() {
	names := workspaces.Examples()
	sel := widget.NewSelect(names, nil)
	sel.SetSelected(names[0])
	dialog.ShowForm("New workspace from example", "Open", "Cancel",
		[]*widget.FormItem{{Text: "Example", Widget: sel,
			HintText: "an editable copy, kept in this browser once you save (there are no folders on disk here)"}},
		func(ok bool) {
			if ok && sel.Selected != "" {
				web.openExample(sel.Selected)
			}
		}, web.wb.win)
}

func (web *webShell) examplesItem() *fyne.MenuItem {
	it := fyne.NewMenuItem("Open example", nil)
	sub := fyne.NewMenu("")
	for _, name := range workspaces.Examples() {
		sub.Items = append(sub.Items, fyne.NewMenuItem(name, func() { web.openExample(name) }))
	}
	it.ChildMenu = sub
	return it
}

// savedItem is File › Saved in this browser: the workspaces kept in the
// browser's storage, to open or to forget.
func (web *webShell) savedItem() *fyne.MenuItem {
	it := fyne.NewMenuItem("Saved in this browser", nil)
	it.ChildMenu = web.savedMenu()
	webState.savedItem = it
	return it
}

func (web *webShell) savedMenu() *fyne.Menu {
	m := fyne.NewMenu("")
	for _, name := range web.stored() {
		m.Items = append(m.Items, fyne.NewMenuItem("Open "+name, func() { web.openStored(name) }))
	}
	for _, name := range web.stored() {
		m.Items = append(m.Items, fyne.NewMenuItem("Forget "+name, func() { web.forget(name) }))
	}
	if len(m.Items) == 0 {
		none := fyne.NewMenuItem("(none yet: edits and imports are kept here)", nil)
		none.Disabled = true
		m.Items = append(m.Items, none)
	}
	return m
}

func (web *webShell) refreshSaved() {
	if webState.savedItem != nil {
		webState.savedItem.ChildMenu = web.savedMenu()
		if mm := web.wb.win.MainMenu(); mm != nil {
			mm.Refresh()
		}
	}
}

// stored lists the workspaces kept in the browser's storage.
func (web *webShell) stored() []string {
	var out []string
	for _, n := range web.wb.app.Storage().List() {
		if name, ok := strings.CutSuffix(n, ".zip"); ok && name != "" {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// openExample opens the named example from the page's memory: the copy
// edited on this page, else the copy kept in the browser's storage, else a
// fresh copy of the built-in example.
func (web *webShell) openExample(name string) {
	web.wb.askUnsaved("Open an example", "opening "+name, func() {
		dir := filepath.Join(webRoot, name)
		note, err := web.materialize(name, func() error { return workspaces.CreateFromExample(name, dir) })
		if err != nil {
			web.wb.status.setMessage("could not open example " + name + ": " + err.Error())
			return
		}
		web.wb.Open(dir)
		if note != "" {
			web.wb.status.setMessage(note)
		}
	})
}

// openStored opens a workspace kept in the browser's storage.
func (web *webShell) openStored(name string) {
	web.wb.askUnsaved("Open a saved workspace", "opening "+name, func() {
		_, err := web.materialize(name, func() error { return fmt.Errorf("%s is no longer in this browser's storage", name) })
		if err != nil {
			web.wb.status.setMessage("could not open " + name + ": " + err.Error())
			return
		}
		web.wb.Open(filepath.Join(webRoot, name))
	})
}

// materialize makes sure workspace name is in the page's memory; fresh
// creates it when the browser's storage has no copy. It returns a note for
// the status line when it restored a stored copy.
func (web *webShell) materialize(name string, fresh func() error) (string, error) {
	dir := filepath.Join(webRoot, name)
	if _, err := os.Stat(filepath.Join(dir, wszip.Marker)); err == nil {
		return "", nil
	}
	_ = os.RemoveAll(dir)
	if data, err := web.load(name); err == nil {
		if _, err := wszip.Unzip(name+".zip", data, dir); err != nil {
			return "", err
		}
		return "opened " + name + " with your edits, kept in this browser (File › Saved in this browser › Forget " + name + " to start over)", nil
	}
	return "", fresh()
}

// forget removes a workspace from the browser's storage (and from the
// page's memory unless it is open).
func (web *webShell) forget(name string) {
	if err := web.wb.app.Storage().Remove(name + ".zip"); err != nil {
		web.wb.status.setMessage("could not forget " + name + ": " + err.Error())
		return
	}
	web.wb.prefs().RemoveValue(webSizePref(name))
	dir := filepath.Join(webRoot, name)
	if web.dir != dir {
		_ = os.RemoveAll(dir)
		web.wb.status.setMessage("forgot " + name + ": the browser no longer keeps it")
	} else {
		web.wb.status.setMessage("forgot " + name + ": the browser no longer keeps it (it stays open until you open another workspace)")
	}
	web.refreshSaved()
}

// sizePref is the preference that keeps the size of a stored archive:
// Fyne 2.8's IndexedDB reader hands out the file from its start on every
// Read (and io.EOF), so io.ReadAll would stop at 512 bytes; one read of
// exactly the stored size gets it whole.
func webSizePref(name string) string { return "web.stored." + name + ".size" }

// load reads workspace name's archive from the browser's storage.
func (web *webShell) load(name string) ([]byte, error) {
	r, err := web.wb.app.Storage().Open(name + ".zip")
	if err != nil {
		return nil, err
	}
	defer r.Close()
	size := web.wb.prefs().Int(webSizePref(name))
	if size <= 0 {
		return nil, fmt.Errorf("%s.zip: its size was not recorded", name)
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(r, data); err != nil {
		return nil, fmt.Errorf("%s.zip: %w", name, err)
	}
	return data, nil
}

// persist keeps the workspace folder dir in the browser's storage.
func (web *webShell) persist(dir string) error {
	if dir == "" {
		return nil
	}
	data, err := wszip.Zip(os.DirFS(dir))
	if err != nil {
		return err
	}
	name := filepath.Base(dir) + ".zip"
	st := web.wb.app.Storage()
	w, err := st.Save(name)
	if err != nil {
		w, err = st.Create(name)
	}
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		web.wb.prefs().SetInt(webSizePref(filepath.Base(dir)), len(data))
		web.refreshSaved()
	}
	return err
}

// chooseImport opens the browser's file chooser (Import workspace).
func (web *webShell) chooseImport() {
	js.Global().Get("document").Call("getElementById", "ppuwb-import").Call("click")
}

// importZip unpacks an uploaded archive into the page's memory, keeps it in
// the browser's storage and opens it. A workspace of the same name is
// replaced.
func (web *webShell) importZip(file string, data []byte) {
	name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	name = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' || r < ' ' {
			return '-'
		}
		return r
	}, name)
	if name == "" || name == "." || name == ".." || strings.HasPrefix(name, ".") {
		name = "imported"
	}
	web.wb.askUnsaved("Import a workspace", "importing "+file, func() {
		dir := filepath.Join(webRoot, name)
		tmp := dir + ".import"
		_ = os.RemoveAll(tmp)
		n, err := wszip.Unzip(file, data, tmp)
		if err == nil {
			if _, serr := os.Stat(filepath.Join(tmp, wszip.Marker)); serr != nil {
				err = fmt.Errorf("%s: no %s at the top of the archive (or in its one folder): not a workspace", file, wszip.Marker)
			}
		}
		if err != nil {
			_ = os.RemoveAll(tmp)
			web.wb.status.setMessage("import failed: " + err.Error())
			return
		}
		if web.dir == dir {
			web.wb.side.setWorkspace("") // its tabs belong to the replaced files
		}
		_ = os.RemoveAll(dir)
		if err := os.Rename(tmp, dir); err != nil {
			web.wb.status.setMessage("import failed: " + err.Error())
			return
		}
		web.wb.Open(dir)
		msg := fmt.Sprintf("imported %s (%d files) as %s", file, n, name)
		if err := web.persist(dir); err != nil {
			msg += " for this page only: the browser's storage refused it: " + err.Error()
		} else {
			msg += ", kept in this browser"
		}
		webState.imported = msg
		web.wb.status.setMessage(msg)
	})
}

// export downloads the open workspace as NAME.zip (the showcase when no
// workspace is open).
func (web *webShell) export() {
	var fsys fs.FS
	name := workspaces.DefaultExample
	if web.dir == "" {
		var err error
		if fsys, err = workspaces.ExampleFS(name); err != nil {
			web.wb.status.setMessage("export failed: " + err.Error())
			return
		}
	} else {
		if dirty := web.wb.side.dirtyTabs(); len(dirty) > 0 {
			web.wb.status.setMessage("export: " + dirty[0].rel + " has unsaved changes: save it first (the archive holds the saved files)")
			return
		}
		fsys, name = os.DirFS(web.dir), filepath.Base(web.dir)
	}
	data, err := wszip.Zip(fsys)
	if err != nil {
		web.wb.status.setMessage("export failed: " + err.Error())
		return
	}
	web.download(name+".zip", data)
}

// download hands data to the browser as a download named name (every
// export of the File menu comes here instead of a save dialog).
func (web *webShell) download(name string, data []byte) bool {
	g := js.Global()
	arr := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	mime := "application/octet-stream"
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png":
		mime = "image/png"
	case ".json":
		mime = "application/json"
	case ".csv":
		mime = "text/csv"
	case ".zip":
		mime = "application/zip"
	}
	blob := g.Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	url := g.Get("URL").Call("createObjectURL", blob)
	a := g.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	g.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		revoke.Release()
		g.Get("URL").Call("revokeObjectURL", url)
		return nil
	})
	g.Call("setTimeout", revoke, 60000)
	web.wb.status.setMessage(fmt.Sprintf("downloaded %s (%d bytes)", name, len(data)))
	return true
}

// testHooks installs window.ppuwbTest for the browser tests: each
// function returns a Promise and runs on the UI goroutine.
func (web *webShell) testHooks() {
	web.clock.OnChange(func(int64) { webState.frames++ })
	hooks := map[string]any{
		// play() / pause(): playback from the start, as Home then Space
		"play": webPromise(func([]js.Value) (any, error) {
			web.clock.Home()
			web.clock.SetPlaying(true)
			return nil, nil
		}),
		"pause": webPromise(func([]js.Value) (any, error) {
			web.clock.SetPlaying(false)
			return nil, nil
		}),
		// state(): the status line, the workspace and whether a job runs
		"state": webPromise(func(args []js.Value) (any, error) {
			s := web.wb.status
			st := map[string]any{
				"message": s.message.Text, "reload": s.reload.Text, "watch": s.watch.Text,
				"busy": s.isBusy, "dir": web.dir, "title": web.wb.win.Title(), "problems": len(web.wb.side.errs),
				"imported": webState.imported, "stored": web.stored(), "frames": webState.frames,
				"time": web.clock.Time(), "end": web.clock.End(),
			}
			if v := web.wb.single; v != nil {
				st["single"] = v.title()
			}
			if e := web.wb.side.current(); e != nil {
				st["file"], st["row"], st["col"] = e.rel, e.entry.CursorRow, e.entry.CursorColumn
				st["selected"], st["text"] = e.entry.SelectedText(), e.entry.Text
				st["focused"] = web.wb.win.Canvas().Focused() == fyne.Focusable(e.entry)
			}
			b, err := json.Marshal(st)
			return string(b), err
		}),
		// menu("File", "Open example", "continuations"): runs the item's action
		"menu": webPromise(func(args []js.Value) (any, error) {
			var path []string
			for _, a := range args {
				path = append(path, a.String())
			}
			it := findMenuItem(web.wb.win.MainMenu().Items, path)
			if it == nil || it.Action == nil {
				return nil, fmt.Errorf("no menu item %q", strings.Join(path, " › "))
			}
			it.Action()
			return nil, nil
		}),
		// focusEditor("tasks.toml", row, col): opens the file in the
		// editor, gives it the keyboard and puts the caret at row, col (0
		// based): the test then types with real key events
		"focusEditor": webPromise(func(args []js.Value) (any, error) {
			if len(args) != 3 {
				return nil, errors.New("focusEditor(file, row, col)")
			}
			e := web.wb.side.openFile(args[0].String())
			if e == nil {
				return nil, fmt.Errorf("cannot open %s: %s", args[0].String(), web.wb.status.message.Text)
			}
			web.wb.win.Canvas().Focus(e.entry)
			e.entry.CursorRow, e.entry.CursorColumn = args[1].Int(), args[2].Int()
			e.entry.Refresh()
			return nil, nil
		}),
		// unfocus(): no widget has the keyboard (keys go to playback)
		"unfocus": webPromise(func([]js.Value) (any, error) {
			web.wb.win.Canvas().Unfocus()
			return nil, nil
		}),
		// edit("tasks.toml", "grid = [8]", "grid = [4]"): opens the file in
		// the editor, replaces the text as typing would, and saves the tab
		"edit": webPromise(func(args []js.Value) (any, error) {
			if len(args) != 3 {
				return nil, errors.New("edit(file, old, new)")
			}
			e := web.wb.side.openFile(args[0].String())
			if e == nil {
				return nil, fmt.Errorf("cannot open %s: %s", args[0].String(), web.wb.status.message.Text)
			}
			old, repl := args[1].String(), args[2].String()
			if !strings.Contains(e.entry.Text, old) {
				return nil, fmt.Errorf("%s does not contain %q", e.rel, old)
			}
			e.entry.SetText(strings.Replace(e.entry.Text, old, repl, 1))
			if !e.dirty {
				return nil, fmt.Errorf("the edit of %s did not mark the tab unsaved", e.rel)
			}
			web.wb.side.saveCurrent()
			return nil, nil
		}),
	}
	js.Global().Set("ppuwbTest", js.ValueOf(hooks))
}

func findMenuItem(menus []*fyne.Menu, path []string) *fyne.MenuItem {
	if len(path) < 2 {
		return nil
	}
	for _, m := range menus {
		if m.Label != path[0] {
			continue
		}
		items := m.Items
		var found *fyne.MenuItem
		for _, label := range path[1:] {
			found = nil
			for _, it := range items {
				if it.Label == label {
					found = it
					break
				}
			}
			if found == nil {
				return nil
			}
			if found.ChildMenu != nil {
				items = found.ChildMenu.Items
			}
		}
		return found
	}
	return nil
}

// promise wraps f as a JavaScript function returning a Promise; f runs
// on the UI goroutine (fyne.DoAndWait), off the JavaScript callback, which
// must not block.
func webPromise(f func(args []js.Value) (any, error)) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) any {
		args = slices.Clone(args)
		var handler js.Func
		handler = js.FuncOf(func(this js.Value, pa []js.Value) any {
			handler.Release()
			resolve, reject := pa[0], pa[1]
			go func() {
				var v any
				var err error
				fyne.DoAndWait(func() { v, err = f(args) })
				if err != nil {
					reject.Invoke(js.Global().Get("Error").New(err.Error()))
					return
				}
				resolve.Invoke(v)
			}()
			return nil
		})
		return js.Global().Get("Promise").New(handler)
	})
}
