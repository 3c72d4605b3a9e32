package app

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/ppuwb/ppuwb/workspaces"
	"github.com/ppuwb/ppuwb/workspaces/recovery"
)

// maxEditFile is the largest file the editor opens (workspace text files are
// small; meshes and textures are not edited here).
const maxEditFile = 2 << 20

// sidePanel is the workspace side: the file tree, the editor tabs and the
// error list with click-to-jump.
type sidePanel struct {
	wb       *workbench
	saveBtn  *widget.Button // hidden for the read-only showcase
	saveNote *widget.Label
	dir      string
	tree     *widget.Tree
	kids     map[string][]string // tree: folder (""=root) → children rel paths
	isDir    map[string]bool
	tabs     *container.DocTabs
	editors  []*editorTab
	errs     workspaces.Errors
	errList  *widget.List
	errHead  *widget.Label
	hint     *widget.Label
	find     *findBar
	content  fyne.CanvasObject

	recovery     *recovery.Store
	recoveryStop chan struct{}
}

// editorTab is one open file: a monospace multi-line entry beside a
// line-number gutter, both in one scroller so they move together.
type editorTab struct {
	rel    string // slash path relative to the workspace
	path   string // absolute path
	entry  *codeEntry
	gutter *widget.RichText
	marks  *fyne.Container // problem underlines over the text (editor_marks.go)
	scroll *container.Scroll
	item   *container.TabItem
	disk   string // content last read from or written to disk
	base   string // disk content when the current edits began (for recovery)
	dirty  bool
	asking bool // a keep/load/compare question is open
	// readOnly tabs show the built-in example's files.
	readOnly bool
}

