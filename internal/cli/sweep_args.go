package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ppuwb/ppuwb/sweep"
)

// outputPath is the value of a flag that names a file the command writes
// (-o, --csv, --trace). Declaring outputs by their type lets a sweep refuse
// them in a spec's args whatever the command: the sweep owns its outputs.
type outputPath string

func (p *outputPath) String() string     { return string(*p) }
func (p *outputPath) Set(s string) error { *p = outputPath(s); return nil }

// outputFlag defines a flag naming an output file. The usage should hold a
// back-quoted `file` (the name --help shows for its value).
func outputFlag(fs *flag.FlagSet, name, usage string) *string {
	p := new(string)
	fs.Var((*outputPath)(p), name, usage)
	return p
}

// commandFlags returns a command's flags, defined as its run defines them
// (run with --help, which parses nothing else and prints nowhere).
func commandFlags(name string) (*flag.FlagSet, error) {
	c, ok := commands[name]
	if !ok {
		return nil, fmt.Errorf("no command %q", name)
	}
	fs := flag.NewFlagSet("ppuwb "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if err := c.run(fs, []string{"-help"}, io.Discard, io.Discard); !errors.Is(err, flag.ErrHelp) {
		return nil, fmt.Errorf("%s --help: %v", name, err)
	}
	return fs, nil
}

// checkSweepArgs checks a spec's args against its command's flags once,
// before anything runs: each must be a flag of the command, with a value
// its type takes, and none may name an output file (the sweep writes its
// own, in its temporary folder) or a positional argument (the sweep gives
// the workspace). Problems are located at the argument in the spec.
func checkSweepArgs(s *sweep.Spec) error {
	fs, err := commandFlags(s.Command)
	if err != nil || len(s.Args) == 0 {
		return err
	}
	var errs sweep.Errors
	args := s.Args
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || a == "--" || !strings.HasPrefix(a, "-") {
			errs = append(errs, s.ArgError(i, "args: %q is not a flag: the sweep gives the workspace, args only add flags", a))
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			errs = append(errs, s.ArgError(i, "args: %s: %s has no such flag%s", a, s.Command, didYouMeanFlag(fs, name)))
			if !hasValue && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				i++ // its value, most likely: one error is enough
			}
			continue
		}
		if _, ok := f.Value.(*outputPath); ok {
			errs = append(errs, s.ArgError(i, "args: %s names an output file; the sweep owns its outputs (its CSV is sweep's own -o)", a))
			if !hasValue {
				i++
			}
			continue
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			value, hasValue = "true", true
		}
		if !hasValue {
			if i+1 >= len(args) {
				errs = append(errs, s.ArgError(i, "args: %s needs a value", a))
				continue
			}
			i++
			value = args[i]
		}
		// The value as the command's own flag takes it (a number, a bool…).
		one, _ := commandFlags(s.Command)
		if err := one.Set(name, value); err != nil {
			errs = append(errs, s.ArgError(i, "args: %s: %q is not a value it takes (%v)", a, value, err))
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

func didYouMeanFlag(fs *flag.FlagSet, name string) string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, "--"+f.Name) })
	return sweep.DidYouMean("--"+name, names)
}
