package cli

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/ppuwb/ppuwb/workspaces"
)

func init() {
	register(&command{
		name:    "new",
		summary: "create a workspace folder from an embedded example",
		usage:   "[--json] EXAMPLE DIR   (without arguments: list the examples)",
		run:     runNew,
	})
}

func listExamples(w io.Writer, asJSON bool) error {
	var list []workspaces.ExampleInfo
	for _, n := range workspaces.Examples() {
		list = append(list, workspaces.ExampleInfo{Name: n, Description: workspaces.ExampleDescription(n)})
	}
	if asJSON {
		return writeJSON(w, list)
	}
	fmt.Fprintln(w, "examples:")
	for _, e := range list {
		def := ""
		if e.Name == workspaces.DefaultExample {
			def = " (default)"
		}
		fmt.Fprintf(w, "  %-14s %s%s\n", e.Name, e.Description, def)
	}
	return nil
}

func runNew(fs_ *flag.FlagSet, args []string, stdout, stderr io.Writer) error {
	asJSON := fs_.Bool("json", false, "print machine-readable JSON")
	pos, err := parseInterspersed(fs_, args)
	if err != nil {
		return err
	}
	switch {
	case len(pos) == 0:
		return listExamples(stdout, *asJSON)
	case len(pos) == 1:
		if !isExample(pos[0]) {
			listExamples(stderr, false)
			return usageError("unknown example %q", pos[0])
		}
		return usageError("missing DIR: where should the %s example go?", pos[0])
	case len(pos) > 2:
		return usageError("expected EXAMPLE DIR, got %d arguments", len(pos))
	}
	name, dir := pos[0], pos[1]
	if !isExample(name) {
		listExamples(stderr, false)
		return usageError("unknown example %q", name)
	}
	if err := workspaces.CreateFromExample(name, dir); err != nil {
		return err
	}
	sub, err := workspaces.ExampleFS(name)
	if err != nil {
		return err
	}
	var files []string
	fs.WalkDir(sub, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if *asJSON {
		return writeJSON(stdout, map[string]any{"example": name, "dir": dir, "files": files})
	}
	fmt.Fprintf(stdout, "created %s from example %q: %s\n", dir, name, strings.Join(files, ", "))
	fmt.Fprintf(stdout, "open it with: ppuwb %s\n", dir)
	return nil
}

func isExample(name string) bool {
	for _, n := range workspaces.Examples() {
		if n == name {
			return true
		}
	}
	return false
}