func newSidePanel(wb *workbench) *sidePanel {
	s := &sidePanel{wb: wb, kids: map[string][]string{}, isDir: map[string]bool{}}
	s.tree = widget.NewTree(
		func(id widget.TreeNodeID) []widget.TreeNodeID { return s.kids[id] },
		func(id widget.TreeNodeID) bool { return id == "" || s.isDir[id] },
		func(branch bool) fyne.CanvasObject { return widget.NewLabel("workspace file name") },
		func(id widget.TreeNodeID, branch bool, o fyne.CanvasObject) {
			name := filepath.Base(id)
			if branch {
				name += "/"
			}
			l := o.(*widget.Label)
			l.Importance = widget.MediumImportance
			if b := s.treeBadge(id); b != "" {
				name += b
				l.Importance = widget.DangerImportance
			}
			l.SetText(name)
		})
	s.tree.OnSelected = func(id widget.TreeNodeID) {
		if !s.isDir[id] {
			if e := s.openFile(id); e != nil && !e.readOnly {
				// Type straight away: the editor gets the keyboard focus
				// (after the tree, which takes it when tapped).
				go uiDo(func() {
					if c := s.wb.win.Canvas(); c != nil {
						c.Focus(e.entry)
					}
				})
			}
		}
		s.tree.UnselectAll()
	}
	s.tabs = container.NewDocTabs()
	s.tabs.Hide()
	s.tabs.CloseIntercept = func(it *container.TabItem) {
		e := s.tabFor(it)
		if e == nil || !e.dirty {
			s.closeTab(it)
			return
		}
		showChoice(wb.win, "Unsaved changes", e.rel+" has unsaved changes.",
			[]string{"Save", "Discard", "Cancel"}, func(i int) {
				switch i {
				case 0:
					if s.save(e) == nil {
						s.closeTab(it)
					}
				case 1:
					s.closeTab(it)
				}
			})
	}
	s.errHead = widget.NewLabel("No problems")
	s.errHead.Wrapping = fyne.TextWrapWord
	s.errList = widget.NewList(
		func() int { return len(s.errs) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("file:1:1: message")
			l.Wrapping = fyne.TextWrapWord
			l.Importance = widget.DangerImportance
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(s.errs[i].String()) })
	s.errList.OnSelected = func(i widget.ListItemID) {
		s.errList.UnselectAll()
		if i < len(s.errs) {
			s.jumpTo(s.errs[i])
		}
	}
	saveBtn := widget.NewButton("Save", s.saveCurrent)
	s.saveBtn, s.saveNote = saveBtn, truncLabel(saveNoteText)
	files := container.NewBorder(widget.NewLabelWithStyle("Files", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil, s.tree)
	errors := container.NewBorder(s.errHead, nil, nil, nil, s.errList)
	s.hint = widget.NewLabel("Open a file from the tree above to edit it. Saving reloads the workspace like any external save; unsaved edits are kept in recovery copies.")
	s.hint.Importance = widget.LowImportance
	s.hint.Wrapping = fyne.TextWrapWord // the column keeps its width
	s.find = newFindBar(s)
	s.installFindShortcut()
	editor := container.NewBorder(container.NewVBox(container.NewBorder(nil, nil, saveBtn, nil, s.saveNote), s.find.content), nil, nil, nil,
		container.NewStack(container.NewPadded(s.hint), s.tabs))
	top := container.NewVSplit(files, editor)
	top.SetOffset(0.3)
	all := container.NewVSplit(top, errors)
	all.SetOffset(0.8)
	s.content = all
	return s
}

// setWorkspace shows dir's files (none for the embedded default), closes
// tabs of the previous workspace, and offers recovered unsaved edits.
func (s *sidePanel) setWorkspace(dir string) {
	s.stopRecovery()
	// Unsaved edits of the previous workspace stay in the recovery store
	// (offered when it is opened again); the tabs close.
	s.writeRecovery()
	for _, e := range append([]*editorTab(nil), s.editors...) {
		s.removeTab(e.item, false)
	}
	s.dir = dir
	s.scan()
	s.showReadOnly(dir == "")
	if dir == "" {
		return
	}
	rs, err := recovery.Default()
	if err != nil {
		s.wb.status.setMessage("crash recovery off: " + err.Error())
		return
	}
	s.recovery = rs
	s.offerRecovery()
	stop := make(chan struct{})
	s.recoveryStop = stop
	go func() {
		tk := time.NewTicker(3 * time.Second)
		defer tk.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tk.C:
				uiDo(s.writeRecovery)
			}
		}
	}()
}

func (s *sidePanel) stopRecovery() {
	if s.recoveryStop != nil {
		close(s.recoveryStop)
		s.recoveryStop = nil
	}
}

// writeRecovery saves a recovery copy of every dirty tab and removes the
// copies of clean ones, so unsaved edits survive a crash.
func (s *sidePanel) writeRecovery() {
	if s.recovery == nil {
		return
	}
	for _, e := range s.editors {
		if e.dirty {
			_ = s.recovery.Save(e.path, []byte(e.entry.Text), []byte(e.base))
		} else {
			_ = s.recovery.Discard(e.path)
		}
	}
}

// offerRecovery asks whether to restore unsaved edits found from a previous
// session that ended without saving them (copies equal to the file on disk
// are discarded silently).
func (s *sidePanel) offerRecovery() {
	all, err := s.recovery.List(s.dir)
	if err != nil {
		return
	}
	var list []recovery.Copy
	var names []string
	for _, r := range all {
		if r.SameAsDisk {
			_ = s.recovery.Discard(r.Path)
			continue
		}
		rel, err := filepath.Rel(s.dir, r.Path)
		if err != nil {
			continue
		}
		list = append(list, r)
		n := filepath.ToSlash(rel)
		if r.DiskChanged {
			n += " (changed on disk since)"
		}
		names = append(names, n)
	}
	if len(list) == 0 {
		return
	}
	showChoice(s.wb.win, "Recover unsaved edits?",
		"The last session ended with unsaved edits in: "+strings.Join(names, ", ")+
			". Restore them into editor tabs (they stay unsaved until you save)?",
		[]string{"Restore", "Discard"}, func(i int) {
			for _, r := range list {
				if i == 1 {
					_ = s.recovery.Discard(r.Path)
					continue
				}
				rel, _ := filepath.Rel(s.dir, r.Path)
				e := s.openFile(filepath.ToSlash(rel))
				if e != nil {
					e.entry.SetText(string(r.Data))
					if e.entry.Text != e.disk {
						s.markDirty(e)
					}
				}
			}
		})
}

