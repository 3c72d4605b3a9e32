package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ppuwb/ppuwb/workspaces"
)

// exampleArg reports whether a workspace argument names an embedded example:
// "example:NAME", or a bare example name when no file of that name exists.
func exampleArg(arg string) (string, bool) {
	if name, ok := strings.CutPrefix(arg, "example:"); ok {
		return name, true
	}
	if _, err := os.Stat(arg); err == nil {
		return "", false
	}
	if !strings.ContainsAny(arg, `/\.`) && slices.Contains(workspaces.Examples(), arg) {
		return arg, true
	}
	return "", false
}

// loadWorkspaceArg loads the folder named on the command line, an embedded
// example of that name (bare or as "example:NAME"), or the default workspace
// when none is named. Workspace problems are printed one per line as
// file:line:col and reported as errReported.
func loadWorkspaceArg(cmd string, pos []string, stderr io.Writer) (*workspaces.Workspace, error) {
	var (
		ws  *workspaces.Workspace
		err error
	)
	where := "example:" + workspaces.DefaultExample
	if len(pos) == 0 {
		ws, err = workspaces.Default()
	} else if name, ok := exampleArg(pos[0]); ok {
		where = "example:" + name
		ws, err = workspaces.LoadExample(name)
	} else if st, serr := os.Stat(pos[0]); serr != nil {
		return nil, fmt.Errorf("cannot open workspace %s: no such folder (embedded examples: %s)",
			pos[0], strings.Join(workspaces.Examples(), ", "))
	} else if !st.IsDir() {
		return nil, fmt.Errorf("%s is not a workspace folder", pos[0])
	} else {
		where = pos[0]
		ws, err = workspaces.Load(pos[0])
	}
	if err != nil {
		if n := printDiagnostics(err, where, stderr); n > 0 {
			fmt.Fprintf(stderr, "ppuwb %s: %d problem(s) in the workspace\n", cmd, n)
			return nil, errReported
		}
		return nil, err
	}
	for _, d := range ws.Warnings {
		fmt.Fprintln(stderr, locate(where, d).String())
	}
	return ws, nil
}

// printDiagnostics prints the workspace problems err holds, one per line as
// file:line:col: message with the file located in where (see locate), and
// returns how many it printed.
func printDiagnostics(err error, where string, w io.Writer) int {
	var diags workspaces.Errors
	if !errors.As(err, &diags) {
		return 0
	}
	for _, d := range diags {
		fmt.Fprintln(w, locate(where, d).String())
	}
	return len(diags)
}

// locate makes a problem's file name one the user can find: joined to the
// workspace folder, or prefixed with "example:NAME/" for an embedded example.
func locate(where string, d workspaces.Diagnostic) workspaces.Diagnostic {
	switch {
	case d.File == "" || where == "":
	case strings.HasPrefix(where, "example:"):
		d.File = where + "/" + d.File
	default:
		d.File = filepath.Join(where, filepath.FromSlash(d.File))
	}
	return d
}
