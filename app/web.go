package app

// webShell is the web edition (web_js.go) around the session: it keeps
// workspaces in the browser's storage, imports and downloads zips, and
// re-runs the session on each save (a browser has no folder to watch). It
// adds to the window (wb) its menus and the page's test hooks. On the
// desktop (web_other.go) every hook does nothing.
type webShell struct {
	*session
	wb *workbench // the window it adds to
}

func newWebShell(wb *workbench) *webShell { return &webShell{session: wb.session, wb: wb} }