// scan rebuilds the file tree from the folder.
func (s *sidePanel) scan() {
	s.kids = map[string][]string{}
	s.isDir = map[string]bool{}
	if s.dir == "" {
		// The embedded default: its files, read-only.
		if fsys, err := workspaces.ExampleFS(workspaces.DefaultExample); err == nil {
			_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
				if err != nil || p == "." {
					return nil
				}
				parent := path.Dir(p)
				if parent == "." {
					parent = ""
				}
				s.kids[parent] = append(s.kids[parent], p)
				s.isDir[p] = d.IsDir()
				return nil
			})
		}
		s.tree.Refresh()
		s.tree.OpenAllBranches()
		return
	}
	_ = filepath.WalkDir(s.dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || p == s.dir {
			return nil
		}
		name := d.Name()
		if strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") || strings.HasSuffix(name, ".swp") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(s.dir, p)
		rel = filepath.ToSlash(rel)
		parent := filepath.ToSlash(filepath.Dir(rel))
		if parent == "." {
			parent = ""
		}
		s.kids[parent] = append(s.kids[parent], rel)
		s.isDir[rel] = d.IsDir()
		return nil
	})
	s.tree.Refresh()
	s.tree.OpenAllBranches()
}

// setFiles refreshes the tree after a successful load (files may be new).
func (s *sidePanel) setFiles(ws *workspaces.Workspace) {
	if s.dir != "" {
		s.scan()
	}
}

// setErrors lists the current problems (nil: none).
func (s *sidePanel) setErrors(errs workspaces.Errors) {
	s.errs = errs
	if len(errs) == 0 {
		s.errHead.SetText("No problems")
	} else {
		s.errHead.SetText(fmt.Sprintf("%d problem(s) — tap one to jump to it; the last good state stays on screen", len(errs)))
	}
	s.errList.Refresh()
	s.refreshMarks()
}

func (s *sidePanel) tabFor(it *container.TabItem) *editorTab {
	for _, e := range s.editors {
		if e.item == it {
			return e
		}
	}
	return nil
}

func (s *sidePanel) closeTab(it *container.TabItem) { s.removeTab(it, true) }

// removeTab closes a tab; discard also drops its recovery copy.
func (s *sidePanel) removeTab(it *container.TabItem, discard bool) {
	for i, e := range s.editors {
		if e.item == it {
			s.editors = append(s.editors[:i], s.editors[i+1:]...)
			if discard && s.recovery != nil {
				_ = s.recovery.Discard(e.path)
			}
			break
		}
	}
	s.tabs.Remove(it)
	if len(s.editors) == 0 {
		s.hint.Show()
		s.tabs.Hide()
	}
}

