// Package cli is ppuwb's command line: the headless subcommands (one file
// each), their registry and their shared output helpers. The main package
// only hands it the arguments, the window (the one thing that needs Fyne)
// and the embedded FyneApp.toml.
//
// With no arguments, or with a folder, the command line opens the window.
// Otherwise the first argument names a headless subcommand; `ppuwb help`
// lists them.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// command is one headless subcommand. Each lives in its own file and
// registers itself in init so Run stays a thin dispatcher.
type command struct {
	name    string
	summary string
	usage   string // argument synopsis after the command name
	run     func(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) error
	// timeout: the command may run long, and takes --timeout (stop.go)
	timeout bool
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// errUsage marks an error caused by the command line itself; main prints the
// command's usage after it.
var errUsage = errors.New("usage")

func usageError(format string, a ...any) error {
	return fmt.Errorf("%w: %s", errUsage, fmt.Sprintf(format, a...))
}

// What only the main package can hold; main sets them before calling Run.
var (
	// FyneAppTOML is the application's metadata (name, app ID, version),
	// embedded by main: go:embed cannot reach the repository root from here.
	FyneAppTOML []byte
	// OpenWindow opens the window on a workspace folder ("" = the embedded
	// default workspace) and returns the exit code once it has closed. It
	// lives in main because only main and app import Fyne; nil means this
	// program has no window.
	OpenWindow func(dir string, stderr io.Writer) int
)

// Run runs one command line (the arguments after the program name) and
// returns the process exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return openWindow("", stderr)
	}
	first := args[0]
	switch first {
	case "help", "-h", "-help", "--help":
		printUsage(stdout)
		return 0
	}
	if c, ok := commands[first]; ok {
		fs := flag.NewFlagSet("ppuwb "+c.name, flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() {
			fmt.Fprintf(fs.Output(), "usage: ppuwb %s %s\n\n%s\n", c.name, c.usage, c.summary)
			if hasFlags(fs) {
				fmt.Fprintln(fs.Output(), "\nflags:")
				fs.PrintDefaults()
			}
		}
		if c.timeout {
			addTimeoutFlag(fs)
		}
		err := c.run(fs, args[1:], stdout, stderr)
		if why := stoppedBy(fs); why != nil && err != nil {
			fmt.Fprintf(stderr, "ppuwb %s: %v\n", c.name, why)
			if errors.Is(why, errInterrupted) {
				return exitInterrupted
			}
			return exitTimeout
		}
		switch {
		case err == nil:
			return 0
		case errors.Is(err, flag.ErrHelp):
			return 0
		case errors.Is(err, errUsage):
			fmt.Fprintf(stderr, "ppuwb %s: %s\n", c.name, strings.TrimPrefix(err.Error(), errUsage.Error()+": "))
			fmt.Fprintf(stderr, "usage: ppuwb %s %s (see 'ppuwb %s --help')\n", c.name, c.usage, c.name)
			return 2
		case errors.Is(err, errReported):
			return 1
		default:
			fmt.Fprintf(stderr, "ppuwb %s: %v\n", c.name, err)
			return 1
		}
	}
	if strings.HasPrefix(first, "-") {
		fmt.Fprintf(stderr, "ppuwb: unknown flag %q\n", first)
		printUsage(stderr)
		return 2
	}
	if len(args) > 1 {
		fmt.Fprintf(stderr, "ppuwb: unexpected arguments after %q\n", first)
		return 2
	}
	// A single non-command argument is a workspace folder to open.
	st, err := os.Stat(first)
	if err != nil {
		if os.IsNotExist(err) && !strings.ContainsAny(first, "/.") {
			fmt.Fprintf(stderr, "ppuwb: %q is neither a subcommand nor a folder (see 'ppuwb help')\n", first)
			return 2
		} else {
			fmt.Fprintf(stderr, "ppuwb: cannot open workspace: %v\n", err)
		}
		return 1
	}
	if !st.IsDir() {
		fmt.Fprintf(stderr, "ppuwb: cannot open workspace: %s is not a folder\n", first)
		return 1
	}
	return openWindow(first, stderr)
}

func openWindow(dir string, stderr io.Writer) int {
	if OpenWindow == nil {
		fmt.Fprintln(stderr, "ppuwb: this program has no window (see 'ppuwb help' for the headless commands)")
		return 1
	}
	return OpenWindow(dir, stderr)
}

// errReported is returned by a command that has already printed its errors
// (for example a list of file:line:col problems) and only needs a non-zero exit.
var errReported = errors.New("errors reported")

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "PPU Workbench — a software GPU you can watch.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage:")
	fmt.Fprintln(w, "  ppuwb                 open the window on the built-in showcase workspace")
	fmt.Fprintln(w, "  ppuwb DIR             open the window on the workspace folder DIR")
	fmt.Fprintln(w, "  ppuwb COMMAND [flags] run a command headless ('ppuwb COMMAND --help' for its flags)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	width := 0
	for n := range commands {
		names = append(names, n)
		width = max(width, len(n))
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, commands[n].summary)
	}
}

// parseWorkspaceArgs is parseInterspersed for the commands that take at
// most one workspace (a folder or an example name): more is a usage error.
func parseWorkspaceArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	pos, err := parseInterspersed(fs, args)
	if err == nil && len(pos) > 1 {
		err = usageError("expected at most one workspace, got %d arguments", len(pos))
	}
	return pos, err
}

// parseInterspersed parses flags that may come before or after positional
// arguments ("render ws -o x.png" as well as "render -o x.png ws").
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}
