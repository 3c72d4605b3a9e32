package app

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// maxRecent is how many recent workspaces File › Open recent lists.
const maxRecent = 8

// recentWorkspaces lists the workspace folders opened most recently (most
// recent first) that still exist.
func (wb *workbench) recentWorkspaces() []string {
	var out []string
	for _, d := range wb.prefs().StringList(prefRecent) {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			out = append(out, d)
		}
	}
	return out
}

// rememberWorkspace puts dir first in the recent list and makes its parent
// the folder file dialogs start in.
func (wb *workbench) rememberWorkspace(dir string) {
	if dir == "" {
		return
	}
	dir = filepath.Clean(dir)
	list := []string{dir}
	for _, d := range wb.prefs().StringList(prefRecent) {
		if d != dir && len(list) < maxRecent {
			list = append(list, d)
		}
	}
	wb.prefs().SetStringList(prefRecent, list)
	wb.prefs().SetString(prefLastFolder, filepath.Dir(dir))
	wb.refreshRecentMenu()
}

// recentMenu is File › Open recent: one item per recent workspace.
func (wb *workbench) recentMenu() *fyne.Menu {
	m := fyne.NewMenu("")
	for _, d := range wb.recentWorkspaces() {
		m.Items = append(m.Items, fyne.NewMenuItem(d, func() { wb.switchTo(d) }))
	}
	if len(m.Items) == 0 {
		it := fyne.NewMenuItem("(none yet)", nil)
		it.Disabled = true
		m.Items = append(m.Items, it)
	}
	return m
}

// refreshRecentMenu rebuilds File › Open recent.
func (wb *workbench) refreshRecentMenu() {
	if wb.recentItem == nil {
		return
	}
	wb.recentItem.ChildMenu = wb.recentMenu()
	if mm := wb.win.MainMenu(); mm != nil {
		mm.Refresh()
	}
}

// homeDir is the user's home folder ("" unknown).
func homeDir() string {
	h, _ := os.UserHomeDir()
	return h
}

// lastFolder is the folder last used to open or create a workspace (kept
// in the preferences), else the home folder.
func (wb *workbench) lastFolder() string {
	for _, d := range []string{wb.prefs().String(prefLastFolder), homeDir()} {
		if st, err := os.Stat(d); d != "" && err == nil && st.IsDir() {
			return d
		}
	}
	return ""
}

// openWorkspaceForm is File › Open workspace…: a folder typed (or pasted)
// into a field, starting at the last folder used, or chosen with Browse…
// (Fyne's folder dialog, starting there too). A folder that does not exist
// is refused with a message; anything else opens (a folder without a
// workspace lists its problems as usual).
func (wb *workbench) openWorkspaceForm() *dialog.FormDialog {
	path := widget.NewEntry()
	start := wb.lastFolder()
	if wb.dir != "" {
		start = wb.dir
	}
	path.SetText(start)
	browse := wb.browseButton("Open workspace folder", path)
	items := []*widget.FormItem{{Text: "Folder", Widget: container.NewBorder(nil, nil, nil, browse, path),
		HintText: "type or paste a path (~ is your home folder), or Browse…"}}
	f := dialog.NewForm("Open workspace", "Open", "Cancel", items, func(ok bool) {
		if ok {
			wb.openTyped(path.Text)
		}
	}, wb.win)
	f.Resize(fyne.NewSize(700, 200))
	f.Show()
	wb.openForm, wb.openPath = f, path
	return f
}

// openTyped opens the workspace folder p typed by the user.
func (wb *workbench) openTyped(p string) {
	p = expandHome(p)
	st, err := os.Stat(p)
	if err != nil || !st.IsDir() {
		dialog.ShowError(fmt.Errorf("open workspace: %q is not a folder", p), wb.win)
		return
	}
	wb.switchTo(filepath.Clean(p))
}

// expandHome replaces a leading ~ with the home folder.
func expandHome(p string) string {
	if p == "~" || len(p) > 1 && p[:2] == "~/" {
		return filepath.Join(homeDir(), p[1:])
	}
	return p
}

// existingDir is p if it is a folder, else its nearest existing parent,
// else fallback.
func existingDir(p, fallback string) string {
	p = expandHome(p)
	for d := p; d != "" && d != "." && d != string(filepath.Separator); d = filepath.Dir(d) {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	return fallback
}

// restoreState applies what the preferences kept: the theme variant and
// the divider positions (the side column and colour mode are restored by
// their own panels).
func (wb *workbench) restoreState() {
	switch wb.prefs().String(prefTheme) {
	case "light":
		wb.setVariant(theme.VariantLight)
	case "dark":
		wb.setVariant(theme.VariantDark)
	}
	for name, s := range wb.splits() {
		if v := wb.prefs().FloatWithFallback(prefSplit+name, -1); v > 0 && v < 1 {
			s.SetOffset(v)
		}
	}
}

// saveState keeps the divider positions in the preferences.
func (wb *workbench) saveState() {
	for name, s := range wb.splits() {
		wb.prefs().SetFloat(prefSplit+name, s.Offset)
	}
}

// splits names the window's dividers.
func (wb *workbench) splits() map[string]*container.Split {
	m := map[string]*container.Split{}
	if wb.present.split != nil {
		m["side"] = wb.present.split
	}
	if wb.rightSplit != nil {
		m["views"] = wb.rightSplit
	}
	if wb.graph != nil && wb.graph.split != nil {
		m["graph"] = wb.graph.split
	}
	return m
}

// newRecentItem makes File › Open recent.
func (wb *workbench) newRecentItem() *fyne.MenuItem {
	wb.recentItem = fyne.NewMenuItem("Open recent", nil)
	wb.recentItem.ChildMenu = wb.recentMenu()
	return wb.recentItem
}

// browseButton is a "Browse…" button that picks a folder with Fyne's folder
// dialog (starting at the field's folder, or its nearest existing parent,
// else the last folder used) and writes it into field.
func (wb *workbench) browseButton(title string, field *widget.Entry) *widget.Button {
	return widget.NewButtonWithIcon("Browse…", theme.FolderOpenIcon(), func() {
		d := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
			if err != nil {
				dialog.ShowError(err, wb.win)
				return
			}
			if u != nil {
				field.SetText(u.Path())
			}
		}, wb.win)
		d.SetTitleText(title)
		d.SetConfirmText("Choose")
		if l := listable(existingDir(field.Text, wb.lastFolder())); l != nil {
			d.SetLocation(l)
		}
		d.Show()
		d.Resize(fyne.NewSize(900, 600)) // (after Show: FileDialog.Resize needs the shown dialog)
		wb.fileDialog = d
	})
}