// openFile opens (or focuses) the tab for rel.
func (s *sidePanel) openFile(rel string) *editorTab {
	for _, e := range s.editors {
		if e.rel == rel {
			s.tabs.Select(e.item)
			return e
		}
	}
	readOnly := s.dir == ""
	var file string
	var data []byte
	var err error
	if readOnly {
		var fsys fs.FS
		fsys, err = workspaces.ExampleFS(workspaces.DefaultExample)
		if err == nil {
			data, err = fs.ReadFile(fsys, rel)
		}
	} else {
		file = filepath.Join(s.dir, filepath.FromSlash(rel))
		data, err = readSmall(s.dir, rel)
	}
	if err != nil {
		s.wb.status.setMessage(err.Error())
		return nil
	}
	e := &editorTab{rel: rel, path: file, disk: string(data)}
	e.entry = newCodeEntry()
	e.entry.onFind = s.showFind
	e.entry.SetText(string(data))
	e.gutter = widget.NewRichText()
	e.marks = container.NewWithoutLayout()
	s.updateGutter(e)
	e.entry.OnChanged = func(string) {
		s.updateGutter(e)
		if !e.dirty && e.entry.Text != e.disk {
			s.markDirty(e)
		} else if e.dirty && e.entry.Text == e.disk {
			e.dirty = false
			e.item.Text = e.rel
			s.tabs.Refresh()
		}
	}
	e.scroll = container.NewScroll(container.NewBorder(nil, nil, e.gutter, nil, container.NewStack(e.entry, e.marks)))
	e.item = container.NewTabItem(rel, e.scroll)
	if readOnly {
		// Built-in example: shown, not edited (File › New workspace from
		// example copies it into a folder).
		e.readOnly = true
		e.item.Text = rel + " (built-in, read-only)"
		e.entry.OnChanged = func(string) {
			if e.entry.Text != e.disk {
				e.entry.SetText(e.disk)
			}
		}
	}
	s.editors = append(s.editors, e)
	s.hint.Hide()
	s.tabs.Show()
	s.tabs.Append(e.item)
	s.tabs.Select(e.item)
	return e
}

// readSmall reads the workspace file rel for the editor through an
// os.Root: never through a symbolic link out of dir, and never a FIFO or
// a device (opening a FIFO would block the UI).
func readSmall(dir, rel string) ([]byte, error) {
	return workspaces.ReadInside(dir, rel, maxEditFile)
}

func (s *sidePanel) markDirty(e *editorTab) {
	e.dirty = true
	e.base = e.disk
	e.item.Text = "● " + e.rel
	s.tabs.Refresh()
}

// dirtyTabs lists the tabs with unsaved changes, in tab order.
func (s *sidePanel) dirtyTabs() []*editorTab {
	var out []*editorTab
	for _, e := range s.editors {
		if e.dirty {
			out = append(out, e)
		}
	}
	return out
}

// current is the selected tab's editor.
func (s *sidePanel) current() *editorTab {
	return s.tabFor(s.tabs.Selected())
}

// saveCurrent saves the selected tab.
func (s *sidePanel) saveCurrent() {
	if e := s.current(); e != nil {
		_ = s.save(e)
	}
}

// save writes the tab atomically; the watcher then reloads the workspace
// exactly as for an external save.
func (s *sidePanel) save(e *editorTab) error {
	if e.readOnly {
		dialog.ShowInformation("Built-in example",
			"The built-in showcase is read-only. Use File › New workspace from example… to copy it into a folder you can edit.", s.wb.win)
		return nil
	}
	text := e.entry.Text
	if err := workspaces.SaveInside(s.dir, e.rel, []byte(text)); err != nil {
		dialog.ShowError(fmt.Errorf("could not save %s (your edits are still in the tab): %w", e.rel, err), s.wb.win)
		return err
	}
	e.disk = text
	e.dirty = false
	e.item.Text = e.rel
	s.tabs.Refresh()
	if s.recovery != nil {
		_ = s.recovery.Discard(e.path)
	}
	s.wb.status.setMessage("saved " + e.rel + " — reloading")
	s.wb.web.saved(e) // the web edition re-runs it here (no watcher)
	return nil
}

// externalChange re-reads open files after the watcher saw a change. A clean
// tab follows the disk; a dirty tab whose file changed asks the user.
func (s *sidePanel) externalChange() {
	for _, e := range s.editors {
		if e.readOnly {
			continue
		}
		data, err := readSmall(s.dir, e.rel)
		if err != nil || string(data) == e.disk {
			continue
		}
		theirs := string(data)
		if !e.dirty {
			e.disk = theirs
			e.entry.SetText(theirs)
			e.dirty = false
			e.item.Text = e.rel
			continue
		}
		if e.asking {
			continue
		}
		e.asking = true
		s.askConflict(e, theirs)
	}
	s.tabs.Refresh()
}

// askConflict: the file changed on disk while its tab has unsaved edits.
func (s *sidePanel) askConflict(e *editorTab, theirs string) {
	showChoice(s.wb.win, "File changed on disk",
		e.rel+" was changed outside the editor while you have unsaved edits. Nothing has been overwritten.",
		[]string{"Keep mine", "Load theirs", "Compare"}, func(i int) {
			e.asking = false
			switch i {
			case 0:
				e.disk = theirs // mine stays dirty against the new disk content
			case 1:
				e.disk = theirs
				e.entry.SetText(theirs)
				e.dirty = false
				e.item.Text = e.rel
				s.tabs.Refresh()
			case 2:
				s.showCompare(e, theirs)
			}
		})
}

// showCompare shows mine and theirs side by side with differing lines
// marked, then asks again.
func (s *sidePanel) showCompare(e *editorTab, theirs string) {
	mine := e.entry.Text
	ml, tl := strings.Split(mine, "\n"), strings.Split(theirs, "\n")
	var a, b strings.Builder
	for i := 0; i < max(len(ml), len(tl)); i++ {
		var x, y string
		if i < len(ml) {
			x = ml[i]
		}
		if i < len(tl) {
			y = tl[i]
		}
		mark := "  "
		if x != y || i >= len(ml) || i >= len(tl) {
			mark = "≠ "
		}
		fmt.Fprintf(&a, "%s%4d %s\n", mark, i+1, x)
		fmt.Fprintf(&b, "%s%4d %s\n", mark, i+1, y)
	}
	left := widget.NewLabel(a.String())
	left.TextStyle.Monospace = true
	right := widget.NewLabel(b.String())
	right.TextStyle.Monospace = true
	body := container.NewGridWithColumns(2,
		container.NewBorder(widget.NewLabelWithStyle("Mine (unsaved)", 0, fyne.TextStyle{Bold: true}), nil, nil, nil, container.NewScroll(left)),
		container.NewBorder(widget.NewLabelWithStyle("Theirs (on disk)", 0, fyne.TextStyle{Bold: true}), nil, nil, nil, container.NewScroll(right)))
	d := dialog.NewCustomWithoutButtons(e.rel+": mine and theirs", body, s.wb.win)
	d.SetButtons([]fyne.CanvasObject{
		widget.NewButton("Keep mine", func() { d.Hide(); e.disk = theirs }),
		widget.NewButton("Load theirs", func() {
			d.Hide()
			e.disk = theirs
			e.entry.SetText(theirs)
			e.dirty = false
			e.item.Text = e.rel
			s.tabs.Refresh()
		})})
	d.Resize(fyne.NewSize(1000, 600))
	d.Show()
}

// jumpTo opens a diagnostic's file and puts the cursor on its line and column.
func (s *sidePanel) jumpTo(d workspaces.Diagnostic) {
	if d.File == "" {
		return
	}
	e := s.openFile(filepath.ToSlash(d.File))
	if e == nil {
		return
	}
	if d.Line > 0 {
		e.entry.CursorRow = d.Line - 1
		e.entry.CursorColumn = max(0, d.Col-1)
		e.entry.Refresh()
		lines := strings.Count(e.entry.Text, "\n") + 1
		h := e.entry.MinSize().Height
		if lines > 0 {
			y := h * float32(d.Line-1) / float32(lines)
			e.scroll.Offset = fyne.NewPos(0, max(0, y-e.scroll.Size().Height/3))
			e.scroll.Refresh()
		}
	}
	s.wb.win.Canvas().Focus(e.entry)
}
